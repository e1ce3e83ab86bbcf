/**
 * What a UGC widget shows, decided on the server from the page's path (docs/requirements/content-blocks.md#user-generated-content Other):
 * - the title and subtitle hide when the path contains 'customs' or a product id;
 * - product and category ids come from the path and replace the PRODUCT_ID and CATEGORY
 *   placeholders of a Curalate filter; a clause whose placeholder the path cannot fill is left
 *   out (a product filter on a page without a product shows the brand's photos instead);
 * - Olapic shows the product's photos on a product page (by its master id), a category's on a
 *   category page, the brand's elsewhere.
 * Pure, so it is unit tested; the browser gets the result as data.
 */
import { CATEGORY_PLACEHOLDER, PRODUCT_ID_PLACEHOLDER } from '../../schemas/content/ugc-rules.ts';
import type { PathIds } from '../../src/lib/site/path-ids.ts';

export type UgcSource = { kind: 'customer' } | { kind: 'stream'; tagKey: string } | { kind: 'category'; categoryId: string };

export const showsUgcTitle = (pathname: string, ids: PathIds): boolean => !pathname.includes('customs') && !ids.productId;

/** The filter with its placeholders filled from the path; clauses left unfilled are dropped. */
export function fillFilter(filter: string, ids: PathIds): string {
  return filter
    .split(',')
    .map((clause) => clause.trim())
    .filter(Boolean)
    .map((clause) => clause.replace(PRODUCT_ID_PLACEHOLDER, ids.productId ?? PRODUCT_ID_PLACEHOLDER).replace(CATEGORY_PLACEHOLDER, ids.categoryId ?? CATEGORY_PLACEHOLDER))
    .filter((clause) => !clause.includes(PRODUCT_ID_PLACEHOLDER) && !clause.includes(CATEGORY_PLACEHOLDER))
    .join(',');
}

/** A filled filter as a source: a product clause wins over a category clause. */
export function sourceOfFilter(filled: string): UgcSource {
  const clauses = filled.split(',').filter(Boolean).map((c) => c.split(':') as [string, string]);
  const product = clauses.find(([key]) => key === 'productId');
  if (product) return { kind: 'stream', tagKey: product[1] };
  const category = clauses.find(([key]) => key === 'category');
  if (category) return { kind: 'category', categoryId: category[1] };
  return { kind: 'customer' };
}

/** Olapic: the product's master id when the page is a product's, else the path's category. */
export function olapicSource(masterId: string | undefined, ids: PathIds): UgcSource {
  if (masterId) return { kind: 'stream', tagKey: masterId };
  if (ids.categoryId) return { kind: 'category', categoryId: ids.categoryId };
  return { kind: 'customer' };
}
