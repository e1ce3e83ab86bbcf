/**
 * The stores a cart line can be picked up at or shipped to (pickup, sts), with their shelf stock.
 * Shelf stock is derived from the store and variant ids (deterministic, no rows at any --scale)
 * minus what pickup orders and live reservations took (store_stock_used, reservations).
 */
import { createHash } from 'node:crypto';
import { statement, type Database } from '../db.ts';
import { TEST_PRODUCTS } from './test-data.ts';

export interface PickupStore {
  id: string;
  name: string;
  country: string;
  city: string;
  addressLine1: string;
  postalCode: string;
  /** Ship-to-store: online stock can be sent here for collection. */
  acceptsShipToStore: boolean;
  /** 'full' shelves carry 2–7 of each variant; 'empty' shelves none (test stores). */
  shelves: 'full' | 'empty';
}

export const PICKUP_STORES: readonly PickupStore[] = [
  // 1001, 1002 and 2001 are the associate-login stores (src/sandbox/auth/test-data.ts ASSOCIATE_STORES).
  { id: '1001', name: 'Cairn Boulder Flagship', country: 'US', city: 'Boulder', addressLine1: '1420 Pearl St', postalCode: '80302', acceptsShipToStore: true, shelves: 'full' },
  { id: '1002', name: 'Cairn Seattle', country: 'US', city: 'Seattle', addressLine1: '85 Pike St', postalCode: '98101', acceptsShipToStore: true, shelves: 'full' },
  { id: '1003', name: 'Cairn Boston Outpost', country: 'US', city: 'Boston', addressLine1: '200 Newbury St', postalCode: '02116', acceptsShipToStore: true, shelves: 'empty' },
  { id: '1004', name: 'Cairn Portland Pop-up', country: 'US', city: 'Portland', addressLine1: '921 SW Morrison St', postalCode: '97205', acceptsShipToStore: false, shelves: 'empty' },
  { id: '1101', name: 'Cairn Vancouver', country: 'CA', city: 'Vancouver', addressLine1: '1025 Robson St', postalCode: 'V6E 1A9', acceptsShipToStore: true, shelves: 'full' },
  { id: '1102', name: 'Cairn Montréal', country: 'CA', city: 'Montréal', addressLine1: '1307 Rue Sainte-Catherine O', postalCode: 'H3G 1P7', acceptsShipToStore: true, shelves: 'empty' },
  { id: '2001', name: 'Cairn London Covent Garden', country: 'GB', city: 'London', addressLine1: '12 Long Acre', postalCode: 'WC2E 9LH', acceptsShipToStore: true, shelves: 'full' },
  { id: '3001', name: 'Cairn Paris Marais', country: 'FR', city: 'Paris', addressLine1: '18 Rue des Francs-Bourgeois', postalCode: '75003', acceptsShipToStore: true, shelves: 'full' },
  { id: '4001', name: 'Cairn München', country: 'DE', city: 'München', addressLine1: 'Sendlinger Str. 40', postalCode: '80331', acceptsShipToStore: true, shelves: 'full' },
  { id: '5001', name: 'Cairn Milano', country: 'IT', city: 'Milano', addressLine1: 'Corso Garibaldi 71', postalCode: '20121', acceptsShipToStore: false, shelves: 'full' },
];

const byId = new Map(PICKUP_STORES.map((s) => [s.id, s]));
export const pickupStore = (id: string): PickupStore | undefined => byId.get(id);

/**
 * Shelf stock before any sale: 2–7 units per variant on full shelves, from a hash (no PRNG
 * state), whatever the online stock; the sold-out test product is sold out in stores too.
 */
function shelfBase(store: PickupStore, variantId: string): number {
  if (store.shelves === 'empty' || variantId.startsWith(`${TEST_PRODUCTS.soldOut}-`)) return 0;
  const digest = createHash('sha256').update(`${store.id}/${variantId}`).digest();
  return 2 + ((digest[0] as number) % 6);
}

/**
 * What the store can still promise now: shelf stock minus pickup orders and live reservations
 * (except those of `forCart`: a cart's own hold is stock it may use).
 */
export function storeStock(db: Database, store: PickupStore, variantId: string, now = new Date(), forCart = ''): number {
  const used = statement(db, 'SELECT quantity FROM store_stock_used WHERE store_id = ? AND variant_id = ?').get(store.id, variantId) as
    | { quantity: number }
    | undefined;
  const reserved = statement(db, 'SELECT COALESCE(SUM(qty), 0) AS n FROM reservations WHERE store_id = ? AND variant_id = ? AND expires_at > ? AND cart_id != ?').get(
    store.id,
    variantId,
    now.toISOString(),
    forCart,
  ) as { n: number };
  return Math.max(0, shelfBase(store, variantId) - (used?.quantity ?? 0) - reserved.n);
}

/** Takes units off a store's shelf for a pickup order (inside the order's transaction). */
export function takeFromShelf(db: Database, storeId: string, variantId: string, qty: number): void {
  statement(
    db,
    `INSERT INTO store_stock_used (store_id, variant_id, quantity) VALUES (?, ?, ?)
     ON CONFLICT (store_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
  ).run(storeId, variantId, qty);
}
