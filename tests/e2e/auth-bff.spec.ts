import type { Page, Response } from '@playwright/test';
import { expect, SANDBOX_URL, test } from './support.ts';

const MEMBER = { email: 'member@cairn.test', password: 'Summit-Pass-1' };
const TOKEN_CONFLICT = { email: 'token-conflict@cairn.test', password: 'Summit-Pass-1' };
/** What a token, an authorization code or the access key looks like in the sandbox. */
const SECRET = /cairn_(?:at|rt|ac)_|sandbox-access-key/;

interface Seen {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Records every response the page receives, bodies included. */
function recordResponses(page: Page): Seen[] {
  const seen: Seen[] = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (response: Response) => {
    pending.push(
      (async () => {
        const headers = await response.allHeaders();
        const type = headers['content-type'] ?? '';
        const body = /json|text|javascript|xml/.test(type) ? await response.text().catch(() => '') : '';
        seen.push({ url: response.url(), status: response.status(), headers, body });
      })(),
    );
  });
  (seen as Seen[] & { settled?: () => Promise<unknown> }).settled = () => Promise.all(pending);
  return seen;
}

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

test.describe('the BFF keeps tokens on the server', () => {
  test('a sign-in flow driven from the page never hands the browser a token or the access key', async ({ page, context }) => {
    const seen = recordResponses(page);
    await page.goto('/en-us/');

    const guest = await api(page, 'GET', '/api/session');
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ signedIn: false, consumerType: 'GUEST' });

    const signIn = await api(page, 'POST', '/api/auth/signin', { ...MEMBER, returnTo: '//evil.test/steal' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.session).toMatchObject({ signedIn: true, consumerType: 'REGISTERED', consumerNo: 'C000000001' });
    expect(signIn.body.returnTo).toBe('/');

    const session = await api(page, 'GET', '/api/session');
    expect(session.body).toMatchObject({ signedIn: true, firstName: 'Morgan', profile: { email: MEMBER.email } });

    const time = await api(page, 'GET', '/api/gateway/fapi/server/time');
    expect(time.status).toBe(200);
    expect(typeof time.body.timestamp).toBe('number');

    const wrong = await api(page, 'POST', '/api/auth/signin', { email: MEMBER.email, password: 'Wrong-Pass-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errorDetails[0].errorId).toBe('AUT401');

    const signOut = await api(page, 'POST', '/api/auth/signout', {});
    expect(signOut.status).toBe(200);
    expect(signOut.body.session).toMatchObject({ signedIn: false, consumerType: 'GUEST' });

    await (seen as unknown as { settled: () => Promise<unknown> }).settled();
    const apiResponses = seen.filter((s) => new URL(s.url).pathname.startsWith('/api/'));
    expect(apiResponses.length).toBeGreaterThanOrEqual(6);
    for (const response of seen) {
      expect(response.body, `body of ${response.url}`).not.toMatch(SECRET);
      for (const [name, value] of Object.entries(response.headers)) {
        if (name === 'set-cookie') continue;
        expect(value, `${name} of ${response.url}`).not.toMatch(SECRET);
      }
      // Tokens travel only as httpOnly cookies.
      for (const cookie of (response.headers['set-cookie'] ?? '').split('\n').filter(Boolean)) {
        if (SECRET.test(cookie)) expect(cookie, cookie.split('=')[0]).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/SameSite=Lax/i);
      }
    }
    for (const cookie of await context.cookies()) {
      // The one cookie scripts may read says only that a session exists (src/lib/bff/session.ts).
      if (cookie.name === 'cairn_has_session') expect(cookie.value).toBe('1');
      else if (cookie.name.includes('cairn_')) expect(cookie.httpOnly, cookie.name).toBe(true);
    }
    const visible = await page.evaluate(() => `${document.cookie} ${JSON.stringify({ ...localStorage })} ${JSON.stringify({ ...sessionStorage })}`);
    expect(visible).not.toMatch(SECRET);
  });

  test('a 409 on the token exchange is retried after 2 seconds and the sign-in succeeds', async ({ page }) => {
    await page.goto('/en-us/');
    const started = Date.now();
    const signIn = await api(page, 'POST', '/api/auth/signin', TOKEN_CONFLICT);
    expect(signIn.status).toBe(200);
    expect(signIn.body.session).toMatchObject({ signedIn: true, consumerNo: 'C000000009' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });
});

test.describe('sign-up and the associate login through the BFF', () => {
  test('sign-up signs the shopper in and keeps a same-origin return path; a taken email keeps the spec error', async ({ page }) => {
    await page.goto('/en-us/');
    const email = `e2e-${Date.now()}@example.test`;
    const payload = { firstName: 'Eve', lastName: 'Trail', email, password: 'Trail-Mix-42', isTermsConfirmed: true, returnTo: '/en-us/cart?step=1' };
    const created = await api(page, 'POST', '/api/auth/signup', payload);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ session: { signedIn: true, consumerType: 'REGISTERED', profile: { email } }, returnTo: '/en-us/cart?step=1' });
    expect(JSON.stringify(created.body)).not.toMatch(SECRET);
    const taken = await api(page, 'POST', '/api/auth/signup', { ...payload, email: 'member@cairn.test' });
    expect(taken.status).toBe(409);
    expect(taken.body.errorDetails.map((d: { errorId: string }) => d.errorId)).toEqual(['LOGIN_IN_USE', 'AUT439']);
  });

  test('an associate signs in at a store', async ({ page }) => {
    await page.goto('/en-us/');
    const login = await api(page, 'POST', '/api/auth/agent-login', { storeId: '1001', storeEmployeeId: 'E1001', password: 'Summit-Pass-1' });
    expect(login.status).toBe(200);
    expect(login.body.session).toMatchObject({ consumerType: 'EMPLOYEE', buyInStore: { storeId: '1001', storeName: 'Cairn Boulder Flagship', storeEmployeeId: 'E1001' } });
    expect((await api(page, 'GET', '/api/session')).body.buyInStore.storeEmployeeName).toBe('Emery Staff');
  });
});

test.describe('the BFF refuses what it must', () => {
  test('a cross-origin POST is refused with 403', async ({ page, request, baseURL }) => {
    const forged = await request.post('/api/auth/signin', { headers: { origin: 'http://evil.test' }, data: MEMBER });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).errorDetails[0].errorId).toBe('API403');

    // From a real page on another origin: a "simple" cross-site POST, which needs no preflight.
    await page.goto(`${SANDBOX_URL}/health`);
    const signOutUrl = new URL('/api/auth/signout', baseURL).href;
    const answered = page.waitForResponse((r) => r.url() === signOutUrl);
    await page.evaluate(async (url) => {
      await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: '{}' }).catch(() => null);
    }, signOutUrl);
    expect((await answered).status()).toBe(403);
  });

  test('a same-origin POST that is not JSON is refused with 415', async ({ request, baseURL }) => {
    const res = await request.post('/api/auth/signin', { headers: { origin: baseURL!, 'content-type': 'text/plain' }, data: JSON.stringify(MEMBER) });
    expect(res.status()).toBe(415);
  });

  test('the gateway forwarder is not an open proxy', async ({ request, baseURL }) => {
    const sameOrigin = { origin: baseURL! };
    for (const path of ['/api/gateway/admin', '/api/gateway/../admin', '/api/gateway/cart/v1/cart/..%2F..%2Fadmin', '/api/gateway/cart/v1/cart/%2e%2e', '/api/gateway/health', '/api/gateway/openapi.json']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // Token calls are never forwarded: only /api/auth/* runs them, keeping tokens in cookies.
    const token = await request.post('/api/gateway/token/v2/auth/token', { headers: sameOrigin, data: { type: 'Guest' } });
    expect(token.status()).toBe(404);
    expect(await token.text()).not.toMatch(SECRET);
    const signin = await request.post('/api/gateway/consumers-v3/auth/signin', { headers: sameOrigin, data: {} });
    expect(signin.status()).toBe(404);
    // A listed call goes through.
    expect((await request.get('/api/gateway/fapi/server/time')).status()).toBe(200);
  });
});
