/**
 * Availability (docs/requirements/catalogue.md#variant-stock POST …/availability; docs/requirements/catalogue.md#variant-stock variant stock): whether a quantity of a
 * variant can be had online, and at stores for pickup (their shelves) or ship-to-store (online
 * stock sent to a store that takes it, up to STS_MAX_UNITS). Digital products count as quantity 1
 * and available. An attribute selection must name exactly one variant (ATTR100/200/300).
 */
import { STS_MAX_UNITS } from '../cart/rates.ts';
import { storeStock } from '../cart/stores.ts';
import type { Database } from '../db.ts';
import { HttpError } from '../http/exchange.ts';
import { storeById, type DirectoryStore } from '../stores/directory.ts';
import type { StoredProduct, StoredVariant } from './product.ts';
import { stockOf } from './store.ts';
import { stockStatus } from './stock.ts';

/** The attribute types a product offers, by the names the details answer uses. */
const ATTRIBUTES = ['color', 'size'] as const;

/** The variants a request means: one variant id, one attribute selection, or all. */
export function selectVariants(product: StoredProduct, requestedId: string, attributes: Record<string, string> | undefined): StoredVariant[] {
  if (requestedId !== product.id) {
    const variant = product.variants.find((v) => v.id === requestedId);
    if (!variant) throw new HttpError(404, 'API404', `Product ${requestedId} not found`);
    return [variant];
  }
  if (!attributes || Object.keys(attributes).length === 0) return product.variants;
  for (const [type, value] of Object.entries(attributes)) {
    if (!(ATTRIBUTES as readonly string[]).includes(type)) throw new HttpError(400, 'ATTR100', `${product.name} has no attribute "${type}" (it has ${ATTRIBUTES.join(', ')})`);
    const offered = type === 'color' ? product.colors.map((c) => c.value) : product.sizes;
    if (!offered.includes(value)) throw new HttpError(400, 'ATTR200', `${product.name} does not come in ${type} "${value}" (${offered.join(', ')})`);
  }
  const missing = ATTRIBUTES.filter((type) => attributes[type] === undefined && (type === 'color' ? product.colors.length : product.sizes.length) > 1);
  if (missing.length) throw new HttpError(400, 'ATTR300', `Choose a ${missing.join(' and a ')} too: the selection names more than one variant`);
  const variant = product.variants.find((v) => (attributes.color ?? v.color) === v.color && (attributes.size ?? v.size) === v.size);
  if (!variant) throw new HttpError(400, 'ATTR200', `${product.name} has no variant ${Object.values(attributes).join(' / ')}`);
  return [variant];
}

export function storesOf(ids: readonly string[]): DirectoryStore[] {
  return [...new Set(ids)].map((id) => {
    const store = storeById(id);
    if (!store) throw new HttpError(404, 'STR404', `Store ${id} not found`);
    return store;
  });
}

export function availabilityOf(db: Database, product: StoredProduct, variants: readonly StoredVariant[], qty: number, stores: readonly DirectoryStore[], now = new Date()) {
  const online = stockOf(db, product.id);
  const digital = product.productType === 'digital';
  return {
    productId: product.id,
    variants: variants.map((v) => {
      const quantity = digital ? 1 : (online.get(v.id) ?? 0);
      return {
        id: v.id,
        attributes: { color: v.color, size: v.size },
        quantity,
        stockStatus: stockStatus(quantity),
        available: digital || quantity >= qty,
        stores: digital
          ? []
          : stores.map((s) => {
              const shelf = storeStock(db, s, v.id, now);
              return { storeId: s.id, storeName: s.name, quantity: shelf, pickup: shelf >= qty, shipToStore: s.acceptsShipToStore && qty <= STS_MAX_UNITS && quantity >= qty };
            }),
      };
    }),
  };
}
