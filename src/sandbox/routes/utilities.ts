/**
 * Utilities and stores (docs/requirements/account-and-loyalty.md#stores Utilities, Stores), declared by schemas/api/utilities.ts and
 * schemas/api/stores.ts: the country list and address rules (by locale), the store directory,
 * a store's associates, store search with shelf stock, and collection points.
 */
import { getAddressRules, getCountry, getCountryList, getStoreEmployees, getStores, type Store } from '../../../schemas/api/utilities.ts';
import { searchCollectionPoints, searchStores } from '../../../schemas/api/stores.ts';
import { siteForLocale } from '../../lib/site/locales.ts';
import type { Site } from '../../lib/site/locales.ts';
import { ASSOCIATE_STORES } from '../auth/test-data.ts';
import { resolveVariant } from '../cart/catalogue.ts';
import { ratesFor } from '../cart/rates.ts';
import { storeStock } from '../cart/stores.ts';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError, header, siteOf, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import { distanceKm, PARTNER_POINTS, placePostalCode, STORES, storeById, type DirectoryStore } from '../stores/directory.ts';
import { addressRules } from '../utilities/address-rules.ts';
import { countryEntry, countryList, isListedCountry } from '../utilities/countries.ts';

/** Lists are fetched by locale (docs/requirements/catalogue.md#sites-and-locales): the query's, else x-locale, else the site's. */
function localeOf(x: Exchange, asked: string | undefined): { locale: string; language: string } {
  const raw = asked ?? header(x, 'x-locale');
  const normalised = raw?.replace('_', '-').toLowerCase();
  const site: Site = (normalised && siteForLocale(normalised)) || siteOf(x);
  const language = normalised?.slice(0, 2) ?? site.language;
  return { locale: site.localeCode, language: /^[a-z]{2}$/.test(language) ? language : site.language };
}

const associateStores = new Set(ASSOCIATE_STORES.map((s) => s.storeId));

export function storeView(s: DirectoryStore): Store {
  return {
    storeId: s.id,
    storeName: s.name,
    address: { addressLine1: s.addressLine1, city: s.city, ...(s.province ? { province: s.province } : {}), postalCode: s.postalCode, country: s.country },
    latitude: s.latitude,
    longitude: s.longitude,
    phone: s.phone,
    email: s.email,
    timezone: s.timezone,
    openingHours: s.hours,
    services: [
      ...(s.shelves === 'full' ? (['pickup'] as const) : []),
      ...(s.acceptsShipToStore ? (['shipToStore'] as const) : []),
      'returns' as const,
      ...(associateStores.has(s.id) ? (['buyInStore'] as const) : []),
    ],
  };
}

/** Where a search starts: its coordinates, or the centre of its postal area. */
function origin(x: Exchange, body: { latitude?: number | undefined; longitude?: number | undefined; postalCode?: string | undefined; country?: string | undefined }) {
  if (body.latitude !== undefined && body.longitude !== undefined) return { latitude: body.latitude, longitude: body.longitude };
  return body.postalCode ? placePostalCode(body.country ?? siteOf(x).country, body.postalCode) : undefined;
}

export const utilitiesRoutes: Route[] = [
  contractRoute(getCountryList, ({ x, query }) => {
    const { locale, language } = localeOf(x, query.locale);
    return { status: 200, body: { locale, countries: countryList(language) }, headers: { 'Cache-Control': 'public, max-age=86400' } };
  }),

  contractRoute(getCountry, ({ x, params, query }) => {
    const entry = countryEntry(params.countryCode, localeOf(x, query.locale).language);
    if (!entry) throw new HttpError(404, 'API404', `${params.countryCode} is not in the country list`);
    return { status: 200, body: entry, headers: { 'Cache-Control': 'public, max-age=86400' } };
  }),

  contractRoute(getAddressRules, ({ x, query }) => {
    const { locale, language } = localeOf(x, query.locale);
    const countryCode = query.countryCode ?? siteOf(x).country;
    if (!isListedCountry(countryCode)) throw new HttpError(404, 'API404', `${countryCode} is not in the country list`);
    return { status: 200, body: { countryCode, locale, rules: addressRules(countryCode, language) }, headers: { 'Cache-Control': 'public, max-age=3600' } };
  }),

  contractRoute(getStores, ({ query }) => ({
    status: 200,
    body: { stores: STORES.filter((s) => !query.country || s.country === query.country).map(storeView) },
    headers: { 'Cache-Control': 'public, max-age=300' },
  })),

  contractRoute(getStoreEmployees, ({ params }) => {
    const store = storeById(params.storeId);
    if (!store) throw new HttpError(404, 'STR404', `Store ${params.storeId} not found`);
    return { status: 200, body: { storeId: store.id, storeName: store.name, employees: store.associates } };
  }),

  contractRoute(searchStores, ({ x, body }) => {
    const from = origin(x, body);
    const variant = body.productId ? resolveVariant(x.db, body.productId, undefined) : undefined;
    if (body.productId && !variant) throw new HttpError(404, 'API404', `No variant ${body.productId}`);
    if (!from) return { status: 200, body: { placed: false, stores: [], total: 0 } };
    const found = STORES.map((s) => ({ store: s, distance: distanceKm(from, s) }))
      .filter(({ store, distance }) => distance <= body.radiusKm && (body.services ?? []).every((svc) => storeView(store).services.includes(svc)))
      .sort((a, b) => a.distance - b.distance);
    const now = new Date();
    const stores = found.slice(0, body.limit).map(({ store, distance }) => {
      const quantity = variant ? (variant.product.productType === 'digital' ? 0 : storeStock(x.db, store, variant.variant.id, now)) : undefined;
      return {
        ...storeView(store),
        distanceKm: distance,
        ...(variant && quantity !== undefined ? { inventory: { productId: variant.variant.id, quantity, available: quantity >= body.qty } } : {}),
      };
    });
    return { status: 200, body: { placed: true, stores, total: found.length } };
  }),

  contractRoute(searchCollectionPoints, ({ x, body }) => {
    const site = siteOf(x);
    const country = body.country ?? site.country;
    const available = ratesFor(site).pudo && ratesFor(site).shipsTo.includes(country);
    const from = origin(x, { ...body, country });
    if (!available || !from) return { status: 200, body: { available, placed: from !== undefined, collectionPoints: [] } };
    const types = body.optionTypes ?? ['LOCKER', 'PARCEL_SHOP', 'STORE'];
    const partners = PARTNER_POINTS.filter((p) => p.country === country && types.includes(p.optionType)).map((p) => ({
      storeId: p.id,
      storeName: p.name,
      optionType: p.optionType,
      bookingCode: `BK${p.id.replace(/\D/g, '')}`,
      address: { addressLine1: p.addressLine1, city: p.city, postalCode: p.postalCode, country: p.country },
      latitude: p.latitude,
      longitude: p.longitude,
      distanceKm: distanceKm(from, p),
      openingHours: p.hours,
    }));
    const stores = types.includes('STORE')
      ? STORES.filter((s) => s.country === country).map((s) => ({
          storeId: s.id,
          storeName: s.name,
          optionType: 'STORE' as const,
          bookingCode: `BK${s.id}`,
          address: { addressLine1: s.addressLine1, city: s.city, postalCode: s.postalCode, country: s.country },
          latitude: s.latitude,
          longitude: s.longitude,
          distanceKm: distanceKm(from, s),
          openingHours: s.hours,
        }))
      : [];
    const collectionPoints = [...partners, ...stores]
      .filter((p) => p.distanceKm <= body.radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, body.limit);
    return { status: 200, body: { available: true, placed: true, collectionPoints } };
  }),
];
