/**
 * Linked cards: a grid of cards, each one link (media, title, text) to any page. The whole card
 * is the link's hit area; the title is its accessible name.
 */
import { z } from 'zod';
import { blockBase, cssColor, headingTag, href, responsiveMedia } from './common.ts';
import { anchorId } from './anchors.ts';

export const cardColumns = z
  .object({
    sm: z.union([z.literal(1), z.literal(2)]).default(1),
    md: z.union([z.literal(2), z.literal(3)]).default(2),
    lg: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  })
  .prefault({});
export type CardColumns = z.output<typeof cardColumns>;

export const cardAspectRatio = z.enum(['1/1', '4/5', '3/2', '16/9']);

export const linkedCard = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  eyebrow: z.string().trim().max(60).optional(),
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(400).optional(),
  media: responsiveMedia.optional(),
  target: z.object({
    url: href,
    targetAttribute: z.enum(['_self', '_blank']).default('_self'),
  }),
  /** Words after the title that say where the link goes, e.g. "Read the guide". */
  cta: z.string().trim().max(40).optional(),
});

export const linkedCardsBlock = z.object({
  type: z.literal('linked-cards'),
  ...blockBase,
  anchorId: anchorId.optional(),
  title: z.string().trim().max(200).optional(),
  titleHeadingTag: headingTag.exclude(['h1']).default('h2'),
  cards: z.array(linkedCard).min(1).max(12),
  columns: cardColumns,
  aspectRatio: cardAspectRatio.default('4/5'),
  /** Copy over the media (with a gradient) or below it. */
  variant: z.enum(['below', 'overlay']).default('below'),
  backgroundColor: cssColor.optional(),
});
export type LinkedCardsBlock = z.output<typeof linkedCardsBlock>;
