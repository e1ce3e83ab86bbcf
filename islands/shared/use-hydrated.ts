/**
 * False while the island is server-rendered HTML, true once React runs it: islands rendered on
 * the server (the account's) keep their buttons disabled until then, so a press before hydration
 * is never lost.
 *
 * The flip is a transition: it re-renders the whole island, and a default-priority update right
 * after hydration runs as one task that blocks the main thread. As a transition React renders it
 * in slices, as it hydrated (docs/decisions.md "The cart page rendered on the server and
 * hydrated").
 */
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
