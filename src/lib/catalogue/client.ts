/**
 * The catalogue client: product details and category listings from the products service
 * (docs/requirements/catalogue.md#product-calls). Answers are parsed with schemas/api/product.ts; a malformed answer is an
 * upstream failure, not a crash.
 */
import { product, productList, type CatalogSort, type Product, type ProductList } from '../../../schemas/api/product.ts';
import { UpstreamUnavailableError, type CachedFetcher } from '../http/cached-fetcher.ts';

export interface CatalogueClientOptions {
  baseUrl: string;
  fetcher: CachedFetcher;
  headers: (siteId: string) => Record<string, string>;
}

export interface ListingQuery {
  siteId: string;
  categoryId: string;
  start: number;
  count: number;
  sort?: CatalogSort;
}

export interface CatalogueClient {
  product(siteId: string, productId: string): Promise<Product | null>;
  listing(query: ListingQuery): Promise<ProductList>;
}

export function createCatalogueClient(options: CatalogueClientOptions): CatalogueClient {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async product(siteId, productId) {
      const url = `${base}/products/v2/products/${encodeURIComponent(productId)}/details`;
      const result = await options.fetcher.get(url, { headers: options.headers(siteId) });
      if (!result.found) return null;
      const parsed = product.safeParse(result.body);
      if (!parsed.success) throw new UpstreamUnavailableError(url, 'body', undefined, parsed.error);
      return parsed.data;
    },
    async listing({ siteId, categoryId, start, count, sort = 'featured' }) {
      const query = new URLSearchParams({ categoryId, start: String(start), count: String(count), sort });
      const url = `${base}/products/v2/catalog?${query}`;
      const result = await options.fetcher.get(url, { headers: options.headers(siteId) });
      if (!result.found) return { products: [], total: 0, start, count, facets: [] };
      const parsed = productList.safeParse(result.body);
      if (!parsed.success) throw new UpstreamUnavailableError(url, 'body', undefined, parsed.error);
      return parsed.data;
    },
  };
}
