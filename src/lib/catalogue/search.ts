/**
 * Product search for listings (docs/requirements/catalogue.md#listings-and-search GET /products/v2/search/productSearch): the words, a
 * category, the chosen filters, the sort and a page, answered with the products, the total and
 * the facets. Category pages use it too: the catalog call carries no facets.
 *
 * Also the server's type-ahead read (GET /products/v2/search/autoSuggest), for the suggestions
 * of the no-results page. The header's type-ahead asks the same call from the browser through the
 * BFF (src/components/search/combobox.client.ts).
 *
 * Pure: the wiring (URL, fetcher, headers) is in ./search-service.ts.
 */
import { autoSuggestAnswer, productSearchResult, SEARCH_QUERY_MAX, type CatalogSort } from '../../../schemas/api/product.ts';
import type { z } from 'zod';
import { UpstreamUnavailableError, type CachedFetcher } from '../http/cached-fetcher.ts';
import { gatewayFilters, type Filters } from './facets.ts';

export type SearchAnswer = z.infer<typeof productSearchResult>;
export type SuggestAnswer = z.infer<typeof autoSuggestAnswer>;

export interface SearchQuery {
  siteId: string;
  q?: string;
  categoryId?: string;
  filters?: Filters;
  sort?: CatalogSort;
  start: number;
  count: number;
}

export interface SearchClientOptions {
  baseUrl: string;
  fetcher: CachedFetcher;
  headers: (siteId: string) => Record<string, string>;
}

export interface SearchClient {
  /** The answer, or 'missing' when the category does not exist (404). */
  search(query: SearchQuery): Promise<SearchAnswer | 'missing'>;
  suggest(siteId: string, q: string, count?: number): Promise<SuggestAnswer>;
}

/** Words as the products service takes them: whitespace collapsed, at most SEARCH_QUERY_MAX characters. */
export const normaliseQuery = (q: string): string => q.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX);

/** The productSearch query string for a listing query (stable order: one cache entry per state). */
export function searchParams(query: Omit<SearchQuery, 'siteId'>): URLSearchParams {
  const params = new URLSearchParams();
  const q = normaliseQuery(query.q ?? '');
  if (q) params.set('q', q);
  if (query.categoryId) params.set('categoryId', query.categoryId);
  const filters = gatewayFilters(query.filters ?? {});
  if (filters) params.set('filters', filters);
  params.set('sort', query.sort ?? 'featured');
  params.set('start', String(query.start));
  params.set('count', String(query.count));
  return params;
}

export function createSearchClient(options: SearchClientOptions): SearchClient {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async search(query) {
      const url = `${base}/products/v2/search/productSearch?${searchParams(query)}`;
      const result = await options.fetcher.get(url, { headers: options.headers(query.siteId) });
      if (!result.found) return 'missing';
      const parsed = productSearchResult.safeParse(result.body);
      if (!parsed.success) throw new UpstreamUnavailableError(url, 'body', undefined, parsed.error);
      return parsed.data;
    },
    async suggest(siteId, q, count = 6) {
      const url = `${base}/products/v2/search/autoSuggest?${new URLSearchParams({ q: normaliseQuery(q), count: String(count) })}`;
      const result = await options.fetcher.get(url, { headers: options.headers(siteId) });
      if (!result.found) return { q, suggestions: [], products: [], categories: [] };
      const parsed = autoSuggestAnswer.safeParse(result.body);
      if (!parsed.success) throw new UpstreamUnavailableError(url, 'body', undefined, parsed.error);
      return parsed.data;
    },
  };
}

/**
 * What to suggest when the words found nothing: the type-ahead's terms for shorter questions
 * (each word alone when there are several, then the first word's first 4, 3 and 2 letters),
 * without the words already tried. `suggest` answers the terms for one question; a failed ask is
 * skipped (suggestions are a help, never a reason to fail the page).
 */
export async function alternativeTerms(q: string, suggest: (q: string) => Promise<Array<{ term: string; count: number }>>, max = 6): Promise<string[]> {
  const asked = normaliseQuery(q).toLowerCase();
  const words = asked.split(' ').filter((w) => w.length >= 2);
  const first = words[0] ?? '';
  // A misspelt word often starts right: its first letters find the word meant.
  const prefixes = [4, 3, 2].filter((n) => first.length > n).map((n) => first.slice(0, n));
  const asks = [...new Set([...(words.length > 1 ? words.slice(0, 3) : []), ...prefixes])].filter((w) => w !== asked);
  const found: string[] = [];
  for (const ask of asks) {
    if (found.length >= max) break;
    let terms: Array<{ term: string; count: number }>;
    try {
      terms = await suggest(ask);
    } catch {
      continue;
    }
    for (const { term } of terms) if (!found.includes(term) && term !== asked && found.length < max) found.push(term);
  }
  return found;
}
