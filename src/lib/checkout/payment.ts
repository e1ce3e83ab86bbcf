/**
 * The payment rules of the billing step (docs/requirements/checkout-and-payments.md#checkout-steps payment method codes and instruments, docs/requirements/checkout-and-payments.md#checkout-steps the
 * rewards rule, docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points where each payment error is shown). Pure functions of the gateway's cart: the
 * amounts are always the gateway's (`totals.remainingToPay`, each instrument's `amount`), never
 * computed here.
 */
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import type { CardField } from './card.ts';

export type Instrument = Cart['payment_instruments'][number];
export type PaymentMethodId = Instrument['payment_method_id'];

/** Methods that pay whatever the others leave; one of them at a time (they replace each other). */
export const MAIN_METHODS: readonly PaymentMethodId[] = ['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'DW_APPLE_PAY'];
/** Methods the rewards rule of docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points covers. */
export const REWARD_METHODS: readonly PaymentMethodId[] = ['LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD'];

export const isMainMethod = (id: PaymentMethodId): boolean => MAIN_METHODS.includes(id);

/** The main instrument of the cart (card, Klarna, PayPal, Apple Pay), if there is one. */
export const mainInstrument = (cart: Cart): Instrument | undefined => cart.payment_instruments.find((i) => isMainMethod(i.payment_method_id));

/** The cart's instruments of one method, in the order they were added. */
export const instrumentsOf = (cart: Cart, method: PaymentMethodId): Instrument[] => cart.payment_instruments.filter((i) => i.payment_method_id === method);

/**
 * The billing step may move on: nothing is left to pay, or a main instrument pays what is left.
 * (BillingStep and the step guard ask this; the gateway decides the amounts.)
 */
export function paymentComplete(cart: Cart): boolean {
  return cart.totals.remainingToPay === 0 || mainInstrument(cart) !== undefined;
}

/**
 * docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points: rewards (loyalty points, reward codes and cards) are allowed only when the
 * remaining amount is 0 or there is no athlete payment. The remaining amount is the athlete
 * payment's (`remainingAmount`: the athlete credit left after this order), as the gateway
 * answers REW140 otherwise.
 */
export function rewardsAllowed(cart: Cart): boolean {
  const athlete = instrumentsOf(cart, 'ATHLETES_PAYMENT')[0];
  return !athlete || (athlete.remainingAmount ?? 0) === 0;
}

/** The points of the loyalty voucher applied to the cart, 0 when none. */
export const appliedLoyaltyPoints = (cart: Cart): number => instrumentsOf(cart, 'LOYALTY_POINTS')[0]?.points ?? 0;

export interface LoyaltyVoucher {
  points: number;
  amountInCurrency: number;
  available: boolean;
  eligible: boolean;
}

/** Whether a voucher can be chosen, and if not why: the shopper lacks the points, or this order can't take it. */
export function voucherState(voucher: LoyaltyVoucher): 'ok' | 'unavailable' | 'ineligible' {
  if (!voucher.available) return 'unavailable';
  if (!voucher.eligible) return 'ineligible';
  return 'ok';
}

/** docs/requirements/checkout-and-payments.md#gift-cards: these are shown at the gift card input. */
export const GIFT_CARD_ERRORS: ReadonlySet<string> = new Set(['GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE']);
/** The reward errors shown at the reward code or card field. */
export const REWARD_ERRORS: ReadonlySet<string> = new Set(['REW130', 'REW135', 'REW140', 'REW401']);

/** The card form's field an error of adding a card belongs to; null: the form as a whole. */
export function cardFieldOfError(errorId: string | null): CardField | null {
  if (errorId === 'PYT402') return 'number';
  if (errorId === 'CC_EXPIRY_DATE_INVALID') return 'expiry';
  return null;
}

/** A signed-in shopper's saved card, as the wallet lists it (no number: brand, last 4, expiry). */
export interface SavedCard {
  paymentInstrumentId: string;
  payment_method_id: 'CREDIT_CARD' | 'GIFT_CARD';
  default: boolean;
  card?: { cardType: string; last4: string; expirationMonth: number; expirationYear: number; expired: boolean };
}

/** The saved cards the card form offers: cards (not gift cards) that have not expired, the default first. */
export const usableSavedCards = <T extends SavedCard>(wallet: readonly T[]): T[] =>
  wallet.filter((i) => i.payment_method_id === 'CREDIT_CARD' && i.card && !i.card.expired).sort((a, b) => Number(b.default) - Number(a.default));
