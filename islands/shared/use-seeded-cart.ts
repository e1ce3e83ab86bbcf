/**
 * The cart and checkout islands render on the server from the cart the page read there; in the
 * browser the cart store starts from that same cart (./use-seeded.ts).
 */
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import { $cartDetail } from '../../src/stores/cart.ts';
import { useSeeded } from './use-seeded.ts';

export function useSeededCart(cart: Cart | null | undefined): void {
  useSeeded(() => {
    if (cart && !$cartDetail.get().cart) $cartDetail.set({ status: 'ready', cart, error: null });
  });
}
