/**
 * The sandbox schema, as ordered migrations. Append new ones; never edit an applied one, or an
 * existing .data/sandbox.db silently misses the change (run `npm run sandbox:reset` when unsure).
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue and content',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      -- One small row per product for listings; the full product is in product_bodies, so scans stay cheap.
      CREATE TABLE products (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL UNIQUE,
        name TEXT NOT NULL,
        slug TEXT NOT NULL,
        category_id TEXT NOT NULL,
        department TEXT NOT NULL,
        released_at TEXT NOT NULL,
        image TEXT NOT NULL,
        badge TEXT,
        eyebrow TEXT,
        target_publish_date TEXT,
        presale INTEGER NOT NULL DEFAULT 0,
        product_type TEXT,
        colors TEXT NOT NULL,
        search_text TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX products_category ON products (category_id, position);
      CREATE INDEX products_released ON products (released_at);
      CREATE INDEX products_name ON products (name COLLATE NOCASE);

      -- The currency-neutral product (prices in USD cents); stock lives in inventory.
      CREATE TABLE product_bodies (id TEXT PRIMARY KEY, body TEXT NOT NULL);

      -- The price summary per currency, in cents, so listings sort and filter without parsing bodies.
      CREATE TABLE product_prices (
        product_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        low_original INTEGER NOT NULL,
        high_original INTEGER NOT NULL,
        low_current INTEGER NOT NULL,
        high_current INTEGER NOT NULL,
        historic_best INTEGER NOT NULL,
        discount_percent REAL NOT NULL,
        PRIMARY KEY (currency, product_id)
      ) WITHOUT ROWID;
      CREATE INDEX product_prices_low ON product_prices (currency, low_current);

      -- Facet values (color, size) a product comes in.
      CREATE TABLE product_facets (
        facet TEXT NOT NULL,
        value TEXT NOT NULL,
        product_id TEXT NOT NULL,
        PRIMARY KEY (facet, value, product_id)
      ) WITHOUT ROWID;
      CREATE INDEX product_facets_product ON product_facets (product_id);

      CREATE TABLE inventory (
        variant_id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity >= 0)
      );
      CREATE INDEX inventory_product ON inventory (product_id, position);

      -- CMS documents. page is '' in single-document areas so the upsert key has no NULLs.
      -- body is the augmented page exactly as served (JSON text): the hot path never parses it.
      CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        doc_id TEXT NOT NULL,
        site TEXT NOT NULL,
        area TEXT NOT NULL,
        page TEXT NOT NULL DEFAULT '',
        mode TEXT NOT NULL CHECK (mode IN ('publish', 'preview')),
        parent TEXT,
        name TEXT NOT NULL DEFAULT '',
        publish_from INTEGER,
        publish_until INTEGER,
        updated_at TEXT NOT NULL,
        referrers INTEGER NOT NULL DEFAULT 0,
        body TEXT NOT NULL,
        UNIQUE (site, area, page, mode)
      );
      CREATE INDEX documents_fragment ON documents (area, page);
      CREATE INDEX documents_parent ON documents (site, parent);
    `,
  },
];
