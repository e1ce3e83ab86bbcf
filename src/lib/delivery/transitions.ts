/**
 * Delivery-method transitions (docs/requirements/cart.md#delivery-method-transitions): the server moved a line (or the order's shipment) to
 * another method because a store's stock or the address changed. Each raises an info or error
 * notice. This module decides which transition it is and at what level; the words per language
 * are the island's (islands/cart/shipping/messages.ts), the server's message is the fallback.
 */
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import type { CartItem, ShippingCode } from './methods.ts';

/** docs/requirements/cart.md#delivery-method-transitions, in its order. */
export const TRANSITION_CODES = ['PICKUP_TO_HOME', 'PICKUP_TO_STS', 'STS_TO_HOME', 'STS_TO_PICKUP', 'HOME_TO_PICKUP', 'SHIPPING_METHOD_DOWNGRADED'] as const;
export type TransitionCode = (typeof TRANSITION_CODES)[number];

export type NoticeLevel = 'info' | 'error';

/**
 * Each transition by its from → to methods, and its level when the server names none: losing
 * what the shopper chose (home instead of the store) is an error; a better or equivalent outcome
 * is info.
 */
const BY_MOVE: Record<TransitionCode, { from: readonly ShippingCode[]; to: readonly ShippingCode[]; level: NoticeLevel }> = {
  PICKUP_TO_HOME: { from: ['pickup'], to: ['standard'], level: 'error' },
  PICKUP_TO_STS: { from: ['pickup'], to: ['sts'], level: 'info' },
  STS_TO_HOME: { from: ['sts'], to: ['standard'], level: 'error' },
  STS_TO_PICKUP: { from: ['sts'], to: ['pickup'], level: 'info' },
  HOME_TO_PICKUP: { from: ['standard', 'pudo'], to: ['pickup'], level: 'info' },
  SHIPPING_METHOD_DOWNGRADED: { from: ['pudo'], to: ['standard'], level: 'info' },
};

export interface TransitionNotice {
  /** The transition, or null for one we have no words for (the server's message is shown). */
  code: TransitionCode | null;
  level: NoticeLevel;
  /** The server's words, shown when we have none of our own. */
  serverMessage: string;
  itemId?: string;
}

const isCode = (code: string): code is TransitionCode => (TRANSITION_CODES as readonly string[]).includes(code);

/** The transition of a from → to move, when the code itself is unknown. */
export function transitionOfMove(from: ShippingCode, to: ShippingCode): TransitionCode | null {
  for (const code of TRANSITION_CODES) {
    const move = BY_MOVE[code];
    if (move.from.includes(from) && move.to.includes(to)) return code;
  }
  return null;
}

/** The notice a line's deliveryMethodTransition raises; null when the line has none. */
export function lineTransitionNotice(item: Pick<CartItem, 'itemId' | 'deliveryMethodTransition'>): TransitionNotice | null {
  const t = item.deliveryMethodTransition;
  if (!t) return null;
  const code = isCode(t.code) ? t.code : transitionOfMove(t.from, t.to);
  const level: NoticeLevel = t.level ?? (code ? BY_MOVE[code].level : 'info');
  return { code, level, serverMessage: t.message, itemId: item.itemId };
}

/**
 * Transitions of the whole order (the shipment downgraded from a collection point to standard):
 * reported in customerNotifications without an item.
 */
export function orderTransitionNotices(cart: Pick<Cart, 'customerNotifications'>): TransitionNotice[] {
  return cart.customerNotifications
    .filter((n) => !n.itemId && isCode(n.id))
    .map((n) => ({ code: n.id as TransitionCode, level: n.type, serverMessage: n.message }));
}

/** Every transition notice of a cart: the order's first, then each line's. */
export function cartTransitionNotices(cart: Pick<Cart, 'customerNotifications' | 'items'>): TransitionNotice[] {
  return [...orderTransitionNotices(cart), ...cart.items.map(lineTransitionNotice).filter((n): n is TransitionNotice => n !== null)];
}
