/**
 * Sign-up from the order confirmation page (src/pages/api/auth/signup.ts attachLastOrder): the
 * broker's signUp hands the session's last order (number and st) to the sign-in's token exchange
 * (orderNo, st, action postLogin), and the new account then owns the order.
 */
import { describe, expect, it } from 'vitest';
import { createAuthBroker } from '../../../src/lib/bff/auth-session.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';
import { bffRequestFor, MemoryJar, recordingTransport } from './bff-harness.ts';

const harness = useSandbox();
const quiet = () => {};
const US = { firstName: 'Robin', lastName: 'Hiker', email: 'robin@example.test', phone: '+13035550123', addressLine1: '1420 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };
let n = 0;

function setup() {
  const { transport, sent } = recordingTransport(() => harness.sandbox.url);
  return { broker: createAuthBroker(transport, { log: quiet }), sent };
}

type Broker = ReturnType<typeof setup>['broker'];

async function call(broker: Broker, jar: MemoryJar, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers?: Record<string, string>): Promise<any> {
  const res = await broker.forward(bffRequestFor(jar), { method, path, body, ...(headers ? { headers } : {}) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A guest's placed order, remembered in the session as PUT /api/checkout/order does. */
async function placeAsGuest(broker: Broker, jar: MemoryJar): Promise<{ orderNumber: string; st: string }> {
  const cart = await call(broker, jar, 'POST', '/cart/v1/cartWithItem', { productId: 'FWINSTOCK1-moss-01' });
  await call(broker, jar, 'POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, { address: [{ ...US, shippingId: 'me' }] });
  await call(broker, jar, 'POST', `/cart/v1/cart/${cart.basketId}/billingAddress`, US);
  await call(broker, jar, 'POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, {
    payment_method_id: 'CREDIT_CARD',
    paymentCard: { cardNumber: '4111111111111111', holder: 'Robin Hiker', expirationMonth: 12, expirationYear: 2099 },
  });
  const order = await call(broker, jar, 'PUT', '/cart/v2/checkout/order', { cartId: cart.basketId, paymentMethod: { code: 'CREDIT_CARD' } }, { 'idempotency-key': `signup-order-${Date.now()}-${n++}` });
  broker.rememberOrder(bffRequestFor(jar), { orderNumber: order.orderNumber, st: order.st, cartId: order.cartId });
  return { orderNumber: order.orderNumber, st: order.st };
}

const signUpBody = () => ({ firstName: 'Robin', lastName: 'Hiker', email: `signup-order-${Date.now()}-${n++}@example.test`, password: 'Trail-Mix-42', isTermsConfirmed: true as const });

describe("sign-up with the session's last order", () => {
  it('sends orderNo, st and action postLogin on the exchange; the account then owns the order', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    const placed = await placeAsGuest(broker, jar);
    const { lastOrder } = broker.serverSide(bffRequestFor(jar));
    expect(lastOrder).toEqual(placed);

    const outcome = await broker.signUp(bffRequestFor(jar), signUpBody(), { orderNo: lastOrder?.orderNumber, st: lastOrder?.st });
    expect(outcome.ok).toBe(true);
    const exchange = sent.filter((s) => s.call.path === '/token/v2/auth/token' && (s.call.body as { type: string }).type === 'Registered');
    expect(exchange).toHaveLength(1);
    expect(exchange[0]?.call.body).toMatchObject({ orderNo: placed.orderNumber, st: placed.st, action: 'postLogin' });

    // Signed in now, the last order is still the session's, and it is the account's.
    expect(broker.serverSide(bffRequestFor(jar))).toMatchObject({ signedIn: true, lastOrder: placed });
    const history = await call(broker, jar, 'POST', '/consumers-v3/consumer/purchasehistory', {});
    expect(history.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([placed.orderNumber]);
  });

  it('sends no order without one (a plain sign-up is unchanged)', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    const outcome = await broker.signUp(bffRequestFor(jar), signUpBody());
    expect(outcome.ok).toBe(true);
    const exchange = sent.find((s) => s.call.path === '/token/v2/auth/token' && (s.call.body as { type: string }).type === 'Registered');
    expect(exchange?.call.body).not.toHaveProperty('orderNo');
    expect(exchange?.call.body).not.toHaveProperty('action');
  });
});
