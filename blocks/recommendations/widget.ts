/**
 * The products service's recommendation widget (docs/requirements/content-blocks.md#recommendations-and-up-sell: GET /products/v1/widgetRecommendations),
 * the carousel's second source: when the personalisation engine has no cards for a product or
 * category page (no decision, an engine outage), the widget named by the block's decision point
 * (similar, trending, complete-the-look…) answers for that product or category. Browser code,
 * loaded with the carousel only when the engine came back empty; no zod here (the answer is
 * checked field by field), so it stays small.
 */
import { callBff } from '../../src/lib/bff/browser.ts';
import { discountLabel, formatMoney, MARKED_DOWN_LABEL } from '../../src/lib/catalogue/price.ts';
import { imageSrcSet, isSafeImageSrc } from '../../src/lib/media/image.ts';
import type { RecommendationCard } from '../../src/lib/personalisation/recommendations.ts';

export interface WidgetInput {
  decisionPoint: string;
  limit: number;
  productId?: string | undefined;
  categoryId?: string | undefined;
}

/** The widget ids the products service accepts (schemas/api/product.ts getWidgetRecommendations). */
const WIDGET_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const WIDGET_MAX = 24;

export function widgetPath(input: WidgetInput): string | null {
  if (!WIDGET_ID.test(input.decisionPoint) || (!input.productId && !input.categoryId)) return null;
  const q = new URLSearchParams({ widgetId: input.decisionPoint, count: String(Math.min(Math.max(1, input.limit), WIDGET_MAX)) });
  if (input.productId) q.set('productId', input.productId);
  else if (input.categoryId) q.set('categoryId', input.categoryId);
  return `/api/gateway/products/v1/widgetRecommendations?${q}`;
}

interface RawRecommendation {
  id?: unknown;
  title?: unknown;
  url?: unknown;
  image?: { url?: unknown; width?: unknown; height?: unknown } | null;
  rating?: unknown;
  price?: { currency?: unknown; current?: unknown; original?: unknown } | null;
  recToken?: unknown;
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The widget's answer as the carousel's cards; a malformed entry is left out. Links must be the shop's own paths. */
export function widgetCards(answer: unknown, hreflang: string): RecommendationCard[] {
  const list = (answer as { recommendations?: unknown } | null)?.recommendations;
  if (!Array.isArray(list)) return [];
  return (list as RawRecommendation[]).flatMap((r): RecommendationCard[] => {
    const p = r?.price;
    if (!str(r?.id) || !str(r.title) || !str(r.url) || !r.url.startsWith('/') || r.url.startsWith('//') || !str(r.recToken) || !p || !str(p.currency) || !num(p.current) || !num(p.original)) return [];
    const label = discountLabel(p.current, p.original);
    const src = r.image && str(r.image.url) && isSafeImageSrc(r.image.url) ? r.image.url : null;
    const width = r.image && num(r.image.width) ? r.image.width : undefined;
    return [
      {
        id: r.id,
        title: r.title,
        url: r.url,
        image: src ? { src, srcset: imageSrcSet(src, [320, 480, 640], width), width: width ?? 600, height: r.image && num(r.image.height) ? r.image.height : 600 } : null,
        rating: num(r.rating) ? r.rating : null,
        price: { now: formatMoney(p.current, p.currency, hreflang), was: label === MARKED_DOWN_LABEL ? formatMoney(p.original, p.currency, hreflang) : null, label },
        recToken: r.recToken,
      },
    ];
  });
}

/** The widget's cards for the page, or [] (nothing to add, or a failure: the block then hides). */
export async function loadWidgetCards(input: WidgetInput, hreflang: string): Promise<RecommendationCard[]> {
  const path = widgetPath(input);
  if (!path) return [];
  const out = await callBff<unknown>('GET', path);
  return out.ok ? widgetCards(out.data, hreflang) : [];
}
