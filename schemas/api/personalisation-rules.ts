/**
 * Personalisation limits without zod, for the recommendation carousel's browser script.
 */
/** docs/requirements/content-blocks.md#recommendations-and-up-sell: recommendation impression events, up to 24. */
export const MAX_RECOMMENDATION_IMPRESSIONS = 24;
/** The most cards one carousel asks for (the impressions cap: every card can be reported). */
export const MAX_RECOMMENDATIONS = 24;
export const DEFAULT_RECOMMENDATIONS = 12;
