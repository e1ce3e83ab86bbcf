/**
 * Vertical list: a list of items beside one media panel; the item the shopper hovers or focuses
 * sets the media shown (docs/requirements/content-blocks.md#vertical-list). Without script every item is still readable and linked,
 * and the first item's media shows.
 */
import { z } from 'zod';
import { blockBase, cssColor, headingTag, href, responsiveMedia } from './common.ts';
import { anchorId } from './anchors.ts';
import { cardAspectRatio } from './linked-cards.ts';

export const verticalListItem = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(400).optional(),
  media: responsiveMedia,
  target: z
    .object({
      url: href,
      targetAttribute: z.enum(['_self', '_blank']).default('_self'),
    })
    .optional(),
});

export const verticalListBlock = z.object({
  type: z.literal('vertical-list'),
  ...blockBase,
  anchorId: anchorId.optional(),
  title: z.string().trim().max(200).optional(),
  titleHeadingTag: headingTag.exclude(['h1']).default('h2'),
  items: z.array(verticalListItem).min(2).max(10),
  /** Where the media panel sits on large screens; it is above the list on small ones. */
  mediaPosition: z.enum(['left', 'right']).default('right'),
  aspectRatio: cardAspectRatio.default('4/5'),
  backgroundColor: cssColor.optional(),
  textColor: cssColor.optional(),
});
export type VerticalListBlock = z.output<typeof verticalListBlock>;
