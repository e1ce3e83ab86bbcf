/**
 * Every island that loads on intent (./lazy.ts), by the dialog name it opens. Each entry is a
 * dynamic import, so this map costs a few bytes per entry and each island is its own chunk.
 */
import type { IslandModule } from './lazy.ts';

export const ISLANDS = {
  // filled by each island's owner: 'sign-in': () => import('../../../islands/sign-in/mount.tsx'),
  quickshop: () => import('../../../islands/quick-shop/mount.tsx'),
  'sign-in': () => import('../../../islands/sign-in/mount.tsx'),
  'sign-up': () => import('../../../islands/sign-in/mount.tsx').then((m) => ({ open: m.openSignUp })),
  'employee-terms': () => import('../../../islands/employee-terms/mount.tsx'),
  'mini-cart': () => import('../../../islands/mini-cart/mount.tsx'),
  'buy-box': () => import('../../../islands/buy-box/mount.ts'),
  reviews: () => import('../../../islands/reviews/mount.ts'),
  'loyalty-sign-up': () => import('../../../islands/loyalty/mount.tsx'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLANDS;
