/**
 * Inputs that drive each branch of cart, checkout and payments, like a payment provider's test
 * cards. docs/sandbox.md ("Test data") lists them; tests/unit/sandbox/cart-test-data.test.ts
 * proves every documented input produces its id.
 */

/** What a test card does when it is charged. */
export type CardOutcome = 'success' | 'challenge-success' | 'challenge-failure' | 'decline' | 'fraud' | 'expired';

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  outcome: CardOutcome;
  what: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', outcome: 'success', what: 'authorised' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'success', what: 'authorised' },
  { number: '378282246310005', brand: 'amex', outcome: 'success', what: 'authorised' },
  { number: '4000000000003220', brand: 'visa', outcome: 'challenge-success', what: '3-D Secure challenge; authorised after the challenge (threeDS2Result "Y")' },
  { number: '4000008400001629', brand: 'visa', outcome: 'challenge-failure', what: '3-D Secure challenge; authentication always fails (PAY401)' },
  { number: '4000000000000002', brand: 'visa', outcome: 'decline', what: 'declined at place order (PAYMENT_ERROR)' },
  { number: '4100000000000019', brand: 'visa', outcome: 'fraud', what: 'refused by the fraud check at place order (PAYMENT_FRAUD_VERIFICATION_EXCEPTION)' },
  { number: '4000000000000069', brand: 'visa', outcome: 'expired', what: 'expired card (CC_EXPIRY_DATE_INVALID) when added' },
];

/** Any other number that passes the Luhn check is authorised, like a real test gateway. */
export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS.find((c) => c.number === number)?.outcome ?? 'success';
}

export function cardBrand(number: string): TestCard['brand'] | 'unknown' {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The 3-D Secure results the simulated challenge hands back (Adyen's transStatus letters). */
export const THREE_DS_AUTHENTICATED = 'Y';
export const THREE_DS_REJECTED = 'N';

/** Express wallet (DW_APPLE_PAY) payment tokens, sent as additionalDetails.paymentData. */
export const WALLET_TOKENS = { success: 'wallet-success', failure: 'wallet-failure' } as const;
/** PayPal approvals (additionalDetails.paymentData.orderID). */
export const PAYPAL_TOKENS = { approve: 'paypal-approved', cancel: 'paypal-cancelled' } as const;
/** Klarna authorisation tokens (additionalDetails.paymentData.authorizationToken). */
export const KLARNA_TOKENS = { approve: 'klarna-approved', decline: 'klarna-declined' } as const;

/** recaptcha_response on place order that the bot check refuses (AUT403): the sign-in one. */
export { CAPTCHA_FAIL_TOKEN as FAILING_RECAPTCHA } from '../auth/test-data.ts';

export type CouponKind = 'percent' | 'amount' | 'free-shipping';

export interface CouponSpec {
  code: string;
  promotionId: string;
  campaignId: string;
  name: string;
  kind: CouponKind;
  /** Percent, or major units in the cart's currency. */
  value: number;
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING';
  /** PRODUCT coupons: the department they discount. */
  department?: 'footwear' | 'apparel' | 'gear';
  /** Major units in the cart's currency: below it the coupon stays in the cart without applying. */
  minimumSubtotal?: number;
  /** ISO; after it the code is refused (PRM135). */
  expiresAt?: string;
  /** ISO; before it the code is refused (PRM160). */
  startsAt?: string;
}

export const COUPONS: readonly CouponSpec[] = [
  { code: 'SAVE10', promotionId: 'PROMO-SAVE10', campaignId: 'CMP-COUPONS', name: '10% off your order', kind: 'percent', value: 10, level: 'ORDER' },
  { code: 'TAKE20', promotionId: 'PROMO-TAKE20', campaignId: 'CMP-COUPONS', name: '20 off orders of 100 or more', kind: 'amount', value: 20, level: 'ORDER', minimumSubtotal: 100 },
  { code: 'FREESHIP', promotionId: 'PROMO-FREESHIP-CODE', campaignId: 'CMP-COUPONS', name: 'Free standard shipping', kind: 'free-shipping', value: 0, level: 'SHIPPING' },
  { code: 'BOOTS20', promotionId: 'PROMO-BOOTS20', campaignId: 'CMP-COUPONS', name: '20% off footwear', kind: 'percent', value: 20, level: 'PRODUCT', department: 'footwear' },
  { code: 'EXPIRED10', promotionId: 'PROMO-EXPIRED10', campaignId: 'CMP-COUPONS', name: '10% off (ended)', kind: 'percent', value: 10, level: 'ORDER', expiresAt: '2024-01-31T23:59:59Z' },
  { code: 'LATER15', promotionId: 'PROMO-LATER15', campaignId: 'CMP-COUPONS', name: '15% off (not started)', kind: 'percent', value: 15, level: 'ORDER', startsAt: '2099-01-01T00:00:00Z' },
];

export const couponByCode = (code: string): CouponSpec | undefined => COUPONS.find((c) => c.code === code.trim().toUpperCase());

/** Reward codes (REWARD_CODE) and reward cards (REWARD_CARD), with their value in major units. */
export const REWARD_CODES: Readonly<Record<string, number | 'redeemed'>> = { REWARD10: 10, REWARD25: 25, REWARDUSED: 'redeemed' };
export const REWARD_CARDS: Readonly<Record<string, number>> = { '7777000011112222': 25, '7777000033334444': 5 };

/** Loyalty vouchers: points for an amount in the cart's currency (100 points = 1 unit). */
export const LOYALTY_VOUCHER_POINTS = [500, 1000, 2000] as const;
export const POINTS_PER_UNIT = 100;

/** Gift cards seeded by migration 60 (PIN 1234 for all). */
export const GIFT_CARDS = {
  fifty: '6006491111111111',
  fiveHundred: '6006492222222222',
  ten: '6006493333333333',
  empty: '6006490000000000',
  euroOnly: '6006495555555555',
  pin: '1234',
} as const;

/** Address inputs: an address verification failure (SHP410) for any site. */
export const UNVERIFIABLE_POSTAL_CODE = '00000';

/** Products added by the cart seed (src/sandbox/seed/fixed-products.ts). */
export const TEST_PRODUCTS = {
  inStock: 'FWINSTOCK1',
  soldOut: 'FWSOLDOUT1',
  lowStock: 'APLOWSTCK1',
  /** The gift-with-purchase bonus; never addable by hand (GWP_PRODUCT). */
  giftWithPurchase: 'GRFREEGFT1',
  giftCard: 'GRGIFTCRD1',
  headlamp: 'GRONESIZE1',
  /** At most PURCHASE_LIMITS per cart line (ADDED_MAX_QUANTITY). */
  limited: 'GRLIMITED1',
  /** No price in any currency (NO_PRICE). */
  noPrice: 'GRNOPRICE1',
  /** A customisable boot: recipeId / precreatedCustomsCode make it a customs item. */
  customs: 'FWCUSTOMS1',
} as const;

/** Per-line caps some products carry besides the caller's maxQty (ADDED_MAX_QUANTITY). */
export const PURCHASE_LIMITS: Readonly<Record<string, number>> = { GRLIMITED1: 2 };

/** A digital gift card's custom amount, in major units (INVALID_PRICE outside it). */
export const CUSTOM_AMOUNT_RANGE = { min: 10, max: 500 } as const;
