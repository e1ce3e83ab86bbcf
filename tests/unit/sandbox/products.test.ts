import { describe, expect, it } from 'vitest';
import { product, productList } from '../../../schemas/api/product.ts';
import { PRODUCT_ID } from '../../../src/lib/site/routes.ts';
import { expectErrorShape, useSandbox } from './sandbox-harness.ts';

const sb = useSandbox();
const details = (id: string, headers?: Record<string, string>) => sb.get(`/products/v2/products/${id}/details`, headers);
const catalog = (query: string, headers?: Record<string, string>) => sb.get(`/products/v2/catalog?${query}`, headers);
const search = (query: string, headers?: Record<string, string>) => sb.get(`/products/v2/search/productSearch?${query}`, headers);

describe('product details and inventory', () => {
  it('answers a product the storefront’s contract accepts', async () => {
    const res = await details('FWINSTOCK1');
    expect(res.status).toBe(200);
    const p = product.parse(res.body);
    expect(p).toMatchObject({ id: 'FWINSTOCK1', currency: 'USD', url: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1' });
    expect(p.attributes.map((a) => a.type)).toEqual(['color', 'size']);
    expect(p.variants).toHaveLength(3 * 12);
    for (const v of p.variants) {
      expect(v.upc).toMatch(/^\d{12}$/);
      expect(v.stock?.quantity).toBeGreaterThan(0);
    }
    expect(p.images.filter((i) => i.color === 'moss').map((i) => i.url)).toEqual([1, 2, 3].map((n) => `/media/products/FWINSTOCK1/moss-${n}.svg`));
  });

  it('prices in the currency of the caller’s site', async () => {
    const usd = product.parse((await details('APMARKDWN1')).body);
    const gbp = product.parse((await details('APMARKDWN1', { 'x-site-id': 'CAIRN_EN_GB' })).body);
    const cad = product.parse((await details('APMARKDWN1', { 'x-site-id': 'CAIRN_FR_CA' })).body);
    expect([usd.currency, gbp.currency, cad.currency]).toEqual(['USD', 'GBP', 'CAD']);
    expect(gbp.price.lowCurrent).not.toBe(usd.price.lowCurrent);
    expect(gbp.url).toBe('/en-gb/p/zenith-down-jacket-APMARKDWN1');
  });

  it('serves the fixed test products', async () => {
    const marked = product.parse((await details('APMARKDWN1')).body);
    expect(marked.price.lowCurrent).toBeLessThan(marked.price.lowOriginal);
    const gift = product.parse((await details('GRFREEGFT1')).body);
    expect(gift.price.lowCurrent).toBe(0);
    const soldOut = product.parse((await details('FWSOLDOUT1')).body);
    expect(soldOut.variants.every((v) => v.stock?.quantity === 0 && v.notifyMe)).toBe(true);
    expect(soldOut.attributes[0]?.options.every((o) => !o.available)).toBe(true);
    const low = product.parse((await details('APLOWSTCK1')).body);
    expect(low.eyebrow).toBe('LOW STOCK');
    expect(low.variants.every((v) => v.stock?.label === 'Low Stock')).toBe(true);
    const oneSize = product.parse((await details('GRONESIZE1')).body);
    expect(oneSize.variants).toHaveLength(1);
    const card = product.parse((await details('GRGIFTCRD1', { 'x-site-id': 'CAIRN_DE_DE' })).body);
    expect(card.productType).toBe('digital');
    expect(card.variants.map((v) => v.price.current)).toEqual([25, 50, 100, 250]);
    const soon = product.parse((await details('FWCOMINGS1')).body);
    expect(Date.parse(soon.targetPublishDate ?? '')).toBeGreaterThan(Date.now());
  });

  it('answers per-variant inventory', async () => {
    const res = await sb.get('/products/v2/products/APPARTOOS1/inventory');
    expect(res.status).toBe(200);
    expect(res.body.productId).toBe('APPARTOOS1');
    const byId = new Map(res.body.variants.map((v: { id: string; quantity: number; stockStatus: string }) => [v.id, v]));
    expect(byId.get('APPARTOOS1-ember-01')).toMatchObject({ quantity: 0, stockStatus: 'OutOfStock' });
    expect(byId.get('APPARTOOS1-pine-01')).toMatchObject({ quantity: 25, stockStatus: 'InStock' });
  });

  it('answers 404 in the error shape for an unknown product', async () => {
    const res = await details('ZZ0000000');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'API404');
  });
});

describe('catalog', () => {
  it('pages a category and includes a department’s subcategories', async () => {
    const first = productList.parse((await catalog('categoryId=1000&start=0&count=10')).body);
    const second = productList.parse((await catalog('categoryId=1000&start=10&count=10')).body);
    expect(first.products).toHaveLength(10);
    expect(first.total).toBeGreaterThan(50);
    expect(second.start).toBe(10);
    const ids = new Set([...first.products, ...second.products].map((p) => p.id));
    expect(ids.size).toBe(20);
    expect(new Set(first.products.map((p) => p.categoryId)).size).toBeGreaterThan(1);
    for (const p of first.products) {
      expect(p.id).toMatch(PRODUCT_ID);
      expect(p.categoryId?.startsWith('100')).toBe(true);
    }
  });

  it('sorts by price, name and newest', async () => {
    const asc = productList.parse((await catalog('categoryId=2001&count=50&sort=price-asc')).body).products.map((p) => p.price.lowCurrent);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = productList.parse((await catalog('categoryId=2001&count=50&sort=price-desc')).body).products.map((p) => p.price.lowCurrent);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = productList.parse((await catalog('categoryId=3002&count=50&sort=name')).body).products.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const newest = await catalog('categoryId=3002&count=5&sort=newest');
    expect(newest.status).toBe(200);
  });

  it('validates paging and sort with PLP400', async () => {
    for (const query of ['count=0', 'count=101', 'count=ten', 'start=-1', 'sort=cheapest', 'categoryId=12']) {
      const res = await catalog(query);
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body, 'PLP400');
    }
    expect((await catalog('categoryId=9999')).status).toBe(404);
    expect((await catalog('count=100')).status).toBe(200);
  });
});

describe('product search', () => {
  it('finds by words and answers facets', async () => {
    const res = await search('q=rain%20jacket&count=5');
    const list = productList.parse(res.body);
    expect(list.total).toBeGreaterThan(0);
    for (const p of list.products) expect(p.name.toLowerCase()).toMatch(/rain jacket/);
    expect(list.facets.map((f) => f.id)).toEqual(['color', 'size', 'price', 'category']);
  });

  it('filters by facet values: alternatives within a facet, narrowing across facets', async () => {
    const moss = productList.parse((await search('categoryId=1000&filters=color:moss&count=100')).body);
    const mossOrBlack = productList.parse((await search('categoryId=1000&filters=color:moss,color:black&count=100')).body);
    const mossCheap = productList.parse((await search('categoryId=1000&filters=color:moss,price:0-100&count=100')).body);
    expect(moss.total).toBeGreaterThan(0);
    expect(mossOrBlack.total).toBeGreaterThan(moss.total);
    expect(mossCheap.total).toBeLessThan(moss.total);
    for (const p of moss.products) expect(p.colors.map((c) => c.value)).toContain('moss');
    for (const p of mossCheap.products) expect(p.price.lowCurrent).toBeLessThan(100);
    // The colour facet still offers the other colours while one is chosen.
    expect(moss.facets.find((f) => f.id === 'color')?.values.length).toBeGreaterThan(1);
  });

  it('refuses malformed filters', async () => {
    for (const filters of ['colour:moss', 'price:cheap', 'price:100-50', 'color']) {
      const res = await search(`filters=${encodeURIComponent(filters)}`);
      expect(res.status, filters).toBe(400);
      expectErrorShape(res.body, 'PLP400');
    }
  });
});

describe('media', () => {
  it('serves generated SVGs with long-lived caching, ignoring transform params', async () => {
    const res = await sb.get('/media/products/FWINSTOCK1/moss-1.svg?w=640&q=50&sharpen=60&dpr=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.text).toMatch(/^<svg [^>]*width="1000" height="1000"/);
    expect(res.text).toContain('Summit Trail Mid WP Boot');
    const banner = await sb.get('/media/content/hero-winter-1200x400.svg');
    expect(banner.text).toMatch(/width="1200" height="400"/);
  });

  it('answers 404 for unknown media', async () => {
    for (const path of ['products/FWINSTOCK1/moss-9.svg', 'products/FWINSTOCK1/plaid-1.svg', 'products/ZZ0000000/moss-1.svg', 'content/../x.svg', 'other/x.png']) {
      const res = await sb.get(`/media/${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});
