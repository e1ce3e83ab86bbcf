/**
 * The products service beyond details and listings (docs/requirements/catalogue.md#listings-and-search Products): inventory at a store,
 * product sets, availability with attribute selections (ATTR100/200/300), type-ahead, widget
 * recommendations and notify-me. One seeded sandbox over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './auth-helpers.ts';
import { BOOT, expectError } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const h = useSandbox();
const api = sandboxClient(() => h.sandbox.url);
const availability = (productId: string, body: unknown, query = '') => api.post(`/products/v1/products/${productId}/availability${query}`, body);

describe('GET /products/v2/products/{productId}/inventory?storeId', () => {
  it('adds the store’s shelf stock when asked, and nothing otherwise', async () => {
    const plain = await h.get('/products/v2/products/FWINSTOCK1/inventory');
    expect(plain.body.store).toBeUndefined();
    const boulder = await h.get('/products/v2/products/FWINSTOCK1/inventory?storeId=1001');
    expect(boulder.body.store).toMatchObject({ storeId: '1001', storeName: 'Cairn Boulder Flagship' });
    for (const v of boulder.body.store.variants) expect(v.quantity).toBeGreaterThanOrEqual(2);
    const boston = await h.get('/products/v2/products/FWINSTOCK1/inventory?storeId=1003');
    expect(boston.body.store.variants.every((v: any) => v.quantity === 0 && v.stockStatus === 'OutOfStock')).toBe(true);
    expectError(await h.get('/products/v2/products/FWINSTOCK1/inventory?storeId=9999'), 404, 'STR404');
  });
});

describe('product sets', () => {
  it('lists the sets a product is in, and answers a set with its products and price', async () => {
    const sets = await h.get(`/products/v2/products/${BOOT}/productSets`);
    expect(sets.body.productId).toBe('FWINSTOCK1');
    expect(sets.body.productSets.map((s: any) => s.id)).toEqual(['PSTRAILDAY1']);
    const set = await h.get('/products/v2/products/PSTRAILDAY1/productSet');
    expect(set.body).toMatchObject({ id: 'PSTRAILDAY1', name: 'Trail day kit' });
    expect(set.body.products).toHaveLength(4);
    expect(set.body.products.map((p: any) => p.id)).toEqual(set.body.productIds);
    const sum = set.body.products.reduce((n: number, p: any) => n + p.price.lowCurrent, 0);
    expect(set.body.price.lowCurrent).toBeCloseTo(sum, 2);
    const gbp = await h.get('/products/v2/products/PSTRAILDAY1/productSet', { 'x-site-id': 'CAIRN_EN_GB' });
    expect(gbp.body.price.currency).toBe('GBP');
    expectError(await h.get('/products/v2/products/PSNOTHING1/productSet'), 404, 'API404');
    expect((await h.get('/products/v2/products/GRNOPRICE1/productSets')).body.productSets).toEqual([]);
  });
});

describe('POST /products/v1/products/{productId}/availability', () => {
  it('answers every variant, or the one an attribute selection names, with stores', async () => {
    const all = await availability('GRTENTRNG1', {});
    expect(all.body.variants.map((v: any) => v.id)).toEqual(['GRTENTRNG1-sand-01', 'GRTENTRNG1-sand-02', 'GRTENTRNG1-sand-03']);
    const one = await availability('FWINSTOCK1', { attributes: { color: 'moss', size: '10' }, qty: 2, storeIds: ['1003'] }, '?storeId=1001');
    expect(one.body.variants).toHaveLength(1);
    expect(one.body.variants[0]).toMatchObject({ id: 'FWINSTOCK1-moss-07', attributes: { color: 'moss', size: '10' }, stockStatus: 'InStock', available: true });
    expect(one.body.variants[0].stores.map((s: any) => [s.storeId, s.pickup, s.shipToStore])).toEqual([
      ['1001', true, true],
      ['1003', false, true],
    ]);
  });

  it('names a variant by its id too; stock decides, digital is always there', async () => {
    const low = await availability('APLOWSTCK1-sunflower-03', { qty: 2 });
    expect(low.body.variants).toEqual([expect.objectContaining({ id: 'APLOWSTCK1-sunflower-03', quantity: 1, available: false })]);
    const soldOut = await availability('FWSOLDOUT1-plum-01', {});
    expect(soldOut.body.variants[0]).toMatchObject({ quantity: 0, stockStatus: 'OutOfStock', available: false });
    const card = await availability('GRGIFTCRD1-pine-01', { storeIds: ['1001'] });
    expect(card.body.variants[0]).toMatchObject({ quantity: 1, stockStatus: 'InStock', available: true, stores: [] });
  });

  it('answers ATTR100, ATTR200, ATTR300 for selections that name no single variant', async () => {
    expectError(await availability('FWINSTOCK1', { attributes: { flavour: 'mint' } }), 400, 'ATTR100');
    expectError(await availability('FWINSTOCK1', { attributes: { color: 'moss', size: '99' } }), 400, 'ATTR200');
    expectError(await availability('FWINSTOCK1', { attributes: { color: 'moss' } }), 400, 'ATTR300');
    expectError(await availability('FWINSTOCK1', { storeIds: ['9999'] }), 404, 'STR404');
    expectError(await availability('ZZ00000000', {}), 404, 'API404');
    expectError(await availability('FWINSTOCK1-moss-99', {}), 404, 'API404');
  });
});

describe('GET /products/v2/search/autoSuggest', () => {
  it('suggests terms, products and categories for what was typed', async () => {
    const rain = await h.get('/products/v2/search/autoSuggest?q=rain');
    expect(rain.status).toBe(200);
    expect(rain.body.suggestions.map((s: any) => s.term)).toContain('rain jacket');
    expect(rain.body.products.length).toBeGreaterThan(0);
    for (const p of rain.body.products) expect(p.name.toLowerCase()).toContain('rain');
    const boots = await h.get('/products/v2/search/autoSuggest?q=hiking%20bo&count=3');
    expect(boots.body.suggestions[0].term).toMatch(/^hiking boot/);
    expect(boots.body.products.length).toBeLessThanOrEqual(3);
    expect(boots.body.categories.map((c: any) => c.url)).toContain('/en-us/c/mens-hiking-boots-1001');
  });

  it('answers nothing under two characters, PLP400 for a bad query', async () => {
    expect((await h.get('/products/v2/search/autoSuggest?q=r')).body).toEqual({ q: 'r', suggestions: [], products: [], categories: [] });
    expectError(await h.get(`/products/v2/search/autoSuggest?q=${'x'.repeat(201)}`), 400, 'PLP400');
    expectError(await h.get('/products/v2/search/autoSuggest?q=rain&count=13'), 400, 'PLP400');
  });
});

describe('GET /products/v1/widgetRecommendations', () => {
  it('answers a widget’s recommendations, stable per shopper and context', async () => {
    const first = await h.get('/products/v1/widgetRecommendations?widgetId=complete-the-look&productId=FWINSTOCK1&count=4');
    expect(first.body.widgetId).toBe('complete-the-look');
    expect(first.body.recommendations).toHaveLength(4);
    expect(first.body.recommendations.map((r: any) => r.id)).not.toContain('FWINSTOCK1');
    for (const r of first.body.recommendations) expect(r).toMatchObject({ title: expect.any(String), url: expect.stringMatching(/^\/en-us\/p\//), recToken: expect.any(String) });
    const again = await h.get('/products/v1/widgetRecommendations?widgetId=complete-the-look&productId=FWINSTOCK1&count=4');
    expect(again.body).toEqual(first.body);
    const trending = await h.get('/products/v1/widgetRecommendations');
    expect(trending.body).toMatchObject({ widgetId: 'trending' });
    expect(trending.body.recommendations).toHaveLength(12);
  });

  it('refuses a malformed widget or category (PLP400) and an unknown category (404)', async () => {
    expectError(await h.get('/products/v1/widgetRecommendations?widgetId=Not%20Valid'), 400, 'PLP400');
    expectError(await h.get('/products/v1/widgetRecommendations?count=25'), 400, 'PLP400');
    expectError(await h.get('/products/v1/widgetRecommendations?categoryId=9999'), 404, 'API404');
  });
});

describe('PUT /products/v1/notifications (notify me)', () => {
  it('registers an email for a sold-out variant once (201, then 200)', async () => {
    const guest = await api.guest();
    const put = (body: unknown) => api.call('PUT', '/products/v1/notifications', body, { token: guest.accessToken });
    const first = await put({ productId: 'FWSOLDOUT1-plum-01', email: 'Waiting@Example.test' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ productId: 'FWSOLDOUT1-plum-01', email: 'waiting@example.test', subscribed: true });
    const again = await put({ productId: 'FWSOLDOUT1-plum-01', email: 'waiting@example.test' });
    expect(again.status).toBe(200);
    expect(again.body.createdAt).toBe(first.body.createdAt);
  });

  it('needs one sold-out variant (ATTR300 for a master, INV409 in stock, API404 unknown)', async () => {
    const guest = await api.guest();
    const put = (body: unknown) => api.call('PUT', '/products/v1/notifications', body, { token: guest.accessToken });
    expectError(await put({ productId: 'FWSOLDOUT1', email: 'w@example.test' }), 400, 'ATTR300');
    expectError(await put({ productId: BOOT, email: 'w@example.test' }), 409, 'INV409');
    expectError(await put({ productId: 'FWSOLDOUT1-plum-77', email: 'w@example.test' }), 404, 'API404');
    expectError(await put({ productId: 'FWSOLDOUT1-plum-01', email: 'nope' }), 400, 'API400');
    expectError(await api.call('PUT', '/products/v1/notifications', { productId: 'FWSOLDOUT1-plum-01', email: 'w@example.test' }), 401, 'AUT404');
  });
});
