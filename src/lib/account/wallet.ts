/**
 * The account's saved payment methods (issue 12; docs/requirements/account-and-loyalty.md#saved-payment-methods …/consumer/payment_instruments,
 * docs/requirements/checkout-and-payments.md#cards save errors, docs/requirements/checkout-and-payments.md#gift-cards "labels show the last 4 digits masked by XXX"): saved cards and saved gift
 * cards, the default card, the checks a new card or gift card passes before it is sent, the
 * words a failed save shows, and the four calls.
 *
 * A card number passes through here only as the argument of `newCardBody`, on its way to the
 * gateway: nothing here keeps, logs or reports it (failures are reported by error id only).
 * Browser code: contract types only (no schema library reaches the page).
 */
import type { SavedInstrument } from '../../../schemas/api/consumer/wallet.ts';
import { maskedCardLabel } from '../../../schemas/api/cart-rules.ts';
import { callBff } from '../bff/browser.ts';
import { cardTypeOf, digitsOf, expiryPassed, luhnValid, parseExpiry } from '../checkout/card.ts';
import { raiseError } from '../errors/report.ts';

export type { SavedInstrument };

const WALLET = '/api/gateway/consumers-v3/consumer/payment_instruments';

/** The gateway's id for "this card (or gift card) is already saved" (docs/requirements/checkout-and-payments.md#gift-cards; CCA401 in the sandbox). */
export const ALREADY_SAVED = 'CCA401';

/** Gift card numbers are 16 to 19 digits, PINs 4 to 8 (the gateway's contract). */
export const GIFT_CARD_NUMBER = /^\d{16,19}$/;
export const GIFT_CARD_PIN = /^\d{4,8}$/;

/** The saved cards (the default first, then the newest) and the saved gift cards. */
export function splitWallet(list: readonly SavedInstrument[]): { cards: SavedInstrument[]; giftCards: SavedInstrument[] } {
  const cards = list.filter((i) => i.payment_method_id === 'CREDIT_CARD' && i.card);
  const giftCards = list.filter((i) => i.payment_method_id === 'GIFT_CARD' && i.giftCard);
  cards.sort((a, b) => Number(b.default) - Number(a.default));
  return { cards, giftCards };
}

/** The last 4 digits masked by XXX (docs/requirements/checkout-and-payments.md#gift-cards): one rule for every screen (schemas/api/cart-rules.ts). */
export function maskedLabel(i: SavedInstrument): string {
  const last4 = i.card?.last4 || i.giftCard?.last4 || digitsOf(i.card?.maskedNumber ?? i.giftCard?.maskedNumber ?? '').slice(-4);
  return maskedCardLabel(last4);
}

/** MM/YY of a saved card. */
export const expiryOf = (card: { expirationMonth: number; expirationYear: number }): string =>
  `${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear).slice(-2)}`;

/**
 * docs/requirements/checkout-and-payments.md#cards, saving a card: the server's words when it says the card already exists,
 * otherwise the generic 'credit card save failed'.
 */
export function cardSaveFailure(errorId: string | null, serverMessage: string | null, generic: string): string {
  return errorId === ALREADY_SAVED && serverMessage ? serverMessage : generic;
}

/** docs/requirements/checkout-and-payments.md#cards, saving a gift card: 'gift card already exists', other failures 'gift card save failed'. */
export function giftCardSaveFailure(errorId: string | null, words: { exists: string; failed: string }): string {
  return errorId === ALREADY_SAVED ? words.exists : words.failed;
}

export interface NewCard {
  number: string;
  /** MM/YY as typed. */
  expiry: string;
  holder: string;
}
export type NewCardField = keyof NewCard;
export const NEW_CARD_FIELDS: readonly NewCardField[] = ['number', 'expiry', 'holder'];
export type NewCardProblem = 'required' | 'numberInvalid' | 'expiryInvalid';

/** The checks before a card is saved (Luhn and length, MM/YY not past, a holder). A saved card needs no security code. */
export function newCardProblems(input: NewCard, now: Date): Partial<Record<NewCardField, NewCardProblem>> {
  const problems: Partial<Record<NewCardField, NewCardProblem>> = {};
  if (!digitsOf(input.number)) problems.number = 'required';
  else if (!luhnValid(input.number)) problems.number = 'numberInvalid';
  if (!input.expiry.trim()) problems.expiry = 'required';
  else {
    const expiry = parseExpiry(input.expiry);
    if (!expiry || expiryPassed(expiry, now)) problems.expiry = 'expiryInvalid';
  }
  if (!input.holder.trim()) problems.holder = 'required';
  return problems;
}

export interface NewGiftCard {
  number: string;
  pin: string;
}
export type NewGiftCardField = keyof NewGiftCard;
export const NEW_GIFT_CARD_FIELDS: readonly NewGiftCardField[] = ['number', 'pin'];

export function newGiftCardProblems(input: NewGiftCard): Partial<Record<NewGiftCardField, 'required' | 'invalid'>> {
  const problems: Partial<Record<NewGiftCardField, 'required' | 'invalid'>> = {};
  if (!input.number) problems.number = 'required';
  else if (!GIFT_CARD_NUMBER.test(input.number)) problems.number = 'invalid';
  if (!input.pin) problems.pin = 'required';
  else if (!GIFT_CARD_PIN.test(input.pin)) problems.pin = 'invalid';
  return problems;
}

/** The save body for a checked card form, with the bot-check token (docs/requirements/checkout-and-payments.md#cards "Saving a card sends a bot-check response field"). */
export function newCardBody(input: NewCard, makeDefault: boolean, recaptcha: string | undefined) {
  const expiry = parseExpiry(input.expiry);
  if (!expiry) throw new Error('newCardBody needs a checked form');
  const type = cardTypeOf(input.number);
  return {
    payment_method_id: 'CREDIT_CARD' as const,
    paymentCard: { cardNumber: digitsOf(input.number), holder: input.holder.trim(), expirationMonth: expiry.month, expirationYear: expiry.year, ...(type ? { cardType: type } : {}) },
    ...(makeDefault ? { default: true } : {}),
    ...(recaptcha ? { recaptcha_response: recaptcha } : {}),
  };
}

export function newGiftCardBody(input: NewGiftCard, recaptcha: string | undefined) {
  return { payment_method_id: 'GIFT_CARD' as const, giftCard: { cardNumber: input.number, pin: input.pin }, ...(recaptcha ? { recaptcha_response: recaptcha } : {}) };
}

export type WalletOutcome = { ok: true; wallet: SavedInstrument[] } | { ok: false; errorId: string | null; serverMessage: string | null; message: string };

function failed(answer: Parameters<typeof raiseError>[0], action: string, language: string): WalletOutcome {
  const error = raiseError(answer, action, language);
  return { ok: false, errorId: answer.errorId, serverMessage: answer.message, message: error.message };
}

export async function loadWallet(language: string): Promise<WalletOutcome> {
  const answer = await callBff<{ paymentInstruments?: SavedInstrument[] }>('GET', WALLET);
  return answer.ok ? { ok: true, wallet: answer.data?.paymentInstruments ?? [] } : failed(answer, 'account.wallet.load', language);
}

/** The wallet with one instrument put in (or replaced), as the gateway would list it: a new default clears the old one. */
export function withInstrument(wallet: readonly SavedInstrument[], saved: SavedInstrument): SavedInstrument[] {
  const others = wallet.filter((i) => i.paymentInstrumentId !== saved.paymentInstrumentId).map((i) => (saved.default && i.default ? { ...i, default: false } : i));
  return [saved, ...others];
}

/**
 * Saves a card or a gift card, then reads the wallet back (saving may move the default); when
 * that read fails, the saved instrument is put into `current`. The failure carries the
 * gateway's id and words for docs/requirements/checkout-and-payments.md#device-wallet's choice.
 */
export async function saveToWallet(body: ReturnType<typeof newCardBody> | ReturnType<typeof newGiftCardBody>, current: readonly SavedInstrument[], language: string): Promise<WalletOutcome> {
  const action = body.payment_method_id === 'CREDIT_CARD' ? 'account.wallet.saveCard' : 'account.wallet.saveGiftCard';
  const answer = await callBff<{ paymentInstrument?: SavedInstrument }>('POST', WALLET, body);
  if (!answer.ok) return failed(answer, action, language);
  return reread(current, answer.data?.paymentInstrument, language);
}

/** PATCH { default: true }, then the wallet read back (the old default is no longer one). */
export async function makeDefault(id: string, current: readonly SavedInstrument[], language: string): Promise<WalletOutcome> {
  const answer = await callBff<SavedInstrument>('PATCH', `${WALLET}/${encodeURIComponent(id)}`, { default: true });
  if (!answer.ok) return failed(answer, 'account.wallet.default', language);
  return reread(current, answer.data ?? undefined, language);
}

async function reread(current: readonly SavedInstrument[], changed: SavedInstrument | undefined, language: string): Promise<WalletOutcome> {
  const fresh = await loadWallet(language);
  if (fresh.ok) return fresh;
  return { ok: true, wallet: changed ? withInstrument(current, changed) : [...current] };
}

/** DELETE: the gateway answers the wallet left (the newest card becomes default when the default went). */
export async function removeFromWallet(id: string, language: string): Promise<WalletOutcome> {
  const answer = await callBff<{ paymentInstruments?: SavedInstrument[] }>('DELETE', `${WALLET}/${encodeURIComponent(id)}`);
  return answer.ok ? { ok: true, wallet: answer.data?.paymentInstruments ?? [] } : failed(answer, 'account.wallet.delete', language);
}
