/**
 * Variant selection and stock rules (docs/requirements/catalogue.md#variant-stock): a variant is InStock when its quantity is
 * above 0; digital items count as quantity 1 (always available). A selection is complete when
 * every non-colour attribute is chosen.
 */
import type { Product, ProductAttribute, Variant } from '../../../schemas/api/product.ts';

export type StockStatus = 'InStock' | 'OutOfStock';
export const COLOR = 'color';

export function variantQuantity(product: Pick<Product, 'productType'>, variant: Variant): number {
  if (product.productType === 'digital') return 1;
  return variant.stock?.quantity ?? 0;
}

export function stockStatus(product: Pick<Product, 'productType'>, variant: Variant): StockStatus {
  return variantQuantity(product, variant) > 0 ? 'InStock' : 'OutOfStock';
}

export type Selection = Record<string, string>;

/** Keep only values that exist on the product; an unknown colour falls back to the first one. */
export function normaliseSelection(product: Product, requested: Selection): Selection {
  const selection: Selection = {};
  for (const attribute of product.attributes) {
    const value = requested[attribute.type];
    if (value && attribute.options.some((o) => o.value === value)) selection[attribute.type] = value;
  }
  const color = product.attributes.find((a) => a.type === COLOR);
  if (color && !selection[COLOR] && color.options[0]) selection[COLOR] = color.options[0].value;
  return selection;
}

export function isSelectionComplete(product: Product, selection: Selection): boolean {
  return product.attributes.filter((a) => a.type !== COLOR).every((a) => Boolean(selection[a.type]));
}

export function matchingVariants(product: Product, selection: Selection): Variant[] {
  return product.variants.filter((v) => Object.entries(selection).every(([type, value]) => v.attributes[type] === value));
}

export function selectedVariant(product: Product, selection: Selection): Variant | undefined {
  if (!isSelectionComplete(product, selection)) return undefined;
  return matchingVariants(product, selection)[0];
}

/** Whether choosing `value` for `attribute` (keeping the other choices) leads to a variant in stock. */
export function optionInStock(product: Product, selection: Selection, attribute: ProductAttribute, value: string): boolean {
  const trial = { ...selection, [attribute.type]: value };
  // Only the colour constrains sizes: a size is judged within the chosen colour.
  const constraint: Selection = attribute.type === COLOR ? { [COLOR]: value } : { ...(trial[COLOR] ? { [COLOR]: trial[COLOR] } : {}), [attribute.type]: value };
  return matchingVariants(product, constraint).some((v) => stockStatus(product, v) === 'InStock');
}
