/**
 * Cart lines: add (one or several, from a product page, quick shop, recovery or saved-for-later),
 * update, remove, and the delivery-method transitions store stock forces on pickup lines.
 */
import { DEFAULT_MAX_QTY, DEFAULT_QTY, type ItemInput as ContractItemInput } from '../../../schemas/api/cart.ts';
import type { Database } from '../db.ts';
import { isDigital, onlineStock, resolveVariant, unitPrice, type ResolvedVariant } from './catalogue.ts';
import { CART_ERRORS } from './errors.ts';
import { TRANSITIONS, type GiftOption, type ShippingCode, type StoredCart, type StoredItem, type TransitionCode } from './model.ts';
import { AUTOMATIC } from './promotions.ts';
import { newId } from './repo.ts';
import { takeSavedItem } from './saved.ts';
import type { CartCtx, Raised } from './service.ts';
import { pickupStore, storeStock, type PickupStore } from './stores.ts';
import { STS_MAX_UNITS } from './rates.ts';
import { CUSTOM_AMOUNT_RANGE, PURCHASE_LIMITS } from './test-data.ts';

export { DEFAULT_MAX_QTY, DEFAULT_QTY };

/** One line of an add, as the contract describes it (customAmount in major units); the cart id travels beside it. */
export type ItemInput = Omit<ContractItemInput, 'cartId'>;

/** A gift option counts only when to, email and message are all there (docs/requirements/cart.md#gift-options). */
export function completeGiftOption(option: ItemInput['giftOption']): GiftOption | undefined {
  const to = option?.to?.trim();
  const email = option?.email?.trim();
  const message = option?.message?.trim();
  return to && email && message ? { to, email, message } : undefined;
}

const lineCap = (masterId: string, maxQty: number): number => Math.min(maxQty, PURCHASE_LIMITS[masterId] ?? Number.POSITIVE_INFINITY);

function storeFor(storeId: string, siteCountry: string): PickupStore {
  const store = pickupStore(storeId);
  if (!store || store.country !== siteCountry) throw CART_ERRORS.storeNotFound(storeId);
  return store;
}

/**
 * Where a line asked for pickup goes: the shelf if it holds the quantity, else ship-to-store, else
 * home, with the transition that tells the shopper why.
 */
export function pickupPlacement(db: Database, store: PickupStore, variantId: string, qty: number, now?: Date): { method: ShippingCode; transition?: TransitionCode } {
  const online = onlineStock(db, variantId);
  if (storeStock(db, store, variantId, now) >= qty) return { method: 'pickup' };
  if (store.acceptsShipToStore && online >= qty && qty <= STS_MAX_UNITS) return { method: 'sts', transition: 'PICKUP_TO_STS' };
  return { method: 'standard', transition: 'PICKUP_TO_HOME' };
}

function noticeOf(code: TransitionCode, itemId: string) {
  const t = TRANSITIONS[code];
  return { id: code, type: t.level, message: t.message, itemId, ...(t.errorId ? { errorId: t.errorId } : {}) };
}

interface AddOptions {
  /** Several lines at once: a line that can't be added is skipped and reported, not fatal. */
  batch: boolean;
  siteCountry: string;
}

type Skip = { productId: string; reason: 'stock' };

function addOne(ctx: CartCtx, cart: StoredCart, input: ItemInput, raised: Raised, options: AddOptions): Skip | undefined {
  const { db } = ctx;
  const resolved: ResolvedVariant | undefined = resolveVariant(db, input.productId, input.upc);
  const asked = input.productId ?? input.upc ?? '';
  if (!resolved) throw CART_ERRORS.unknownProduct(asked);
  const { product, variant } = resolved;
  if (product.id === AUTOMATIC.giftWithPurchase.productId) throw CART_ERRORS.giftWithPurchase();
  const price = unitPrice(product, variant, cart.currency);
  if (!price) throw CART_ERRORS.noPrice(product.id);
  const digital = isDigital(product);
  let customAmount: number | undefined;
  if (input.customAmount !== undefined) {
    if (!digital) throw CART_ERRORS.invalidPrice('customAmount is for gift cards only');
    if (input.customAmount < CUSTOM_AMOUNT_RANGE.min || input.customAmount > CUSTOM_AMOUNT_RANGE.max) {
      throw CART_ERRORS.invalidPrice(`A gift card amount must be from ${CUSTOM_AMOUNT_RANGE.min} to ${CUSTOM_AMOUNT_RANGE.max}`);
    }
    customAmount = Math.round(input.customAmount * 100);
  }
  const customs = Boolean(input.recipeId || input.precreatedCustomsCode);
  const giftOption = completeGiftOption(input.giftOption);
  const qty = input.qty ?? DEFAULT_QTY;
  const maxQty = input.maxQty ?? DEFAULT_MAX_QTY;
  const store = input.storeId && !digital && !customs ? storeFor(input.storeId, options.siteCountry) : undefined;

  // The same variant, delivered the same way and not personalised, is one line.
  const same = !customs && !giftOption && customAmount === undefined ? cart.items.find((i) => i.productId === variant.id && i.storeId === store?.id && !i.recipeId && !i.precreatedCustomsCode && !i.giftOption && i.customAmount === undefined) : undefined;
  const already = same?.qty ?? 0;
  const cap = lineCap(product.id, Math.min(maxQty, same?.maxQty ?? DEFAULT_MAX_QTY));
  let wanted = already + qty;
  if (wanted > cap) {
    if (!options.batch) throw CART_ERRORS.maxQuantity(cap);
    raised.flash.push({ type: 'ProductItemMaxQuantity', level: 'error', message: `The maximum quantity for ${product.name} is ${cap}` });
    wanted = cap;
  }

  if (!digital) {
    const stock = onlineStock(db, variant.id);
    const shelf = store ? storeStock(db, store, variant.id, ctx.now) : 0;
    const available = Math.max(stock, shelf);
    if (available <= already) {
      if (input.saveForLater) throw CART_ERRORS.itemOutOfStock();
      if (options.batch) return { productId: variant.id, reason: 'stock' };
      throw CART_ERRORS.itemNotAvailable(variant.id);
    }
    if (available < wanted) {
      raised.flash.push({ type: 'ProductLineItemInventoryMissing', level: 'error', message: `Only ${available} of ${product.name} ${available === 1 ? 'is' : 'are'} available: your cart has ${available}` });
      wanted = available;
    }
  }

  const placement = store ? pickupPlacement(db, store, variant.id, wanted, ctx.now) : undefined;
  const method: ShippingCode = digital ? 'digital' : customs ? 'customs' : (placement?.method ?? 'standard');
  if (input.saveForLater) takeSavedItem(db, ctx.shopper, input.saveForLater.saveForLaterId, input.saveForLater.itemId);

  let line: StoredItem;
  if (same) {
    same.qty = wanted;
    same.maxQty = Math.min(same.maxQty, maxQty);
    line = same;
  } else {
    line = {
      id: newId(),
      productId: variant.id,
      masterId: product.id,
      upc: variant.upc,
      qty: wanted,
      maxQty,
      shippingMethod: method,
      shopperAppliedSM: Boolean(store),
      addedAt: (ctx.now ?? new Date()).toISOString(),
      ...(store ? { storeId: store.id } : {}),
      ...(input.recipeId ? { recipeId: input.recipeId } : {}),
      ...(customAmount !== undefined ? { customAmount } : {}),
      ...(input.precreatedCustomsCode ? { precreatedCustomsCode: input.precreatedCustomsCode } : {}),
      ...(input.productImageURL ? { productImageURL: input.productImageURL } : {}),
      ...(input.pdpUrl ? { pdpUrl: input.pdpUrl } : {}),
      ...(giftOption ? { giftOption } : {}),
    };
    cart.items.push(line);
  }
  if (placement) {
    line.shippingMethod = placement.method;
    if (placement.transition) {
      line.transition = placement.transition;
      raised.notices.push(noticeOf(placement.transition, line.id));
    } else delete line.transition;
  }
  return undefined;
}

/**
 * Adds lines. One line: any failure answers its error. Several (batch): unavailable lines are
 * skipped and reported (ProductItemNotAvailable, SOME_PRODUCTS_NO_INVENTORY), ITEMS_OOS when none
 * could be added.
 */
export function addItems(ctx: CartCtx, cart: StoredCart, inputs: readonly ItemInput[], raised: Raised, siteCountry: string): void {
  const batch = inputs.length > 1;
  const skipped: Skip[] = [];
  for (const input of inputs) {
    const skip = addOne(ctx, cart, input, raised, { batch, siteCountry });
    if (skip) skipped.push(skip);
  }
  if (!skipped.length) return;
  if (skipped.length === inputs.length) throw CART_ERRORS.itemsOutOfStock();
  for (const s of skipped) raised.flash.push({ type: 'ProductItemNotAvailable', level: 'error', message: `${s.productId} is out of stock and was not added` });
  raised.notices.push({ id: 'SOME_PRODUCTS_NO_INVENTORY', type: 'error', errorId: 'SOME_PRODUCTS_NO_INVENTORY', message: 'Some products could not be added: they are out of stock' });
}

export interface ItemUpdate {
  itemId: string;
  productId?: string;
  upc?: string;
  qty?: number;
  maxQty?: number;
  /** A store id switches the line to pickup there; null switches it back to delivery. */
  storeId?: string | null;
  recipeId?: string;
  giftOption?: ItemInput['giftOption'] | null;
}

export function updateItem(ctx: CartCtx, cart: StoredCart, update: ItemUpdate, raised: Raised, siteCountry: string): void {
  const { db } = ctx;
  if (update.itemId.startsWith('bonus-')) throw CART_ERRORS.giftWithPurchase();
  const line = cart.items.find((i) => i.id === update.itemId);
  if (!line) throw CART_ERRORS.itemMissing(update.itemId);
  if (update.qty === 0) {
    cart.items = cart.items.filter((i) => i !== line);
    return;
  }
  let resolved = resolveVariant(db, line.productId, undefined);
  if (update.productId !== undefined || update.upc !== undefined) {
    const next = resolveVariant(db, update.productId, update.upc);
    // A line changes size or colour, not product.
    if (!next || next.product.id !== line.masterId) throw CART_ERRORS.unknownProduct(update.productId ?? update.upc ?? '');
    resolved = next;
  }
  if (!resolved) throw CART_ERRORS.itemNoLongerAvailable(line.id);
  const { product, variant } = resolved;
  const maxQty = update.maxQty ?? line.maxQty;
  const qty = update.qty ?? line.qty;
  const cap = lineCap(product.id, maxQty);
  if (qty > cap) throw CART_ERRORS.maxQuantity(cap);
  const digital = isDigital(product);
  let wanted = qty;
  if (!digital) {
    const stock = onlineStock(db, variant.id);
    const storeId = update.storeId === undefined ? line.storeId : (update.storeId ?? undefined);
    const store = storeId ? storeFor(storeId, siteCountry) : undefined;
    const available = Math.max(stock, store ? storeStock(db, store, variant.id, ctx.now) : 0);
    if (available <= 0) throw CART_ERRORS.itemNotAvailable(variant.id);
    if (available < wanted) {
      raised.flash.push({ type: 'ProductLineItemInventoryMissing', level: 'error', itemId: line.id, message: `Only ${available} of ${product.name} ${available === 1 ? 'is' : 'are'} available` });
      wanted = available;
    }
    if (update.storeId !== undefined && !line.recipeId && !line.precreatedCustomsCode) {
      if (store) {
        const placement = pickupPlacement(db, store, variant.id, wanted, ctx.now);
        line.storeId = store.id;
        line.shippingMethod = placement.method;
        line.shopperAppliedSM = true;
        if (placement.transition) {
          line.transition = placement.transition;
          raised.notices.push(noticeOf(placement.transition, line.id));
        } else delete line.transition;
      } else {
        delete line.storeId;
        line.shippingMethod = 'standard';
        delete line.transition;
      }
    }
  }
  line.productId = variant.id;
  line.upc = variant.upc;
  line.qty = wanted;
  line.maxQty = maxQty;
  if (update.storeId === undefined) {
    const code = reconcileLine(ctx, line);
    if (code) raised.notices.push(noticeOf(code, line.id));
  }
  if (update.recipeId) line.recipeId = update.recipeId;
  if (update.giftOption !== undefined) {
    const option = completeGiftOption(update.giftOption ?? undefined);
    if (option) line.giftOption = option;
    else delete line.giftOption;
  }
}

/** Removes a line; a gift with purchase the shopper removes stays out. */
export function removeItem(cart: StoredCart, itemId: string, upc: string | undefined): void {
  if (itemId === `bonus-${AUTOMATIC.giftWithPurchase.promotionId}`) {
    if (!cart.declinedBonus.includes(AUTOMATIC.giftWithPurchase.promotionId)) cart.declinedBonus.push(AUTOMATIC.giftWithPurchase.promotionId);
    return;
  }
  const line = cart.items.find((i) => i.id === itemId);
  if (!line || (upc && line.upc !== upc)) throw CART_ERRORS.itemNotFound();
  cart.items = cart.items.filter((i) => i !== line);
}

/**
 * Moves a line its store can't serve anymore, or can now serve faster (docs/requirements/cart.md#delivery-method-transitions
 * delivery-method transitions). Answers the transition made, if any.
 */
export function reconcileLine(ctx: CartCtx, line: StoredItem): TransitionCode | undefined {
  const { db } = ctx;
  if (line.shippingMethod === 'digital' || line.shippingMethod === 'customs') return undefined;
  const set = (method: ShippingCode, code: TransitionCode) => {
    line.shippingMethod = method;
    line.transition = code;
    return code;
  };
  const online = onlineStock(db, line.productId);
  const store = line.storeId ? pickupStore(line.storeId) : undefined;
  const shelf = store ? storeStock(db, store, line.productId, ctx.now) : 0;
  const stsPossible = Boolean(store?.acceptsShipToStore) && online >= line.qty && line.qty <= STS_MAX_UNITS;
  if (line.shippingMethod === 'pickup') {
    if (store && shelf >= line.qty) return undefined;
    if (stsPossible) return set('sts', 'PICKUP_TO_STS');
    if (online >= line.qty) return set('standard', 'PICKUP_TO_HOME');
    return undefined;
  }
  if (line.shippingMethod === 'sts') {
    // Back to pickup when the shelf holds it and pickup is what the shopper asked for.
    const wantedPickup = line.transition === 'PICKUP_TO_STS' || !line.shopperAppliedSM;
    if (store && shelf >= line.qty && (wantedPickup || !stsPossible)) return set('pickup', 'STS_TO_PICKUP');
    if (!stsPossible && online >= line.qty) return set('standard', 'STS_TO_HOME');
    return undefined;
  }
  if (line.shippingMethod === 'standard' && online < line.qty && ctx.favoriteStoreId) {
    const favorite = pickupStore(ctx.favoriteStoreId);
    if (favorite && storeStock(db, favorite, line.productId, ctx.now) >= line.qty) {
      line.storeId = favorite.id;
      return set('pickup', 'HOME_TO_PICKUP');
    }
  }
  return undefined;
}

export function reconcileDelivery(ctx: CartCtx, cart: StoredCart): Array<{ itemId: string; code: TransitionCode }> {
  const made: Array<{ itemId: string; code: TransitionCode }> = [];
  for (const line of cart.items) {
    const code = reconcileLine(ctx, line);
    if (code) made.push({ itemId: line.id, code });
  }
  return made;
}
