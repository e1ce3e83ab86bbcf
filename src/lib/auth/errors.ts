/**
 * Where a sign-in or sign-up error shows (docs/requirements/sign-in.md#sign-up): LOGIN_IN_USE(2) on the email field,
 * PHONE_NUMBER_ALREADY_IN_USE(2) on the phone field, MISSING_BIRTHDATE re-runs validation (the
 * birth date becomes required), anything else in a notification in the form. Pure.
 */
import type { ShopperError } from '../errors/report.ts';

export const EMAIL_IN_USE_IDS: readonly string[] = ['LOGIN_IN_USE', 'LOGIN_IN_USE2', 'AUT439', 'PRO400'];
export const PHONE_IN_USE_IDS: readonly string[] = ['PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE2', 'AUT444', 'AUT442'];
export const MISSING_BIRTHDATE = 'MISSING_BIRTHDATE';

export type AuthErrorPlacement =
  | { kind: 'field'; field: 'email' | 'phone'; message: string }
  | { kind: 'revalidate'; requireBirthDate: true }
  | { kind: 'notice'; message: string };

export function placeAuthError(error: ShopperError): AuthErrorPlacement {
  const id = error.errorId ?? '';
  if (EMAIL_IN_USE_IDS.includes(id)) return { kind: 'field', field: 'email', message: error.message };
  if (PHONE_IN_USE_IDS.includes(id)) return { kind: 'field', field: 'phone', message: error.message };
  if (id === MISSING_BIRTHDATE) return { kind: 'revalidate', requireBirthDate: true };
  return { kind: 'notice', message: error.message };
}
