/**
 * What the cart page and the mini cart show of a cart, as pure functions (docs/requirements/cart.md#mini-cart; docs/requirements/cart.md#approaching-promotions): approaching promotions, the promotion summary by level, notices from
 * flash codes and customer notifications, where an error id is shown, discount labels and the
 * quantity rule. The islands only render what these answer.
 */
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { DEFAULT_MAX_QTY } from '../../../schemas/api/cart-rules.ts';
import { validateRange } from '../../../schemas/forms/validators.ts';
import { fieldText } from '../../../schemas/forms/messages.ts';
import { discountLabel } from '../catalogue/price.ts';
import { errorMessage } from '../errors/messages.ts';

export type CartItem = Cart['items'][number];
export type PromoLevel = Cart['promoSummary'][number]['level'];
type Approaching = Cart['approachingPromotions'][number];

// ---- Approaching promotions (docs/requirements/cart.md#approaching-promotions) -----------------------------------------

/** The order the shopper reads them in: what is close (with the distance left), what is far, what is earned. */
export const APPROACHING_ORDER = ['Above Threshold', 'Below Threshold', 'Threshold Reached'] as const;

export interface ApproachingCallout {
  promotionId: string;
  level: PromoLevel;
  state: 'above' | 'below' | 'reached';
  /** [before, emphasis, after] from the pipe-split calloutMsg; null for a gift with purchase (one sentence). */
  parts: readonly [string, string, string] | null;
  /** The readable sentence. */
  text: string;
  /** Still to spend (major units), 0 once reached. */
  distance: number;
}

const STATE_OF = { 'Above Threshold': 'above', 'Below Threshold': 'below', 'Threshold Reached': 'reached' } as const;

/** One callout, or null when a non-GWP message does not split on '|' into exactly 3 parts (docs/requirements/cart.md#approaching-promotions). */
export function approachingCallout(p: Approaching): ApproachingCallout | null {
  const base = { promotionId: p.promotionId, level: p.level, state: STATE_OF[p.approachingDisplayLevel], distance: p.distanceFromConditionThreshold };
  if (p.promotionClass === 'GWP') {
    const text = (p.calloutMessage || p.calloutMsg).trim();
    return text ? { ...base, parts: null, text } : null;
  }
  const split = p.calloutMsg.split('|');
  if (split.length !== 3) return null;
  const parts = split.map((s) => s.trim()) as [string, string, string];
  return { ...base, parts, text: parts.filter(Boolean).join(' ') };
}

export function approachingCallouts(list: readonly Approaching[]): ApproachingCallout[] {
  return APPROACHING_ORDER.flatMap((level) => list.filter((p) => p.approachingDisplayLevel === level))
    .map(approachingCallout)
    .filter((c): c is ApproachingCallout => c !== null);
}

// ---- Promotion summary (docs/requirements/cart.md#coupons-and-promotions) --------------------------------------------------------------

export const PROMO_LEVELS = ['ORDER', 'PRODUCT', 'SHIPPING'] as const satisfies readonly PromoLevel[];

export type PromoGroup = { level: PromoLevel; promotions: Cart['promoSummary'] };

/** The summary by level, ORDER then PRODUCT then SHIPPING; empty levels left out. */
export function promoSummaryByLevel(summary: Cart['promoSummary']): PromoGroup[] {
  return PROMO_LEVELS.map((level) => ({ level, promotions: summary.filter((p) => p.level === level) })).filter((g) => g.promotions.length > 0);
}

// ---- Notices (docs/requirements/cart.md#the-cart) ---------------------------------------------------------------------------

export interface CartNotice {
  /** Flash code, notification id or error id: stable, for React keys and dedupe. */
  id: string;
  level: 'error' | 'info';
  message: string;
  /** Present: shown on that line; absent: at the top of the cart. */
  itemId?: string;
}

/** Flash codes that concern the checkout, not the cart page (the 3-D Secure challenge). */
const NOT_CART_FLASH = new Set(['PaymentNotAuthorized']);

/**
 * Flash messages and customer notifications as notices in the page's language. The catalogue's
 * words win over the server's; ProductLineItemFullInventoryMissing says the order cannot be
 * completed only when nothing is left in the cart (otherwise: some items are not available).
 */
export function cartNotices(cart: Pick<Cart, 'flash' | 'customerNotifications' | 'items'>, language: string): CartNotice[] {
  const notices: CartNotice[] = [];
  const seen = new Set<string>();
  const add = (n: CartNotice): void => {
    const key = `${n.id}|${n.itemId ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    notices.push(n);
  };
  for (const f of cart.flash) {
    if (NOT_CART_FLASH.has(f.type)) continue;
    const code = f.type === 'ProductLineItemFullInventoryMissing' && cart.items.length > 0 ? 'ProductItemNotAvailable' : f.type;
    add({ id: f.type, level: f.level, message: errorMessage(code, f.message, language), ...(f.itemId ? { itemId: f.itemId } : {}) });
  }
  for (const n of cart.customerNotifications) {
    // A transition's errorId (ORD516…) or SOME_PRODUCTS_NO_INVENTORY has catalogue words; other notices keep the server's.
    const message = n.errorId ? errorMessage(n.errorId, n.message, language) : n.message;
    add({ id: n.id, level: n.type, message, ...(n.itemId ? { itemId: n.itemId } : {}) });
  }
  return notices;
}

export const topNotices = (notices: readonly CartNotice[]): CartNotice[] => notices.filter((n) => !n.itemId);
export const lineNotices = (notices: readonly CartNotice[], itemId: string): CartNotice[] => notices.filter((n) => n.itemId === itemId);

// ---- Where an error is shown (docs/requirements/cart.md#the-cart "Client-handled ids") ---------------------------------------

export type ErrorPlace = 'item' | 'top' | 'toast';

const AT_ITEM = new Set(['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE', 'ADDED_MAX_QUANTITY']);
const AT_TOP = new Set(['SOME_PRODUCTS_NO_INVENTORY', 'CANT_SHIP_THERE']);

/** Where a failed line change is shown: at the line, at the top of the cart, or as the error toast only. */
export function errorPlace(errorId: string | null): ErrorPlace {
  if (errorId && AT_ITEM.has(errorId)) return 'item';
  if (errorId && AT_TOP.has(errorId)) return 'top';
  return 'toast';
}

/** A line's own error (ITEM_NOT_AVAILABLE, NO_PRICE, INVALID_PRICE), in the page's language. */
export function itemError(item: Pick<CartItem, 'error'>, language: string): string | null {
  return item.error ? errorMessage(item.error.errorId, item.error.message, language) : null;
}

// ---- Prices (docs/requirements/catalogue.md#prices) ------------------------------------------------------------------------------

/** 'Free Gift' (price 0, a gift with purchase) or 'Marked Down' (current below original), else null. */
export function lineLabel(item: Pick<CartItem, 'price' | 'bonus'>): ReturnType<typeof discountLabel> {
  return discountLabel(item.bonus ? 0 : item.price.current, item.price.original);
}

/** The line's item discount and its share of order discounts (both ≥ 0, major units). */
export function lineDiscounts(item: Pick<CartItem, 'price'>): { item: number; order: number } {
  const round = (n: number): number => Math.max(0, Math.round(n * 100) / 100);
  return { item: round(item.price.rowTotal - item.price.priceAfterItemDiscount), order: round(item.price.priceAfterItemDiscount - item.price.priceAfterOrderDiscount) };
}

// ---- Quantity (docs/requirements/cart.md#quantities-and-retries) ----------------------------------------------------------------------------

export const MIN_QTY = 1;

export const maxQtyOf = (item: Pick<CartItem, 'maxQty'>): number => Math.min(item.maxQty || DEFAULT_MAX_QTY, DEFAULT_MAX_QTY);

/** A typed quantity: the number, or the field message (not a whole number, below 1, above the line's max). */
export function checkQuantity(raw: string, maxQty: number, language: string): { ok: true; qty: number } | { ok: false; message: string } {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isInteger(value)) return { ok: false, message: fieldText('required', language) };
  const problem = validateRange(value, { min: MIN_QTY, max: maxQty });
  return problem ? { ok: false, message: fieldText(problem, language) } : { ok: true, qty: value };
}
