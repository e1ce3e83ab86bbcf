/**
 * Probing the services the storefront depends on, with a short deadline, for /health and
 * /health/ready. /health (for people) names the URLs; the readiness answer (for load balancers
 * and Varnish's probes) says only up or down.
 */
import { contentFetcher, sessions, upstream } from '../services.ts';

const PROBE_TIMEOUT_MS = 1500;

export type ServiceState = { status: 'ok' | 'down'; url: string; latencyMs?: number; error?: string };

export async function probe(url: string): Promise<ServiceState> {
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

/** The session store answers (a read of a key nobody has). */
async function sessionsUp(): Promise<boolean> {
  try {
    await Promise.race([sessions.store.get('readiness-probe'), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS))]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ready to take shoppers: the gateway and the session store answer, and content can be served,
 * from the content service or from what this instance already holds (stale-if-error), so a
 * content outage alone does not take every instance out of the pool.
 */
export async function readiness(): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'down' | 'stale'> }> {
  const [content, gateway, store] = await Promise.all([probe(upstream.contentUrl), probe(upstream.commerceUrl), sessionsUp()]);
  const contentState = content.status === 'ok' ? 'ok' : contentFetcher.size > 0 ? 'stale' : 'down';
  const checks = { content: contentState, gateway: gateway.status, sessions: store ? 'ok' : 'down' } as const;
  return { ready: contentState !== 'down' && gateway.status === 'ok' && store, checks };
}
