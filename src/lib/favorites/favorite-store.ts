/**
 * The favorite store (docs/requirements/cart.md#favorites / docs/requirements/cart.md#favorites Favorites: "favorite store id"). It is part of a
 * registered shopper's profile (preferences.favoriteStoreId, PUT /consumers-v3/consumer) and the
 * favorites answer carries it; the choices are the site country's stores
 * (GET /consumers-v3/utilities/stores). Guests have none.
 */
import { $favorites } from '../../stores/favorites.ts';
import { callBff } from '../bff/browser.ts';
import { raiseError } from '../errors/report.ts';
import type { ListOutcome } from './client.ts';

export interface StoreChoice {
  storeId: string;
  storeName: string;
  city: string;
}

/** The stores a shopper can choose from, by name. */
export async function fetchStoreChoices(country: string): Promise<ListOutcome<StoreChoice[]>> {
  const out = await callBff<{ stores?: unknown }>('GET', `/api/gateway/consumers-v3/utilities/stores?country=${encodeURIComponent(country.toUpperCase())}`);
  if (!out.ok) return { ok: false, error: raiseError(out, 'favorites.stores') };
  const stores = Array.isArray(out.data?.stores) ? (out.data.stores as unknown[]) : [];
  const choices = stores.flatMap((raw): StoreChoice[] => {
    const s = raw as { storeId?: unknown; storeName?: unknown; address?: { city?: unknown } } | null;
    return s && typeof s.storeId === 'string' && typeof s.storeName === 'string'
      ? [{ storeId: s.storeId, storeName: s.storeName, city: typeof s.address?.city === 'string' ? s.address.city : '' }]
      : [];
  });
  return { ok: true, data: choices.sort((a, b) => a.storeName.localeCompare(b.storeName)) };
}

/** The profile update that sets it, in the contract's shape (schemas/api/consumer/profile.ts profileInput). */
export const favoriteStoreBody = (storeId: string) => ({ consumerProfile: { preferences: { favoriteStoreId: storeId } } });

/**
 * Makes a store the signed-in shopper's favorite (their profile's preferences): from the
 * favorites page and the store locator's "Make this my store".
 */
export async function setFavoriteStore(storeId: string): Promise<ListOutcome<string>> {
  const out = await callBff('PUT', '/api/gateway/consumers-v3/consumer', favoriteStoreBody(storeId));
  if (!out.ok) return { ok: false, error: raiseError(out, 'favorites.store') };
  $favorites.set({ ...$favorites.get(), favoriteStoreId: storeId });
  return { ok: true, data: storeId };
}
