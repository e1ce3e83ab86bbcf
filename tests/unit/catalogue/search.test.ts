import { describe, expect, it } from 'vitest';
import { alternativeTerms, createSearchClient, normaliseQuery, searchParams } from '../../../src/lib/catalogue/search.ts';
import { createCachedFetcher, UpstreamUnavailableError } from '../../../src/lib/http/cached-fetcher.ts';
import { listingQuery, readListingState } from '../../../src/lib/catalogue/facets.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';
import { contentPath } from '../../../src/lib/content/client.ts';

const fetcherAnswering = (status: number, body: unknown) =>
  createCachedFetcher({
    timeoutMs: 1000,
    freshMs: 0,
    staleMs: 0,
    staleIfErrorMs: 0,
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  });
const clientAnswering = (status: number, body: unknown) => createSearchClient({ baseUrl: 'http://products.test/', fetcher: fetcherAnswering(status, body), headers: () => ({}) });

describe('the productSearch question', () => {
  it('carries the words, the category, the filters, the sort and the page, in a stable order', () => {
    const params = searchParams({ q: '  rain   jacket ', categoryId: '2000', filters: { size: ['M'], color: ['moss', 'black'] }, sort: 'price-asc', start: 24, count: 24 });
    expect(params.toString()).toBe('q=rain+jacket&categoryId=2000&filters=color%3Amoss%2Ccolor%3Ablack%2Csize%3AM&sort=price-asc&start=24&count=24');
  });

  it('leaves out what is not asked', () => {
    expect(searchParams({ start: 0, count: 24 }).toString()).toBe('sort=featured&start=0&count=24');
  });

  it('caps the words at the contract maximum', () => {
    expect(normaliseQuery('x'.repeat(250))).toHaveLength(200);
  });
});

describe("the CMS 'search' area", () => {
  it('is the fixed page (the hub) without a key, and the keyed pages with one', () => {
    expect(contentPath({ siteId: 'CAIRN_EN_US', mode: 'publish', area: 'search' })).toBe('/publish/caas/v1/canvas/augmentedpage/CAIRN_EN_US/search');
    expect(contentPath({ siteId: 'CAIRN_EN_US', mode: 'publish', area: 'search', page: 'no-results' })).toBe('/publish/caas/v1/canvas/search/CAIRN_EN_US/no-results');
  });
});

describe('the search client', () => {
  it("answers 'missing' for an unknown category", async () => {
    expect(await clientAnswering(404, { errorDetails: [] }).search({ siteId: 'CAIRN_EN_US', categoryId: '9999', start: 0, count: 24 })).toBe('missing');
  });

  it('refuses an answer that is not a product list', async () => {
    await expect(clientAnswering(200, { products: 'nope' }).search({ siteId: 'CAIRN_EN_US', start: 0, count: 24 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('fails on an upstream error (the page shows its unavailable state)', async () => {
    await expect(clientAnswering(500, {}).search({ siteId: 'CAIRN_EN_US', start: 0, count: 24 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });
});

describe('what the no-results page suggests', () => {
  const terms: Record<string, string[]> = { ja: ['jacket', 'jacket rain'], boot: ['boot', 'boots'], trail: ['trail', 'trail runner'] };
  const suggest = async (q: string) => (terms[q] ?? []).map((term) => ({ term, count: 1 }));

  it("tries a misspelt word's first letters", async () => {
    expect(await alternativeTerms('jakcet', suggest)).toEqual(['jacket', 'jacket rain']);
  });

  it('tries each word of several alone, and never the words already searched', async () => {
    expect(await alternativeTerms('boot zzz', suggest)).toEqual(['boot', 'boots']);
    expect(await alternativeTerms('trail', suggest)).toEqual([]);
  });

  it('skips an ask that fails and stops at the maximum', async () => {
    const flaky = async (q: string) => {
      if (q === 'boot') throw new Error('down');
      return suggest(q);
    };
    expect(await alternativeTerms('boot trail', flaky)).toEqual(['trail', 'trail runner']);
    expect(await alternativeTerms('jakcet', suggest, 1)).toEqual(['jacket']);
  });
});

describe('against the sandbox', () => {
  const sb = useSandbox();
  const client = () => createSearchClient({ baseUrl: sb.sandbox.url, fetcher: createCachedFetcher({ timeoutMs: 5000, freshMs: 0, staleMs: 0, staleIfErrorMs: 0 }), headers: () => ({ 'x-site-id': 'CAIRN_EN_US' }) });

  it('answers facets with colour swatches and category links', async () => {
    const answer = await client().search({ siteId: 'CAIRN_EN_US', q: 'jacket', start: 0, count: 4 });
    if (answer === 'missing') throw new Error('missing');
    expect(answer.total).toBeGreaterThan(4);
    expect(answer.products).toHaveLength(4);
    const color = answer.facets.find((f) => f.id === 'color');
    expect(color?.values.every((v) => /^#[0-9a-f]{6}$/.test(v.swatch ?? ''))).toBe(true);
    const category = answer.facets.find((f) => f.id === 'category');
    expect(category?.values.find((v) => v.value === '2001')?.url).toBe('/en-us/c/mens-jackets-2001');
  });

  it('filters a category by the state a URL asks for', async () => {
    const state = readListingState(new URLSearchParams('color=black&size=M&sort=price-asc'));
    const all = await client().search({ siteId: 'CAIRN_EN_US', categoryId: '2000', start: 0, count: 24 });
    const some = await client().search({ siteId: 'CAIRN_EN_US', categoryId: '2000', filters: state.filters, sort: state.sort, start: 0, count: 24 });
    if (all === 'missing' || some === 'missing') throw new Error('missing');
    expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeLessThan(all.total);
    const prices = some.products.map((p) => p.price.lowCurrent);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(listingQuery(state)).toBe('color=black&size=M&sort=price-asc');
  });

  it("answers 'missing' for a category that does not exist", async () => {
    expect(await client().search({ siteId: 'CAIRN_EN_US', categoryId: '9999', start: 0, count: 1 })).toBe('missing');
  });

  it('suggests terms, categories and products for "boot"', async () => {
    const answer = await client().suggest('CAIRN_EN_US', 'boot');
    expect(answer.suggestions.map((s) => s.term)).toContain('boot');
    expect(answer.categories.map((c) => c.name)).toContain("Men's Hiking Boots");
    expect(answer.products.length).toBeGreaterThan(0);
    for (const p of answer.products) expect(p.name.toLowerCase()).toContain('boot');
  });
});
