/**
 * The cart client's rules (docs/requirements/cart.md#cart-recovery Cart recovery, docs/requirements/cart.md#cart-recovery) against a mocked fetch:
 * CART_NOT_FOUND recovery, INVALID_CUSTOMER reset and reload, the add retry (and GWP_PRODUCT
 * never retried), the max-quantity message, the remove message, the stores and analytics.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBffFetch, type Call, type Reply } from '../fake-bff.ts';
import type { Cart } from '../../../schemas/api/cart.ts';

const pushed: unknown[] = [];
vi.mock('../../../src/lib/analytics/data-layer.ts', () => ({ pushEvent: (e: unknown) => (pushed.push(e), true) }));

type Handler = (method: string, path: string, body: unknown) => Reply;

let calls: Call[] = [];
let handler: Handler;

function line(itemId: string, productId: string, qty: number, extra: Partial<Cart['items'][number]> = {}): Cart['items'][number] {
  return { itemId, id: itemId, productId, qty, maxQty: 10, bonus: false, masterId: 'M', name: productId, upc: '000000000000', attributes: {}, ...extra } as Cart['items'][number];
}

function cart(basketId: string, items: Cart['items']): Cart {
  return { id: basketId, basketId, state: 'open', currency: 'USD', totalItems: items.reduce((n, i) => n + (i.bonus ? 0 : i.qty), 0), items } as unknown as Cart;
}

const fail = (status: number, errorId: string, message = `${errorId} from the server`): Reply => ({ status, body: { errorDetails: [{ errorId, message }], appId: 'x', correlationId: 'c' } });

async function load() {
  const client = await import('../../../src/lib/cart/client.ts');
  const stores = await import('../../../src/stores/cart.ts');
  const toasts = await import('../../../src/stores/toasts.ts');
  return { client, stores, toasts };
}

beforeEach(() => {
  vi.resetModules();
  pushed.length = 0;
  calls = [];
  vi.stubGlobal('location', { pathname: '/en-us/cart', reload: vi.fn() });
  stubBffFetch(calls, (method, path, body) => handler(method, path, body), { '/api/session': { signedIn: false, cart: { basketId: 'B1', totalItems: 1, items: [{ itemId: 'i1', productId: 'P1', qty: 1 }] } } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('addToCart', () => {
  it('adds to the known basket, updates the stores and pushes add_to_cart', async () => {
    const { client, stores } = await load();
    stores.setCart({ basketId: 'B1', totalItems: 0, items: [] });
    handler = (method, path) => (method === 'POST' && path === '/api/gateway/cart/v1/item' ? { status: 200, body: cart('B1', [line('i1', 'P1', 2)]) } : fail(500, 'GEN500'));
    const result = await client.addToCart([{ productId: 'P1', qty: 2 }]);
    expect(result.ok).toBe(true);
    expect(calls[0]?.body).toEqual([{ cartId: 'B1', productId: 'P1', qty: 2, maxQty: 999_999 }]);
    expect(stores.$cart.get()).toMatchObject({ status: 'ready', basketId: 'B1', totalItems: 2 });
    expect(stores.$cartDetail.get()).toMatchObject({ status: 'ready', error: null });
    expect(pushed).toContainEqual({ event: 'add_to_cart', productId: 'P1', qty: 2 });
  });

  it('creates the basket with the lines when the shopper has none (default qty 1)', async () => {
    const { client, stores } = await load();
    stores.setCart({ totalItems: 0, items: [] });
    handler = (method, path) => (method === 'POST' && path === '/api/gateway/cart/v1/cartWithItem' ? { status: 201, body: cart('NEW', [line('n1', 'P9', 1)]) } : fail(500, 'GEN500'));
    const result = await client.addToCart([{ productId: 'P9' }]);
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ items: [{ productId: 'P9', qty: 1, maxQty: 999_999 }] });
    expect(stores.$cart.get()).toMatchObject({ basketId: 'NEW' });
  });

  it('reads the basket id from the session when it is not known yet', async () => {
    const { client } = await load();
    handler = (_m, path) => (path === '/api/gateway/cart/v1/item' ? { status: 200, body: cart('B1', [line('i1', 'P1', 2)]) } : fail(500, 'GEN500'));
    expect((await client.addToCart([{ productId: 'P1' }])).ok).toBe(true);
    expect((calls[0]?.body as Array<{ cartId: string }>)[0]?.cartId).toBe('B1');
  });

  it('retries a failed add once after 2000 ms', async () => {
    vi.useFakeTimers();
    const { client, stores } = await load();
    stores.setCart({ basketId: 'B1', totalItems: 0, items: [] });
    let n = 0;
    handler = () => (++n === 1 ? fail(500, 'GEN500') : { status: 200, body: cart('B1', [line('i1', 'P1', 1)]) });
    const pending = client.addToCart([{ productId: 'P1' }]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(calls).toHaveLength(2);
    expect(result.ok).toBe(true);
  });

  it('gives up after the one retry: error raised, toast shown', async () => {
    vi.useFakeTimers();
    const { client, stores, toasts } = await load();
    stores.setCart({ basketId: 'B1', totalItems: 0, items: [] });
    handler = () => fail(409, 'ITEM_NOT_AVAILABLE', 'Item P1 is not available');
    const pending = client.addToCart([{ productId: 'P1' }]);
    await vi.advanceTimersByTimeAsync(2000);
    const result = await pending;
    expect(calls).toHaveLength(2);
    expect(result).toMatchObject({ ok: false, error: { errorId: 'ITEM_NOT_AVAILABLE', action: 'cart.add' } });
    expect(pushed).toContainEqual(expect.objectContaining({ event: 'error', action: 'cart.add', errorId: 'ITEM_NOT_AVAILABLE' }));
    expect(toasts.$toasts.get()).toEqual([expect.objectContaining({ kind: 'error', title: result.ok ? '' : result.error.message })]);
  });

  it('never retries GWP_PRODUCT and says the maximum quantity', async () => {
    vi.useFakeTimers();
    const { client, stores } = await load();
    stores.setCart({ basketId: 'B1', totalItems: 0, items: [] });
    handler = () => fail(409, 'GWP_PRODUCT', 'This gift with purchase is added automatically, once per order: the maximum quantity is 1.');
    const result = await client.addToCart([{ productId: 'GRFREEGFT1' }]);
    expect(calls).toHaveLength(1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/maximum quantity/i);
  });

  it('names the maximum quantity on ADDED_MAX_QUANTITY', async () => {
    vi.useFakeTimers();
    const { client, stores } = await load();
    stores.setCart({ basketId: 'B1', totalItems: 0, items: [] });
    handler = () => fail(409, 'ADDED_MAX_QUANTITY', 'The maximum quantity for this item is 2.');
    const pending = client.addToCart([{ productId: 'GRLIMITED1', qty: 3 }]);
    await vi.advanceTimersByTimeAsync(2000);
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain('2');
  });

  it('keeps the quantity within maxQty', async () => {
    const { client, stores } = await load();
    stores.setCart({ basketId: 'B1', totalItems: 0, items: [] });
    handler = () => ({ status: 200, body: cart('B1', [line('i1', 'P1', 1)]) });
    await client.addToCart([{ productId: 'P1', qty: 5, maxQty: 1 }]);
    expect(calls[0]?.body).toEqual([{ cartId: 'B1', productId: 'P1', qty: 1, maxQty: 1 }]);
  });
});

describe('maxQuantityMessage', () => {
  it('puts the maximum into the words, from the server message or the line', async () => {
    const { client } = await load();
    const fromServer = client.maxQuantityMessage('The maximum quantity for this item is 2.', undefined, 'en');
    expect(fromServer).toContain('2');
    expect(fromServer).not.toContain('{max}');
    expect(client.maxQuantityMessage(null, 5, 'en')).toContain('5');
    expect(client.maxQuantityMessage(null, undefined, 'en')).not.toContain('{max}');
  });
});

describe('CART_NOT_FOUND recovery', () => {
  it('creates a new cart with the lines the shopper had and retries the change on the new line', async () => {
    const { client, stores } = await load();
    client.applyCartAnswer(cart('OLD', [line('o1', 'P1', 1, { storeId: 'S1' }), line('o2', 'P2', 2), line('g', 'GIFT', 1, { bonus: true })]));
    handler = (method, path, body) => {
      if (path.includes('/OLD/')) return fail(404, 'CART_NOT_FOUND', 'Cart OLD not found');
      if (path === '/api/gateway/cart/v1/cartWithItem') return { status: 201, body: cart('NEW', [line('n1', 'P1', 1, { storeId: 'S1' }), line('n2', 'P2', 2)]) };
      if (method === 'PUT' && path === '/api/gateway/cart/v1/cart/NEW/item') return { status: 200, body: cart('NEW', [line('n1', 'P1', 1, { storeId: 'S1' }), line('n2', 'P2', (body as { qty: number }).qty)]) };
      return fail(500, 'GEN500');
    };
    const result = await client.updateCartItem('o2', { qty: 3 });
    expect(result.ok).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/gateway/cart/v1/cart/OLD/item', 'POST /api/gateway/cart/v1/cartWithItem', 'PUT /api/gateway/cart/v1/cart/NEW/item']);
    // The gift with purchase is not re-added by hand (it would answer GWP_PRODUCT).
    expect(calls[1]?.body).toEqual({ items: [expect.objectContaining({ productId: 'P1', qty: 1, storeId: 'S1' }), expect.objectContaining({ productId: 'P2', qty: 2 })] });
    expect(calls[2]?.body).toMatchObject({ cartId: 'NEW', itemId: 'n2', qty: 3 });
    expect(stores.$cart.get()).toMatchObject({ basketId: 'NEW', totalItems: 4 });
    expect(pushed).toContainEqual({ event: 'update_cart', productId: 'P2', qty: 3 });
  });

  it('recovers an add: a new cart with the old lines, then the add on it', async () => {
    const { client } = await load();
    client.applyCartAnswer(cart('OLD', [line('o1', 'P1', 1)]));
    handler = (_m, path, body) => {
      if (path === '/api/gateway/cart/v1/item' && (body as Array<{ cartId: string }>)[0]?.cartId === 'OLD') return fail(404, 'CART_NOT_FOUND');
      if (path === '/api/gateway/cart/v1/cartWithItem') return { status: 201, body: cart('NEW', [line('n1', 'P1', 1)]) };
      if (path === '/api/gateway/cart/v1/item') return { status: 200, body: cart('NEW', [line('n1', 'P1', 1), line('n2', 'P5', 1)]) };
      return fail(500, 'GEN500');
    };
    const result = await client.addToCart([{ productId: 'P5' }]);
    expect(result.ok && result.cart.items.map((i) => i.productId)).toEqual(['P1', 'P5']);
    expect(calls).toHaveLength(3);
  });

  it('loadCart recovers a lost basket from the summary', async () => {
    const { client, stores } = await load();
    stores.setCart({ basketId: 'OLD', totalItems: 1, items: [{ itemId: 'o1', productId: 'P1', qty: 1 }] });
    handler = (_m, path) => (path === '/api/gateway/cart/v1/cart/OLD' ? fail(404, 'CART_NOT_FOUND') : path.endsWith('cartWithItem') ? { status: 201, body: cart('NEW', [line('n1', 'P1', 1)]) } : fail(500, 'GEN500'));
    const result = await client.loadCart();
    expect(result?.ok).toBe(true);
    expect(stores.$cartDetail.get().cart?.basketId).toBe('NEW');
  });

  it('a change queued behind the recovering read follows its line to the new cart, and the line keeps its key', async () => {
    const { client, stores } = await load();
    client.applyCartAnswer(cart('OLD', [line('o1', 'P1', 1), line('o2', 'P2', 2)]));
    handler = (method, path, body) => {
      if (path === '/api/gateway/cart/v1/cart/OLD') return fail(404, 'CART_NOT_FOUND');
      if (path === '/api/gateway/cart/v1/cartWithItem') return { status: 201, body: cart('NEW', [line('n1', 'P1', 1), line('n2', 'P2', 2)]) };
      if (method === 'PUT' && path === '/api/gateway/cart/v1/cart/NEW/item' && (body as { itemId: string }).itemId === 'n1') return { status: 200, body: cart('NEW', [line('n1', 'P1', 3), line('n2', 'P2', 2)]) };
      if (method === 'DELETE' && path === '/api/gateway/cart/v1/item' && (body as { itemId: string }).itemId === 'n2') return { status: 200, body: cart('NEW', [line('n1', 'P1', 3)]) };
      return fail(404, 'ITEM_NOT_FOUND');
    };
    // The page's first read finds the basket gone; the shopper's change was made on the old line.
    const read = client.loadCart();
    const changed = client.updateCartItem('o1', { qty: 3 });
    const removed = client.removeCartItem('o2');
    expect((await read)?.ok).toBe(true);
    expect((await changed).ok).toBe(true);
    expect((await removed).ok).toBe(true);
    expect(calls.slice(2).map((c) => [c.method, c.path, (c.body as { itemId?: string }).itemId])).toEqual([
      ['PUT', '/api/gateway/cart/v1/cart/NEW/item', 'n1'],
      ['DELETE', '/api/gateway/cart/v1/item', 'n2'],
    ]);
    expect(stores.$cartDetail.get().cart?.items.map((i) => [i.itemId, i.qty])).toEqual([['n1', 3]]);
    expect(client.currentLineId('o1')).toBe('n1');
    expect(client.lastingLineKey('n1')).toBe('o1');
    expect(client.lastingLineKey('o1')).toBe('o1');
  });

  it('loadCart leaves the stores’ cart as it is when the read answers the same cart (the cart page re-reads its server render)', async () => {
    const { client, stores } = await load();
    const held = cart('B1', [line('i1', 'P1', 1)]);
    stores.$cartDetail.set({ status: 'ready', cart: held, error: null });
    handler = (_m, path) => (path === '/api/gateway/cart/v1/cart/B1' ? { status: 200, body: cart('B1', [line('i1', 'P1', 1)]) } : fail(500, 'GEN500'));
    const sets: unknown[] = [];
    const stop = stores.$cartDetail.listen((value) => sets.push(value));
    expect((await client.loadCart())?.ok).toBe(true);
    expect(sets, 'the islands showing the cart would re-render it all for nothing').toEqual([]);
    expect(stores.$cartDetail.get().cart).toBe(held);
    // A changed answer is taken.
    handler = (_m, path) => (path === '/api/gateway/cart/v1/cart/B1' ? { status: 200, body: cart('B1', [line('i1', 'P1', 2)]) } : fail(500, 'GEN500'));
    await client.loadCart();
    stop();
    expect(sets).toHaveLength(1);
    expect(stores.$cartDetail.get().cart?.items[0]?.qty).toBe(2);
  });

  it('loadCart answers null without a basket', async () => {
    const { client, stores } = await load();
    stores.setCart({ totalItems: 0, items: [] });
    expect(await client.loadCart()).toBeNull();
    expect(stores.$cartDetail.get()).toMatchObject({ status: 'ready', cart: null });
  });
});

describe('INVALID_CUSTOMER', () => {
  it('clears the stored cart, shows the message and reloads after 4000 ms', async () => {
    vi.useFakeTimers();
    const { client, stores, toasts } = await load();
    client.applyCartAnswer(cart('B1', [line('i1', 'P1', 1)]));
    handler = () => fail(403, 'INVALID_CUSTOMER', 'This cart belongs to another customer');
    const result = await client.updateCartItem('i1', { qty: 2 });
    expect(result.ok).toBe(false);
    expect(stores.$cart.get()).toMatchObject({ totalItems: 0, items: [] });
    expect(stores.$cart.get()).not.toHaveProperty('basketId');
    expect(toasts.$toasts.get()).toHaveLength(1);
    expect(location.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3999);
    expect(location.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('is not retried on add', async () => {
    vi.useFakeTimers();
    const { client, stores } = await load();
    stores.setCart({ basketId: 'B1', totalItems: 0, items: [] });
    handler = () => fail(403, 'INVALID_CUSTOMER');
    await client.addToCart([{ productId: 'P1' }]);
    expect(calls).toHaveLength(1);
  });
});

describe('removeCartItem', () => {
  it('removes the line and pushes remove_from_cart', async () => {
    const { client } = await load();
    client.applyCartAnswer(cart('B1', [line('i1', 'P1', 2)]));
    handler = (method, path) => (method === 'DELETE' && path === '/api/gateway/cart/v1/item' ? { status: 200, body: cart('B1', []) } : fail(500, 'GEN500'));
    const result = await client.removeCartItem('i1');
    expect(result.ok).toBe(true);
    expect(calls[0]?.body).toEqual({ cartId: 'B1', itemId: 'i1' });
    expect(pushed).toContainEqual({ event: 'remove_from_cart', productId: 'P1', qty: 2 });
  });

  it('says exactly "Unable to remove item from cart. Please try again later" on any failure', async () => {
    const { client, toasts } = await load();
    client.applyCartAnswer(cart('B1', [line('i1', 'P1', 2)]));
    handler = () => fail(500, 'GEN500', 'Boom');
    const result = await client.removeCartItem('i1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('Unable to remove item from cart. Please try again later');
    expect(toasts.$toasts.get()[0]?.title).toBe('Unable to remove item from cart. Please try again later');
  });
});

describe('mutateCart', () => {
  it('applies a cart found under `cart` and can leave the error to the caller (no toast)', async () => {
    const { client, stores, toasts } = await load();
    client.applyCartAnswer(cart('B1', [line('i1', 'P1', 2)]));
    handler = () => ({ status: 200, body: { cart: cart('B1', []), saveForLater: { saveForLaterId: 'S', items: [], total: 0 } } });
    const moved = await client.mutateCart('cart.saveForLater', (basketId) => import('../../../src/lib/bff/browser.ts').then((m) => m.callBff('POST', `/api/gateway/cart/v2/cart/${basketId}/saveForLater`, { itemId: 'i1' })));
    expect(moved.ok).toBe(true);
    expect(stores.$cart.get()).toMatchObject({ totalItems: 0 });
    handler = () => fail(400, 'PRM135', 'Coupon code EXPIRED10 has expired');
    const coupon = await client.mutateCart('cart.coupon', (basketId) => import('../../../src/lib/bff/browser.ts').then((m) => m.callBff('PUT', '/api/gateway/cart/v1/coupon', { cartId: basketId, code: 'EXPIRED10' })), { toast: false });
    expect(coupon).toMatchObject({ ok: false, error: { errorId: 'PRM135' } });
    expect(toasts.$toasts.get()).toHaveLength(0);
  });

  it('creates an empty basket first when the shopper has none', async () => {
    const { client, stores } = await load();
    stores.setCart({ totalItems: 0, items: [] });
    handler = (method, path) => (path === '/api/gateway/cart/v1/cart' ? { status: 201, body: cart('E', []) } : method === 'PUT' ? { status: 200, body: cart('E', []) } : fail(500, 'GEN500'));
    const result = await client.mutateCart('cart.coupon', (basketId) => import('../../../src/lib/bff/browser.ts').then((m) => m.callBff('PUT', '/api/gateway/cart/v1/coupon', { cartId: basketId, code: 'SAVE10' })));
    expect(result.ok).toBe(true);
    expect(calls[1]?.body).toEqual({ cartId: 'E', code: 'SAVE10' });
  });
});
