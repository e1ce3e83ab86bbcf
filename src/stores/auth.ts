/**
 * Who is signed in, as the browser may know it (docs/architecture.md#state-in-the-browser: never tokens). Filled from the
 * server's session summary (src/lib/session/load.ts, GET /api/session) and by the sign-in island
 * after a sign-in or sign-out. Segmentation and experiments read it.
 *
 * `status` starts 'unknown' so a block that depends on it can hold its space instead of showing
 * the guest version first.
 */
import { atom } from 'nanostores';

/** docs/requirements/account-and-loyalty.md#segments-and-spend-banners: professional-programme identity types. */
export const IDENTITY_TYPES = ['WRANX', 'IPA'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** docs/requirements/sign-in.md#authentication-state authentication state: consumerType EMPLOYEE among others. */
export type ConsumerType = 'EMPLOYEE' | 'REGISTERED' | (string & {});

export interface SignedInShopper {
  consumerNo: string;
  consumerType: ConsumerType;
  memberId?: string | undefined;
  firstName?: string | undefined;
  isLoyaltyMember: boolean;
  isEmployeeDiscountTCAccepted: boolean;
  /** Typed identity entries of the profile (WRANX, IPA). */
  identityTypes: readonly IdentityType[];
  isAthlete: boolean;
}

export type AuthState = { status: 'unknown' } | { status: 'guest' } | ({ status: 'signed-in' } & SignedInShopper);

export const $auth = atom<AuthState>({ status: 'unknown' });

export const setSignedIn = (shopper: SignedInShopper): void => $auth.set({ status: 'signed-in', ...shopper });
export const setGuest = (): void => $auth.set({ status: 'guest' });

export const isEmployee = (state: AuthState): boolean => state.status === 'signed-in' && state.consumerType === 'EMPLOYEE';

/**
 * The signed-in shopper's profile as the sign-in and account islands need it (docs/requirements/account-and-loyalty.md#consumer-profile
 * consumerDetails and preferences), fetched after sign-in (src/lib/auth/profile.ts); empty for
 * a guest. Never secret, never persisted.
 */
export interface ProfileSummary {
  email: string;
  firstName: string;
  lastName: string;
  /** International form (+13035550100). */
  phone?: string | undefined;
  phoneCode?: string | undefined;
  postalCode?: string | undefined;
  /** ISO date. */
  birthDate?: string | undefined;
  /** Pipe-separated, as stored. */
  interests: string;
  isLoyaltyMember: boolean;
  partiallyEnrolled: boolean;
  employeeTermsAccepted?: boolean | undefined;
}

export type ProfileState = { status: 'none' | 'loading' | 'error' } | { status: 'ready'; profile: ProfileSummary };

export const $profile = atom<ProfileState>({ status: 'none' });

export const setProfile = (profile: ProfileSummary): void => $profile.set({ status: 'ready', profile });
export const resetProfile = (): void => $profile.set({ status: 'none' });

/** The employee accepted the discount terms: the signed-in state and the profile say so. */
export function markEmployeeTermsAccepted(): void {
  const state = $auth.get();
  if (state.status === 'signed-in') $auth.set({ ...state, isEmployeeDiscountTCAccepted: true });
  const p = $profile.get();
  if (p.status === 'ready') setProfile({ ...p.profile, employeeTermsAccepted: true });
}
