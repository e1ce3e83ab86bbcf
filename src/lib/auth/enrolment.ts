/**
 * The sign-in and enrolment steps (docs/requirements/sign-in.md#enrolment-steps: lookup, sign-in, sign-up, forgot password,
 * complete profile 0 non-loyalty, 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success) and
 * where a shopper starts (docs/requirements/sign-in.md#enrolment-steps). Pure: the island and tests use it.
 */

export const AUTH_STEPS = ['lookup', 'sign-in', 'sign-up', 'forgot-password'] as const;
export type AuthStep = (typeof AUTH_STEPS)[number];

/** The complete-profile steps, numbered as the spec numbers them. */
export const PROFILE_STEPS = { 'complete-profile': 0, welcome: 1, mobile: 2, profile: 3, interests: 4, success: 5 } as const;
export type ProfileStep = keyof typeof PROFILE_STEPS;

export type EnrolmentStep = AuthStep | ProfileStep;

export const isEnrolmentStep = (value: unknown): value is EnrolmentStep =>
  typeof value === 'string' && ((AUTH_STEPS as readonly string[]).includes(value) || Object.hasOwn(PROFILE_STEPS, value));

/** The profile fields enrolment asks for (docs/requirements/account-and-loyalty.md#loyalty-enrolment). */
export interface EnrolmentDetails {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  postalCode?: string | null | undefined;
  birthDate?: string | null | undefined;
}

const missing = (v: string | null | undefined) => v == null || v.trim() === '';

/** docs/requirements/sign-in.md#sign-up: an email exists but any of phone, first name, last name, postal code or birth date is missing. */
export function isPartiallyEnrolled(details: EnrolmentDetails | null | undefined): boolean {
  if (!details || missing(details.email)) return false;
  return [details.phone, details.firstName, details.lastName, details.postalCode, details.birthDate].some(missing);
}

/**
 * docs/requirements/sign-in.md#enrolment-steps: lookup when logged out, mobile when logged in without a phone, profile when
 * logged in with a phone.
 */
export function enrolmentStart(shopper: { signedIn: boolean; phone?: string | null | undefined }): 'lookup' | 'mobile' | 'profile' {
  if (!shopper.signedIn) return 'lookup';
  return missing(shopper.phone) ? 'mobile' : 'profile';
}

/** The complete-profile step after this one (mobile → profile → interests → success). */
export function nextProfileStep(step: ProfileStep): ProfileStep {
  switch (step) {
    case 'complete-profile':
    case 'welcome':
      return 'mobile';
    case 'mobile':
      return 'profile';
    case 'profile':
      return 'interests';
    default:
      return 'success';
  }
}

/** Interests travel pipe-separated (docs/requirements/account-and-loyalty.md#consumer-profile). */
export const INTEREST_SEPARATOR = '|';
export const joinInterests = (interests: Iterable<string>): string => [...new Set(interests)].filter(Boolean).join(INTEREST_SEPARATOR);
export const splitInterests = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(INTEREST_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);

/** Sign-out sends the shopper home from these pages (docs/requirements/sign-in.md#sign-out). */
const LEAVE_ON_SIGN_OUT = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(cart|checkout|favorites|account)(\/|$)/i;
export const leavesOnSignOut = (pathname: string): boolean => LEAVE_ON_SIGN_OUT.test(pathname);
