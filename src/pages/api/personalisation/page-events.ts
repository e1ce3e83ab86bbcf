/**
 * POST /api/personalisation/page-events: a Monetate page event (docs/requirements/editors-and-experiments.md#personalisation: sent on click when
 * an experience has a trackingEvent), forwarded to the personalisation engine's decide call as
 * a `monetate:record:PageEvents` event. The browser sends it only with targeting consent.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { PAGE_EVENTS } from '../../../../schemas/api/personalisation.ts';
import { callGateway } from '../../../lib/bff/gateway.ts';
import { refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { readJsonBody } from '../../../lib/bff/json-body.ts';
import { DEFAULT_LOCALE, siteForLocale } from '../../../lib/site/locales.ts';

const PAGE_EVENT_TIMEOUT_MS = 4000;

const pageEvent = z.object({
  trackingEvent: z.string().trim().min(1).max(200),
  experienceId: z.string().max(200).optional(),
  variantId: z.string().max(200).optional(),
  locale: z.string().max(10).optional(),
  monetateId: z.string().min(1).max(128),
});

export const POST: APIRoute = async ({ request, url, cache, locals }) => {
  cache.set(false);
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  const body = await readJsonBody(request, pageEvent, locals.correlationId);
  if (!body.ok) return body.response;
  const site = siteForLocale(body.data.locale) ?? siteForLocale(DEFAULT_LOCALE)!;
  return callGateway({
    site,
    method: 'POST',
    path: `/api/engine/v1/decide/${encodeURIComponent(site.brand)}`,
    body: { channel: 'ECOMM', monetateId: body.data.monetateId, events: [{ eventType: PAGE_EVENTS, pageEvents: [body.data.trackingEvent] }] },
    correlationId: locals.correlationId,
    timeoutMs: PAGE_EVENT_TIMEOUT_MS,
  });
};
