/**
 * What quick shop sends to the cart (docs/requirements/catalogue.md#quick-shop: "quick-shop and wallet adds use quantity 1 and
 * maxQty 1"; docs/requirements/catalogue.md#quick-shop "Quick-shop add quantity 1"), and the change it makes to an existing line.
 */
import type { AddLine, ItemChange } from '../cart/client.ts';
import type { Variant } from '../../../schemas/api/product.ts';
import type { QuickShopContext } from './footer.ts';

export const QUICK_SHOP_QTY = 1;
export const QUICK_SHOP_MAX_QTY = 1;

export function quickShopLine(variant: Pick<Variant, 'id' | 'upc'>, pdpUrl: string, productImageURL: string | undefined): AddLine {
  return {
    productId: variant.id,
    upc: variant.upc,
    qty: QUICK_SHOP_QTY,
    maxQty: QUICK_SHOP_MAX_QTY,
    pdpUrl,
    ...(productImageURL ? { productImageURL } : {}),
  };
}

/** Changing a line's variant keeps its quantity (the context's, else 1). */
export function quickShopChange(variant: Pick<Variant, 'id' | 'upc'>, context: QuickShopContext): ItemChange {
  return { productId: variant.id, upc: variant.upc, qty: context.qty ?? QUICK_SHOP_QTY };
}
