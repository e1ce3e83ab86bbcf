import type { Site } from '../src/lib/site/locales.ts';
import type { SizesInput } from '../src/lib/media/image.ts';

/** What every block component receives besides its own parsed fields. */
export interface BlockContext {
  site: Site;
  /** The request URL (for "current route" highlighting and kept query params). */
  url: URL;
  /** Preview session: editors see diagnostics in place of broken blocks. */
  preview: boolean;
  /** The CMS page id, for logs and tracking. */
  pageId: string;
  /**
   * Position of the block on the page (0-based across sections): blocks 0 to 2 are likely on the
   * first screen (`isAboveFold`).
   */
  position: number;
  /**
   * Whether this block holds the page's likely LCP image (./lead-image.ts): set by
   * blocks/BlockList.astro for each block it renders.
   */
  leadImage?: boolean;
  /**
   * The block links no stylesheet: its list has linked the blocks' sheet above it
   * (blocks/BlockList.astro), or, for the header's blocks, src/layouts/Base.astro links it at the
   * end of the page, since a stylesheet in the header would hold back the rest of the header
   * (blocks/styles.ts). What the closed header needs is in the blocking sheet.
   */
  deferSheets?: boolean;
  /**
   * Set for the chrome's blocks whose bodies come later (src/components/chrome/ChromeBlocks.astro):
   * the URL of the fragment that has them (src/pages/[locale]/fragments/[area].astro). The mega
   * menu renders each panel with its shop-all link only, filled on the shopper's first intent; a
   * pop-up renders its empty root, filled when its delay runs out (issue 15: HTML every page
   * carried, and rendered, for what a shopper sees only later).
   */
  bodiesFrom?: string;
  /**
   * Set by a block that lays out other blocks (a collection's slides): the slot's width for the
   * child's images' `sizes`, and whether the slot is on the first screen (eager) and the page's
   * likely LCP image (high priority). The child's own position says nothing about that.
   */
  slot?: ImageSlot;
}

export interface ImageSlot {
  sizes: SizesInput;
  eager: boolean;
  priority: boolean;
}

export interface BlockProps<T> {
  block: T;
  ctx: BlockContext;
}

/** Blocks 0 to 2 are likely on the first screen: a slim block (a promo bar, a row of links) often comes before the first tall one. */
export const FIRST_SCREEN_BLOCKS = 3;

/**
 * Whether the block is likely on the first screen: its images load eagerly, so the browser's
 * preload scanner finds them in the HTML instead of after layout.
 */
export const isAboveFold = (ctx: BlockContext): boolean => (ctx.slot ? ctx.slot.eager : ctx.position < FIRST_SCREEN_BLOCKS);

/** Whether the block's first image is the page's likely LCP image (./lead-image.ts): eager and fetchpriority="high". */
export const isLcpCandidate = (ctx: BlockContext): boolean => (ctx.slot ? ctx.slot.priority : ctx.leadImage === true);
