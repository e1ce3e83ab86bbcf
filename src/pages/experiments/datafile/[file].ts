/**
 * GET /experiments/datafile/{sdkKey}.json: the experimentation datafile for the browser's SDK,
 * fetched by the server from the configured source (the sandbox, the Optimizely CDN for
 * OPTIMIZELY_SDK_KEY, or OPTIMIZELY_DATAFILE_URL). Same origin, so the page's CSP stays
 * 'self'; shared-cacheable for a minute, like the CDN's.
 */
import type { APIRoute } from 'astro';
import { experiments } from '../../../lib/services.ts';
import { apiError } from '../../../lib/bff/guard.ts';
import { log } from '../../../lib/log/logger.ts';

const DATAFILE_TIMEOUT_MS = 5000;
const DATAFILE_CACHE = { maxAge: 60, swr: 600, tags: ['experiments'] };

export const GET: APIRoute = async ({ params, cache, locals }) => {
  if (!experiments || params.file !== `${experiments.sdkKey}.json`) {
    cache.set(false);
    return apiError(404, 'API404', 'No such datafile', locals.correlationId);
  }
  try {
    const res = await fetch(experiments.datafileUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(DATAFILE_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = await res.text();
    JSON.parse(body);
    cache.set(DATAFILE_CACHE);
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' },
    });
  } catch (error) {
    cache.set(false);
    log('warn', 'experiments.datafile_unavailable', { url: experiments.datafileUrl, error: error instanceof Error ? error.message : String(error), correlationId: locals.correlationId });
    // The SDK shows baselines when it has no datafile: the page still works.
    return apiError(503, 'GEN500', 'The experimentation datafile is unavailable', locals.correlationId);
  }
};
