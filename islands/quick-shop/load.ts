/**
 * The panel's data: the product (GET …/details) and its live stock (GET …/inventory) through the
 * BFF. The details are required; the inventory is a refinement: without it the details' stock
 * stands. Typed by the contracts, not parsed here: zod stays out of the island's bundle and the
 * BFF answers the gateway's (contract-checked) bodies.
 */
import type { Inventory } from '../../schemas/api/inventory.ts';
import type { Product } from '../../schemas/api/product.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { raiseError, type ShopperError } from '../../src/lib/errors/report.ts';
import { withLiveStock } from '../../src/lib/quick-shop/stock.ts';

const GATEWAY_PRODUCTS = '/api/gateway/products/v2/products';

export type Loaded = { ok: true; product: Product } | { ok: false; error: ShopperError };

export async function loadProduct(productId: string): Promise<Loaded> {
  const id = encodeURIComponent(productId);
  const [details, inventory] = await Promise.all([
    callBff<Product>('GET', `${GATEWAY_PRODUCTS}/${id}/details`),
    callBff<Inventory>('GET', `${GATEWAY_PRODUCTS}/${id}/inventory`),
  ]);
  if (!details.ok || !details.data) {
    return { ok: false, error: raiseError(details.ok ? { ok: false, status: details.status, errorId: null, message: null, appId: null } : details, 'quickshop.load') };
  }
  const product: Product = { ...details.data, attributes: details.data.attributes ?? [], variants: details.data.variants ?? [], images: details.data.images ?? [] };
  return { ok: true, product: withLiveStock(product, inventory.ok ? inventory.data : null) };
}
