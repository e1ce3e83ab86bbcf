/**
 * User-generated content (docs/requirements/content-blocks.md#user-generated-content Social media service, docs/requirements/content-blocks.md#user-generated-content Other, docs/requirements/content-blocks.md#user-generated-content): Olapic- and
 * Curalate-style photo widgets fed by the social media service. The title and subtitle hide when
 * the path contains 'customs' or a product id; product and category ids come from the path and
 * replace the PRODUCT_ID and CATEGORY placeholders of the filter. Curalate starts 500 ms after it
 * is shown. A failed script or media load is only logged.
 */
import { z } from 'zod';
import { SOCIAL_PAGE_DEFAULT, SOCIAL_PAGE_MAX } from '../api/social.ts';
import { blockBase, headingTag } from './common.ts';

export { CATEGORY_PLACEHOLDER, CURALATE_INIT_DELAY_MS, PRODUCT_ID_PLACEHOLDER } from './ugc-rules.ts';

/** `productId:PRODUCT_ID`, `category:CATEGORY`, `category:1001`, comma-separated. */
export const ugcFilter = z
  .string()
  .trim()
  .max(200)
  .regex(/^((productId|category):[A-Z0-9_]{1,20})(,(productId|category):[A-Z0-9_]{1,20})*$/, 'productId:… or category:…, comma-separated');

export const ugcBlock = z.object({
  type: z.literal('ugc'),
  ...blockBase,
  provider: z.enum(['olapic', 'curalate']).default('olapic'),
  title: z.string().trim().min(1).optional(),
  subtitle: z.string().trim().min(1).optional(),
  titleHeadingTag: headingTag.default('h2'),
  /** Olapic: the widget instance (analytics and moderation group). */
  instanceId: z.string().trim().min(1).max(64).optional(),
  /** Curalate: which photos; placeholders are filled from the path. Unset: the brand's recent photos. */
  filter: ugcFilter.optional(),
  limit: z.number().int().min(1).max(SOCIAL_PAGE_MAX).default(SOCIAL_PAGE_DEFAULT),
});
export type UgcBlock = z.output<typeof ugcBlock>;
