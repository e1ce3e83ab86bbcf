/**
 * The catalogue's search and facet indexes (issue 13, Scale; migration 1301): they exist, the
 * planner uses them, and the answers are exactly what a plain scan gives (same products, same
 * order, same totals, same facet counts) on the default seed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/sandbox/db.ts';
import { reseed, seedSandbox } from '../../../src/sandbox/seed/index.ts';
import { facetCounts, facets, listProducts, PRICE_BUCKETS, priceBucketValue, type ListingFilters, type ListingQuery, type Sort } from '../../../src/sandbox/catalog/listing.ts';
import { suggest } from '../../../src/sandbox/catalog/suggest.ts';

interface Row {
  id: string;
  position: number;
  category_id: string;
  released_at: string;
  search_text: string;
  low_current: number;
}

let db: Database;
let rows: Row[];
let facetsOf: Map<string, { color: Set<string>; size: Set<string> }>;

beforeAll(() => {
  db = openDatabase({ path: ':memory:' });
  seedSandbox(db);
  rows = db
    .prepare(
      `SELECT p.id, p.position, p.category_id, p.released_at, p.search_text, pp.low_current
       FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = 'USD'`,
    )
    .all() as unknown as Row[];
  facetsOf = new Map(rows.map((r) => [r.id, { color: new Set<string>(), size: new Set<string>() }]));
  for (const f of db.prepare('SELECT facet, value, product_id FROM product_facets').all() as Array<{ facet: 'color' | 'size'; value: string; product_id: string }>) {
    facetsOf.get(f.product_id)?.[f.facet].add(f.value);
  }
});

/** The reference: every product checked in memory, the way the LIKE scan matched. */
function reference(query: ListingQuery, without?: string): Row[] {
  const tokens = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const f = query.filters ?? {};
  return rows.filter((r) => {
    if (query.categoryIds && !query.categoryIds.includes(r.category_id)) return false;
    if (!tokens.every((t) => r.search_text.includes(t))) return false;
    for (const facet of ['color', 'size'] as const) {
      const values = f[facet];
      if (values?.length && without !== facet && !values.some((v) => facetsOf.get(r.id)![facet].has(v))) return false;
    }
    if (f.category?.length && without !== 'category' && !f.category.includes(r.category_id)) return false;
    if (f.price?.length && without !== 'price' && !f.price.some((p) => r.low_current >= p.min * 100 && (p.max === null || r.low_current < p.max * 100))) return false;
    return true;
  });
}

const ORDER: Record<Exclude<Sort, 'name'>, (a: Row, b: Row) => number> = {
  featured: (a, b) => a.position - b.position,
  'price-asc': (a, b) => a.low_current - b.low_current || a.position - b.position,
  'price-desc': (a, b) => b.low_current - a.low_current || a.position - b.position,
  newest: (a, b) => (a.released_at < b.released_at ? 1 : a.released_at > b.released_at ? -1 : a.position - b.position),
};

const byCount = (counts: Map<string, number>) =>
  [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));

function expectedFacets(query: ListingQuery) {
  const count = (facet: 'color' | 'size' | 'price' | 'category', keys: (r: Row) => string[]) => {
    const counts = new Map<string, number>();
    for (const r of reference(query, facet)) for (const k of keys(r)) counts.set(k, (counts.get(k) ?? 0) + 1);
    return byCount(counts);
  };
  const bucket = (r: Row) => priceBucketValue(PRICE_BUCKETS.find(([, hi]) => hi === null || r.low_current < hi * 100)!);
  return {
    color: count('color', (r) => [...facetsOf.get(r.id)!.color]),
    size: count('size', (r) => [...facetsOf.get(r.id)!.size]),
    price: count('price', (r) => [bucket(r)]).sort((a, b) => PRICE_BUCKETS.map(priceBucketValue).indexOf(a.value) - PRICE_BUCKETS.map(priceBucketValue).indexOf(b.value)),
    category: count('category', (r) => [r.category_id]),
  };
}

const query = (over: Partial<ListingQuery>): ListingQuery => ({ currency: 'USD', locale: 'en-us', sort: 'featured', start: 0, count: 10_000, ...over });

const SEARCHES = ['boot', 'BOOT', 'jacket', 'men jack', 'bo', 'x', 'moss', 'fwinstock1', 'trail boot', '%', 'a_b', '"boot"', 'zzzzzz', 'é'];
const FILTERED: Array<{ categoryIds?: string[]; q?: string; filters: ListingFilters }> = [
  { categoryIds: ['2001'], filters: {} },
  { categoryIds: ['2001'], filters: { color: ['sage'], size: ['L'] } },
  { categoryIds: ['2001', '2002'], filters: { color: ['black', 'moss'], size: ['M', 'XL'], price: [{ min: 100, max: 200 }] } },
  { q: 'boot', filters: { color: ['black'], size: ['9'] } },
  { q: 'jacket', filters: { category: ['2001'], price: [{ min: 300, max: null }] } },
  { filters: { color: ['moss'] } },
  { filters: { size: ['L'], color: ['black'] } },
];

describe('catalogue indexes (migration 1301)', () => {
  it('has the trigram text index, its triggers and the position index', () => {
    const names = (db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'index', 'trigger')").all() as Array<{ name: string }>).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['products_search', 'products_search_insert', 'products_search_delete', 'products_search_update', 'products_position_category', 'products_category', 'product_facets_product']));
    const sql = (db.prepare("SELECT sql FROM sqlite_master WHERE name = 'products_search'").get() as { sql: string }).sql;
    expect(sql).toContain("tokenize='trigram'");
    // Every product is in the text index.
    expect((db.prepare('SELECT COUNT(*) AS n FROM products_search').get() as { n: number }).n).toBe(rows.length);
  });

  it('answers a search from the text index and a filtered category from the category index, never scanning products', () => {
    const plans: string[] = [];
    const original = db.prepare.bind(db);
    const spy = (sql: string) => {
      if (/\bproducts p\b|products_search/.test(sql)) {
        // Parameters only matter for the plan's shape here: run it with the real ones below.
        plans.push(sql);
      }
      return original(sql);
    };
    (db as { prepare: typeof spy }).prepare = spy;
    try {
      const search = query({ q: 'boot', count: 24 });
      listProducts(db, search);
      facets(db, search);
      const category = query({ categoryIds: ['2001'], filters: { color: ['sage'], size: ['L'] }, count: 24 });
      listProducts(db, category);
      facets(db, category);
    } finally {
      (db as { prepare: typeof original }).prepare = original;
    }
    expect(plans.length).toBeGreaterThan(0);
    const explain = (sql: string) => {
      const n = (sql.match(/\?/g) ?? []).length;
      // Any value of the right kind gives the plan; texts where texts go is enough for SQLite.
      const details = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...Array.from({ length: n }, () => 'x')) as Array<{ detail: string }>).map((r) => r.detail);
      return details.join('\n');
    };
    for (const sql of plans) {
      const plan = explain(sql);
      expect(plan, sql).not.toMatch(/^SCAN p(\n|$)/m);
      if (sql.includes('MATCH')) expect(plan, sql).toMatch(/products_search VIRTUAL TABLE/);
      if (sql.includes('p.category_id IN') && sql.includes('EXISTS')) expect(plan, sql).toMatch(/products_category/);
    }
    expect(plans.some((sql) => sql.includes('MATCH'))).toBe(true);
    expect(plans.some((sql) => sql.includes('EXISTS'))).toBe(true);
  });

  it.each(SEARCHES)('search %j: the same products, order and total as a scan, for every sort', (q) => {
    for (const sort of Object.keys(ORDER) as Array<keyof typeof ORDER>) {
      const expected = reference(query({ q })).sort(ORDER[sort]).map((r) => r.id);
      const answer = listProducts(db, query({ q, sort }));
      expect(answer.total, `${q} ${sort}`).toBe(expected.length);
      expect(answer.products.map((p) => p.id), `${q} ${sort}`).toEqual(expected);
      const page = listProducts(db, query({ q, sort, start: 5, count: 7 }));
      expect(page.products.map((p) => p.id)).toEqual(expected.slice(5, 12));
    }
    expect(facets(db, query({ q })).map((f) => f.values.map(({ value, count }) => ({ value, count })))).toEqual(Object.values(expectedFacets(query({ q }))));
    expect(facetCounts(db, query({ q })).total).toBe(reference(query({ q })).length);
  });

  it('finds the common searches (the comparison above is not vacuous)', () => {
    expect(listProducts(db, query({ q: 'boot' })).total).toBeGreaterThan(10);
    expect(listProducts(db, query({ q: 'jacket' })).total).toBeGreaterThan(10);
  });

  it.each(FILTERED.map((f) => [JSON.stringify(f), f] as const))('filtered %s: the same products and facet counts as a scan', (_, over) => {
    const q = query(over);
    const expected = reference(q).sort(ORDER.featured).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    const answer = listProducts(db, q);
    expect(answer.total).toBe(expected.length);
    expect(answer.products.map((p) => p.id)).toEqual(expected);
    expect(facets(db, q).map((f) => f.values.map(({ value, count }) => ({ value, count })))).toEqual(Object.values(expectedFacets(q)));
    // The search route takes its total from the facet pass.
    expect(facetCounts(db, q).total).toBe(expected.length);
  });

  it('type-ahead products and terms match the scan', () => {
    for (const typed of ['boot', 'bo', 'jack', 'men jac']) {
      const answer = suggest(db, typed, 6, 'USD', 'en-us');
      expect(answer.products.map((p) => p.id)).toEqual(reference(query({ q: typed })).sort(ORDER.featured).slice(0, 6).map((r) => r.id));
    }
    const boot = suggest(db, 'boot', 6, 'USD', 'en-us');
    expect(boot.suggestions.length).toBeGreaterThan(0);
    for (const s of boot.suggestions) expect(s.term.split(' ').some((w) => w.startsWith('boot'))).toBe(true);
  });

  it('keeps the text index in step with product rows, and survives a reseed', () => {
    const scratch = openDatabase({ path: ':memory:' });
    seedSandbox(scratch);
    const found = () => listProducts(scratch, query({ q: 'fwinstock1' })).total;
    expect(found()).toBe(1);
    scratch.prepare("UPDATE products SET search_text = 'renamed' WHERE id = 'FWINSTOCK1'").run();
    expect(found()).toBe(0);
    expect(listProducts(scratch, query({ q: 'renamed' })).products.map((p) => p.id)).toEqual(['FWINSTOCK1']);
    const version = () => (scratch.prepare("SELECT value FROM meta WHERE key = 'catalogue_version'").get() as { value: string }).value;
    const colorCounts = () => facets(scratch, query({})).find((f) => f.id === 'color')!.values.reduce((n, v) => n + v.count, 0);
    const before = { version: version(), colors: colorCounts() };
    const colorsOfBoot = (scratch.prepare("SELECT COUNT(*) AS n FROM product_facets WHERE product_id = 'FWINSTOCK1' AND facet = 'color'").get() as { n: number }).n;
    expect(colorsOfBoot).toBeGreaterThan(0);
    scratch.prepare("DELETE FROM product_facets WHERE product_id = 'FWINSTOCK1'").run();
    scratch.prepare("DELETE FROM products WHERE id = 'FWINSTOCK1'").run();
    expect(listProducts(scratch, query({ q: 'renamed' })).total).toBe(0);
    // The catalogue moved: the facet index is rebuilt, and its counts lose the product.
    expect(version()).not.toBe(before.version);
    expect(colorCounts()).toBe(before.colors - colorsOfBoot);
    reseed(scratch);
    expect(found()).toBe(1);
    expect((scratch.prepare('SELECT COUNT(*) AS n FROM products_search').get() as { n: number }).n).toBe(rows.length);
  });
});
