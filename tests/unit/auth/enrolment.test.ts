/**
 * Enrolment steps (docs/requirements/sign-in.md#enrolment-steps), where auth errors show (docs/requirements/account-and-loyalty.md#loyalty-enrolment), and the password
 * forms' rules (docs/requirements/sign-in.md#passwords FE340, FE872).
 */
import { describe, expect, it } from 'vitest';
import { enrolmentStart, isEnrolmentStep, isPartiallyEnrolled, joinInterests, leavesOnSignOut, nextProfileStep, PROFILE_STEPS, splitInterests } from '../../../src/lib/auth/enrolment.ts';
import { placeAuthError } from '../../../src/lib/auth/errors.ts';
import { checkNewPassword, resetLinkOf } from '../../../src/lib/auth/password-rules.ts';

const full = { email: 'a@b.co', phone: '+13035550100', firstName: 'Ada', lastName: 'Lee', postalCode: '80202', birthDate: '1990-01-01' };

describe('enrolment start', () => {
  it('is lookup when logged out, mobile without a phone, profile with one', () => {
    expect(enrolmentStart({ signedIn: false, phone: '+13035550100' })).toBe('lookup');
    expect(enrolmentStart({ signedIn: true })).toBe('mobile');
    expect(enrolmentStart({ signedIn: true, phone: '  ' })).toBe('mobile');
    expect(enrolmentStart({ signedIn: true, phone: '+13035550100' })).toBe('profile');
  });

  it('numbers the complete-profile steps 0–5 and walks mobile → profile → interests → success', () => {
    expect(Object.values(PROFILE_STEPS)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(nextProfileStep('complete-profile')).toBe('mobile');
    expect(nextProfileStep('mobile')).toBe('profile');
    expect(nextProfileStep('profile')).toBe('interests');
    expect(nextProfileStep('interests')).toBe('success');
    expect(isEnrolmentStep('sign-up')).toBe(true);
    expect(isEnrolmentStep('interests')).toBe(true);
    expect(isEnrolmentStep('toString')).toBe(false);
  });
});

describe('partially enrolled', () => {
  it('needs an email and misses any of phone, first name, last name, postal code, birth date', () => {
    expect(isPartiallyEnrolled(full)).toBe(false);
    for (const field of ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const) {
      expect(isPartiallyEnrolled({ ...full, [field]: '' }), field).toBe(true);
      expect(isPartiallyEnrolled({ ...full, [field]: undefined }), field).toBe(true);
    }
    expect(isPartiallyEnrolled({ ...full, email: '', phone: '' })).toBe(false);
    expect(isPartiallyEnrolled(null)).toBe(false);
  });
});

describe('interests', () => {
  it('are pipe-separated', () => {
    expect(joinInterests(['hiking', 'camping', 'hiking'])).toBe('hiking|camping');
    expect(splitInterests('hiking| camping|')).toEqual(['hiking', 'camping']);
    expect(splitInterests(undefined)).toEqual([]);
  });
});

describe('sign-out', () => {
  it('leaves cart, checkout, favorites and account pages', () => {
    for (const p of ['/en-us/cart', '/cart', '/fr-fr/checkout/billing', '/en-gb/favorites', '/account', '/de-de/account/orders']) expect(leavesOnSignOut(p), p).toBe(true);
    for (const p of ['/', '/en-us/', '/en-us/c/boots-1234', '/en-us/cartography', '/en-us/forgot-password']) expect(leavesOnSignOut(p), p).toBe(false);
  });
});

describe('auth errors', () => {
  const error = (errorId: string | null, message = 'server words') => ({ errorId, message, status: 409, action: 'auth.signup' });
  it('marks the email or phone field, re-runs validation, or shows a notice', () => {
    expect(placeAuthError(error('LOGIN_IN_USE', 'in use'))).toEqual({ kind: 'field', field: 'email', message: 'in use' });
    expect(placeAuthError(error('LOGIN_IN_USE2'))).toMatchObject({ kind: 'field', field: 'email' });
    expect(placeAuthError(error('PHONE_NUMBER_ALREADY_IN_USE'))).toMatchObject({ kind: 'field', field: 'phone' });
    expect(placeAuthError(error('PHONE_NUMBER_ALREADY_IN_USE2'))).toMatchObject({ kind: 'field', field: 'phone' });
    expect(placeAuthError(error('MISSING_BIRTHDATE'))).toEqual({ kind: 'revalidate', requireBirthDate: true });
    expect(placeAuthError(error('AUT401', 'wrong'))).toEqual({ kind: 'notice', message: 'wrong' });
    expect(placeAuthError(error(null, 'offline'))).toEqual({ kind: 'notice', message: 'offline' });
  });
});

describe('password forms', () => {
  it('check the rules, FE872 and FE340', () => {
    expect(checkNewPassword('Summit-Pass-1', 'Summit-Pass-1')).toEqual({ newPassword: null, confirmation: null });
    expect(checkNewPassword('Short1', 'Short1')).toEqual({ newPassword: 'passwordInvalid', confirmation: 'FE872' });
    expect(checkNewPassword('Summit-Pass-1', 'Summit-Pass-2')).toEqual({ newPassword: null, confirmation: 'FE340' });
    expect(checkNewPassword('', '')).toEqual({ newPassword: 'required', confirmation: 'required' });
  });

  it('read the reset link', () => {
    expect(resetLinkOf('?email=member%40cairn.test&token=RESET-1')).toEqual({ email: 'member@cairn.test', resetToken: 'RESET-1' });
    expect(resetLinkOf('?email=member%40cairn.test')).toBeNull();
    expect(resetLinkOf('')).toBeNull();
  });
});
