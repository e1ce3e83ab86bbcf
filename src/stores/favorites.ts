/**
 * The shopper's favorites (docs/requirements/cart.md#favorites Favorites: favoriteId, items, total; the
 * favorite store id). The id survives a reload in the BFF's session cookie (GET /api/session
 * answers it); the items are read from the wishlist service when a surface needs them.
 * src/lib/favorites/ owns the calls; signing out empties it.
 */
import { atom } from 'nanostores';

export interface FavoriteEntry {
  /** '' while an add is on its way (the heart shows it already; the answer brings the id). */
  itemId: string;
  /** What was added: a master id or a variant id. */
  productId: string;
  /** The master the product belongs to: a master's heart is pressed when any variant of it is a favorite. */
  masterId: string;
}

export interface FavoritesState {
  status: 'unknown' | 'loading' | 'ready' | 'error';
  favoriteId?: string | undefined;
  /** Product (or variant) id → the list item, for the heart buttons. */
  items: readonly FavoriteEntry[];
  total: number;
  favoriteStoreId?: string | undefined;
}

export const EMPTY_FAVORITES: FavoritesState = { status: 'unknown', items: [], total: 0 };

export const $favorites = atom<FavoritesState>(EMPTY_FAVORITES);

export const resetFavorites = (): void => $favorites.set({ ...EMPTY_FAVORITES, status: 'ready' });
