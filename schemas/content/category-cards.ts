/**
 * Category cards: cards that each lead to a category page. The card names a category by id and
 * slug; the storefront builds the localised category URL (/{locale}/c/{slug}-{id}), so one CMS
 * entry serves every site.
 */
import { z } from 'zod';
import { blockBase, headingTag, responsiveMedia } from './common.ts';
import { anchorId } from './anchors.ts';
import { cardAspectRatio, cardColumns } from './linked-cards.ts';

export const categoryCard = z.object({
  /** 4 to 10 digits (docs/requirements/catalogue.md#routes). */
  categoryId: z.string().trim().regex(/^\d{4,10}$/, 'A category id is 4 to 10 digits'),
  slug: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A slug is lowercase words joined by hyphens'),
  /** The category's name as shoppers see it on this site. */
  title: z.string().trim().min(1).max(80),
  subtitle: z.string().trim().max(160).optional(),
  media: responsiveMedia.optional(),
  /** Query parameters the category page should open with, e.g. { sort: 'newest' }. */
  query: z.record(z.string().regex(/^[a-z][a-zA-Z0-9_]{0,30}$/), z.string().max(200)).optional(),
});

export const categoryCardsBlock = z.object({
  type: z.literal('category-cards'),
  ...blockBase,
  anchorId: anchorId.optional(),
  title: z.string().trim().max(200).optional(),
  titleHeadingTag: headingTag.exclude(['h1']).default('h2'),
  cards: z.array(categoryCard).min(1).max(12),
  columns: cardColumns,
  aspectRatio: cardAspectRatio.default('1/1'),
});
export type CategoryCardsBlock = z.output<typeof categoryCardsBlock>;
