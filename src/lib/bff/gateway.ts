/**
 * Calls from the storefront's server to the commerce gateway (COMMERCE_API_URL, the sandbox by
 * default), with every gateway header and a deadline. The browser never talks to the gateway:
 * it talks to same-origin endpoints under /api, which use this.
 */
import { API_ACCESS_KEY } from 'astro:env/server';
import { upstream } from '../services.ts';
import { gatewayHeaders, type Channel } from '../http/gateway-headers.ts';
import type { Site } from '../site/locales.ts';
import { apiError } from './guard.ts';
import { log } from '../log/logger.ts';
import { WholeBody } from '../http/one-chunk.ts';
import { requestUpstream } from '../http/upstream-request.ts';

/** Statuses whose response has no body (a Response made with one throws). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

export const GATEWAY_TIMEOUT_MS = 8000;

export interface GatewayCall {
  site: Site;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A gateway path from the spec, e.g. /consumers-v3/consumer/subscription. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  correlationId?: string;
  channel?: Channel;
  usid?: string;
  /** Extra headers (e.g. Authorization), added on the server only. */
  headers?: Record<string, string>;
  /** A shorter deadline than GATEWAY_TIMEOUT_MS, for a call inside a flow with its own budget. */
  timeoutMs?: number;
}

/** callGateway's signature: BFF modules take it as a parameter so they can be tested without astro:env. */
export type GatewayTransport = (call: GatewayCall) => Promise<Response>;

/** Calls the gateway and answers its response as is (status and spec error body kept). */
export async function callGateway(call: GatewayCall): Promise<Response> {
  const url = new URL(call.path, upstream.commerceUrl);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {
    ...gatewayHeaders({ site: call.site, accessKey: API_ACCESS_KEY, channel: call.channel, correlationId: call.correlationId, usid: call.usid }),
    ...call.headers,
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  // One debug line per call: what was called and how it went. Never the query, a body or a header:
  // they carry card numbers, passwords and tokens.
  const done = (status: number) => log('debug', 'gateway.call', { method: call.method, path: call.path, status, ms: Math.round(performance.now() - started), correlationId: call.correlationId });
  try {
    const answer = await requestUpstream(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      timeoutMs: Math.max(1, Math.min(call.timeoutMs ?? GATEWAY_TIMEOUT_MS, GATEWAY_TIMEOUT_MS)),
    });
    done(answer.status);
    const disposition = answer.headers['content-disposition'];
    const replayed = answer.headers['idempotent-replayed'];
    const init: ResponseInit = {
      status: answer.status,
      headers: {
        'Content-Type': answer.headers['content-type'] ?? 'application/json',
        'Cache-Control': 'no-store',
        // A downloadable answer (an invoice) keeps its file name.
        ...(disposition ? { 'Content-Disposition': disposition } : {}),
        // Place order says when it answered a repeat of an attempt (the same Idempotency-Key).
        ...(typeof replayed === 'string' ? { 'Idempotent-Replayed': replayed } : {}),
      },
    };
    return NULL_BODY_STATUSES.has(answer.status) ? new Response(null, init) : new WholeBody(answer.body, init);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    done(timedOut ? 504 : 502);
    return apiError(timedOut ? 504 : 502, 'GEN500', timedOut ? 'The service took too long to answer' : 'The service is unavailable', call.correlationId);
  }
}
