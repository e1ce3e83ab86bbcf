/**
 * Every island that loads on intent (src/lib/islands/lazy.ts), by the dialog name it opens
 * (src/lib/islands/names.ts). Each entry is a dynamic import, so this map costs a few bytes per
 * entry and each island is its own chunk. It lives with the islands, not in src/lib, so imports go
 * one way (islands → src/lib → src/stores): the chrome's script (src/components/chrome/) imports
 * this module on the first intent, which hands the map to the loader. No island imports it.
 */
import { registerIslands, type IslandModule } from '../src/lib/islands/lazy.ts';
import type { IslandName } from '../src/lib/islands/names.ts';

export const ISLANDS = {
  quickshop: () => import('./quick-shop/mount.tsx'),
  'sign-in': () => import('./sign-in/mount.tsx'),
  'sign-up': () => import('./sign-in/mount.tsx').then((m) => ({ open: m.openSignUp })),
  'employee-terms': () => import('./employee-terms/mount.tsx'),
  'mini-cart': () => import('./mini-cart/mount.tsx'),
  'buy-box': () => import('./buy-box/mount.ts'),
  reviews: () => import('./reviews/mount.ts'),
  'loyalty-sign-up': () => import('./loyalty/mount.tsx'),
} satisfies Record<IslandName, () => Promise<IslandModule>>;

registerIslands(ISLANDS);

export { startIslandTriggers } from '../src/lib/islands/lazy.ts';
