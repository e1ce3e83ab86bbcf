import type { Site } from '../src/lib/site/locales.ts';

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
   * Position of the block on the page (0-based across sections). Block 0 and 1 are above the
   * fold: their first image is the LCP candidate and loads eagerly with high priority.
   */
  position: number;
  /**
   * Set for the header's blocks (src/layouts/Base.astro): their stylesheets are linked at the end
   * of the page, not in the header, where a stylesheet would hold back the rest of the header
   * (blocks/styles.ts). What the closed header needs is in the blocking sheet.
   */
  deferSheets?: boolean;
}

export interface BlockProps<T> {
  block: T;
  ctx: BlockContext;
}

/** Whether the block at this position is likely above the fold. */
export const isAboveFold = (ctx: BlockContext): boolean => ctx.position < 2;
