/**
 * GET /health: the storefront's state and that of the services it depends on, probed with a
 * short deadline. 200 when everything answers, 503 otherwise (load balancers read the status).
 */
import type { APIRoute } from 'astro';
import { upstream } from '../lib/services.ts';

const PROBE_TIMEOUT_MS = 1500;

type ServiceState = { status: 'ok' | 'down'; url: string; latencyMs?: number; error?: string };

async function probe(url: string): Promise<ServiceState> {
  const started = performance.now();
  try {
    const res = await fetch(`${url.replace(/\/$/, '')}/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await res.body?.cancel();
    const latencyMs = Math.round(performance.now() - started);
    return res.ok ? { status: 'ok', url, latencyMs } : { status: 'down', url, latencyMs, error: `HTTP ${res.status}` };
  } catch (error) {
    return { status: 'down', url, error: error instanceof Error ? error.message : String(error) };
  }
}

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
