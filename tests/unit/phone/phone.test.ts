import { describe, expect, it } from 'vitest';
import { dialCodeFor, isValidPhone, nationalDigits, toE164, type PhoneContext } from '../../../src/lib/phone/phone.ts';
import { SITES } from '../../../src/lib/site/locales.ts';

/** Each site's own country, as its forms read a number typed without a dialling code. */
const siteContext = (locale: string): PhoneContext => {
  const site = SITES.find((s) => s.locale === locale)!;
  return { region: site.region, country: site.country };
};

const CASES: Record<string, { valid: Array<[string, string]>; invalid: string[] }> = {
  'en-us': {
    valid: [
      ['(303) 555 - 0100', '+13035550100'],
      ['212-555-0147', '+12125550147'],
      ['+1 415 555 0132', '+14155550132'],
    ],
    invalid: ['(123) 456 - 7890', '303555010', '0612345678', '+1 055 555 0100'],
  },
  'en-ca': {
    valid: [
      ['(416) 555 - 0199', '+14165550199'],
      ['6045550123', '+16045550123'],
    ],
    invalid: ['(116) 555 - 0199', '41655501'],
  },
  'fr-ca': {
    valid: [['(514) 555 - 0177', '+15145550177']],
    invalid: ['0514555017'],
  },
  'en-gb': {
    valid: [
      ['07911 123456', '+447911123456'],
      ['020 7946 0018', '+442079460018'],
      ['+44 (0)7911 123456', '+447911123456'],
      // A number set aside for fiction (Ofcom), as our test data uses.
      ['07700 900123', '+447700900123'],
    ],
    invalid: ['07911 12345', '0044 20 7946', '1234'],
  },
  'fr-fr': {
    valid: [
      ['06 12 34 56 78', '+33612345678'],
      ['01 42 68 53 00', '+33142685300'],
      ['0033 6 12 34 56 78', '+33612345678'],
    ],
    invalid: ['06 12 34 56', '3035550100', '06 12 34 56 78 9'],
  },
  'de-de': {
    valid: [
      ['030 12345678', '+493012345678'],
      ['0151 23456789', '+4915123456789'],
      ['089 1234567', '+49891234567'],
      ['+49 170 1234567', '+491701234567'],
    ],
    invalid: ['0151', '12', '0049 0'],
  },
  'it-it': {
    valid: [
      ['333 123 4567', '+393331234567'],
      ['06 1234 5678', '+390612345678'],
    ],
    invalid: ['333 12', '93 123 4567 8901'],
  },
};

describe.each(Object.entries(CASES))('phones on %s', (locale, { valid, invalid }) => {
  const ctx = siteContext(locale);
  it.each(valid)('%s is valid, %s in E.164', (typed, e164) => {
    expect(isValidPhone(typed, ctx)).toBe(true);
    expect(toE164(typed, ctx)).toBe(e164);
  });
  it.each(invalid)('%s is refused', (typed) => {
    expect(isValidPhone(typed, ctx)).toBe(false);
    expect(toE164(typed, ctx)).toBeUndefined();
  });
});

describe('where a number is read', () => {
  it('defaults ten digits to +1 only on a NORA site', () => {
    expect(toE164('3035550100', { region: 'NORA' })).toBe('+13035550100');
    expect(toE164('3035550100', { region: 'EMEA' })).toBeUndefined();
    expect(toE164('0612345678', { region: 'EMEA', country: 'FR' })).toBe('+33612345678');
  });
  it('reads a chosen dialling code, dropping the trunk 0 after +44', () => {
    expect(toE164('07911 123456', { region: 'NORA', dialCode: '+44' })).toBe('+447911123456');
    expect(toE164('07911 123456', { region: 'NORA', dialCode: '+44-GB' })).toBe('+447911123456');
    expect(toE164('06 12 34 56 78', { region: 'NORA', country: 'US', dialCode: '+33' })).toBe('+33612345678');
    expect(toE164('(416) 555 - 0199', { region: 'NORA', dialCode: '+1-CA' })).toBe('+14165550199');
  });
  it('keeps a number already international whatever the site', () => {
    expect(toE164('+49 151 23456789', { region: 'NORA', country: 'US' })).toBe('+4915123456789');
  });
  it('gives dialling codes from the same metadata', () => {
    expect(dialCodeFor('DE')).toBe('+49');
    expect(dialCodeFor('gb')).toBe('+44');
    expect(dialCodeFor('CA')).toBe('+1');
    expect(dialCodeFor('ZZ')).toBeUndefined();
  });
  it('shows a stored number nationally', () => {
    expect(nationalDigits('+33612345678')).toEqual({ digits: '0612345678', dialCode: '+33' });
    expect(nationalDigits('+13035550100')).toEqual({ digits: '3035550100', dialCode: '+1' });
  });
});
