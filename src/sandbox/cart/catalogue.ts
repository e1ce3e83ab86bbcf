/**
 * What a cart line needs from the catalogue: the variant a productId or upc names, its price in
 * the cart's currency and its online stock.
 */
import { statement, type Database } from '../db.ts';
import { convertCents, isCurrency } from '../catalog/pricing.ts';
import { isFaceValue, type StoredProduct, type StoredVariant } from '../catalog/product.ts';
import { findProduct } from '../catalog/store.ts';
import { TEST_PRODUCTS } from './test-data.ts';

export interface ResolvedVariant {
  product: StoredProduct;
  variant: StoredVariant;
}

/** Products missing from the cart's price book (NO_PRICE): the test product. */
const UNPRICED = new Set<string>([TEST_PRODUCTS.noPrice]);

/** The master id of a variant id: `FWINSTOCK1-moss-01` → `FWINSTOCK1`. */
export const masterOf = (productId: string): string => productId.split('-')[0] ?? productId;

/**
 * The variant named by upc (preferred: it is exact) or productId (a variant id, or a master with a
 * single variant). undefined when nothing matches or the two disagree.
 */
export function resolveVariant(db: Database, productId: string | undefined, upc: string | undefined): ResolvedVariant | undefined {
  if (upc) {
    // UPCs encode the product's catalogue position and the variant index (seed/catalogue.ts upcFor).
    if (!/^\d{12}$/.test(upc)) return undefined;
    const row = statement(db, 'SELECT id FROM products WHERE position = ?').get(Number(upc.slice(1, 8))) as { id: string } | undefined;
    const product = row ? findProduct(db, row.id) : undefined;
    const variant = product?.variants[Number(upc.slice(8, 11))];
    if (!product || !variant || variant.upc !== upc) return undefined;
    if (productId && productId !== variant.id && productId !== product.id) return undefined;
    return { product, variant };
  }
  if (!productId) return undefined;
  const product = findProduct(db, masterOf(productId));
  if (!product) return undefined;
  const variant = productId === product.id ? (product.variants.length === 1 ? product.variants[0] : undefined) : product.variants.find((v) => v.id === productId);
  return variant ? { product, variant } : undefined;
}

export function onlineStock(db: Database, variantId: string): number {
  const row = statement(db, 'SELECT quantity FROM inventory WHERE variant_id = ?').get(variantId) as { quantity: number } | undefined;
  return row?.quantity ?? 0;
}

export interface UnitPrice {
  original: number;
  current: number;
  highOriginal: number;
  highCurrent: number;
}

/** Cents in the cart's currency; undefined when the price book has none (NO_PRICE). */
export function unitPrice(product: StoredProduct, variant: StoredVariant, currency: string): UnitPrice | undefined {
  if (UNPRICED.has(product.id) || !isCurrency(currency)) return undefined;
  const face = isFaceValue(product);
  const convert = (cents: number) => convertCents(cents, currency, face);
  return {
    original: convert(variant.original),
    current: convert(variant.current),
    highOriginal: convert(Math.max(...product.variants.map((v) => v.original))),
    highCurrent: convert(Math.max(...product.variants.map((v) => v.current))),
  };
}

/** Gift-card products: bought with a customAmount, delivered by email, never paid with a gift card. */
export const isDigital = (product: StoredProduct): boolean => product.productType === 'digital';
