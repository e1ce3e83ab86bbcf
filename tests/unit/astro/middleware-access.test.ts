/**
 * The middleware's access line (src/middleware.ts): one per request, also when Astro answers an
 * empty 404 with its 404 page, which it renders through the middleware a second time for the same
 * request. Here, not in tests/unit: the middleware reads its settings from astro:env.
 */
import type { APIContext, AstroCookies } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../../src/middleware.ts';
import * as logger from '../../../src/lib/log/logger.ts';

const noCookies = { get: () => undefined } as unknown as AstroCookies;

/** Astro's context for one pass of the middleware over `request`, as the route `routePattern`. */
function pass(request: Request, routePattern: string): APIContext {
  return { url: new URL(request.url), request, cookies: noCookies, locals: {}, cache: undefined, routePattern } as unknown as APIContext;
}

function accessLines() {
  const lines: Array<Record<string, unknown>> = [];
  vi.spyOn(logger, 'isLogged').mockReturnValue(true);
  vi.spyOn(logger, 'log').mockImplementation((_level, event, fields) => {
    if (event === 'http.access') lines.push(fields as Record<string, unknown>);
  });
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe("the middleware's access line", () => {
  it('is written once for a GET of an endpoint that only takes POST: by the 404 page Astro renders for it, with the first pass’s id', async () => {
    const lines = accessLines();
    const request = new Request('http://localhost:4321/preview/exit');
    const endpoint = pass(request, '/preview/exit');
    // What Astro hands the middleware for a method the endpoint lacks: an empty 404, which it then reroutes.
    const empty = (await onRequest(endpoint, async () => new Response(null, { status: 404 }))) as Response;
    expect(empty.status).toBe(404);
    expect(lines).toEqual([]);

    const errorPage = pass(request, '/404');
    const page = new Response('<!doctype html><h1>Page not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    const shown = (await onRequest(errorPage, async () => page)) as Response;
    expect(shown.status).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/preview/exit', route: '/404', status: 404, correlationId: endpoint.locals.correlationId });
    expect(errorPage.locals.correlationId).toBe(endpoint.locals.correlationId);
  });

  it('is written at once for a 404 with a body (a page that was not found answers its own 404)', async () => {
    const lines = accessLines();
    const request = new Request('http://localhost:4321/en-us/p/no-such-product');
    const page = new Response('<!doctype html><h1>Page not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    await onRequest(pass(request, '/[locale]/p/[...slug]'), async () => page);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 404, route: '/[locale]/p/[...slug]' });
  });

  it('keeps the id nginx gave the request on both passes', async () => {
    const lines = accessLines();
    const request = new Request('http://localhost:4321/api/newsletter', { headers: { 'x-correlation-id': 'from-nginx-1' } });
    await onRequest(pass(request, '/api/newsletter'), async () => new Response(null, { status: 404 }));
    await onRequest(pass(request, '/404'), async () => new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }));
    expect(lines.map((line) => line.correlationId)).toEqual(['from-nginx-1']);
  });
});
