import { describe, expect, it } from 'vitest';
import { cmToIn, sizeChart, sizeChartTypeOf } from '../../../src/lib/catalogue/size-chart.ts';
import { nearestStores, normalisePostalCode, storeStocks } from '../../../src/lib/catalogue/store-availability.ts';

describe('size chart', () => {
  it('has a chart for footwear (foot sizes) and apparel, none for gear or digital products', () => {
    expect(sizeChartTypeOf({ department: 'footwear', productType: 'physical' })).toBe('footwear');
    expect(sizeChartTypeOf({ department: 'apparel' })).toBe('apparel');
    expect(sizeChartTypeOf({ department: 'gear' })).toBeNull();
    expect(sizeChartTypeOf({ department: 'footwear', productType: 'digital' })).toBeNull();
  });
  it("keeps the product's sizes in the chart's order", () => {
    const chart = sizeChart('footwear', ['13', '7', '9']);
    expect(chart?.rows.map((r) => r.size)).toEqual(['7', '9', '13']);
    expect(sizeChart('apparel', ['2P'])).toBeNull();
    expect(sizeChart('gear')).toBeNull();
    expect(cmToIn(26.7)).toBe(10.5);
  });
});

describe('store availability', () => {
  it('merges the nearest stores with their stock, nearest first', () => {
    const near = nearestStores({ placed: true, stores: [{ storeId: '1001', storeName: 'Boulder', distanceKm: 0.8 }, { storeId: '1003', storeName: 'Boston', distanceKm: 20 }, { storeId: 9 } as never] });
    expect(near.stores.map((s) => s.storeId)).toEqual(['1001', '1003']);
    const rows = storeStocks(
      { variants: [{ id: 'V1', stores: [{ storeId: '1003', storeName: 'Boston', quantity: 0, pickup: true, shipToStore: true }, { storeId: '1001', storeName: 'Boulder', quantity: 5, pickup: true, shipToStore: false }] }] },
      'V1',
      near.stores,
    );
    expect(rows).toEqual([
      { storeId: '1001', storeName: 'Boulder', quantity: 5, pickup: true, shipToStore: false, distanceKm: 0.8 },
      // No pickup from an empty shelf, whatever the answer says.
      { storeId: '1003', storeName: 'Boston', quantity: 0, pickup: false, shipToStore: true, distanceKm: 20 },
    ]);
    expect(nearestStores({ placed: false, stores: [] }).placed).toBe(false);
  });
  it('normalises a postal code', () => expect(normalisePostalCode('  v6b   1a1 ')).toBe('V6B 1A1'));
});

import { widgetCards, widgetPath } from '../../../blocks/recommendations/widget.ts';

describe('recommendation widget', () => {
  it('asks for the product (or category) with the decision point as the widget id', () => {
    expect(widgetPath({ decisionPoint: 'similar', limit: 12, productId: 'FWINSTOCK1' })).toBe('/api/gateway/products/v1/widgetRecommendations?widgetId=similar&count=12&productId=FWINSTOCK1');
    expect(widgetPath({ decisionPoint: 'trending', limit: 99, categoryId: '1001' })).toBe('/api/gateway/products/v1/widgetRecommendations?widgetId=trending&count=24&categoryId=1001');
    expect(widgetPath({ decisionPoint: 'Similar Items', limit: 6, productId: 'FWINSTOCK1' })).toBeNull();
    expect(widgetPath({ decisionPoint: 'similar', limit: 6 })).toBeNull();
  });
  it('turns the answer into cards, leaving out malformed entries and foreign links', () => {
    const ok = { id: 'AP1', title: 'Jacket', url: '/en-us/p/jacket-AP1', image: { url: '/media/a.svg', width: 1000, height: 1000 }, rating: 4.5, price: { currency: 'USD', current: 80, original: 100 }, recToken: 't1' };
    const cards = widgetCards({ recommendations: [ok, { ...ok, url: 'https://evil.example/x' }, { ...ok, price: null }, { ...ok, recToken: '' }] }, 'en-US');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: 'AP1', rating: 4.5, price: { now: '$80.00', was: '$100.00', label: 'Marked Down' }, recToken: 't1' });
    expect(widgetCards(null, 'en-US')).toEqual([]);
  });
});
