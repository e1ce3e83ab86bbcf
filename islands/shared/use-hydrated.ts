/**
 * False while the island is server-rendered HTML, true once React runs it: islands rendered on
 * the server (the account's) keep their buttons disabled until then, so a press before hydration
 * is never lost.
 *
 * The flip is a transition: it re-renders the whole island, and a default-priority update right
 * after hydration ran as one task that blocked the main thread (the cart's hydration at 4× CPU
 * throttling: 111 ms of blocking a load instead of 52, median of 10). As a transition React
 * renders it in slices, as it hydrated.
 */
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
