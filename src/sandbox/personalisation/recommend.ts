/**
 * The sandbox's recommendation engine: deterministic per visitor (customerId, else monetateId,
 * else anonymous), decision point and page context, so a test sees the same cards on every run and
 * two shoppers see different ones. Only products a shopper can buy now are recommended: in stock,
 * and not waiting for their publish date.
 */
import { statement, type Database } from '../db.ts';
import { listProducts } from '../catalog/listing.ts';
import type { Currency } from '../catalog/pricing.ts';
import { CATEGORIES } from '../seed/categories.ts';
import { randomFor } from '../seed/random.ts';
import type { Recommendation } from '../../../schemas/api/personalisation.ts';

export interface RecommendationContext {
  /** Whose cards: customerId, else monetateId, else '' (anonymous). */
  visitor: string;
  decisionPoint: string;
  requestId: string;
  limit: number;
  productIds: readonly string[];
  categoryIds: readonly string[];
  currency: Currency;
  locale: string;
  now?: number;
}

/** The pool a strategy draws from: big enough to vary, small enough to stay cheap. */
const POOL_SIZE = 96;
const departments = CATEGORIES.filter((c) => !c.parent).map((c) => c.id);
const parentOf = new Map(CATEGORIES.map((c) => [c.id, c.parent]));
const childrenOf = (id: string): string[] => [id, ...CATEGORIES.filter((c) => c.parent === id).map((c) => c.id)];

/** The categories to draw from: the context's categories with their departments, else everything. */
function poolCategories(db: Database, ctx: RecommendationContext): string[] | undefined {
  const ids = new Set<string>();
  for (const id of ctx.categoryIds) {
    if (!parentOf.has(id)) continue;
    const department = parentOf.get(id) ?? id;
    for (const c of childrenOf(department)) ids.add(c);
  }
  for (const productId of ctx.productIds) {
    const row = statement(db, 'SELECT category_id FROM products WHERE id = ?').get(productId) as { category_id: string } | undefined;
    if (!row) continue;
    // "Complete the look" crosses departments: a boot page gets jackets and gear too.
    const department = parentOf.get(row.category_id) ?? row.category_id;
    const drawFrom = ctx.decisionPoint === 'complete-the-look' ? departments.filter((d) => d !== department) : [department];
    for (const d of drawFrom) for (const c of childrenOf(d)) ids.add(c);
  }
  return ids.size ? [...ids] : undefined;
}

function inStock(db: Database, productId: string): boolean {
  const row = statement(db, 'SELECT SUM(quantity) AS n FROM inventory WHERE product_id = ?').get(productId) as { n: number | null } | undefined;
  return (row?.n ?? 0) > 0;
}

/** Review ratings are not in the catalogue yet: a stable 3.5–5.0 per product. */
export function ratingOf(productId: string): number {
  return Math.round((3.5 + randomFor(`rating:${productId}`).next() * 1.5) * 10) / 10;
}

/** An opaque token the engine would map back to this impression. */
function recToken(parts: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `rt.${h.toString(36)}.${parts[0]}`;
}

interface Candidate {
  id: string;
  name: string;
  url: string;
  image?: { url: string; alt?: string; width?: number; height?: number };
  targetPublishDate?: string;
  price: { currency: string; lowCurrent: number; lowOriginal: number };
}

export function recommend(db: Database, ctx: RecommendationContext): Recommendation[] {
  const now = ctx.now ?? Date.now();
  const listing = listProducts(db, {
    currency: ctx.currency,
    locale: ctx.locale,
    categoryIds: poolCategories(db, ctx),
    sort: 'featured',
    start: 0,
    count: POOL_SIZE,
  });
  const exclude = new Set(ctx.productIds);
  const pool = (listing.products as unknown as Candidate[]).filter(
    (p) => !exclude.has(p.id) && !(p.targetPublishDate && Date.parse(p.targetPublishDate) > now) && inStock(db, p.id),
  );
  const context = [...ctx.productIds, ...ctx.categoryIds].join(',');
  const picked = randomFor(`decide:${ctx.visitor}:${ctx.decisionPoint}:${context}`).sample(pool, ctx.limit);
  return picked.map((p) => ({
    id: p.id,
    title: p.name,
    url: p.url,
    image: { url: p.image?.url ?? '', alt: '', ...(p.image?.width ? { width: p.image.width } : {}), ...(p.image?.height ? { height: p.image.height } : {}) },
    rating: ratingOf(p.id),
    price: { currency: p.price.currency, current: p.price.lowCurrent, original: p.price.lowOriginal },
    recToken: recToken([p.id, ctx.requestId, ctx.visitor, ctx.decisionPoint]),
  }));
}
