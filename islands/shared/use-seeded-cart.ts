/**
 * The cart and checkout islands render on the server from the cart the page read there; in the
 * browser the cart store starts from that same cart, once, in the island's first render, before
 * `useStore` reads it. Seeded later (in an effect), the store's change re-rendered the whole
 * island in one task right after hydration, as `useSyncExternalStore` updates are never
 * transitions (issue 15, docs/decisions.md "The cart page rendered on the server and hydrated").
 * Never on the server: there the stores are module state shared by every request.
 */
import { useState } from 'react';
import type { Cart } from '../../schemas/api/cart.ts';
import { $cartDetail } from '../../src/stores/cart.ts';

export function useSeededCart(cart: Cart | null | undefined): void {
  useState(() => {
    if (typeof document !== 'undefined' && cart && !$cartDetail.get().cart) $cartDetail.set({ status: 'ready', cart, error: null });
    return null;
  });
}
