/**
 * The loyalty summary (docs/requirements/account-and-loyalty.md#loyalty-programme Loyalty: currentLoyaltyPoints, applicableLoyaltyVouchers,
 * memberId, isLoyaltyMember, loyaltyOptInDate, loyaltySummary.points.balance). Filled for
 * loyalty members after sign-in (src/lib/auth) and by the loyalty page (src/lib/loyalty/summary.ts);
 * read by the loyalty page, the header's account menu and the checkout. Signing out empties it.
 */
import { atom } from 'nanostores';

export interface LoyaltyVoucher {
  points: number;
  amountInCurrency: number;
  available: boolean;
  eligible: boolean;
}

/** The welcome offer of a new member (GET …/loyalty/promo/welcome). */
export interface WelcomePromo {
  promotionId: string;
  couponCode: string;
  discountPercent: number;
  /** ISO date-time: the day the member joined. */
  validFrom: string;
  /** ISO date-time. */
  validUntil: string;
  active: boolean;
}

export interface LoyaltyState {
  status: 'none' | 'loading' | 'ready' | 'error';
  memberId?: string | undefined;
  isLoyaltyMember: boolean;
  currentLoyaltyPoints: number;
  loyaltyOptInDate?: string | undefined;
  applicableLoyaltyVouchers: readonly LoyaltyVoucher[];
  /** The programme tier the summary names (Trailhead, Ridge, Summit). */
  tier?: string | undefined;
  /** The currency the vouchers' amounts are in. */
  currency?: string | undefined;
  /** Undefined: not asked; null: none (or it could not be read). */
  welcomePromo?: WelcomePromo | null | undefined;
}

export const EMPTY_LOYALTY: LoyaltyState = { status: 'none', isLoyaltyMember: false, currentLoyaltyPoints: 0, applicableLoyaltyVouchers: [] };

export const $loyalty = atom<LoyaltyState>(EMPTY_LOYALTY);

export const resetLoyalty = (): void => $loyalty.set(EMPTY_LOYALTY);

/** docs/requirements/account-and-loyalty.md#loyalty-programme Loyalty: what the vouchers call (or a profile with its loyalty summary) answers. */
export interface LoyaltyAnswer {
  memberId?: string | undefined;
  currentLoyaltyPoints: number;
  loyaltyOptInDate?: string | undefined;
  applicableLoyaltyVouchers?: readonly LoyaltyVoucher[] | undefined;
  tier?: string | undefined;
  currency?: string | undefined;
  welcomePromo?: WelcomePromo | null | undefined;
}

/** A member's figures; what the answer leaves out is kept from the state before. */
export function setLoyalty(answer: LoyaltyAnswer): void {
  const before = $loyalty.get();
  $loyalty.set({
    status: 'ready',
    isLoyaltyMember: true,
    memberId: answer.memberId ?? before.memberId,
    currentLoyaltyPoints: answer.currentLoyaltyPoints,
    loyaltyOptInDate: answer.loyaltyOptInDate ?? before.loyaltyOptInDate,
    applicableLoyaltyVouchers: answer.applicableLoyaltyVouchers ?? before.applicableLoyaltyVouchers,
    tier: answer.tier ?? before.tier,
    currency: answer.currency ?? before.currency,
    welcomePromo: answer.welcomePromo !== undefined ? answer.welcomePromo : before.welcomePromo,
  });
}

export const setLoyaltyStatus = (status: LoyaltyState['status']): void => $loyalty.set({ ...$loyalty.get(), status });
