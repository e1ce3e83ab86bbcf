/**
 * POST /api/experiments/events: one batch from the browser's experimentation client (its
 * custom dispatcher, src/lib/experiments/events.ts), checked and forwarded to the configured
 * event log (the sandbox's, or Optimizely's). The browser only ever talks to its own origin.
 */
import type { APIRoute } from 'astro';
import { eventBatch } from '../../../../schemas/api/experiment-events.ts';
import { apiError, refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { experiments } from '../../../lib/services.ts';
import { log } from '../../../lib/log/logger.ts';

/** Ten events with their attributes are a few kilobytes; a retried backlog stays well below this. */
const MAX_BATCH_BYTES = 256 * 1024;
const FORWARD_TIMEOUT_MS = 8000;

export const POST: APIRoute = async ({ request, url, cache, locals }) => {
  cache.set(false);
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  if (!experiments) return apiError(404, 'API404', 'Experiments are off', locals.correlationId);
  const text = await request.text();
  if (text.length > MAX_BATCH_BYTES) return apiError(413, 'API400', 'The batch is too large', locals.correlationId);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return apiError(400, 'API400', 'The body is not valid JSON', locals.correlationId);
  }
  const parsed = eventBatch.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return apiError(400, 'API400', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not an event batch'}`, locals.correlationId);
  }
  try {
    const res = await fetch(experiments.eventsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': locals.correlationId },
      body: JSON.stringify(parsed.data),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) {
      log('warn', 'experiments.events_refused', { status: res.status, correlationId: locals.correlationId });
      // The SDK keeps the batch and retries it when we answer an error.
      return apiError(502, 'GEN500', 'The event log refused the batch', locals.correlationId);
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log('warn', 'experiments.events_unavailable', { error: error instanceof Error ? error.message : String(error), correlationId: locals.correlationId });
    return apiError(503, 'GEN500', 'The event log is unavailable', locals.correlationId);
  }
};
