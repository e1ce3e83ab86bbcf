/**
 * The favorites calls (docs/requirements/cart.md#favorites Wishlists) from the browser, through the BFF
 * (/api/gateway/wishlists/v2/…), and the $favorites store they keep. Lists are per token, guests
 * included; an employee signed in gets an empty list and actions that do nothing (docs/requirements/account-and-loyalty.md#employees).
 *
 * The heart buttons need to know every favorite, so `loadFavorites` reads the whole list (pages
 * of FAVORITES_ALL_PAGE_SIZE); the favorites page reads one page at a time (`fetchFavoritesPage`).
 * Adding and removing are optimistic: the store changes first and is rolled back on failure.
 *
 * Types only from schemas/api: the heart script must stay small (no zod in the browser bundle).
 */
import type { Favorites } from '../../../schemas/api/wishlists.ts';
import { $favorites, type FavoriteEntry, type FavoritesState } from '../../stores/favorites.ts';
import { callBff, type BffFailure } from '../bff/browser.ts';
import type { ShopperError } from '../errors/report.ts';
import { listsDisabled, whenShopperKnown } from './shopper.ts';

export const FAVORITES_PATH = '/api/gateway/wishlists/v2/favorites';
/** One page when reading the whole list for the hearts: the contract's largest page (FAVORITES_MAX_PAGE_SIZE). */
export const FAVORITES_ALL_PAGE_SIZE = 100;
/** A list holds at most FAVORITES_MAX_ITEMS (200): never read more pages than that needs. */
const MAX_PAGES = 2;

export type FavoriteItem = Favorites['items'][number];
export type ListOutcome<T> = { ok: true; data: T } | { ok: false; error: ShopperError };

/** What an employee's calls answer: nothing, and nothing changed. */
const emptyPage = (start = 0): Favorites => ({ favoriteId: '', items: [], total: 0, start, count: 0 });

/**
 * The error catalogue (src/lib/errors/report.ts, four languages) loads only when a call fails:
 * the hearts read the favorites on every public page, and most reads succeed.
 */
const raiseError = async (failure: BffFailure, action: string): Promise<ShopperError> => (await import('../errors/report.ts')).raiseError(failure, action);

const failed = async <T>(failure: BffFailure, action: string): Promise<ListOutcome<T>> => ({ ok: false, error: await raiseError(failure, action) });

/** The answer's shape, checked enough for the UI not to trip on it. */
export function readFavorites(data: unknown): Favorites | null {
  const d = data as Partial<Favorites> | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.items) || typeof d.total !== 'number') return null;
  const items = d.items.filter((i): i is FavoriteItem => !!i && typeof i.itemId === 'string' && typeof i.productId === 'string');
  return {
    favoriteId: typeof d.favoriteId === 'string' ? d.favoriteId : '',
    items,
    total: d.total,
    start: typeof d.start === 'number' ? d.start : 0,
    count: typeof d.count === 'number' ? d.count : items.length,
    ...(typeof d.favoriteStoreId === 'string' && d.favoriteStoreId ? { favoriteStoreId: d.favoriteStoreId } : {}),
  };
}

const unreadable = (): BffFailure => ({ ok: false, status: 502, errorId: null, message: 'The favorites answer could not be read', appId: null });

const entryOf = (item: FavoriteItem): FavoriteEntry => ({ itemId: item.itemId, productId: item.productId, masterId: item.masterId || item.productId });

/** The favorite a heart for `productId` stands for: the product itself, or (for a master) any variant of it. */
export function favoriteFor(state: FavoritesState, productId: string): FavoriteEntry | undefined {
  return state.items.find((e) => e.productId === productId) ?? state.items.find((e) => e.masterId === productId);
}

export const isFavorite = (state: FavoritesState, productId: string): boolean => favoriteFor(state, productId) !== undefined;

/** Keeps the list's id, total and favorite store from an answer. */
function applyHeader(page: Favorites, patch: Partial<FavoritesState> = {}): void {
  const now = $favorites.get();
  $favorites.set({
    ...now,
    favoriteId: page.favoriteId || now.favoriteId,
    total: page.total,
    favoriteStoreId: page.favoriteStoreId ?? now.favoriteStoreId,
    ...patch,
  });
}

/**
 * A page of the list read elsewhere (the server's first state of the favorites page): keeps its
 * id, total and favorite store as a read here would, so remove and share work without a read.
 */
export function adoptFavoritesPage(page: Favorites): void {
  applyHeader(page);
}

/** One page of the caller's favorites, newest first (the favorites page). */
export async function fetchFavoritesPage(start: number, count: number): Promise<ListOutcome<Favorites>> {
  const shopper = await whenShopperKnown();
  if (listsDisabled(shopper)) return { ok: true, data: emptyPage(start) };
  const out = await callBff<unknown>('GET', `${FAVORITES_PATH}?${new URLSearchParams({ start: String(start), count: String(count) })}`);
  if (!out.ok) return failed(out, 'favorites.load');
  const page = readFavorites(out.data);
  if (!page) return failed(unreadable(), 'favorites.load');
  applyHeader(page);
  return { ok: true, data: page };
}

let loading: Promise<FavoritesState> | null = null;

/** Reads the whole list into $favorites (for the hearts). One read at a time. */
export function loadFavorites(): Promise<FavoritesState> {
  loading ??= (async () => {
    try {
      const shopper = await whenShopperKnown();
      if (listsDisabled(shopper)) {
        $favorites.set({ status: 'ready', items: [], total: 0 });
        return $favorites.get();
      }
      $favorites.set({ ...$favorites.get(), status: 'loading' });
      const entries: FavoriteEntry[] = [];
      let last: Favorites | null = null;
      for (let pageNo = 0; pageNo < MAX_PAGES; pageNo++) {
        const out = await callBff<unknown>('GET', `${FAVORITES_PATH}?start=${pageNo * FAVORITES_ALL_PAGE_SIZE}&count=${FAVORITES_ALL_PAGE_SIZE}`);
        const page = out.ok ? readFavorites(out.data) : null;
        if (!page) {
          await raiseError(out.ok ? unreadable() : out, 'favorites.load');
          $favorites.set({ ...$favorites.get(), status: 'error' });
          return $favorites.get();
        }
        last = page;
        entries.push(...page.items.map(entryOf));
        if (entries.length >= page.total || page.items.length === 0) break;
      }
      $favorites.set({
        status: 'ready',
        favoriteId: last?.favoriteId || undefined,
        items: entries,
        total: last?.total ?? entries.length,
        favoriteStoreId: last?.favoriteStoreId,
      });
      return $favorites.get();
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** Adds a product (master or variant id). Optimistic: the heart shows it at once, undone on failure. */
export async function addFavorite(productId: string): Promise<ListOutcome<Favorites>> {
  const shopper = await whenShopperKnown();
  if (listsDisabled(shopper)) return { ok: true, data: emptyPage() };
  const pending: FavoriteEntry = { itemId: '', productId, masterId: productId };
  const before = $favorites.get();
  $favorites.set({ ...before, items: [pending, ...before.items], total: before.total + 1 });
  const send = (favoriteId: string | undefined) =>
    callBff<unknown>('POST', FAVORITES_PATH, { id: productId, qty: 1, itemType: 'product', ...(favoriteId ? { favoriteId } : {}) });
  let out = await send(before.favoriteId);
  // A list id remembered from before a sign-in may have been merged away: the shopper's own list is meant.
  if (!out.ok && out.errorId === 'API404' && before.favoriteId) out = await send(undefined);
  const page = out.ok ? readFavorites(out.data) : null;
  const now = $favorites.get();
  if (!page) {
    $favorites.set({ ...now, items: now.items.filter((e) => e !== pending), total: Math.max(0, now.total - 1) });
    return failed(out.ok ? unreadable() : out, 'favorites.add');
  }
  const added = page.items.find((i) => i.productId === productId);
  const items = now.items.filter((e) => e !== pending && e.productId !== productId);
  applyHeader(page, { items: added ? [entryOf(added), ...items] : items });
  // Not in the first page (should not happen: the new item comes first): read the list again.
  if (!added) void loadFavorites();
  return { ok: true, data: page };
}

/** Removes a favorite by its item id. Optimistic, undone on failure. */
export async function removeFavorite(itemId: string): Promise<ListOutcome<Favorites>> {
  const shopper = await whenShopperKnown();
  if (listsDisabled(shopper)) return { ok: true, data: emptyPage() };
  const before = $favorites.get();
  const entry = before.items.find((e) => e.itemId === itemId);
  const favoriteId = before.favoriteId;
  if (!favoriteId) return failed({ ok: false, status: 404, errorId: 'API404', message: null, appId: null }, 'favorites.remove');
  if (entry) $favorites.set({ ...before, items: before.items.filter((e) => e !== entry), total: Math.max(0, before.total - 1) });
  const out = await callBff<unknown>('DELETE', `${FAVORITES_PATH}/${encodeURIComponent(favoriteId)}/items/${encodeURIComponent(itemId)}`);
  const page = out.ok ? readFavorites(out.data) : null;
  if (!page) {
    const now = $favorites.get();
    if (entry && !now.items.some((e) => e.itemId === itemId)) $favorites.set({ ...now, items: [...now.items, entry], total: now.total + 1 });
    return failed(out.ok ? unreadable() : out, 'favorites.remove');
  }
  applyHeader(page);
  return { ok: true, data: page };
}

/**
 * The heart: adds the product, or removes the favorite it stands for. Answers whether it is a
 * favorite now. While an add is on its way (no item id yet) a second press waits for nothing:
 * the caller keeps the button busy.
 */
export async function toggleFavorite(productId: string): Promise<{ ok: true; favorite: boolean } | { ok: false; error: ShopperError; favorite: boolean }> {
  // A press during the first read waits for it: the read must not overwrite the change, and the heart must act on the real list.
  if (loading) await loading;
  const entry = favoriteFor($favorites.get(), productId);
  if (entry && !entry.itemId) return { ok: true, favorite: true };
  const out = entry ? await removeFavorite(entry.itemId) : await addFavorite(productId);
  const favorite = isFavorite($favorites.get(), productId);
  return out.ok ? { ok: true, favorite } : { ok: false, error: out.error, favorite };
}

export interface ShareLink {
  favoriteId: string;
  /** The absolute link to give away. */
  url: string;
  createdAt: string;
}

/** Makes (or answers the existing) share link of the caller's list; `rotate` replaces it. */
export async function shareFavorites(options: { rotate?: boolean } = {}): Promise<ListOutcome<ShareLink>> {
  const shopper = await whenShopperKnown();
  const favoriteId = $favorites.get().favoriteId;
  if (listsDisabled(shopper) || !favoriteId) {
    // Nothing to share (an empty list has no id yet; the gateway says the same for an empty one).
    return failed({ ok: false, status: 409, errorId: 'API400', message: null, appId: null }, 'favorites.share');
  }
  const out = await callBff<{ favoriteId?: unknown; sharePath?: unknown; createdAt?: unknown }>('POST', `${FAVORITES_PATH}/${encodeURIComponent(favoriteId)}/share`, {
    rotate: options.rotate === true,
  });
  if (!out.ok) return failed(out, 'favorites.share');
  const path = out.data?.sharePath;
  // The link must stay on this site: only a root-relative path is accepted.
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return failed(unreadable(), 'favorites.share');
  return { ok: true, data: { favoriteId, url: new URL(path, location.origin).href, createdAt: typeof out.data.createdAt === 'string' ? out.data.createdAt : '' } };
}

export interface SharedFavorites {
  sharedFavoriteId: string;
  ownerFirstName?: string | undefined;
  items: FavoriteItem[];
  total: number;
  start: number;
  count: number;
}

/** Someone's shared list, read-only (GET …/favorites/{favoriteId}/share?token=…). */
export async function fetchSharedFavorites(favoriteId: string, token: string, start: number, count: number): Promise<ListOutcome<SharedFavorites>> {
  const query = new URLSearchParams({ token, start: String(start), count: String(count) });
  const out = await callBff<unknown>('GET', `${FAVORITES_PATH}/${encodeURIComponent(favoriteId)}/share?${query}`);
  if (!out.ok) return failed(out, 'favorites.shared');
  const d = out.data as Partial<SharedFavorites> | null;
  const page = readFavorites({ ...d, favoriteId: '' });
  if (!page || typeof d?.sharedFavoriteId !== 'string') return failed(unreadable(), 'favorites.shared');
  return { ok: true, data: { sharedFavoriteId: d.sharedFavoriteId, ownerFirstName: typeof d.ownerFirstName === 'string' ? d.ownerFirstName : undefined, items: page.items, total: page.total, start: page.start, count: page.count } };
}
