/**
 * Utilities and stores (docs/requirements/account-and-loyalty.md#stores): the country list (about 240 entries, dial codes, masks,
 * 'dial-country' values), address rules per country, the store directory and its associates,
 * store search with shelf stock, and collection points. One seeded sandbox over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './auth-helpers.ts';
import { expectError } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const h = useSandbox();
const api = sandboxClient(() => h.sandbox.url);
const json = (path: string, body: unknown, headers: Record<string, string> = {}) => api.call('POST', path, body, { headers });

describe('GET /consumers-v3/utilities/countryList', () => {
  it('lists about 240 countries with dialling codes, named and sorted in the locale’s language', async () => {
    const en = await h.get('/consumers-v3/utilities/countryList');
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('public, max-age=86400');
    const countries = en.body.countries as Array<{ name: string; dialCode: string; code: string; mask?: string; value: string }>;
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.length).toBeLessThanOrEqual(250);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get('US')).toEqual({ name: 'United States', dialCode: '+1', code: 'US', mask: '(XXX) XXX - XXXX', value: '+1-US' });
    expect(byCode.get('FR')).toEqual({ name: 'France', dialCode: '+33', code: 'FR', mask: 'XX XX XX XX XX', value: '+33' });
    expect(byCode.get('GB')).toMatchObject({ dialCode: '+44', value: '+44-GB', mask: 'XXXXX XXXXXX' });
    expect(byCode.get('JE')).toMatchObject({ dialCode: '+44', value: '+44-JE' });
    expect(byCode.get('DE')).toEqual({ name: 'Germany', dialCode: '+49', code: 'DE', value: '+49' });
    expect(byCode.get('XK')?.dialCode).toBe('+383');
    expect(byCode.has('AQ')).toBe(false);
    // Every select value is unique, shared codes included.
    expect(new Set(countries.map((c) => c.value)).size).toBe(countries.length);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('follows the locale: the query wins over the site header', async () => {
    const de = await h.get('/consumers-v3/utilities/countryList', { 'x-site-id': 'CAIRN_DE_DE' });
    expect(de.body.locale).toBe('de_DE');
    expect(de.body.countries.find((c: any) => c.code === 'GB').name).toBe('Vereinigtes Königreich');
    const fr = await h.get('/consumers-v3/utilities/countryList?locale=fr_FR', { 'x-site-id': 'CAIRN_DE_DE' });
    expect(fr.body.countries.find((c: any) => c.code === 'DE').name).toBe('Allemagne');
    expectError(await h.get('/consumers-v3/utilities/countryList?locale=french'), 400, 'API400');
  });

  it('answers one entry, 404 for a code that is not listed', async () => {
    const it_ = await h.get('/consumers-v3/utilities/countryList/it?locale=it_IT');
    expect(it_.body).toEqual({ name: 'Italia', dialCode: '+39', code: 'IT', mask: 'XXX XXX XXXX', value: '+39-IT' });
    expectError(await h.get('/consumers-v3/utilities/countryList/ZZ'), 404, 'API404');
  });
});

describe('GET /consumers-v3/utilities/addressRules', () => {
  const rule = (body: any, field: string) => body.rules.find((r: any) => r.field === field);

  it('answers the defaults with the site country’s overrides', async () => {
    const us = await h.get('/consumers-v3/utilities/addressRules');
    expect(us.body).toMatchObject({ countryCode: 'US', locale: 'en_US' });
    expect(rule(us.body, 'addressLine1')).toEqual({ field: 'addressLine1', required: true, maxLength: 30 });
    expect(rule(us.body, 'firstName')).toEqual({ field: 'firstName', required: true, minLength: 2, maxLength: 30 });
    expect(rule(us.body, 'postalCode')).toMatchObject({ required: true, pattern: '^\\d{5}(-\\d{4})?$' });
    expect(rule(us.body, 'province').options).toHaveLength(51);
    expect(rule(us.body, 'phone')).toMatchObject({ pattern: '^[2-9]\\d{9}$', mask: '(XXX) XXX - XXXX' });
  });

  it('has exact lengths (min = max), masks and the upper-case transform', async () => {
    const fr = await h.get('/consumers-v3/utilities/addressRules?countryCode=FR');
    expect(rule(fr.body, 'postalCode')).toMatchObject({ minLength: 5, maxLength: 5, mask: 'XXXXX' });
    const ca = await h.get('/consumers-v3/utilities/addressRules?countryCode=ca&locale=fr_CA');
    expect(rule(ca.body, 'postalCode')).toMatchObject({ mask: 'AXA XAX', transform: 'uppercase' });
    expect(rule(ca.body, 'province').options.find((o: any) => o.code === 'QC').name).toBe('Québec');
    const gb = await h.get('/consumers-v3/utilities/addressRules?countryCode=GB');
    expect(rule(gb.body, 'postalCode').transform).toBe('uppercase');
    expectError(await h.get('/consumers-v3/utilities/addressRules?countryCode=ZZ'), 404, 'API404');
    expectError(await h.get('/consumers-v3/utilities/addressRules?countryCode=USA'), 400, 'API400');
  });
});

describe('stores', () => {
  it('lists the stores with their position, hours and services, or one country’s', async () => {
    const all = await h.get('/consumers-v3/utilities/stores');
    expect(all.body.stores.map((s: any) => s.storeId)).toEqual(['1001', '1002', '1003', '1004', '1101', '1102', '2001', '3001', '4001', '5001']);
    const boulder = all.body.stores[0];
    expect(boulder).toMatchObject({ storeName: 'Cairn Boulder Flagship', address: { city: 'Boulder', province: 'CO', country: 'US' }, services: ['pickup', 'shipToStore', 'returns', 'buyInStore'] });
    expect(boulder.openingHours).toHaveLength(7);
    const portland = all.body.stores.find((s: any) => s.storeId === '1004');
    expect(portland.services).toEqual(['returns']);
    const gb = await h.get('/consumers-v3/utilities/stores?country=gb');
    expect(gb.body.stores.map((s: any) => s.storeId)).toEqual(['2001']);
  });

  it('lists a store’s associates for the buy-in-store login (STR404 for no store)', async () => {
    const guest = await api.guest();
    const staff = await api.get('/consumers-v3/utilities/stores/1001/employees', { token: guest.accessToken });
    expect(staff.body).toMatchObject({ storeId: '1001', storeName: 'Cairn Boulder Flagship' });
    expect(staff.body.employees.map((e: any) => e.storeEmployeeId)).toEqual(['E1001', 'E1002', 'E1011']);
    expectError(await api.get('/consumers-v3/utilities/stores/9999/employees', { token: guest.accessToken }), 404, 'STR404');
    expectError(await api.get('/consumers-v3/utilities/stores/1001/employees'), 401, 'AUT404');
  });
});

describe('POST /stores/v1/search', () => {
  it('finds stores near coordinates, nearest first, within the radius', async () => {
    const near = await json('/stores/v1/search', { latitude: 47.61, longitude: -122.33, radiusKm: 300 });
    // Vancouver (about 190 km) is nearer than Portland (about 230 km): the border doesn't count.
    expect(near.body).toMatchObject({ placed: true, total: 3 });
    expect(near.body.stores.map((s: any) => s.storeId)).toEqual(['1002', '1101', '1004']);
    expect(near.body.stores[0].distanceKm).toBeLessThan(2);
  });

  it('places a postal code in its area, and answers the shelf stock of a variant', async () => {
    const boulder = await json('/stores/v1/search', { postalCode: '80302', productId: 'FWINSTOCK1-moss-01', qty: 1 });
    const [first] = boulder.body.stores;
    expect(first).toMatchObject({ storeId: '1001', inventory: { productId: 'FWINSTOCK1-moss-01', available: true } });
    expect(first.inventory.quantity).toBeGreaterThanOrEqual(2);
    // Boston's shelves are empty: the store with no inventory.
    const boston = await json('/stores/v1/search', { postalCode: '02116', productId: 'FWINSTOCK1-moss-01' });
    expect(boston.body.stores).toEqual([expect.objectContaining({ storeId: '1003', inventory: { productId: 'FWINSTOCK1-moss-01', quantity: 0, available: false } })]);
    const london = await json('/stores/v1/search', { postalCode: 'WC2E 9LH', country: 'GB', services: ['buyInStore'] });
    expect(london.body.stores.map((s: any) => s.storeId)).toEqual(['2001']);
  });

  it('answers placed: false for a postal code it can’t place, and refuses bad bodies', async () => {
    const unknown = await json('/stores/v1/search', { postalCode: '99950' });
    expect(unknown.body).toEqual({ placed: false, stores: [], total: 0 });
    expectError(await json('/stores/v1/search', { limit: 5 }), 400, 'API400');
    expectError(await json('/stores/v1/search', { postalCode: '80302', productId: 'ZZ0000000-x-01' }), 404, 'API404');
  });
});

describe('POST /stores/v1/collectionPoints', () => {
  it('lists lockers, parcel shops and stores near a place, nearest first', async () => {
    const london = await json('/stores/v1/collectionPoints', { postalCode: 'WC2E 9LH' }, { 'x-site-id': 'CAIRN_EN_GB' });
    expect(london.body).toMatchObject({ available: true, placed: true });
    const points = london.body.collectionPoints;
    // Manchester's locker is outside the default 50 km.
    expect(points.map((p: any) => p.storeId).sort()).toEqual(['2001', 'CP-GB-0001', 'CP-GB-0002']);
    const distances = points.map((p: any) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(points.find((p: any) => p.storeId === 'CP-GB-0001')).toMatchObject({ storeName: 'ParcelHub Locker · Covent Garden', optionType: 'LOCKER', bookingCode: 'BK0001' });
    const lockers = await json('/stores/v1/collectionPoints', { latitude: 51.51, longitude: -0.12, optionTypes: ['LOCKER'], radiusKm: 500 }, { 'x-site-id': 'CAIRN_EN_GB' });
    expect(lockers.body.collectionPoints.map((p: any) => p.storeId)).toEqual(['CP-GB-0001', 'CP-GB-0003']);
  });

  it('is not available where the site has no collection points', async () => {
    const italy = await json('/stores/v1/collectionPoints', { postalCode: '20121' }, { 'x-site-id': 'CAIRN_IT_IT' });
    expect(italy.body).toEqual({ available: false, placed: true, collectionPoints: [] });
    expectError(await json('/stores/v1/collectionPoints', {}), 400, 'API400');
  });
});
