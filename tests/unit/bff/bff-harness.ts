/**
 * The BFF's pure modules against the running sandbox: a transport like callGateway (same
 * headers, a deadline) without astro:env, a recording of every call, and a cookie jar.
 */
import type { GatewayCall, GatewayTransport } from '../../../src/lib/bff/gateway.ts';
import type { BffRequest, CookieJar, CookieOptions } from '../../../src/lib/bff/auth-session.ts';
import { gatewayHeaders } from '../../../src/lib/http/gateway-headers.ts';
import { SITES, type Site } from '../../../src/lib/site/locales.ts';

export const ACCESS_KEY = 'sandbox-access-key';

export interface Sent {
  call: GatewayCall;
  headers: Record<string, string>;
  status: number;
}

export function recordingTransport(baseUrl: () => string) {
  const sent: Sent[] = [];
  const transport: GatewayTransport = async (call) => {
    const url = new URL(call.path, baseUrl());
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      ...gatewayHeaders({ site: call.site, accessKey: ACCESS_KEY, channel: call.channel, correlationId: call.correlationId, usid: call.usid }),
      ...call.headers,
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url, { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), signal: AbortSignal.timeout(call.timeoutMs ?? 5000) });
    sent.push({ call, headers, status: res.status });
    return res;
  };
  return { transport, sent };
}

export class MemoryJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly options = new Map<string, CookieOptions>();
  readonly deleted: string[] = [];
  get(name: string) {
    const value = this.values.get(name);
    return value === undefined ? undefined : { value };
  }
  set(name: string, value: string, options: CookieOptions) {
    this.values.set(name, value);
    this.options.set(name, options);
  }
  delete(name: string) {
    this.values.delete(name);
    this.deleted.push(name);
  }
  /** A second browser tab: the same cookies, its own jar. */
  copy(): MemoryJar {
    const jar = new MemoryJar();
    for (const [k, v] of this.values) jar.values.set(k, v);
    return jar;
  }
}

export function bffRequestFor(jar: CookieJar, secure = false, site: Site = SITES[0] as Site): BffRequest {
  return { site, correlationId: crypto.randomUUID(), channel: 'ECOMM', secure, cookies: jar };
}
