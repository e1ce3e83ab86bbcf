import { describe, expect, it } from 'vitest';
import { applyPhoneMask, EMEA_PHONE_MASK, NORA_PHONE_MASK } from '../../../schemas/forms/validators.ts';
import { internationalPhone, validatePhone } from '../../../src/lib/phone/fields.ts';
import { addressProblems, DEFAULT_RULES, emptyAddress, toCartAddress } from '../../../src/lib/checkout/address.ts';
import { fieldText } from '../../../schemas/forms/messages.ts';

describe('the phone masks', () => {
  it('keeps NORA at ten digits', () => {
    expect(applyPhoneMask('303555010099', NORA_PHONE_MASK)).toBe('(303) 555 - 0100');
    expect(applyPhoneMask('303', NORA_PHONE_MASK)).toBe('(303');
  });
  it('lets a longer number run past the EMEA layout, up to fifteen digits', () => {
    expect(applyPhoneMask('0612345678', EMEA_PHONE_MASK)).toBe('0612 - 345 - 678');
    expect(applyPhoneMask('015123456789', EMEA_PHONE_MASK)).toBe('0151 - 234 - 56789');
    expect(applyPhoneMask('0151234567890123456', EMEA_PHONE_MASK)).toBe('0151 - 234 - 56789012');
  });
});

describe('the forms’ phone rules', () => {
  it('accepts a German number longer than the mask, in Germany', () => {
    expect(validatePhone('0151 - 234 - 56789', { region: 'EMEA', mask: EMEA_PHONE_MASK, country: 'DE' })).toBeNull();
    expect(validatePhone('0151 - 234 - 567890123456', { region: 'EMEA', mask: EMEA_PHONE_MASK, country: 'DE' })).toBe('phoneInvalid');
    expect(fieldText(validatePhone('12', { region: 'EMEA', country: 'FR' })!, 'en')).toBe('A valid phone number is required');
  });
  it('reads a number with the chosen dialling code', () => {
    expect(validatePhone('07911 123456', { region: 'NORA', mask: 'XXXXX XXXXXX', dialCode: '+44-GB', country: 'US' })).toBeNull();
    expect(internationalPhone('07911 123456', '+44-GB', { region: 'NORA', country: 'US' })).toBe('+447911123456');
  });
  it('never makes an EMEA ten-digit number North American', () => {
    expect(internationalPhone('0612345678', undefined, { region: 'EMEA', country: 'FR' })).toBe('+33612345678');
    expect(internationalPhone('3123456789', undefined, { region: 'EMEA', country: 'IT' })).toBe('+393123456789');
    expect(internationalPhone('3035550100', undefined, { region: 'EMEA' })).toBeUndefined();
  });
});

describe('the checkout address', () => {
  const address = (country: string, phone: string) => ({ ...emptyAddress(country), firstName: 'Alex', lastName: 'Rivera', email: 'a@example.com', addressLine1: '1 Rue X', city: 'Paris', postalCode: '75001', phone });
  it('checks the phone in the address’s country', () => {
    expect(addressProblems(address('DE', '030 - 123 - 45678'), DEFAULT_RULES, { region: 'EMEA' }).phone).toBeUndefined();
    expect(addressProblems(address('FR', '0612 - 345 - 67'), DEFAULT_RULES, { region: 'EMEA' }).phone).toBe('phoneInvalid');
  });
  it('sends E.164 with the dialling code', () => {
    expect(toCartAddress(address('FR', '06 12 34 56 78'), '+33')).toMatchObject({ phone: '+33612345678', phoneCode: '+33' });
    expect(toCartAddress(address('DE', '0151 - 234 - 56789'), '+49')).toMatchObject({ phone: '+4915123456789' });
    expect(toCartAddress(address('US', '(303) 555 - 0100'), '+1')).toMatchObject({ phone: '+13035550100' });
  });
});
