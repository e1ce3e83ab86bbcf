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

/** The WHERE clause, leaving out one facet's own filter so its counts show the alternatives. */
function where(query: ListingQuery, without?: FacetId): Clause {
  const sql: string[] = [];
  const params: Array<string | number> = [];
  if (query.categoryIds) {
    sql.push(`p.category_id IN (${placeholders(query.categoryIds.length)})`);
    params.push(...query.categoryIds);
  }
  for (const token of (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    sql.push("p.search_text LIKE ? ESCAPE '\\'");
    params.push(`%${escapeLike(token)}%`);
  }
  const f = query.filters ?? {};
  for (const facet of ['color', 'size'] as const) {
    const values = f[facet];
    if (!values?.length || without === facet) continue;
    sql.push(`p.id IN (SELECT product_id FROM product_facets WHERE facet = '${facet}' AND value IN (${placeholders(values.length)}))`);
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
  const total = (statement(db, `SELECT COUNT(*) AS n ${counted.sql}${whereSql(clause)}`).get(...counted.params) as { n: number }).n;
  const listed = from(query, clause, true);
  const rows = statement(
    db,
    `SELECT p.id, p.name, p.slug, p.image, p.badge, p.eyebrow, p.category_id, p.target_publish_date, p.presale,
       p.product_type, p.colors, pp.low_original, pp.high_original, pp.low_current, pp.high_current, pp.historic_best,
       pp.discount_percent
     ${listed.sql}${whereSql(clause)} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?`,
  ).all(...listed.params, query.count, query.start) as unknown as SummaryRow[];
  return { products: rows.map((r) => summary(r, query)), total, start: query.start, count: rows.length };
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

export function facets(db: Database, query: ListingQuery): Facet[] {
  const run = (facet: FacetId, select: string, group: string, joinFacets = false): Array<{ value: string; n: number }> => {
    const clause = where(query, facet);
    let sql: string;
    let params: Array<string | number>;
    if (clause.sql.length === 0 && facet !== 'category') {
      // Nothing narrows the products: count straight from the facet or price table, no join.
      sql = joinFacets
        ? `SELECT f.value AS value, COUNT(*) AS n FROM product_facets f WHERE f.facet = '${facet}' GROUP BY f.value`
        : `SELECT ${select} AS value, COUNT(*) AS n FROM product_prices pp WHERE pp.currency = ? GROUP BY ${group}`;
      params = joinFacets ? [] : [query.currency];
    } else {
      const base = from(query, clause, facet === 'price' || needsPrices(query, facet));
      const join = joinFacets ? ` CROSS JOIN product_facets f ON f.product_id = p.id AND f.facet = '${facet}'` : '';
      sql = `SELECT ${select} AS value, COUNT(*) AS n ${base.sql}${join}${whereSql(clause)} GROUP BY ${group}`;
      params = base.params;
    }
    return statement(db, `${sql} ORDER BY n DESC, value`).all(...params) as Array<{ value: string; n: number }>;
  };
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: query.currency, maximumFractionDigits: 0 });
  const bucketCase = `CASE ${PRICE_BUCKETS.map(([lo, hi]) => (hi === null ? `ELSE '${lo}+'` : `WHEN pp.low_current < ${hi * 100} THEN '${lo}-${hi}'`)).join(' ')} END`;
  const priceLabel = (value: string): string => {
    const [lo, hi] = value.replace('+', '').split('-').map(Number);
    return hi === undefined ? `${money.format(lo ?? 0)}+` : `${money.format(lo ?? 0)} - ${money.format(hi)}`;
  };
  const bucketOrder = PRICE_BUCKETS.map(priceBucketValue);
  return [
    {
      id: 'color',
      label: 'Color',
      values: run('color', 'f.value', 'f.value', true).map((r) => {
        const c = colorway(r.value);
        return { value: r.value, label: c?.label ?? r.value, count: r.n, ...(c ? { swatch: c.swatch } : {}) };
      }),
    },
    {
      id: 'size',
      label: 'Size',
      values: run('size', 'f.value', 'f.value', true).map((r) => ({ value: r.value, label: r.value, count: r.n })),
    },
    {
      id: 'price',
      label: 'Price',
      values: run('price', bucketCase, 'value')
        .sort((a, b) => bucketOrder.indexOf(a.value) - bucketOrder.indexOf(b.value))
        .map((r) => ({ value: r.value, label: priceLabel(r.value), count: r.n })),
    },
    {
      id: 'category',
      label: 'Category',
      // Grouping by an expression keeps the planner off the category index, which would turn a scan into random reads.
      values: run('category', 'p.category_id', '+p.category_id').map((r) => {
        const c = categoryById.get(r.value);
        return { value: r.value, label: c?.name ?? r.value, count: r.n, ...(c ? { url: categoryPath(query.locale, c) } : {}) };
      }),
    },
  ];
}
