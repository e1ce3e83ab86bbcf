/**
 * Product and category ids read from a URL path (docs/requirements/catalogue.md#routes: the UGC widgets and the
 * recommendations take them from the path). Pure, for the server and the browser alike.
 * - A product id: the `{slug}-{id}` segment after /p/, else any segment that is or ends with one
 *   (a customiser or campaign path that names the product).
 * - A category id: the `{slug}-{id}` segment after /c/.
 */
import { PRODUCT_ID, parseCategorySegment, parseProductSegment } from './routes.ts';

export interface PathIds {
  productId?: string;
  categoryId?: string;
}

function productIn(segment: string): string | undefined {
  if (PRODUCT_ID.test(segment)) return segment;
  return parseProductSegment(segment)?.id;
}

export function idsFromPath(pathname: string): PathIds {
  const segments = pathname.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const out: PathIds = {};
  const p = segments.indexOf('p');
  const fromP = p >= 0 ? productIn(segments[p + 1] ?? '') : undefined;
  const productId = fromP ?? [...segments].reverse().map(productIn).find(Boolean);
  if (productId) out.productId = productId;
  const c = segments.indexOf('c');
  const categoryId = c >= 0 ? parseCategorySegment(segments[c + 1] ?? '')?.id : undefined;
  if (categoryId) out.categoryId = categoryId;
  return out;
}
