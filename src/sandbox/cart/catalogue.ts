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
  const variant = productId === product.id ? (product.variants.length === 1 ? product.variants[0] : undefined) : factsOf(product).variants.get(productId);
  return variant ? { product, variant } : undefined;
}

/** A size of the line's colour as the cart answer lists it (schemas/api/cart.ts `cartItem.variants`). */
export interface VariantChoice {
  productId: string;
  upc: string;
  attributes: { color: string; size: string };
  selected: boolean;
}

/**
 * What cart lines read of a product on every change, worked out once per parsed product: a
 * 36-line cart is priced and listed again on each add, and finding its variants, their highest
 * prices and its sizes was a sixth of the sandbox's work (docs/bench.md "Session 37"). Keyed by
 * the product object: a parsed product is frozen and replaced when its body changes, never
 * changed (../catalog/store.ts `findProduct`), so what is worked out here is never stale.
 */
interface ProductFacts {
  variants: Map<string, StoredVariant>;
  /** USD cents. */
  highOriginal: number;
  highCurrent: number;
  /** The sizes of a variant's colour, that variant selected, by its id. */
  choices: Map<string, VariantChoice[]>;
}
const facts = new WeakMap<StoredProduct, ProductFacts>();

function factsOf(product: StoredProduct): ProductFacts {
  let known = facts.get(product);
  if (!known) {
    let highOriginal = -Infinity;
    let highCurrent = -Infinity;
    for (const v of product.variants) {
      highOriginal = Math.max(highOriginal, v.original);
      highCurrent = Math.max(highCurrent, v.current);
    }
    known = { variants: new Map(product.variants.map((v) => [v.id, v])), highOriginal, highCurrent, choices: new Map() };
    facts.set(product, known);
  }
  return known;
}

/**
 * The sizes a line of `variant` could change to (its colour's), shared by every answer that lists
 * them and so frozen: changing one throws. Typed as a plain array, as the answer's schema has it.
 */
export function variantChoices(product: StoredProduct, variant: StoredVariant | undefined): VariantChoice[] {
  if (!variant) return [];
  const { choices } = factsOf(product);
  let list = choices.get(variant.id);
  if (!list) {
    const made = product.variants
      .filter((v) => v.color === variant.color)
      .map((v) => Object.freeze({ productId: v.id, upc: v.upc, attributes: Object.freeze({ color: v.color, size: v.size }), selected: v.id === variant.id }));
    list = Object.freeze(made) as VariantChoice[];
    choices.set(variant.id, list);
  }
  return list;
}

export function onlineStock(db: Database, variantId: string): number {
  const row = statement(db, 'SELECT quantity FROM inventory WHERE variant_id = ?').get(variantId) as { quantity: number } | undefined;
  return row?.quantity ?? 0;
}

/** The online stock of several variants in one statement (a cart's lines); a variant without a row has none. */
export function onlineStocks(db: Database, variantIds: readonly string[]): Map<string, number> {
  const stock = new Map<string, number>(variantIds.map((id) => [id, 0]));
  if (variantIds.length === 0) return stock;
  const rows = statement(db, 'SELECT variant_id, quantity FROM inventory WHERE variant_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(variantIds)) as Array<{
    variant_id: string;
    quantity: number;
  }>;
  for (const row of rows) stock.set(row.variant_id, row.quantity);
  return stock;
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
  const { highOriginal, highCurrent } = factsOf(product);
  return { original: convert(variant.original), current: convert(variant.current), highOriginal: convert(highOriginal), highCurrent: convert(highCurrent) };
}

/** Gift-card products: bought with a customAmount, delivered by email, never paid with a gift card. */
export const isDigital = (product: StoredProduct): boolean => product.productType === 'digital';
