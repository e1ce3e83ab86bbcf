import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserWalletPort } from '../../../src/lib/payments/wallet/gateway.ts';

/** The wallet's calls through the BFF: paths, methods and bodies (fetch stubbed). */
const sent: Array<{ url: string; method: string; body: unknown }> = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('location', { origin: 'https://shop.example', pathname: '/en-us/cart', href: 'https://shop.example/en-us/cart' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ basketId: 'b1', items: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('wallet gateway port', () => {
  const port = () => browserWalletPort('en-us');

  it('fetches the merchant session for DW_APPLE_PAY through the BFF', async () => {
    await port().paymentSession();
    expect(sent[0]).toEqual({ url: '/api/gateway/cart/v1/paymentSession?paymentMethodId=DW_APPLE_PAY&referer=https%3A%2F%2Fshop.example', method: 'GET', body: undefined });
  });

  it('creates the product’s own cart with the line as given', async () => {
    await port().createCartWithItem({ productId: 'FWINSTOCK1-black-10', qty: 1, maxQty: 1 });
    expect(sent[0]).toEqual({ url: '/api/gateway/cart/v1/cartWithItem', method: 'POST', body: { productId: 'FWINSTOCK1-black-10', qty: 1, maxQty: 1 } });
  });

  it('sets the shipping address with the APPLE_PAY_EXPRESS context, and the own shipment’s method', async () => {
    const address = { firstName: 'A', lastName: 'B', addressLine1: '1 Main St', city: 'Boulder', postalCode: '80302', country: 'US', shippingId: 'me' };
    await port().setShippingAddress('b1', address);
    await port().setShippingMethod('b1', 'standard');
    expect(sent[0]).toEqual({ url: '/api/gateway/cart/v2/cart/b1/shippingAddress', method: 'POST', body: { address: [address], context: 'APPLE_PAY_EXPRESS' } });
    expect(sent[1]).toEqual({ url: '/api/gateway/cart/v1/shippingMethod', method: 'POST', body: { cartId: 'b1', code: 'standard', shippingId: 'me', shopperAppliedSM: true } });
  });

  it('creates the DW_APPLE_PAY instrument with additionalDetails.paymentData, and removes it by id', async () => {
    await port().addWalletInstrument('b1', 'wallet-success');
    await port().removeInstrument('b1', 'pi-1');
    expect(sent[0]).toEqual({ url: '/api/gateway/cart/v1/cart/b1/paymentInstruments', method: 'POST', body: { payment_method_id: 'DW_APPLE_PAY', additionalDetails: { paymentData: 'wallet-success' } } });
    expect(sent[1]).toEqual({ url: '/api/gateway/cart/v1/cart/b1/paymentInstruments', method: 'DELETE', body: { payment_instrument_id: 'pi-1' } });
  });

  it('sends the billing address without shipment fields, and prepares the order', async () => {
    await port().setBillingAddress('b1', { firstName: 'A', lastName: 'B', addressLine1: '1 Main St', city: 'Boulder', postalCode: '80302', country: 'US', shippingId: 'me' });
    await port().prepareOrder('b1');
    expect(sent[0]?.url).toBe('/api/gateway/cart/v1/cart/b1/billingAddress');
    expect(sent[0]?.body).not.toHaveProperty('shippingId');
    expect(sent[1]).toEqual({ url: '/api/gateway/cart/v1/cart/prepareOrder', method: 'POST', body: { basketId: 'b1' } });
  });

  it('lists the wallet’s shipping methods of the own shipment', async () => {
    await port().shippingMethods('b1');
    expect(sent[0]).toMatchObject({ url: '/api/gateway/cart/v1/cart/b1/shippingMethod/me', method: 'GET' });
  });
});
