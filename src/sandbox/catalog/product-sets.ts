/**
 * Product sets (docs/requirements/catalogue.md#product-calls productSets / productSet): bundles a product page offers as "shop
 * the set". A set names its members by fixed test product or by "the first buyable product of a
 * category", resolved against the catalogue when asked, so sets hold whatever --scale seeded.
 */
import { statement, type Database } from '../db.ts';
import { TEST_PRODUCTS } from '../cart/test-data.ts';
import type { Currency } from './pricing.ts';
import { productImage, priceSummary, withoutNulls, type StoredProduct } from './product.ts';
import { findProduct } from './store.ts';

type Member = { product: string } | { firstOf: string };

interface SetSpec {
  id: string;
  name: string;
  description: string;
  members: Member[];
}

export const PRODUCT_SETS: readonly SetSpec[] = [
  {
    id: 'PSTRAILDAY1',
    name: 'Trail day kit',
    description: 'Boots, a daypack, poles and a headlamp for a long day out.',
    members: [{ product: TEST_PRODUCTS.inStock }, { firstOf: '3001' }, { firstOf: '3004' }, { product: TEST_PRODUCTS.headlamp }],
  },
  {
    id: 'PSRAINREADY1',
    name: 'Rain-ready layers',
    description: 'A shell over a fleece over a base layer: the system for wet days.',
    members: [{ product: TEST_PRODUCTS.lowStock }, { firstOf: '2003' }, { firstOf: '2004' }],
  },
  {
    id: 'PSBASECAMP1',
    name: 'Basecamp set',
    description: 'Tent, sleeping bag, light and spork: a night out, sorted.',
    members: [{ product: 'GRTENTRNG1' }, { firstOf: '3003' }, { product: TEST_PRODUCTS.headlamp }, { product: TEST_PRODUCTS.limited }],
  },
  {
    id: 'PSWINTERLYR1',
    name: 'Winter layering',
    description: 'Down, fleece and merino for the cold months.',
    members: [{ product: 'APMARKDWN1' }, { product: 'APPARTOOS1' }, { firstOf: '2004' }],
  },
];

const TEST_IDS = Object.values(TEST_PRODUCTS) as string[];

/** The first product of a category that is not a test product and has stock. */
function firstOf(db: Database, categoryId: string): string | undefined {
  const row = statement(
    db,
    `SELECT p.id FROM products p WHERE p.category_id = ? AND p.id NOT IN (${TEST_IDS.map(() => '?').join(', ')})
       AND EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = p.id AND i.quantity > 0)
     ORDER BY p.position LIMIT 1`,
  ).get(categoryId, ...TEST_IDS) as { id: string } | undefined;
  return row?.id;
}

export interface ResolvedSet {
  id: string;
  name: string;
  description: string;
  productIds: string[];
}

function resolve(db: Database, spec: SetSpec): ResolvedSet {
  const ids = spec.members.map((m) => ('product' in m ? m.product : firstOf(db, m.firstOf))).filter((id): id is string => id !== undefined && findProduct(db, id) !== undefined);
  return { id: spec.id, name: spec.name, description: spec.description, productIds: [...new Set(ids)] };
}

export function productSet(db: Database, id: string): ResolvedSet | undefined {
  const spec = PRODUCT_SETS.find((s) => s.id === id);
  return spec ? resolve(db, spec) : undefined;
}

export function setsOf(db: Database, productId: string): ResolvedSet[] {
  return PRODUCT_SETS.map((s) => resolve(db, s)).filter((s) => s.productIds.includes(productId));
}

/** A listing summary (schemas/api/product.ts productSummary) of a stored product. */
export function productSummaryOf(product: StoredProduct, currency: Currency): Record<string, unknown> {
  const first = product.colors[0];
  return withoutNulls({
    id: product.id,
    name: product.name,
    slug: product.slug,
    categoryId: product.categoryId,
    image: first ? productImage(product, first) : null,
    badge: product.badge,
    eyebrow: product.eyebrow,
    price: priceSummary(product, currency),
    colors: product.colors.map((c) => ({ value: c.value, label: c.label, swatch: c.swatch })),
  });
}
