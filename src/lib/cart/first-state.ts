/**
 * The cart page's first state, read on the server from the shopper's session (issue 15: the cart
 * used to paint empty and fill in on the client). The island starts from it and refreshes it in
 * the browser; when the read fails or is slow, the page falls back to loading in the browser.
 */
import { cartOnScreen, getCart, type CartOnScreen } from '../../../schemas/api/cart.ts';
import { authBroker } from '../bff/broker.ts';
import type { BffRequest } from '../bff/auth-session.ts';
import { log } from '../log/logger.ts';

/** Shorter than the island's own read: past it the browser reads the cart as before. */
export const FIRST_CART_READ_TIMEOUT_MS = 1500;

/** What the page knows before the island runs: a cart, no basket at all, or nothing yet. */
export type FirstCartState = { kind: 'cart'; cart: CartOnScreen } | { kind: 'none' } | { kind: 'unknown' };

export async function firstCartState(req: BffRequest, correlationId?: string): Promise<FirstCartState> {
  const { basketId } = authBroker.serverSide(req);
  if (!basketId) return { kind: 'none' };
  try {
    const out = await authBroker.callForShopper(req, getCart, { params: { basketId }, query: {} }, FIRST_CART_READ_TIMEOUT_MS);
    if (out.ok) return out.data.state === 'ordered' ? { kind: 'none' } : { kind: 'cart', cart: cartOnScreen(out.data) };
    // CART_NOT_FOUND and the like: the island knows how to recover the lines; let it.
    log('info', 'cart.first_state_unread', { status: out.status, correlationId });
  } catch (error) {
    log('warn', 'cart.first_state_failed', { error: error instanceof Error ? error.message : String(error), correlationId });
  }
  return { kind: 'unknown' };
}
