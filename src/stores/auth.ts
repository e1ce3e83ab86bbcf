/**
 * Who is signed in, as the browser may know it (DESIGN.md: never tokens). Filled from the
 * server's session summary (src/stores/session.ts, GET /api/session) and by the sign-in island
 * after a sign-in or sign-out. Segmentation and experiments read it.
 *
 * `status` starts 'unknown' so a block that depends on it can hold its space instead of showing
 * the guest version first.
 */
import { atom } from 'nanostores';

/** Seed 000 §1/§3: professional-programme identity types. */
export const IDENTITY_TYPES = ['WRANX', 'IPA'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** Seed 000 §3 authentication state: consumerType EMPLOYEE among others. */
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
