/**
 * Personalisation (docs/requirements/editors-and-experiments.md#personalisation): POST /api/engine/v1/decide/{brand}. A decision request answers
 * one recommendation action per request with cards from the catalogue (src/sandbox/personalisation);
 * impression and click records are checked and acknowledged. The body is validated with the same
 * contract the storefront uses (schemas/api/personalisation.ts); a bad body is API400.
 */
import { randomUUID } from 'node:crypto';
import {
  DECISION_REQUEST,
  PAGE_VIEW,
  PRODUCT_DETAIL_VIEW,
  RECOMMENDATION_ACTION,
  decideRequest,
  type DecideResponse,
} from '../../../schemas/api/personalisation.ts';
import { BRAND } from '../../lib/site/locales.ts';
import { isCurrency } from '../catalog/pricing.ts';
import { readJsonBody } from '../http/contract-route.ts';
import { badRequest, notFound, sendJson, siteOf, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import { recommend } from '../personalisation/recommend.ts';

async function decide(x: Exchange): Promise<void> {
  const brand = x.params.brand ?? '';
  if (brand.toUpperCase() !== BRAND) throw notFound(`No personalisation for brand ${brand.slice(0, 40)}`);
  const parsed = decideRequest.safeParse(await readJsonBody(x));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not a decide request'}`);
  }
  const body = parsed.data;
  const site = siteOf(x);
  const page = body.events.find((e) => e.eventType === PAGE_VIEW);
  const detail = body.events.find((e) => e.eventType === PRODUCT_DETAIL_VIEW);
  const visitor = body.customerId ?? body.monetateId ?? '';
  const responses: DecideResponse['data']['responses'] = [];
  let actionId = 1;
  for (const event of body.events) {
    if (event.eventType !== DECISION_REQUEST) continue;
    const items = recommend(x.db, {
      visitor,
      decisionPoint: event.decisionPoint,
      requestId: event.requestId,
      limit: event.limit,
      productIds: detail?.products.map((p) => p.productId) ?? [],
      categoryIds: page?.categories ?? [],
      currency: isCurrency(site.currency) ? site.currency : 'USD',
      locale: site.locale,
    });
    responses.push({ requestId: event.requestId, actions: [{ actionType: RECOMMENDATION_ACTION, actionId: actionId++, decisionPoint: event.decisionPoint, items }] });
  }
  // A new visitor learns its id from the first answer, as with the real engine.
  const answer: DecideResponse = { meta: { code: 200, monetateId: body.monetateId ?? `5.${randomUUID()}` }, data: { responses } };
  sendJson(x, 200, answer);
}

export const personalisationRoutes: Route[] = [{ method: 'POST', path: '/api/engine/v1/decide/:brand', handler: decide }];
