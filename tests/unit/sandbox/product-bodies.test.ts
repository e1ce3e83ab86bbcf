/**
 * Parsed product bodies are kept between calls (src/sandbox/catalog/store.ts `findProduct`, issue
 * 15): a cart prices every line from them. What is kept must never be older than the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findProduct, productWriter } from '../../../src/sandbox/catalog/store.ts';
import { dropEverything, migrate, openDatabase, transaction } from '../../../src/sandbox/db.ts';
import { seedSandbox } from '../../../src/sandbox/seed/index.ts';

const ID = 'FWINSTOCK1';
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function seeded(path = ':memory:') {
  const db = openDatabase({ path });
  seedSandbox(db, { scale: 50 });
  return db;
}

describe('parsed product bodies', () => {
  it('parses a body once and shares it, frozen, so no caller can change what the next one reads', () => {
    const db = seeded();
    const first = findProduct(db, ID)!;
    expect(first.id).toBe(ID);
    expect(findProduct(db, ID)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.variants[0])).toBe(true);
    expect(() => {
      (first as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
  });

  it('reads a body the seed wrote again on the same connection', () => {
    const db = seeded();
    const before = findProduct(db, ID)!;
    transaction(db, () => {
      // What the writer inserts, gone first (it only inserts).
      for (const [table, column] of [['product_bodies', 'id'], ['product_prices', 'product_id'], ['product_facets', 'product_id'], ['inventory', 'product_id'], ['products', 'id']]) {
        db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).run(ID);
      }
      productWriter(db).write({ ...structuredClone(before), name: 'Summit Trail Renamed' }, [1], 99_999);
    });
    expect(findProduct(db, ID)?.name).toBe('Summit Trail Renamed');
  });

  it('reads a body another process rewrote in the same file, from the next turn of the event loop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-bodies-'));
    dirs.push(dir);
    const path = join(dir, 'sandbox.db');
    const serving = seeded(path);
    const before = findProduct(serving, ID)!;
    const other = openDatabase({ path });
    try {
      other.prepare('UPDATE product_bodies SET body = ? WHERE id = ?').run(JSON.stringify({ ...before, name: 'Renamed Elsewhere' }), ID);
    } finally {
      other.close();
    }
    // A turn reads the other process's writes as they were when it began (store.ts).
    await new Promise((turn) => setTimeout(turn, 0));
    expect(findProduct(serving, ID)?.name).toBe('Renamed Elsewhere');
    serving.close();
  });

  it('finds nothing once the catalogue is dropped (a reseed), though the body was kept', () => {
    const db = seeded();
    expect(findProduct(db, ID)).toBeDefined();
    dropEverything(db);
    migrate(db);
    expect(findProduct(db, ID)).toBeUndefined();
  });
});
