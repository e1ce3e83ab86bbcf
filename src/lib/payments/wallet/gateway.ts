/**
 * The wallet session's calls (./machine.ts `WalletPort`) through the BFF. The product page's own
 * cart is called by its id and never enters the page's cart stores; the shopper's cart is read
 * back into them when the session ends (which also makes it the session's basket again: the BFF
 * remembers the last basket the gateway answered, src/lib/bff/auth-session.ts `rememberObjects`).
 * Order placement is the checkout's (src/lib/checkout/order.ts `sendPlace`: the bot-check token
 * and the attempt's Idempotency-Key).
 */
import type { CartOnScreen as Cart, CartAddress } from '../../../../schemas/api/cart.ts';
import type { Order } from '../../../../schemas/api/checkout.ts';
import { callBff, type BffFailure, type BffOutcome } from '../../bff/browser.ts';
import { applyCartAnswer, forgetPlacedCart, GATEWAY, type AddLine } from '../../cart/client.ts';
import { loadCountries } from '../../checkout/address-data.ts';
import { attemptKey, endAttempt, sendFingerprint, sendPlace } from '../../checkout/order.ts';
import { raiseError } from '../../errors/report.ts';
import type { PaymentSessionAnswer, WalletPort } from './machine.ts';
import type { ShippingMethod } from './rules.ts';
import { WALLET_CONTEXT, WALLET_METHOD } from './rules.ts';

const cartPath = (basketId: string, rest = ''): string => `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}${rest}`;
const cartV2Path = (basketId: string, rest: string): string => `${GATEWAY}/cart/v2/cart/${encodeURIComponent(basketId)}${rest}`;

export function browserWalletPort(locale: string): WalletPort {
  return {
    createCartWithItem: (line: AddLine) => callBff<Cart>('POST', `${GATEWAY}/cart/v1/cartWithItem`, line),
    getCart: (basketId) => callBff<Cart>('GET', cartPath(basketId)),
    setShippingMethod: (basketId, code) => callBff<Cart>('POST', `${GATEWAY}/cart/v1/shippingMethod`, { cartId: basketId, code, shippingId: 'me', shopperAppliedSM: true }),
    applyCoupon: (basketId, code) => callBff<Cart>('PUT', `${GATEWAY}/cart/v1/coupon`, { cartId: basketId, code }),
    paymentSession: () =>
      callBff<PaymentSessionAnswer>('GET', `${GATEWAY}/cart/v1/paymentSession?paymentMethodId=${WALLET_METHOD}&referer=${encodeURIComponent(location.origin)}`),
    shippingMethods: (basketId) => callBff<{ applicableShippingMethods: ShippingMethod[] }>('GET', cartPath(basketId, '/shippingMethod/me')),
    setShippingAddress: (basketId, address: CartAddress) => callBff<Cart>('POST', cartV2Path(basketId, '/shippingAddress'), { address: [address], context: WALLET_CONTEXT }),
    clearShippingAddress: (basketId) => callBff<Cart>('DELETE', cartV2Path(basketId, '/shippingAddress')),
    prepareOrder: (basketId) => callBff<Cart>('POST', `${GATEWAY}/cart/v1/cart/prepareOrder`, { basketId }),
    addWalletInstrument: (basketId, paymentData) =>
      callBff<Cart>('POST', cartPath(basketId, '/paymentInstruments'), { payment_method_id: WALLET_METHOD, additionalDetails: { paymentData } }),
    removeInstrument: (basketId, instrumentId) => callBff<Cart>('DELETE', cartPath(basketId, '/paymentInstruments'), { payment_instrument_id: instrumentId }),
    removeItem: (basketId, itemId) => callBff<Cart>('DELETE', `${GATEWAY}/cart/v1/item`, { cartId: basketId, itemId }),
    setBillingAddress: (basketId, address) => {
      const { shippingId: _s, collectionPoint: _c, ...rest } = address;
      return callBff<Cart>('POST', cartPath(basketId, '/billingAddress'), rest);
    },
    clearBillingAddress: (basketId) => callBff<Cart>('DELETE', cartPath(basketId, '/billingAddress')),
    countries: async () => (await loadCountries(locale)).map((c) => c.code),
    placeOrder: async (cart): Promise<BffOutcome<Order>> => {
      await sendFingerprint(cart.basketId).catch(() => undefined);
      const sent = await sendPlace(cart, attemptKey(cart.basketId));
      // A definite answer ends the attempt; no answer keeps the key for a retry.
      if (sent.ok || (sent.failure.status !== 0 && sent.failure.status < 500)) endAttempt(cart.basketId);
      return sent.ok ? { ok: true, status: 200, data: sent.order } : sent.failure;
    },
    restoreShopperCart: async (basketId) => {
      if (!basketId) return;
      const read = await callBff<Cart>('GET', cartPath(basketId));
      if (read.ok) applyCartAnswer(read.data);
    },
    resetShopperCart: () => forgetPlacedCart(),
    describeFailure: (failure: BffFailure, action: string) => raiseError(failure, action).message,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    log: (event, data) => console.warn(JSON.stringify({ level: 'warn', event, ...data })),
  };
}
