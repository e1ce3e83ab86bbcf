/**
 * The saved-for-later list (docs/requirements/cart.md#saved-for-later GET /wishlists/v2/saveForLater) and
 * the $savedForLater store. Moving a cart line there removes it from the cart (POST
 * /cart/v2/cart/{basketId}/saveForLater, through the cart client so its recovery rules apply);
 * moving it back adds it to the cart with the saveForLater info (POST /cart/v1/item), which can
 * fail with ITEM_OOS ('this item could not be moved to cart'). An employee signed in gets an
 * empty list and actions that do nothing (docs/requirements/cart.md#saved-for-later).
 */
import { $savedForLater, type SavedForLaterState, type SavedItem } from '../../stores/saved-for-later.ts';
import { callBff, type BffFailure } from '../bff/browser.ts';
import { addToCart, currentLineId, GATEWAY, mutateCart, type CartResult } from '../cart/client.ts';
import { raiseError, type ShopperError } from '../errors/report.ts';
import { listsDisabled, whenShopperKnown } from '../favorites/shopper.ts';
import { readSavedList, SAVED_FOR_LATER_PAGE_SIZE, type SavedList } from './list.ts';

export const SAVED_FOR_LATER_PATH = `${GATEWAY}/wishlists/v2/saveForLater`;

export type SavedOutcome = { ok: true; list: SavedForLaterState } | { ok: false; error: ShopperError };

const unreadable: BffFailure = { ok: false, status: 502, errorId: null, message: 'The saved-for-later answer could not be read', appId: null };

function apply(list: SavedList): SavedForLaterState {
  const state: SavedForLaterState = { status: 'ready', saveForLaterId: list.saveForLaterId || $savedForLater.get().saveForLaterId, items: list.items };
  $savedForLater.set(state);
  return state;
}

const emptyList = (): SavedForLaterState => {
  const state: SavedForLaterState = { status: 'ready', items: [] };
  $savedForLater.set(state);
  return state;
};

let loading: Promise<SavedOutcome> | null = null;

/** Reads the list into $savedForLater (one read at a time). */
export function loadSavedForLater(): Promise<SavedOutcome> {
  loading ??= (async (): Promise<SavedOutcome> => {
    try {
      const shopper = await whenShopperKnown();
      if (listsDisabled(shopper)) return { ok: true, list: emptyList() };
      if ($savedForLater.get().status !== 'ready') $savedForLater.set({ ...$savedForLater.get(), status: 'loading' });
      const out = await callBff<unknown>('GET', `${SAVED_FOR_LATER_PATH}?start=0&count=${SAVED_FOR_LATER_PAGE_SIZE}`);
      const list = out.ok ? readSavedList(out.data) : null;
      if (!list) {
        const error = raiseError(out.ok ? unreadable : out, 'saveForLater.load');
        $savedForLater.set({ ...$savedForLater.get(), status: 'error' });
        return { ok: false, error };
      }
      return { ok: true, list: apply(list) };
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/**
 * Moves a cart line to saved-for-later (the cart page's "Save for later"): the line leaves the
 * cart (the cart client applies the answer's cart) and the list is updated from the answer.
 */
export async function moveToSavedForLater(itemId: string): Promise<CartResult> {
  const shopper = await whenShopperKnown();
  if (listsDisabled(shopper)) {
    return { ok: false, error: raiseError({ ok: false, status: 403, errorId: null, message: 'Saved-for-later is not available to employees', appId: null }, 'saveForLater.move') };
  }
  const answer: { list: ReturnType<typeof readSavedList> } = { list: null };
  const saveForLaterId = $savedForLater.get().saveForLaterId;
  const result = await mutateCart('saveForLater.move', async (basketId) => {
    const out = await callBff<{ saveForLater?: unknown }>('POST', `${GATEWAY}/cart/v2/cart/${encodeURIComponent(basketId)}/saveForLater`, {
      // Read when the call runs: a recovery queued before it renames the line.
      itemId: currentLineId(itemId),
      ...(saveForLaterId ? { saveForLaterId } : {}),
    });
    if (out.ok) answer.list = readSavedList(out.data?.saveForLater);
    return out;
  });
  if (result.ok) {
    if (answer.list) apply(answer.list);
    else void loadSavedForLater();
  }
  return result;
}

/**
 * Moves a saved item back to the cart (addToCart with the saveForLater info: the gateway takes it
 * off the list). Out of stock answers ITEM_OOS, whose message is 'this item could not be moved
 * to cart': the caller shows it at the item. The item stays on the list on any failure.
 */
export async function moveToCart(item: SavedItem): Promise<CartResult> {
  const shopper = await whenShopperKnown();
  const saveForLaterId = $savedForLater.get().saveForLaterId;
  if (listsDisabled(shopper) || !saveForLaterId) {
    return { ok: false, error: raiseError({ ok: false, status: 404, errorId: 'API404', message: null, appId: null }, 'saveForLater.moveToCart') };
  }
  const result = await addToCart(
    [
      {
        productId: item.productId,
        ...(item.upc ? { upc: item.upc } : {}),
        qty: item.qty,
        ...(item.pageUrl ? { pdpUrl: item.pageUrl } : {}),
        ...(item.image ? { productImageURL: item.image } : {}),
        saveForLater: { saveForLaterId, itemId: item.itemId },
      },
    ],
    { action: 'saveForLater.moveToCart' },
  );
  if (result.ok) {
    const now = $savedForLater.get();
    $savedForLater.set({ ...now, items: now.items.filter((i) => i.itemId !== item.itemId) });
  }
  return result;
}

/** Removes a saved item (optimistic; put back on failure). */
export async function removeSavedItem(itemId: string): Promise<SavedOutcome> {
  const shopper = await whenShopperKnown();
  if (listsDisabled(shopper)) return { ok: true, list: emptyList() };
  const before = $savedForLater.get();
  const index = before.items.findIndex((i) => i.itemId === itemId);
  const item = before.items[index];
  if (!before.saveForLaterId || !item) return { ok: true, list: before };
  $savedForLater.set({ ...before, items: before.items.filter((i) => i !== item) });
  const out = await callBff<unknown>('DELETE', `${GATEWAY}/cart/v2/saveForLater/${encodeURIComponent(before.saveForLaterId)}/items/${encodeURIComponent(itemId)}`);
  const list = out.ok ? readSavedList(out.data) : null;
  if (!list) {
    const now = $savedForLater.get();
    if (!now.items.some((i) => i.itemId === itemId)) {
      const items = [...now.items];
      items.splice(Math.min(index, items.length), 0, item);
      $savedForLater.set({ ...now, items });
    }
    return { ok: false, error: raiseError(out.ok ? unreadable : out, 'saveForLater.remove') };
  }
  return { ok: true, list: apply(list) };
}

/** What changes on a saved item (quick shop's update-saved-item: another variant, the same quantity). */
export interface SavedItemChange {
  productId: string;
  upc?: string | undefined;
  qty?: number | undefined;
  /** The product page of the new variant (the list links to it). */
  pdpUrl?: string | undefined;
}

/**
 * Changes a saved item's variant (docs/requirements/cart.md#saved-for-later update-saved-item). The gateway has no "change item"
 * call, so the new variant is saved (PUT /cart/v2/saveForLater, which adds to the item already
 * holding that variant, if any) and then the old item is removed (DELETE …/items/{itemId}): saving
 * first means a failure loses nothing. If the removal fails, the list shows both (the answer of the
 * save) and the error is returned. The same variant makes no call (the variant is what changes;
 * the quantity goes with it). An employee: nothing happens, like the rest of the list.
 */
export async function updateSavedItem(target: SavedItem | string, change: SavedItemChange): Promise<SavedOutcome> {
  const shopper = await whenShopperKnown();
  if (listsDisabled(shopper)) return { ok: true, list: emptyList() };
  let state = $savedForLater.get();
  const itemId = typeof target === 'string' ? target : target.itemId;
  // Opened from somewhere the list was not read yet: read it to know the item and the list's id.
  if (!state.saveForLaterId || !state.items.some((i) => i.itemId === itemId)) {
    const loaded = await loadSavedForLater();
    if (!loaded.ok) return loaded;
    state = loaded.list;
  }
  const item = state.items.find((i) => i.itemId === itemId) ?? (typeof target === 'string' ? undefined : target);
  if (!state.saveForLaterId || !item) {
    return { ok: false, error: raiseError({ ok: false, status: 404, errorId: 'API404', message: null, appId: null }, 'saveForLater.update') };
  }
  // The same variant is nothing to change (saving it again would add its quantity to itself).
  if (change.productId === item.productId) return { ok: true, list: state };
  const qty = change.qty ?? item.qty;

  const saved = await callBff<unknown>('PUT', `${GATEWAY}/cart/v2/saveForLater`, {
    saveForLaterId: state.saveForLaterId,
    productId: change.productId,
    ...(change.upc ? { upc: change.upc } : {}),
    qty,
    ...(change.pdpUrl ?? item.pageUrl ? { pageUrl: change.pdpUrl ?? item.pageUrl } : {}),
  });
  const afterSave = saved.ok ? readSavedList(saved.data) : null;
  if (!afterSave) return { ok: false, error: raiseError(saved.ok ? unreadable : saved, 'saveForLater.update') };
  apply(afterSave);

  const removed = await callBff<unknown>('DELETE', `${GATEWAY}/cart/v2/saveForLater/${encodeURIComponent(state.saveForLaterId)}/items/${encodeURIComponent(item.itemId)}`);
  const afterRemove = removed.ok ? readSavedList(removed.data) : null;
  if (!afterRemove) return { ok: false, error: raiseError(removed.ok ? unreadable : removed, 'saveForLater.update') };
  return { ok: true, list: apply(afterRemove) };
}
