/**
 * POST /api/recommendations: the recommendation carousel's door to the personalisation engine
 * (docs/requirements/editors-and-experiments.md#personalisation: POST /api/engine/v1/decide/{brand}). The carousel asks from the browser so the
 * page around it stays one cacheable HTML for everyone.
 * - `{ kind: 'decide', … }` answers `{ items: RecommendationCard[] }`;
 * - `{ kind: 'impressions' | 'clicks', recTokens }` (up to 24) records them and answers 204.
 * Same-origin JSON only (refuseUnsafeRequest). The visitor's context goes to the engine only with
 * targeting consent (docs/requirements/editors-and-experiments.md#consent): the engine's visitor id is the experiments' first-party visitor
 * cookie (src/lib/experiments/visitor.ts, created in the browser only with that consent), and the
 * customer id is the signed-in shopper's consumer number from the session cookie, never from the
 * request body, so no one can ask for another shopper's recommendations.
 */
import type { APIRoute } from 'astro';
import { decideResponse } from '../../../schemas/api/personalisation.ts';
import { callGateway } from '../../lib/bff/gateway.ts';
import { authBroker, bffRequest } from '../../lib/bff/broker.ts';
import { toSessionState } from '../../lib/bff/auth-session.ts';
import { apiError, refuseUnsafeRequest } from '../../lib/bff/guard.ts';
import { readJsonBody } from '../../lib/bff/json-body.ts';
import { consentFromCookieHeader, effectiveConsent, TARGETING_CATEGORY } from '../../lib/consent/consent.ts';
import { VISITOR_COOKIE } from '../../lib/experiments/visitor.ts';
import { decideBody, recommendationsOf, recommendationsRequest, toCards, visitorFor } from '../../lib/personalisation/recommendations.ts';
import { siteForLocale } from '../../lib/site/locales.ts';
import { log } from '../../lib/log/logger.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const { request, url, cookies, locals } = context;
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  const body = await readJsonBody(request, recommendationsRequest, locals.correlationId);
  if (!body.ok) return body.response;
  const input = body.data;
  const site = siteForLocale(input.locale);
  if (!site) return apiError(400, 'API400', `locale: ${input.locale} is not a site we serve`, locals.correlationId);

  const consent = effectiveConsent({ region: site.region, previewParam: input.preview, previewSession: locals.preview, choice: consentFromCookieHeader(request.headers.get('cookie')) });
  const visitor = visitorFor(consent.granted.has(TARGETING_CATEGORY), cookies.get(VISITOR_COOKIE)?.value, toSessionState(authBroker.read(bffRequest(context)).state));

  const res = await callGateway({
    site,
    method: 'POST',
    path: `/api/engine/v1/decide/${encodeURIComponent(site.brand)}`,
    body: decideBody(input, visitor, 'ECOMM', crypto.randomUUID()),
    correlationId: locals.correlationId,
  });
  if (!res.ok) {
    log('warn', 'personalisation.decide_failed', { status: res.status, kind: input.kind, correlationId: locals.correlationId });
    return res;
  }
  const parsed = decideResponse.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    log('error', 'personalisation.decide_invalid', { issues: parsed.error.issues.slice(0, 5).map((i) => i.path.join('.')), correlationId: locals.correlationId });
    return apiError(502, 'GEN500', 'The recommendations service answered something we cannot read', locals.correlationId);
  }
  if (input.kind !== 'decide') return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  return new Response(JSON.stringify({ items: toCards(recommendationsOf(parsed.data), site) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' },
  });
};
