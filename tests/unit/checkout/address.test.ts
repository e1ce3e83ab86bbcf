import { describe, expect, it } from 'vitest';
import { fieldText } from '../../../schemas/forms/messages.ts';
import {
  addressFieldProblem,
  addressProblems,
  applyFieldMask,
  DEFAULT_RULES,
  emptyAddress,
  fieldOfGatewayMessage,
  fromCartAddress,
  shapeInput,
  toCartAddress,
  type FieldRule,
} from '../../../src/lib/checkout/address.ts';

const words = (r: ReturnType<typeof addressFieldProblem>) => (r ? fieldText(r, 'en') : null);
const rule = (field: string, extra: Partial<FieldRule> = {}): FieldRule => ({ field, required: true, ...extra });
const NORA = { region: 'NORA' as const };

describe('checkout address rules (docs/requirements/account-and-loyalty.md#addresses)', () => {
  it('says which required fields are missing, with the spec words, and skips optional blanks', () => {
    const problems = addressProblems(emptyAddress('US'), DEFAULT_RULES, NORA);
    expect(words(problems.firstName ?? null)).toBe('This field is required');
    expect(words(problems.city ?? null)).toBe('This field is required');
    expect(words(problems.phone ?? null)).toBe('A valid phone number is required');
    expect(problems.addressLine2).toBeUndefined();
    expect(problems.province).toBeUndefined();
  });

  it('applies lengths: names 2 to 30, lines and city at most 30, exact length when min equals max', () => {
    expect(words(addressFieldProblem('firstName', 'A', rule('firstName', { minLength: 2, maxLength: 30 }), NORA))).toBe('Value must contain at least 2 characters');
    expect(words(addressFieldProblem('city', 'x'.repeat(31), rule('city', { maxLength: 30 }), NORA))).toBe('Value must not be longer than 30 characters');
    expect(words(addressFieldProblem('province', 'ABC', rule('province', { minLength: 2, maxLength: 2 }), NORA))).toBe('Value must contain exactly 2 characters');
  });

  it('checks names, emails, phones and patterns', () => {
    expect(words(addressFieldProblem('lastName', 'R2D2', rule('lastName'), NORA))).toBe('Name is not valid.');
    expect(words(addressFieldProblem('lastName', "O’Brien-Smith", rule('lastName'), NORA))).toBeNull();
    expect(words(addressFieldProblem('email', 'a@b', rule('email'), NORA))).toBe('Email is not valid');
    expect(words(addressFieldProblem('phone', '(103) 555 - 0123', rule('phone', { pattern: '^[2-9]\\d{9}$' }), NORA))).toBe('A valid phone number is required');
    expect(words(addressFieldProblem('phone', '(303) 555 - 0123', rule('phone', { pattern: '^[2-9]\\d{9}$' }), NORA))).toBeNull();
    expect(words(addressFieldProblem('postalCode', '8030', rule('postalCode', { pattern: '^\\d{5}(-\\d{4})?$' }), NORA))).toBe('Value should match postal code');
    expect(words(addressFieldProblem('province', 'ZZ', rule('province', { options: [{ code: 'CO', name: 'Colorado' }] }), NORA))).toBe('This field is required');
  });

  it('masks and upper-cases as the shopper types (X a digit, A a letter)', () => {
    expect(applyFieldMask('k1a0b1', 'AXA XAX')).toBe('k1a 0b1');
    expect(shapeInput('postalCode', 'k1a0b1', rule('postalCode', { mask: 'AXA XAX', transform: 'uppercase' }))).toBe('K1A 0B1');
    expect(applyFieldMask('80302x', 'XXXXX')).toBe('80302');
  });

  it('sends the phone in international form with its dialling code, blanks left out, and reads it back', () => {
    const values = { ...emptyAddress('US'), firstName: ' Alex ', lastName: 'Rivera', phone: '(303) 555 - 0123', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', email: 'a@example.com' };
    const address = toCartAddress(values, '+1');
    expect(address).toMatchObject({ firstName: 'Alex', phone: '+13035550123', phoneCode: '+1', country: 'US' });
    expect(address).not.toHaveProperty('addressLine2');
    expect(fromCartAddress(address, 'US').phone).toBe('3035550123');
  });

  it('finds the field a gateway refusal names', () => {
    expect(fieldOfGatewayMessage('address.postalCode', null)).toBe('postalCode');
    expect(fieldOfGatewayMessage(undefined, 'billingAddress.city: Value must not be longer than 30 characters')).toBe('city');
    expect(fieldOfGatewayMessage(undefined, 'Something else')).toBeNull();
  });
});
