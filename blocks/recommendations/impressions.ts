/**
 * The data-layer side of recommendation impressions (docs/requirements/content-blocks.md#recommendations-and-up-sell: up to 24 per carousel); the
 * engine side goes through /api/recommendations. Consent is checked by pushEvent.
 */
import { MAX_RECOMMENDATION_IMPRESSIONS } from '../../schemas/api/personalisation-rules.ts';
import { pushEvent } from '../../src/lib/analytics/data-layer.ts';

export function pushRecommendationImpressions(decisionPoint: string, items: ReadonlyArray<{ productId: string; position: number }>): boolean {
  if (items.length === 0) return false;
  return pushEvent({
    event: 'recommendation_impression',
    interactionOrigin: 'Product Recommendation Carousel',
    decisionPoint,
    items: items.slice(0, MAX_RECOMMENDATION_IMPRESSIONS).map((i) => ({ productId: i.productId, position: i.position })),
  });
}
