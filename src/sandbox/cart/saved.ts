/**
 * Saved-for-later (docs/requirements/cart.md#saved-for-later): one list per shopper. Moving a cart line there removes it
 * from the cart; moving it back (POST /cart/v1/item with saveForLater) can fail with ITEM_OOS.
 * Employees can't use it (docs/requirements/account-and-loyalty.md#employees): their lists stay empty and changes do nothing.
 */
import { productImage } from '../catalog/product.ts';
import { statement, type Database } from '../db.ts';
import { onlineStock, resolveVariant } from './catalogue.ts';
import { CART_ERRORS } from './errors.ts';
import type { StoredCart } from './model.ts';
import { newId } from './repo.ts';
import type { Shopper } from './shopper.ts';

export interface SavedItem {
  itemId: string;
  productId: string;
  masterId: string;
  upc: string;
  qty: number;
  pageUrl?: string;
  savedAt: string;
}

export interface SavedList {
  id: string;
  owner: string | null;
  siteId: string;
  items: SavedItem[];
}

export function findList(db: Database, id: string): SavedList | undefined {
  const row = statement(db, 'SELECT id, owner, site_id, body FROM saved_lists WHERE id = ?').get(id) as
    | { id: string; owner: string | null; site_id: string; body: string }
    | undefined;
  return row ? { id: row.id, owner: row.owner, siteId: row.site_id, items: (JSON.parse(row.body) as { items: SavedItem[] }).items } : undefined;
}

/** A list the caller owns; someone else's list is "not found", so ids can't be probed. */
export function listOf(db: Database, shopper: Shopper, id: string): SavedList {
  const list = findList(db, id);
  if (!list || (list.owner !== null && list.owner !== shopper.id)) throw CART_ERRORS.saveForLaterNotFound(id);
  return list;
}

export function listOfOwner(db: Database, owner: string): SavedList | undefined {
  const row = statement(db, 'SELECT id FROM saved_lists WHERE owner = ? ORDER BY updated_at DESC LIMIT 1').get(owner) as { id: string } | undefined;
  return row ? findList(db, row.id) : undefined;
}

export function saveList(db: Database, list: SavedList, now = new Date()): void {
  statement(
    db,
    `INSERT INTO saved_lists (id, owner, site_id, body, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, body = excluded.body, updated_at = excluded.updated_at`,
  ).run(list.id, list.owner, list.siteId, JSON.stringify({ items: list.items }), now.toISOString());
}

export function deleteList(db: Database, id: string): void {
  statement(db, 'DELETE FROM saved_lists WHERE id = ?').run(id);
}

/** The caller's list: the one named, else their newest, else a new one (not yet stored). */
export function ensureList(db: Database, shopper: Shopper, siteId: string, id?: string): SavedList {
  if (id) return listOf(db, shopper, id);
  return listOfOwner(db, shopper.id) ?? { id: newId(), owner: shopper.id, siteId, items: [] };
}

/** Adds (or raises the quantity of) a variant on a list. */
export function addToList(list: SavedList, item: Omit<SavedItem, 'itemId' | 'savedAt'>, now = new Date()): SavedItem {
  const same = list.items.find((i) => i.productId === item.productId);
  if (same) {
    same.qty += item.qty;
    if (item.pageUrl) same.pageUrl = item.pageUrl;
    return same;
  }
  const saved: SavedItem = { itemId: newId(), ...item, savedAt: now.toISOString() };
  list.items.push(saved);
  return saved;
}

/** Takes an item off the caller's list (moving it back to the cart), inside the caller's transaction. */
export function takeSavedItem(db: Database, shopper: Shopper, listId: string, itemId: string): SavedItem {
  const list = listOf(db, shopper, listId);
  const item = list.items.find((i) => i.itemId === itemId);
  if (!item) throw CART_ERRORS.savedItemNotFound(itemId);
  list.items = list.items.filter((i) => i !== item);
  saveList(db, list);
  return item;
}

/** Moves a cart line to the caller's list. */
export function moveLineToList(cart: StoredCart, list: SavedList, itemId: string, now = new Date()): void {
  const line = cart.items.find((i) => i.id === itemId);
  if (!line) throw CART_ERRORS.itemMissing(itemId);
  cart.items = cart.items.filter((i) => i !== line);
  addToList(list, { productId: line.productId, masterId: line.masterId, upc: line.upc, qty: line.qty, ...(line.pdpUrl ? { pageUrl: line.pdpUrl } : {}) }, now);
}

/** The answer (docs/requirements/cart.md#saved-for-later Saved-for-later): saveForLaterId, items (itemId, pageUrl, available, qty). */
export function savedView(db: Database, list: SavedList | undefined) {
  return {
    saveForLaterId: list?.id ?? '',
    items: (list?.items ?? []).map((i) => {
      const resolved = resolveVariant(db, i.productId, undefined);
      const color = resolved?.product.colors.find((c) => c.value === resolved.variant.color);
      const stock = resolved ? (resolved.product.productType === 'digital' ? 1 : onlineStock(db, resolved.variant.id)) : 0;
      return {
        itemId: i.itemId,
        productId: i.productId,
        masterId: i.masterId,
        upc: i.upc,
        qty: i.qty,
        ...(i.pageUrl ? { pageUrl: i.pageUrl } : {}),
        available: stock >= i.qty,
        ...(resolved ? { name: resolved.product.name } : {}),
        ...(resolved && color ? { image: productImage(resolved.product, color).url } : {}),
      };
    }),
    total: list?.items.length ?? 0,
  };
}
