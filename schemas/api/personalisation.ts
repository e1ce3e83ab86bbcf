/**
 * Personalisation (docs/requirements/editors-and-experiments.md#personalisation): POST /api/engine/v1/decide/{brand} with customerId, channel,
 * events and monetateId, answering product recommendations (docs/requirements/editors-and-experiments.md#personalisation Recommendation: id, title, url,
 * image, rating, price, recToken). Recommendation impressions (up to 24) are sent as events on the
 * same call. The event names follow the engine's (Monetate) vocabulary; `decisionPoint` and
 * `limit` on the decision request say which carousel asks and how many cards it shows.
 */
import { z } from 'zod';

import { DEFAULT_RECOMMENDATIONS, MAX_RECOMMENDATIONS, MAX_RECOMMENDATION_IMPRESSIONS } from './personalisation-rules.ts';

export { DEFAULT_RECOMMENDATIONS, MAX_RECOMMENDATIONS, MAX_RECOMMENDATION_IMPRESSIONS } from './personalisation-rules.ts';

export const DECISION_REQUEST = 'monetate:decision:DecisionRequest';
export const PAGE_VIEW = 'monetate:context:PageView';
export const PRODUCT_DETAIL_VIEW = 'monetate:context:ProductDetailView';
export const REC_IMPRESSIONS = 'monetate:record:RecImpressions';
export const REC_CLICKS = 'monetate:record:RecClicks';
/** docs/requirements/editors-and-experiments.md#experiences: a page event recorded on click when an experience block has a trackingEvent. */
export const PAGE_EVENTS = 'monetate:record:PageEvents';
export const RECOMMENDATION_ACTION = 'monetate:action:OmniChannelRecommendation';

/** A recommendation strategy the CMS names on a carousel: `trending`, `similar`, `complete-the-look`. */
export const decisionPoint = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Lower-case letters, digits and dashes');

const recTokens = z.array(z.string().min(1).max(200)).min(1).max(MAX_RECOMMENDATION_IMPRESSIONS);

export const decideEvent = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal(DECISION_REQUEST),
    requestId: z.string().min(1).max(64),
    decisionPoint: decisionPoint.default('trending'),
    limit: z.number().int().min(1).max(MAX_RECOMMENDATIONS).default(DEFAULT_RECOMMENDATIONS),
  }),
  z.object({
    eventType: z.literal(PAGE_VIEW),
    url: z.string().max(2000),
    pageType: z.string().max(40),
    /** Category ids of the page (a listing's, or a product's). */
    categories: z.array(z.string().max(20)).max(10).default([]),
  }),
  z.object({
    eventType: z.literal(PRODUCT_DETAIL_VIEW),
    products: z.array(z.object({ productId: z.string().max(20) })).min(1).max(10),
  }),
  z.object({ eventType: z.literal(REC_IMPRESSIONS), recImpressions: recTokens }),
  z.object({ eventType: z.literal(REC_CLICKS), recClicks: recTokens }),
  z.object({ eventType: z.literal(PAGE_EVENTS), pageEvents: z.array(z.string().min(1).max(200)).min(1).max(20) }),
]);
export type DecideEvent = z.infer<typeof decideEvent>;

export const decideRequest = z.object({
  /** ECOMM on the web, MAPP in the app's webview (the gateway channel). */
  channel: z.string().min(1).max(100),
  /** The signed-in shopper; sent only with targeting consent. */
  customerId: z.string().min(1).max(128).optional(),
  /** The engine's visitor id (first-party cookie); sent only with targeting consent. */
  monetateId: z.string().min(1).max(128).optional(),
  events: z.array(decideEvent).min(1).max(20),
});
export type DecideRequest = z.infer<typeof decideRequest>;

export const recommendation = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.object({ url: z.string(), alt: z.string().default(''), width: z.number().int().positive().optional(), height: z.number().int().positive().optional() }),
  /** Average review rating, 0 to 5. */
  rating: z.number().min(0).max(5).optional(),
  price: z.object({ currency: z.string().length(3), current: z.number().nonnegative(), original: z.number().nonnegative() }),
  /** Opaque: reported back on impression and click. */
  recToken: z.string().min(1),
});
export type Recommendation = z.infer<typeof recommendation>;

export const recommendationAction = z.object({
  actionType: z.literal(RECOMMENDATION_ACTION),
  actionId: z.number().int(),
  decisionPoint: z.string(),
  items: z.array(recommendation),
});

export const decideResponse = z.object({
  meta: z.object({ code: z.number().int(), monetateId: z.string().optional() }),
  data: z.object({
    responses: z.array(z.object({ requestId: z.string(), actions: z.array(recommendationAction) })),
  }),
});
export type DecideResponse = z.infer<typeof decideResponse>;
