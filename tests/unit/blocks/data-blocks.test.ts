/**
 * The data-fed blocks (article grid, recommendations, up-sell, UGC, inline catalog grid): their
 * schemas (fixtures, defaults, what editors get wrong) and the pure decisions their components,
 * scripts and endpoints make, with the spec's constants (docs/requirements/content-blocks.md#page-composition, docs/requirements/content-blocks.md#user-generated-content, docs/requirements/content-blocks.md#recommendations-and-up-sell).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_GRID_DEFAULT_SIZE, FACET_DISPLAY_LIMITS, articleGridBlock, articleGridPageSize } from '../../../schemas/content/article-grid.ts';
import { RECOMMENDATION_SKELETONS, SEARCH_HUB_CARD_PX, recommendationsBlock, slidesToScroll } from '../../../schemas/content/recommendations.ts';
import { UP_SELL_STACK_COUNT, upSellBlock } from '../../../schemas/content/up-sell.ts';
import { CURALATE_INIT_DELAY_MS, ugcBlock } from '../../../schemas/content/ugc.ts';
import { inlineCatalogGridBlock } from '../../../schemas/content/inline-catalog-grid.ts';
import { MAX_RECOMMENDATION_IMPRESSIONS, decideRequest } from '../../../schemas/api/personalisation.ts';
import { isComingSoon } from '../../../schemas/api/article.ts';
import type { Product } from '../../../schemas/api/product.ts';
import { canReadMore, comingSoonLabel, gridState, overflowClasses, pageRequests, parseTags, seeMoreClasses, shownParam, tagsParam, toggleTag } from '../../../blocks/article-grid/state.ts';
import { CARD_WIDTHS } from '../../../blocks/recommendations/layout.ts';
import { fillFilter, olapicSource, showsUgcTitle, sourceOfFilter } from '../../../blocks/ugc/source.ts';
import { idsFromPath } from '../../../src/lib/site/path-ids.ts';
import { articleSearchQuery } from '../../../src/lib/articles/client.ts';
import { RELATED_ARTICLES_LIMIT, relatedArticles } from '../../../src/lib/articles/related.ts';
import { loadUpSells, offeredSku } from '../../../src/lib/catalogue/up-sell.ts';
import { decideBody, recommendationsRequest, toCards, visitorFor } from '../../../src/lib/personalisation/recommendations.ts';
import { dataBlocks, productDataBlocks } from '../../../src/sandbox/seed/content/blocks-data.ts';
import { KITCHEN_SINK_AREAS, kitchenSinkSections } from '../../../src/sandbox/seed/content/kitchen-sinks.ts';
import { CATEGORIES } from '../../../src/sandbox/seed/categories.ts';
import { SITES, siteForLocale } from '../../../src/lib/site/locales.ts';
import { blockSchemas } from '../../../schemas/content/index.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${name}.json`, import.meta.url), 'utf8'));
const issuePaths = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => (r.error?.issues ?? []).map((i) => i.path.map(String).join('.'));

describe('article grid', () => {
  it('accepts the valid fixture and refuses the invalid one at the fields an editor got wrong', () => {
    expect(articleGridBlock.parse(fixture('article-grid.valid'))).toMatchObject({ rows: 2, smallGridSize: 3, tagIds: ['hiking'] });
    expect(issuePaths(articleGridBlock.safeParse(fixture('article-grid.invalid')))).toEqual(expect.arrayContaining(['rows', 'smallGridSize', 'tagIds.0', 'facetLimits.sm']));
  });

  it('starts with rows × small-grid size articles, or 3 (docs/requirements/content-blocks.md#article-grid)', () => {
    expect(ARTICLE_GRID_DEFAULT_SIZE).toBe(3);
    expect(articleGridPageSize(articleGridBlock.parse({ type: 'article-grid', id: 'a' }))).toBe(3);
    expect(articleGridPageSize(articleGridBlock.parse({ type: 'article-grid', id: 'a', rows: 2 }))).toBe(3);
    expect(articleGridPageSize(articleGridBlock.parse({ type: 'article-grid', id: 'a', rows: 2, smallGridSize: 4 }))).toBe(8);
  });

  it('limits the tags shown per breakpoint to sm 4, md 10, lg 20 by default, hiding the rest behind see more', () => {
    const block = articleGridBlock.parse({ type: 'article-grid', id: 'a' });
    expect(block.facetLimits).toEqual(FACET_DISPLAY_LIMITS);
    expect(FACET_DISPLAY_LIMITS).toEqual({ sm: 4, md: 10, lg: 20 });
    expect(overflowClasses(3, block.facetLimits)).toBe('');
    expect(overflowClasses(4, block.facetLimits)).toBe('ag-x-sm');
    expect(overflowClasses(10, block.facetLimits)).toBe('ag-x-sm ag-x-md');
    expect(overflowClasses(20, block.facetLimits)).toBe('ag-x-sm ag-x-md ag-x-lg');
    expect(seeMoreClasses(12, block.facetLimits)).toBe('ag-m-sm ag-m-md');
    expect(seeMoreClasses(4, block.facetLimits)).toBe('');
  });

  it('reads its state from its own query parameters: preset tags until the shopper chooses, whole pages shown', () => {
    const url = (q: string) => new URL(`https://shop.test/en-us/journal?${q}`);
    expect(gridState('g1', ['events'], 3, url(''))).toEqual({ tagIds: ['events'], shown: 3 });
    expect(gridState('g1', ['events'], 3, url(`${tagsParam('g1')}=`))).toEqual({ tagIds: [], shown: 3 });
    expect(gridState('g1', [], 3, url(`${tagsParam('g1')}=hiking,camping&${shownParam('g1')}=7`))).toEqual({ tagIds: ['hiking', 'camping'], shown: 9 });
    // Another grid's parameters and junk are ignored; a huge count is capped.
    expect(gridState('g1', [], 3, url(`${tagsParam('g2')}=hiking&${shownParam('g1')}=x`))).toEqual({ tagIds: [], shown: 3 });
    expect(gridState('g1', [], 3, url(`${shownParam('g1')}=100000`)).shown).toBeLessThanOrEqual(192);
    expect(parseTags('hiking,Nope!,hiking, camping')).toEqual(['hiking', 'camping']);
  });

  it('toggles a tag on and off, and loads more only while fewer than the total are shown', () => {
    expect(toggleTag(['hiking'], 'camping')).toEqual(['hiking', 'camping']);
    expect(toggleTag(['hiking', 'camping'], 'hiking')).toEqual(['camping']);
    expect(canReadMore(3, 60)).toBe(true);
    expect(canReadMore(60, 60)).toBe(false);
    expect(canReadMore(0, 0)).toBe(false);
  });

  it('fetches a long first page in searches the service accepts', () => {
    expect(pageRequests(6)).toEqual([{ offset: 0, limit: 6 }]);
    expect(pageRequests(100)).toEqual([
      { offset: 0, limit: 48 },
      { offset: 48, limit: 48 },
      { offset: 96, limit: 4 },
    ]);
  });

  it('asks the article search by type, offset, limit and tag ids (docs/requirements/content-blocks.md#article-grid)', () => {
    const q = articleSearchQuery({ offset: 6, limit: 3, tagIds: ['hiking', 'camping', 'hiking'] });
    expect(Object.fromEntries(q)).toEqual({ type: 'article', offset: '6', limit: '3', tagId: 'camping,hiking' });
    expect(articleSearchQuery({ offset: 0, limit: 3, tagIds: [] }).has('tagId')).toBe(false);
  });

  it('appends the publish date to the Coming-soon badge (docs/requirements/catalogue.md#product)', () => {
    expect(comingSoonLabel('Coming soon', '2031-03-15T09:00:00.000Z', 'en-US')).toBe('Coming soon March 15, 2031');
    expect(comingSoonLabel('Bientôt disponible', '2031-03-15T09:00:00.000Z', 'fr-FR')).toBe('Bientôt disponible 15 mars 2031');
    expect(isComingSoon({ date: '2031-03-15T09:00:00.000Z' }, Date.UTC(2026, 0, 1))).toBe(true);
    expect(isComingSoon({ date: '2025-03-15T09:00:00.000Z' }, Date.UTC(2026, 0, 1))).toBe(false);
  });

  it('relates up to 4 articles sharing a tag, never the article itself', async () => {
    const calls: unknown[] = [];
    const article = (id: string) => ({ id, title: id, url: `/en-us/articles/${id}`, picture: { url: '/x.svg', alt: '' }, tags: [], date: '2025-01-01T00:00:00Z' });
    const client = {
      search: async (q: unknown) => {
        calls.push(q);
        return { result: ['a', 'self', 'b', 'c', 'd'].map(article), facets: [], total: 9, offset: 0 };
      },
      article: async () => null,
    };
    const related = await relatedArticles(client, 'CAIRN_EN_US', { id: 'self', tags: [{ id: 'hiking', label: 'Hiking' }] });
    expect(RELATED_ARTICLES_LIMIT).toBe(4);
    expect(related.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(calls).toEqual([{ siteId: 'CAIRN_EN_US', offset: 0, limit: 5, tagIds: ['hiking'] }]);
    expect(await relatedArticles(client, 'CAIRN_EN_US', { id: 'self', tags: [] })).toEqual([]);
  });
});

describe('recommendations', () => {
  it('accepts the valid fixture, refuses the invalid one, and defaults to 5 cards of trending', () => {
    expect(recommendationsBlock.parse(fixture('recommendations.valid'))).toMatchObject({ variant: '6-cards', maxItems: 18 });
    expect(issuePaths(recommendationsBlock.safeParse(fixture('recommendations.invalid')))).toEqual(expect.arrayContaining(['variant', 'decisionPoint', 'maxItems']));
    expect(recommendationsBlock.parse({ type: 'recommendations', id: 'r' })).toMatchObject({ variant: '5-cards', decisionPoint: 'trending', maxItems: 12, usePageContext: true });
  });

  it('sizes cards by variant, scrolls 6 for six cards and 3 otherwise, and shows 6 skeletons (docs/requirements/editors-and-experiments.md#experiences)', () => {
    expect(SEARCH_HUB_CARD_PX).toBe(250);
    expect(CARD_WIDTHS['search-hub']).toEqual({ sm: '250px', md: '250px', lg: '250px' });
    expect(CARD_WIDTHS['3-cards'].lg).toBe('33.333%');
    expect(CARD_WIDTHS['5-cards'].lg).toBe('20%');
    expect(CARD_WIDTHS['6-cards'].lg).toBe('16.666%');
    expect(slidesToScroll('6-cards')).toBe(6);
    expect(['3-cards', '5-cards', 'search-hub'].map((v) => slidesToScroll(v as '3-cards'))).toEqual([3, 3, 3]);
    expect(RECOMMENDATION_SKELETONS).toBe(6);
  });

  it('builds the decide call with the page as context, and only the consented visitor id', () => {
    const input = recommendationsRequest.parse({ kind: 'decide', locale: 'en-us', decisionPoint: 'similar', limit: 9, path: '/en-us/p/boot-FWINSTOCK1', pageType: 'product detail', productId: 'FWINSTOCK1' });
    const body = decideBody(input, { monetateId: 'm-1' }, 'ECOMM', 'req-1');
    expect(decideRequest.parse(body)).toMatchObject({
      channel: 'ECOMM',
      monetateId: 'm-1',
      events: [
        { eventType: 'monetate:decision:DecisionRequest', requestId: 'req-1', decisionPoint: 'similar', limit: 9 },
        { eventType: 'monetate:context:PageView', url: '/en-us/p/boot-FWINSTOCK1', pageType: 'product detail', categories: [] },
        { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'FWINSTOCK1' }] },
      ],
    });
    expect(decideBody(input, {}, 'ECOMM', 'req-1')).not.toHaveProperty('monetateId');
  });

  it('tells the engine who the shopper is only with targeting consent, from the cookies, never the request', () => {
    const signedIn = { signedIn: true, consumerNo: 'C-1001' };
    expect(visitorFor(false, 'a1b2c3d4-0000', signedIn)).toEqual({});
    expect(visitorFor(true, 'a1b2c3d4-0000', signedIn)).toEqual({ monetateId: 'a1b2c3d4-0000', customerId: 'C-1001' });
    expect(visitorFor(true, undefined, { signedIn: false, consumerNo: 'G-1' })).toEqual({});
    expect(visitorFor(true, 'not a valid; id', { signedIn: false, consumerNo: null })).toEqual({});
  });

  it('reports impressions up to 24, and refuses more', () => {
    expect(MAX_RECOMMENDATION_IMPRESSIONS).toBe(24);
    const tokens = Array.from({ length: 24 }, (_, i) => `rt.${i}`);
    const ok = recommendationsRequest.parse({ kind: 'impressions', locale: 'en-us', recTokens: tokens });
    expect(decideBody(ok, {}, 'ECOMM', 'r').events).toEqual([{ eventType: 'monetate:record:RecImpressions', recImpressions: tokens }]);
    expect(recommendationsRequest.safeParse({ kind: 'impressions', locale: 'en-us', recTokens: [...tokens, 'rt.24'] }).success).toBe(false);
    expect(recommendationsRequest.safeParse({ kind: 'decide', locale: 'en-us', decisionPoint: 'x', limit: 25, path: '/', pageType: 'Home' }).success).toBe(false);
  });

  it('formats cards for the site with the catalogue’s price labels', () => {
    const [marked, full, free] = toCards(
      [
        { id: 'APMARKDWN1', title: 'Zenith', url: '/en-gb/p/zenith-APMARKDWN1', image: { url: '/media/products/APMARKDWN1/black-1.svg', alt: '', width: 1000, height: 1000 }, rating: 4.2, price: { currency: 'GBP', current: 150, original: 250 }, recToken: 't1' },
        { id: 'FWINSTOCK1', title: 'Summit', url: '/en-gb/p/summit-FWINSTOCK1', image: { url: 'javascript:alert(1)', alt: '' }, price: { currency: 'GBP', current: 150, original: 150 }, recToken: 't2' },
        { id: 'GRFREEGFT1', title: 'Sack', url: '/en-gb/p/sack-GRFREEGFT1', image: { url: '/media/x.svg', alt: '' }, price: { currency: 'GBP', current: 0, original: 20 }, recToken: 't3' },
      ],
      siteForLocale('en-gb')!,
    );
    expect(marked!.price).toEqual({ now: '£150.00', was: '£250.00', label: 'Marked Down' });
    expect(marked!.image?.srcset).toContain('/media/products/APMARKDWN1/black-1.svg');
    expect(full!.price).toEqual({ now: '£150.00', was: null, label: null });
    expect(full!.image).toBeNull();
    expect(full!.rating).toBeNull();
    expect(free!.price.label).toBe('Free Gift');
  });
});

describe('up-sell', () => {
  const product = (id: string, variants: Array<{ id: string }>, productType?: string): Product =>
    ({
      id,
      name: id,
      slug: id.toLowerCase(),
      currency: 'USD',
      price: { currency: 'USD', lowOriginal: 10, highOriginal: 10, lowCurrent: 10, highCurrent: 10 },
      attributes: [],
      variants: variants.map((v) => ({ ...v, upc: '000000000000', attributes: {}, price: { original: 10, current: 10 }, notifyMe: false })),
      images: [{ url: `/media/products/${id}/a-1.svg`, alt: '', width: 1000, height: 1000 }],
      description: '',
      details: [],
      presale: false,
      isRobisOnly: false,
      ...(productType ? { productType } : {}),
    }) as Product;
  const stock = (id: string, levels: Record<string, number>) => ({
    productId: id,
    variants: Object.entries(levels).map(([vid, quantity]) => ({ id: vid, quantity, stockStatus: quantity > 0 ? ('InStock' as const) : ('OutOfStock' as const) })),
  });

  it('accepts the valid fixture, refuses the invalid one, and stacks 3 by default (docs/requirements/content-blocks.md#recommendations-and-up-sell)', () => {
    expect(UP_SELL_STACK_COUNT).toBe(3);
    expect(upSellBlock.parse(fixture('up-sell.valid'))).toMatchObject({ layout: 'stack', stackCount: 3 });
    expect(upSellBlock.parse({ type: 'up-sell', id: 'u', items: [{ id: 'FWINSTOCK1' }] })).toMatchObject({ layout: 'stack', stackCount: 3 });
    expect(issuePaths(upSellBlock.safeParse(fixture('up-sell.invalid')))).toEqual(expect.arrayContaining(['layout', 'stackCount', 'items.0.id']));
  });

  it('offers the editor’s sku or the first variant in stock, and nothing when out of stock', () => {
    const p = product('APXXXXXX1', [{ id: 'v1' }, { id: 'v2' }]);
    expect(offeredSku(p, stock('APXXXXXX1', { v1: 0, v2: 4 }))).toBe('v2');
    expect(offeredSku(p, stock('APXXXXXX1', { v1: 0, v2: 4 }), 'v1')).toBeNull();
    expect(offeredSku(p, stock('APXXXXXX1', { v1: 0, v2: 0 }))).toBeNull();
    expect(offeredSku(p, null)).toBeNull();
    // Digital products are always available (docs/requirements/catalogue.md#variant-stock).
    expect(offeredSku(product('GRGIFTCRD1', [{ id: 'g1' }], 'digital'), stock('GRGIFTCRD1', { g1: 0 }))).toBe('g1');
  });

  it('drops out-of-stock and unknown up-sells after checking each id’s inventory, keeping the order', async () => {
    const products: Record<string, Product> = {
      APAAAAAA1: product('APAAAAAA1', [{ id: 'a1' }]),
      FWSOLDOUT1: product('FWSOLDOUT1', [{ id: 's1' }]),
      GRBBBBBB1: product('GRBBBBBB1', [{ id: 'b1' }]),
    };
    const inventories: Record<string, ReturnType<typeof stock>> = {
      APAAAAAA1: stock('APAAAAAA1', { a1: 2 }),
      FWSOLDOUT1: stock('FWSOLDOUT1', { s1: 0 }),
      GRBBBBBB1: stock('GRBBBBBB1', { b1: 9 }),
    };
    const asked: string[] = [];
    const outcome = await loadUpSells(
      [{ id: 'APAAAAAA1' }, { id: 'FWSOLDOUT1' }, { id: 'ZZZZZZZZ1' }, { id: 'GRBBBBBB1' }, { id: 'APAAAAAA1' }],
      {
        product: async (id) => products[id] ?? null,
        inventory: async (id) => {
          asked.push(id);
          return inventories[id] ?? null;
        },
      },
      'en-us',
    );
    expect(outcome.upSells.map((u) => [u.id, u.sku, u.url])).toEqual([
      ['APAAAAAA1', 'a1', '/en-us/p/apaaaaaa1-APAAAAAA1'],
      ['GRBBBBBB1', 'b1', '/en-us/p/grbbbbbb1-GRBBBBBB1'],
    ]);
    expect(outcome.dropped).toEqual([
      { id: 'FWSOLDOUT1', reason: 'out-of-stock' },
      { id: 'ZZZZZZZZ1', reason: 'unknown' },
    ]);
    expect(asked.sort()).toEqual(['APAAAAAA1', 'FWSOLDOUT1', 'GRBBBBBB1', 'ZZZZZZZZ1']);
  });

  it('keeps the others when one up-sell’s calls fail', async () => {
    const outcome = await loadUpSells(
      [{ id: 'APAAAAAA1' }, { id: 'GRBBBBBB1' }],
      {
        product: async (id) => (id === 'APAAAAAA1' ? Promise.reject(new Error('down')) : product(id, [{ id: 'b1' }])),
        inventory: async (id) => stock(id, { b1: 1 }),
      },
      'en-us',
    );
    expect(outcome.upSells.map((u) => u.id)).toEqual(['GRBBBBBB1']);
    expect(outcome.dropped).toEqual([{ id: 'APAAAAAA1', reason: 'unavailable' }]);
  });
});

describe('user-generated content', () => {
  it('accepts the valid fixture, refuses the invalid one, and waits 500 ms before Curalate starts', () => {
    expect(ugcBlock.parse(fixture('ugc.valid'))).toMatchObject({ provider: 'curalate', limit: 12 });
    expect(issuePaths(ugcBlock.safeParse(fixture('ugc.invalid')))).toEqual(expect.arrayContaining(['provider', 'filter', 'limit']));
    expect(CURALATE_INIT_DELAY_MS).toBe(500);
  });

  it('takes product and category ids from the path', () => {
    expect(idsFromPath('/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1')).toEqual({ productId: 'FWINSTOCK1' });
    expect(idsFromPath('/en-us/c/mens-hiking-boots-1001')).toEqual({ categoryId: '1001' });
    expect(idsFromPath('/en-us/customs/FWINSTOCK1')).toEqual({ productId: 'FWINSTOCK1' });
    expect(idsFromPath('/en-us/kitchen-sink/product')).toEqual({});
    expect(idsFromPath('/en-us/about-us')).toEqual({});
  });

  it('hides the title and subtitle when the path contains customs or a product id', () => {
    const shows = (path: string) => showsUgcTitle(path, idsFromPath(path));
    expect(shows('/en-us/kitchen-sink/generic')).toBe(true);
    expect(shows('/en-us/c/mens-hiking-boots-1001')).toBe(true);
    expect(shows('/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1')).toBe(false);
    expect(shows('/en-us/customs/design-your-boot')).toBe(false);
  });

  it('fills the PRODUCT_ID and CATEGORY placeholders from the path, dropping what the path cannot fill', () => {
    const onProduct = idsFromPath('/en-us/p/boot-FWINSTOCK1');
    const onCategory = idsFromPath('/en-us/c/boots-1001');
    expect(fillFilter('productId:PRODUCT_ID', onProduct)).toBe('productId:FWINSTOCK1');
    expect(fillFilter('productId:PRODUCT_ID,category:CATEGORY', onCategory)).toBe('category:1001');
    expect(fillFilter('productId:PRODUCT_ID', {})).toBe('');
    expect(sourceOfFilter('productId:FWINSTOCK1,category:1001')).toEqual({ kind: 'stream', tagKey: 'FWINSTOCK1' });
    expect(sourceOfFilter('category:1001')).toEqual({ kind: 'category', categoryId: '1001' });
    expect(sourceOfFilter('')).toEqual({ kind: 'customer' });
  });

  it('shows the product’s photos on its page (by master id), a category’s on its page, the brand’s elsewhere', () => {
    expect(olapicSource('FWINSTOCK1', { productId: 'FWINSTOCK1' })).toEqual({ kind: 'stream', tagKey: 'FWINSTOCK1' });
    expect(olapicSource(undefined, { categoryId: '2001' })).toEqual({ kind: 'category', categoryId: '2001' });
    // A failed product lookup falls back to the brand's photos.
    expect(olapicSource(undefined, { productId: 'FWINSTOCK1' })).toEqual({ kind: 'customer' });
  });
});

describe('inline catalog grid', () => {
  it('takes a category or picked products, never both or neither', () => {
    expect(inlineCatalogGridBlock.parse(fixture('inline-catalog-grid.valid'))).toMatchObject({ categoryId: '1001', sort: 'price-asc', count: 8 });
    expect(issuePaths(inlineCatalogGridBlock.safeParse(fixture('inline-catalog-grid.invalid')))).toEqual(expect.arrayContaining(['count', 'sort']));
    expect(inlineCatalogGridBlock.safeParse({ type: 'inline-catalog-grid', id: 'g', categoryId: '1001', productIds: ['FWINSTOCK1'] }).success).toBe(false);
    expect(inlineCatalogGridBlock.safeParse({ type: 'inline-catalog-grid', id: 'g' }).success).toBe(false);
    expect(inlineCatalogGridBlock.parse({ type: 'inline-catalog-grid', id: 'g', productIds: ['FWINSTOCK1'] }).columns).toEqual({ sm: 2, md: 3, lg: 4 });
  });
});

describe('seeded data blocks and kitchen sinks', () => {
  const ctx = (locale: string) => ({ site: siteForLocale(locale)!, categories: CATEGORIES, productsByCategory: new Map() });

  it('seed several valid variants of every data block, in the site’s language', () => {
    for (const site of SITES) {
      const group = dataBlocks(ctx(site.locale));
      const blocks = [...group.home, ...group.content, ...group.kitchenSink, ...group.category(CATEGORIES[1]!), ...productDataBlocks(ctx(site.locale), 'FWINSTOCK1')];
      for (const block of blocks) {
        const parsed = blockSchemas[block.type as keyof typeof blockSchemas].safeParse(block);
        expect(parsed.success, `${site.locale} ${block.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
      const counts = new Map<string, number>();
      for (const b of group.kitchenSink) counts.set(b.type, (counts.get(b.type) ?? 0) + 1);
      for (const type of ['article-grid', 'recommendations', 'up-sell', 'ugc', 'inline-catalog-grid']) expect(counts.get(type), type).toBeGreaterThanOrEqual(2);
    }
    const fr = dataBlocks(ctx('fr-fr')).kitchenSink.find((b) => b.id === 'data-articles-journal');
    expect(fr?.title).toBe('Le carnet de route');
  });

  it('seed an up-sell stack with the sold-out fixture product in it, for the block to drop', () => {
    const stack = dataBlocks(ctx('en-us')).kitchenSink.find((b) => b.id === 'data-up-sell-stack') as unknown as { items: Array<{ id: string }> };
    expect(stack.items.map((i) => i.id)).toContain('FWSOLDOUT1');
  });

  it('build a page per area from every group: every type on each, every variant on the generic one', () => {
    expect(KITCHEN_SINK_AREAS).toHaveLength(20);
    const groups = [dataBlocks(ctx('en-us'))];
    const generic = kitchenSinkSections(groups, 'generic');
    const cart = kitchenSinkSections(groups, 'cart');
    expect(generic.map((s) => s.name)).toEqual(cart.map((s) => s.name));
    expect(generic.flatMap((s) => s.blocks)).toHaveLength(groups[0]!.kitchenSink.length);
    for (const section of cart) expect(section.blocks.length).toBeLessThanOrEqual(2);
    expect(cart.find((s) => s.name === 'recommendations')?.blocks).toHaveLength(2);
  });
});
