/**
 * Articles on the products service (docs/requirements/content-blocks.md#article-grid "Article search: type 'article', query offset,
 * limit, tagId; response has result and facets"):
 *
 * - GET /products/v2/search/productSearch?type=article&offset&limit&tagId: the search shares the
 *   product search's path, told apart by `type`, as the spec reads. Any other `type` (or none) is
 *   the product search, answered by the products routes. `tagId` may repeat or hold a comma list;
 *   the tags are alternatives. Query errors answer PLP400, like the product search.
 * - GET /products/v2/articles/{articleId}: one article with its text, for the article page (the
 *   spec names no path for it; the id is the article's slug).
 */
import { ARTICLE_ID, ARTICLE_SEARCH_DEFAULT_LIMIT, ARTICLE_SEARCH_MAX_LIMIT, ARTICLE_TAG_ID } from '../../../schemas/api/article.ts';
import { findArticle, searchArticles } from '../articles/store.ts';
import { badRequest, notFound, sendJson, siteOf, type Exchange } from '../http/exchange.ts';
import type { Handler, Route } from '../http/router.ts';
import { LISTING_ERROR_ID, productRoutes } from './products.ts';

export const ARTICLE_TYPE = 'article';
const SEARCH_PATH = '/products/v2/search/productSearch';
/** Articles change with the editorial calendar: a short shared freshness, like listings. */
const ARTICLE_CACHE = { 'Cache-Control': 'public, max-age=60' };
const MAX_TAGS = 20;

const queryError = (message: string) => badRequest(message, LISTING_ERROR_ID);

function intParam(x: Exchange, name: string, fallback: number, min: number, max: number): number {
  const raw = x.url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw queryError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export function tagIdsParam(params: URLSearchParams): string[] {
  const ids = params
    .getAll('tagId')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (ids.length > MAX_TAGS) throw queryError(`at most ${MAX_TAGS} tagId values`);
  for (const id of ids) if (!ARTICLE_TAG_ID.test(id)) throw queryError(`tagId "${id.slice(0, 40)}" must be lower-case letters, digits and dashes`);
  return [...new Set(ids)];
}

function articleSearch(x: Exchange): void {
  const answer = searchArticles(x.db, {
    site: siteOf(x),
    offset: intParam(x, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
    limit: intParam(x, 'limit', ARTICLE_SEARCH_DEFAULT_LIMIT, 1, ARTICLE_SEARCH_MAX_LIMIT),
    tagIds: tagIdsParam(x.url.searchParams),
  });
  sendJson(x, 200, answer, ARTICLE_CACHE);
}

const productSearch: Handler | undefined = productRoutes.find((r) => r.method === 'GET' && r.path === SEARCH_PATH)?.handler;

/** Registered before the products routes (src/sandbox/server.ts): it takes type=article and hands the rest on. */
export const articleRoutes: Route[] = [
  {
    method: 'GET',
    path: SEARCH_PATH,
    handler: (x) => {
      if (x.url.searchParams.get('type') === ARTICLE_TYPE) return articleSearch(x);
      if (!productSearch) throw notFound(`No route for ${SEARCH_PATH}`);
      return productSearch(x);
    },
  },
  {
    method: 'GET',
    path: '/products/v2/articles/:articleId',
    handler: (x) => {
      const id = x.params.articleId ?? '';
      const found = ARTICLE_ID.test(id) ? findArticle(x.db, siteOf(x), id) : undefined;
      if (!found) throw notFound(`Article ${id.slice(0, 120)} not found`);
      sendJson(x, 200, found, ARTICLE_CACHE);
    },
  },
];
