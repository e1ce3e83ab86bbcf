/**
 * The article client: the article search (docs/requirements/content-blocks.md#article-grid: type 'article', offset, limit, tagId →
 * result and facets) and one article for the article page. Answers are parsed with
 * schemas/api/article.ts. Callers log a failure and carry on (docs/requirements/content-blocks.md#article-grid: article fetch errors are only
 * logged), so a broken search never takes a page down.
 */
import { articleDetails, articleSearchResult, type ArticleDetails, type ArticleSearchResult } from '../../../schemas/api/article.ts';
import { UpstreamUnavailableError, type CachedFetcher } from '../http/cached-fetcher.ts';

export interface ArticleClientOptions {
  baseUrl: string;
  fetcher: CachedFetcher;
  headers: (siteId: string) => Record<string, string>;
}

export interface ArticleQuery {
  siteId: string;
  offset: number;
  limit: number;
  tagIds: readonly string[];
}

export interface ArticleClient {
  search(query: ArticleQuery): Promise<ArticleSearchResult>;
  article(siteId: string, id: string): Promise<ArticleDetails | null>;
}

/** The search URL's query: tags as one comma list, in a stable order so equal searches share a cache entry. */
export function articleSearchQuery(query: Omit<ArticleQuery, 'siteId'>): URLSearchParams {
  const params = new URLSearchParams({ type: 'article', offset: String(query.offset), limit: String(query.limit) });
  const tags = [...new Set(query.tagIds)].sort();
  if (tags.length) params.set('tagId', tags.join(','));
  return params;
}

export function createArticleClient(options: ArticleClientOptions): ArticleClient {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async search(query) {
      const url = `${base}/products/v2/search/productSearch?${articleSearchQuery(query)}`;
      const result = await options.fetcher.get(url, { headers: options.headers(query.siteId) });
      if (!result.found) return { result: [], facets: [], total: 0, offset: query.offset, limit: query.limit };
      const parsed = articleSearchResult.safeParse(result.body);
      if (!parsed.success) throw new UpstreamUnavailableError(url, 'body', undefined, parsed.error);
      return parsed.data;
    },
    async article(siteId, id) {
      const url = `${base}/products/v2/articles/${encodeURIComponent(id)}`;
      const result = await options.fetcher.get(url, { headers: options.headers(siteId) });
      if (!result.found) return null;
      const parsed = articleDetails.safeParse(result.body);
      if (!parsed.success) throw new UpstreamUnavailableError(url, 'body', undefined, parsed.error);
      return parsed.data;
    },
  };
}
