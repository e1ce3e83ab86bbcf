import { describe, expect, it } from 'vitest';
import { distanceText, readStoreQuery, storesInCity, weekHours } from '../../../src/lib/stores/locator.ts';
import type { Store } from '../../../schemas/api/utilities.ts';

const store = (storeId: string, storeName: string, city: string, postalCode = '00000'): Store => ({
  storeId,
  storeName,
  address: { addressLine1: '1 Main St', city, postalCode, country: 'DE' },
  latitude: 0,
  longitude: 0,
  phone: '+49 89 000',
  email: 'x@cairn.test',
  timezone: 'Europe/Berlin',
  openingHours: [
    { day: 1, open: '09:00', close: '19:00' },
    { day: 6, open: '10:00', close: '16:00' },
  ],
  services: ['pickup'],
});

describe('readStoreQuery', () => {
  const q = (value: string) => readStoreQuery(new URLSearchParams({ q: value }));
  it('tells a postal code from a city', () => {
    expect(q(' 80302 ')).toEqual({ kind: 'postal', q: '80302' });
    expect(q('SW1A  1AA')).toEqual({ kind: 'postal', q: 'SW1A 1AA' });
    expect(q('Boulder')).toEqual({ kind: 'city', q: 'Boulder' });
    expect(q('   ')).toEqual({ kind: 'none' });
    expect(readStoreQuery(new URLSearchParams())).toEqual({ kind: 'none' });
  });
  it('cuts long words', () => {
    const long = q('a'.repeat(500));
    expect(long.kind === 'city' && long.q.length).toBe(60);
  });
});

describe('storesInCity', () => {
  const stores = [store('S2', 'Cairn München Ost', 'München'), store('S1', 'Cairn Berlin', 'Berlin', '10115'), store('S3', 'Cairn Marienplatz', 'München')];
  it('matches the city without case or accents, by name', () => {
    expect(storesInCity(stores, 'munchen').map((s) => s.storeId)).toEqual(['S3', 'S2']);
    expect(storesInCity(stores, 'BERLIN').map((s) => s.storeId)).toEqual(['S1']);
    expect(storesInCity(stores, 'Hamburg')).toEqual([]);
    expect(storesInCity(stores, ' ')).toEqual([]);
  });
});

describe('weekHours', () => {
  it('lists the week from Monday, closed days included, in the language', () => {
    const rows = weekHours(store('S1', 'x', 'y'), 'en-US');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ day: 1, dayName: 'Monday', hours: '09:00–19:00' });
    expect(rows[6]).toEqual({ day: 7, dayName: 'Sunday', hours: null });
    expect(weekHours(store('S1', 'x', 'y'), 'de-DE')[5]?.dayName).toBe('Samstag');
  });
  it('formats distances', () => {
    expect(distanceText(3.24, 'en-US')).toBe('3.2 km');
    expect(distanceText(42.6, 'en-US')).toBe('43 km');
  });
});
