/**
 * Anchors: an in-page navigation to the blocks of the page that carry an `anchorId`. Scrolling
 * is the browser's own (smooth unless the shopper prefers reduced motion), so it needs no script.
 */
import { z } from 'zod';
import { blockBase, textAlignment } from './common.ts';

/**
 * An in-page anchor an editor gives a block (`#faq` in the address bar): a lowercase slug, so it
 * is a valid, stable element id that cannot collide with the ids the page generates (`b3-…`).
 * Blocks that can be anchored to declare `anchorId: anchorId.optional()`.
 */
export const anchorId = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,62}$/, 'An anchor id is a lowercase slug starting with a letter, e.g. faq or size-guide');

export const anchorLink = z.object({
  text: z.string().trim().min(1).max(60),
  /** The anchorId of a block on the same page. */
  anchorId,
});

export const anchorsBlock = z
  .object({
    type: z.literal('anchors'),
    ...blockBase,
    /** The navigation's accessible name, shown as a label when `showTitle`; a default is used when empty. */
    title: z.string().trim().max(60).optional(),
    showTitle: z.boolean().default(false),
    links: z.array(anchorLink).min(1).max(12),
    alignment: textAlignment.default('left'),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.links.forEach((l, i) => {
      if (seen.has(l.anchorId)) ctx.addIssue({ code: 'custom', path: ['links', i, 'anchorId'], message: `#${l.anchorId} is linked twice` });
      seen.add(l.anchorId);
    });
  });
export type AnchorsBlock = z.output<typeof anchorsBlock>;
