/**
 * The favorites page's first state on the server (issue 15; src/lib/favorites/first-state.ts):
 * a first visit is an empty guest list without a session started, an employee needs no read, a
 * read becomes the page of the list with whose it is, and a failure (or a page past the end)
 * leaves it to the island. The paging links' base (pageHref) works from the server's path too.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { read, reads, request as req, resetListSession, session } from './list-session.ts';

let stores: unknown = { ok: true, data: { stores: [] } };

vi.mock('../../../src/lib/bff/broker.ts', async () => (await import('./list-session.ts')).listSessionMocks.broker());
vi.mock('../../../src/lib/account/read.ts', async () => (await import('./list-session.ts')).listSessionMocks.account());
vi.mock('../../../src/lib/bff/contract-client.ts', () => ({ callContract: async () => stores }));
vi.mock('../../../src/lib/bff/gateway.ts', () => ({ callGateway: () => undefined }));
vi.mock('../../../src/lib/log/logger.ts', () => ({ log: () => undefined }));

const { firstFavoritesState } = await import('../../../src/lib/favorites/first-state.ts');
const { pageHref } = await import('../../../islands/favorites/FavoritesPage.tsx');

const item = { itemId: 'FAVI-1', id: 'P1', productId: 'P1', masterId: 'P1', itemType: 'product', qty: 1, name: 'Boot', pdpUrl: '/en-us/p/boot', available: true, addedAt: '2025-01-01T00:00:00.000Z' };
const list = (extra: Record<string, unknown> = {}) => ({ favoriteId: 'FAV-1', items: [item], total: 1, start: 0, count: 1, ...extra });

beforeEach(() => {
  resetListSession();
  stores = { ok: true, data: { stores: [] } };
});

describe('firstFavoritesState', () => {
  it('answers an empty guest list for a first visit, without reading (no session started)', async () => {
    const first = await firstFavoritesState(req, 2, 12);
    expect(first).toEqual({ kind: 'list', shopper: 'guest', page: 2, favorites: { favoriteId: '', items: [], total: 0, start: 12, count: 0 } });
    expect(reads).toEqual([]);
  });

  it('answers the employee state without reading the list', async () => {
    session.state = { consumerType: 'EMPLOYEE', consumerNo: 'C3' };
    session.accessToken = 'at';
    expect(await firstFavoritesState(req, 1, 12)).toEqual({ kind: 'employee', shopper: 'signed-in:C3' });
    expect(reads).toEqual([]);
  });

  it("reads the page the URL asks for and says whose list it is", async () => {
    session.state = { consumerType: 'GUEST', consumerNo: 'G1' };
    session.accessToken = 'at';
    read.answer = { ok: true, data: list({ start: 12 }) };
    const first = await firstFavoritesState(req, 2, 12);
    expect(reads).toEqual([{ query: { start: 12, count: 12 } }]);
    expect(first).toEqual({ kind: 'list', shopper: 'guest', page: 2, favorites: list({ start: 12 }) });
  });

  it('reads with only a refresh token (the session is renewed by the read), then names the shopper', async () => {
    session.refreshToken = 'rt';
    read.answer = { ok: true, data: list() };
    const pending = firstFavoritesState(req, 1, 12);
    session.state = { consumerType: 'REGISTERED', consumerNo: 'C1' };
    expect(await pending).toMatchObject({ kind: 'list', shopper: 'signed-in:C1' });
  });

  it('names a signed-in shopper’s favorite store as the island would', async () => {
    session.state = { consumerType: 'REGISTERED', consumerNo: 'C1' };
    session.accessToken = 'at';
    read.answer = { ok: true, data: list({ favoriteStoreId: '1001' }) };
    stores = { ok: true, data: { stores: [{ storeId: '1001', storeName: 'Cairn Boulder Flagship', address: { city: 'Boulder' } }] } };
    expect(await firstFavoritesState(req, 1, 12)).toMatchObject({ kind: 'list', shopper: 'signed-in:C1', favoriteStore: { storeId: '1001', storeName: 'Cairn Boulder Flagship', city: 'Boulder' } });
    // The stores unavailable: the list all the same, the store named later by the island.
    stores = { ok: false, status: 503 };
    const first = await firstFavoritesState(req, 1, 12);
    expect(first).toMatchObject({ kind: 'list' });
    expect(first).not.toHaveProperty('favoriteStore');
  });

  it('leaves it to the island when the read fails or the page is past the end', async () => {
    session.state = { consumerType: 'GUEST', consumerNo: 'G1' };
    session.accessToken = 'at';
    read.answer = null;
    expect(await firstFavoritesState(req, 1, 12)).toEqual({ kind: 'unknown' });
    read.answer = { ok: true, data: list({ items: [], total: 13, start: 24, count: 0 }) };
    expect(await firstFavoritesState(req, 3, 12)).toEqual({ kind: 'unknown' });
  });
});

describe('pageHref', () => {
  it('sets or drops ?page on the given path, keeping the other parameters', () => {
    expect(pageHref('/en-us/favorites?cms=draft', 2)).toBe('/en-us/favorites?cms=draft&page=2');
    expect(pageHref('/en-us/favorites?page=3&cms=draft', 1)).toBe('/en-us/favorites?cms=draft');
  });
});
