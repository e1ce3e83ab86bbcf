/**
 * False while the island is server-rendered HTML, true once React runs it: islands rendered on
 * the server (the account's) keep their buttons disabled until then, so a press before hydration
 * is never lost.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
