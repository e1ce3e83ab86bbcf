/**
 * The saved-for-later list (docs/requirements/cart.md#saved-for-later: saveForLaterId, items with itemId, pageUrl, available,
 * qty). Its id survives a reload in the BFF's session cookie; src/lib/saved-for-later/ owns the
 * calls; signing out empties it.
 */
import { atom } from 'nanostores';

export interface SavedItem {
  itemId: string;
  productId: string;
  masterId?: string | undefined;
  upc?: string | undefined;
  pageUrl?: string | undefined;
  available: boolean;
  qty: number;
  name?: string | undefined;
  image?: string | undefined;
}

export interface SavedForLaterState {
  status: 'unknown' | 'loading' | 'ready' | 'error';
  saveForLaterId?: string | undefined;
  items: readonly SavedItem[];
}

export const EMPTY_SAVED_FOR_LATER: SavedForLaterState = { status: 'unknown', items: [] };

export const $savedForLater = atom<SavedForLaterState>(EMPTY_SAVED_FOR_LATER);

export const resetSavedForLater = (): void => $savedForLater.set({ ...EMPTY_SAVED_FOR_LATER, status: 'ready' });
