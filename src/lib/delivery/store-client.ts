/**
 * The store calls of the pickup-in-store panel (browser, through the BFF): the search, and the
 * names of stores already chosen (a cart line carries only the store id).
 */
import type { Store } from '../../../schemas/api/utilities.ts';
import { callBff } from '../bff/browser.ts';
import { raiseError, type ShopperError } from '../errors/report.ts';
import { PICKUP_SEARCH_LIMIT, PICKUP_SEARCH_RADIUS_KM, type FoundStore, type StoreSearchAnswer } from './store-search.ts';

export type StoreSearchResult = { ok: true; placed: boolean; stores: FoundStore[] } | { ok: false; error: ShopperError };

/** Names of stores seen, by id: the search fills it, so a chosen store is named without a call. */
const names = new Map<string, string>();
export const knownStoreName = (storeId: string): string | undefined => names.get(storeId);
export const rememberStore = (store: Pick<Store, 'storeId' | 'storeName'>): void => {
  names.set(store.storeId, store.storeName);
};

export async function searchPickupStores(input: { postalCode: string; productId: string; qty: number }): Promise<StoreSearchResult> {
  const body = { postalCode: input.postalCode.trim(), productId: input.productId, qty: Math.max(1, Math.min(99, input.qty)), radiusKm: PICKUP_SEARCH_RADIUS_KM, limit: PICKUP_SEARCH_LIMIT };
  const answer = await callBff<StoreSearchAnswer>('POST', '/api/gateway/stores/v1/search', body);
  if (!answer.ok) return { ok: false, error: raiseError(answer, 'cart.storeSearch') };
  const stores = answer.data?.stores ?? [];
  stores.forEach(rememberStore);
  return { ok: true, placed: answer.data?.placed ?? false, stores };
}

let directory: Promise<void> | undefined;

/**
 * The name of a store by id: from a search already made, else from the store directory
 * (GET /consumers-v3/utilities/stores, loaded once per page). Null when it can't be named.
 */
export async function storeName(storeId: string): Promise<string | null> {
  const known = names.get(storeId);
  if (known) return known;
  directory ??= callBff<{ stores?: Store[] }>('GET', '/api/gateway/consumers-v3/utilities/stores').then((answer) => {
    if (answer.ok) (answer.data?.stores ?? []).forEach(rememberStore);
    // A failed load may be retried by the next line that asks.
    else directory = undefined;
  });
  await directory;
  return names.get(storeId) ?? null;
}
