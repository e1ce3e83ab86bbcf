/**
 * The saved-for-later list as the cart page shows it, read from a gateway answer: in the browser
 * (src/lib/saved-for-later/client.ts) and on the server for the cart's first HTML
 * (./first-state.ts). No stores and no calls here, so both sides can import it.
 */
import type { SavedItem } from '../../stores/saved-for-later.ts';

/** docs/requirements/cart.md#saved-for-later: the saved-for-later page size is configured; the cart page shows up to this many (the contract's largest page). */
export const SAVED_FOR_LATER_PAGE_SIZE = 100;

export interface SavedList {
  saveForLaterId: string;
  items: SavedItem[];
}

/**
 * The list the cart page starts from, read on the server. `shopper` is whose list it is, in the
 * words of src/lib/favorites/shopper.ts shopperKey: the island reads the list again only when the
 * browser's session turns out to be someone else's. An employee has no list; `unknown` (a failed
 * or slow read) leaves the island to read it in the browser.
 */
export type FirstSavedForLater = { kind: 'list'; shopper: string; list: SavedList } | { kind: 'employee' } | { kind: 'unknown' };

/** The answer's list (GET /wishlists/v2/saveForLater, the cart's saved-for-later calls), checked enough for the UI. */
export function readSavedList(data: unknown): SavedList | null {
  const d = data as { saveForLaterId?: unknown; items?: unknown } | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.items)) return null;
  const items = (d.items as unknown[]).flatMap((raw): SavedItem[] => {
    const i = raw as Record<string, unknown> | null;
    if (!i || typeof i.itemId !== 'string' || typeof i.productId !== 'string') return [];
    const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    return [
      {
        itemId: i.itemId,
        productId: i.productId,
        masterId: str(i.masterId),
        upc: str(i.upc),
        pageUrl: str(i.pageUrl),
        available: i.available === true,
        qty: typeof i.qty === 'number' && i.qty > 0 ? i.qty : 1,
        name: str(i.name),
        image: str(i.image),
      },
    ];
  });
  return { saveForLaterId: typeof d.saveForLaterId === 'string' ? d.saveForLaterId : '', items };
}
