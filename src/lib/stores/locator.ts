/**
 * The store locator's rules (docs/requirements/account-and-loyalty.md#stores Stores): what the shopper typed (?q=, a postal code or a
 * city), how a city matches the store directory (GET /consumers-v3/utilities/stores) and how a
 * store's week of opening hours reads. Pure: the page makes the calls (POST /stores/v1/search
 * for a postal code, the directory for a city or when the code cannot be placed).
 */
import type { z } from 'zod';
import type { Store } from '../../../schemas/api/utilities.ts';
import type { searchStores } from '../../../schemas/api/stores.ts';

export type FoundStore = z.infer<(typeof searchStores)['response'][200]>['stores'][number];
/** A store as the locator lists it: the directory's fields, with a distance when the search placed one. */
export type LocatorStore = Store & { distanceKm?: number };

export const STORE_QUERY_PARAM = 'q';
export const STORE_QUERY_MAX = 60;
/** Stores listed for a postal code (the contract allows 50). */
export const STORE_SEARCH_LIMIT = 20;
/** Stores are few: a shopper may drive some way to one. */
export const STORE_SEARCH_RADIUS_KM = 150;

export type StoreQuery = { kind: 'none' } | { kind: 'postal'; q: string } | { kind: 'city'; q: string };

/** The shopper's words from the URL: trimmed, spaces folded, cut at STORE_QUERY_MAX. */
export function readStoreQuery(params: URLSearchParams): StoreQuery {
  const q = (params.get(STORE_QUERY_PARAM) ?? '').replace(/\s+/g, ' ').trim().slice(0, STORE_QUERY_MAX);
  if (!q) return { kind: 'none' };
  // A postal code has a digit (80302, SW1A 1AA, V6B 1A1) and no long words; a city has none.
  return /\d/.test(q) && q.length <= 12 ? { kind: 'postal', q } : { kind: 'city', q };
}

/** Lower case, accents dropped, so "Munchen" finds München and "zurich" Zürich. */
export const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Directory stores whose city (or name, or postal code) contains the words, by name. */
export function storesInCity(stores: readonly Store[], q: string): Store[] {
  const words = folded(q);
  if (!words) return [];
  return stores
    .filter((s) => [s.address.city, s.storeName, s.address.postalCode].some((field) => folded(field).includes(words)))
    .sort((a, b) => a.storeName.localeCompare(b.storeName));
}

export interface HoursRow {
  /** 1 Monday … 7 Sunday. */
  day: number;
  dayName: string;
  /** "09:00–19:00", or null when closed. */
  hours: string | null;
}

/** Monday 2024-01-01 onwards: a date for each ISO weekday, to name it in the shopper's language. */
const weekdayName = (day: number, hreflang: string): string => new Date(Date.UTC(2024, 0, day, 12)).toLocaleDateString(hreflang, { weekday: 'long', timeZone: 'UTC' });

/** The store's week, Monday first; days without hours are closed. */
export function weekHours(store: Pick<Store, 'openingHours'>, hreflang: string): HoursRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const slots = store.openingHours.filter((h) => h.day === day);
    return { day, dayName: weekdayName(day, hreflang), hours: slots.length ? slots.map((h) => `${h.open}–${h.close}`).join(', ') : null };
  });
}

/** A distance for people: one decimal under 10 km, whole kilometres above. */
export const distanceText = (km: number, hreflang: string): string =>
  new Intl.NumberFormat(hreflang, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);

/** A found store without its search-only fields. */
export const asLocatorStore = (s: FoundStore): LocatorStore => {
  const { inventory: _inventory, ...rest } = s;
  return rest;
};
