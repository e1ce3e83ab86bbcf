/**
 * The products service (docs/requirements/catalogue.md#product Products), declared by schemas/api/product.ts: details,
 * inventory (with a store's shelf), product sets, availability, the category catalog, search,
 * type-ahead, widget recommendations and notify-me. Reviews and questions are in reviews.ts.
 * Prices are in the currency of the caller's site (x-site-id). Listing query errors answer
 * PLP400, the spec's product-list error id.
 */
import type { z } from 'zod';
import {
  autoSuggest,
  getAvailability,
  getCatalog,
  getProductDetails,
  getProductInventory,
  getProductSet,
  getProductSets,
  getWidgetRecommendations,
  notifyMe,
  searchProducts,
  LISTING_MAX_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  SUGGEST_DEFAULT,
  WIDGET_RECOMMENDATIONS_DEFAULT,
  type product,
} from '../../../schemas/api/product.ts';
import { CATEGORIES, productPath } from '../seed/categories.ts';
import { availabilityOf, selectVariants, storesOf } from '../catalog/availability.ts';
import { facetCounts, FACETS, listPage, listProducts, type FacetId, type ListingFilters, type ListingQuery } from '../catalog/listing.ts';
import { isCurrency, type Currency } from '../catalog/pricing.ts';
import { productDetails, productInventory } from '../catalog/product.ts';
import { productSet, productSummaryOf, setsOf } from '../catalog/product-sets.ts';
import { findProduct, stockOf } from '../catalog/store.ts';
import { stockStatus } from '../catalog/stock.ts';
import { suggest } from '../catalog/suggest.ts';
import { masterOf, onlineStock, resolveVariant } from '../cart/catalogue.ts';
import { storeStock } from '../cart/stores.ts';
import { statement, transaction } from '../db.ts';
import { contractRoute } from '../http/contract-route.ts';
import { badRequest, HttpError, notFound, siteOf, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import { recommend } from '../personalisation/recommend.ts';
import { storeById } from '../stores/directory.ts';

export const LISTING_ERROR_ID = 'PLP400';
export const DEFAULT_PAGE_SIZE = LISTING_PAGE_SIZE;
export const MAX_PAGE_SIZE = LISTING_MAX_PAGE_SIZE;

const listingError = (message: string) => badRequest(message, LISTING_ERROR_ID);
const categoryIds = new Set(CATEGORIES.map((c) => c.id));

function currencyOf(x: Exchange): Currency {
  const { currency } = siteOf(x);
  return isCurrency(currency) ? currency : 'USD';
}

/** A department brings its subcategories. */
function expandCategory(id: string): string[] {
  return [id, ...CATEGORIES.filter((c) => c.parent === id).map((c) => c.id)];
}

function categoryParam(id: string | undefined): string[] | undefined {
  if (!id) return undefined;
  if (!categoryIds.has(id)) throw notFound(`Category ${id} not found`);
  return expandCategory(id);
}

/**
 * filters=color:moss,color:black,size:M,price:50-100,category:1001: values of one facet are
 * alternatives (OR), facets narrow each other (AND).
 */
export function parseFilters(raw: string | null | undefined): ListingFilters {
  const filters: ListingFilters = {};
  if (!raw) return filters;
  for (const part of raw.split(',')) {
    if (!part.trim()) continue;
    const at = part.indexOf(':');
    const facet = at > 0 ? part.slice(0, at).trim() : '';
    const value = at > 0 ? part.slice(at + 1).trim() : '';
    if (!(FACETS as readonly string[]).includes(facet) || !value) {
      throw listingError(`filter "${part}" must be facet:value, with facet one of ${FACETS.join(', ')}`);
    }
    switch (facet as FacetId) {
      case 'price': {
        const m = /^(\d+)(?:-(\d+)|\+)$/.exec(value);
        if (!m || (m[2] !== undefined && Number(m[2]) <= Number(m[1]))) throw listingError(`price filter "${value}" must look like 50-100 or 300+`);
        (filters.price ??= []).push({ min: Number(m[1]), max: m[2] === undefined ? null : Number(m[2]) });
        break;
      }
      case 'category':
        if (!/^\d{4,10}$/.test(value)) throw listingError(`category filter "${value}" must be 4 to 10 digits`);
        (filters.category ??= []).push(...expandCategory(value));
        break;
      default:
        (filters[facet as 'color' | 'size'] ??= []).push(value);
    }
  }
  return filters;
}

interface ListingParams {
  categoryId?: string | undefined;
  sort?: ListingQuery['sort'] | undefined;
  start?: number | undefined;
  count?: number | undefined;
}

function listingQuery(x: Exchange, q: ListingParams): ListingQuery {
  return {
    currency: currencyOf(x),
    locale: siteOf(x).locale,
    categoryIds: categoryParam(q.categoryId),
    sort: q.sort ?? 'featured',
    start: q.start ?? 0,
    count: q.count ?? DEFAULT_PAGE_SIZE,
  };
}

/** Listings move with stock and prices: a short shared freshness. */
const LISTING_CACHE = { 'Cache-Control': 'public, max-age=30' };

/** The product of a master id; with `variants`, of a variant id too (FWINSTOCK1-moss-01). */
function productOr404(x: Exchange, id: string, variants = false) {
  const product = findProduct(x.db, variants ? masterOf(id) : id);
  if (!product) throw notFound(`Product ${id} not found`);
  return product;
}

type ProductAnswer = z.input<typeof product>;

export const productRoutes: Route[] = [
  contractRoute(getProductDetails, ({ x, params }) => {
    const product = productOr404(x, params.productId);
    const url = productPath(siteOf(x).locale, product);
    return { status: 200, body: productDetails(product, stockOf(x.db, product.id), currencyOf(x), url) as ProductAnswer, headers: LISTING_CACHE };
  }),

  contractRoute(getProductInventory, ({ x, params, query }) => {
    const product = productOr404(x, params.productId);
    const answer = productInventory(product, stockOf(x.db, product.id)) as { productId: string; variants: Array<{ id: string; quantity: number; stockStatus: 'InStock' | 'OutOfStock' }> };
    if (!query.storeId) return { status: 200, body: answer };
    const store = storeById(query.storeId);
    if (!store) throw new HttpError(404, 'STR404', `Store ${query.storeId} not found`);
    const now = new Date();
    const variants = product.variants.map((v) => {
      const quantity = product.productType === 'digital' ? 0 : storeStock(x.db, store, v.id, now);
      return { id: v.id, quantity, stockStatus: stockStatus(quantity) };
    });
    return { status: 200, body: { ...answer, store: { storeId: store.id, storeName: store.name, variants } } };
  }),

  contractRoute(getProductSets, ({ x, params, query }) => {
    const product = productOr404(x, params.productId, true);
    const sets = setsOf(x.db, product.id).slice(0, query.count ?? 20);
    return { status: 200, body: { productId: product.id, productSets: sets }, headers: LISTING_CACHE };
  }),

  contractRoute(getProductSet, ({ x, params }) => {
    const set = productSet(x.db, params.productSetId);
    if (!set) throw notFound(`Product set ${params.productSetId} not found`);
    const currency = currencyOf(x);
    const products = set.productIds.map((id) => findProduct(x.db, id)).filter((p) => p !== undefined);
    const summaries = products.map((p) => productSummaryOf(p, currency) as { price: { lowCurrent: number; lowOriginal: number } });
    const sum = (key: 'lowCurrent' | 'lowOriginal') => Math.round(summaries.reduce((n, s) => n + s.price[key], 0) * 100) / 100;
    return {
      status: 200,
      body: { ...set, products: summaries as never, price: { currency, lowCurrent: sum('lowCurrent'), lowOriginal: sum('lowOriginal') } },
      headers: LISTING_CACHE,
    };
  }),

  contractRoute(getAvailability, ({ x, params, query, body }) => {
    const product = productOr404(x, params.productId, true);
    const variants = selectVariants(product, params.productId, body.attributes);
    const stores = storesOf([...(query.storeId ? [query.storeId] : []), ...body.storeIds]);
    return { status: 200, body: availabilityOf(x.db, product, variants, body.qty, stores) };
  }),

  contractRoute(getCatalog, ({ x, query }) => ({ status: 200, body: listProducts(x.db, listingQuery(x, query)) as never, headers: LISTING_CACHE })),

  contractRoute(searchProducts, ({ x, query }) => {
    const q = (query.q ?? '').trim();
    const listing: ListingQuery = { ...listingQuery(x, query), q, filters: parseFilters(query.filters) };
    // The total comes from the facet pass (src/sandbox/catalog/facet-index.ts): no second count at any --scale.
    const counted = facetCounts(x.db, listing);
    const products = listPage(x.db, listing);
    return { status: 200, body: { products, total: counted.total, start: listing.start, count: products.length, q, facets: counted.facets } as never, headers: LISTING_CACHE };
  }),

  contractRoute(autoSuggest, ({ x, query }) => ({
    status: 200,
    body: suggest(x.db, query.q, query.count ?? SUGGEST_DEFAULT, currencyOf(x), siteOf(x).locale) as never,
    headers: LISTING_CACHE,
  })),

  contractRoute(getWidgetRecommendations, ({ x, query, session }) => {
    const widgetId = query.widgetId ?? 'trending';
    const productIds = query.productId ? [masterOf(query.productId)] : [];
    if (query.categoryId && !categoryIds.has(query.categoryId)) throw notFound(`Category ${query.categoryId} not found`);
    const recommendations = recommend(x.db, {
      visitor: session?.consumerNo ?? '',
      decisionPoint: widgetId,
      requestId: `widget:${widgetId}`,
      limit: query.count ?? WIDGET_RECOMMENDATIONS_DEFAULT,
      productIds,
      categoryIds: query.categoryId ? [query.categoryId] : [],
      currency: currencyOf(x),
      locale: siteOf(x).locale,
    });
    return { status: 200, body: { widgetId, recommendations } };
  }),

  contractRoute(notifyMe, ({ x, body, session }) => {
    const product = productOr404(x, body.productId, true);
    const resolved = resolveVariant(x.db, body.productId, undefined);
    if (!resolved) {
      if (body.productId === product.id) throw new HttpError(400, 'ATTR300', `Choose a colour and size of ${product.name}: notify-me is per variant`);
      throw notFound(`Product ${body.productId} not found`);
    }
    const { variant } = resolved;
    if (product.productType === 'digital' || onlineStock(x.db, variant.id) > 0) throw new HttpError(409, 'INV409', `${product.name} is in stock in that size and colour: add it to the cart`);
    const email = body.email.trim().toLowerCase();
    const now = new Date().toISOString();
    const { created, createdAt } = transaction(x.db, () => {
      const inserted = statement(x.db, 'INSERT OR IGNORE INTO back_in_stock (variant_id, email, site_id, consumer_no, created_at) VALUES (?, ?, ?, ?, ?)').run(
        variant.id,
        email,
        siteOf(x).siteId,
        session.consumerType === 'GUEST' ? null : session.consumerNo,
        now,
      );
      const row = statement(x.db, 'SELECT created_at FROM back_in_stock WHERE variant_id = ? AND email = ?').get(variant.id, email) as { created_at: string };
      return { created: inserted.changes === 1, createdAt: row.created_at };
    });
    const answer = { productId: variant.id, email, subscribed: true as const, createdAt };
    return created ? { status: 201, body: answer } : { status: 200, body: answer };
  }),
];
