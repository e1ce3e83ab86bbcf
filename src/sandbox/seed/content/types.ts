/**
 * The contract between the block seed modules (blocks-*.ts, one per group of blocks) and the page
 * composer in the sandbox seed. Each block module returns realistic, varied blocks for a site;
 * the composer places them into pages. Blocks are plain JSON as the CMS would send them.
 */
import type { Site } from '../../../lib/site/locales.ts';
import type { Category } from '../categories.ts';

export type RawBlock = Record<string, unknown> & { type: string; id: string };

export interface SeedContext {
  site: Site;
  categories: readonly Category[];
  /** A few real product ids and slugs per category id, for links and cards. */
  productsByCategory: ReadonlyMap<string, ReadonlyArray<{ id: string; slug: string; name: string; image: string }>>;
}

export interface SeedBlocks {
  /** Blocks for the home page, in page order. Use every block type of the group, in several variants. */
  home: RawBlock[];
  /** Blocks for the top of a category landing page. */
  category: (category: Category) => RawBlock[];
  /** Blocks for editorial content pages (about, sustainability…). */
  content: RawBlock[];
  /** Every variant of every block of the group: the "kitchen sink" page. */
  kitchenSink: RawBlock[];
  /** The footer document's blocks (only the group that owns the footer). */
  footer?: RawBlock[];
  /** The menu document's blocks (only the group that owns the mega menu). */
  menu?: RawBlock[];
}
