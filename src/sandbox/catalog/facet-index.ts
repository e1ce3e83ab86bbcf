/**
 * The facet index (issue 13, Scale): each product's category, colours, sizes and low price per
 * currency, held in memory by product position as small integer arrays, so facet counts over
 * thousands of matches are one pass over arrays instead of four joins per product.
 *
 * Built from products, product_facets and product_prices on first use, and again whenever the
 * catalogue changes: triggers on products bump meta 'catalogue_version' (migration 1301), and the
 * version (one indexed row) is read before each use. Only the seed writes catalogue rows today,
 * and prices and facets are only ever written with their product (./store.ts).
 */
import { statement, type Database } from '../db.ts';

/** Values of one facet: the names, and per product slot the ids it has (CSR: ids[start[s]..start[s+1]]). */
export interface FacetColumn {
  values: string[];
  idOf: Map<string, number>;
  start: Int32Array;
  ids: Uint16Array;
}

export interface FacetIndex {
  /** The catalogue version it was built from. */
  version: string;
  size: number;
  /** Slot of each product position. */
  slotOf: Map<number, number>;
  categories: string[];
  categoryIdOf: Map<string, number>;
  category: Uint16Array;
  /** The slots of each category, in position order. */
  slotsByCategory: Map<string, number[]>;
  color: FacetColumn;
  sizes: FacetColumn;
  /** Low current price in cents, per currency, by slot (NaN when the currency has no price). */
  lowCurrent: Map<string, Float64Array>;
}

const built = new WeakMap<Database, FacetIndex>();

export function catalogueVersion(db: Database): string {
  const rows = statement(db, "SELECT key, value FROM meta WHERE key IN ('catalogue_version', 'products') ORDER BY key").all() as Array<{ key: string; value: string }>;
  return rows.map((r) => `${r.key}=${r.value}`).join(';');
}

function column(count: number, rows: Array<{ slot: number; value: string }>): FacetColumn {
  const values: string[] = [];
  const idOf = new Map<string, number>();
  const perSlot: number[][] = Array.from({ length: count }, () => []);
  for (const { slot, value } of rows) {
    let id = idOf.get(value);
    if (id === undefined) {
      id = values.length;
      values.push(value);
      idOf.set(value, id);
    }
    perSlot[slot]!.push(id);
  }
  const start = new Int32Array(count + 1);
  for (let s = 0; s < count; s++) start[s + 1] = start[s]! + perSlot[s]!.length;
  const ids = new Uint16Array(start[count]!);
  for (let s = 0; s < count; s++) ids.set(perSlot[s]!, start[s]!);
  return { values, idOf, start, ids };
}

export function facetIndex(db: Database): FacetIndex {
  const version = catalogueVersion(db);
  const cached = built.get(db);
  if (cached && cached.version === version) return cached;
  const products = db.prepare('SELECT position, category_id FROM products ORDER BY position').all() as Array<{ position: number; category_id: string }>;
  const size = products.length;
  const slotOf = new Map<number, number>();
  const categories: string[] = [];
  const categoryIdOf = new Map<string, number>();
  const category = new Uint16Array(size);
  const slotsByCategory = new Map<string, number[]>();
  products.forEach((p, slot) => {
    slotOf.set(p.position, slot);
    const list = slotsByCategory.get(p.category_id);
    if (list) list.push(slot);
    else slotsByCategory.set(p.category_id, [slot]);
    let id = categoryIdOf.get(p.category_id);
    if (id === undefined) {
      id = categories.length;
      categories.push(p.category_id);
      categoryIdOf.set(p.category_id, id);
    }
    category[slot] = id;
  });
  const colorRows: Array<{ slot: number; value: string }> = [];
  const sizeRows: Array<{ slot: number; value: string }> = [];
  const facetRows = db.prepare('SELECT p.position AS position, f.facet AS facet, f.value AS value FROM product_facets f JOIN products p ON p.id = f.product_id ORDER BY p.position, f.facet, f.value').all() as Array<{ position: number; facet: string; value: string }>;
  for (const row of facetRows) {
    const slot = slotOf.get(row.position);
    if (slot === undefined) continue;
    if (row.facet === 'color') colorRows.push({ slot, value: row.value });
    else if (row.facet === 'size') sizeRows.push({ slot, value: row.value });
  }
  const lowCurrent = new Map<string, Float64Array>();
  const priceRows = db.prepare('SELECT p.position AS position, pp.currency AS currency, pp.low_current AS low FROM product_prices pp JOIN products p ON p.id = pp.product_id').all() as Array<{ position: number; currency: string; low: number }>;
  for (const row of priceRows) {
    let prices = lowCurrent.get(row.currency);
    if (!prices) lowCurrent.set(row.currency, (prices = new Float64Array(size).fill(Number.NaN)));
    const slot = slotOf.get(row.position);
    if (slot !== undefined) prices[slot] = row.low;
  }
  const index: FacetIndex = { version, size, slotOf, categories, categoryIdOf, category, slotsByCategory, color: column(size, colorRows), sizes: column(size, sizeRows), lowCurrent };
  built.set(db, index);
  return index;
}

/**
 * The slots whose text matches: the trigram index's rowids are product positions (migration
 * 1301), read as one string rather than thousands of row objects.
 */
export function textMatches(db: Database, index: FacetIndex, match: string): number[] {
  const row = statement(db, 'SELECT group_concat(rowid) AS positions FROM products_search WHERE products_search MATCH ?').get(match) as { positions: string | null };
  if (!row.positions) return [];
  const slots: number[] = [];
  for (const position of row.positions.split(',')) {
    const slot = index.slotOf.get(Number(position));
    if (slot !== undefined) slots.push(slot);
  }
  return slots;
}
