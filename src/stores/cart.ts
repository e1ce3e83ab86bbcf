/**
 * The basket as the page chrome needs it: its id, the item count and a light summary of the
 * lines (seed 000 §3 Cart: basketId, totalItems, items). Filled from the server's session
 * summary (src/stores/session.ts) and by the cart island after each change; the full cart lives
 * behind the BFF.
 */
import { atom } from 'nanostores';

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
