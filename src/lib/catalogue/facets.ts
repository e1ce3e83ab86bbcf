/**
 * The listing state of category and search pages (docs/requirements/catalogue.md#listings-and-search): the chosen filters, the sort
 * and the page, read from the URL and written back as links. One canonical spelling per state
 * (facets in a fixed order, values sorted, defaults left out), so every way of reaching a state
 * is one cache entry and every link works without JavaScript.
 *
 * URL: ?q=boot&color=black&color=moss&size=M&price=50-100&category=2001&sort=price-asc&page=2
 * Gateway: filters=color:black,color:moss,size:M,price:50-100,category:2001
 *
 * Pure and dependency-free: the pages, the tests and the browser script share it.
 */
import { CATALOG_SORTS, type CatalogSort } from '../../../schemas/api/product.ts';
import { FACET_DISPLAY_LIMITS } from '../../../schemas/content/article-grid.ts';
import { parsePage } from './pagination.ts';

/**
 * The facets a URL may filter by, in the order they are written. Only these: a filter the
 * products service does not know is refused (PLP400), so an unknown query parameter (?ref=mail)
 * must never become one.
 */
export const LISTING_FACET_IDS = ['color', 'size', 'price', 'category'] as const;
export type ListingFacetId = (typeof LISTING_FACET_IDS)[number];

export const DEFAULT_SORT: CatalogSort = 'featured';
/** Values of one facet a URL may choose at once, so a crafted URL cannot ask for everything. */
export const MAX_VALUES_PER_FACET = 20;
/** A facet value: no comma or colon (the gateway's separators), no control characters. */
const FACET_VALUE = /^[^,:\u0000-\u001f]{1,40}$/;

/** docs/requirements/catalogue.md#listings-and-search "Facet display limits: sm 4, md 10, lg 20". */
export { FACET_DISPLAY_LIMITS };
export type FacetBreakpoint = keyof typeof FACET_DISPLAY_LIMITS;
const BREAKPOINTS: readonly FacetBreakpoint[] = ['sm', 'md', 'lg'];

export type Filters = Partial<Record<ListingFacetId, string[]>>;

export interface ListingState {
  /** The search words (search pages only); '' on category pages. */
  q: string;
  filters: Filters;
  sort: CatalogSort;
  page: number;
}

export const isListingFacet = (id: string): id is ListingFacetId => (LISTING_FACET_IDS as readonly string[]).includes(id);
export const isSort = (value: string | null): value is CatalogSort => value !== null && (CATALOG_SORTS as readonly string[]).includes(value);

/** The state a URL asks for; anything malformed is dropped rather than refused. */
export function readListingState(params: URLSearchParams, options: { withQuery?: boolean; maxQuery?: number } = {}): ListingState {
  const filters: Filters = {};
  for (const id of LISTING_FACET_IDS) {
    const values = [...new Set(params.getAll(id).map((v) => v.trim()).filter((v) => FACET_VALUE.test(v)))].sort().slice(0, MAX_VALUES_PER_FACET);
    if (values.length) filters[id] = values;
  }
  const sort = params.get('sort');
  const q = options.withQuery ? (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, options.maxQuery ?? 200) : '';
  return { q, filters, sort: isSort(sort) ? sort : DEFAULT_SORT, page: parsePage(params.get('page')) };
}

/** The query string of a state (no leading '?'), canonical: q, facets in order, sort, page. */
export function listingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const id of LISTING_FACET_IDS) for (const value of [...(state.filters[id] ?? [])].sort()) params.append(id, value);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export function listingHref(path: string, state: ListingState): string {
  const qs = listingQuery(state);
  return qs ? `${path}?${qs}` : path;
}

/** The gateway's filters= value, or '' when nothing is chosen. */
export function gatewayFilters(filters: Filters): string {
  return LISTING_FACET_IDS.flatMap((id) => (filters[id] ?? []).map((value) => `${id}:${value}`)).join(',');
}

export const isChosen = (state: ListingState, id: string, value: string): boolean => isListingFacet(id) && (state.filters[id] ?? []).includes(value);
export const chosenCount = (filters: Filters): number => LISTING_FACET_IDS.reduce((n, id) => n + (filters[id]?.length ?? 0), 0);

/** A new filter choice starts again at page 1: page 5 of the old choice may not exist. */
function withFilters(state: ListingState, filters: Filters): ListingState {
  return { ...state, filters, page: 1 };
}

/** The state with one value switched on or off. */
export function toggleValue(state: ListingState, id: ListingFacetId, value: string): ListingState {
  const current = state.filters[id] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  const filters: Filters = { ...state.filters };
  if (next.length) filters[id] = next;
  else delete filters[id];
  return withFilters(state, filters);
}

/** The state without any value of one facet. */
export function clearFacet(state: ListingState, id: ListingFacetId): ListingState {
  const filters: Filters = { ...state.filters };
  delete filters[id];
  return withFilters(state, filters);
}

/** The state without any filter; the words and the sort stay. */
export const clearAll = (state: ListingState): ListingState => withFilters(state, {});

export const withSort = (state: ListingState, sort: CatalogSort): ListingState => ({ ...state, sort, page: 1 });
export const withPage = (state: ListingState, page: number): ListingState => ({ ...state, page });

/** The hidden fields a GET form (the sort) must carry to keep the rest of the state. */
export function carriedFields(state: ListingState): Array<[name: string, value: string]> {
  const fields: Array<[string, string]> = [];
  if (state.q) fields.push(['q', state.q]);
  for (const id of LISTING_FACET_IDS) for (const value of state.filters[id] ?? []) fields.push([id, value]);
  return fields;
}

/**
 * Classes of the facet value at `index` (0-based): `fx-sm fx-md fx-lg` for the breakpoints whose
 * display limit it passes, so CSS hides it there until "see more".
 */
export function overflowClasses(index: number, limits: Readonly<Record<FacetBreakpoint, number>> = FACET_DISPLAY_LIMITS): string {
  return BREAKPOINTS.filter((bp) => index >= limits[bp]).map((bp) => `fx-${bp}`).join(' ');
}

/** Classes of a facet's see-more button: `fm-sm fm-md fm-lg` where some of its values are hidden. */
export function seeMoreClasses(count: number, limits: Readonly<Record<FacetBreakpoint, number>> = FACET_DISPLAY_LIMITS): string {
  return BREAKPOINTS.filter((bp) => count > limits[bp]).map((bp) => `fm-${bp}`).join(' ');
}

/**
 * A price bucket's label in the site's money: '50-100' → '$50 – $100', '300+' → '$300+'. Null
 * for a value that is not a bucket (the answer's own label is used then).
 */
export function priceBucketLabel(value: string, format: (amount: number) => string): string | null {
  const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?)|\+)$/.exec(value);
  if (!match) return null;
  const low = Number(match[1]);
  return match[2] === undefined ? `${format(low)}+` : `${format(low)} – ${format(Number(match[2]))}`;
}

/** A swatch colour safe for a style attribute: #rgb or #rrggbb only. */
export const safeSwatch = (swatch: string | undefined): string | null => (swatch && /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(swatch) ? swatch : null);
