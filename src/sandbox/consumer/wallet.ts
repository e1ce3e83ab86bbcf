/**
 * Saved payment instruments (docs/requirements/account-and-loyalty.md#saved-payment-methods payment_instruments; docs/requirements/checkout-and-payments.md#cards card save errors). Cards and
 * gift cards use the same calls. A card is validated like the cart validates one (Luhn, brand,
 * expiry, the test cards of src/sandbox/cart/test-data.ts) and kept without its number: brand,
 * last 4, expiry, the test outcome a later charge would have, and a fingerprint that finds
 * "already exists". A gift card keeps its number (paying with it needs it; the PIN is not kept).
 * One default card per consumer: the first saved, or the one marked default.
 */
import { MAX_PAYMENT_INSTRUMENTS, type SavedInstrument } from '../../../schemas/api/consumer/wallet.ts';
import type { Site } from '../../lib/site/locales.ts';
import { CAPTCHA_FAIL_TOKEN } from '../auth/test-data.ts';
import { expired, giftCardRow } from '../cart/payments.ts';
import { cardBrand, cardOutcome, luhnValid, type CardOutcome } from '../cart/test-data.ts';
import { statement, transaction, type Database } from '../db.ts';
import { apiFailure } from '../http/api-error.ts';
import { HttpError } from '../http/exchange.ts';
import { cardFingerprint, giftCardFingerprint } from '../seed/consumer.ts';
import { newId, parseJson, round2 } from './common.ts';
import { maskedCardLabel } from '../cart/masking.ts';

type Billing = SavedInstrument['billingAddress'];

interface StoredBody {
  card?: { holder: string; cardType: string; last4: string; expirationMonth: number; expirationYear: number; outcome: CardOutcome };
  giftCard?: { number: string; last4: string };
  billingAddress?: Billing;
}

interface Row {
  payment_instrument_id: string;
  consumer_no: string;
  method: 'CREDIT_CARD' | 'GIFT_CARD';
  is_default: number;
  body: string;
  created_at: string;
}

const maskCard = (last4: string): string => `************${last4}`;

function view(db: Database, row: Row, site: Site, now: Date): SavedInstrument {
  const body = parseJson<StoredBody>(row.body, {});
  const base = {
    paymentInstrumentId: row.payment_instrument_id,
    payment_method_id: row.method,
    default: row.is_default === 1,
    ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}),
    createdAt: row.created_at,
  };
  if (body.card) {
    const c = body.card;
    return { ...base, card: { holder: c.holder, cardType: c.cardType, maskedNumber: maskCard(c.last4), last4: c.last4, expirationMonth: c.expirationMonth, expirationYear: c.expirationYear, expired: expired(c.expirationMonth, c.expirationYear, now) } };
  }
  const gc = body.giftCard ?? { number: '', last4: '' };
  const balance = giftCardRow(db, gc.number);
  return { ...base, giftCard: { maskedNumber: maskedCardLabel(gc.last4), last4: gc.last4, balance: round2((balance?.balance ?? 0) / 100), currency: balance?.currency ?? site.currency } };
}

export function listInstruments(db: Database, consumerNo: string, site: Site, now = new Date()): SavedInstrument[] {
  const rows = statement(db, 'SELECT * FROM consumer_payment_instruments WHERE consumer_no = ? ORDER BY is_default DESC, created_at DESC, payment_instrument_id').all(consumerNo) as unknown as Row[];
  return rows.map((r) => view(db, r, site, now));
}

function findRow(db: Database, consumerNo: string, id: string): Row | undefined {
  return statement(db, 'SELECT * FROM consumer_payment_instruments WHERE payment_instrument_id = ? AND consumer_no = ?').get(id, consumerNo) as Row | undefined;
}

const missing = (id: string) => apiFailure(404, 'CCN404', `No saved payment instrument ${id}`);

function makeDefault(db: Database, consumerNo: string, id: string): void {
  statement(db, 'UPDATE consumer_payment_instruments SET is_default = 0 WHERE consumer_no = ? AND is_default = 1').run(consumerNo);
  statement(db, 'UPDATE consumer_payment_instruments SET is_default = 1 WHERE payment_instrument_id = ?').run(id);
}

function trimmedBilling(b: Record<string, unknown> | undefined): Billing {
  if (!b) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(b)) if (v !== undefined && v !== '') out[k] = typeof v === 'string' ? v.trim() : v;
  if (typeof out.country === 'string') out.country = out.country.toUpperCase();
  return out as Billing;
}

export interface SaveInput {
  payment_method_id: 'CREDIT_CARD' | 'GIFT_CARD';
  paymentCard?: { cardNumber: string; holder: string; expirationMonth: number; expirationYear: number; cardType?: string | undefined } | undefined;
  giftCard?: { cardNumber: string; pin: string } | undefined;
  billingAddress?: Record<string, unknown> | undefined;
  default?: boolean | undefined;
  recaptcha_response?: string | undefined;
}

export function saveInstrument(db: Database, consumerNo: string, input: SaveInput, site: Site, now = new Date()): SavedInstrument {
  if (input.recaptcha_response === CAPTCHA_FAIL_TOKEN) throw new HttpError(403, 'AUT403', 'The bot check failed');
  let fingerprint: string;
  let body: StoredBody;
  if (input.payment_method_id === 'CREDIT_CARD') {
    const card = input.paymentCard as NonNullable<SaveInput['paymentCard']>;
    const number = card.cardNumber.replace(/[\s-]/g, '');
    const brand = cardBrand(number);
    if (!luhnValid(number) || brand === 'unknown') throw new HttpError(400, 'CCA400', 'The card number is not valid');
    const outcome = cardOutcome(number);
    if (outcome === 'expired' || expired(card.expirationMonth, card.expirationYear, now)) throw apiFailure(400, 'CC_EXPIRY_DATE_INVALID', 'The card has expired or its expiry date is not valid');
    fingerprint = cardFingerprint(number);
    body = { card: { holder: card.holder.trim(), cardType: card.cardType ?? brand, last4: number.slice(-4), expirationMonth: card.expirationMonth, expirationYear: card.expirationYear, outcome } };
  } else {
    const gift = input.giftCard as NonNullable<SaveInput['giftCard']>;
    const row = giftCardRow(db, gift.cardNumber);
    if (!row || row.pin !== gift.pin) throw apiFailure(400, 'GC_INVALID2', 'The gift card number or PIN is not valid');
    fingerprint = giftCardFingerprint(gift.cardNumber);
    body = { giftCard: { number: gift.cardNumber, last4: gift.cardNumber.slice(-4) } };
  }
  const billing = trimmedBilling(input.billingAddress);
  if (billing) body.billingAddress = billing;
  return transaction(db, () => {
    if (statement(db, 'SELECT 1 FROM consumer_payment_instruments WHERE consumer_no = ? AND fingerprint = ?').get(consumerNo, fingerprint)) {
      throw new HttpError(409, 'CCA401', input.payment_method_id === 'CREDIT_CARD' ? 'This card is already saved in your wallet' : 'This gift card is already saved in your wallet');
    }
    const count = (statement(db, 'SELECT COUNT(*) AS n FROM consumer_payment_instruments WHERE consumer_no = ?').get(consumerNo) as { n: number }).n;
    if (count >= MAX_PAYMENT_INSTRUMENTS) throw new HttpError(409, 'PRO415', `The wallet is full (${MAX_PAYMENT_INSTRUMENTS} saved instruments): delete one first`);
    const id = newId('PI');
    const at = now.toISOString();
    statement(
      db,
      'INSERT INTO consumer_payment_instruments (payment_instrument_id, consumer_no, method, fingerprint, is_default, body, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)',
    ).run(id, consumerNo, input.payment_method_id, fingerprint, JSON.stringify(body), at, at);
    const hasDefault = statement(db, 'SELECT 1 FROM consumer_payment_instruments WHERE consumer_no = ? AND is_default = 1').get(consumerNo);
    if (input.payment_method_id === 'CREDIT_CARD' && (input.default === true || !hasDefault)) makeDefault(db, consumerNo, id);
    return view(db, findRow(db, consumerNo, id) as Row, site, now);
  });
}

export interface PatchInput {
  default?: true | undefined;
  holder?: string | undefined;
  expirationMonth?: number | undefined;
  expirationYear?: number | undefined;
  billingAddress?: Record<string, unknown> | undefined;
}

export function patchInstrument(db: Database, consumerNo: string, id: string, input: PatchInput, site: Site, now = new Date()): SavedInstrument {
  return transaction(db, () => {
    const row = findRow(db, consumerNo, id);
    if (!row) throw missing(id);
    const body = parseJson<StoredBody>(row.body, {});
    if (body.card) {
      if (input.holder) body.card.holder = input.holder.trim();
      const month = input.expirationMonth ?? body.card.expirationMonth;
      const year = input.expirationYear ?? body.card.expirationYear;
      if ((input.expirationMonth !== undefined || input.expirationYear !== undefined) && expired(month, year, now)) {
        throw apiFailure(400, 'CC_EXPIRY_DATE_INVALID', 'The card has expired or its expiry date is not valid');
      }
      body.card.expirationMonth = month;
      body.card.expirationYear = year;
    } else if (input.default || input.holder || input.expirationMonth !== undefined || input.expirationYear !== undefined) {
      throw new HttpError(400, 'API400', 'A gift card has no holder, expiry or default: only its billing address can change');
    }
    const billing = trimmedBilling(input.billingAddress);
    if (billing) body.billingAddress = billing;
    statement(db, 'UPDATE consumer_payment_instruments SET body = ?, updated_at = ? WHERE payment_instrument_id = ?').run(JSON.stringify(body), now.toISOString(), id);
    if (input.default) makeDefault(db, consumerNo, id);
    return view(db, findRow(db, consumerNo, id) as Row, site, now);
  });
}

export function deleteInstrument(db: Database, consumerNo: string, id: string, site: Site, now = new Date()): SavedInstrument[] {
  return transaction(db, () => {
    const row = findRow(db, consumerNo, id);
    if (!row) throw missing(id);
    statement(db, 'DELETE FROM consumer_payment_instruments WHERE payment_instrument_id = ?').run(id);
    if (row.is_default === 1) {
      const next = statement(db, "SELECT payment_instrument_id FROM consumer_payment_instruments WHERE consumer_no = ? AND method = 'CREDIT_CARD' ORDER BY created_at DESC LIMIT 1").get(consumerNo) as
        | { payment_instrument_id: string }
        | undefined;
      if (next) makeDefault(db, consumerNo, next.payment_instrument_id);
    }
    return listInstruments(db, consumerNo, site, now);
  });
}

/**
 * A saved card's charge outcome and display data, for checkout to pay with a saved card
 * (express checkout). The cart service can call it; it needs no number.
 */
export function savedCardOf(db: Database, consumerNo: string, id: string): StoredBody['card'] | undefined {
  const row = findRow(db, consumerNo, id);
  return row ? parseJson<StoredBody>(row.body, {}).card : undefined;
}
