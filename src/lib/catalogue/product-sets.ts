/**
 * Product sets on the product page (docs/requirements/catalogue.md#product-calls: GET /products/v2/products/{productId}/productSets,
 * GET /products/v2/products/{productSetId}/productSet): the sets a product belongs to, each with
 * its products. Public catalogue reads on the server through the catalogue's cached fetcher, so
 * the page's HTML carries the sets and stays cacheable; a set that fails to load is left out
 * (the page is whole without it) and logged.
 */
import { API_ACCESS_KEY } from 'astro:env/server';
import { z } from 'zod';
import { getProductSet, getProductSets } from '../../../schemas/api/product.ts';
import { catalogueFetcher, upstream } from '../services.ts';
import { gatewayHeaders } from '../http/gateway-headers.ts';
import { siteForId, SITES } from '../site/locales.ts';
import { log } from '../log/logger.ts';

/** How many sets the page shows (the call's own limit is 20). */
export const PRODUCT_SETS_SHOWN = 2;

const setsAnswer = getProductSets.response[200];
const setAnswer = getProductSet.response[200];
export type ProductSet = z.infer<typeof setAnswer>;

const headers = (siteId: string) => gatewayHeaders({ site: siteForId(siteId) ?? SITES[0]!, accessKey: API_ACCESS_KEY });
const base = upstream.commerceUrl.replace(/\/$/, '');

async function getJson<T>(url: string, siteId: string, schema: z.ZodType<T>): Promise<T | null> {
  const result = await catalogueFetcher.get(url, { headers: headers(siteId) });
  if (!result.found) return null;
  const parsed = schema.safeParse(result.body);
  if (!parsed.success) throw new Error(`malformed answer from ${url}`);
  return parsed.data;
}

/** The product's sets with their products, the product itself among them; [] on any failure. */
export async function loadProductSets(siteId: string, productId: string): Promise<ProductSet[]> {
  try {
    const sets = await getJson(`${base}/products/v2/products/${encodeURIComponent(productId)}/productSets?count=${PRODUCT_SETS_SHOWN}`, siteId, setsAnswer);
    const full = await Promise.all(
      (sets?.productSets ?? []).slice(0, PRODUCT_SETS_SHOWN).map((s) => getJson(`${base}/products/v2/products/${encodeURIComponent(s.id)}/productSet`, siteId, setAnswer)),
    );
    return full.filter((s): s is ProductSet => s !== null && s.products.length > 1);
  } catch (error) {
    log('warn', 'catalogue.product_sets_unavailable', { productId, error: error instanceof Error ? error.message : String(error) });
    return [];
  }
}
