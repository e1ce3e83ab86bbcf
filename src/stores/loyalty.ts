/**
 * The loyalty summary (seed 000 §3 Loyalty: currentLoyaltyPoints, applicableLoyaltyVouchers,
 * memberId, isLoyaltyMember, loyaltyOptInDate, loyaltySummary.points.balance). Filled for
 * loyalty members after sign-in; signing out empties it.
 */
import { atom } from 'nanostores';

export interface LoyaltyVoucher {
  points: number;
  amountInCurrency: number;
  available: boolean;
  eligible: boolean;
}

export interface LoyaltyState {
  status: 'none' | 'loading' | 'ready' | 'error';
  memberId?: string | undefined;
  isLoyaltyMember: boolean;
  currentLoyaltyPoints: number;
  loyaltyOptInDate?: string | undefined;
  applicableLoyaltyVouchers: readonly LoyaltyVoucher[];
}

export const EMPTY_LOYALTY: LoyaltyState = { status: 'none', isLoyaltyMember: false, currentLoyaltyPoints: 0, applicableLoyaltyVouchers: [] };

export const $loyalty = atom<LoyaltyState>(EMPTY_LOYALTY);

export const resetLoyalty = (): void => $loyalty.set(EMPTY_LOYALTY);

/** Seed 000 §3 Loyalty: what the vouchers call (or a profile with its loyalty summary) answers. */
export interface LoyaltyAnswer {
  memberId?: string | undefined;
  currentLoyaltyPoints: number;
  loyaltyOptInDate?: string | undefined;
  applicableLoyaltyVouchers?: readonly LoyaltyVoucher[] | undefined;
}

export const setLoyalty = (answer: LoyaltyAnswer): void =>
  $loyalty.set({
    status: 'ready',
    isLoyaltyMember: true,
    memberId: answer.memberId,
    currentLoyaltyPoints: answer.currentLoyaltyPoints,
    loyaltyOptInDate: answer.loyaltyOptInDate,
    applicableLoyaltyVouchers: answer.applicableLoyaltyVouchers ?? $loyalty.get().applicableLoyaltyVouchers,
  });

export const setLoyaltyStatus = (status: LoyaltyState['status']): void => $loyalty.set({ ...$loyalty.get(), status });
