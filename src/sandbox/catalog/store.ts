/** Reading and writing products, prices, facets and stock in the sandbox database. */
import { statement, type Database } from '../db.ts';
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

export function findProduct(db: Database, id: string): StoredProduct | undefined {
  const row = statement(db, 'SELECT body FROM product_bodies WHERE id = ?').get(id) as { body: string } | undefined;
  return row ? (JSON.parse(row.body) as StoredProduct) : undefined;
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
