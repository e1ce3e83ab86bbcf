/**
 * The middleware when the session store can't be read (src/middleware.ts `sessionUnreadable`):
 * the shopper's session is unknown, not new, so nothing may replace their cookie. Here, not in
 * tests/unit/bff: the middleware reads its settings from astro:env.
 */
import type { APIContext, AstroCookies } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../../src/middleware.ts';
import { sessionCookieName, signId } from '../../../src/lib/bff/session.ts';
import { sessions } from '../../../src/lib/services.ts';
import * as logger from '../../../src/lib/log/logger.ts';

/** A browser holding a well-signed session id; what the middleware sets or deletes is recorded. */
function signedInBrowser() {
  const cookie = signId('a-session-id-the-store-holds', sessions.secret);
  const changed: string[] = [];
  const cookies = {
    get: (name: string) => (name === sessionCookieName(false) ? { value: cookie } : undefined),
    set: (name: string) => void changed.push(`set ${name}`),
    delete: (name: string) => void changed.push(`delete ${name}`),
    has: (name: string) => name === sessionCookieName(false),
  } as unknown as AstroCookies;
  return { cookies, changed };
}

function pass(path: string, cookies: AstroCookies, routePattern: string): APIContext {
  const request = new Request(`http://localhost:4321${path}`, { headers: { accept: 'application/json' } });
  return { url: new URL(request.url), request, cookies, locals: {}, cache: undefined, routePattern } as unknown as APIContext;
}

function storeDown(step: 'get' | 'set' = 'get') {
  const events: Array<[string, Record<string, unknown> | undefined]> = [];
  vi.spyOn(sessions.store, step).mockRejectedValue(new Error('Redis did not answer in time'));
  vi.spyOn(logger, 'log').mockImplementation((_level, event, fields) => void events.push([event, fields]));
  return events;
}

afterEach(() => vi.restoreAllMocks());

describe('a session the store cannot read or save', () => {
  it('an /api call answers 503 with a way to try again, runs nothing, and keeps the cookie', async () => {
    const events = storeDown();
    const { cookies, changed } = signedInBrowser();
    const route = vi.fn(async () => new Response('{}'));
    const answer = (await onRequest(pass('/api/session', cookies, '/api/session'), route)) as Response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toMatchObject({ errorDetails: [{ errorId: 'API503', message: 'Your session is not available right now. Please try again.' }] });
    expect(route).not.toHaveBeenCalled();
    expect(changed).toEqual([]);
    expect(events.map(([event]) => event)).toContain('session.unavailable');
    expect(events.find(([event]) => event === 'session.unavailable')?.[1]).toMatchObject({ step: 'read', path: '/api/session', message: 'Redis did not answer in time' });
  });

  it('a private page is the complete 503 page in the site’s language, with a way to try again, and the cookie is kept', async () => {
    storeDown();
    const { cookies, changed } = signedInBrowser();
    const route = vi.fn(async () => new Response('<h1>Your account</h1>', { headers: { 'content-type': 'text/html' } }));
    const answer = (await onRequest(pass('/fr-fr/account', cookies, '/[locale]/account'), route)) as Response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const html = await answer.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Nous revenons très vite');
    expect(html).toContain('<a href="">');
    expect(route).not.toHaveBeenCalled();
    expect(changed).toEqual([]);
  });

  it('an /api call whose session could not be saved answers 503, not the answer the browser would take for done', async () => {
    const events = storeDown('set');
    const cookies = { get: () => undefined, set: () => undefined, delete: () => undefined, has: () => false } as unknown as AstroCookies;
    // A new visitor's first call starts a session, which must be written.
    const route = vi.fn(async (context: APIContext) => {
      context.locals.bff!.jar.set('cairn_session', 'GUEST', { httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
      return new Response('{"signedIn":false}', { headers: { 'content-type': 'application/json' } });
    });
    const context = pass('/api/session', cookies, '/api/session');
    const answer = (await onRequest(context, () => route(context))) as Response;
    expect(route).toHaveBeenCalled();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ errorDetails: [{ errorId: 'API503' }] });
    expect(events.find(([event]) => event === 'session.unavailable')?.[1]).toMatchObject({ step: 'save' });
  });
});
