/** Reading and writing products, prices, facets and stock in the sandbox database. */
import { deepFreeze } from '../../lib/cache/deep-freeze.ts';
import { generationOf, statement, type Database } from '../db.ts';
import { CATEGORIES } from '../seed/categories.ts';
import { CURRENCIES, convertCents, summarise } from './pricing.ts';
import { isFaceValue, productImage, type StoredProduct } from './product.ts';

const categoryName = new Map(CATEGORIES.map((c) => [c.id, c.name]));

export interface ProductWriter {
  write(product: StoredProduct, stock: readonly number[], position: number): void;
}

/** Prepared once, run per product: the seed writes tens of thousands of products this way. */
export function productWriter(db: Database): ProductWriter {
  const insertProduct = db.prepare(`
    INSERT INTO products (id, position, name, slug, category_id, department, released_at, image, badge, eyebrow,
      target_publish_date, presale, product_type, colors, search_text)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertBody = db.prepare('INSERT INTO product_bodies (id, body) VALUES (?, ?)');
  const insertPrice = db.prepare(`
    INSERT INTO product_prices (product_id, currency, low_original, high_original, low_current, high_current, historic_best, discount_percent)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertFacet = db.prepare('INSERT OR IGNORE INTO product_facets (facet, value, product_id) VALUES (?, ?, ?)');
  const insertStock = db.prepare('INSERT INTO inventory (variant_id, product_id, position, quantity) VALUES (?, ?, ?, ?)');
  return {
    write(product, stock, position) {
      const searchText = [product.id, product.name, categoryName.get(product.categoryId) ?? '', product.department, ...product.colors.map((c) => c.label)]
        .join(' ')
        .toLowerCase();
      insertProduct.run(
        product.id,
        position,
        product.name,
        product.slug,
        product.categoryId,
        product.department,
        product.releasedAt,
        JSON.stringify(product.colors[0] ? productImage(product, product.colors[0]) : null),
        product.badge,
        product.eyebrow,
        product.targetPublishDate,
        product.presale ? 1 : 0,
        product.productType,
        JSON.stringify(product.colors.map((c) => ({ value: c.value, label: c.label, swatch: c.swatch }))),
        searchText,
      );
      insertBody.run(product.id, JSON.stringify(product));
      parsedBodies.get(db)?.byId.delete(product.id);
      const faceValue = isFaceValue(product);
      for (const currency of CURRENCIES) {
        const prices = product.variants.map((v) => ({
          original: convertCents(v.original, currency, faceValue),
          current: convertCents(v.current, currency, faceValue),
        }));
        const s = summarise(prices, convertCents(product.historicBestPrice, currency, faceValue));
        insertPrice.run(product.id, currency, s.lowOriginal, s.highOriginal, s.lowCurrent, s.highCurrent, s.historicBestPrice, s.percentagePriceDiscount);
      }
      for (const color of product.colors) insertFacet.run('color', color.value, product.id);
      for (const size of product.sizes) insertFacet.run('size', size, product.id);
      product.variants.forEach((v, i) => insertStock.run(v.id, product.id, i, stock[i] ?? 0));
    },
  };
}

/**
 * Parsed product bodies, per database, by id. Reading and parsing the body was the sandbox's
 * largest cost: a cart prices every line from it on every change (28 % of its CPU under the
 * bench's add-to-cart load, issue 15). A body changes only through `productWriter` (the seed, an
 * import), which forgets it here; a reseed on this connection (`generationOf`) or a write by
 * another one (another process on the same file, seen in SQLite's `data_version`) forgets them
 * all. Shared, so frozen: a caller that changed one would change every later answer.
 *
 * Another connection's version is read once per turn of the event loop, not per product: a
 * 36-line cart looked its products up with two statements each, 7 % of an add to cart (session
 * 20). A turn's lookups see the other process's writes as they were when the turn began, as if
 * the turn had run a moment sooner; this connection's own reseed is seen at once.
 */
interface ParsedBodies {
  dataVersion: number;
  generation: number;
  byId: Map<string, StoredProduct>;
  /** Checked against the database in this turn. */
  current: boolean;
}
const parsedBodies = new WeakMap<Database, ParsedBodies>();
const PARSED_BODIES_MAX = 2000;

function parsedBodiesOf(db: Database): ParsedBodies {
  let parsed = parsedBodies.get(db);
  const generation = generationOf(db);
  if (parsed?.current && parsed.generation === generation) return parsed;
  const dataVersion = (statement(db, 'PRAGMA data_version').get() as { data_version: number }).data_version;
  if (!parsed || parsed.dataVersion !== dataVersion || parsed.generation !== generation) {
    parsedBodies.set(db, (parsed = { dataVersion, generation, byId: new Map(), current: false }));
  }
  const checked = parsed;
  checked.current = true;
  queueMicrotask(() => (checked.current = false));
  return checked;
}

export function findProduct(db: Database, id: string): StoredProduct | undefined {
  const { byId } = parsedBodiesOf(db);
  const known = byId.get(id);
  if (known) return known;
  const row = statement(db, 'SELECT body FROM product_bodies WHERE id = ?').get(id) as { body: string } | undefined;
  if (!row) return undefined;
  const product = deepFreeze(JSON.parse(row.body) as StoredProduct);
  // The oldest parsed goes first: the catalogue can be far larger than what carts hold.
  if (byId.size >= PARSED_BODIES_MAX) byId.delete(byId.keys().next().value!);
  byId.set(id, product);
  return product;
}

export function stockOf(db: Database, productId: string): Map<string, number> {
  const rows = statement(db, 'SELECT variant_id, quantity FROM inventory WHERE product_id = ? ORDER BY position').all(productId) as Array<{
    variant_id: string;
    quantity: number;
  }>;
  return new Map(rows.map((r) => [r.variant_id, r.quantity]));
}

export function countProducts(db: Database): number {
  return (statement(db, 'SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
}
