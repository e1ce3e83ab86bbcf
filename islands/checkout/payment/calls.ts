/**
 * The payment forms' gateway calls (docs/requirements/checkout-and-payments.md#payment-kinds). Every change to the cart goes through
 * mutateCart (cart recovery, the new cart into $cartDetail, the failure raised and logged); the
 * two reads (methods, gift card balance) go straight through the BFF. Request bodies are typed
 * by their contracts (type-only imports: no schema library reaches the page). Card numbers and
 * PINs pass through here as arguments only: nothing is kept, logged or sent to analytics.
 */
import type { z } from 'zod';
import type { RequestInput } from '../../../schemas/api/contract.ts';
import type { addPaymentInstrument, applyReward, giftCardBalance, MethodsAnswer, PaymentMethodOption } from '../../../schemas/api/payments.ts';
import { callBff } from '../../../src/lib/bff/browser.ts';
import { GATEWAY, mutateCart, type CartResult } from '../../../src/lib/cart/client.ts';
import { raiseError, type ShopperError } from '../../../src/lib/errors/report.ts';
import { usableSavedCards, type SavedCard } from '../../../src/lib/checkout/payment.ts';

export type { MethodsAnswer, PaymentMethodOption };
export type InstrumentBody = RequestInput<typeof addPaymentInstrument>['body'];
type RewardBody = RequestInput<typeof applyReward>['body'];
type BalanceBody = RequestInput<typeof giftCardBalance>['body'];
export type Balance = z.output<(typeof giftCardBalance)['response'][200]>;

const cartPath = (basketId: string, rest: string) => `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}/${rest}`;

/** Answers without a failure never throw: a read is either the answer or the words to show. */
export type Read<T> = { ok: true; data: T } | { ok: false; error: ShopperError };

export async function loadPaymentMethods(basketId: string, language: string): Promise<Read<PaymentMethodOption[]>> {
  const answer = await callBff<MethodsAnswer>('GET', cartPath(basketId, 'paymentMethods'));
  if (!answer.ok) return { ok: false, error: raiseError(answer, 'checkout.paymentMethods', language) };
  return { ok: true, data: answer.data?.applicablePaymentMethods ?? [] };
}

export async function checkGiftCardBalance(giftCard: BalanceBody, language: string): Promise<Read<Balance>> {
  const answer = await callBff<Balance>('POST', `${GATEWAY}/cart/v1/giftcard/balance`, giftCard);
  if (!answer.ok) return { ok: false, error: raiseError(answer, 'checkout.giftCardBalance', language) };
  return { ok: true, data: answer.data };
}

/** POST …/paymentInstruments: the new cart, or the failure (already raised by mutateCart). */
export const addInstrument = (body: InstrumentBody): Promise<CartResult> =>
  mutateCart('checkout.payment.add', (basketId) => callBff('POST', cartPath(basketId, 'paymentInstruments'), body), { toast: false });

/** DELETE …/paymentInstruments { payment_instrument_id }. */
export const removeInstrument = (paymentInstrumentId: string): Promise<CartResult> =>
  mutateCart('checkout.payment.remove', (basketId) => callBff('DELETE', cartPath(basketId, 'paymentInstruments'), { payment_instrument_id: paymentInstrumentId }), { toast: false });

/** PUT …/reward { appliedLoyaltyVoucher: points }; 0 removes the voucher. */
export const applyLoyaltyVoucher = (points: number): Promise<CartResult> => {
  const body: RewardBody = { appliedLoyaltyVoucher: points };
  return mutateCart('checkout.payment.loyalty', (basketId) => callBff('PUT', cartPath(basketId, 'reward'), body), { toast: false });
};

export type { SavedCard };

/** The shopper's usable saved cards, the default first; none when the wallet can't be read. */
export async function loadSavedCards(): Promise<SavedCard[]> {
  const answer = await callBff<{ paymentInstruments: SavedCard[] }>('GET', '/api/gateway/consumers-v3/consumer/payment_instruments');
  return answer.ok ? usableSavedCards(answer.data?.paymentInstruments ?? []) : [];
}

/** Saves the card just used to the shopper's account (docs/requirements/sign-in.md#bot-check, with the bot-check token of docs/requirements/sign-in.md#bot-check). */
export async function saveCardToAccount(card: InstrumentBody['paymentCard'], recaptcha: string | undefined): Promise<{ ok: true } | { ok: false; errorId: string | null; message: string | null }> {
  if (!card) return { ok: false, errorId: null, message: null };
  const { securityCode: _cvc, ...kept } = card;
  const answer = await callBff('POST', '/api/gateway/consumers-v3/consumer/payment_instruments', { payment_method_id: 'CREDIT_CARD', paymentCard: kept, ...(recaptcha ? { recaptcha_response: recaptcha } : {}) });
  return answer.ok ? { ok: true } : { ok: false, errorId: answer.errorId, message: answer.message };
}
