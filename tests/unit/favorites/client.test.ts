/**
 * The favorites client (docs/requirements/cart.md#favorites Wishlists; docs/requirements/cart.md#favorites employees) against a mocked fetch:
 * paging, the whole-list read for the hearts, optimistic add/remove with rollback, share links,
 * and employees getting empty lists and no calls.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBffFetch, type Call, type Reply } from '../fake-bff.ts';
import { FAVORITES_MAX_PAGE_SIZE } from '../../../schemas/api/wishlists.ts';

vi.mock('../../../src/lib/analytics/data-layer.ts', () => ({ pushEvent: () => true }));

let calls: Call[] = [];
let handler: (method: string, path: string, body: unknown) => Reply | Promise<Reply>;

const item = (n: number, productId = `FWTEST${n}`, masterId = productId) => ({
  itemId: `FAVI-${n}`,
  id: productId,
  productId,
  masterId,
  itemType: 'product',
  qty: 1,
  name: `Product ${n}`,
  pdpUrl: `/en-us/p/product-${n}`,
  available: true,
  addedAt: '2025-01-01T00:00:00.000Z',
});
const page = (items: unknown[], total = items.length, start = 0, extra: Record<string, unknown> = {}) => ({ favoriteId: 'FAV-1', items, total, start, count: items.length, ...extra });
const fail = (status: number, errorId: string, message = `${errorId} from the server`): Reply => ({ status, body: { errorDetails: [{ errorId, message }] } });

async function load(kind: 'guest' | 'member' | 'employee' = 'guest') {
  const client = await import('../../../src/lib/favorites/client.ts');
  const stores = await import('../../../src/stores/favorites.ts');
  const auth = await import('../../../src/stores/auth.ts');
  if (kind === 'guest') auth.setGuest();
  else
    auth.setSignedIn({
      consumerNo: kind === 'member' ? 'C1' : 'C3',
      consumerType: kind === 'member' ? 'REGISTERED' : 'EMPLOYEE',
      isLoyaltyMember: false,
      isEmployeeDiscountTCAccepted: true,
      identityTypes: [],
      isAthlete: false,
    });
  return { client, stores };
}

beforeEach(() => {
  vi.resetModules();
  calls = [];
  vi.stubGlobal('location', { pathname: '/en-us/favorites', origin: 'https://shop.test' });
  stubBffFetch(calls, (method, path, body) => handler(method, path, body));
});

afterEach(() => vi.unstubAllGlobals());

describe('reading favorites', () => {
  it('reads one page with start and count, and keeps the list id and favorite store', async () => {
    const { client, stores } = await load('member');
    handler = () => ({ status: 200, body: page([item(3)], 25, 20, { favoriteStoreId: '1001' }) });
    const out = await client.fetchFavoritesPage(20, 20);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/gateway/wishlists/v2/favorites?start=20&count=20' });
    expect(out).toMatchObject({ ok: true, data: { total: 25, start: 20, items: [{ itemId: 'FAVI-3' }] } });
    expect(stores.$favorites.get()).toMatchObject({ favoriteId: 'FAV-1', total: 25, favoriteStoreId: '1001' });
  });

  it('reads the whole list for the hearts, page after page, never past the contract page size', async () => {
    const { client, stores } = await load();
    expect(client.FAVORITES_ALL_PAGE_SIZE).toBeLessThanOrEqual(FAVORITES_MAX_PAGE_SIZE);
    const all = Array.from({ length: 130 }, (_, i) => item(i));
    handler = (_m, path) => {
      const q = new URL(path, 'https://x').searchParams;
      const start = Number(q.get('start'));
      return { status: 200, body: page(all.slice(start, start + Number(q.get('count'))), all.length, start) };
    };
    const state = await client.loadFavorites();
    expect(calls.map((c) => c.path)).toEqual(['/api/gateway/wishlists/v2/favorites?start=0&count=100', '/api/gateway/wishlists/v2/favorites?start=100&count=100']);
    expect(state).toMatchObject({ status: 'ready', favoriteId: 'FAV-1', total: 130 });
    expect(stores.$favorites.get().items).toHaveLength(130);
  });

  it('marks the store as failed (and raises the error) when the list cannot be read', async () => {
    const { client } = await load();
    handler = () => fail(500, 'XYZ999');
    expect((await client.loadFavorites()).status).toBe('error');
    const out = await client.fetchFavoritesPage(0, 20);
    expect(out).toMatchObject({ ok: false, error: { errorId: 'XYZ999', message: 'XYZ999 from the server', action: 'favorites.load' } });
  });

  it('a master heart stands for its variants too', async () => {
    const { client, stores } = await load();
    stores.$favorites.set({ status: 'ready', items: [{ itemId: 'FAVI-1', productId: 'FWINSTOCK1-moss-01', masterId: 'FWINSTOCK1' }], total: 1 });
    expect(client.isFavorite(stores.$favorites.get(), 'FWINSTOCK1')).toBe(true);
    expect(client.isFavorite(stores.$favorites.get(), 'FWINSTOCK1-moss-01')).toBe(true);
    expect(client.isFavorite(stores.$favorites.get(), 'FWSOLDOUT1')).toBe(false);
  });
});

describe('the page read on the server', () => {
  it('adopts its list id, total and favorite store without a call, so remove works at once', async () => {
    const { client, stores } = await load('member');
    client.adoptFavoritesPage(page([item(1)], 1, 0, { favoriteStoreId: '1001' }) as Parameters<typeof client.adoptFavoritesPage>[0]);
    expect(calls).toEqual([]);
    expect(stores.$favorites.get()).toMatchObject({ favoriteId: 'FAV-1', total: 1, favoriteStoreId: '1001' });
    handler = () => ({ status: 200, body: page([], 0) });
    expect((await client.removeFavorite('FAVI-1')).ok).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/gateway/wishlists/v2/favorites/FAV-1/items/FAVI-1' });
  });
});

describe('adding and removing', () => {
  it('adds optimistically with id, qty 1, itemType product and the list id, then takes the item id from the answer', async () => {
    const { client, stores } = await load();
    stores.$favorites.set({ status: 'ready', favoriteId: 'FAV-1', items: [], total: 0 });
    let seenDuringCall: unknown;
    handler = () => {
      seenDuringCall = stores.$favorites.get().items;
      return { status: 201, body: page([item(1, 'FWINSTOCK1')], 1) };
    };
    const out = await client.toggleFavorite('FWINSTOCK1');
    expect(seenDuringCall).toEqual([{ itemId: '', productId: 'FWINSTOCK1', masterId: 'FWINSTOCK1' }]);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/gateway/wishlists/v2/favorites', body: { id: 'FWINSTOCK1', qty: 1, itemType: 'product', favoriteId: 'FAV-1' } });
    expect(out).toEqual({ ok: true, favorite: true });
    expect(stores.$favorites.get()).toMatchObject({ total: 1, items: [{ itemId: 'FAVI-1', productId: 'FWINSTOCK1' }] });
  });

  it('rolls an add back when it fails', async () => {
    const { client, stores } = await load();
    stores.$favorites.set({ status: 'ready', items: [], total: 0 });
    handler = () => fail(404, 'ITEM_NOT_AVAILABLE', 'No product ZZ00000000');
    const out = await client.toggleFavorite('ZZ00000000');
    expect(out).toMatchObject({ ok: false, favorite: false, error: { errorId: 'ITEM_NOT_AVAILABLE' } });
    expect(stores.$favorites.get()).toMatchObject({ items: [], total: 0 });
    // No list id yet: none is sent.
    expect(calls[0]?.body).toEqual({ id: 'ZZ00000000', qty: 1, itemType: 'product' });
  });

  it('retries an add without a stale list id (merged away at sign-in)', async () => {
    const { client } = await load('member');
    const { $favorites } = await import('../../../src/stores/favorites.ts');
    $favorites.set({ status: 'ready', favoriteId: 'FAV-OLD', items: [], total: 0 });
    handler = (_m, _p, body) => ((body as { favoriteId?: string }).favoriteId ? fail(404, 'API404') : { status: 200, body: page([item(1, 'P1')]) });
    expect((await client.addFavorite('P1')).ok).toBe(true);
    expect(calls.map((c) => (c.body as { favoriteId?: string }).favoriteId)).toEqual(['FAV-OLD', undefined]);
  });

  it('removes by item id optimistically, and puts the item back on failure', async () => {
    const { client, stores } = await load();
    const entry = { itemId: 'FAVI-1', productId: 'P1', masterId: 'P1' };
    stores.$favorites.set({ status: 'ready', favoriteId: 'FAV-1', items: [entry], total: 1 });
    handler = () => fail(500, 'GEN500');
    const out = await client.toggleFavorite('P1');
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/gateway/wishlists/v2/favorites/FAV-1/items/FAVI-1' });
    expect(out).toMatchObject({ ok: false, favorite: true });
    expect(stores.$favorites.get()).toMatchObject({ items: [entry], total: 1 });

    handler = () => ({ status: 200, body: page([], 0) });
    expect(await client.toggleFavorite('P1')).toEqual({ ok: true, favorite: false });
    expect(stores.$favorites.get()).toMatchObject({ items: [], total: 0 });
  });
});

describe('sharing', () => {
  it('creates the share link and answers it as an absolute URL on this site', async () => {
    const { client, stores } = await load('member');
    stores.$favorites.set({ status: 'ready', favoriteId: 'FAV-1', items: [], total: 2 });
    handler = () => ({ status: 200, body: { favoriteId: 'FAV-1', shareToken: 'tok', sharePath: '/en-us/favorites/shared/FAV-1?token=tok', createdAt: '2025-01-01T00:00:00.000Z' } });
    const out = await client.shareFavorites();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/gateway/wishlists/v2/favorites/FAV-1/share', body: { rotate: false } });
    expect(out).toMatchObject({ ok: true, data: { url: 'https://shop.test/en-us/favorites/shared/FAV-1?token=tok' } });
  });

  it('refuses a share link that would leave the site', async () => {
    const { client, stores } = await load('member');
    stores.$favorites.set({ status: 'ready', favoriteId: 'FAV-1', items: [], total: 2 });
    handler = () => ({ status: 200, body: { sharePath: '//evil.test/x' } });
    expect((await client.shareFavorites()).ok).toBe(false);
  });

  it('reads a shared list with its token', async () => {
    const { client } = await load();
    handler = () => ({ status: 200, body: { sharedFavoriteId: 'FAV-1', ownerFirstName: 'Ada', items: [item(1)], total: 1, start: 0, count: 1 } });
    const out = await client.fetchSharedFavorites('FAV-1', 'token-123456', 0, 20);
    expect(calls[0]?.path).toBe('/api/gateway/wishlists/v2/favorites/FAV-1/share?token=token-123456&start=0&count=20');
    expect(out).toMatchObject({ ok: true, data: { sharedFavoriteId: 'FAV-1', ownerFirstName: 'Ada', total: 1 } });
  });
});

describe('an employee signed in (docs/requirements/account-and-loyalty.md#employees)', () => {
  it('gets empty lists and actions that do nothing, without calling the gateway', async () => {
    const { client, stores } = await load('employee');
    handler = () => ({ status: 200, body: page([item(1)]) });
    expect(await client.loadFavorites()).toMatchObject({ status: 'ready', items: [], total: 0 });
    expect(await client.fetchFavoritesPage(0, 20)).toMatchObject({ ok: true, data: { items: [], total: 0 } });
    expect((await client.addFavorite('P1')).ok).toBe(true);
    expect(stores.$favorites.get().items).toEqual([]);
    expect(calls).toEqual([]);
  });
});
