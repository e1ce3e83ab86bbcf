/**
 * Pure decisions behind the banner and hero markup: layout per breakpoint, alignment, image
 * `sizes`, class maps. Kept out of the .astro file so they are unit-tested without rendering.
 */
import type { Breakpoint, ResponsiveMedia } from '../../schemas/content/common.ts';
import type { BannerBlock, BannerLayout, TypeStyle } from '../../schemas/content/banner.ts';
import type { HeroBlock } from '../../schemas/content/hero.ts';
import type { SizesInput } from '../../src/lib/media/image.ts';

export type BannerLike = BannerBlock | HeroBlock;
type Align = 'left' | 'center' | 'right';

const ORDER: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];
const isSmall = (bp: Breakpoint) => bp === 'sm' || bp === 'md';

/** The media in slot order: `media` first, then `mediaList`. */
export function mediaSlots(b: Pick<BannerLike, 'media' | 'mediaList'>): ResponsiveMedia[] {
  return [...(b.media ? [b.media] : []), ...b.mediaList];
}

/** Layout at every breakpoint: each missing one inherits the one below; sm defaults to overlay. */
export function resolveLayouts(b: Pick<BannerLike, 'responsiveLayout' | 'media' | 'mediaList'>): Record<Breakpoint, BannerLayout> {
  const count = mediaSlots(b).length;
  const out = {} as Record<Breakpoint, BannerLayout>;
  let last: BannerLayout = 'overlay';
  for (const bp of ORDER) {
    let layout: BannerLayout = b.responsiveLayout[bp]?.layout ?? last;
    // The schema refuses this; content stored before a schema change must still render.
    if (layout === 'below-2media' && count < 2) layout = 'below-1media';
    out[bp] = layout;
    last = layout;
  }
  return out;
}

/** The breakpoint below in the same size class (small: sm, md; large: lg, xl). */
const SAME_CLASS_BELOW: Readonly<Partial<Record<Breakpoint, Breakpoint>>> = { md: 'sm', xl: 'lg' };

/**
 * Where the copy sits per breakpoint: the layout entry's alignment (an entry's alignment carries
 * up within its size class, as its layout does), else alignmentSmall below lg, alignmentLarge from lg.
 */
export function resolveAlignments(b: Pick<BannerLike, 'responsiveLayout' | 'alignmentSmall' | 'alignmentLarge'>): Record<Breakpoint, Align> {
  const out = {} as Record<Breakpoint, Align>;
  for (const bp of ORDER) {
    const below = SAME_CLASS_BELOW[bp];
    out[bp] =
      b.responsiveLayout[bp]?.alignment ??
      (below ? b.responsiveLayout[below]?.alignment : undefined) ??
      (isSmall(bp) ? b.alignmentSmall : b.alignmentLarge);
  }
  return out;
}

/** The contained banner's max width (80rem, the xl breakpoint) for `sizes`. */
const CONTAINED_MAX_REM = 80;

/** The rendered width of one media slot per breakpoint, for `sizes`. */
export function mediaSizes(
  layouts: Record<Breakpoint, BannerLayout>,
  o: { isFullWidth: boolean; imageWidth: number },
): SizesInput {
  const out: Partial<Record<Breakpoint, string>> = {};
  for (const bp of ORDER) {
    const share = layouts[bp] === 'below-2media' ? 50 : layouts[bp] === 'split' ? o.imageWidth : 100;
    out[bp] = !o.isFullWidth && bp === 'xl' ? `${(CONTAINED_MAX_REM * share) / 100}rem` : `${share}vw`;
  }
  return out;
}

/** Literal class strings per type style (Tailwind only generates what it finds in the source). */
export const TYPE_STYLE_CLASSES: Readonly<Record<TypeStyle, string>> = {
  'display-xl': 'font-display text-display-md md:text-display-lg lg:text-display-xl',
  'display-lg': 'font-display text-display-sm md:text-display-md lg:text-display-lg',
  'display-md': 'font-display text-display-sm lg:text-display-md',
  'display-sm': 'font-display text-display-sm',
  'body-lg': 'text-lg leading-snug lg:text-xl',
  'body-md': 'text-base leading-normal',
  'body-sm': 'text-sm leading-normal',
  caps: 'text-sm font-semibold uppercase tracking-widest',
};

const TEXT_ALIGN_SMALL: Readonly<Record<Align, string>> = { left: 'text-left', center: 'text-center', right: 'text-right' };
const TEXT_ALIGN_LARGE: Readonly<Record<Align, string>> = { left: 'lg:text-left', center: 'lg:text-center', right: 'lg:text-right' };
const JUSTIFY_SMALL: Readonly<Record<Align, string>> = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };
const JUSTIFY_LARGE: Readonly<Record<Align, string>> = { left: 'lg:justify-start', center: 'lg:justify-center', right: 'lg:justify-end' };
const ITEMS_SMALL: Readonly<Record<Align, string>> = { left: 'items-start', center: 'items-center', right: 'items-end' };
const ITEMS_LARGE: Readonly<Record<Align, string>> = { left: 'lg:items-start', center: 'lg:items-center', right: 'lg:items-end' };

/** Text alignment classes: small below lg (64rem), large from lg. */
export function textAlignClasses(small: Align, large: Align): { text: string; justify: string; items: string } {
  return {
    text: `${TEXT_ALIGN_SMALL[small]} ${TEXT_ALIGN_LARGE[large]}`,
    justify: `${JUSTIFY_SMALL[small]} ${JUSTIFY_LARGE[large]}`,
    items: `${ITEMS_SMALL[small]} ${ITEMS_LARGE[large]}`,
  };
}

/**
 * The banner's alignment classes, only where they differ from its sheet's defaults (left: text
 * left, copy at the start, CTAs at the start; blocks/banner/banner.css) or from the size below,
 * so a left-aligned banner carries none (issue 15: smaller HTML).
 */
export function bannerAlignClasses(small: Align, large: Align): { text: string; justify: string; items: string } {
  const pick = (s: Readonly<Record<Align, string>>, l: Readonly<Record<Align, string>>) =>
    [small !== 'left' ? s[small] : '', large !== small ? l[large] : ''].filter(Boolean).join(' ');
  return {
    text: pick(TEXT_ALIGN_SMALL, TEXT_ALIGN_LARGE),
    justify: pick(JUSTIFY_SMALL, JUSTIFY_LARGE),
    items: pick(ITEMS_SMALL, ITEMS_LARGE),
  };
}

/**
 * One value per breakpoint, as data attributes: `data-<name>` alone when all four are the same
 * (the common case), else `data-<name>-sm` … `-xl` (blocks/banner/banner.css reads both).
 */
export function perBreakpointAttrs<T extends string>(name: string, values: Record<Breakpoint, T>): Record<string, T> {
  const all = ORDER.map((bp) => values[bp]);
  if (all.every((v) => v === all[0])) return { [`data-${name}`]: all[0] as T };
  return Object.fromEntries(ORDER.map((bp) => [`data-${name}-${bp}`, values[bp]]));
}

/** hide-* classes for the breakpoints the gradient is NOT shown at. */
export function gradientHideClasses(shownAt: readonly Breakpoint[]): string {
  return ORDER.filter((bp) => !shownAt.includes(bp))
    .map((bp) => `hide-${bp}`)
    .join(' ');
}

/** The media link duplicates a CTA: keep it for pointer users only, out of the tab order and AT. */
export function mediaLinkIsDuplicate(b: Pick<BannerLike, 'mediaTarget' | 'targets' | 'linkType'>): boolean {
  if (!b.mediaTarget || b.linkType === 'No-CTA') return false;
  const url = b.mediaTarget.url;
  return b.targets.some((t) => t.url === url);
}
