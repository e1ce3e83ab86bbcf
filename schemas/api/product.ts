/**
 * Product and catalogue contracts (seed 001 §3 Product, Price, Inventory; §7 Products).
 * The sandbox answers with them and the storefront parses upstream answers with them.
 */
import { z } from 'zod';

export const priceRange = z.object({
  currency: z.string().length(3),
  lowOriginal: z.number().nonnegative(),
  highOriginal: z.number().nonnegative(),
  lowCurrent: z.number().nonnegative(),
  highCurrent: z.number().nonnegative(),
  historicBestPrice: z.number().nonnegative().optional(),
  percentagePriceDiscount: z.number().optional(),
  previousBestSalesPrice: z.number().nonnegative().optional(),
  salesPriceActiveDate: z.string().optional(),
});
export type PriceRange = z.infer<typeof priceRange>;

export const attributeOption = z.object({
  id: z.string().optional(),
  value: z.string(),
  label: z.string(),
  available: z.boolean().default(true),
  price: z.number().optional(),
  /** Colour swatch: a hex colour or an image URL. */
  swatch: z.string().optional(),
});

export const productAttribute = z.object({
  type: z.string(),
  label: z.string(),
  options: z.array(attributeOption),
});
export type ProductAttribute = z.infer<typeof productAttribute>;

export const variant = z.object({
  id: z.string(),
  upc: z.string(),
  attributes: z.record(z.string(), z.string()),
  price: z.object({ original: z.number().nonnegative(), current: z.number().nonnegative() }),
  stock: z.object({ quantity: z.number().int(), label: z.string().optional() }).optional(),
  notifyMe: z.boolean().default(false),
});
export type Variant = z.infer<typeof variant>;

export const productImage = z.object({
  url: z.string(),
  alt: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** The colour value this image shows, when it is colour-specific. */
  color: z.string().optional(),
});

export const product = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string().optional(),
  categoryId: z.string().optional(),
  department: z.string().optional(),
  description: z.string().default(''),
  details: z.array(z.string()).default([]),
  badge: z.string().optional(),
  eyebrow: z.string().optional(),
  targetPublishDate: z.string().optional(),
  productType: z.string().optional(),
  presale: z.boolean().default(false),
  isRobisOnly: z.boolean().default(false),
  currency: z.string().length(3),
  price: priceRange,
  attributes: z.array(productAttribute).default([]),
  variants: z.array(variant).default([]),
  images: z.array(productImage).default([]),
  modelMeasurements: z.string().optional(),
  customsExternalUrl: z.string().optional(),
  subscriptionType: z.string().optional(),
});
export type Product = z.infer<typeof product>;

export const productSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.string().optional(),
  image: productImage.optional(),
  badge: z.string().optional(),
  eyebrow: z.string().optional(),
  price: priceRange,
  colors: z.array(attributeOption).default([]),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const facet = z.object({
  id: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() })),
});

export const productList = z.object({
  products: z.array(productSummary),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative().default(0),
  count: z.number().int().nonnegative().optional(),
  facets: z.array(facet).default([]),
});
export type ProductList = z.infer<typeof productList>;

export const CATALOG_SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
