/**
 * Seeding: the catalogue, then the CMS documents of every site, in one transaction with prepared
 * statements (50,000 products in seconds). Deterministic: two seeds write identical rows.
 */
import { SITES, type Site } from '../../lib/site/locales.ts';
import { dropEverything, migrate, transaction, type Database } from '../db.ts';
import { productWriter } from '../catalog/store.ts';
import { documentWriter } from '../content/documents.ts';
import { recountReferrers } from '../content/referrers.ts';
import { CATEGORIES } from './categories.ts';
import { catalogue, DEFAULT_PRODUCT_COUNT } from './catalogue.ts';
import { journalDocuments, siteDocuments } from './content/pages.ts';
import type { SeedContext } from './content/types.ts';
import { SEED } from './random.ts';
import { seedAccounts } from './accounts.ts';

export interface SeedOptions {
  /** Grow the data for benchmarks: this many products and scale / 10 extra pages. */
  scale?: number;
}

export interface SeedReport {
  products: number;
  documents: number;
  ms: number;
}

/** How many products per category the CMS seed may link to. */
const LINKABLE_PER_CATEGORY = 6;

type Linkable = { id: string; slug: string; name: string; image: string };

export function seedSandbox(db: Database, options: SeedOptions = {}): SeedReport {
  const started = performance.now();
  const productCount = options.scale ?? DEFAULT_PRODUCT_COUNT;
  const extraPages = options.scale ? Math.floor(options.scale / 10) : 0;
  const parentOf = new Map(CATEGORIES.map((c) => [c.id, c.parent]));
  let documents = 0;

  transaction(db, () => {
    const writer = productWriter(db);
    const linkable = new Map<string, Linkable[]>();
    let position = 0;
    for (const { product, stock } of catalogue(productCount)) {
      writer.write(product, stock, position++);
      // Only listable products make good links: not coming soon (target date after release), something in stock.
      if (product.targetPublishDate && product.targetPublishDate > product.releasedAt) continue;
      if (!stock.some((q) => q > 0)) continue;
      const first = product.colors[0]?.value ?? '';
      const entry = { id: product.id, slug: product.slug, name: product.name, image: `/media/products/${product.id}/${first}-1.svg` };
      for (const id of [product.categoryId, parentOf.get(product.categoryId)]) {
        if (!id) continue;
        const list = linkable.get(id) ?? [];
        if (list.length < LINKABLE_PER_CATEGORY) linkable.set(id, [...list, entry]);
      }
    }

    const docs = documentWriter(db);
    const contextFor = (site: Site): SeedContext => ({ site, categories: CATEGORIES, productsByCategory: linkable });
    for (const site of SITES) {
      for (const { updatedAt, ...doc } of siteDocuments(contextFor(site))) {
        docs.upsert(doc, updatedAt);
        documents++;
      }
    }
    if (extraPages > 0) {
      for (const { updatedAt, ...doc } of journalDocuments(contextFor(SITES[0] as Site), extraPages)) {
        docs.upsert(doc, updatedAt);
        documents++;
      }
    }
    recountReferrers(db);
    seedAccounts(db);
    // Statistics for the query planner: without them listings join in the slow direction.
    db.exec('ANALYZE');
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('seed', SEED);
    setMeta.run('products', String(productCount));
    setMeta.run('extraPages', String(extraPages));
  });
  return { products: productCount, documents, ms: Math.round(performance.now() - started) };
}

export function isSeeded(db: Database): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seed'").get() !== undefined;
}

/** Drops every table and seeds again, atomically: a running sandbox sees old data or new, never none. */
export function reseed(db: Database, options: SeedOptions = {}): SeedReport {
  return transaction(db, () => {
    dropEverything(db);
    migrate(db);
    return seedSandbox(db, options);
  });
}
