/**
 * GET /health/ready: whether this instance should get shoppers (src/lib/health/probe.ts): 200 or
 * 503 with one word per dependency, never a URL, a version or a secret.
 */
import type { APIRoute } from 'astro';
import { readiness } from '../../lib/health/probe.ts';

export const GET: APIRoute = async () => {
  const { ready, checks } = await readiness();
  return new Response(JSON.stringify({ status: ready ? 'ready' : 'unready', checks }), {
    status: ready ? 200 : 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
};
