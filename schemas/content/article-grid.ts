/**
 * Article grid with its filter list (docs/requirements/content-blocks.md#article-grid "Article filter list", docs/requirements/content-blocks.md#article-grid): a grid of
 * article cards from the article search, a filter bar of tags (clear-all, see more/less) and a
 * read-more button that loads the next page by offset while fewer than the total are shown.
 */
import { z } from 'zod';
import { ARTICLE_TAG_ID } from '../api/article.ts';
import { blockBase } from './common.ts';

/** docs/requirements/content-blocks.md#article-grid: "Article grid initial size is rows times the small-grid size, or 3". */
export const ARTICLE_GRID_DEFAULT_SIZE = 3;
/** docs/requirements/content-blocks.md#article-grid: facet display limits sm 4, md 10, lg 20 (xl shows as many as lg). */
export const FACET_DISPLAY_LIMITS = { sm: 4, md: 10, lg: 20 } as const;

const facetLimit = (fallback: number) => z.number().int().min(1).max(100).default(fallback);

export const articleGridBlock = z.object({
  type: z.literal('article-grid'),
  ...blockBase,
  title: z.string().trim().min(1).optional(),
  subtitle: z.string().trim().min(1).optional(),
  /** The grid's heading level; article titles sit one level below. */
  titleHeadingTag: z.enum(['h2', 'h3']).default('h2'),
  /** Rows shown at first (and added by each read-more). */
  rows: z.number().int().min(1).max(8).optional(),
  /** Cards per row of the grid from the large breakpoint (the "small grid": compact cards). */
  smallGridSize: z.number().int().min(2).max(4).optional(),
  /** Tags on from the start (an "Events" grid); the shopper can still change them. */
  tagIds: z.array(z.string().regex(ARTICLE_TAG_ID, 'A tag id: lower-case letters, digits and dashes')).max(20).default([]),
  /** The filter bar; off, the grid shows the preset tags (or everything) with read-more only. */
  showFilters: z.boolean().default(true),
  /** Tags shown before "see more", per breakpoint. */
  facetLimits: z.object({ sm: facetLimit(FACET_DISPLAY_LIMITS.sm), md: facetLimit(FACET_DISPLAY_LIMITS.md), lg: facetLimit(FACET_DISPLAY_LIMITS.lg) }).prefault({}),
});
export type ArticleGridBlock = z.output<typeof articleGridBlock>;

/** How many articles the grid shows at first and adds per read-more. */
export const articleGridPageSize = (block: Pick<ArticleGridBlock, 'rows' | 'smallGridSize'>): number =>
  block.rows && block.smallGridSize ? block.rows * block.smallGridSize : ARTICLE_GRID_DEFAULT_SIZE;
