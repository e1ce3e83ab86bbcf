/**
 * Store availability on the product page (docs/requirements/catalogue.md#product-calls: POST /products/v1/products/{productId}/
 * availability, "inventory per product and store"): the stores near a postal code
 * (POST /stores/v1/search) or the shopper's favourite store, each with its shelf stock of the
 * chosen variant. Calls go through the BFF from the browser, on intent: the page stays public.
 */
import { AVAILABILITY_MAX_STORES } from '../../../schemas/api/product-rules.ts';

export interface StoreStock {
  storeId: string;
  storeName: string;
  distanceKm?: number | undefined;
  quantity: number;
  pickup: boolean;
  shipToStore: boolean;
}

interface AvailabilityAnswer {
  variants?: Array<{ id?: unknown; stores?: Array<{ storeId?: unknown; storeName?: unknown; quantity?: unknown; pickup?: unknown; shipToStore?: unknown }> }>;
}

interface SearchAnswer {
  placed?: unknown;
  stores?: Array<{ storeId?: unknown; storeName?: unknown; distanceKm?: unknown }>;
}

/** The stores a search found (nearest first), at most the availability call's limit. */
export function nearestStores(answer: SearchAnswer | null | undefined): { placed: boolean; stores: Array<{ storeId: string; storeName: string; distanceKm?: number | undefined }> } {
  const stores = (answer?.stores ?? []).flatMap((s) =>
    typeof s?.storeId === 'string' && typeof s.storeName === 'string'
      ? [{ storeId: s.storeId, storeName: s.storeName, ...(typeof s.distanceKm === 'number' ? { distanceKm: s.distanceKm } : {}) }]
      : [],
  );
  return { placed: answer?.placed === true, stores: stores.slice(0, AVAILABILITY_MAX_STORES) };
}

/**
 * Each store's stock of the variant, in the order of `order` (the search's, nearest first), with
 * the distance when known. A store the answer does not name is left out.
 */
export function storeStocks(answer: AvailabilityAnswer | null | undefined, variantId: string, order: ReadonlyArray<{ storeId: string; distanceKm?: number | undefined }>): StoreStock[] {
  const variant = answer?.variants?.find((v) => v.id === variantId) ?? (answer?.variants?.length === 1 ? answer.variants[0] : undefined);
  const byId = new Map<string, StoreStock>();
  for (const s of variant?.stores ?? []) {
    if (typeof s.storeId !== 'string' || typeof s.storeName !== 'string') continue;
    const quantity = typeof s.quantity === 'number' && s.quantity > 0 ? Math.floor(s.quantity) : 0;
    byId.set(s.storeId, { storeId: s.storeId, storeName: s.storeName, quantity, pickup: s.pickup === true && quantity > 0, shipToStore: s.shipToStore === true });
  }
  const ordered = order.flatMap((o) => {
    const found = byId.get(o.storeId);
    return found ? [{ ...found, ...(o.distanceKm !== undefined ? { distanceKm: o.distanceKm } : {}) }] : [];
  });
  return ordered.length > 0 || order.length > 0 ? ordered : [...byId.values()];
}

/** A postal code as typed: trimmed, inner spaces kept single, upper case (CA, GB). */
export const normalisePostalCode = (raw: string): string => raw.trim().replace(/\s+/g, ' ').toUpperCase();

/** The availability call's path for a variant (a variant id names its product and choice). */
export const availabilityPath = (variantId: string, favoriteStoreId?: string): string =>
  `/api/gateway/products/v1/products/${encodeURIComponent(variantId)}/availability${favoriteStoreId ? `?storeId=${encodeURIComponent(favoriteStoreId)}` : ''}`;
