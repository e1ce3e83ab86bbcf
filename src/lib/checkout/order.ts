/**
 * Order placement, in one place (docs/architecture.md#checkout-and-payments; docs/requirements/checkout-and-payments.md#order-placement order placement,
 * docs/requirements/checkout-and-payments.md#order-placement). Screens call `placeOrder` and `completeChallenge`; they never sequence gateway calls.
 *
 * - prepare (`POST …/prepareOrder`): the gateway applies store transitions and lists what would
 *   stop the order; those send the shopper back to the step that can fix them, with the reason.
 * - place (`PUT /api/checkout/order`, the BFF adds the associate's in-store sale from the
 *   session) with the bot-check token (action placeOrder), after the device fingerprint, and an
 *   `Idempotency-Key` that stays the same for every retry of one attempt, kept in sessionStorage
 *   so a double click, a retry after a network error, or a reload during placement gives one
 *   order. A definite refusal ends the attempt (the next one gets a new key).
 * - 3-D Secure: a PaymentNotAuthorized flash carrying an action asks for the challenge; its
 *   result patches the order. A failed authentication creates a new cart with the same lines,
 *   addresses and delivery choice and sends the shopper back to billing with the payment error.
 */
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import type { Order } from '../../../schemas/api/checkout.ts';
import { callBff, type BffFailure } from '../bff/browser.ts';
import { botCheckToken } from '../auth/bot-check.ts';
import { applyCartAnswer, forgetPlacedCart, GATEWAY, mutateCart, recreateCart } from '../cart/client.ts';
import { raiseError, type ShopperError } from '../errors/report.ts';
import { pushEvent } from '../analytics/data-layer.ts';
import { checkoutEcommerce } from './analytics.ts';
import type { CheckoutStep } from './steps.ts';

export const PLACE_ORDER_PATH = '/api/checkout/order';
const ATTEMPT_STORAGE_PREFIX = 'cairn.checkout.attempt.';
/** The sandbox's (and the real 3-D Secure server's) "authenticated" transaction status. */
export const THREE_DS_AUTHENTICATED = 'Y';
export const THREE_DS_REJECTED = 'N';

export type PlaceOutcome =
  | { kind: 'placed'; order: Order }
  | { kind: 'challenge'; order: Order; action: Record<string, unknown> }
  /** `step`: where the shopper goes to fix it (null: stay on the summary and try again). */
  | { kind: 'failed'; step: CheckoutStep | null; error: ShopperError; cart?: Cart };

/** Errors that a change of payment fixes: the shopper goes back to billing (docs/requirements/checkout-and-payments.md#failed-order-steps). */
const PAYMENT_ERRORS = new Set([
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'PAY400',
  'PAY401',
  'PAYMENT_INSTRUMENT_NOT_FOUND',
  'PYT404',
  'CC_EXPIRY_DATE_INVALID',
  'GC_ZERO_BALANCE',
  'REW140',
]);
/** Errors that the cart or the delivery choice fixes: back to shipping (docs/requirements/checkout-and-payments.md#failed-order-steps). */
const SHIPPING_ERRORS = new Set(['ITEM_NO_LONGER_AVAILABLE', 'ORD430', 'SOME_PRODUCTS_NO_INVENTORY', 'ORD415', 'CANT_SHIP_THERE', 'SHIPPING_POBOX_UNAVAILABLE', 'SHP410']);
/** prepareOrder flashes that stop the order, and the step that fixes each. */
const BLOCKING_FLASHES: Record<string, CheckoutStep> = {
  ProductItemRequired: 'shipping',
  ProductItemNotAvailable: 'shipping',
  ProductLineItemInventoryMissing: 'shipping',
  ProductLineItemFullInventoryMissing: 'shipping',
  InvalidShippingAddress: 'shipping',
  ProductItemMaxQuantity: 'shipping',
};
/** Delivery transitions the gateway reports while preparing (pickup to home…): the shopper reviews shipping. */
const SHIPPING_TRANSITIONS = /^(PICKUP_TO_HOME|PICKUP_TO_STS|STS_TO_HOME|STS_TO_PICKUP|HOME_TO_PICKUP|SHIPPING_METHOD_DOWNGRADED)$/;

const failure = (status: number, errorId: string | null, message: string | null = null): BffFailure => ({ ok: false, status, errorId, message, appId: null });

// ---- The attempt key -------------------------------------------------------------------------

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key of the attempt on this cart: the same until the attempt ends (placed or refused). */
export function attemptKey(cartId: string): string {
  const store = storage();
  const name = ATTEMPT_STORAGE_PREFIX + cartId;
  const kept = store?.getItem(name);
  if (kept) return kept;
  const key = `co-${crypto.randomUUID()}`;
  store?.setItem(name, key);
  return key;
}

export function endAttempt(cartId: string): void {
  storage()?.removeItem(ATTEMPT_STORAGE_PREFIX + cartId);
}

/** An attempt was under way on this cart (a reload during placement): the summary resumes it with the same key. */
export const attemptPending = (cartId: string): boolean => !!storage()?.getItem(ATTEMPT_STORAGE_PREFIX + cartId);

// ---- Steps -------------------------------------------------------------------------------------

/** What prepareOrder says stops the order, as the step to go back to and the words; null when nothing does. */
export function blockingReason(cart: Cart): { step: CheckoutStep; message: string; errorId: string } | null {
  for (const flash of cart.flash) {
    const step = BLOCKING_FLASHES[flash.type];
    if (step && flash.level === 'error') return { step, message: flash.message, errorId: flash.type };
  }
  const moved = cart.customerNotifications.find((n) => SHIPPING_TRANSITIONS.test(n.id));
  if (moved) return { step: 'shipping', message: moved.message, errorId: moved.id };
  return null;
}

/** A fingerprint of the device for the fraud check (no personal data): best effort, never blocks the order. */
export async function sendFingerprint(cartId: string): Promise<void> {
  const payload = {
    language: navigator.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    platform: navigator.platform,
    userAgent: navigator.userAgent,
  };
  await callBff('POST', `${GATEWAY}/cart/v1/deviceFingerPrint`, { cartId, payload });
}

function stepForError(errorId: string | null): CheckoutStep | null {
  if (!errorId) return null;
  if (PAYMENT_ERRORS.has(errorId)) return 'billing';
  if (SHIPPING_ERRORS.has(errorId)) return 'shipping';
  if (errorId === 'ADDRESS_NOT_FOUND') return 'shipping';
  return null;
}

/** The order answer says it waits for 3-D Secure: the flash's action is what the challenge runs. */
function challengeOf(order: Order): Record<string, unknown> | null {
  if (order.status !== 'pending_authentication') return null;
  return order.flash.find((f) => f.type === 'PaymentNotAuthorized' && f.action)?.action ?? null;
}

/** The main payment method of the cart: the instrument that pays what the others leave (else the first). */
export function paymentCodeOf(cart: Cart): string | undefined {
  const main = cart.payment_instruments.find((i) => ['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'DW_APPLE_PAY'].includes(i.payment_method_id));
  return (main ?? cart.payment_instruments[0])?.payment_method_id;
}

export async function sendPlace(cart: Cart, key: string): Promise<{ ok: true; order: Order } | { ok: false; failure: BffFailure }> {
  const code = paymentCodeOf(cart);
  if (!code) return { ok: false, failure: failure(404, 'PAYMENT_INSTRUMENT_NOT_FOUND') };
  const recaptcha = await botCheckToken('placeOrder');
  const main = cart.payment_instruments.find((i) => i.payment_method_id === code);
  const body = {
    cartId: cart.basketId,
    paymentMethod: { code, additionalData: main ? { paymentInstrumentId: main.payment_instrument_id } : {} },
    ...(cart.billingAddress ? { billingAddress: cart.billingAddress } : {}),
    ...(recaptcha ? { recaptcha_response: recaptcha } : {}),
    ...(main?.card?.cardType ? { type: main.card.cardType } : {}),
  };
  const headers = { 'idempotency-key': key };
  let answer = await callBff<Order>('PUT', PLACE_ORDER_PATH, body, headers);
  // No answer (network, deadline) or a gateway hiccup: the same key again, so a second try can't make a second order.
  if (!answer.ok && (answer.status === 0 || answer.status >= 502)) answer = await callBff<Order>('PUT', PLACE_ORDER_PATH, body, headers);
  return answer.ok ? { ok: true, order: answer.data } : { ok: false, failure: answer };
}

/**
 * Places the order of `cart` (the summary's "Place order"). Resolves with the order, the 3-D
 * Secure challenge to run, or the failure and the step that fixes it.
 */
export async function placeOrder(cart: Cart): Promise<PlaceOutcome> {
  const prepared = await mutateCart('checkout.prepare', (basketId) => callBff('POST', `${GATEWAY}/cart/v1/cart/prepareOrder`, { basketId }), { toast: false });
  if (!prepared.ok) return { kind: 'failed', step: stepForError(prepared.error.errorId), error: prepared.error };
  const blocked = blockingReason(prepared.cart);
  if (blocked) {
    const error = raiseError(failure(409, blocked.errorId, blocked.message), 'checkout.prepare');
    return { kind: 'failed', step: blocked.step, error: { ...error, message: blocked.message }, cart: prepared.cart };
  }
  const ready = prepared.cart;
  await sendFingerprint(ready.basketId).catch(() => undefined);
  const key = attemptKey(ready.basketId);
  const sent = await sendPlace(ready, key);
  if (!sent.ok) {
    const { failure: f } = sent;
    // A definite answer ends the attempt; no answer keeps the key for the shopper's retry.
    if (f.status !== 0 && f.status < 500) endAttempt(ready.basketId);
    const error = raiseError(f, 'checkout.place');
    const step = stepForError(f.errorId);
    // The cart may have changed under the refusal (stock, gift card balance): read it again.
    if (step) await mutateCart('checkout.reload', (basketId) => callBff('GET', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}`), { toast: false });
    return { kind: 'failed', step, error };
  }
  endAttempt(ready.basketId);
  const action = challengeOf(sent.order);
  if (action) return { kind: 'challenge', order: sent.order, action };
  // The gateway's basket is an order now (the BFF forgot it too): the header shows an empty cart.
  forgetPlacedCart();
  return { kind: 'placed', order: sent.order };
}


/** Copies what the shopper entered on the old cart onto a new one: addresses and the delivery choice. */
async function carryOver(old: Cart): Promise<void> {
  if (old.shippingAddress) {
    await mutateCart('checkout.recreate.shipping', (basketId) =>
      callBff('POST', `${GATEWAY}/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, {
        address: [{ ...old.shippingAddress, shippingId: 'me' }],
        ...(old.shippingContext ? { context: old.shippingContext } : {}),
      }),
    { toast: false });
  }
  const own = old.shippingMethods.find((s) => s.shippingId === 'me')?.applicableShippingMethods.find((m) => m.selected);
  if (own && own.code !== 'standard') {
    await mutateCart('checkout.recreate.method', (basketId) => callBff('POST', `${GATEWAY}/cart/v1/shippingMethod`, { cartId: basketId, code: own.code, shippingId: 'me', shopperAppliedSM: true }), { toast: false });
  }
  if (old.billingAddress) {
    await mutateCart('checkout.recreate.billing', (basketId) => callBff('POST', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}/billingAddress`, old.billingAddress), { toast: false });
  }
}

/**
 * Finishes a 3-D Secure challenge: `result` is the challenge's transaction status (Y when the
 * shopper confirmed). Authenticated: the order. Failed: a new cart with the same lines and
 * choices, and the payment authentication error for billing.
 */
export async function completeChallenge(order: Order, result: string, cartBefore: Cart): Promise<PlaceOutcome> {
  const instrumentId = order.paymentMethod.additionalData.paymentInstrumentId;
  const patched = await callBff<Order>('PATCH', `${GATEWAY}/cart/v2/checkout/order/${encodeURIComponent(order.orderNumber)}`, {
    paymentMethod: {
      code: order.paymentMethod.code,
      additionalData: { threeDS2Result: result, ...(typeof instrumentId === 'string' ? { paymentInstrumentId: instrumentId } : {}) },
    },
  });
  if (patched.ok && patched.data.status === 'created') {
    forgetPlacedCart();
    return { kind: 'placed', order: patched.data };
  }
  const error = raiseError(patched.ok ? failure(402, 'PAY401') : patched, 'checkout.threeDs');
  // The old cart became the failed order: the shopper carries on in a new one with the same lines.
  applyCartAnswer(cartBefore);
  const recreated = await recreateCart();
  if (recreated.ok) await carryOver(cartBefore);
  return { kind: 'failed', step: 'billing', error };
}

/** Analytics for a step the shopper completed (performance consent only, in pushEvent). */
export function reportStep(event: 'begin_checkout' | 'add_shipping_info' | 'add_payment_info', cart: Cart, extra: { shipping_tier?: string; payment_type?: string } = {}): void {
  pushEvent({ event, ecommerce: { ...checkoutEcommerce(cart), ...extra } });
}
