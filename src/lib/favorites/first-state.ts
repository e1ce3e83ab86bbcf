/**
 * The favorites page's first state, read on the server from the shopper's session (issue 15: the
 * page used to paint empty and fill in on the client), like the cart's (src/lib/cart/first-state.ts).
 * The island renders it in the first HTML and hydrates from it without reading the list again;
 * when the read fails or is slow the island reads it in the browser as before.
 *
 * A first visit (no session at all) is an empty guest list: no guest session is started just to
 * render it (the island's session read starts one, as on every page). Server-only: pages import
 * it, islands never.
 */
import { getStores } from '../../../schemas/api/utilities.ts';
import { getFavorites, type Favorites } from '../../../schemas/api/wishlists.ts';
import { readForShopper } from '../account/read.ts';
import type { BffRequest } from '../bff/auth-session.ts';
import { callContract } from '../bff/contract-client.ts';
import { callGateway } from '../bff/gateway.ts';
import { log } from '../log/logger.ts';
import type { StoreChoice } from './favorite-store.ts';
import { beforeListRead, ownerAfterRead } from './lists-owner.ts';

/** As the cart's first read: shorter than the island's own read; past it the browser reads the list. */
export const FIRST_FAVORITES_READ_TIMEOUT_MS = 1500;
/** The favorite store's name is a nicety: without it the island names the store once it has the choices. */
export const FIRST_STORE_READ_TIMEOUT_MS = 800;

/**
 * What the island needs to start from. `shopper` is whose list it is, in the words of
 * src/lib/favorites/shopper.ts shopperKey ('guest', 'signed-in:<consumerNo>'): the island reads
 * the list again only when the browser's session turns out to be someone else's.
 */
export type FirstFavorites =
  | { kind: 'list'; shopper: string; page: number; favorites: Favorites; favoriteStore?: StoreChoice | undefined }
  | { kind: 'employee'; shopper: string }
  | { kind: 'unknown' };

/** The list of a shopper who has none yet (a first visit). */
export const noFavorites = (start = 0): Favorites => ({ favoriteId: '', items: [], total: 0, start, count: 0 });

/** The page numbers this page of `pageSize` items can show: past the end, the island settles it. */
const pastTheEnd = (favorites: Favorites, page: number, pageSize: number) => favorites.items.length === 0 && favorites.total > 0 && page > Math.ceil(favorites.total / pageSize);

export async function firstFavoritesState(req: BffRequest, page: number, pageSize: number, correlationId?: string): Promise<FirstFavorites> {
  const before = beforeListRead(req);
  if (before.kind === 'first-visit') return { kind: 'list', shopper: 'guest', page, favorites: noFavorites((page - 1) * pageSize) };
  // docs/requirements/account-and-loyalty.md#employees: an employee has no list; the page says why.
  if (before.kind === 'employee') return { kind: 'employee', shopper: before.owner.key };
  const out = await readForShopper(
    { req, event: 'favorites.first_state_failed', correlationId, timeoutMs: FIRST_FAVORITES_READ_TIMEOUT_MS },
    getFavorites,
    { query: { start: (page - 1) * pageSize, count: pageSize } },
  );
  if (!out?.ok) return { kind: 'unknown' };
  // The call may have refreshed the session: whose list it is, as it stands now.
  const shopper = ownerAfterRead(req);
  if (shopper.employee) return { kind: 'employee', shopper: shopper.key };
  if (pastTheEnd(out.data, page, pageSize)) return { kind: 'unknown' };
  const storeId = shopper.key !== 'guest' ? out.data.favoriteStoreId : undefined;
  const favoriteStore = storeId ? await storeChoice(req, storeId, correlationId) : undefined;
  return { kind: 'list', shopper: shopper.key, page, favorites: out.data, ...(favoriteStore ? { favoriteStore } : {}) };
}

/** The favorite store as the island's choices name it (the site country's stores: src/lib/favorites/favorite-store.ts). */
async function storeChoice(req: BffRequest, storeId: string, correlationId?: string): Promise<StoreChoice | undefined> {
  try {
    const out = await callContract(callGateway, getStores, { query: { country: req.site.country.toUpperCase() } }, { site: req.site, timeoutMs: FIRST_STORE_READ_TIMEOUT_MS });
    if (!out.ok) {
      log('info', 'favorites.first_store_unread', { status: out.status, correlationId });
      return undefined;
    }
    const store = out.data.stores.find((s) => s.storeId === storeId);
    return store ? { storeId: store.storeId, storeName: store.storeName, city: store.address.city } : undefined;
  } catch (error) {
    log('info', 'favorites.first_store_unread', { error: error instanceof Error ? error.message : String(error), correlationId });
    return undefined;
  }
}
