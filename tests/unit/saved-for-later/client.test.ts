/**
 * The saved-for-later client (docs/requirements/cart.md#saved-for-later) with the real cart client against a mocked
 * fetch: the list read, moving a cart line there (it leaves the cart), moving it back with the
 * saveForLater info (ITEM_OOS: 'this item could not be moved to cart'), removing, employees.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBffFetch, type Call, type Reply } from '../fake-bff.ts';

vi.mock('../../../src/lib/analytics/data-layer.ts', () => ({ pushEvent: () => true }));

let calls: Call[] = [];
let handler: (method: string, path: string, body: unknown) => Reply;

const savedItem = (n: number, extra: Record<string, unknown> = {}) => ({
  itemId: `SFL-I${n}`,
  productId: `FWINSTOCK1-moss-0${n}`,
  masterId: 'FWINSTOCK1',
  upc: `00000000000${n}`,
  qty: 1,
  pageUrl: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1',
  available: true,
  name: 'Summit Trail Mid WP Boot',
  image: '/media/products/FWINSTOCK1/moss-1.svg',
  ...extra,
});
const list = (items: unknown[]) => ({ saveForLaterId: 'SFL-1', items, total: items.length });
const cart = (basketId: string, items: unknown[]) => ({ id: basketId, basketId, state: 'open', currency: 'USD', totalItems: items.length, items });
const line = (itemId: string, productId: string) => ({ itemId, id: itemId, productId, qty: 1, maxQty: 10, bonus: false, masterId: 'FWINSTOCK1', upc: '000000000001' });
const fail = (status: number, errorId: string, message = `${errorId} from the server`): Reply => ({ status, body: { errorDetails: [{ errorId, message }] } });

async function load(kind: 'guest' | 'employee' = 'guest') {
  const client = await import('../../../src/lib/saved-for-later/client.ts');
  const stores = await import('../../../src/stores/saved-for-later.ts');
  const cartStores = await import('../../../src/stores/cart.ts');
  const auth = await import('../../../src/stores/auth.ts');
  if (kind === 'guest') auth.setGuest();
  else auth.setSignedIn({ consumerNo: 'C3', consumerType: 'EMPLOYEE', isLoyaltyMember: false, isEmployeeDiscountTCAccepted: true, identityTypes: [], isAthlete: false });
  cartStores.setCart({ basketId: 'B1', totalItems: 1, items: [{ itemId: 'L1', productId: 'FWINSTOCK1-moss-01', qty: 1 }] });
  return { client, stores, cartStores };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  calls = [];
  vi.stubGlobal('location', { pathname: '/en-us/cart', origin: 'https://shop.test', reload: vi.fn() });
  stubBffFetch(calls, (method, path, body) => handler(method, path, body));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saved-for-later', () => {
  it('reads the list into the store', async () => {
    const { client, stores } = await load();
    handler = () => ({ status: 200, body: { ...list([savedItem(1), savedItem(2, { available: false })]), start: 0, count: 2 } });
    const out = await client.loadSavedForLater();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/gateway/wishlists/v2/saveForLater?start=0&count=100' });
    expect(out.ok).toBe(true);
    expect(stores.$savedForLater.get()).toMatchObject({ status: 'ready', saveForLaterId: 'SFL-1', items: [{ itemId: 'SFL-I1', available: true }, { itemId: 'SFL-I2', available: false }] });
  });

  it('moves a cart line there: the line leaves the cart and the list comes from the answer', async () => {
    const { client, stores, cartStores } = await load();
    handler = (method, path) =>
      method === 'POST' && path === '/api/gateway/cart/v2/cart/B1/saveForLater' ? { status: 200, body: { cart: cart('B1', []), saveForLater: list([savedItem(1)]) } } : fail(500, 'XYZ');
    const result = await client.moveToSavedForLater('L1');
    expect(result.ok).toBe(true);
    expect(calls[0]?.body).toEqual({ itemId: 'L1' });
    expect(cartStores.$cart.get()).toMatchObject({ basketId: 'B1', totalItems: 0, items: [] });
    expect(stores.$savedForLater.get()).toMatchObject({ saveForLaterId: 'SFL-1', items: [{ itemId: 'SFL-I1' }] });
  });

  it('moves an item back to the cart with the saveForLater info, and it leaves the list', async () => {
    const { client, stores } = await load();
    stores.$savedForLater.set({ status: 'ready', saveForLaterId: 'SFL-1', items: [savedItem(1)] });
    handler = (method, path) => (method === 'POST' && path === '/api/gateway/cart/v1/item' ? { status: 200, body: cart('B1', [line('L2', 'FWINSTOCK1-moss-01')]) } : fail(500, 'XYZ'));
    const item = stores.$savedForLater.get().items[0]!;
    const result = await client.moveToCart(item);
    expect(result.ok).toBe(true);
    expect(calls[0]?.body).toEqual([
      {
        cartId: 'B1',
        productId: 'FWINSTOCK1-moss-01',
        upc: '000000000001',
        qty: 1,
        maxQty: 999_999,
        pdpUrl: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1',
        productImageURL: '/media/products/FWINSTOCK1/moss-1.svg',
        saveForLater: { saveForLaterId: 'SFL-1', itemId: 'SFL-I1' },
      },
    ]);
    expect(stores.$savedForLater.get().items).toEqual([]);
  });

  it("out of stock: 'this item could not be moved to cart', and the item stays", async () => {
    const { client, stores } = await load();
    stores.$savedForLater.set({ status: 'ready', saveForLaterId: 'SFL-1', items: [savedItem(1, { available: false })] });
    handler = () => fail(409, 'ITEM_OOS', 'Out of stock');
    const pending = client.moveToCart(stores.$savedForLater.get().items[0]!);
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { errorId: 'ITEM_OOS', message: 'this item could not be moved to cart' } });
    expect(stores.$savedForLater.get().items).toHaveLength(1);
  });

  it('removes an item (DELETE …/saveForLater/{id}/items/{itemId}) and puts it back on failure', async () => {
    const { client, stores } = await load();
    stores.$savedForLater.set({ status: 'ready', saveForLaterId: 'SFL-1', items: [savedItem(1), savedItem(2)] });
    handler = () => fail(500, 'XYZ');
    expect((await client.removeSavedItem('SFL-I1')).ok).toBe(false);
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/gateway/cart/v2/saveForLater/SFL-1/items/SFL-I1' });
    expect(stores.$savedForLater.get().items.map((i) => i.itemId)).toEqual(['SFL-I1', 'SFL-I2']);
    handler = () => ({ status: 200, body: list([savedItem(2)]) });
    expect((await client.removeSavedItem('SFL-I1')).ok).toBe(true);
    expect(stores.$savedForLater.get().items.map((i) => i.itemId)).toEqual(['SFL-I2']);
  });

  it('an employee gets an empty list and no calls (docs/requirements/account-and-loyalty.md#employees)', async () => {
    const { client, stores } = await load('employee');
    handler = () => ({ status: 200, body: list([savedItem(1)]) });
    expect(await client.loadSavedForLater()).toMatchObject({ ok: true, list: { items: [] } });
    expect((await client.moveToSavedForLater('L1')).ok).toBe(false);
    expect(stores.$savedForLater.get().items).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('updateSavedItem (quick shop update-saved-item, docs/requirements/cart.md#saved-for-later)', () => {
  const newVariant = { productId: 'FWINSTOCK1-moss-05', upc: '000000000005', qty: 1, pdpUrl: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1' };

  it('saves the new variant, then removes the old item; the list follows the answers', async () => {
    const { client, stores } = await load();
    stores.$savedForLater.set({ status: 'ready', saveForLaterId: 'SFL-1', items: [savedItem(1), savedItem(2)] });
    handler = (method, path) =>
      method === 'PUT' && path === '/api/gateway/cart/v2/saveForLater'
        ? { status: 200, body: list([savedItem(1), savedItem(2), savedItem(5)]) }
        : method === 'DELETE' && path === '/api/gateway/cart/v2/saveForLater/SFL-1/items/SFL-I1'
          ? { status: 200, body: list([savedItem(2), savedItem(5)]) }
          : fail(500, 'XYZ');
    const out = await client.updateSavedItem(stores.$savedForLater.get().items[0]!, newVariant);
    expect(out.ok).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/gateway/cart/v2/saveForLater', 'DELETE /api/gateway/cart/v2/saveForLater/SFL-1/items/SFL-I1']);
    expect(calls[0]?.body).toEqual({ saveForLaterId: 'SFL-1', productId: 'FWINSTOCK1-moss-05', upc: '000000000005', qty: 1, pageUrl: newVariant.pdpUrl });
    expect(stores.$savedForLater.get().items.map((i) => i.productId)).toEqual(['FWINSTOCK1-moss-02', 'FWINSTOCK1-moss-05']);
  });

  it("keeps the item's quantity when the change names none, and takes an item id", async () => {
    const { client, stores } = await load();
    stores.$savedForLater.set({ status: 'ready', saveForLaterId: 'SFL-1', items: [savedItem(1, { qty: 3 })] });
    handler = (method) => ({ status: 200, body: list(method === 'PUT' ? [savedItem(1, { qty: 3 }), savedItem(5, { qty: 3 })] : [savedItem(5, { qty: 3 })]) });
    const out = await client.updateSavedItem('SFL-I1', { productId: 'FWINSTOCK1-moss-05' });
    expect(out.ok).toBe(true);
    expect(calls[0]?.body).toMatchObject({ productId: 'FWINSTOCK1-moss-05', qty: 3 });
    expect(stores.$savedForLater.get().items).toMatchObject([{ itemId: 'SFL-I5', qty: 3 }]);
  });

  it('reads the list first when the store does not hold the item', async () => {
    const { client, stores } = await load();
    handler = (method, path) =>
      method === 'GET' ? { status: 200, body: list([savedItem(1)]) } : method === 'PUT' ? { status: 200, body: list([savedItem(1), savedItem(5)]) } : path.endsWith('/items/SFL-I1') ? { status: 200, body: list([savedItem(5)]) } : fail(500, 'XYZ');
    const out = await client.updateSavedItem('SFL-I1', newVariant);
    expect(out.ok).toBe(true);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT', 'DELETE']);
    expect(stores.$savedForLater.get().items.map((i) => i.itemId)).toEqual(['SFL-I5']);
  });

  it('a failed save changes nothing and removes nothing', async () => {
    const { client, stores } = await load();
    stores.$savedForLater.set({ status: 'ready', saveForLaterId: 'SFL-1', items: [savedItem(1)] });
    handler = () => fail(404, 'ITEM_NOT_AVAILABLE');
    const out = await client.updateSavedItem('SFL-I1', newVariant);
    expect(out).toMatchObject({ ok: false, error: { errorId: 'ITEM_NOT_AVAILABLE' } });
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
    expect(stores.$savedForLater.get().items.map((i) => i.itemId)).toEqual(['SFL-I1']);
  });

  it('a failed removal shows both (the new one is saved) and says so', async () => {
    const { client, stores } = await load();
    stores.$savedForLater.set({ status: 'ready', saveForLaterId: 'SFL-1', items: [savedItem(1)] });
    handler = (method) => (method === 'PUT' ? { status: 200, body: list([savedItem(1), savedItem(5)]) } : fail(500, 'XYZ'));
    const out = await client.updateSavedItem('SFL-I1', newVariant);
    expect(out.ok).toBe(false);
    expect(stores.$savedForLater.get().items.map((i) => i.itemId)).toEqual(['SFL-I1', 'SFL-I5']);
  });

  it('the same variant makes no call', async () => {
    const { client, stores } = await load();
    stores.$savedForLater.set({ status: 'ready', saveForLaterId: 'SFL-1', items: [savedItem(1)] });
    handler = () => fail(500, 'XYZ');
    expect((await client.updateSavedItem('SFL-I1', { productId: 'FWINSTOCK1-moss-01' })).ok).toBe(true);
    expect(calls).toEqual([]);
  });

  it('an employee: nothing happens (docs/requirements/account-and-loyalty.md#employees)', async () => {
    const { client } = await load('employee');
    handler = () => ({ status: 200, body: list([savedItem(1)]) });
    expect(await client.updateSavedItem('SFL-I1', newVariant)).toMatchObject({ ok: true, list: { items: [] } });
    expect(calls).toEqual([]);
  });
});
