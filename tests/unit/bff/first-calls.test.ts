/**
 * A browser without a session sends its first calls one at a time, so parallel first calls (the
 * cart badge and favorites on a first page) open one guest session, not one each (issue 14).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let cookie = '';
let inFlight = 0;
let mostInFlight = 0;
let sessionsOpened = 0;

beforeEach(() => {
  vi.resetModules();
  cookie = '';
  inFlight = 0;
  mostInFlight = 0;
  sessionsOpened = 0;
  vi.stubGlobal('location', { pathname: '/en-us/' });
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
  });
  // The server: a call without the session cookie opens a session and sets the hint.
  vi.stubGlobal('fetch', async () => {
    const sent = cookie; // the cookies go with the request, as they are when it leaves
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    if (!sent.includes('cairn_has_session=')) {
      sessionsOpened += 1;
      cookie = 'cairn_has_session=1';
    }
    inFlight -= 1;
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('first calls of a browser without a session', () => {
  it('go one at a time until the session exists, so one session is opened', async () => {
    const { callBff } = await import('../../../src/lib/bff/browser.ts');
    const answers = await Promise.all([callBff('GET', '/api/a'), callBff('GET', '/api/b'), callBff('POST', '/api/c', {})]);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(sessionsOpened).toBe(1);
  });

  it('run in parallel once the browser has a session', async () => {
    cookie = 'cairn_has_session=1';
    const { callBff } = await import('../../../src/lib/bff/browser.ts');
    await Promise.all([callBff('GET', '/api/a'), callBff('GET', '/api/b'), callBff('GET', '/api/c')]);
    expect(mostInFlight).toBe(3);
  });

  it('a first call that fails does not hold the others back', async () => {
    const { callBff } = await import('../../../src/lib/bff/browser.ts');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const [first, second] = await Promise.all([callBff('GET', '/api/a'), callBff('GET', '/api/b')]);
    expect(first).toMatchObject({ ok: false, status: 0 });
    expect(second).toMatchObject({ ok: false, status: 0 });
  });
});
