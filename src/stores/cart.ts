/**
 * The basket as the page chrome needs it: its id, the item count and a light summary of the
 * lines (docs/requirements/cart.md#the-cart Cart: basketId, totalItems, items). Filled from the server's session
 * summary (src/lib/session/load.ts) and by the cart island after each change; the full cart lives
 * behind the BFF.
 */
import { atom } from 'nanostores';
import type { CartOnScreen } from '../../schemas/api/cart.ts';
import type { ShopperError } from '../lib/errors/report.ts';

export interface CartLineSummary {
  itemId: string;
  productId: string;
  qty: number;
}

export interface CartSummary {
  basketId?: string | undefined;
  currency?: string | undefined;
  totalItems: number;
  items: readonly CartLineSummary[];
}

export type CartState = { status: 'unknown' } | ({ status: 'ready' } & CartSummary);

export const $cart = atom<CartState>({ status: 'unknown' });

export const setCart = (summary: CartSummary): void => $cart.set({ status: 'ready', ...summary });
export const EMPTY_CART: CartSummary = { totalItems: 0, items: [] };

// ---- The full cart (cart page, mini cart), kept in step with the summary by src/lib/cart/client.ts ----

export interface CartDetail {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** null: the shopper has no basket (or it has not been read yet). */
  cart: CartOnScreen | null;
  error: ShopperError | null;
}

export const $cartDetail = atom<CartDetail>({ status: 'idle', cart: null, error: null });

/** The summary the header needs, from a full cart. */
export function summaryOf(cart: CartOnScreen): CartSummary {
  return {
    basketId: cart.basketId,
    currency: cart.currency,
    totalItems: cart.totalItems,
    items: cart.items.map((i) => ({ itemId: i.itemId, productId: i.productId, qty: i.qty })),
  };
}
