/**
 * POST /preview/exit: ends the preview session. A POST (same origin, JSON, refuseUnsafeRequest)
 * so a link or an image on another site cannot throw an editor out of preview.
 */
import type { APIRoute } from 'astro';
import { refuseUnsafeRequest } from '../../lib/bff/guard.ts';
import { endPreviewSession } from '../../lib/preview/session.ts';

export const POST: APIRoute = ({ request, url, cookies, cache }) => {
  cache.set(false);
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  endPreviewSession(cookies, url);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
};
