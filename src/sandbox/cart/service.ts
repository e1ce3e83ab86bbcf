/**
 * The shape of every cart change: inside one transaction (BEGIN IMMEDIATE), load the caller's
 * open cart, change it, save it, and price the result for the answer. Concurrent changes queue
 * on the write lock, so none is lost.
 */
import { transaction, type Database } from '../db.ts';
import type { StoredCart } from './model.ts';
import { priceCart, type Flash, type Notice, type PricedCart } from './pricing.ts';
import { loadCart, loadOpenCart, saveCart } from './repo.ts';
import type { Shopper } from './shopper.ts';
import { cartView, type CartView } from './view.ts';

export interface CartCtx {
  db: Database;
  shopper: Shopper;
  now?: Date;
  favoriteStoreId?: string;
}

/** Flashes and notices a change raises for its own answer (not stored). */
export interface Raised {
  flash: Flash[];
  notices: Notice[];
}

export const raisedNothing = (): Raised => ({ flash: [], notices: [] });

export function price(ctx: CartCtx, cart: StoredCart): PricedCart {
  return priceCart(ctx.db, cart, { shopper: ctx.shopper, favoriteStoreId: ctx.favoriteStoreId, now: ctx.now });
}

export function viewOf(ctx: CartCtx, cart: StoredCart, raised: Raised = raisedNothing(), state: 'open' | 'ordered' = 'open', orderNumber: string | null = null): CartView {
  return cartView(price(ctx, cart), state, orderNumber, raised);
}

/** Changes an open cart of the caller's and answers its new view. */
export function changeCart(ctx: CartCtx, cartId: string, change: (cart: StoredCart, raised: Raised) => void): CartView {
  return transaction(ctx.db, () => {
    const cart = loadOpenCart(ctx.db, cartId, ctx.shopper);
    const raised = raisedNothing();
    change(cart, raised);
    saveCart(ctx.db, cart, ctx.now);
    return viewOf(ctx, cart, raised);
  });
}

/** The caller's cart as it is (ordered carts included, read-only). */
export function readCart(ctx: CartCtx, cartId: string): CartView {
  const row = loadCart(ctx.db, cartId, ctx.shopper);
  return viewOf(ctx, row.cart, raisedNothing(), row.state, row.orderNumber);
}
