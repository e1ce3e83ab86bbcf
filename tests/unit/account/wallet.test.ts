/**
 * The account's saved payment methods (issue 12; docs/requirements/account-and-loyalty.md#saved-payment-methods): labels masked XXX +
 * last 4, the checks before a card or gift card is sent, the exact words of a failed save, the
 * calls (the bot-check token goes with a card; no security code is asked or sent), and against
 * a seeded sandbox that the bodies are accepted and "already exists" answers CCA401.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedInstrument } from '../../../schemas/api/consumer/wallet.ts';
import {
  ALREADY_SAVED,
  cardSaveFailure,
  expiryOf,
  giftCardSaveFailure,
  loadWallet,
  makeDefault,
  maskedLabel,
  newCardBody,
  newCardProblems,
  newGiftCardBody,
  newGiftCardProblems,
  removeFromWallet,
  saveToWallet,
  splitWallet,
  withInstrument,
} from '../../../src/lib/account/wallet.ts';
import { walletMessages } from '../../../islands/account/payment-methods/messages.ts';
import { stubBffFetch, type Answer, type Call } from '../fake-bff.ts';
import { sandboxClient } from '../sandbox/auth-helpers.ts';
import { ok, shopperSession } from '../sandbox/cart-helpers.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';

const card = (id: string, last4: string, isDefault = false): SavedInstrument => ({
  paymentInstrumentId: id,
  payment_method_id: 'CREDIT_CARD',
  default: isDefault,
  card: { holder: 'Robin Hiker', cardType: 'visa', maskedNumber: `************${last4}`, last4, expirationMonth: 3, expirationYear: 2031, expired: false },
  createdAt: '2025-01-01T00:00:00.000Z',
});
const giftCard = (id: string, last4: string): SavedInstrument => ({
  paymentInstrumentId: id,
  payment_method_id: 'GIFT_CARD',
  default: false,
  giftCard: { maskedNumber: `XXX${last4}`, last4, balance: 50, currency: 'USD' },
  createdAt: '2025-01-01T00:00:00.000Z',
});

const NOW = new Date('2026-06-15T12:00:00Z');

describe('the wallet as shown', () => {
  it('splits cards (default first) from gift cards, labelled XXX + last 4 (docs/requirements/checkout-and-payments.md#gift-cards)', () => {
    const { cards, giftCards } = splitWallet([card('a', '1111'), giftCard('g', '2222'), card('b', '4444', true)]);
    expect(cards.map((c) => c.paymentInstrumentId)).toEqual(['b', 'a']);
    expect(giftCards.map((c) => c.paymentInstrumentId)).toEqual(['g']);
    expect(maskedLabel(cards[0]!)).toBe('XXX4444');
    expect(maskedLabel(giftCards[0]!)).toBe('XXX2222');
    expect(expiryOf({ expirationMonth: 3, expirationYear: 2031 })).toBe('03/31');
  });

  it('puts a saved instrument in: a new default clears the old one', () => {
    const next = withInstrument([card('a', '1111', true), giftCard('g', '2222')], card('b', '4444', true));
    expect(next.map((i) => [i.paymentInstrumentId, i.default])).toEqual([
      ['b', true],
      ['a', false],
      ['g', false],
    ]);
  });
});

describe('the words of a failed save (docs/requirements/checkout-and-payments.md#device-wallet)', () => {
  const t = walletMessages('en');

  it('a card: the server’s words when it already exists, else “credit card save failed”', () => {
    expect(ALREADY_SAVED).toBe('CCA401');
    expect(cardSaveFailure('CCA401', 'This card is already saved in your wallet', t.cardSaveFailed)).toBe('This card is already saved in your wallet');
    expect(cardSaveFailure('CCA400', 'The card number is not valid', t.cardSaveFailed)).toBe('credit card save failed');
    expect(cardSaveFailure(null, null, t.cardSaveFailed)).toBe('credit card save failed');
  });

  it('a gift card: “gift card already exists”, else “gift card save failed”', () => {
    const words = { exists: t.giftCardExists, failed: t.giftCardSaveFailed };
    expect(giftCardSaveFailure('CCA401', words)).toBe('gift card already exists');
    expect(giftCardSaveFailure('GC_INVALID2', words)).toBe('gift card save failed');
  });

  it('has every word in fr, de and it', () => {
    for (const language of ['fr', 'de', 'it']) {
      const w = walletMessages(language);
      expect(w).not.toBe(t);
      for (const [key, value] of Object.entries(w)) if (typeof value === 'string') expect(value, `${language}.${key}`).not.toBe('');
    }
  });
});

describe('the checks before sending', () => {
  it('a card: number (Luhn), expiry MM/YY not past, a holder', () => {
    expect(newCardProblems({ number: '', expiry: '', holder: ' ' }, NOW)).toEqual({ number: 'required', expiry: 'required', holder: 'required' });
    expect(newCardProblems({ number: '4111 1111 1111 1112', expiry: '05/26', holder: 'Robin' }, NOW)).toEqual({ number: 'numberInvalid', expiry: 'expiryInvalid' });
    expect(newCardProblems({ number: '4111 1111 1111 1111', expiry: '06/26', holder: 'Robin' }, NOW)).toEqual({});
  });

  it('a gift card: 16 to 19 digits and a PIN of 4 to 8', () => {
    expect(newGiftCardProblems({ number: '', pin: '' })).toEqual({ number: 'required', pin: 'required' });
    expect(newGiftCardProblems({ number: '600649111111111', pin: '123' })).toEqual({ number: 'invalid', pin: 'invalid' });
    expect(newGiftCardProblems({ number: '6006491111111111', pin: '1234' })).toEqual({});
  });

  it('sends the card without a security code, with the bot-check token when there is one', () => {
    expect(newCardBody({ number: '4111 1111 1111 1111', expiry: '12/34', holder: ' Robin Hiker ' }, true, 'token-1')).toEqual({
      payment_method_id: 'CREDIT_CARD',
      paymentCard: { cardNumber: '4111111111111111', holder: 'Robin Hiker', expirationMonth: 12, expirationYear: 2034, cardType: 'visa' },
      default: true,
      recaptcha_response: 'token-1',
    });
    expect(newCardBody({ number: '5555555555554444', expiry: '12/34', holder: 'R H' }, false, undefined)).not.toHaveProperty('recaptcha_response');
    expect(newGiftCardBody({ number: '6006491111111111', pin: '1234' }, undefined)).toEqual({ payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006491111111111', pin: '1234' } });
  });
});

describe('the calls', () => {
  const calls: Call[] = [];
  let answer: Answer;
  const WALLET = '/api/gateway/consumers-v3/consumer/payment_instruments';
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('location', { pathname: '/en-us/account/payment-methods' });
    stubBffFetch(calls, (m, p, b) => answer(m, p, b));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves, then reads the wallet back; makes a card default with PATCH; deletes', async () => {
    const after = [card('b', '4444', true), card('a', '1111')];
    answer = (method) => (method === 'GET' ? { status: 200, body: { paymentInstruments: after } } : { status: method === 'POST' ? 201 : 200, body: method === 'DELETE' ? { paymentInstruments: [] } : card('b', '4444', true) });
    const body = newCardBody({ number: '5555555555554444', expiry: '12/34', holder: 'Robin' }, true, undefined);
    expect(await saveToWallet(body, [card('a', '1111', true)], 'en')).toEqual({ ok: true, wallet: after });
    expect(await makeDefault('b', after, 'en')).toEqual({ ok: true, wallet: after });
    expect(await removeFromWallet('b', 'en')).toEqual({ ok: true, wallet: [] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${WALLET}`, `GET ${WALLET}`, `PATCH ${WALLET}/b`, `GET ${WALLET}`, `DELETE ${WALLET}/b`]);
    expect(calls[2]?.body).toEqual({ default: true });
  });

  it('a save that went through stays saved when the wallet cannot be read back', async () => {
    answer = (method) => (method === 'GET' ? { status: 502, body: {} } : { status: 201, body: { card: { paymentInstrumentId: 'b' }, paymentInstrument: card('b', '4444', true) } });
    const result = await saveToWallet(newCardBody({ number: '5555555555554444', expiry: '12/34', holder: 'Robin' }, true, undefined), [card('a', '1111', true)], 'en');
    expect(result).toEqual({ ok: true, wallet: [card('b', '4444', true), { ...card('a', '1111'), default: false }] });
  });

  it('a refused save carries the gateway’s id and words', async () => {
    answer = () => ({ status: 409, body: { errorDetails: [{ errorId: 'CCA401', message: 'This card is already saved in your wallet' }] } });
    const result = await saveToWallet(newCardBody({ number: '4111111111111111', expiry: '12/34', holder: 'Robin' }, false, undefined), [], 'en');
    expect(result).toMatchObject({ ok: false, errorId: 'CCA401', serverMessage: 'This card is already saved in your wallet' });
    answer = () => ({ status: 500, body: {} });
    expect(await loadWallet('en')).toMatchObject({ ok: false, errorId: null });
  });
});

describe('against the sandbox', () => {
  const h = useSandbox();
  const api = sandboxClient(() => h.sandbox.url);
  const WALLET = '/consumers-v3/consumer/payment_instruments';

  it('takes the form’s bodies; saving the same card or gift card again answers CCA401 with the server’s words', async () => {
    const shopper = shopperSession(api, (await api.signIn('member@cairn.test')).accessToken);
    const saved = await shopper.post(WALLET, newCardBody({ number: '5555 5555 5555 4444', expiry: '12/34', holder: 'Morgan Member' }, true, undefined));
    ok(saved);
    expect(saved.body.paymentInstrument).toMatchObject({ default: true, card: { last4: '4444', cardType: 'mastercard' } });
    const again = await shopper.post(WALLET, newCardBody({ number: '4111111111111111', expiry: '12/34', holder: 'Morgan Member' }, false, undefined));
    expect(again.status).toBe(409);
    expect(cardSaveFailure(again.body.errorDetails[0].errorId, again.body.errorDetails[0].message, 'credit card save failed')).toBe('This card is already saved in your wallet');
    const gift = await shopper.post(WALLET, newGiftCardBody({ number: '6006491111111111', pin: '1234' }, undefined));
    expect(giftCardSaveFailure(gift.body.errorDetails[0].errorId, { exists: 'gift card already exists', failed: 'gift card save failed' })).toBe('gift card already exists');
    const wrongPin = await shopper.post(WALLET, newGiftCardBody({ number: '6006490000000000', pin: '9999' }, undefined));
    expect(giftCardSaveFailure(wrongPin.body.errorDetails[0].errorId, { exists: 'gift card already exists', failed: 'gift card save failed' })).toBe('gift card save failed');
  });
});
