/**
 * The middleware in an editor's preview session (src/middleware.ts). Here, not in tests/unit: it
 * reads its settings from astro:env, which needs Astro's Vite plugins.
 */
import type { APIContext, AstroCookies } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../../src/middleware.ts';
import { previewConfig } from '../../../src/lib/services.ts';
import { createPreviewSession } from '../../../src/lib/preview/signing.ts';
import { previewCookieName } from '../../../src/lib/preview/cookie.ts';
import * as logger from '../../../src/lib/log/logger.ts';

/** A request in a live preview session, as Astro hands the middleware its render of a page. */
function previewContext(path: string, cache: APIContext['cache'] | undefined): APIContext {
  const url = new URL(path, 'http://localhost:4321');
  const session = createPreviewSession(previewConfig.secret!, Math.floor(Date.now() / 1000));
  const cookies = { get: (name: string) => (name === previewCookieName(url) ? { value: session.value } : undefined) } as unknown as AstroCookies;
  return { url, request: new Request(url), cookies, locals: {}, cache, routePattern: '/404' } as unknown as APIContext;
}

describe('the middleware in a preview session', () => {
  it('answers the 404 page Astro renders without a route cache (a GET of an endpoint that only takes POST), and logs its 404', async () => {
    const lines: Array<[string, string, Record<string, unknown>]> = [];
    const log = vi.spyOn(logger, 'log').mockImplementation((level, event, fields) => void lines.push([level, event, fields as Record<string, unknown>]));
    vi.spyOn(logger, 'isLogged').mockReturnValue(true);
    const page = new Response('<!doctype html><h1>Page not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    const context = previewContext('/preview/exit', undefined);
    const response = (await onRequest(context, async () => page)) as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(context.locals.preview).toBe(true);
    expect(lines.filter(([, event]) => event === 'http.access').map(([level, , fields]) => [level, fields.status])).toEqual([['info', 404]]);
    log.mockRestore();
  });
});
