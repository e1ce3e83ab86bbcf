/**
 * The attributes every block root carries: the data hooks the page renderer, the preview
 * diagnostics and the e2e tests look for, and the server-rendered responsive switches
 * (hidden per breakpoint, sticky) that docs/requirements/content-blocks.md#page-composition allows on any item.
 */
import type { Breakpoint } from '../../schemas/content/common.ts';

export interface BlockRootInput {
  type: string;
  id: string;
  hideOnBreakpoint?: readonly Breakpoint[];
  /** true: sticky everywhere; per breakpoint: sm means below lg, lg means lg and up. */
  sticky?: boolean | { sm?: boolean | undefined; lg?: boolean | undefined };
}

export interface BlockRootAttrs {
  'data-block': string;
  'data-block-id': string;
  class: string;
}

/** The hide-* utilities live in src/styles/global.css with the CMS breakpoint ranges. */
const HIDE_CLASS: Readonly<Record<Breakpoint, string>> = {
  sm: 'hide-sm',
  md: 'hide-md',
  lg: 'hide-lg',
  xl: 'hide-xl',
};

/*
 * Literal class strings, so Tailwind's scanner sees them. z-30 keeps a sticky block above page
 * content but below dialogs and the header's menus (z-40 and up).
 */
const STICKY_ALL = 'sticky top-0 z-30';
const STICKY_SMALL = 'max-lg:sticky max-lg:top-0 max-lg:z-30';
const STICKY_LARGE = 'lg:sticky lg:top-0 lg:z-30';

export function stickyClasses(sticky: BlockRootInput['sticky']): string[] {
  if (sticky === true) return [STICKY_ALL];
  if (!sticky) return [];
  if (sticky.sm && sticky.lg) return [STICKY_ALL];
  const out: string[] = [];
  if (sticky.sm) out.push(STICKY_SMALL);
  if (sticky.lg) out.push(STICKY_LARGE);
  return out;
}

/**
 * The root element's attributes. In a component with a scoped `<style>`, pass `class` on its
 * own: Astro adds its scope class as a second `class` attribute next to a spread one.
 *
 *   const { class: rootClass, ...root } = blockRootAttrs(block, 'my classes');
 *   <div {...root} class={rootClass}>
 */
export function blockRootAttrs(block: BlockRootInput, extraClass?: string): BlockRootAttrs {
  const classes = [
    ...new Set(block.hideOnBreakpoint ?? []),
  ].map((bp) => HIDE_CLASS[bp]);
  classes.push(...stickyClasses(block.sticky));
  if (extraClass) classes.push(extraClass);
  return {
    'data-block': block.type,
    'data-block-id': block.id,
    class: classes.join(' ').replace(/\s+/g, ' ').trim(),
  };
}

/**
 * An id prefix for elements inside a block (heading ids for aria-labelledby). CMS ids may hold
 * any characters and the same fragment can appear twice on a page, so the position is part of it.
 */
export function blockDomId(block: { id: string }, position: number, suffix: string): string {
  const safe = block.id.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 48);
  return `b${position}-${safe}-${suffix}`;
}
