/**
 * The products service (seed 001 §7): details, inventory, the category catalog and search.
 * Prices are in the currency of the caller's site (x-site-id). Listing query errors answer
 * PLP400, the spec's product-list error id.
 */
import { CATEGORIES, productPath } from '../seed/categories.ts';
import { CATEGORY_ID } from '../../lib/site/routes.ts';
import { facets, FACETS, listProducts, SORTS, type FacetId, type ListingFilters, type ListingQuery, type Sort } from '../catalog/listing.ts';
import { isCurrency, type Currency } from '../catalog/pricing.ts';
import { productDetails, productInventory } from '../catalog/product.ts';
import { findProduct, stockOf } from '../catalog/store.ts';
import { badRequest, notFound, sendJson, siteOf, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';

export const LISTING_ERROR_ID = 'PLP400';
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
const MAX_QUERY_LENGTH = 200;

const listingError = (message: string) => badRequest(message, LISTING_ERROR_ID);
const categoryIds = new Set(CATEGORIES.map((c) => c.id));

function currencyOf(x: Exchange): Currency {
  const { currency } = siteOf(x);
  return isCurrency(currency) ? currency : 'USD';
}

function intParam(x: Exchange, name: string, fallback: number, min: number, max: number): number {
  const raw = x.url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const n = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw listingError(max === Number.MAX_SAFE_INTEGER ? `${name} must be a whole number, ${min} or more` : `${name} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

/** A department brings its subcategories. */
function expandCategory(id: string): string[] {
  return [id, ...CATEGORIES.filter((c) => c.parent === id).map((c) => c.id)];
}

function categoryParam(x: Exchange, required: boolean): string[] | undefined {
  const id = x.url.searchParams.get('categoryId');
  if (!id) {
    if (required) throw listingError('categoryId is required');
    return undefined;
  }
  if (!CATEGORY_ID.test(id)) throw listingError('categoryId must be 4 to 10 digits');
  if (!categoryIds.has(id)) throw notFound(`Category ${id} not found`);
  return expandCategory(id);
}

function sortParam(x: Exchange): Sort {
  const sort = x.url.searchParams.get('sort') || 'featured';
  if (!(SORTS as readonly string[]).includes(sort)) throw listingError(`sort must be one of ${SORTS.join(', ')}`);
  return sort as Sort;
}

/**
 * filters=color:moss,color:black,size:M,price:50-100,category:1001: values of one facet are
 * alternatives (OR), facets narrow each other (AND).
 */
export function parseFilters(raw: string | null): ListingFilters {
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
        if (!CATEGORY_ID.test(value)) throw listingError(`category filter "${value}" must be 4 to 10 digits`);
        (filters.category ??= []).push(...expandCategory(value));
        break;
      default:
        (filters[facet as 'color' | 'size'] ??= []).push(value);
    }
  }
  return filters;
}

function listingQuery(x: Exchange, categoryRequired: boolean): ListingQuery {
  const site = siteOf(x);
  return {
    currency: currencyOf(x),
    locale: site.locale,
    categoryIds: categoryParam(x, categoryRequired),
    sort: sortParam(x),
    start: intParam(x, 'start', 0, 0, Number.MAX_SAFE_INTEGER),
    count: intParam(x, 'count', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  };
}

/** Listings move with stock and prices: a short shared freshness. */
const LISTING_CACHE = { 'Cache-Control': 'public, max-age=30' };

function productOr404(x: Exchange) {
  const id = x.params.productId ?? '';
  const product = findProduct(x.db, id);
  if (!product) throw notFound(`Product ${id} not found`);
  return product;
}

export const productRoutes: Route[] = [
  {
    method: 'GET',
    path: '/products/v2/products/:productId/details',
    handler: (x) => {
      const product = productOr404(x);
      const url = productPath(siteOf(x).locale, product);
      sendJson(x, 200, productDetails(product, stockOf(x.db, product.id), currencyOf(x), url), LISTING_CACHE);
    },
  },
  {
    method: 'GET',
    path: '/products/v2/products/:productId/inventory',
    handler: (x) => {
      const product = productOr404(x);
      sendJson(x, 200, productInventory(product, stockOf(x.db, product.id)));
    },
  },
  {
    method: 'GET',
    path: '/products/v2/catalog',
    handler: (x) => {
      sendJson(x, 200, listProducts(x.db, listingQuery(x, false)), LISTING_CACHE);
    },
  },
  {
    method: 'GET',
    path: '/products/v2/search/productSearch',
    handler: (x) => {
      const q = (x.url.searchParams.get('q') ?? '').trim();
      if (q.length > MAX_QUERY_LENGTH) throw listingError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
      const query: ListingQuery = { ...listingQuery(x, false), q, filters: parseFilters(x.url.searchParams.get('filters')) };
      sendJson(x, 200, { ...listProducts(x.db, query), q, facets: facets(x.db, query) }, LISTING_CACHE);
    },
  },
];
