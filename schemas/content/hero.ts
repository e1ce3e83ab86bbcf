/**
 * Hero: a banner in hero form (the page's first, LCP block). Same fields and rules as the banner,
 * with hero defaults: full width, the page's h1, the largest type and the copy at the bottom.
 */
import { z } from 'zod';
import { bannerObject, bannerRules, typeStyle } from './banner.ts';

export const heroBlock = bannerObject
  .extend({
    type: z.literal('hero'),
    titleH1: z.boolean().default(true),
    titleStyle: typeStyle.default('display-xl'),
    isFullWidth: z.boolean().default(true),
    verticalAlignment: z.enum(['top', 'middle', 'bottom']).default('bottom'),
  })
  .superRefine(bannerRules);
export type HeroBlock = z.output<typeof heroBlock>;
