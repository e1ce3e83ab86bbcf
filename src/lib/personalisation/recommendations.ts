/**
 * The BFF side of product recommendations (docs/requirements/editors-and-experiments.md#personalisation Personalisation): what the carousel posts
 * to /api/recommendations, the decide call built from it, and the cards sent back. Pure: the
 * endpoint (src/pages/api/recommendations.ts) supplies the gateway call and the cookies.
 *
 * - The visitor's context (customerId, monetateId) goes to the engine only with targeting consent
 *   (C0004; docs/requirements/editors-and-experiments.md#consent). Without it the engine still answers, anonymously.
 * - Prices are formatted here, for the site, with the catalogue's labels ('Free Gift', 'Marked
 *   Down'), so the browser script only fills a template.
 */
import { z } from 'zod';
import {
  DECISION_REQUEST,
  MAX_RECOMMENDATION_IMPRESSIONS,
  MAX_RECOMMENDATIONS,
  PAGE_VIEW,
  PRODUCT_DETAIL_VIEW,
  REC_CLICKS,
  REC_IMPRESSIONS,
  decisionPoint,
  type DecideEvent,
  type DecideRequest,
  type DecideResponse,
  type Recommendation,
} from '../../../schemas/api/personalisation.ts';
import { discountLabel, formatMoney } from '../catalogue/price.ts';
import { imageSrcSet, isSafeImageSrc } from '../media/image.ts';
import { CATEGORY_ID, PRODUCT_ID } from '../site/routes.ts';
import type { Site } from '../site/locales.ts';

const locale = z.string().regex(/^[a-z]{2}-[a-z]{2}$/);
const tokens = z.array(z.string().min(1).max(200)).min(1).max(MAX_RECOMMENDATION_IMPRESSIONS);

/** What the carousel posts. `preview` is the page's preview=true, under which consent counts as given. */
export const recommendationsRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('decide'),
    locale,
    decisionPoint,
    limit: z.number().int().min(1).max(MAX_RECOMMENDATIONS),
    /** The page's path, for the engine's page view. */
    path: z.string().startsWith('/').max(2000),
    pageType: z.string().max(40),
    productId: z.string().regex(PRODUCT_ID).optional(),
    categoryId: z.string().regex(CATEGORY_ID).optional(),
    preview: z.boolean().default(false),
  }),
  z.object({ kind: z.literal('impressions'), locale, recTokens: tokens, preview: z.boolean().default(false) }),
  z.object({ kind: z.literal('clicks'), locale, recTokens: tokens, preview: z.boolean().default(false) }),
]);
export type RecommendationsRequest = z.output<typeof recommendationsRequest>;

export interface Visitor {
  customerId?: string;
  monetateId?: string;
}

/** What the visitor cookie may hold (a UUID today). */
const VISITOR_ID = /^[\w-]{8,64}$/;

/**
 * Who the engine may know the shopper as: nobody without targeting consent; with it, the shared
 * visitor cookie's id and, once signed in, the session's consumer number (never the request's).
 */
export function visitorFor(targeting: boolean, visitorCookie: string | undefined, session: { signedIn: boolean; consumerNo: string | null }): Visitor {
  if (!targeting) return {};
  const visitor: Visitor = {};
  if (visitorCookie && VISITOR_ID.test(visitorCookie)) visitor.monetateId = visitorCookie;
  if (session.signedIn && session.consumerNo) visitor.customerId = session.consumerNo;
  return visitor;
}

/** The decide body for a carousel's request, an impression or a click record. */
export function decideBody(input: RecommendationsRequest, visitor: Visitor, channel: string, requestId: string): DecideRequest {
  const events: DecideEvent[] = [];
  if (input.kind === 'decide') {
    events.push({ eventType: DECISION_REQUEST, requestId, decisionPoint: input.decisionPoint, limit: input.limit });
    events.push({ eventType: PAGE_VIEW, url: input.path, pageType: input.pageType, categories: input.categoryId ? [input.categoryId] : [] });
    if (input.productId) events.push({ eventType: PRODUCT_DETAIL_VIEW, products: [{ productId: input.productId }] });
  } else if (input.kind === 'impressions') {
    events.push({ eventType: REC_IMPRESSIONS, recImpressions: input.recTokens.slice(0, MAX_RECOMMENDATION_IMPRESSIONS) });
  } else {
    events.push({ eventType: REC_CLICKS, recClicks: input.recTokens.slice(0, MAX_RECOMMENDATION_IMPRESSIONS) });
  }
  return { channel, ...(visitor.customerId ? { customerId: visitor.customerId } : {}), ...(visitor.monetateId ? { monetateId: visitor.monetateId } : {}), events };
}

/** A card as the carousel's template shows it. */
export interface RecommendationCard {
  id: string;
  title: string;
  url: string;
  image: { src: string; srcset: string; width: number; height: number } | null;
  rating: number | null;
  price: { now: string; was: string | null; label: string | null };
  recToken: string;
}

export function toCards(items: readonly Recommendation[], site: Site): RecommendationCard[] {
  return items.map((item) => {
    const { current, original, currency } = item.price;
    const label = discountLabel(current, original);
    const image = isSafeImageSrc(item.image.url)
      ? { src: item.image.url, srcset: imageSrcSet(item.image.url, [320, 480, 640], item.image.width), width: item.image.width ?? 600, height: item.image.height ?? 600 }
      : null;
    return {
      id: item.id,
      title: item.title,
      url: item.url,
      image,
      rating: item.rating ?? null,
      price: { now: formatMoney(current, currency, site.hreflang), was: label === 'Marked Down' ? formatMoney(original, currency, site.hreflang) : null, label },
      recToken: item.recToken,
    };
  });
}

/** The recommendations of the first decision in an answer. */
export const recommendationsOf = (answer: DecideResponse): Recommendation[] => answer.data.responses[0]?.actions[0]?.items ?? [];
