/**
 * The sign-in, sign-up and password validators (docs/requirements/errors.md#field-validation-messages) with the spec's
 * exact English messages.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  DATE_MASK,
  defaultPhoneMask,
  latestBirthDate,
  meetsPasswordRules,
  parseDate,
  passwordChecklist,
  validateBirthDate,
  validateDate,
  validateLength,
  validateName,
  validateNewPassword,
  validatePassword,
  validatePasswordConfirmation,
  validatePattern,
  validateRange,
  validateSameAs,
  validateSignInEmail,
  type FieldResult,
} from '../../../schemas/forms/validators.ts';
import { internationalPhone, validatePhone } from '../../../src/lib/phone/fields.ts';
import { accountSettings, MINIMUM_AGE_BY_REGION } from '../../../src/lib/site/account-settings.ts';
import { fieldText, fillMessage } from '../../../schemas/forms/messages.ts';
import { meetsPasswordRules as contractRule } from '../../../schemas/api/auth.ts';

const en = (result: FieldResult) => (result === null ? null : fieldText(result, 'en'));

describe('sign-in email', () => {
  it('is required, at most 100 characters, and an email address', () => {
    expect(en(validateSignInEmail(''))).toBe('This field is required');
    expect(en(validateSignInEmail('  '))).toBe('This field is required');
    expect(en(validateSignInEmail(`${'a'.repeat(89)}@example.com`))).toBe('Value must not be longer than 100 characters');
    expect(validateSignInEmail(`${'a'.repeat(88)}@example.com`)).toBeNull();
    expect(en(validateSignInEmail('hiker@example'))).toBe('Email is not valid');
    expect(validateSignInEmail(' hiker@example.com ')).toBeNull();
  });
});

describe('password', () => {
  it('must have 8 characters, an upper case letter, a lower case letter and a digit', () => {
    expect(en(validateNewPassword(''))).toBe('This field is required');
    for (const p of ['Summit-1', 'abcdefG1', 'PASSWORd9']) expect(validateNewPassword(p), p).toBeNull();
    for (const p of ['Summit1', 'summit-pass-1', 'SUMMIT-PASS-1', 'Summit-Pass']) expect(en(validateNewPassword(p)), p).toBe('Password does not meet requirements.');
  });

  it('is one rule for forms and contracts', () => {
    expect(contractRule).toBe(meetsPasswordRules);
  });

  it('shows the live checklist items', () => {
    const list = passwordChecklist('abc');
    expect(list.map((r) => fieldText(r.id, 'en'))).toEqual(['8 or more characters', 'One uppercase letter', 'One lowercase letter', 'One number']);
    expect(list.map((r) => r.met)).toEqual([false, false, true, false]);
    expect(passwordChecklist('Summit-Pass-1').every((r) => r.met)).toBe(true);
    expect(passwordChecklist('ABCDEFGH').map((r) => r.met)).toEqual([true, true, false, false]);
  });

  it('is only required at sign-in', () => {
    expect(en(validatePassword(''))).toBe('This field is required');
    expect(validatePassword('x')).toBeNull();
  });

  it('confirmation: FE872 too short, FE340 no match', () => {
    expect(en(validatePasswordConfirmation('Short1', 'Short1'))).toBe('Password is too short.');
    expect(en(validatePasswordConfirmation('Summit-Pass-1', 'Summit-Pass-2'))).toBe('Passwords don’t match.');
    expect(en(validatePasswordConfirmation('Summit-Pass-1', ''))).toBe('This field is required');
    expect(validatePasswordConfirmation('Summit-Pass-1', 'Summit-Pass-1')).toBeNull();
  });
});

describe('name', () => {
  it('is required, 2–30 characters of letters and , . \' ` -', () => {
    expect(en(validateName(''))).toBe('This field is required');
    expect(en(validateName('A'))).toBe('Value must contain at least 2 characters');
    expect(en(validateName('A'.repeat(31)))).toBe('Value must not be longer than 30 characters');
    expect(en(validateName('R2-D2'))).toBe('Name is not valid.');
    expect(validateName('Zoë O’Brien')).toBeNull();
    expect(validateName('Ng')).toBeNull();
  });
});

describe('length and range', () => {
  it('uses the exact, at-least and not-longer messages', () => {
    expect(en(validateLength('1234', { min: 5, max: 5 }))).toBe('Value must contain exactly 5 characters');
    expect(validateLength('12345', { min: 5, max: 5 })).toBeNull();
    expect(en(validateLength('12', { min: 3 }))).toBe('Value must contain at least 3 characters');
    expect(en(validateLength('1234', { max: 3 }))).toBe('Value must not be longer than 3 characters');
    expect(validateLength('', { min: 3 })).toBeNull();
  });

  it('uses the more-than and less-than messages', () => {
    expect(en(validateRange(11, { min: 1, max: 10 }))).toBe('Value must not be more than 10');
    expect(en(validateRange(0, { min: 1, max: 10 }))).toBe('Value must not be less than 1');
    expect(validateRange(10, { min: 1, max: 10 })).toBeNull();
  });
});

describe('same-as and pattern', () => {
  it('names the other field and the pattern', () => {
    expect(en(validateSameAs('a', 'b', 'Password'))).toBe('Value must be the same as Password');
    expect(validateSameAs('a', 'a', 'Password')).toBeNull();
    expect(en(validatePattern('12a', '\\d{3}', 'three digits'))).toBe('Value should match three digits');
    expect(en(validatePattern('12a', /^\d{3}$/))).toBe('Value should match ^\\d{3}$');
    expect(validatePattern('123', '\\d{3}')).toBeNull();
  });

  it('keeps unknown placeholders', () => {
    expect(fillMessage('a {n} b {x}', { n: 1 })).toBe('a 1 b {x}');
  });
});

describe('dates per region', () => {
  it('read MM/DD/YYYY in NORA and DD/MM/YYYY in EMEA, real dates only', () => {
    expect(parseDate('02/13/2000', 'MM/DD/YYYY')).toEqual({ year: 2000, month: 2, day: 13 });
    expect(parseDate('13/02/2000', 'DD/MM/YYYY')).toEqual({ year: 2000, month: 2, day: 13 });
    expect(parseDate('13/02/2000', 'MM/DD/YYYY')).toBeNull();
    expect(parseDate('02/29/2001', 'MM/DD/YYYY')).toBeNull();
    expect(parseDate('02/29/2000', 'MM/DD/YYYY')).not.toBeNull();
    expect(en(validateDate('02/30/2000', 'MM/DD/YYYY'))).toBe('Date should match MM/DD/YYYY and be a valid date.');
    expect(en(validateDate('2000-02-01', 'DD/MM/YYYY'))).toBe('Date should match DD/MM/YYYY and be a valid date.');
  });

  it('says the bounds in the region format', () => {
    expect(en(validateDate('02/01/2020', 'MM/DD/YYYY', { max: '2019-12-31' }))).toBe('Date must be same or before 12/31/2019');
    expect(en(validateDate('01/01/1900', 'DD/MM/YYYY', { min: '1900-01-02' }))).toBe('Date must be same or after 02/01/1900');
    expect(validateDate('12/31/2019', 'MM/DD/YYYY', { max: '2019-12-31' })).toBeNull();
  });

  it('birth dates: the minimum age the caller passes (the site’s, from the one settings table)', () => {
    const today = new Date('2030-06-15T12:00:00Z');
    const us = accountSettings('CAIRN_EN_US').minimumAge;
    const de = accountSettings('CAIRN_DE_DE').minimumAge;
    expect([us, de]).toEqual([MINIMUM_AGE_BY_REGION.NORA, MINIMUM_AGE_BY_REGION.EMEA]);
    expect(latestBirthDate(13, today)).toBe('2017-06-15');
    expect(latestBirthDate(16, today)).toBe('2014-06-15');
    expect(latestBirthDate(us, today)).toBe(`${2030 - us}-06-15`);
    expect(validateBirthDate('06/15/2017', 'MM/DD/YYYY', 13, { required: true, today })).toBeNull();
    expect(en(validateBirthDate('06/16/2017', 'MM/DD/YYYY', 13, { required: true, today }))).toBe('Date must be same or before 06/15/2017');
    expect(en(validateBirthDate('16/06/2014', 'DD/MM/YYYY', 16, { required: true, today }))).toBe('Date must be same or before 15/06/2014');
    expect(validateBirthDate('16/06/2014', 'DD/MM/YYYY', 15, { required: true, today })).toBeNull();
    expect(en(validateBirthDate('01/01/1900', 'DD/MM/YYYY', 16, { required: true, today }))).toBe('Date must be same or after 02/01/1900');
    expect(en(validateBirthDate('', 'DD/MM/YYYY', 16, { required: true, today }))).toBe('This field is required');
    expect(validateBirthDate('', 'DD/MM/YYYY', 16, { required: false, today })).toBeNull();
  });
});

describe('phone', () => {
  it('masks per region, digits only', () => {
    expect(defaultPhoneMask('NORA')).toBe('(XXX) XXX - XXXX');
    expect(defaultPhoneMask('EMEA')).toBe('XXXX - XXX - XXX');
    expect(applyMask('3035550100', '(XXX) XXX - XXXX')).toBe('(303) 555 - 0100');
    expect(applyMask('303a55', '(XXX) XXX - XXXX')).toBe('(303) 55');
    expect(applyMask('303555010099', '(XXX) XXX - XXXX')).toBe('(303) 555 - 0100');
    expect(applyMask('0612345678', 'XXXX - XXX - XXX')).toBe('0612 - 345 - 678');
    expect(applyMask('01022000', DATE_MASK)).toBe('01/02/2000');
  });

  it('NORA: ten digits, the first 2–9', () => {
    expect(validatePhone('(303) 555 - 0100', { region: 'NORA' })).toBeNull();
    expect(fieldText(validatePhone('(103) 555 - 0100', { region: 'NORA' })!, 'en')).toBe('A valid phone number is required');
    expect(validatePhone('(303) 555 - 010', { region: 'NORA' })).toBe('phoneInvalid');
    expect(validatePhone('', { region: 'NORA', required: true })).toBe('phoneInvalid');
    expect(validatePhone('', { region: 'NORA' })).toBeNull();
  });

  it('elsewhere: the digit count of the mask, or a supplied pattern', () => {
    expect(validatePhone('0612 - 345 - 678', { region: 'EMEA' })).toBeNull();
    expect(validatePhone('0612 - 345 - 67', { region: 'EMEA' })).toBe('phoneInvalid');
    expect(validatePhone('07700 900123', { region: 'EMEA', mask: 'XXXXX XXXXXX' })).toBeNull();
    expect(validatePhone('12', { region: 'EMEA', pattern: /^\d{2}$/ })).toBeNull();
  });

  it('normalises to international form', () => {
    expect(internationalPhone('(303) 555 - 0100', '+1')).toBe('+13035550100');
    expect(internationalPhone('07700 900123', '+44')).toBe('+447700900123');
    // The trunk 0 goes after +33 too (it used to stay: +330612345678 is no number).
    expect(internationalPhone('0612345678', '+33')).toBe('+33612345678');
    expect(internationalPhone('+44 7700 900123', '+44')).toBe('+447700900123');
    expect(internationalPhone('3035550100')).toBe('+13035550100');
    expect(internationalPhone('0044 7700 900123')).toBe('+447700900123');
    expect(internationalPhone('12345')).toBeUndefined();
    expect(internationalPhone('')).toBeUndefined();
  });
});
