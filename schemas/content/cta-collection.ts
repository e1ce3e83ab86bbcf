/**
 * CTA collection (docs/requirements/content-blocks.md#collection-and-cta-collection): a row of call-to-action links, e.g. the sub-categories of a
 * landing page. The link whose path and query equal the current route is the current one
 * (docs/requirements/content-blocks.md#collection-and-cta-collection).
 */
import { z } from 'zod';
import { blockBase, target, textAlignment } from './common.ts';

export const ctaCollectionBlock = z.object({
  type: z.literal('cta-collection'),
  ...blockBase,
  /** Names the group of links for assistive technology (the links are often "Men", "Women"…). */
  title: z.string().trim().min(1).optional(),
  /** A rule under the row, like tabs. */
  bottomBorder: z.boolean().default(false),
  /** Draw the current route's link as the selected one (it is marked aria-current either way). */
  highlightButton: z.boolean().default(true),
  /** Every link gets the same width (docs/requirements/content-blocks.md#collection-and-cta-collection: 12.5rem plus padding). */
  equalTargetSize: z.boolean().default(false),
  /** Where the row sits when it does not fill the width. */
  alignment: textAlignment.default('center'),
  targets: z.array(target).min(1),
});
export type CtaCollectionBlock = z.output<typeof ctaCollectionBlock>;
