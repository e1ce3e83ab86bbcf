/**
 * PUT /api/checkout/order: places the order (PUT /cart/v2/checkout/order) for the shopper.
 * It is not on the generic gateway route because the server adds what the browser must not
 * decide: the associate's `inStoreSalesInfo` comes from the buy-in-store session kept by the BFF
 * (never from the body, which cannot carry it), and the browser's `Idempotency-Key` is passed on
 * so a retried or replayed attempt gives one order. A placed order is remembered in the session
 * for the confirmation page.
 */
import type { APIRoute } from 'astro';
import { placeOrder } from '../../../../schemas/api/checkout.ts';
import { authBroker, bffRequest } from '../../../lib/bff/broker.ts';
import { apiError, refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { readJsonBody } from '../../../lib/bff/json-body.ts';
import { relayAnswer } from '../../../lib/bff/relay.ts';
import { IDEMPOTENCY_HEADER } from '../../../../schemas/api/checkout.ts';

export const prerender = false;

/** What the page may send: the contract's body without inStoreSalesInfo (unknown keys are dropped). */
const placeBody = placeOrder.request.body.omit({ inStoreSalesInfo: true });
const ATTEMPT_KEY = /^[\w.:-]{8,100}$/;

export const PUT: APIRoute = async (context) => {
  const { request, url, locals } = context;
  context.cache.set(false);
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
  if (!ATTEMPT_KEY.test(key)) return apiError(400, 'API400', 'An Idempotency-Key header (8 to 100 letters, digits or . : _ -) is required', locals.correlationId);
  const form = await readJsonBody(request, placeBody, locals.correlationId);
  if (!form.ok) return form.response;

  const req = bffRequest(context);
  const { buyInStore } = authBroker.serverSide(req);
  const body = {
    ...form.data,
    ...(buyInStore ? { inStoreSalesInfo: { storeId: buyInStore.storeId, storeEmployeeId: buyInStore.storeEmployeeId } } : {}),
  };
  const res = await authBroker.forward(req, { method: 'PUT', path: placeOrder.path, query: {}, body, headers: { [IDEMPOTENCY_HEADER]: key } });
  const { response, json } = await relayAnswer(res, authBroker.secretsOf(req), locals.correlationId);
  const order = json() as { orderNumber?: unknown; st?: unknown; cartId?: unknown } | undefined;
  if (res.ok && typeof order?.orderNumber === 'string' && typeof order.st === 'string') {
    authBroker.rememberOrder(req, { orderNumber: order.orderNumber, st: order.st, ...(typeof order.cartId === 'string' ? { cartId: order.cartId } : {}) });
  }
  return response;
};
