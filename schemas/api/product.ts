/**
 * Product and catalogue contracts (docs/requirements/catalogue.md#prices Product, Price, Inventory; docs/requirements/catalogue.md#variant-stock Products).
 * The sandbox answers with them and the storefront parses upstream answers with them.
 */
import { AVAILABILITY_MAX_STORES } from './product-rules.ts';
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { recommendation } from './personalisation.ts';
import { inventory } from './inventory.ts';

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
  /**
   * docs/requirements/catalogue.md#variant-stock: reservable items and items available at product level count as quantity 1 and
   * AVAILABLE whatever the variant stock says (src/lib/quick-shop/stock.ts). Optional: the
   * sandbox's catalogue has neither kind; an upstream that sends them is honoured.
   */
  reservable: z.boolean().optional(),
  available: z.boolean().optional(),
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
  values: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      count: z.number().int().nonnegative(),
      /** Colour facets: the swatch (a hex colour). */
      swatch: z.string().optional(),
      /** Category facets: the category's page, for links that leave the listing (the search hub). */
      url: z.string().optional(),
    }),
  ),
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

// ---- Contracts (docs/requirements/catalogue.md#product Products) ----------------------------------------------------------
// Reviews and questions are in reviews.ts. Query errors of listings answer PLP400 (the spec's
// product-list id); attribute selections that can't name a variant answer ATTR100/200/300.


/** A master id (FWINSTOCK1) or a variant id (FWINSTOCK1-moss-01). */
const productIdParam = z.string().trim().min(2).max(60);
export const CATEGORY_ID_PATTERN = /^\d{4,10}$/;
export const LISTING_PAGE_SIZE = 24;
export const LISTING_MAX_PAGE_SIZE = 100;
export const SEARCH_QUERY_MAX = 200;
export const SUGGEST_DEFAULT = 6;
export const SUGGEST_MAX = 12;
export const WIDGET_RECOMMENDATIONS_DEFAULT = 12;
export const WIDGET_RECOMMENDATIONS_MAX = 24;

/** An empty query value is the same as none (?sort=&start=): the default applies. */
const orUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const wholeNumber = (min: number, max: number, name: string) =>
  z
    .string()
    .regex(/^-?\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${name} must be ${min} or more`).max(max, `${name} must be at most ${max}`));

const listingQuery = z.object({
  categoryId: orUnset(z.string().regex(CATEGORY_ID_PATTERN, 'categoryId must be 4 to 10 digits')),
  sort: orUnset(z.enum(CATALOG_SORTS)),
  start: orUnset(wholeNumber(0, Number.MAX_SAFE_INTEGER, 'start')),
  count: orUnset(wholeNumber(1, LISTING_MAX_PAGE_SIZE, 'count')),
});
const listingIssues = { query: 'PLP400' } as const;
const listingErrors = [
  { status: 400, errorIds: ['PLP400'], when: 'count outside 1–100, start below 0, an unknown sort, a malformed categoryId or filters, q over 200 characters' },
  { status: 404, errorIds: ['API404'], when: 'a well-formed categoryId no category has (9999)' },
] as const;
const productMissing = { status: 404, errorIds: ['API404'], when: 'no product has that id' } as const;
const LISTING_CACHE_NOTE = 'Cache-Control: public, max-age=30 (listings move with stock and prices).';

export const getProductDetails = defineContract({
  id: 'product.details',
  method: 'GET',
  path: '/products/v2/products/{productId}/details',
  auth: 'public',
  summary: "A product in the site's currency, with live stock per variant",
  description: `color (optional, docs/requirements/catalogue.md#routes "by product id and optional colour") is accepted for the caller's bookkeeping; the answer holds every colour. ${LISTING_CACHE_NOTE}`,
  request: { params: z.object({ productId: productIdParam }), query: z.object({ color: z.string().max(40).optional() }) },
  response: { 200: product },
  errors: [productMissing],
});

export const storeInventory = z.object({
  storeId: z.string(),
  storeName: z.string(),
  variants: z.array(z.object({ id: z.string(), quantity: z.number().int().nonnegative(), stockStatus: z.enum(['InStock', 'OutOfStock']) })),
});

export const getProductInventory = defineContract({
  id: 'product.inventory',
  method: 'GET',
  path: '/products/v2/products/{productId}/inventory',
  auth: 'public',
  summary: 'Per-variant online stock; with storeId, that store’s shelf stock too (docs/requirements/account-and-loyalty.md#stores "per product and store id")',
  request: { params: z.object({ productId: productIdParam }), query: z.object({ storeId: z.string().trim().min(1).max(40).optional() }) },
  response: { 200: inventory.extend({ store: storeInventory.optional() }) },
  errors: [productMissing, { status: 404, errorIds: ['STR404'], when: 'storeId names no store' }],
});

export const productSetSummary = z.object({ id: z.string(), name: z.string(), description: z.string(), productIds: z.array(z.string()) });

export const getProductSets = defineContract({
  id: 'product.productSets',
  method: 'GET',
  path: '/products/v2/products/{productId}/productSets',
  auth: 'public',
  summary: 'The product sets (bundles, shop-the-look) a product belongs to',
  request: { params: z.object({ productId: productIdParam }), query: z.object({ count: orUnset(wholeNumber(1, 20, 'count')) }) },
  response: { 200: z.object({ productId: z.string(), productSets: z.array(productSetSummary) }) },
  errors: [productMissing],
});

export const getProductSet = defineContract({
  id: 'product.productSet',
  method: 'GET',
  path: '/products/v2/products/{productSetId}/productSet',
  auth: 'public',
  summary: 'A product set with its products and what they cost together',
  request: { params: z.object({ productSetId: productIdParam }) },
  response: {
    200: productSetSummary.extend({
      products: z.array(productSummary),
      price: z.object({ currency: z.string(), lowCurrent: z.number(), lowOriginal: z.number() }),
    }),
  },
  errors: [{ status: 404, errorIds: ['API404'], when: 'no product set has that id' }],
});

export { AVAILABILITY_MAX_STORES } from './product-rules.ts';

export const availability = z.object({
  productId: z.string(),
  variants: z.array(
    z.object({
      id: z.string(),
      attributes: z.record(z.string(), z.string()),
      quantity: z.number().int().nonnegative(),
      stockStatus: z.enum(['InStock', 'OutOfStock']),
      /** Enough for qty: online, or (digital) always. */
      available: z.boolean(),
      stores: z.array(
        z.object({ storeId: z.string(), storeName: z.string(), quantity: z.number().int().nonnegative(), pickup: z.boolean(), shipToStore: z.boolean() }),
      ),
    }),
  ),
});

export const getAvailability = defineContract({
  id: 'product.availability',
  method: 'POST',
  path: '/products/v1/products/{productId}/availability',
  auth: 'public',
  summary: 'Whether a quantity of a variant (or every variant) can be had: online, and at stores for pickup or ship-to-store',
  description:
    'The variant is the productId when it is a variant id, or the one attributes name. Digital products count as quantity 1 and available (docs/requirements/catalogue.md#variant-stock). query.storeId (the favorite store) joins body.storeIds.',
  request: {
    params: z.object({ productId: productIdParam }),
    query: z.object({ storeId: z.string().trim().min(1).max(40).optional() }),
    body: z
      .object({
        attributes: z.record(z.string().max(20), z.string().max(40)).optional(),
        qty: z.number().int().min(1).max(999).default(1),
        storeIds: z.array(z.string().trim().min(1).max(40)).max(AVAILABILITY_MAX_STORES).default([]),
      })
      .prefault({}),
  },
  response: { 200: availability },
  errors: [
    productMissing,
    { status: 400, errorIds: ['ATTR100'], when: 'an attribute the product does not have (attributes.flavour)' },
    { status: 400, errorIds: ['ATTR200'], when: 'a value the attribute does not offer (size 99)' },
    { status: 400, errorIds: ['ATTR300'], when: 'a selection that leaves an attribute unchosen (color without size)' },
    { status: 404, errorIds: ['STR404'], when: 'a storeId that names no store' },
  ],
});

export const getCatalog = defineContract({
  id: 'product.catalog',
  method: 'GET',
  path: '/products/v2/catalog',
  auth: 'public',
  summary: 'A page of a category (a department brings its subcategories), sorted',
  description: LISTING_CACHE_NOTE,
  request: { query: listingQuery },
  response: { 200: productList },
  errors: listingErrors,
  issueErrorIds: listingIssues,
});

export const productSearchResult = productList.extend({ q: z.string() });

export const searchProducts = defineContract({
  id: 'product.search',
  method: 'GET',
  path: '/products/v2/search/productSearch',
  auth: 'public',
  summary: 'Products matching words, with facets; filters=color:moss,size:M,price:50-100,category:1001',
  description: `Values of one facet are alternatives (OR), facets narrow each other (AND). type=article searches the journal instead (src/sandbox/routes/articles.ts). ${LISTING_CACHE_NOTE}`,
  request: { query: listingQuery.extend({ q: orUnset(z.string().max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`)), filters: orUnset(z.string().max(2000)), type: z.string().max(40).optional() }) },
  response: { 200: productSearchResult },
  errors: listingErrors,
  issueErrorIds: listingIssues,
});

export const autoSuggestAnswer = z.object({
  q: z.string(),
  suggestions: z.array(z.object({ term: z.string(), count: z.number().int().positive() })),
  products: z.array(productSummary),
  categories: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
});

export const autoSuggest = defineContract({
  id: 'product.autoSuggest',
  method: 'GET',
  path: '/products/v2/search/autoSuggest',
  auth: 'public',
  summary: 'Type-ahead: search terms, products and categories for what the shopper has typed (2 characters or more)',
  request: { query: z.object({ q: z.string().max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`), count: orUnset(wholeNumber(1, SUGGEST_MAX, 'count')) }) },
  response: { 200: autoSuggestAnswer },
  errors: [{ status: 400, errorIds: ['PLP400'], when: 'q over 200 characters, count outside 1–12' }],
  issueErrorIds: listingIssues,
});

export const getWidgetRecommendations = defineContract({
  id: 'product.widgetRecommendations',
  method: 'GET',
  path: '/products/v1/widgetRecommendations',
  auth: 'public',
  summary: 'A recommendation widget’s products (docs/requirements/content-blocks.md#recommendations-and-up-sell Recommendation), for a product or category context',
  description: 'widgetId is the strategy (trending, similar, complete-the-look…). Picks are stable per shopper (the token’s consumer), widget and context; only products in stock and released are recommended.',
  request: {
    query: z.object({
      widgetId: orUnset(z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'lower-case letters, digits and dashes')),
      productId: orUnset(z.string().max(60)),
      categoryId: orUnset(z.string().regex(CATEGORY_ID_PATTERN, 'categoryId must be 4 to 10 digits')),
      count: orUnset(wholeNumber(1, WIDGET_RECOMMENDATIONS_MAX, 'count')),
    }),
  },
  response: { 200: z.object({ widgetId: z.string(), recommendations: z.array(recommendation) }) },
  errors: [
    { status: 400, errorIds: ['PLP400'], when: 'a malformed widgetId or categoryId, count outside 1–24' },
    { status: 404, errorIds: ['API404'], when: 'a well-formed categoryId no category has (9999)' },
  ],
  issueErrorIds: listingIssues,
});

export const notifyMe = defineContract({
  id: 'product.notifyMe',
  method: 'PUT',
  path: '/products/v1/notifications',
  auth: 'session',
  summary: 'Notify me when a sold-out variant is back (quick-shop notify-me)',
  description: '201 the first time, 200 when that email already waits for that variant.',
  request: { body: z.object({ productId: productIdParam, email: z.string().trim().max(100).regex(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, 'Email is not valid') }) },
  response: {
    201: z.object({ productId: z.string(), email: z.string(), subscribed: z.literal(true), createdAt: z.string() }),
    200: z.object({ productId: z.string(), email: z.string(), subscribed: z.literal(true), createdAt: z.string() }),
  },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    productMissing,
    { status: 400, errorIds: ['ATTR300'], when: 'a master id of a product with several variants: choose one' },
    { status: 409, errorIds: ['INV409'], when: 'the variant is in stock (add it to the cart instead)' },
  ],
});

export const productContracts = [
  getProductDetails,
  getProductInventory,
  getProductSets,
  getProductSet,
  getAvailability,
  getCatalog,
  searchProducts,
  autoSuggest,
  getWidgetRecommendations,
  notifyMe,
] as const;
