/**
 * The product as the sandbox stores it (currency-neutral, prices in USD cents, no stock) and the
 * product as the products service answers it (docs/requirements/catalogue.md#prices Product and Price), in one currency.
 */
import type { Department } from '../seed/categories.ts';
import type { Colorway } from '../seed/palette.ts';
import { convertCents, summarise, toAmount, type Currency, type PriceSummary } from './pricing.ts';
import { stockLabel, stockStatus } from './stock.ts';

export interface StoredVariant {
  id: string;
  upc: string;
  color: string;
  size: string;
  /** USD cents. */
  original: number;
  current: number;
}

export interface StoredProduct {
  id: string;
  name: string;
  slug: string;
  categoryId: string;
  department: Department;
  description: string;
  details: string[];
  badge: string | null;
  eyebrow: string | null;
  /** ISO; in the future means "coming soon". */
  targetPublishDate: string | null;
  presale: boolean;
  productType: 'physical' | 'digital';
  /** ISO date the product arrived, for the "newest" sort. */
  releasedAt: string;
  colors: Colorway[];
  sizes: string[];
  variants: StoredVariant[];
  imagesPerColor: number;
  /** USD cents: the lowest price of the last 30 days (omnibus). */
  historicBestPrice: number;
  modelMeasurements?: string;
}

export interface ProductImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** The colour value the image shows. */
  color: string;
}

export const PRODUCT_IMAGE_SIZE = 1000;

export const productImageUrl = (productId: string, color: string, n: number): string =>
  `/media/products/${productId}/${color}-${n}.svg`;

export function productImage(product: Pick<StoredProduct, 'id' | 'name'>, color: { value: string; label: string }, n = 1): ProductImage {
  return {
    url: productImageUrl(product.id, color.value, n),
    alt: `${product.name}, ${color.label}${n === 1 ? '' : `, view ${n}`}`,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    color: color.value,
  };
}

/** Every image of the product, colour by colour, in gallery order. */
export function productImages(product: Pick<StoredProduct, 'id' | 'name' | 'colors' | 'imagesPerColor'>): ProductImage[] {
  return product.colors.flatMap((color) => Array.from({ length: product.imagesPerColor }, (_, i) => productImage(product, color, i + 1)));
}

/** Gift cards are sold at face value in every currency. */
export const isFaceValue = (product: Pick<StoredProduct, 'productType'>): boolean => product.productType === 'digital';

export function priceSummary(product: StoredProduct, currency: Currency): PriceSummary {
  const faceValue = isFaceValue(product);
  const cents = product.variants.map((v) => ({
    original: convertCents(v.original, currency, faceValue),
    current: convertCents(v.current, currency, faceValue),
  }));
  const s = summarise(cents, convertCents(product.historicBestPrice, currency, faceValue));
  return {
    currency,
    lowOriginal: toAmount(s.lowOriginal),
    highOriginal: toAmount(s.highOriginal),
    lowCurrent: toAmount(s.lowCurrent),
    highCurrent: toAmount(s.highCurrent),
    historicBestPrice: toAmount(s.historicBestPrice),
    percentagePriceDiscount: s.percentagePriceDiscount,
  };
}

/** Keys whose value is null are left out: the contract (schemas/api/product.ts) has them optional, not nullable. */
export function withoutNulls<T extends Record<string, unknown>>(record: T): T {
  for (const key of Object.keys(record)) if (record[key] === null) delete record[key];
  return record;
}

/** The product details answer (schemas/api/product.ts), in the site's currency, with live stock. */
export function productDetails(
  product: StoredProduct,
  quantities: ReadonlyMap<string, number>,
  currency: Currency,
  url: string,
): Record<string, unknown> {
  const faceValue = isFaceValue(product);
  const qty = (variantId: string) => quantities.get(variantId) ?? 0;
  const price = (cents: number) => toAmount(convertCents(cents, currency, faceValue));
  const colorOptions = product.colors.map((c) => {
    const ofColor = product.variants.filter((v) => v.color === c.value);
    return {
      id: `${product.id}-${c.value}`,
      value: c.value,
      label: c.label,
      swatch: c.swatch,
      available: ofColor.some((v) => qty(v.id) > 0),
      price: price(Math.min(...ofColor.map((v) => v.current))),
    };
  });
  const sizeOptions = product.sizes.map((size) => ({
    id: `${product.id}-size-${size}`,
    value: size,
    label: size,
    available: product.variants.some((v) => v.size === size && qty(v.id) > 0),
  }));
  return withoutNulls({
    id: product.id,
    name: product.name,
    slug: product.slug,
    url,
    categoryId: product.categoryId,
    department: product.department,
    description: product.description,
    details: product.details,
    badge: product.badge,
    eyebrow: product.eyebrow,
    targetPublishDate: product.targetPublishDate,
    presale: product.presale,
    productType: product.productType,
    isRobisOnly: false,
    currency,
    modelMeasurements: product.modelMeasurements ?? null,
    price: priceSummary(product, currency),
    attributes: [
      { type: 'color', label: 'Color', options: colorOptions },
      { type: 'size', label: product.productType === 'digital' ? 'Amount' : 'Size', options: sizeOptions },
    ],
    variants: product.variants.map((v) => {
      const quantity = qty(v.id);
      return {
        id: v.id,
        upc: v.upc,
        attributes: { color: v.color, size: v.size },
        price: { original: price(v.original), current: price(v.current) },
        stock: { quantity, label: stockLabel(quantity) },
        notifyMe: quantity === 0 && product.productType !== 'digital',
      };
    }),
    images: productImages(product),
  });
}

/** The inventory answer (docs/requirements/catalogue.md#variant-stock Inventory). */
export function productInventory(product: StoredProduct, quantities: ReadonlyMap<string, number>): Record<string, unknown> {
  return {
    productId: product.id,
    variants: product.variants.map((v) => {
      const quantity = quantities.get(v.id) ?? 0;
      return { id: v.id, quantity, stockStatus: stockStatus(quantity) };
    }),
  };
}
