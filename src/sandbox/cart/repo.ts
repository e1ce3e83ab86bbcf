/**
 * Carts, saved-for-later lists and counters in SQLite. Callers that change a cart load and save
 * it inside one transaction() (BEGIN IMMEDIATE), so concurrent changes queue instead of
 * overwriting each other.
 */
import { randomUUID } from 'node:crypto';
import { statement, type Database } from '../db.ts';
import { CART_ERRORS } from './errors.ts';
import type { StoredCart } from './model.ts';
import type { Shopper } from './shopper.ts';

export interface CartRow {
  cart: StoredCart;
  state: 'open' | 'ordered';
  orderNumber: string | null;
  version: number;
}

export const newId = (): string => randomUUID().replaceAll('-', '');

export function createCart(db: Database, owner: string | null, siteId: string, currency: string, now = new Date()): StoredCart {
  const at = now.toISOString();
  const cart: StoredCart = {
    id: newId(),
    owner,
    siteId,
    currency,
    items: [],
    coupons: [],
    ownShipmentMethod: 'standard',
    ownShipmentAppliedByShopper: false,
    instruments: [],
    priceAdjustments: [],
    declinedBonus: [],
    createdAt: at,
    updatedAt: at,
  };
  statement(db, 'INSERT INTO carts (id, owner, site_id, currency, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    cart.id,
    owner,
    siteId,
    currency,
    JSON.stringify(cart),
    at,
    at,
  );
  return cart;
}

export function findCart(db: Database, id: string): CartRow | undefined {
  const row = statement(db, 'SELECT body, state, order_number, version FROM carts WHERE id = ?').get(id) as
    | { body: string; state: 'open' | 'ordered'; order_number: string | null; version: number }
    | undefined;
  return row ? { cart: JSON.parse(row.body) as StoredCart, state: row.state, orderNumber: row.order_number, version: row.version } : undefined;
}

/**
 * The cart, if the caller may use it: CART_NOT_FOUND when absent, INVALID_CUSTOMER when it is
 * someone else's. A cart without owner (created anonymously) is open to whoever holds its id.
 */
export function loadCart(db: Database, id: string, shopper: Shopper): CartRow {
  const row = findCart(db, id);
  if (!row) throw CART_ERRORS.cartNotFound(id);
  if (row.cart.owner !== null && row.cart.owner !== shopper.id) throw CART_ERRORS.invalidCustomer();
  return row;
}

/** An open cart the caller may change; an ordered one is refused (ORD409). */
export function loadOpenCart(db: Database, id: string, shopper: Shopper): StoredCart {
  const row = loadCart(db, id, shopper);
  if (row.state !== 'open') throw CART_ERRORS.cartOrdered(id);
  return row.cart;
}

export function saveCart(db: Database, cart: StoredCart, now = new Date()): void {
  cart.updatedAt = now.toISOString();
  statement(db, 'UPDATE carts SET body = ?, owner = ?, updated_at = ?, version = version + 1 WHERE id = ?').run(
    JSON.stringify(cart),
    cart.owner,
    cart.updatedAt,
    cart.id,
  );
}

export function markOrdered(db: Database, cartId: string, orderNumber: string): void {
  statement(db, "UPDATE carts SET state = 'ordered', order_number = ? WHERE id = ?").run(orderNumber, cartId);
}

/** The shopper's newest open cart (on a site, when given): a shopper keeps one cart per site. */
export function openCartOf(db: Database, owner: string, siteId?: string): StoredCart | undefined {
  const row = (
    siteId
      ? statement(db, "SELECT body FROM carts WHERE owner = ? AND state = 'open' AND site_id = ? ORDER BY updated_at DESC LIMIT 1").get(owner, siteId)
      : statement(db, "SELECT body FROM carts WHERE owner = ? AND state = 'open' ORDER BY updated_at DESC LIMIT 1").get(owner)
  ) as { body: string } | undefined;
  return row ? (JSON.parse(row.body) as StoredCart) : undefined;
}

/** Next value of a named counter (order numbers), inside the caller's transaction. */
export function nextCounter(db: Database, name: string, start: number): number {
  const row = statement(
    db,
    `INSERT INTO counters (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = value + 1
     RETURNING value`,
  ).get(name, start) as { value: number };
  return row.value;
}
