/**
 * Reserve and collect (POST /cart/v1/reserveWithItem): a cart whose line is held on a store's
 * shelf for RESERVATION_MINUTES, so nobody else's pickup takes it meanwhile.
 */
import type { Site } from '../../lib/site/locales.ts';
import { statement, transaction } from '../db.ts';
import { resolveVariant } from './catalogue.ts';
import { CART_ERRORS } from './errors.ts';
import { addItems, type ItemInput } from './items.ts';
import { RESERVATION_MINUTES } from './rates.ts';
import { createCart, loadOpenCart, newId, saveCart } from './repo.ts';
import { raisedNothing, viewOf, type CartCtx } from './service.ts';
import { pickupStore, storeStock } from './stores.ts';

export interface ReserveInput extends ItemInput {
  cartId?: string;
  storeId: string;
}

export function reserveWithItem(ctx: CartCtx, site: Site, input: ReserveInput) {
  const now = ctx.now ?? new Date();
  return transaction(ctx.db, () => {
    const store = pickupStore(input.storeId);
    if (!store || store.country !== site.country) throw CART_ERRORS.storeNotFound(input.storeId);
    const resolved = resolveVariant(ctx.db, input.productId, input.upc);
    if (!resolved) throw CART_ERRORS.unknownProduct(input.productId ?? input.upc ?? '');
    const qty = input.qty ?? 1;
    const cart = input.cartId ? loadOpenCart(ctx.db, input.cartId, ctx.shopper) : createCart(ctx.db, ctx.shopper.id, site.siteId, site.currency, now);
    // One hold per cart: a new reservation replaces the cart's previous one.
    statement(ctx.db, 'DELETE FROM reservations WHERE cart_id = ?').run(cart.id);
    if (storeStock(ctx.db, store, resolved.variant.id, now) < qty) throw CART_ERRORS.itemNotAvailable(`${resolved.variant.id} at store ${store.id}`);
    const raised = raisedNothing();
    addItems(ctx, cart, [{ ...input, productId: resolved.variant.id, qty, storeId: store.id }], raised, site.country);
    const id = newId();
    const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000).toISOString();
    statement(ctx.db, 'INSERT INTO reservations (id, cart_id, store_id, variant_id, qty, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, cart.id, store.id, resolved.variant.id, qty, expiresAt);
    cart.reservationId = id;
    saveCart(ctx.db, cart, now);
    return { ...viewOf(ctx, cart, raised), reservation: { reservationId: id, storeId: store.id, productId: resolved.variant.id, qty, expiresAt } };
  });
}
