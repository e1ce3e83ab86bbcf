/**
 * Favorites (docs/requirements/cart.md#favorites): one list per shopper (guests too), made on first use, newest item
 * first. Items name a master (FWINSTOCK1) or a variant (FWINSTOCK1-moss-01); adding one already
 * there sets its quantity. A list can be shared by a link that shows it read-only. Sign-in
 * carries a guest's list over (registered as a guest-object merger). Employees can't use
 * favorites (docs/requirements/cart.md#favorites): the routes answer them an empty list and change nothing.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { FAVORITES_MAX_ITEMS, type Favorites } from '../../../schemas/api/wishlists.ts';
import type { Site } from '../../lib/site/locales.ts';
import { productPath } from '../../lib/site/routes.ts';
import { accountByConsumerNo } from '../auth/accounts.ts';
import { registerGuestObjectMerger, type MergeContext } from '../auth/merge.ts';
import { masterOf, onlineStock } from '../cart/catalogue.ts';
import { convertCents, isCurrency, toAmount } from '../catalog/pricing.ts';
import { isFaceValue, priceSummary, productImage, type StoredProduct } from '../catalog/product.ts';
import { findProduct } from '../catalog/store.ts';
import { newId } from '../consumer/common.ts';
import { statement, transaction, type Database } from '../db.ts';
import { apiFailure } from '../http/api-error.ts';
import { HttpError } from '../http/exchange.ts';

interface ListRow {
  id: string;
  owner: string | null;
  site_id: string;
  share_token: string | null;
  shared_at: string | null;
}

interface ItemRow {
  item_id: string;
  favorite_id: string;
  product_id: string;
  item_type: 'product';
  qty: number;
  added_at: string;
}

type FavoriteItem = Favorites['items'][number];

export function listOfOwner(db: Database, owner: string): ListRow | undefined {
  return statement(db, 'SELECT * FROM favorite_lists WHERE owner = ? ORDER BY updated_at DESC LIMIT 1').get(owner) as ListRow | undefined;
}

function listById(db: Database, id: string): ListRow | undefined {
  return statement(db, 'SELECT * FROM favorite_lists WHERE id = ?').get(id) as ListRow | undefined;
}

/** A list the caller owns; anyone else's is "not found", so ids can't be probed. */
export function ownList(db: Database, owner: string, id: string): ListRow {
  const list = listById(db, id);
  if (!list || list.owner !== owner) throw new HttpError(404, 'API404', `No favorites list ${id}`);
  return list;
}

function itemsOf(db: Database, listId: string): ItemRow[] {
  return statement(db, 'SELECT * FROM favorite_items WHERE favorite_id = ? ORDER BY added_at DESC, item_id DESC').all(listId) as unknown as ItemRow[];
}

function anyInStock(db: Database, product: StoredProduct): boolean {
  return product.productType === 'digital' || product.variants.some((v) => onlineStock(db, v.id) > 0);
}

function itemView(db: Database, row: ItemRow, site: Site): FavoriteItem | undefined {
  const product = findProduct(db, masterOf(row.product_id));
  if (!product) return undefined;
  const variant = row.product_id === product.id ? undefined : product.variants.find((v) => v.id === row.product_id);
  const color = product.colors.find((c) => c.value === variant?.color) ?? product.colors[0];
  const currency = isCurrency(site.currency) ? site.currency : 'USD';
  const face = isFaceValue(product);
  const price = variant
    ? { currency, current: toAmount(convertCents(variant.current, currency, face)), original: toAmount(convertCents(variant.original, currency, face)) }
    : (() => {
        const s = priceSummary(product, currency);
        return { currency, current: s.lowCurrent, original: s.lowOriginal };
      })();
  return {
    itemId: row.item_id,
    id: row.product_id,
    productId: row.product_id,
    masterId: product.id,
    itemType: 'product',
    qty: row.qty,
    name: product.name,
    ...(color ? { image: productImage(product, color).url } : {}),
    pdpUrl: `${productPath(site.locale, product)}${color ? `?color=${color.value}` : ''}`,
    price,
    available: variant ? face || onlineStock(db, variant.id) > 0 : anyInStock(db, product),
    addedAt: row.added_at,
  };
}

export interface Page {
  start: number;
  count: number;
}

function page(db: Database, list: ListRow | undefined, site: Site, p: Page): Omit<Favorites, 'favoriteStoreId'> {
  if (!list) return { favoriteId: '', items: [], total: 0, start: p.start, count: 0 };
  const items = itemsOf(db, list.id)
    .map((r) => itemView(db, r, site))
    .filter((i): i is FavoriteItem => i !== undefined);
  const shown = items.slice(p.start, p.start + p.count);
  return { favoriteId: list.id, items: shown, total: items.length, start: p.start, count: shown.length };
}

export const emptyFavorites = (p: Page): Omit<Favorites, 'favoriteStoreId'> => ({ favoriteId: '', items: [], total: 0, start: p.start, count: 0 });

export function favoritesOf(db: Database, owner: string, site: Site, p: Page) {
  return page(db, listOfOwner(db, owner), site, p);
}

/** Adds (or re-quantifies) a product; answers the first page and whether the list was made now. */
export function addFavorite(db: Database, owner: string, input: { id: string; qty: number; favoriteId?: string | undefined }, site: Site, p: Page, now = new Date()) {
  const product = findProduct(db, masterOf(input.id));
  if (!product || (input.id !== product.id && !product.variants.some((v) => v.id === input.id))) throw apiFailure(404, 'ITEM_NOT_AVAILABLE', `No product ${input.id}`);
  return transaction(db, () => {
    let list = input.favoriteId ? ownList(db, owner, input.favoriteId) : listOfOwner(db, owner);
    const created = !list;
    const at = now.toISOString();
    if (!list) {
      list = { id: newId('FAV'), owner, site_id: site.siteId, share_token: null, shared_at: null };
      statement(db, 'INSERT INTO favorite_lists (id, owner, site_id, updated_at) VALUES (?, ?, ?, ?)').run(list.id, owner, site.siteId, at);
    }
    const existing = statement(db, 'SELECT item_id FROM favorite_items WHERE favorite_id = ? AND product_id = ?').get(list.id, input.id) as { item_id: string } | undefined;
    if (existing) {
      statement(db, 'UPDATE favorite_items SET qty = ?, added_at = ? WHERE item_id = ?').run(input.qty, at, existing.item_id);
    } else {
      const count = (statement(db, 'SELECT COUNT(*) AS n FROM favorite_items WHERE favorite_id = ?').get(list.id) as { n: number }).n;
      if (count >= FAVORITES_MAX_ITEMS) throw new HttpError(409, 'API400', `The favorites list is full (${FAVORITES_MAX_ITEMS} products): remove one first`);
      statement(db, "INSERT INTO favorite_items (item_id, favorite_id, product_id, item_type, qty, added_at) VALUES (?, ?, ?, 'product', ?, ?)").run(newId('FAVI'), list.id, input.id, input.qty, at);
    }
    statement(db, 'UPDATE favorite_lists SET updated_at = ? WHERE id = ?').run(at, list.id);
    return { created, answer: page(db, list, site, p) };
  });
}

export function removeFavorite(db: Database, owner: string, favoriteId: string, itemId: string, site: Site, p: Page, now = new Date()) {
  return transaction(db, () => {
    const list = ownList(db, owner, favoriteId);
    const removed = statement(db, 'DELETE FROM favorite_items WHERE item_id = ? AND favorite_id = ?').run(itemId, list.id).changes;
    if (removed === 0) throw new HttpError(404, 'API404', `No item ${itemId} in favorites ${favoriteId}`);
    statement(db, 'UPDATE favorite_lists SET updated_at = ? WHERE id = ?').run(now.toISOString(), list.id);
    return page(db, list, site, p);
  });
}

export function shareFavorites(db: Database, owner: string, favoriteId: string, rotate: boolean, site: Site, now = new Date()) {
  return transaction(db, () => {
    const list = ownList(db, owner, favoriteId);
    const hasItems = statement(db, 'SELECT 1 FROM favorite_items WHERE favorite_id = ? LIMIT 1').get(list.id);
    if (!hasItems) throw new HttpError(409, 'API400', 'The favorites list is empty: add a product before sharing it');
    let token = list.share_token;
    let sharedAt = list.shared_at ?? now.toISOString();
    if (!token || rotate) {
      token = randomBytes(18).toString('base64url');
      sharedAt = now.toISOString();
      statement(db, 'UPDATE favorite_lists SET share_token = ?, shared_at = ? WHERE id = ?').run(token, sharedAt, list.id);
    }
    return { favoriteId: list.id, shareToken: token, sharePath: `/${site.locale}/favorites/shared/${encodeURIComponent(list.id)}?token=${token}`, createdAt: sharedAt };
  });
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function sharedFavorites(db: Database, favoriteId: string, token: string, site: Site, p: Page) {
  const list = listById(db, favoriteId);
  if (!list || !list.share_token || !sameToken(list.share_token, token)) throw new HttpError(404, 'API404', 'This shared list does not exist or its link has changed');
  const { favoriteId: id, ...rest } = page(db, list, site, p);
  const owner = list.owner ? accountByConsumerNo(db, list.owner) : undefined;
  return { sharedFavoriteId: id, ...(owner ? { ownerFirstName: owner.first_name } : {}), ...rest };
}

/** Sign-in: the guest's list becomes the account's, or joins it. Only the signing-in guest's list (or nobody's) is claimed. */
export function mergeFavorites(ctx: MergeContext): { favoriteId: string | undefined } {
  const { db, consumerNo } = ctx;
  // Not the guest's to give, or an employee (no favorites): never answer the foreign id back.
  if (accountByConsumerNo(db, consumerNo)?.consumer_type === 'EMPLOYEE') return { favoriteId: undefined };
  const guestId = ctx.guestObjects.favoriteId;
  const guest = guestId ? listById(db, guestId) : undefined;
  const own = listOfOwner(db, consumerNo);
  const claimable = guest && (guest.owner === null || guest.owner === ctx.guestConsumerNo);
  if (!guest || !claimable) return { favoriteId: own?.id };
  if (!own) {
    statement(db, 'UPDATE favorite_lists SET owner = ? WHERE id = ?').run(consumerNo, guest.id);
    return { favoriteId: guest.id };
  }
  // The account's items win; the guest's others join.
  statement(db, 'UPDATE OR IGNORE favorite_items SET favorite_id = ? WHERE favorite_id = ?').run(own.id, guest.id);
  statement(db, 'DELETE FROM favorite_items WHERE favorite_id = ?').run(guest.id);
  statement(db, 'DELETE FROM favorite_lists WHERE id = ?').run(guest.id);
  return { favoriteId: own.id };
}

let registered = false;
/** Registers the merger once (the wishlists routes module calls it at load). */
export function registerFavoritesMerger(): void {
  if (registered) return;
  registered = true;
  registerGuestObjectMerger('favorites', mergeFavorites);
}
