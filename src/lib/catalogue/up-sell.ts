/**
 * Up-sells (docs/requirements/catalogue.md#prices Up-sell: id, sku, name, url, image, price; docs/requirements/content-blocks.md#recommendations-and-up-sell: inventory is fetched per
 * up-sell id to drop out-of-stock up-sells). Pure: the clients are parameters.
 *
 * An up-sell is kept when its product exists and has stock: the editor's sku when one is given,
 * else any variant (the first in stock becomes the sku). Digital products are always available
 * (docs/requirements/catalogue.md#variant-stock). A product or inventory call that fails drops that up-sell and is logged by the
 * caller; the others still show.
 */
import type { Inventory } from '../../../schemas/api/inventory.ts';
import type { Product, ProductSummary } from '../../../schemas/api/product.ts';
import { productPath } from '../site/routes.ts';
import { COLOR } from './variants.ts';

export interface UpSell {
  id: string;
  /** The variant offered: the editor's, or the first in stock. */
  sku: string;
  name: string;
  url: string;
  image: { url: string; alt: string; width: number; height: number } | null;
  price: ProductSummary['price'];
  /** For the shared product card. */
  summary: ProductSummary;
}

export interface UpSellSources {
  product(productId: string): Promise<Product | null>;
  inventory(productId: string): Promise<Inventory | null>;
}

export interface UpSellRequest {
  id: string;
  sku?: string | undefined;
}

/** The variant to offer, or null when the up-sell is out of stock. */
export function offeredSku(product: Pick<Product, 'productType' | 'variants'>, stock: Inventory | null, sku?: string): string | null {
  const candidates = sku ? product.variants.filter((v) => v.id === sku) : product.variants;
  if (product.productType === 'digital') return candidates[0]?.id ?? null;
  const inStock = new Set((stock?.variants ?? []).filter((v) => v.stockStatus === 'InStock' && v.quantity > 0).map((v) => v.id));
  return candidates.find((v) => inStock.has(v.id))?.id ?? null;
}

export function summaryOf(product: Product, sku?: string): ProductSummary {
  const colour = product.variants.find((v) => v.id === sku)?.attributes[COLOR];
  const image = product.images.find((i) => colour && i.color === colour) ?? product.images[0];
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    ...(product.categoryId ? { categoryId: product.categoryId } : {}),
    ...(image ? { image } : {}),
    ...(product.badge ? { badge: product.badge } : {}),
    ...(product.eyebrow ? { eyebrow: product.eyebrow } : {}),
    price: product.price,
    colors: product.attributes.find((a) => a.type === COLOR)?.options ?? [],
  };
}

export interface UpSellOutcome {
  upSells: UpSell[];
  /** Why each dropped id was dropped, for the log. */
  dropped: Array<{ id: string; reason: 'unknown' | 'out-of-stock' | 'unavailable' }>;
}

export async function loadUpSells(requests: readonly UpSellRequest[], sources: UpSellSources, locale: string): Promise<UpSellOutcome> {
  const unique = requests.filter((r, i) => requests.findIndex((o) => o.id === r.id) === i);
  const checked = await Promise.all(
    unique.map(async (request) => {
      try {
        const [product, stock] = await Promise.all([sources.product(request.id), sources.inventory(request.id)]);
        if (!product) return { id: request.id, dropped: 'unknown' as const };
        const sku = offeredSku(product, stock, request.sku);
        if (!sku) return { id: request.id, dropped: 'out-of-stock' as const };
        const summary = summaryOf(product, sku);
        const upSell: UpSell = {
          id: product.id,
          sku,
          name: product.name,
          url: productPath(locale, product),
          image: summary.image ? { url: summary.image.url, alt: summary.image.alt, width: summary.image.width ?? 1000, height: summary.image.height ?? 1000 } : null,
          price: product.price,
          summary,
        };
        return { id: request.id, upSell };
      } catch {
        return { id: request.id, dropped: 'unavailable' as const };
      }
    }),
  );
  const out: UpSellOutcome = { upSells: [], dropped: [] };
  for (const c of checked) {
    if ('upSell' in c && c.upSell) out.upSells.push(c.upSell);
    else if ('dropped' in c) out.dropped.push({ id: c.id, reason: c.dropped });
  }
  return out;
}
