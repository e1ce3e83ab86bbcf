/**
 * The collection's layout per breakpoint, computed on the server: CSS custom properties and form
 * classes (so the page switches between grid and carousel with CSS alone), and the small config
 * the carousel script needs on the breakpoints where it runs. Pure, so it is unit tested.
 */
import type { Breakpoint } from '../../schemas/content/common.ts';
import type { CollectionBlock, CollectionLayout, CollectionSpacing } from '../../schemas/content/collection.ts';

const BPS: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

/** Padding on each side of an item, so two neighbours sit twice this apart. */
export const SLIDE_PADDING_REM: Readonly<Record<CollectionSpacing, number>> = { none: 0, small: 0.5, medium: 0.75, large: 1 };
/** Inset before the first and after the last slide of a carousel. */
export const CAROUSEL_MARGIN_REM: Readonly<Record<CollectionSpacing, number>> = { none: 0, small: 1, medium: 1.5, large: 2.5 };

/** Grid columns when the editor sets none. */
const DEFAULT_COLUMNS: Readonly<Record<Breakpoint, number>> = { sm: 1, md: 2, lg: 3, xl: 4 };

/** What the carousel script needs for one breakpoint (null there means "grid": no script runs). */
export interface CarouselConfig {
  loop: boolean;
  /** 0 when the breakpoint does not autoplay. docs/requirements/content-blocks.md#video: seconds × 1000. */
  autoplayMs: number;
  marginRem: number;
  centered: boolean;
}
export type CarouselConfigs = Record<Breakpoint, CarouselConfig | null>;

export function gridColumns(layout: CollectionLayout, bp: Breakpoint, variant: CollectionBlock['variant'], itemCount: number): number {
  if (layout.columns) return layout.columns;
  const base = variant === 'threeCardGrid' && bp !== 'sm' ? 3 : DEFAULT_COLUMNS[bp];
  return Math.max(1, Math.min(base, itemCount));
}

export const autoplayMs = (layout: CollectionLayout): number =>
  layout.type === 'carousel' && layout.autoplay ? Math.round(layout.autorotateTime * 1000) : 0;

/**
 * Custom properties per breakpoint, as one `style` value. The component's stylesheet picks the
 * active breakpoint's values in media queries, so the server never has to know the viewport.
 */
export function layoutVars(block: Pick<CollectionBlock, 'breakpoints' | 'variant' | 'items'>): string {
  const out: string[] = [];
  // sm carries every value; md, lg and xl only those that change (collection.css falls back to
  // the breakpoint below), so the attribute stays short (issue 15: smaller HTML).
  const last = new Map<string, string>();
  const keep = (decl: string) => {
    const [name = '', value = ''] = decl.split(':');
    const key = name.replace(/-(sm|md|lg|xl)$/, '');
    if (last.get(key) === value) return false;
    last.set(key, value);
    return true;
  };
  for (const bp of BPS) {
    const l = block.breakpoints[bp];
    const carousel = l.type === 'carousel';
    const show = (on: boolean) => (carousel && on ? 'flex' : 'none');
    out.push(...[
      `--w-${bp}:${l.slideWidth}`,
      `--mw-${bp}:${l.slideMaxWidth ?? 'none'}`,
      `--p-${bp}:${SLIDE_PADDING_REM[l.slidePadding]}rem`,
      `--m-${bp}:${carousel ? CAROUSEL_MARGIN_REM[l.margin] : 0}rem`,
      `--cols-${bp}:${gridColumns(l, bp, block.variant, block.items.length)}`,
      `--arrows-${bp}:${show(l.showArrows)}`,
      `--dots-${bp}:${show(l.showIndicators)}`,
      `--bar-${bp}:${show(l.showProgress)}`,
      `--play-${bp}:${show(l.autoplay)}`,
      `--ctrl-${bp}:${show(l.showArrows || l.showIndicators || l.showProgress || l.autoplay)}`,
    ].filter(keep));
  }
  return out.join(';');
}

/** `cl-car-sm cl-grid-lg …`: which form each breakpoint takes. */
export const formClasses = (breakpoints: CollectionBlock['breakpoints']): string =>
  BPS.map((bp) => `cl-${breakpoints[bp].type === 'carousel' ? 'car' : 'grid'}-${bp}`).join(' ');

export const hasCarousel = (breakpoints: CollectionBlock['breakpoints']): boolean =>
  BPS.some((bp) => breakpoints[bp].type === 'carousel');

export const hasAutoplay = (breakpoints: CollectionBlock['breakpoints']): boolean =>
  BPS.some((bp) => autoplayMs(breakpoints[bp]) > 0);

/** Whether any carousel breakpoint shows a control, i.e. the controls row must exist at all. */
export const hasControls = (breakpoints: CollectionBlock['breakpoints']): boolean =>
  BPS.some((bp) => {
    const l = breakpoints[bp];
    return l.type === 'carousel' && (l.showArrows || l.showIndicators || l.showProgress || l.autoplay);
  });

export function carouselConfigs(block: Pick<CollectionBlock, 'breakpoints' | 'variant'>): CarouselConfigs {
  const out = {} as CarouselConfigs;
  for (const bp of BPS) {
    const l = block.breakpoints[bp];
    out[bp] =
      l.type === 'carousel'
        ? { loop: l.loop, autoplayMs: autoplayMs(l), marginRem: CAROUSEL_MARGIN_REM[l.margin], centered: block.variant === 'highlightCenter' }
        : null;
  }
  return out;
}

/** The page's content width a collection spans: the viewport less its padding, at most 78rem. */
const CONTENT_WIDTH: Readonly<Record<Breakpoint, string>> = { sm: '(100vw - 2rem)', md: '(100vw - 2rem)', lg: '(100vw - 2rem)', xl: '78rem' };

/**
 * The width one slide fills per breakpoint, for its images' `sizes` (a picture in a four-column
 * grid must not download a full-width image). A slide width the editor gives in other units than
 * % is used as it is; a max width only makes the slide smaller, so it is left out.
 */
export function slideSizes(block: Pick<CollectionBlock, 'breakpoints' | 'variant' | 'items'>): Record<Breakpoint, string> {
  const out = {} as Record<Breakpoint, string>;
  for (const bp of BPS) {
    const l = block.breakpoints[bp];
    const share = /^(\d+(?:\.\d+)?)%$/.exec(l.slideWidth.trim());
    if (l.type === 'carousel') out[bp] = share ? `calc(${CONTENT_WIDTH[bp]} * ${Number(share[1]) / 100})` : l.slideWidth;
    else out[bp] = `calc(${CONTENT_WIDTH[bp]} / ${gridColumns(l, bp, block.variant, block.items.length)})`;
  }
  return out;
}

/** How many slides the widest first row shows, on any breakpoint (a carousel's peeking slide counts). */
export function slidesInFirstRow(block: Pick<CollectionBlock, 'breakpoints' | 'variant' | 'items'>): number {
  let most = 1;
  for (const bp of BPS) {
    const l = block.breakpoints[bp];
    const share = /^(\d+(?:\.\d+)?)%$/.exec(l.slideWidth.trim());
    const row = l.type === 'carousel' ? (share && Number(share[1]) > 0 ? Math.ceil(100 / Number(share[1])) : 2) : gridColumns(l, bp, block.variant, block.items.length);
    most = Math.max(most, row);
  }
  return Math.min(most, block.items.length);
}

/** The item the highlightCenter variant raises in a grid: the middle one (left of centre when even). */
export const centreIndex = (count: number): number => Math.max(0, Math.ceil(count / 2) - 1);
