/**
 * Payment methods and instruments (docs/requirements/checkout-and-payments.md#payment-kinds): which methods a cart may use, adding
 * and removing instruments, loyalty vouchers, the gift card balance and the payment session.
 * Full card numbers are never stored: an instrument keeps the brand, BIN, last four digits and
 * the test outcome a real gateway token would stand for.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Site } from '../../lib/site/locales.ts';
import { statement, type Database } from '../db.ts';
import { addressIssues, normalised } from './address.ts';
import { CART_ERRORS, fail } from './errors.ts';
import { MAIN_METHODS, REWARD_METHODS, type Address, type PaymentMethodId, type StoredCart, type StoredInstrument } from './model.ts';
import type { PricedCart } from './pricing.ts';
import { newId } from './repo.ts';
import type { Shopper } from './shopper.ts';
import { maskedCardLabel } from './masking.ts';
import {
  cardBrand,
  cardOutcome,
  LOYALTY_VOUCHER_POINTS,
  luhnValid,
  PAYPAL_TOKENS,
  POINTS_PER_UNIT,
  REWARD_CARDS,
  REWARD_CODES,
} from './test-data.ts';

/** Buy-now-pay-later is offered where Klarna operates for the shop (sandbox choice). */
export const KLARNA_COUNTRIES: readonly string[] = ['US', 'GB', 'DE'];

export const METHOD_NAMES: Record<PaymentMethodId, string> = {
  CREDIT_CARD: 'Credit card',
  KLARNA: 'Klarna',
  PAYPAL: 'PayPal',
  GIFT_CARD: 'Gift card',
  LOYALTY_POINTS: 'Loyalty points',
  REWARD_CODE: 'Reward code',
  REWARD_CARD: 'Reward card',
  ATHLETES_PAYMENT: 'Athlete payment',
  DW_APPLE_PAY: 'Apple Pay',
};

export const CARD_TYPES = ['visa', 'mastercard', 'amex'] as const;

/** The methods this cart may use, given who pays and what is in it. */
export function applicableMethods(priced: PricedCart, shopper: Shopper): PaymentMethodId[] {
  const methods: PaymentMethodId[] = ['CREDIT_CARD', 'PAYPAL', 'DW_APPLE_PAY'];
  if (KLARNA_COUNTRIES.includes(priced.site.country)) methods.push('KLARNA');
  // Gift cards can't buy gift cards.
  if (!priced.lines.some((l) => l.digital)) methods.push('GIFT_CARD');
  if (shopper.loyalty) methods.push('LOYALTY_POINTS');
  if (shopper.registered) methods.push('REWARD_CODE', 'REWARD_CARD');
  if (shopper.athlete) methods.push('ATHLETES_PAYMENT');
  return methods;
}

export function methodsView(priced: PricedCart, shopper: Shopper) {
  return {
    applicablePaymentMethods: applicableMethods(priced, shopper).map((id) => ({
      id,
      name: METHOD_NAMES[id],
      ...(id === 'CREDIT_CARD' ? { cards: CARD_TYPES.map((c) => ({ cardType: c })) } : {}),
      ...(id === 'LOYALTY_POINTS' && shopper.loyalty
        ? {
            currentLoyaltyPoints: shopper.loyalty.points,
            applicableLoyaltyVouchers: LOYALTY_VOUCHER_POINTS.map((points) => ({
              points,
              amountInCurrency: points / POINTS_PER_UNIT,
              available: points <= (shopper.loyalty?.points ?? 0),
              eligible: points <= (shopper.loyalty?.points ?? 0) && (points / POINTS_PER_UNIT) * 100 <= priced.totals.total,
            })),
          }
        : {}),
    })),
  };
}

/** A saved card's display data and test outcome (src/sandbox/consumer/wallet.ts savedCardOf): never a number. */
export interface SavedCard {
  holder: string;
  cardType: string;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
  outcome: string;
}

export interface InstrumentInput {
  payment_method_id: PaymentMethodId;
  paymentCard?: { cardNumber: string; holder: string; expirationMonth: number; expirationYear: number; cardType?: string; securityCode?: string };
  giftCard?: { cardNumber: string; pin: string };
  savedPaymentInstrumentId?: string;
  /** The saved card savedPaymentInstrumentId names, looked up by the caller (the wallet is the consumer service's). */
  savedCard?: SavedCard | undefined;
  points?: number;
  rewardCode?: string;
  rewardCardNumber?: string;
  additionalDetails?: { paymentData?: string | { orderID?: string; authorizationToken?: string; token?: string } };
  billingAddress?: Address;
}

function providerToken(input: InstrumentInput): string | undefined {
  const data = input.additionalDetails?.paymentData;
  if (typeof data === 'string') return data;
  return data?.orderID ?? data?.authorizationToken ?? data?.token;
}

/** The athlete rule (docs/requirements/account-and-loyalty.md#segments-and-spend-banners): rewards only without an athlete payment, or once its credit is spent. */
export function rewardsAllowed(priced: PricedCart): boolean {
  const athlete = priced.instruments.find((a) => a.instrument.method === 'ATHLETES_PAYMENT');
  return !athlete || (athlete.athlete?.remainingAmount ?? 0) === 0;
}

export function expired(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year < y || (year === y && month < m);
}

/**
 * Adds an instrument to the cart. A main method replaces the main one there; a second instrument
 * of a partial method replaces the first, except gift cards (several may be used).
 */
export function addInstrument(db: Database, cart: StoredCart, priced: PricedCart, shopper: Shopper, input: InstrumentInput, site: Site, now: Date): StoredInstrument {
  const method = input.payment_method_id;
  if (!applicableMethods(priced, shopper).includes(method)) {
    if (method === 'GIFT_CARD') throw CART_ERRORS.giftCardNotAllowed('Gift cards cannot pay for gift cards');
    if (REWARD_METHODS.includes(method) && !shopper.registered) throw CART_ERRORS.rewardNotEligible('Sign in to use rewards');
    if (method === 'LOYALTY_POINTS') throw CART_ERRORS.rewardNotEligible('Loyalty points are for loyalty members');
    throw CART_ERRORS.methodNotApplicable(method);
  }
  if (REWARD_METHODS.includes(method) && !rewardsAllowed(priced)) throw CART_ERRORS.rewardWithAthlete();
  const instrument: StoredInstrument = { id: newId(), method, requestId: randomUUID(), createdAt: now.toISOString() };
  if (input.billingAddress) {
    const address = normalised(input.billingAddress);
    const issues = addressIssues(address, { kind: 'billing', site });
    if (issues[0]) throw CART_ERRORS.addressInvalid(`billingAddress.${issues[0].field}: ${issues[0].message}`);
    instrument.billingAddress = address;
  }

  switch (method) {
    case 'CREDIT_CARD': {
      if (input.savedPaymentInstrumentId) {
        const saved = shopper.registered ? input.savedCard : undefined;
        if (!saved) throw fail(404, 'CCN404', `No saved card ${input.savedPaymentInstrumentId}`);
        if (saved.outcome === 'expired' || expired(saved.expirationMonth, saved.expirationYear, now)) throw CART_ERRORS.cardExpired();
        instrument.card = { holder: saved.holder, brand: saved.cardType, last4: saved.last4, bin: '', expirationMonth: saved.expirationMonth, expirationYear: saved.expirationYear };
        instrument.token = `card:${saved.outcome}`;
        break;
      }
      const card = input.paymentCard;
      if (!card) throw fail(400, 'API400', 'paymentCard or savedPaymentInstrumentId is required for CREDIT_CARD');
      const number = card.cardNumber.replace(/[\s-]/g, '');
      if (!luhnValid(number)) throw CART_ERRORS.cardInvalid();
      const outcome = cardOutcome(number);
      if (outcome === 'expired' || expired(card.expirationMonth, card.expirationYear, now)) throw CART_ERRORS.cardExpired();
      const brand = cardBrand(number);
      instrument.card = { holder: card.holder.trim(), brand: card.cardType ?? brand, last4: number.slice(-4), bin: number.slice(0, 6), expirationMonth: card.expirationMonth, expirationYear: card.expirationYear };
      instrument.token = `card:${outcome}`;
      break;
    }
    case 'GIFT_CARD': {
      const gc = input.giftCard;
      if (!gc) throw fail(400, 'API400', 'giftCard is required for GIFT_CARD');
      const number = gc.cardNumber.replace(/\s/g, '');
      const row = giftCardRow(db, number);
      if (!row || row.pin !== gc.pin) throw CART_ERRORS.giftCardInvalid();
      if (row.currency && row.currency !== cart.currency) throw CART_ERRORS.giftCardNotAllowed(`This gift card can only be used in ${row.currency}`);
      if (cart.instruments.some((i) => i.giftCard?.number === number)) throw CART_ERRORS.giftCardApplied();
      if (row.balance <= 0) throw CART_ERRORS.giftCardEmpty();
      instrument.giftCard = { number };
      instrument.limit = row.balance;
      break;
    }
    case 'LOYALTY_POINTS': {
      const points = input.points ?? 0;
      if (!Number.isInteger(points) || points <= 0 || points % POINTS_PER_UNIT !== 0) throw CART_ERRORS.rewardInvalid();
      if (points > (shopper.loyalty?.points ?? 0)) throw CART_ERRORS.rewardNotEligible('Not enough loyalty points');
      instrument.points = points;
      instrument.limit = (points / POINTS_PER_UNIT) * 100;
      break;
    }
    case 'REWARD_CODE': {
      const code = (input.rewardCode ?? '').trim().toUpperCase();
      const value = REWARD_CODES[code];
      if (value === undefined) throw CART_ERRORS.rewardInvalid();
      if (value === 'redeemed' || cart.instruments.some((i) => i.rewardCode === code)) throw CART_ERRORS.rewardRedeemed();
      instrument.rewardCode = code;
      instrument.limit = value * 100;
      break;
    }
    case 'REWARD_CARD': {
      const number = (input.rewardCardNumber ?? '').replace(/\s/g, '');
      const value = REWARD_CARDS[number];
      if (value === undefined) throw CART_ERRORS.rewardInvalid();
      if (cart.instruments.some((i) => i.rewardCard === number)) throw CART_ERRORS.rewardRedeemed();
      instrument.rewardCard = number;
      instrument.limit = value * 100;
      break;
    }
    case 'ATHLETES_PAYMENT':
      break;
    case 'PAYPAL':
    case 'KLARNA':
    case 'DW_APPLE_PAY': {
      const token = providerToken(input);
      if (!token) throw fail(400, 'API400', `additionalDetails.paymentData is required for ${method}`);
      if (method === 'PAYPAL' && token === PAYPAL_TOKENS.cancel) throw CART_ERRORS.paypalCancelled();
      instrument.token = token;
      break;
    }
  }

  // One main instrument; one of each partial kind except gift cards.
  const replaces = (i: StoredInstrument) =>
    MAIN_METHODS.includes(method) ? MAIN_METHODS.includes(i.method) : method !== 'GIFT_CARD' && method !== 'REWARD_CODE' && method !== 'REWARD_CARD' && i.method === method;
  cart.instruments = [...cart.instruments.filter((i) => !replaces(i)), instrument];
  return instrument;
}

export function removeInstrument(cart: StoredCart, instrumentId: string): void {
  if (!cart.instruments.some((i) => i.id === instrumentId)) throw CART_ERRORS.instrumentNotFound(instrumentId);
  cart.instruments = cart.instruments.filter((i) => i.id !== instrumentId);
}

interface GiftCardRow {
  number: string;
  pin: string;
  balance: number;
  currency: string | null;
}

export function giftCardRow(db: Database, number: string): GiftCardRow | undefined {
  return statement(db, 'SELECT number, pin, balance, currency FROM gift_cards WHERE number = ?').get(number) as GiftCardRow | undefined;
}

export function giftCardBalance(db: Database, cardNumber: string, pin: string, currency: string) {
  const number = cardNumber.replace(/\s/g, '');
  const row = giftCardRow(db, number);
  if (!row || row.pin !== pin) throw CART_ERRORS.giftCardInvalid();
  return { c_gcCardNumber: number, maskedNumber: maskedCardLabel(number), balance: row.balance / 100, currency: row.currency ?? currency };
}

/** Takes an order's gift card amounts off the balances (inside the order's transaction). */
export function debitGiftCard(db: Database, number: string, cents: number): boolean {
  const result = statement(db, 'UPDATE gift_cards SET balance = balance - ? WHERE number = ? AND balance >= ?').run(cents, number, cents);
  return result.changes === 1;
}

export function creditGiftCard(db: Database, number: string, cents: number): void {
  statement(db, 'UPDATE gift_cards SET balance = balance + ? WHERE number = ?').run(cents, number);
}

export interface SessionQuery {
  referer?: string;
  paymentMethodId?: 'DW_APPLE_PAY' | 'CREDIT_CARD';
  paymentMethod?: 'paypal' | 'klarna';
}

/** A simulated provider session: the shape each provider's client library expects, nothing real. */
export function paymentSession(query: SessionQuery, site: Site, currency: string, now: Date) {
  const nonce = randomBytes(8).toString('hex');
  const base = { success: true as const, locale: site.localeCode };
  if (query.paymentMethodId === 'DW_APPLE_PAY') {
    let domainName = 'localhost';
    try {
      if (query.referer) domainName = new URL(query.referer).hostname;
    } catch {
      throw fail(400, 'API400', 'referer must be a URL');
    }
    return {
      ...base,
      provider: 'applepay',
      meta: {
        epochTimestamp: now.getTime(),
        expiresAt: now.getTime() + 60 * 60_000,
        merchantSessionIdentifier: `SSH${nonce}`,
        nonce,
        merchantIdentifier: 'merchant.test.cairn.sandbox',
        domainName,
        displayName: 'Cairn',
        signature: randomBytes(32).toString('base64'),
      },
    };
  }
  if (query.paymentMethodId === 'CREDIT_CARD') {
    return { ...base, provider: 'adyen', meta: { environment: 'test', clientKey: 'test_CAIRNSANDBOXCLIENTKEY', sessionId: `CS${nonce}`, sessionData: randomBytes(24).toString('base64') } };
  }
  if (query.paymentMethod === 'paypal') {
    return { ...base, provider: 'paypal', meta: { environment: 'sandbox', clientId: 'cairn-sandbox-paypal', intent: 'authorize', currency } };
  }
  if (query.paymentMethod === 'klarna') {
    if (!KLARNA_COUNTRIES.includes(site.country)) throw CART_ERRORS.methodNotApplicable('KLARNA');
    return {
      ...base,
      provider: 'klarna',
      meta: { session_id: randomUUID(), client_token: `klarna-sandbox.${randomBytes(16).toString('base64url')}`, payment_method_categories: [{ identifier: 'pay_later', name: 'Pay later' }, { identifier: 'pay_over_time', name: 'Financing' }] },
    };
  }
  throw fail(400, 'API400', 'paymentMethodId (DW_APPLE_PAY or CREDIT_CARD) or paymentMethod (paypal or klarna) is required');
}
