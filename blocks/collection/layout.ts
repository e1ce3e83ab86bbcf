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
  for (const bp of BPS) {
    const l = block.breakpoints[bp];
    const carousel = l.type === 'carousel';
    const show = (on: boolean) => (carousel && on ? 'flex' : 'none');
    out.push(
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
    );
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

/** The item the highlightCenter variant raises in a grid: the middle one (left of centre when even). */
export const centreIndex = (count: number): number => Math.max(0, Math.ceil(count / 2) - 1);
