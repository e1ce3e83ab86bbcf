/**
 * Finding a store to pick a line up at (docs/requirements/cart.md#shipping-methods-and-delivery "pickup in store"): a search by postal code
 * (POST /stores/v1/search, schemas/api/stores.ts) that answers each store's distance and its
 * shelf stock of the line's variant. The rules here are pure; the calls are in ./store-client.ts.
 */
import type { z } from 'zod';
import type { searchStores as searchContract } from '../../../schemas/api/stores.ts';

export type StoreSearchAnswer = z.infer<(typeof searchContract)['response'][200]>;
export type FoundStore = StoreSearchAnswer['stores'][number];

/** schemas/api/stores.ts: a postal code is 2–12 characters. */
export const POSTAL_CODE_MIN = 2;
export const POSTAL_CODE_MAX = 12;
/** Wider than the contract's 50 km default: stores are few, and a pickup trip may be a drive. */
export const PICKUP_SEARCH_RADIUS_KM = 100;
export const PICKUP_SEARCH_LIMIT = 10;

export type PostalCodeIssue = 'required' | 'tooShort' | 'tooLong';

export function postalCodeIssue(value: string): PostalCodeIssue | null {
  const code = value.trim();
  if (!code) return 'required';
  if (code.length < POSTAL_CODE_MIN) return 'tooShort';
  if (code.length > POSTAL_CODE_MAX) return 'tooLong';
  return null;
}

export interface StoreStock {
  quantity: number;
  /** The store holds the line's quantity. */
  available: boolean;
}

/** A store's stock of the searched variant (null when the search named no variant). */
export const stockOf = (store: FoundStore): StoreStock | null => (store.inventory ? { quantity: store.inventory.quantity, available: store.inventory.available } : null);

