import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/sandbox/db.ts';
import { seedSandbox } from '../../../src/sandbox/seed/index.ts';
import { CATEGORIES } from '../../../src/sandbox/seed/categories.ts';
import { FIXED_PRODUCT_IDS } from '../../../src/sandbox/seed/fixed-products.ts';
import { PRODUCT_ID } from '../../../src/lib/site/routes.ts';
import { SITES } from '../../../src/lib/site/locales.ts';


function seeded(scale?: number): Database {
  const db = openDatabase({ path: ':memory:' });
  seedSandbox(db, { scale });
  return db;
}

/** Every row of every table, in key order: two seeds must agree byte for byte. */
function dump(db: Database): string {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>;
  return tables
    .map(({ name }) => {
      const columns = db.prepare(`PRAGMA table_info("${name}")`).all().map((_, i) => i + 1);
      return `${name}\n${JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY ${columns.join(', ')}`).all())}`;
    })
    .join('\n');
}

describe('seed', () => {
  it('is deterministic: two seeds write identical data', () => {
    const a = seeded();
    const b = seeded();
    expect(dump(a)).toBe(dump(b));
  });

  it('writes at least 300 products with spec product ids, the fixed test products first', () => {
    const db = seeded();
    const ids = (db.prepare('SELECT id FROM products ORDER BY position').all() as Array<{ id: string }>).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(PRODUCT_ID);
    expect(ids.slice(0, FIXED_PRODUCT_IDS.length)).toEqual(FIXED_PRODUCT_IDS);
  });

  it('puts products in every category', () => {
    const db = seeded();
    const counts = new Map(
      (db.prepare('SELECT category_id AS id, COUNT(*) AS n FROM products GROUP BY category_id').all() as Array<{ id: string; n: number }>).map((r) => [r.id, r.n]),
    );
    for (const category of CATEGORIES.filter((c) => c.parent)) expect(counts.get(category.id) ?? 0, category.slug).toBeGreaterThanOrEqual(10);
  });

  it('seeds the catalogue variety the shop needs: markdowns, free gifts, sold out, low stock, one size, digital', () => {
    const db = seeded();
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(one("SELECT COUNT(*) AS n FROM product_prices WHERE currency = 'USD' AND low_current < low_original AND low_current > 0")).toBeGreaterThan(20);
    expect(one("SELECT COUNT(*) AS n FROM product_prices WHERE currency = 'USD' AND low_current = 0")).toBeGreaterThanOrEqual(1);
    expect(one('SELECT COUNT(*) AS n FROM (SELECT product_id FROM inventory GROUP BY product_id HAVING MAX(quantity) = 0)')).toBeGreaterThanOrEqual(2);
    expect(one("SELECT COUNT(*) AS n FROM products WHERE eyebrow = 'LOW STOCK'")).toBeGreaterThanOrEqual(2);
    expect(one("SELECT COUNT(*) AS n FROM products WHERE product_type = 'digital'")).toBeGreaterThanOrEqual(1);
    expect(one('SELECT COUNT(*) AS n FROM (SELECT product_id FROM inventory GROUP BY product_id HAVING COUNT(*) = 1)')).toBeGreaterThanOrEqual(2);
    expect(one("SELECT COUNT(*) AS n FROM products WHERE target_publish_date > '2030'")).toBeGreaterThanOrEqual(2);
  });

  it('seeds the CMS documents of every site', () => {
    const db = seeded();
    for (const site of SITES) {
      const areas = (db.prepare('SELECT DISTINCT area FROM documents WHERE site = ?').all(site.siteId) as Array<{ area: string }>).map((r) => r.area);
      expect(areas).toEqual(expect.arrayContaining(['page', 'category', 'footer', 'menu', 'popups', 'fragment', 'cart', 'error-4xx']));
      const categories = db.prepare("SELECT COUNT(*) AS n FROM documents WHERE site = ? AND area = 'category'").get(site.siteId) as { n: number };
      expect(categories.n).toBe(CATEGORIES.length);
    }
  });

  it('grows with --scale: N products and N/10 extra pages', () => {
    const db = seeded(2000);
    expect((db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n).toBe(2000);
    expect((db.prepare("SELECT COUNT(*) AS n FROM documents WHERE parent = 'journal'").get() as { n: number }).n).toBe(200);
    const ids = db.prepare('SELECT id FROM products').all() as Array<{ id: string }>;
    expect(new Set(ids.map((r) => r.id)).size).toBe(2000);
  });
});
