/**
 * GET /health: the storefront's state and that of the services it depends on, probed with a
 * short deadline. 200 when everything answers, 503 otherwise (load balancers read the status).
 */
import type { APIRoute } from 'astro';
import { probe } from '../lib/health/probe.ts';
import { upstream } from '../lib/services.ts';

export const GET: APIRoute = async () => {
  const [content, gateway] = await Promise.all([probe(upstream.contentUrl), probe(upstream.commerceUrl)]);
  const ok = content.status === 'ok' && gateway.status === 'ok';
  const body = {
    status: ok ? 'ok' : 'degraded',
    storefront: { status: 'ok', uptimeSeconds: Math.round(process.uptime()), node: process.version },
    content,
    gateway,
    sandbox: upstream.usesSandbox,
  };
  return new Response(JSON.stringify(body), {
    status: ok ? 200 : 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
};
