/**
 * Product recommendation carousel (docs/requirements/content-blocks.md#recommendations-and-up-sell Recommendation, docs/requirements/content-blocks.md#recommendations-and-up-sell Personalisation, docs/requirements/content-blocks.md#recommendations-and-up-sell):
 * cards from the personalisation decide call, fetched in the browser so the page stays cacheable
 * for everyone. Card widths by variant (3-cards, 5-cards, 6-cards, search-hub 250 px); slides to
 * scroll 6 for six cards, 3 otherwise on medium screens and up; 6 skeleton placeholders while
 * loading; impressions reported, up to 24.
 */
import { z } from 'zod';
import { DEFAULT_RECOMMENDATIONS, MAX_RECOMMENDATIONS, decisionPoint } from '../api/personalisation.ts';
import { blockBase, headingTag } from './common.ts';

export const RECOMMENDATION_VARIANTS = ['3-cards', '5-cards', '6-cards', 'search-hub'] as const;
export type RecommendationVariant = (typeof RECOMMENDATION_VARIANTS)[number];
/** docs/requirements/content-blocks.md#recommendations-and-up-sell: 6 skeleton placeholders. */
export const RECOMMENDATION_SKELETONS = 6;
/** docs/requirements/content-blocks.md#recommendations-and-up-sell: the search-hub card is 250 px wide. */
export const SEARCH_HUB_CARD_PX = 250;
/** docs/requirements/content-blocks.md#recommendations-and-up-sell: slides to scroll on medium screens and up. */
export const slidesToScroll = (variant: RecommendationVariant): number => (variant === '6-cards' ? 6 : 3);

export const recommendationsBlock = z.object({
  type: z.literal('recommendations'),
  ...blockBase,
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: headingTag.default('h2'),
  variant: z.enum(RECOMMENDATION_VARIANTS).default('5-cards'),
  /** The engine's strategy: `trending`, `similar`, `complete-the-look`, `recently-viewed`… */
  decisionPoint: decisionPoint.default('trending'),
  maxItems: z.number().int().min(1).max(MAX_RECOMMENDATIONS).default(DEFAULT_RECOMMENDATIONS),
  /** Send the product and category of the page (from its path) as context. */
  usePageContext: z.boolean().default(true),
});
export type RecommendationsBlock = z.output<typeof recommendationsBlock>;
