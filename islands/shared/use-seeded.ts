/**
 * Islands rendered on the server start their browser stores from what the page read there: once,
 * in the island's first render in the browser, before `useStore` reads the store. Seeded later (in
 * an effect), the store's change re-renders the whole island in one task right after hydration,
 * as `useSyncExternalStore` updates are never transitions (issue 15, docs/decisions.md "The cart
 * page rendered on the server and hydrated"). Never on the server: there the stores are module
 * state shared by every request.
 */
import { useState } from 'react';

export function useSeeded(seed: () => void): void {
  // A state initializer, not an effect: it runs in the first render, before the store is read.
  useState(() => {
    if (typeof document !== 'undefined') seed();
    return null;
  });
}
