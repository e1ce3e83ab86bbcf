/**
 * Picture: one image with art direction (media per breakpoint), alt text, an optional link,
 * caption and aspect ratio.
 */
import { z } from 'zod';
import { blockBase, href, responsiveMedia, textAlignment } from './common.ts';

/** auto keeps each source's own proportions (art-directed sources may differ). */
export const aspectRatio = z.enum(['auto', '1/1', '4/5', '3/4', '2/3', '4/3', '3/2', '16/9', '21/9']);
export type AspectRatio = z.infer<typeof aspectRatio>;

export const pictureBlock = z
  .object({
    type: z.literal('picture'),
    ...blockBase,
    media: responsiveMedia,
    /** Alt for every breakpoint, over the media's own; empty means decorative. */
    alt: z.string().max(300).optional(),
    target: z
      .object({
        url: href,
        /** The link's accessible name when the picture itself is decorative. */
        text: z.string().trim().max(120).optional(),
        targetAttribute: z.enum(['_self', '_blank']).default('_self'),
      })
      .optional(),
    caption: z.string().trim().max(300).optional(),
    captionAlignment: textAlignment.default('left'),
    aspectRatio: aspectRatio.default('auto'),
    isFullWidth: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    const alt = (p.alt ?? p.media.sm.alt).trim();
    if (p.target && !alt && !p.target.text) {
      // A link with only a decorative image inside has no accessible name.
      ctx.addIssue({ code: 'custom', path: ['target', 'text'], message: 'A linked picture needs alt text or target text' });
    }
  });
export type PictureBlock = z.output<typeof pictureBlock>;
