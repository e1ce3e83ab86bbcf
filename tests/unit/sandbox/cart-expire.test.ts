/**
 * The sandbox's test hook POST /__sandbox/carts/{basketId}/expire (docs/sandbox.md "Cart and
 * products"): the cart is lost, so the next call on it answers CART_NOT_FOUND.
 */
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './auth-helpers.ts';
import { BOOT, expectError, guestShopper, ok } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);

describe('POST /__sandbox/carts/{basketId}/expire', () => {
  it('deletes an open cart: the next call on it answers CART_NOT_FOUND', async () => {
    const s = await guestShopper(api);
    const made = await s.post('/cart/v1/cartWithItem', { productId: BOOT });
    ok(made);
    const id = made.body.basketId as string;
    const expired = await api.post(`/__sandbox/carts/${id}/expire`);
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual({ basketId: id, expired: true });
    expectError(await s.get(`/cart/v1/cart/${id}`), 404, 'CART_NOT_FOUND');
    expectError(await s.put(`/cart/v1/cart/${id}/item`, { itemId: made.body.items[0].itemId, qty: 2 }), 404, 'CART_NOT_FOUND');
  });

  it('answers CART_NOT_FOUND for a cart that does not exist', async () => {
    expectError(await api.post('/__sandbox/carts/no-such-cart/expire'), 404, 'CART_NOT_FOUND');
  });
});
