import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: Array<{ method: string; path: string; body: unknown }> = [];
const failOn = new Map<string, { errorId: string; message: string }>();
const cart = (extra: Record<string, unknown> = {}) => ({ basketId: 'b1', items: [{ itemId: 'i1' }], shippingAddress: undefined, totals: { total: 120 }, ...extra });

vi.mock('../../../src/lib/bff/browser.ts', () => ({
  callBff: vi.fn(async (method: string, path: string, body: unknown) => {
    calls.push({ method, path, body });
    return { ok: true, status: 200, data: {} };
  }),
}));
vi.mock('../../../src/lib/cart/client.ts', () => ({
  GATEWAY: '/api/gateway',
  mutateCart: vi.fn(async (action: string, call: (basketId: string) => Promise<unknown>) => {
    await call('b1');
    const failure = failOn.get(action);
    if (failure) return { ok: false, error: { ...failure, status: 402 } };
    return { ok: true, cart: cart({ action }) };
  }),
}));
const placeOrder = vi.fn(async () => ({ kind: 'placed', order: { orderNumber: 'CRN1' } }));
vi.mock('../../../src/lib/checkout/order.ts', () => ({ placeOrder: (...args: unknown[]) => placeOrder(...(args as [])) }));

const { canMove, cartAddressOf, changeShippingAddress, completeExpress, confirmationHref } = await import('../../../src/lib/payments/paypal/express.ts');
const { sandboxAddresses, PAYPAL_SANDBOX_BUYER, PAYPAL_SANDBOX_ORDER_IDS } = await import('../../../src/lib/payments/paypal/sandbox.ts');

const words = { addressMissing: 'no address', notPlaced: 'not placed' };
const home = sandboxAddresses('US')[0]!;

beforeEach(() => {
  calls.length = 0;
  failOn.clear();
  placeOrder.mockClear();
});

describe('PayPal express states', () => {
  it('moves in the order of docs/requirements/checkout-and-payments.md#paypal-and-klarna, and a cancel or failure only while it can', () => {
    const path = ['session', 'paypal', 'shipping-change', 'paypal', 'authorized', 'submit', 'additional-details', 'placing', 'placed'] as const;
    for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBe(true);
    expect(canMove('paypal', 'cancelled')).toBe(true);
    expect(canMove('submit', 'cancelled')).toBe(false);
    expect(canMove('session', 'placing')).toBe(false);
    expect(canMove('paypal', 'submit')).toBe(false);
    expect(canMove('placed', 'failed')).toBe(false);
    expect(canMove('failed', 'session')).toBe(true);
  });

  it('runs authorized → submit → additional details → place order, with the gateway calls of each', async () => {
    const steps: string[] = [];
    const outcome = await completeExpress({ orderID: 'paypal-approved', payer: PAYPAL_SANDBOX_BUYER, shipping: home }, cart() as never, (s) => steps.push(s), words);
    expect(outcome).toEqual({ kind: 'placed', orderNumber: 'CRN1' });
    expect(steps).toEqual(['authorized', 'submit', 'additional-details', 'placing']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/gateway/cart/v2/cart/b1/shippingAddress',
      'POST /api/gateway/cart/v1/cart/b1/paymentInstruments',
      'POST /api/gateway/cart/v1/cart/b1/billingAddress',
    ]);
    expect(calls[0]!.body).toMatchObject({ context: 'PAYPAL_EXPRESS', address: [{ firstName: 'Sam', addressLine1: '1200 Pearl St', country: 'US', shippingId: 'me', email: PAYPAL_SANDBOX_BUYER.email }] });
    expect(calls[1]!.body).toEqual({ payment_method_id: 'PAYPAL', additionalDetails: { paymentData: { orderID: 'paypal-approved' } } });
    expect(calls[2]!.body).toMatchObject({ email: PAYPAL_SANDBOX_BUYER.email, phone: PAYPAL_SANDBOX_BUYER.phone, country: 'US' });
    expect(calls[2]!.body).not.toHaveProperty('shippingId');
    expect(placeOrder).toHaveBeenCalledTimes(1);
  });

  it('stops at submit when the gateway refuses the PayPal order (paypal-cancelled: PAYMENT_ERROR), before any order', async () => {
    failOn.set('paypal.submit', { errorId: 'PAYMENT_ERROR', message: 'Your payment could not be processed.' });
    const outcome = await completeExpress({ orderID: 'paypal-cancelled', payer: PAYPAL_SANDBOX_BUYER, shipping: home }, cart() as never, () => undefined, words);
    expect(outcome).toMatchObject({ kind: 'failed', step: 'submit', error: { errorId: 'PAYMENT_ERROR' } });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('fails at authorized without any address (PayPal sent none and the cart has none)', async () => {
    const outcome = await completeExpress({ orderID: 'paypal-approved', payer: {} }, cart() as never, () => undefined, words);
    expect(outcome).toEqual({ kind: 'failed', step: 'authorized', error: { message: 'no address', errorId: null } });
    expect(calls).toEqual([]);
  });

  it('a shipping change sends a full address with PAYPAL_EXPRESS; the SDK’s partial one is checked against the site country', async () => {
    expect(await changeShippingAddress(home, 'US', 'cant')).toMatchObject({ ok: true });
    expect(calls[0]!.body).toMatchObject({ context: 'PAYPAL_EXPRESS' });
    calls.length = 0;
    expect(await changeShippingAddress({ country: 'us', city: 'Boulder' }, 'US', 'cant')).toEqual({ ok: true });
    expect(await changeShippingAddress({ country: 'JP', city: 'Tokyo' }, 'US', 'cant')).toEqual({ ok: false, message: 'cant' });
    expect(calls).toEqual([]);
    failOn.set('paypal.shipping', { errorId: 'CANT_SHIP_THERE', message: 'We cannot ship there' });
    expect(await changeShippingAddress(sandboxAddresses('US')[1]!, 'US', 'cant')).toEqual({ ok: false, message: 'We cannot ship there' });
  });
});

describe('PayPal addresses and the sandbox PayPal', () => {
  it('maps PayPal’s address to the cart’s, taking the buyer’s names when the address has none', () => {
    expect(cartAddressOf({ addressLine1: ' 1 Main St ', city: 'Boulder', postalCode: '80302', country: 'us' }, { firstName: 'Sam', lastName: 'Buyer', email: 'a@b.test' })).toEqual({
      firstName: 'Sam',
      lastName: 'Buyer',
      addressLine1: '1 Main St',
      city: 'Boulder',
      postalCode: '80302',
      country: 'US',
      email: 'a@b.test',
    });
    expect(cartAddressOf({ city: 'Boulder', country: 'US' })).toBeNull();
  });

  it('offers a home address in each site country first, then one abroad; and the documented order ids', () => {
    for (const country of ['US', 'CA', 'GB', 'FR', 'DE', 'IT']) {
      const [first, second] = sandboxAddresses(country);
      expect(first!.country).toBe(country);
      expect(second!.country).not.toBe(country);
    }
    expect(PAYPAL_SANDBOX_ORDER_IDS).toEqual(['paypal-approved', 'paypal-cancelled']);
    expect(confirmationHref('en-us', 'CRN1')).toBe('/en-us/order-confirmation?order=CRN1');
  });
});
