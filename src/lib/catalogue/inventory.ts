/**
 * The inventory client: GET /products/v2/products/{productId}/inventory (docs/requirements/catalogue.md#variant-stock). Up-sells
 * are checked through it, one call per id, to drop the ones out of stock.
 */
import { inventory, type Inventory } from '../../../schemas/api/inventory.ts';
import { UpstreamUnavailableError, type CachedFetcher } from '../http/cached-fetcher.ts';

export interface InventoryClientOptions {
  baseUrl: string;
  fetcher: CachedFetcher;
  headers: (siteId: string) => Record<string, string>;
}

export interface InventoryClient {
  /** null when the product is unknown. */
  inventory(siteId: string, productId: string): Promise<Inventory | null>;
}

export function createInventoryClient(options: InventoryClientOptions): InventoryClient {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async inventory(siteId, productId) {
      const url = `${base}/products/v2/products/${encodeURIComponent(productId)}/inventory`;
      const result = await options.fetcher.get(url, { headers: options.headers(siteId) });
      if (!result.found) return null;
      const parsed = inventory.safeParse(result.body);
      if (!parsed.success) throw new UpstreamUnavailableError(url, 'body', undefined, parsed.error);
      return parsed.data;
    },
  };
}
