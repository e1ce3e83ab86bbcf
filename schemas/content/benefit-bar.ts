/**
 * Benefit bar (docs/requirements/content-blocks.md#benefit-bar): a strip that states a benefit (free shipping, members' points) with
 * a logo, a background image, a title and subtitle, an info icon and targets. With
 * showCloseButton the shopper can close it, and it stays closed: the flag persists under
 * `benefitBarClosed` (docs/requirements/content-blocks.md#benefit-bar).
 */
import { z } from 'zod';
import { blockBase, cssColor, href, mediaObject, responsiveMedia, textAlignment } from './common.ts';

/** The info icon opens a short explanation in place, or leads to a page (terms, details). */
export const benefitInfo = z
  .object({
    /** The icon button's accessible name; "More information" in the site's language when empty. */
    label: z.string().trim().max(60).optional(),
    text: z.string().trim().min(1).max(600).optional(),
    url: href.optional(),
  })
  .refine((i) => (i.text === undefined) !== (i.url === undefined), { message: 'The info icon shows text or links to a url (one of the two)', path: ['text'] });

export const benefitTarget = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  url: href,
  text: z.string().trim().min(1).max(40),
  targetAttribute: z.enum(['_self', '_blank']).default('_self'),
});

export const benefitBarBlock = z.object({
  type: z.literal('benefit-bar'),
  ...blockBase,
  logo: mediaObject.optional(),
  backgroundImage: responsiveMedia.optional(),
  /** Behind the copy when there is no image, and while it loads. */
  backgroundColor: cssColor.optional(),
  textColor: cssColor.optional(),
  alignment: textAlignment.default('center'),
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().trim().max(240).optional(),
  infoIcon: benefitInfo.optional(),
  targets: z.array(benefitTarget).max(3).default([]),
  showCloseButton: z.boolean().default(false),
});
export type BenefitBarBlock = z.output<typeof benefitBarBlock>;
