/**
 * Product listings: the category grid (catalog) and search, with paging, sorting, filters and
 * facets. Everything is answered from indexed columns; product bodies are never parsed here.
 */
import { statement, type Database } from '../db.ts';
import { CATEGORIES } from '../seed/categories.ts';
import { colorway } from '../seed/palette.ts';
import { categoryPath, productPath } from '../seed/categories.ts';
import { toAmount, type Currency } from './pricing.ts';
import { withoutNulls } from './product.ts';
import { facetIndex, textMatches } from './facet-index.ts';

export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type Sort = (typeof SORTS)[number];
export const FACETS = ['color', 'size', 'price', 'category'] as const;
export type FacetId = (typeof FACETS)[number];

const ORDER_BY: Record<Sort, string> = {
  featured: 'p.position',
  'price-asc': 'pp.low_current, p.position',
  'price-desc': 'pp.low_current DESC, p.position',
  newest: 'p.released_at DESC, p.position',
  name: 'p.name COLLATE NOCASE, p.position',
};

/** Price buckets in major units of the site's currency; the last one is open-ended. */
export const PRICE_BUCKETS: ReadonlyArray<readonly [number, number | null]> = [
  [0, 50],
  [50, 100],
  [100, 200],
  [200, 300],
  [300, null],
];
export const priceBucketValue = ([lo, hi]: readonly [number, number | null]): string => (hi === null ? `${lo}+` : `${lo}-${hi}`);

export interface PriceRange {
  min: number;
  max: number | null;
}

export interface ListingFilters {
  color?: string[];
  size?: string[];
  price?: PriceRange[];
  category?: string[];
}

export interface ListingQuery {
  currency: Currency;
  locale: string;
  /** Already expanded: a department id brings its subcategories. */
  categoryIds?: string[];
  q?: string;
  filters?: ListingFilters;
  sort: Sort;
  start: number;
  count: number;
}

interface Clause {
  sql: string[];
  params: Array<string | number>;
}

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The trigram tokenizer indexes runs of 3 characters: shorter words cannot use it. */
export const TRIGRAM = 3;
/** An FTS5 query: every word as a quoted phrase (any character literal), all required. */
export const matchPhrases = (words: readonly string[]): string => words.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');

/** The WHERE clause, leaving out one facet's own filter so its counts show the alternatives. */
function where(query: ListingQuery, without?: FacetId): Clause {
  const sql: string[] = [];
  const params: Array<string | number> = [];
  if (query.categoryIds) {
    sql.push(`p.category_id IN (${placeholders(query.categoryIds.length)})`);
    params.push(...query.categoryIds);
  }
  const tokens = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  // Words of 3 characters or more: the trigram index (migration 1301), the same substring match
  // as LIKE '%word%'. Shorter words have no trigram and keep the LIKE.
  const indexed = tokens.filter((t) => [...t].length >= TRIGRAM);
  if (indexed.length) {
    sql.push('p.position IN (SELECT rowid FROM products_search WHERE products_search MATCH ?)');
    params.push(matchPhrases(indexed));
  }
  for (const token of tokens.filter((t) => [...t].length < TRIGRAM)) {
    sql.push("p.search_text LIKE ? ESCAPE '\\'");
    params.push(`%${escapeLike(token)}%`);
  }
  const f = query.filters ?? {};
  // Within a category or a search, each candidate's own facet rows are checked (an index probe per
  // product); with nothing else narrowing, the facet value's product list drives instead.
  const narrowed = Boolean(query.categoryIds?.length || tokens.length);
  for (const facet of ['color', 'size'] as const) {
    const values = f[facet];
    if (!values?.length || without === facet) continue;
    sql.push(
      narrowed
        ? `EXISTS (SELECT 1 FROM product_facets pf WHERE pf.product_id = p.id AND pf.facet = '${facet}' AND pf.value IN (${placeholders(values.length)}))`
        : `p.id IN (SELECT product_id FROM product_facets WHERE facet = '${facet}' AND value IN (${placeholders(values.length)}))`,
    );
    params.push(...values);
  }
  if (f.category?.length && without !== 'category') {
    sql.push(`p.category_id IN (${placeholders(f.category.length)})`);
    params.push(...f.category);
  }
  if (f.price?.length && without !== 'price') {
    const ranges = f.price.map((r) => {
      params.push(r.min * 100);
      if (r.max === null) return 'pp.low_current >= ?';
      params.push(r.max * 100);
      return '(pp.low_current >= ? AND pp.low_current < ?)';
    });
    sql.push(`(${ranges.join(' OR ')})`);
  }
  return { sql, params };
}

/**
 * Prices are joined only when a query reads them: counting a category then never leaves the
 * products table. CROSS JOIN keeps products as the outer loop: the planner cannot see how
 * selective a LIKE is and would otherwise walk every price or facet row first.
 */
const FROM_PRICED = 'FROM products p CROSS JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ?';
const FROM_PLAIN = 'FROM products p';
const whereSql = (c: Clause): string => (c.sql.length ? ` WHERE ${c.sql.join(' AND ')}` : '');
const needsPrices = (query: ListingQuery, without?: FacetId): boolean => Boolean(query.filters?.price?.length) && without !== 'price';

function from(query: ListingQuery, clause: Clause, priced: boolean): { sql: string; params: Array<string | number> } {
  return priced ? { sql: FROM_PRICED, params: [query.currency, ...clause.params] } : { sql: FROM_PLAIN, params: clause.params };
}

interface SummaryRow {
  id: string;
  name: string;
  slug: string;
  image: string;
  badge: string | null;
  eyebrow: string | null;
  category_id: string;
  target_publish_date: string | null;
  presale: number;
  product_type: string;
  colors: string;
  low_original: number;
  high_original: number;
  low_current: number;
  high_current: number;
  historic_best: number;
  discount_percent: number;
}

function summary(row: SummaryRow, query: ListingQuery): Record<string, unknown> {
  return withoutNulls({
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: productPath(query.locale, row),
    image: JSON.parse(row.image) as unknown,
    badge: row.badge,
    eyebrow: row.eyebrow,
    categoryId: row.category_id,
    targetPublishDate: row.target_publish_date,
    presale: row.presale === 1,
    productType: row.product_type,
    price: {
      currency: query.currency,
      lowOriginal: toAmount(row.low_original),
      highOriginal: toAmount(row.high_original),
      lowCurrent: toAmount(row.low_current),
      highCurrent: toAmount(row.high_current),
      historicBestPrice: toAmount(row.historic_best),
      percentagePriceDiscount: row.discount_percent,
    },
    colors: JSON.parse(row.colors) as unknown,
  });
}

export interface Listing {
  products: Array<Record<string, unknown>>;
  total: number;
  start: number;
  count: number;
}

export function listProducts(db: Database, query: ListingQuery): Listing {
  const clause = where(query);
  const counted = from(query, clause, needsPrices(query));
  // Words alone: every text index row is a product (triggers keep them in step), so it counts them itself.
  const total = textOnly(query, clause)
    ? (statement(db, 'SELECT COUNT(*) AS n FROM products_search WHERE products_search MATCH ?').get(...clause.params) as { n: number }).n
    : (statement(db, `SELECT COUNT(*) AS n ${counted.sql}${whereSql(clause)}`).get(...counted.params) as { n: number }).n;
  const products = pageOf(db, query, clause);
  return { products, total, start: query.start, count: products.length };
}

/** One page of product summaries, without counting every match (the type-ahead needs no total). */
export function listPage(db: Database, query: ListingQuery): Array<Record<string, unknown>> {
  return pageOf(db, query, where(query));
}

const SUMMARY_COLUMNS = `p.id, p.name, p.slug, p.image, p.badge, p.eyebrow, p.category_id, p.target_publish_date, p.presale,
       p.product_type, p.colors, pp.low_original, pp.high_original, pp.low_current, pp.high_current, pp.historic_best,
       pp.discount_percent`;

/** Only words of 3 characters or more narrow the listing: the text index alone answers which products. */
const textOnly = (query: ListingQuery, clause: Clause): boolean => clause.sql.length === 1 && clause.sql[0]!.includes('products_search') && !needsPrices(query);

function pageOf(db: Database, query: ListingQuery, clause: Clause): Array<Record<string, unknown>> {
  if (query.sort === 'featured' && textOnly(query, clause)) {
    // Featured is position order, the index's own rowid order: it stops after the page instead of
    // listing every match first. (Every product has a price row per currency: catalog/store.ts.)
    const rows = statement(
      db,
      `SELECT ${SUMMARY_COLUMNS}
       FROM (SELECT rowid AS pos FROM products_search WHERE products_search MATCH ? ORDER BY rowid LIMIT ? OFFSET ?) s
       CROSS JOIN products p ON p.position = s.pos CROSS JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ?
       ORDER BY s.pos`,
    ).all(clause.params[0]!, query.count, query.start, query.currency) as unknown as SummaryRow[];
    return rows.map((r) => summary(r, query));
  }
  const listed = from(query, clause, true);
  const rows = statement(
    db,
    `SELECT p.id, p.name, p.slug, p.image, p.badge, p.eyebrow, p.category_id, p.target_publish_date, p.presale,
       p.product_type, p.colors, pp.low_original, pp.high_original, pp.low_current, pp.high_current, pp.historic_best,
       pp.discount_percent
     ${listed.sql}${whereSql(clause)} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?`,
  ).all(...listed.params, query.count, query.start) as unknown as SummaryRow[];
  return rows.map((r) => summary(r, query));
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  swatch?: string;
  url?: string;
}
export interface Facet {
  id: FacetId;
  label: string;
  values: FacetValue[];
}

const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]));

/**
 * Facet counts: each facet counted over the products that match everything but its own filter.
 * The candidates (words and category) come from SQL and its indexes; the counting is one pass
 * over the in-memory facet index (./facet-index.ts), whatever the number of matches.
 */
export function facets(db: Database, query: ListingQuery): Facet[] {
  return facetCounts(db, query).facets;
}

/** The facets and the listing's total (the products matching every filter), from the same pass. */
export function facetCounts(db: Database, query: ListingQuery): { facets: Facet[]; total: number } {
  const index = facetIndex(db);
  const tokens = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  let slots: Iterable<number>;
  if (tokens.some((t) => [...t].length < TRIGRAM)) {
    // A short word has no trigram: SQL finds the candidates (words and category) as listings do.
    const base = where({ ...query, filters: {} });
    slots = (statement(db, `SELECT p.position AS position FROM products p${whereSql(base)}`).all(...base.params) as Array<{ position: number }>).map((r) => index.slotOf.get(r.position) ?? -1);
  } else if (tokens.length) {
    slots = textMatches(db, index, matchPhrases(tokens));
  } else if (query.categoryIds) {
    slots = [...new Set(query.categoryIds)].flatMap((id) => index.slotsByCategory.get(id) ?? []);
  } else {
    slots = Array.from({ length: index.size }, (_, slot) => slot);
  }
  const f = query.filters ?? {};
  const chosen = (values: string[] | undefined, idOf: Map<string, number>, size: number): Uint8Array | null => {
    if (!values?.length) return null;
    const marks = new Uint8Array(size);
    for (const v of values) {
      const id = idOf.get(v);
      if (id !== undefined) marks[id] = 1;
    }
    return marks;
  };
  const inCategory = chosen(query.categoryIds, index.categoryIdOf, index.categories.length);
  const colorSel = chosen(f.color, index.color.idOf, index.color.values.length);
  const sizeSel = chosen(f.size, index.sizes.idOf, index.sizes.values.length);
  const categorySel = chosen(f.category, index.categoryIdOf, index.categories.length);
  const ranges = f.price?.length ? f.price.map((r) => [r.min * 100, r.max === null ? Infinity : r.max * 100] as const) : null;
  const bounds = PRICE_BUCKETS.map(([, hi]) => (hi === null ? Infinity : hi * 100));
  const prices = index.lowCurrent.get(query.currency);
  const colorCounts = new Int32Array(index.color.values.length);
  const sizeCounts = new Int32Array(index.sizes.values.length);
  const priceCounts = new Int32Array(PRICE_BUCKETS.length);
  const categoryCounts = new Int32Array(index.categories.length);
  const { start: cStart, ids: cIds } = index.color;
  const { start: sStart, ids: sIds } = index.sizes;
  const has = (sel: Uint8Array | null, ids: Uint16Array, from: number, to: number): boolean => {
    if (!sel) return true;
    for (let k = from; k < to; k++) if (sel[ids[k]!]) return true;
    return false;
  };
  let total = 0;
  const bump = (counts: Int32Array, id: number): void => {
    counts[id] = (counts[id] ?? 0) + 1;
  };
  for (const slot of slots) {
    if (slot < 0) continue;
    const category = index.category[slot]!;
    if (inCategory && !inCategory[category]) continue;
    const c0 = cStart[slot]!, c1 = cStart[slot + 1]!, s0 = sStart[slot]!, s1 = sStart[slot + 1]!;
    const price = prices ? prices[slot]! : Number.NaN;
    const okColor = has(colorSel, cIds, c0, c1);
    const okSize = has(sizeSel, sIds, s0, s1);
    const okCategory = !categorySel || categorySel[category] === 1;
    // NaN (no price in this currency) fails every range, as the price join would.
    const okPrice = !ranges || ranges.some(([lo, hi]) => price >= lo && price < hi);
    if (okSize && okCategory && okPrice) for (let k = c0; k < c1; k++) bump(colorCounts, cIds[k]!);
    if (okColor && okCategory && okPrice) for (let k = s0; k < s1; k++) bump(sizeCounts, sIds[k]!);
    if (okColor && okSize && okCategory && !Number.isNaN(price)) bump(priceCounts, bounds.findIndex((hi) => price < hi));
    if (okColor && okSize && okPrice) bump(categoryCounts, category);
    if (okColor && okSize && okPrice && okCategory) total++;
  }
  // As the SQL answered them: most products first, then the value in binary order.
  const listed = (values: readonly string[], counts: Int32Array): Array<{ value: string; n: number }> =>
    values
      .map((value, id) => ({ value, n: counts[id]! }))
      .filter((r) => r.n > 0)
      .sort((a, b) => b.n - a.n || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const bucketNames = PRICE_BUCKETS.map(priceBucketValue);
  const run = (facet: FacetId): Array<{ value: string; n: number }> =>
    facet === 'color' ? listed(index.color.values, colorCounts) : facet === 'size' ? listed(index.sizes.values, sizeCounts) : facet === 'price' ? listed(bucketNames, priceCounts) : listed(index.categories, categoryCounts);
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: query.currency, maximumFractionDigits: 0 });
  const priceLabel = (value: string): string => {
    const [lo, hi] = value.replace('+', '').split('-').map(Number);
    return hi === undefined ? `${money.format(lo ?? 0)}+` : `${money.format(lo ?? 0)} - ${money.format(hi)}`;
  };
  const bucketOrder = PRICE_BUCKETS.map(priceBucketValue);
  const facets: Facet[] = [
    {
      id: 'color',
      label: 'Color',
      values: run('color').map((r) => {
        const c = colorway(r.value);
        return { value: r.value, label: c?.label ?? r.value, count: r.n, ...(c ? { swatch: c.swatch } : {}) };
      }),
    },
    {
      id: 'size',
      label: 'Size',
      values: run('size').map((r) => ({ value: r.value, label: r.value, count: r.n })),
    },
    {
      id: 'price',
      label: 'Price',
      values: run('price')
        .sort((a, b) => bucketOrder.indexOf(a.value) - bucketOrder.indexOf(b.value))
        .map((r) => ({ value: r.value, label: priceLabel(r.value), count: r.n })),
    },
    {
      id: 'category',
      label: 'Category',
      values: run('category').map((r) => {
        const c = categoryById.get(r.value);
        return { value: r.value, label: c?.name ?? r.value, count: r.n, ...(c ? { url: categoryPath(query.locale, c) } : {}) };
      }),
    },
  ];
  return { facets, total };
}
