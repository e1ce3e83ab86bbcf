import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../schemas/api/cart.ts';
import {
  appliedLoyaltyPoints,
  cardFieldOfError,
  GIFT_CARD_ERRORS,
  instrumentsOf,
  mainInstrument,
  paymentComplete,
  REWARD_ERRORS,
  rewardsAllowed,
  voucherState,
  type Instrument,
} from '../../../src/lib/checkout/payment.ts';

let n = 0;
const instrument = (payment_method_id: Instrument['payment_method_id'], over: Partial<Instrument> = {}): Instrument => ({
  payment_method_id,
  payment_instrument_id: `pi-${++n}`,
  c_requestID: `r-${n}`,
  amount: 10,
  ...over,
});
const cart = (remainingToPay: number, payment_instruments: Instrument[] = []): Cart => ({ totals: { remainingToPay }, payment_instruments }) as unknown as Cart;

describe('paymentComplete: the billing step may move on', () => {
  it('when nothing is left to pay', () => {
    expect(paymentComplete(cart(0))).toBe(true);
    expect(paymentComplete(cart(0, [instrument('GIFT_CARD')]))).toBe(true);
  });

  it('when a main instrument (card, Klarna, PayPal, Apple Pay) pays what is left', () => {
    for (const id of ['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'DW_APPLE_PAY'] as const) expect(paymentComplete(cart(42.5, [instrument(id)])), id).toBe(true);
  });

  it('not while partial methods leave something and no main instrument is there', () => {
    expect(paymentComplete(cart(42.5))).toBe(false);
    expect(paymentComplete(cart(0.01, [instrument('GIFT_CARD'), instrument('LOYALTY_POINTS'), instrument('REWARD_CODE'), instrument('REWARD_CARD'), instrument('ATHLETES_PAYMENT')]))).toBe(false);
  });
});

describe('rewardsAllowed (docs/requirements/checkout-and-payments.md#athlete-payment: only when the remaining amount is 0 or there is no athlete payment)', () => {
  it('without an athlete payment', () => {
    expect(rewardsAllowed(cart(100))).toBe(true);
    expect(rewardsAllowed(cart(100, [instrument('GIFT_CARD'), instrument('CREDIT_CARD')]))).toBe(true);
  });

  it('with an athlete payment whose credit is spent', () => {
    expect(rewardsAllowed(cart(80, [instrument('ATHLETES_PAYMENT', { remainingAmount: 0, payableAmount: 300 })]))).toBe(true);
  });

  it('not with an athlete payment that has credit left', () => {
    expect(rewardsAllowed(cart(0, [instrument('ATHLETES_PAYMENT', { remainingAmount: 180, payableAmount: 120 })]))).toBe(false);
  });
});

describe('reading the cart’s instruments', () => {
  it('finds the main instrument and the instruments of one method, in order', () => {
    const card = instrument('CREDIT_CARD');
    const g1 = instrument('GIFT_CARD');
    const g2 = instrument('GIFT_CARD');
    const c = cart(0, [g1, card, g2]);
    expect(mainInstrument(c)).toBe(card);
    expect(mainInstrument(cart(0, [g1]))).toBeUndefined();
    expect(instrumentsOf(c, 'GIFT_CARD')).toEqual([g1, g2]);
  });

  it('the applied voucher’s points, 0 without one', () => {
    expect(appliedLoyaltyPoints(cart(0, [instrument('LOYALTY_POINTS', { points: 1000 })]))).toBe(1000);
    expect(appliedLoyaltyPoints(cart(0))).toBe(0);
  });
});

describe('vouchers', () => {
  it('can be chosen only when available and eligible, and says which is missing', () => {
    expect(voucherState({ points: 500, amountInCurrency: 5, available: true, eligible: true })).toBe('ok');
    expect(voucherState({ points: 9000, amountInCurrency: 90, available: false, eligible: false })).toBe('unavailable');
    expect(voucherState({ points: 2000, amountInCurrency: 20, available: true, eligible: false })).toBe('ineligible');
  });
});

describe('where payment errors are shown (docs/requirements/checkout-and-payments.md#payment-kinds)', () => {
  it('PYT402 at the card number, CC_EXPIRY_DATE_INVALID at the expiry, the rest on the form', () => {
    expect(cardFieldOfError('PYT402')).toBe('number');
    expect(cardFieldOfError('CC_EXPIRY_DATE_INVALID')).toBe('expiry');
    expect(cardFieldOfError('PAYMENT_ERROR')).toBeNull();
    expect(cardFieldOfError(null)).toBeNull();
  });

  it('the gift card ids at the gift card input, the reward ids at the reward field', () => {
    expect([...GIFT_CARD_ERRORS].sort()).toEqual(['GC_ALREADY_APPLIED', 'GC_INVALID2', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE']);
    expect([...REWARD_ERRORS].sort()).toEqual(['REW130', 'REW135', 'REW140', 'REW401']);
  });
});
