/**
 * /media/*: the embedded sandbox's images, videos and text tracks, served from the storefront's
 * origin so pages need no second origin (CSP, cookies, connection reuse). Only when running on
 * the sandbox; real deployments serve media from their asset host.
 */
import type { APIRoute } from 'astro';
import { upstream } from '../../lib/services.ts';

const MEDIA_TIMEOUT_MS = 3000;
const SAFE_PATH = /^[a-zA-Z0-9/_.-]{1,300}$/;

/** Video is fetched in byte ranges: the request's Range goes up, the partial answer comes back. */
const RANGE = /^bytes=[\d\s,-]{1,100}$/;
const RELAYED = ['content-length', 'content-range', 'accept-ranges'] as const;
const RANGED_MEDIA = /\.(?:webm|mp4|vtt)$/;

export const GET: APIRoute = async ({ params, request, cache }) => {
  const path = params.path ?? '';
  if (!upstream.mediaUrl || !SAFE_PATH.test(path) || path.includes('..')) return new Response('Not found', { status: 404 });
  const range = request.headers.get('range');
  // The route cache keys by URL alone and answers before this route runs: a video stored there
  // would be sent whole to range requests (no seeking), or a stored part to whole requests.
  if (range || RANGED_MEDIA.test(path)) cache.set(false);
  try {
    const res = await fetch(`${upstream.mediaUrl}/media/${path}`, {
      headers: range && RANGE.test(range) ? { range } : {},
      signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS),
    });
    if (res.status === 416) {
      await res.body?.cancel();
      return new Response(null, { status: 416, headers: { 'Content-Range': res.headers.get('content-range') ?? '' } });
    }
    if (!res.ok) {
      await res.body?.cancel();
      return new Response('Not found', { status: res.status === 404 ? 404 : 502 });
    }
    const headers = new Headers({
      'Content-Type': res.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // SVGs are images here, never documents that could run script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    for (const name of RELAYED) {
      const value = res.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(res.body, { status: res.status === 206 ? 206 : 200, headers });
  } catch {
    return new Response('Media unavailable', { status: 504 });
  }
};
