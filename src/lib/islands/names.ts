/**
 * The islands that load on intent, by the dialog name each opens. The names are plain data, so
 * `src/lib` and islands can name an island without importing its code; `islands/registry.ts`
 * maps each name to its code (a missing or extra entry there fails the type check).
 */
export const ISLAND_NAMES = ['quickshop', 'sign-in', 'sign-up', 'employee-terms', 'mini-cart', 'buy-box', 'reviews', 'loyalty-sign-up'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export const isIslandName = (name: string): name is IslandName => (ISLAND_NAMES as readonly string[]).includes(name);
