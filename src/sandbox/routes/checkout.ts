/**
 * Checkout calls of docs/requirements/checkout-and-payments.md#checkout-calls: shipping and billing addresses, prepareOrder, place order
 * (idempotent by the Idempotency-Key header), patch order after 3-D Secure, and the device
 * fingerprint. Declared by schemas/api/checkout.ts; the rules are in src/sandbox/cart/.
 */
import { randomUUID } from 'node:crypto';
import {
  clearBillingAddress,
  clearShippingAddress,
  deviceFingerprint,
  IDEMPOTENCY_HEADER,
  patchOrder,
  placeOrder,
  prepareOrder,
  readOrder,
  setBillingAddress,
  setShippingAddress,
  validateShippingAddress,
} from '../../../schemas/api/checkout.ts';
import { CART_ERRORS, fail } from '../cart/errors.ts';
import { patchOrder as finishOrder, placeOrder as place, prepareOrder as prepare, readOrder as ownOrder } from '../cart/orders.ts';
import { registerOrderAttach } from '../cart/order-attach.ts';
import { loadCart, loadOpenCart, saveCart } from '../cart/repo.ts';
import { siteOfCart } from '../cart/pricing.ts';
import { changeCart, price } from '../cart/service.ts';
import {
  clearBillingAddress as dropBilling,
  clearShippingAddress as dropShipping,
  setBillingAddress as putBilling,
  setShippingAddress as putShipping,
  validateShippingAddress as checkAddress,
} from '../cart/shipping.ts';
import { FAILING_RECAPTCHA } from '../cart/test-data.ts';
import { statement, transaction } from '../db.ts';
import { contractRoute } from '../http/contract-route.ts';
import { header } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import { cartCtx } from './cart.ts';

// A guest's order joins the account they sign up or in to from the confirmation page (orderNo, st).
registerOrderAttach();

const ATTEMPT_KEY = /^[\w.:-]{1,100}$/;

export const checkoutRoutes: Route[] = [
  contractRoute(setShippingAddress, ({ x, session, params, query, body }) => {
    if (body.recaptcha_response === FAILING_RECAPTCHA) throw CART_ERRORS.captchaFailed();
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    return { status: 200, body: changeCart(ctx, params.basketId, (cart, raised) => putShipping(cart, price(ctx, cart), body, siteOfCart(cart), raised)) };
  }),

  contractRoute(clearShippingAddress, ({ x, session, params }) => ({ status: 200, body: changeCart(cartCtx(x, session), params.basketId, dropShipping) })),

  contractRoute(validateShippingAddress, ({ x, session, params, body }) => {
    const ctx = cartCtx(x, session);
    const row = loadCart(x.db, params.basketId, ctx.shopper);
    return { status: 200, body: checkAddress(body.address, siteOfCart(row.cart), body.context) };
  }),

  contractRoute(setBillingAddress, ({ x, session, params, body }) => {
    const ctx = cartCtx(x, session);
    return { status: 200, body: changeCart(ctx, params.basketId, (cart) => putBilling(cart, body, siteOfCart(cart))) };
  }),

  contractRoute(clearBillingAddress, ({ x, session, params }) => ({ status: 200, body: changeCart(cartCtx(x, session), params.basketId, dropBilling) })),

  contractRoute(prepareOrder, ({ x, session, query, body }) => ({ status: 200, body: prepare(cartCtx(x, session, query.favoriteStoreId), body.basketId) })),

  contractRoute(placeOrder, ({ x, session, body }) => {
    const key = header(x, IDEMPOTENCY_HEADER);
    if (key !== undefined && !ATTEMPT_KEY.test(key)) throw fail(400, 'API400', 'Idempotency-Key must be 1 to 100 letters, digits, or . : _ -');
    const answer = place(cartCtx(x, session), body, key);
    return { status: 200, body: answer.order, headers: answer.replayed ? { 'Idempotent-Replayed': 'true' } : ({} as Record<string, string>) };
  }),

  contractRoute(patchOrder, ({ x, session, params, body }) => ({ status: 200, body: finishOrder(cartCtx(x, session), params.orderNumber, body) })),

  contractRoute(readOrder, ({ x, session, params, query }) => {
    const order = ownOrder(x.db, params.orderNumber, cartCtx(x, session).shopper.id);
    // One answer for a wrong number, a wrong token and someone else's order: nothing to probe.
    if (!order || order.st !== query.st) throw CART_ERRORS.orderNotFound(params.orderNumber);
    return { status: 200, body: order };
  }),

  contractRoute(deviceFingerprint, ({ x, session, body }) => {
    const ctx = cartCtx(x, session);
    const id = randomUUID();
    transaction(x.db, () => {
      if (body.cartId) {
        const cart = loadOpenCart(x.db, body.cartId, ctx.shopper);
        cart.fingerprintId = id;
        saveCart(x.db, cart, ctx.now);
      }
      const payload = typeof body.payload === 'string' ? body.payload : JSON.stringify(body.payload);
      statement(x.db, 'INSERT INTO device_fingerprints (id, cart_id, session_id, payload, created_at) VALUES (?, ?, ?, ?, ?)').run(
        id,
        body.cartId ?? null,
        body.sessionId ?? session.usid,
        payload,
        (ctx.now ?? new Date()).toISOString(),
      );
    });
    return { status: 201, body: { success: true as const, fingerprintId: id } };
  }),
];


