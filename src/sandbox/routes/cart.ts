/**
 * The cart calls of docs/requirements/cart.md#cart-calls: carts, items, coupons, shipping methods, saved-for-later,
 * reserve-and-collect and price adjustments, each declared by its contract (schemas/api/cart.ts).
 * The rules live in src/sandbox/cart/; this module maps requests onto them.
 */
import {
  addItems,
  addPriceAdjustment,
  applyCoupon,
  changePriceAdjustment,
  createCart,
  createCartWithItem,
  getCart,
  getShippingMethods,
  moveToSaveForLater,
  removeCoupon,
  removeItem,
  removePriceAdjustment,
  removeSavedItem,
  reserveWithItem,
  saveItemForLater,
  setShippingMethod,
  updateItem,
} from '../../../schemas/api/cart.ts';
import type { Session } from '../auth/session.ts';
import { addAdjustment, changeAdjustment, removeAdjustment, requireAdjuster } from '../cart/adjustments.ts';
import { resolveVariant } from '../cart/catalogue.ts';
import { applyCoupon as addCoupon, removeCoupon as dropCoupon } from '../cart/coupons.ts';
import { CART_ERRORS, fail } from '../cart/errors.ts';
import { addItems as addLines, reconcileDelivery, removeItem as removeLine, updateItem as changeLine, type ItemInput } from '../cart/items.ts';
import { registerCartMergers } from '../cart/merge.ts';
import { TRANSITIONS } from '../cart/model.ts';
import { createCart as newCart, loadCart, loadOpenCart, openCartOf, saveCart } from '../cart/repo.ts';
import { reserveWithItem as reserve } from '../cart/reserve.ts';
import { addToList, ensureList, listOf, moveLineToList, saveList, savedView } from '../cart/saved.ts';
import { changeCart, price, raisedNothing, readCart, viewOf, type CartCtx } from '../cart/service.ts';
import { shipmentMethods, setShippingMethod as chooseMethod } from '../cart/shipping.ts';
import { shopperOf } from '../cart/shopper.ts';
import { statement, transaction } from '../db.ts';
import { sendJson, siteOf, type Exchange } from '../http/exchange.ts';
import { contractRoute } from '../http/contract-route.ts';
import type { Route } from '../http/router.ts';
import { methodView } from '../cart/view.ts';

registerCartMergers();

export function cartCtx(x: Exchange, session: Session, favoriteStoreId?: string): CartCtx {
  return { db: x.db, shopper: shopperOf(x.db, session), now: new Date(), ...(favoriteStoreId ? { favoriteStoreId } : {}) };
}

type ItemBody = ItemInput & { cartId?: string };

/** The cart every item of a batch names: they must agree. */
function batchCartId(items: readonly ItemBody[]): string {
  const ids = new Set(items.map((i) => i.cartId));
  const [only] = ids;
  if (ids.size !== 1 || !only) throw fail(400, 'API400', 'body.cartId: every item must name the same cartId');
  return only;
}

export const cartRoutes: Route[] = [
  contractRoute(createCart, ({ x, session }) => {
    const ctx = cartCtx(x, session);
    const site = siteOf(x);
    return transaction(x.db, () => {
      const existing = openCartOf(x.db, session.consumerNo, site.siteId);
      if (existing) return { status: 200 as const, body: viewOf(ctx, existing) };
      return { status: 201 as const, body: viewOf(ctx, newCart(x.db, session.consumerNo, site.siteId, site.currency, ctx.now)) };
    });
  }),

  contractRoute(createCartWithItem, ({ x, session, query, body }) => {
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    const site = siteOf(x);
    const items = 'items' in body ? body.items : [body];
    return transaction(x.db, () => {
      const cart = newCart(x.db, session.consumerNo, site.siteId, site.currency, ctx.now);
      const raised = raisedNothing();
      addLines(ctx, cart, items, raised, site.country);
      saveCart(x.db, cart, ctx.now);
      return { status: 201 as const, body: viewOf(ctx, cart, raised) };
    });
  }),

  contractRoute(getCart, ({ x, session, params, query }) => {
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    if (query.patch) {
      return transaction(x.db, () => {
        const row = loadCart(x.db, params.basketId, ctx.shopper);
        if (row.state !== 'open') return { status: 200 as const, body: readCart(ctx, params.basketId) };
        reconcileDelivery(ctx, row.cart);
        saveCart(x.db, row.cart, ctx.now);
        return { status: 200 as const, body: viewOf(ctx, row.cart) };
      });
    }
    if (query.inventorySupplyCheck) {
      // A preview: the transitions a patch would make, reported without changing the cart.
      const row = loadCart(x.db, params.basketId, ctx.shopper);
      const copy = structuredClone(row.cart);
      const notices = reconcileDelivery(ctx, copy).map(({ itemId, code }) => ({
        id: code,
        type: TRANSITIONS[code].level,
        message: TRANSITIONS[code].message,
        itemId,
        ...(TRANSITIONS[code].errorId ? { errorId: TRANSITIONS[code].errorId } : {}),
      }));
      return { status: 200 as const, body: viewOf(ctx, row.cart, { flash: [], notices }, row.state, row.orderNumber) };
    }
    return { status: 200 as const, body: readCart(ctx, params.basketId) };
  }),

  contractRoute(addItems, ({ x, session, query, body }) => {
    const items = Array.isArray(body) ? body : [body];
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    const country = siteOf(x).country;
    return { status: 200, body: changeCart(ctx, batchCartId(items), (cart, raised) => addLines(ctx, cart, items, raised, country)) };
  }),

  contractRoute(removeItem, ({ x, session, body }) => {
    const ctx = cartCtx(x, session);
    return { status: 200, body: changeCart(ctx, body.cartId, (cart) => removeLine(cart, body.itemId, body.upc)) };
  }),

  contractRoute(updateItem, ({ x, session, params, query, body }) => {
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    if (body.cartId && body.cartId !== params.basketId) throw fail(400, 'API400', 'body.cartId must be the basketId of the path');
    const country = siteOf(x).country;
    return { status: 200, body: changeCart(ctx, params.basketId, (cart, raised) => changeLine(ctx, cart, body, raised, country)) };
  }),

  contractRoute(applyCoupon, ({ x, session, query, body }) => {
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    return { status: 200, body: changeCart(ctx, body.cartId, (cart) => addCoupon(cart, body.code, ctx.now ?? new Date())) };
  }),

  contractRoute(removeCoupon, ({ x, session, body }) => {
    const ctx = cartCtx(x, session);
    return { status: 200, body: changeCart(ctx, body.cartId, (cart) => dropCoupon(cart, (body.couponItemId ?? body.code) as string)) };
  }),

  contractRoute(setShippingMethod, ({ x, session, query, body }) => {
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    return { status: 200, body: changeCart(ctx, body.cartId, (cart) => chooseMethod(ctx, cart, price(ctx, cart), body)) };
  }),

  contractRoute(getShippingMethods, ({ x, session, params, query }) => {
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    const row = loadCart(x.db, params.basketId, ctx.shopper);
    const priced = price(ctx, row.cart);
    const shippingId = query.me ? 'me' : params.shippingId;
    const methods = shipmentMethods(priced, shippingId, query.customs ?? false);
    return { status: 200, body: { shippingId, applicableShippingMethods: methods.map(({ code, selected }) => methodView(code, priced, selected)) } };
  }),

  contractRoute(saveItemForLater, ({ x, session, body }) => {
    const ctx = cartCtx(x, session);
    if (ctx.shopper.employee) return { status: 200, body: savedView(x.db, undefined) };
    return transaction(x.db, () => {
      const resolved = resolveVariant(x.db, body.productId, body.upc);
      if (!resolved) throw CART_ERRORS.unknownProduct(body.productId ?? body.upc ?? '');
      const list = ensureList(x.db, ctx.shopper, siteOf(x).siteId, body.saveForLaterId);
      addToList(list, { productId: resolved.variant.id, masterId: resolved.product.id, upc: resolved.variant.upc, qty: body.qty, ...(body.pageUrl ? { pageUrl: body.pageUrl } : {}) }, ctx.now);
      saveList(x.db, list, ctx.now);
      return { status: 200 as const, body: savedView(x.db, list) };
    });
  }),

  contractRoute(moveToSaveForLater, ({ x, session, params, body }) => {
    const ctx = cartCtx(x, session);
    return transaction(x.db, () => {
      const cart = loadOpenCart(x.db, params.basketId, ctx.shopper);
      if (ctx.shopper.employee) return { status: 200 as const, body: { cart: viewOf(ctx, cart), saveForLater: savedView(x.db, undefined) } };
      const list = ensureList(x.db, ctx.shopper, cart.siteId, body.saveForLaterId);
      moveLineToList(cart, list, body.itemId, ctx.now);
      saveList(x.db, list, ctx.now);
      saveCart(x.db, cart, ctx.now);
      return { status: 200 as const, body: { cart: viewOf(ctx, cart), saveForLater: savedView(x.db, list) } };
    });
  }),

  contractRoute(removeSavedItem, ({ x, session, params }) => {
    const ctx = cartCtx(x, session);
    return transaction(x.db, () => {
      const list = listOf(x.db, ctx.shopper, params.saveForlaterId);
      if (!list.items.some((i) => i.itemId === params.itemId)) throw CART_ERRORS.savedItemNotFound(params.itemId);
      list.items = list.items.filter((i) => i.itemId !== params.itemId);
      saveList(x.db, list, ctx.now);
      return { status: 200 as const, body: savedView(x.db, list) };
    });
  }),

  contractRoute(reserveWithItem, ({ x, session, query, body }) => {
    const ctx = cartCtx(x, session, query.favoriteStoreId);
    return { status: 201, body: reserve(ctx, siteOf(x), body) };
  }),

  contractRoute(addPriceAdjustment, ({ x, session, params, body }) => {
    const ctx = cartCtx(x, session);
    requireAdjuster(ctx.shopper);
    return { status: 201, body: changeCart(ctx, params.cartId, (cart) => void addAdjustment(cart, body, ctx.now ?? new Date())) };
  }),

  contractRoute(changePriceAdjustment, ({ x, session, params, body }) => {
    const ctx = cartCtx(x, session);
    requireAdjuster(ctx.shopper);
    return { status: 200, body: changeCart(ctx, params.basketId, (cart) => changeAdjustment(cart, params.adjustmentId, body)) };
  }),

  contractRoute(removePriceAdjustment, ({ x, session, params }) => {
    const ctx = cartCtx(x, session);
    requireAdjuster(ctx.shopper);
    return { status: 200, body: changeCart(ctx, params.basketId, (cart) => removeAdjustment(cart, params.adjustmentId)) };
  }),
  {
    // Sandbox only (tests): loses an open cart, so the next call on it answers CART_NOT_FOUND and
    // the storefront's cart recovery (docs/requirements/cart.md#cart-recovery) can be exercised end to end.
    method: 'POST',
    path: '/__sandbox/carts/:basketId/expire',
    handler: (x) => {
      const basketId = x.params.basketId ?? '';
      const removed = transaction(x.db, () => statement(x.db, "DELETE FROM carts WHERE id = ? AND state = 'open'").run(basketId).changes);
      if (!removed) throw fail(404, 'CART_NOT_FOUND', `Cart ${basketId} not found`);
      sendJson(x, 200, { basketId, expired: true });
    },
  },
  {
    // Sandbox only (tests): an order's stored record as the gateway keeps it (who placed it, the
    // associate's in-store sale), so a test can check what the storefront sent, not what it showed.
    method: 'GET',
    path: '/__sandbox/orders/:orderNumber',
    handler: (x) => {
      const orderNumber = x.params.orderNumber ?? '';
      const row = statement(x.db, 'SELECT owner, status, body FROM orders WHERE order_number = ?').get(orderNumber) as { owner: string | null; status: string; body: string } | undefined;
      if (!row) throw fail(404, 'OHS4004', `Order ${orderNumber} not found`);
      const order = JSON.parse(row.body) as { inStoreSalesInfo?: unknown; paymentMethod?: unknown };
      sendJson(x, 200, { orderNumber, owner: row.owner, status: row.status, inStoreSalesInfo: order.inStoreSalesInfo ?? null, paymentMethod: order.paymentMethod ?? null });
    },
  },
];
