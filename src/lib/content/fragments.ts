/**
 * The chrome documents whose blocks' bodies come later, as fragments
 * (src/pages/[locale]/fragments/[area].astro, src/components/chrome/ChromeBlocks.astro).
 * `firstPosition` is where the area's blocks count from on the page (their ids include it), so
 * the page's blocks and the fragment's agree; the footer's blocks count from 200.
 */
export const FRAGMENT_AREAS = {
  menu: { firstPosition: 100 },
  popups: { firstPosition: 300 },
} as const;

export type FragmentArea = keyof typeof FRAGMENT_AREAS;

export const isFragmentArea = (value: string | undefined): value is FragmentArea => value !== undefined && Object.hasOwn(FRAGMENT_AREAS, value);
