/**
 * Quick-shop stock (docs/requirements/catalogue.md#quick-shop "Variant stock"): a variant is InStock when its quantity is above
 * 0, else OutOfStock; digital, reservable and product-level-available items count as quantity 1
 * and AVAILABLE. The quantity is the live one from GET …/inventory when it names the variant,
 * else the details' stock. The selection rules (complete, matching variant, option in stock) stay
 * in src/lib/catalogue/variants.ts: `withLiveStock` feeds them the live quantities.
 */
import type { Inventory } from '../../../schemas/api/inventory.ts';
import type { Product, Variant } from '../../../schemas/api/product.ts';
import { COLOR, type Selection, type StockStatus } from '../catalogue/variants.ts';

/** What a digital, reservable or product-level-available item counts as (docs/requirements/catalogue.md#variant-stock). */
export const ALWAYS_AVAILABLE_QUANTITY = 1;

/** The flags that make an item always available (schemas/api/product.ts: productType, reservable, available). */
export interface StockSubject {
  productType?: string | undefined;
  reservable?: boolean | undefined;
  available?: boolean | undefined;
}

export function countsAsAvailable(subject: StockSubject): boolean {
  return subject.productType === 'digital' || subject.reservable === true || subject.available === true;
}

export interface VariantStock {
  quantity: number;
  status: StockStatus;
}

export function variantStock(subject: StockSubject, quantity: number | undefined): VariantStock {
  const q = countsAsAvailable(subject) ? ALWAYS_AVAILABLE_QUANTITY : Math.max(0, quantity ?? 0);
  return { quantity: q, status: q > 0 ? 'InStock' : 'OutOfStock' };
}

/** The variant's quantity: the inventory's when it names the variant, else the details'. */
export function liveQuantity(variant: Variant, inventory: Inventory | null | undefined): number | undefined {
  return inventory?.variants.find((v) => v.id === variant.id)?.quantity ?? variant.stock?.quantity;
}

/**
 * The product with each variant's quantity made live and the always-available rule applied, so
 * the catalogue's selection rules judge options by what can be bought now.
 */
export function withLiveStock<P extends Product>(product: P, inventory: Inventory | null | undefined): P {
  const subject = product as StockSubject;
  return {
    ...product,
    variants: product.variants.map((v) => ({ ...v, stock: { ...v.stock, quantity: variantStock(subject, liveQuantity(v, inventory)).quantity } })),
  };
}

/** The non-colour attributes still to choose (docs/requirements/catalogue.md#quick-shop: complete when none is left). */
export function missingAttributes(product: Pick<Product, 'attributes'>, selection: Selection): Product['attributes'] {
  return product.attributes.filter((a) => a.type !== COLOR && !selection[a.type]);
}
