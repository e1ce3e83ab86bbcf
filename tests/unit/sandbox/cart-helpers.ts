/**
 * A shopper going through cart and checkout against the sandbox: a guest (or signed-in) token,
 * a cart, lines, addresses, a card. Shared by the cart, checkout and payments tests.
 */
import { expect } from 'vitest';
import { errorIds, sandboxClient } from './auth-helpers.ts';
import type { Answer } from './sandbox-harness.ts';

export const US_ADDRESS = {
  firstName: 'Robin',
  lastName: 'Hiker',
  email: 'robin@example.test',
  phone: '3035550123',
  phoneCode: '+1',
  addressLine1: '1420 Pearl St',
  city: 'Boulder',
  province: 'CO',
  postalCode: '80302',
  country: 'US',
};

export const GB_ADDRESS = { ...US_ADDRESS, phone: '02079460000', phoneCode: '+44', addressLine1: '12 Long Acre', city: 'London', province: undefined, postalCode: 'WC2E 9LH', country: 'GB' };

export const VISA = { cardNumber: '4111111111111111', holder: 'Robin Hiker', expirationMonth: 12, expirationYear: 2099 };

/** A variant that is always in stock (100,000 per variant). */
export const BOOT = 'FWINSTOCK1-moss-01';

export type Client = ReturnType<typeof sandboxClient>;

export function shopperSession(api: Client, token: string, site?: string) {
  const headers = site ? { 'x-site-id': site } : undefined;
  const opts = { token, ...(headers ? { headers } : {}) };
  return {
    token,
    get: (path: string) => api.call('GET', path, undefined, opts),
    post: (path: string, body?: unknown, extra: Record<string, string> = {}) => api.call('POST', path, body, { ...opts, headers: { ...headers, ...extra } }),
    put: (path: string, body?: unknown, extra: Record<string, string> = {}) => api.call('PUT', path, body, { ...opts, headers: { ...headers, ...extra } }),
    patch: (path: string, body?: unknown) => api.call('PATCH', path, body, opts),
    del: (path: string, body?: unknown) => api.call('DELETE', path, body, opts),
    async cart(): Promise<any> {
      const answer = await api.call('POST', '/cart/v1/cart', {}, opts);
      ok(answer);
      return answer.body;
    },
    async add(cartId: string, item: Record<string, unknown>): Promise<any> {
      const answer = await api.call('POST', '/cart/v1/item', { cartId, ...item }, opts);
      ok(answer);
      return answer.body;
    },
    /** A cart ready to order: one boot, US address both ways, a card. */
    async readyCart(productId = BOOT, qty = 1): Promise<any> {
      const cart = await this.cart();
      await this.add(cart.id, { productId, qty });
      ok(await api.call('POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { address: [US_ADDRESS] }, opts));
      ok(await api.call('POST', `/cart/v1/cart/${cart.id}/billingAddress`, US_ADDRESS, opts));
      const paid = await api.call('POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', paymentCard: VISA }, opts);
      ok(paid);
      return paid.body;
    },
  };
}

export type Shopper = ReturnType<typeof shopperSession>;

export async function guestShopper(api: Client, site?: string): Promise<Shopper> {
  const guest = await api.guest();
  return shopperSession(api, guest.accessToken, site);
}

export async function signedInShopper(api: Client, email: string, site?: string): Promise<Shopper> {
  const tokens = await api.signIn(email);
  return shopperSession(api, tokens.accessToken, site);
}

export function ok(answer: Answer): void {
  if (answer.status >= 300) throw new Error(`expected success, got ${answer.status}: ${answer.text}`);
}

/** The answer is the error `id` (first errorDetail) with this status, in the spec's shape. */
export function expectError(answer: Answer, status: number, id: string): void {
  expect({ status: answer.status, ids: errorIds(answer) }, answer.text).toMatchObject({ status, ids: expect.arrayContaining([id]) });
  expect(errorIds(answer)[0]).toBe(id);
  expect(answer.body.appId).toBe('cairn-sandbox');
  expect(typeof answer.body.correlationId).toBe('string');
}

export const flashTypes = (cart: any): string[] => (cart.flash ?? []).map((f: { type: string }) => f.type);
export const noticeIds = (cart: any): string[] => (cart.customerNotifications ?? []).map((n: { id: string }) => n.id);
