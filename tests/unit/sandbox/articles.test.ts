/**
 * The article search on the products service (type=article, offset, limit, tagId → result,
 * facets, total) and one article by id, as the article grid and the article page use them.
 */
import { describe, expect, it } from 'vitest';
import { articleDetails, articleSearchResult, isComingSoon } from '../../../schemas/api/article.ts';
import { productList } from '../../../schemas/api/product.ts';
import { ARTICLES_PER_SITE, COMING_SOON_COUNT } from '../../../src/sandbox/seed/articles.ts';
import { expectErrorShape, useSandbox } from './sandbox-harness.ts';

const sb = useSandbox();
const search = async (query: string, headers?: Record<string, string>) => {
  const res = await sb.get(`/products/v2/search/productSearch?type=article&${query}`, headers);
  expect(res.status, res.text).toBe(200);
  return articleSearchResult.parse(res.body);
};

describe('article search', () => {
  it('pages by offset, newest first, with the coming-soon articles leading', async () => {
    const first = await search('offset=0&limit=5');
    const second = await search('offset=5&limit=5');
    expect(first.total).toBe(ARTICLES_PER_SITE);
    expect(first.result).toHaveLength(5);
    expect(second.offset).toBe(5);
    const ids = [...first.result, ...second.result].map((a) => a.id);
    expect(new Set(ids).size).toBe(10);
    const dates = [...first.result, ...second.result].map((a) => Date.parse(a.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const soon = [...first.result, ...second.result].filter((a) => isComingSoon(a));
    expect(soon).toHaveLength(COMING_SOON_COUNT);
    expect(first.result[0]).toMatchObject({ url: `/en-us/articles/${first.result[0]!.id}`, picture: { width: 800, height: 600 } });
  });

  it('narrows to any of the tags given, and counts every tag whatever is filtered', async () => {
    const all = await search('limit=1');
    const facet = all.facets.find((f) => f.id === 'tag')!;
    expect(facet.values.length).toBe(12);
    const hiking = facet.values.find((v) => v.value === 'hiking')!;
    const events = facet.values.find((v) => v.value === 'events')!;
    const one = await search('tagId=hiking&limit=48');
    expect(one.total).toBe(hiking.count);
    expect(one.result.every((a) => a.tags.some((t) => t.id === 'hiking'))).toBe(true);
    const both = await search('tagId=hiking,events&limit=48');
    const repeated = await search('tagId=hiking&tagId=events&limit=48');
    expect(both.total).toBe(repeated.total);
    expect(both.total).toBeGreaterThan(Math.max(hiking.count, events.count) - 1);
    expect(both.total).toBeLessThanOrEqual(hiking.count + events.count);
    expect(both.facets[0]!.values.find((v) => v.value === 'hiking')!.count).toBe(hiking.count);
    expect((await search('tagId=no-such-tag')).total).toBe(0);
  });

  it('answers in the language of the caller’s site', async () => {
    const fr = await search('limit=1', { 'x-site-id': 'CAIRN_FR_FR' });
    expect(fr.result[0]!.url).toMatch(/^\/fr-fr\/articles\//);
    expect(fr.facets[0]!.label).toBe('Thèmes');
    expect(fr.facets[0]!.values.find((v) => v.value === 'hiking')!.label).toBe('Randonnée');
  });

  it('refuses a bad offset, limit or tag with PLP400', async () => {
    for (const query of ['offset=-1', 'limit=0', 'limit=49', 'offset=x', 'tagId=Hiking!']) {
      const res = await sb.get(`/products/v2/search/productSearch?type=article&${query}`);
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body, 'PLP400');
    }
  });

  it('leaves the product search to the products service', async () => {
    const res = await sb.get('/products/v2/search/productSearch?q=boot&count=3');
    expect(res.status).toBe(200);
    expect(productList.parse(res.body).products.length).toBeGreaterThan(0);
  });
});

describe('one article', () => {
  it('answers the article with its text, and 404 for an unknown one', async () => {
    const [first] = (await search('offset=10&limit=1')).result;
    const res = await sb.get(`/products/v2/articles/${first!.id}`);
    expect(res.status).toBe(200);
    const article = articleDetails.parse(res.body);
    expect(article).toMatchObject({ id: first!.id, title: first!.title, date: first!.date });
    expect(article.body).toMatch(/^<p>/);
    expect(article.media).toMatchObject({ width: 1600, height: 700 });
    const missing = await sb.get('/products/v2/articles/no-such-article');
    expect(missing.status).toBe(404);
    expectErrorShape(missing.body, 'API404');
  });
});
