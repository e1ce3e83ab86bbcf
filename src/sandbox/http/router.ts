/**
 * A tiny router: `/products/v2/products/:productId/details`, with `*` for "the rest of the path".
 * A path known under another method answers 405, an unknown path 404, both in the error shape.
 */
import type { Exchange } from './exchange.ts';

export type Handler = (x: Exchange) => void | Promise<void>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  handler: Handler;
}

interface Compiled extends Route {
  segments: string[];
}

export type Match = { kind: 'found'; handler: Handler; params: Record<string, string> } | { kind: 'wrong-method'; allow: string[] } | { kind: 'none' };

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    if (p === '*') {
      params['*'] = actual.slice(i).join('/');
      return actual.length > i ? params : undefined;
    }
    const a = actual[i];
    if (a === undefined) return undefined;
    if (p.startsWith(':')) params[p.slice(1)] = a;
    else if (p !== a) return undefined;
  }
  return actual.length === pattern.length ? params : undefined;
}

export function createRouter(routes: readonly Route[]): (method: string, pathname: string) => Match {
  const compiled: Compiled[] = routes.map((r) => ({ ...r, segments: r.path.split('/').filter(Boolean) }));
  return (method, pathname) => {
    let segments: string[];
    try {
      segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return { kind: 'none' };
    }
    // HEAD is answered by the GET handler; node drops the body.
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allow = new Set<string>();
    for (const route of compiled) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      if (route.method === wanted) return { kind: 'found', handler: route.handler, params };
      allow.add(route.method);
    }
    return allow.size ? { kind: 'wrong-method', allow: [...allow] } : { kind: 'none' };
  };
}
