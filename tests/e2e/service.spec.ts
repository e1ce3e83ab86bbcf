import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './support.ts';
import { signId } from '../../src/lib/bff/session.ts';

test.describe('service endpoints', () => {
  test('GET /health reports the storefront, content service and gateway', async ({ request }) => {
    const res = await request.get('/health');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', storefront: { status: 'ok' }, content: { status: 'ok' }, gateway: { status: 'ok' } });
  });

  test('/health/live and /health/ready answer for a load balancer, naming no URL, version or secret', async ({ request }) => {
    const live = await request.get('/health/live');
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await request.get('/health/ready');
    expect(ready.status()).toBe(200);
    const body = await ready.json();
    expect(body).toEqual({ status: 'ready', checks: { content: 'ok', gateway: 'ok', sessions: 'ok' } });
    expect(JSON.stringify(body)).not.toMatch(/https?:|127\.0\.0\.1|v\d+\.\d+/);
  });

  test('robots.txt and sitemap.xml', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/en-us/</loc>');
    expect(xml).toMatch(/\/en-us\/c\/[a-z-]+-\d{4,10}<\/loc>/);
    expect(xml).toMatch(/\/en-us\/p\/[a-z0-9-]+-[A-Z]{2}[A-Z0-9]{6,9}<\/loc>/);
    expect(xml).toContain('hreflang="de-DE"');
  });

  test('an unknown locale or content page is a 404 page', async ({ page }) => {
    expect((await page.goto('/xx-yy/'))?.status()).toBe(404);
    expect((await page.goto('/en-us/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/en-us/');
  });
});

test.describe('when the content service is down', () => {
  // One stand-alone server for these tests: run them in one worker, in order.
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess;
  const port = Number(process.env.E2E_PORT ?? 4391) + 4;

  test.beforeAll(async () => {
    // The same build, pointed at a content service that is not there, with nothing cached.
    server = spawn(process.execPath, [`${process.env.CAIRN_OUT_DIR ?? 'dist'}/server/entry.mjs`], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONTENT_API_URL: 'http://127.0.0.1:9', COMMERCE_API_URL: 'http://127.0.0.1:9', CONTENT_TIMEOUT_MS: '500', LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    await expect(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/robots.txt`, { signal: AbortSignal.timeout(1000) });
      expect(res.ok).toBe(true);
    }).toPass({ timeout: 20_000 });
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('a shopper gets a complete 503 page with Retry-After, never a half page', async ({ page }) => {
    const response = await page.goto(`http://127.0.0.1:${port}/en-us/`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toMatch(/^\d+$/);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  });

  test('health says degraded', async ({ request }) => {
    const res = await request.get(`http://127.0.0.1:${port}/health`);
    expect(res.status()).toBe(503);
    expect((await res.json()).content.status).toBe('down');
    // Nothing cached to serve and no gateway: this instance is out of the pool, yet alive.
    expect((await request.get(`http://127.0.0.1:${port}/health/ready`)).status()).toBe(503);
    expect((await request.get(`http://127.0.0.1:${port}/health/live`)).status()).toBe(200);
  });
});

test.describe('when the session store is down', () => {
  // One stand-alone server for these tests: run them in one worker, in order.
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess;
  const port = Number(process.env.E2E_PORT ?? 4391) + 6;
  const origin = `http://127.0.0.1:${port}`;
  const secret = 'an-e2e-session-secret-long-enough-0001';

  test.beforeAll(async () => {
    // The same build and the same sandbox, with its sessions in a Redis that is not there (port 9).
    const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4392}`;
    server = spawn(process.execPath, [`${process.env.CAIRN_OUT_DIR ?? 'dist'}/server/entry.mjs`], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONTENT_API_URL: sandbox, COMMERCE_API_URL: sandbox, REDIS_URL: 'redis://127.0.0.1:9', SESSION_SECRET: secret, LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    await expect(async () => {
      const res = await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(1000) });
      expect(res.ok).toBe(true);
    }).toPass({ timeout: 20_000 });
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('a signed-in shopper’s account is the 503 page with a way to try again, the shop still opens, and the session cookie is kept', async ({ page }) => {
    const cookie = { name: 'cairn_sid', value: signId('a-session-the-store-holds-0001', secret), url: origin };
    await page.context().addCookies([cookie]);
    const answer = await page.goto(`${origin}/fr-fr/account`);
    expect(answer?.status()).toBe(503);
    expect(answer?.headers()['retry-after']).toMatch(/^\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nous revenons très vite' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible();
    // Public pages need no session: browsing goes on.
    expect((await page.goto(`${origin}/fr-fr/`))?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    const kept = (await page.context().cookies(origin)).find((c) => c.name === 'cairn_sid');
    expect(kept?.value).toBe(cookie.value);
  });
});
