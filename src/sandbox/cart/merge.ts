/**
 * Sign-in carries the guest's basket and saved-for-later list into the account (docs/requirements/sign-in.md#token-exchange),
 * inside the token exchange's transaction (src/sandbox/auth/merge.ts). Only objects of the
 * signing-in guest (or of nobody) are claimed: a basket id alone proves nothing.
 */
import { registerGuestObjectMerger, type MergeContext } from '../auth/merge.ts';
import type { StoredItem } from './model.ts';
import { findCart, openCartOf, saveCart } from './repo.ts';
import { addToList, deleteList, findList, listOfOwner, saveList } from './saved.ts';
import { statement } from '../db.ts';
import { DEFAULT_MAX_QTY } from './items.ts';

const claimable = (owner: string | null, ctx: MergeContext): boolean => owner === null || owner === ctx.guestConsumerNo || owner === ctx.consumerNo;

/** The same variant, delivered the same way and not personalised, merges into one line. */
const mergeKey = (i: StoredItem): string | undefined =>
  i.recipeId || i.precreatedCustomsCode || i.giftOption || i.customAmount !== undefined ? undefined : `${i.productId}/${i.storeId ?? ''}`;

/** Not the guest's to give: answer the account's own id, or none (the client makes a cart), never the foreign id. */
export function mergeCart(ctx: MergeContext): { basketId: string | undefined } {
  const { db, consumerNo } = ctx;
  const guestId = ctx.guestObjects.basketId;
  const guest = guestId ? findCart(db, guestId) : undefined;
  const own = openCartOf(db, consumerNo);
  if (!guest || guest.state !== 'open' || !claimable(guest.cart.owner, ctx) || guest.cart.owner === consumerNo) {
    return { basketId: own?.id ?? (guest?.cart.owner === consumerNo && guest.state === 'open' ? guest.cart.id : undefined) };
  }
  if (!own) {
    guest.cart.owner = consumerNo;
    saveCart(db, guest.cart);
    return { basketId: guest.cart.id };
  }
  for (const item of guest.cart.items) {
    const key = mergeKey(item);
    const same = key ? own.items.find((i) => mergeKey(i) === key) : undefined;
    if (same) same.qty = Math.min(same.qty + item.qty, Math.min(same.maxQty, item.maxQty, DEFAULT_MAX_QTY));
    else own.items.push(item);
  }
  for (const coupon of guest.cart.coupons) if (!own.coupons.some((c) => c.code === coupon.code)) own.coupons.push(coupon);
  saveCart(db, own);
  // The guest basket is now part of the account's: it must not be ordered on its own.
  statement(db, 'DELETE FROM carts WHERE id = ?').run(guest.cart.id);
  return { basketId: own.id };
}

export function mergeSaved(ctx: MergeContext): { saveForLaterId: string | undefined } {
  const { db, consumerNo } = ctx;
  const guestId = ctx.guestObjects.saveForLaterId;
  const guest = guestId ? findList(db, guestId) : undefined;
  const own = listOfOwner(db, consumerNo);
  if (!guest || !claimable(guest.owner, ctx) || guest.owner === consumerNo) return { saveForLaterId: own?.id ?? (guest?.owner === consumerNo ? guest.id : undefined) };
  if (!own) {
    saveList(db, { ...guest, owner: consumerNo });
    return { saveForLaterId: guest.id };
  }
  for (const item of guest.items) addToList(own, { productId: item.productId, masterId: item.masterId, upc: item.upc, qty: item.qty, ...(item.pageUrl ? { pageUrl: item.pageUrl } : {}) });
  saveList(db, own);
  deleteList(db, guest.id);
  return { saveForLaterId: own.id };
}

let registered = false;
/** Registers the mergers once (the cart routes module calls it at load). */
export function registerCartMergers(): void {
  if (registered) return;
  registered = true;
  registerGuestObjectMerger('cart', mergeCart);
  registerGuestObjectMerger('saveForLater', mergeSaved);
}
