/**
 * POST /api/cms/publish: the CMS's publish webhook (docs/decisions.md "The production stack").
 * Signed with HMAC-SHA256 over the raw body (`X-Cairn-Signature: sha256=<hex>`, PUBLISH_SECRET);
 * the body names cache tags or CMS documents (src/lib/cache/publish.ts). It drops the route cache
 * and content cache entries on every instance, then purges each Varnish by tag, and answers what
 * it did. Unsigned or wrongly signed calls are 401 and touch nothing; without PUBLISH_SECRET the
 * webhook does not exist (404).
 */
import type { APIRoute } from 'astro';
import { MAX_BODY_BYTES, publishTags, purgeVarnish, SIGNATURE_HEADER, verifySignature } from '../../../lib/cache/publish.ts';
import { broadcast, invalidateHere, publishConfig } from '../../../lib/cache/publish-bus.ts';
import { log } from '../../../lib/log/logger.ts';

export const prerender = false;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

export const POST: APIRoute = async ({ request, cache, locals }) => {
  const { secret, varnishUrls } = publishConfig;
  if (!secret) return answer(404, { error: 'not-found' });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return answer(413, { error: 'too-large' });
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES || !verifySignature(raw, request.headers.get(SIGNATURE_HEADER), secret)) {
    log('warn', 'publish.refused', { reason: 'signature', correlationId: locals.correlationId });
    return answer(401, { error: 'bad-signature' });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return answer(400, { error: 'The body must be JSON.' });
  }
  const parsed = publishTags(body);
  if (!parsed.ok) return answer(400, { error: parsed.error });
  const { tags } = parsed;

  // Instances first (this one through Astro's route cache API, the others through Redis), then
  // the shared cache: a Varnish miss must find every instance already fresh.
  const here = await invalidateHere(tags, async (options) => {
    try {
      await cache.invalidate(options);
      return true;
    } catch {
      // `astro dev` has no route cache to invalidate.
      return false;
    }
  });
  const instances = await broadcast(tags).catch((error: unknown) => {
    log('error', 'publish.broadcast_failed', { message: error instanceof Error ? error.message : String(error), correlationId: locals.correlationId });
    return { instances: 0, acknowledged: 0, error: 'redis' as const };
  });
  const varnish = await purgeVarnish(varnishUrls, tags);
  const complete = varnish.every((v) => v.ok) && (!instances || !('error' in instances)) && (!instances || instances.acknowledged >= instances.instances);
  log(complete ? 'info' : 'error', 'publish.done', { tags: tags.length, varnish: varnish.map((v) => v.status ?? 0), instances, correlationId: locals.correlationId });
  // 502 tells the CMS to retry: purging again is harmless.
  return answer(complete ? 200 : 502, { tags, here, instances, varnish });
};
