/**
 * The production stack (`npm run stack`, scripts/stack.ts) as a browser meets it: https through
 * nginx, Varnish in front of two storefront instances, Redis sessions, the sandbox. Started once
 * for this file on its own ports (4461-4467) and data folder, so `npm start`, `npm run stack`
 * and the other e2e runs are left alone. It needs Debian's redis-server, varnish (+
 * varnish-modules), nginx and openssl: .ci/run installs them; without them the file is skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

const PORTS = { https: 4461, varnish: 4462, purge: 4463, storefront: 4464, sandbox: 4466, redis: 4467 };
const INSTANCES = [PORTS.storefront, PORTS.storefront + 1];
const ORIGIN = `https://localhost:${PORTS.https}`;
const ROOT = resolve(import.meta.dirname, '../..');
const STACK_DIR = join(ROOT, '.data/stack-e2e');
const PUBLISH_SECRET = 'stack-e2e-publish-secret-0123456789';
const STACK_START_MS = 240_000;

const onPath = (name: string) =>
  [...(process.env.PATH ?? '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'].some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
const missing = ['redis-server', 'varnishd', 'nginx', 'openssl'].filter((name) => !onPath(name));

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, ignoreHTTPSErrors: true });

test.describe('the production stack (TLS proxy, Varnish, two instances, Redis)', () => {
  test.skip(missing.length > 0, `the stack needs ${missing.join(', ')}: apt-get install redis-server varnish varnish-modules nginx libnginx-mod-http-brotli-filter openssl (.ci/run does)`);

  let stack: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(STACK_START_MS + 10_000);
    stack = spawn(process.execPath, [join(ROOT, 'scripts/stack.ts'), '--fresh'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        STACK_HTTPS_PORT: String(PORTS.https),
        STACK_VARNISH_PORT: String(PORTS.varnish),
        STACK_PURGE_PORT: String(PORTS.purge),
        STACK_STOREFRONT_PORT: String(PORTS.storefront),
        STACK_SANDBOX_PORT: String(PORTS.sandbox),
        STACK_REDIS_PORT: String(PORTS.redis),
        STACK_INSTANCES: String(INSTANCES.length),
        STACK_DIR,
        STACK_EXIT_WITH_PARENT: '1',
        PUBLISH_SECRET,
        LOG_LEVEL: 'info',
      },
    });
    const child = stack;
    await new Promise<void>((ready, failed) => {
      const timer = setTimeout(() => failed(new Error(`the stack was not ready in ${STACK_START_MS / 1000} s:\n${output}`)), STACK_START_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('stack: ready')) {
          clearTimeout(timer);
          ready();
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        failed(new Error(`the stack exited (${code}):\n${output}`));
      });
    });
  });

  test.afterAll(async () => {
    const child = stack;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  });

  const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => request.get(path, { headers, maxRedirects: 0 });
  const xCache = (res: APIResponse) => res.headers()['x-cache'];

  test('a public page is a Varnish MISS, then a HIT with an ETag that answers 304', async ({ request }) => {
    const first = await get(request, '/en-us/');
    expect(first.status()).toBe(200);
    expect(xCache(first)).toBe('MISS');
    expect(first.headers()['cache-control']).toContain('s-maxage=60');
    const second = await get(request, '/en-us/');
    expect(xCache(second)).toBe('HIT');
    // Cache tags stay inside the stack.
    expect(second.headers()['xkey']).toBeUndefined();
    const etag = second.headers()['etag'];
    expect(etag).toBeTruthy();
    const revalidated = await get(request, '/en-us/', { 'if-none-match': etag! });
    expect(revalidated.status()).toBe(304);
  });

  test('tracking parameters do not split the cache; kept parameters do', async ({ request }) => {
    await get(request, '/en-us/about-us');
    const tracked = await get(request, '/en-us/about-us?utm_source=newsletter&utm_campaign=spring&gclid=abc&fbclid=x&msclkid=y');
    expect(xCache(tracked)).toBe('HIT');
    const kept = await get(request, '/en-us/about-us?siteId=CAIRN_EN_US&utm_source=newsletter');
    expect(xCache(kept)).toBe('MISS');
    expect(xCache(await get(request, '/en-us/about-us?utm_medium=email&siteId=CAIRN_EN_US'))).toBe('HIT');
  });

  test('private pages and the BFF are never cached', async ({ request }) => {
    for (const path of ['/en-us/cart', '/api/session']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(request, path);
        expect(res.status(), path).toBe(200);
        expect(xCache(res), path).not.toBe('HIT');
        expect(res.headers()['cache-control'], path).toContain('private');
      }
    }
    // Over https the session cookie is the __Host- one: the forwarded protocol was trusted.
    const session = await get(request, '/api/session');
    expect(session.headers()['set-cookie'] ?? '').not.toContain('cairn_sid=');
    const state = await request.storageState();
    expect(state.cookies.map((c) => c.name)).toContain('__Host-cairn_sid');
  });

  test('responses are compressed when the browser asks (brotli, else gzip)', async ({ request }) => {
    const br = await get(request, '/en-us/', { 'accept-encoding': 'br' });
    expect(br.headers()['content-encoding']).toBe('br');
    const gzip = await get(request, '/en-us/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('<html');
  });

  test('a signed publish makes an edited CMS page show on the next request; an unsigned one is refused', async ({ request }) => {
    const path = '/en-us/newsletter';
    const docUrl = `http://127.0.0.1:${PORTS.sandbox}/publish/caas/v1/canvas/page/CAIRN_EN_US/newsletter`;
    const titleOf = async (res: APIResponse) => /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
    await get(request, path);
    expect(xCache(await get(request, path))).toBe('HIT');
    // Both instances have rendered (and kept) the page too.
    for (const port of INSTANCES) await request.get(`http://127.0.0.1:${port}${path}`);

    // The editor publishes a new title.
    const doc = (await (await request.get(docUrl)).json()) as { id: string; meta: { title: string } } & Record<string, unknown>;
    const title = `Newsletter ${Date.now()}`;
    const file = join(STACK_DIR, 'edited-newsletter.json');
    mkdirSync(STACK_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify({ site: 'CAIRN_EN_US', area: 'page', page: 'newsletter', mode: 'publish', body: { ...doc, updatedAt: new Date().toISOString(), meta: { ...doc.meta, title } } }));
    const imported = spawnSync(process.execPath, [join(ROOT, 'src/sandbox/import.ts'), file, '--db', join(STACK_DIR, 'sandbox.db')], { encoding: 'utf8' });
    expect(imported.status, imported.stderr).toBe(0);
    // Cached: shoppers still see the old page until the CMS says it changed.
    const before = await get(request, path);
    expect(xCache(before)).toBe('HIT');
    expect(await titleOf(before)).not.toContain(title);

    const body = JSON.stringify({ documents: [{ id: doc.id }] });
    const unsigned = await request.post('/api/cms/publish', { headers: { 'content-type': 'application/json' }, data: body });
    expect(unsigned.status()).toBe(401);
    const forged = await request.post('/api/cms/publish', { headers: { 'content-type': 'application/json', 'x-cairn-signature': `sha256=${'0'.repeat(64)}` }, data: body });
    expect(forged.status()).toBe(401);
    expect(xCache(await get(request, path)), 'a refused call purges nothing').toBe('HIT');

    const signature = `sha256=${createHmac('sha256', PUBLISH_SECRET).update(body).digest('hex')}`;
    const published = await request.post('/api/cms/publish', { headers: { 'content-type': 'application/json', 'x-cairn-signature': signature }, data: body });
    expect(published.status()).toBe(200);
    const report = (await published.json()) as { tags: string[]; instances: { instances: number; acknowledged: number }; varnish: Array<{ ok: boolean; purged?: number }> };
    expect(report.tags).toEqual([`cms:${doc.id}`]);
    expect(report.instances).toEqual({ instances: 2, acknowledged: 2 });
    expect(report.varnish[0]).toMatchObject({ ok: true });
    expect(report.varnish[0]!.purged).toBeGreaterThanOrEqual(1);

    const after = await get(request, path);
    expect(xCache(after)).toBe('MISS');
    expect(await titleOf(after)).toContain(title);
    expect(xCache(await get(request, path))).toBe('HIT');
    // Every instance dropped its own copies, not only the one the webhook reached.
    for (const port of INSTANCES) expect(await titleOf(await request.get(`http://127.0.0.1:${port}${path}`)), `instance :${port}`).toContain(title);
  });

  test('over https, a state-changing BFF call succeeds, and the session continues on either instance', async ({ request }) => {
    const added = await request.post('/api/gateway/cart/v1/cartWithItem', {
      headers: { origin: ORIGIN, 'content-type': 'application/json', accept: 'application/json' },
      data: { productId: 'FWINSTOCK1-moss-01', qty: 1 },
    });
    expect(added.status(), await added.text()).toBe(201);
    const cookie = (await request.storageState()).cookies.find((c) => c.name === '__Host-cairn_sid');
    expect(cookie).toBeTruthy();

    // Each instance directly, as the proxy would call it: the same shopper, the same basket.
    const asProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': `localhost:${PORTS.https}`, 'x-forwarded-for': '203.0.113.7', cookie: `${cookie!.name}=${cookie!.value}` };
    const totals: number[] = [];
    let basketId = '';
    for (const port of INSTANCES) {
      const session = await request.get(`http://127.0.0.1:${port}/api/session`, { headers: asProxy });
      expect(session.status()).toBe(200);
      const body = (await session.json()) as { cart?: { basketId: string; totalItems?: number } };
      totals.push(body.cart?.totalItems ?? 0);
      basketId = body.cart?.basketId ?? basketId;
    }
    expect(totals).toEqual([1, 1]);

    // A write on the second instance is read by the first.
    const more = await request.post(`http://127.0.0.1:${INSTANCES[1]}/api/gateway/cart/v1/item`, {
      headers: { ...asProxy, origin: ORIGIN, 'content-type': 'application/json', accept: 'application/json' },
      data: [{ cartId: basketId, productId: 'FWINSTOCK1-moss-06', qty: 1 }],
    });
    expect(more.status(), await more.text()).toBeLessThan(300);
    const read = (await (await request.get(`http://127.0.0.1:${INSTANCES[0]}/api/session`, { headers: asProxy })).json()) as { cart?: { basketId: string; totalItems?: number } };
    expect(read.cart?.totalItems).toBe(2);
    // And through the proxy, whichever instance Varnish picks.
    for (let i = 0; i < 4; i++) {
      const viaProxy = (await (await request.get('/api/session')).json()) as { cart?: { basketId: string; totalItems?: number } };
      expect(viaProxy.cart?.totalItems).toBe(2);
    }
  });

  test('one JSON access line per request, with the correlation id and no query values', async ({ request }) => {
    await get(request, '/en-us/about-us?utm_source=secret-campaign&siteId=CAIRN_EN_US&email=shopper%40example.com');
    const lines = INSTANCES.flatMap((_, i) => readFileSync(join(STACK_DIR, `logs/storefront-${i + 1}.log`), 'utf8').split('\n'))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = lines.filter((l) => l.event === 'http.access');
    expect(access.length).toBeGreaterThan(5);
    for (const line of access) expect(typeof line.correlationId).toBe('string');
    // A line written while a request is handled carries its id without being handed it
    // (src/lib/log/request-context.ts; Astro's own lines too: tests/unit/log/correlation.test.ts).
    const requestLines = lines.filter((l) => typeof l.event === 'string' && /^(gateway|cart|favorites|upstream)\.|^publish\.(applied|refused)$/.test(l.event));
    for (const line of requestLines) expect(typeof line.correlationId, JSON.stringify(line)).toBe('string');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-campaign');
    expect(text).not.toMatch(/shopper(@|%40)example\.com/);
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('Summit-Pass-1');
  });

  test('over https, signing in gives a new session id that both instances know as the member', async ({ playwright }) => {
    const shopper = await playwright.request.newContext({ baseURL: ORIGIN, ignoreHTTPSErrors: true });
    try {
      await shopper.get('/api/session');
      const sid = async () => (await shopper.storageState()).cookies.find((c) => c.name === '__Host-cairn_sid');
      const before = await sid();
      expect(before?.secure).toBe(true);
      const signIn = await shopper.post('/api/auth/signin', {
        headers: { origin: ORIGIN, 'content-type': 'application/json', accept: 'application/json' },
        data: { email: 'member@cairn.test', password: 'Summit-Pass-1' },
      });
      expect(signIn.status(), await signIn.text()).toBe(200);
      const after = await sid();
      expect(after?.value).toBeTruthy();
      expect(after?.value, 'a new session id at sign-in').not.toBe(before?.value);
      const asProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': `localhost:${PORTS.https}`, cookie: `${after!.name}=${after!.value}` };
      for (const port of INSTANCES) {
        const session = (await (await shopper.get(`http://127.0.0.1:${port}/api/session`, { headers: asProxy })).json()) as { signedIn?: boolean; consumerType?: string };
        expect(session, `instance :${port}`).toMatchObject({ signedIn: true, consumerType: 'REGISTERED' });
      }
      // The old id is worth nothing now.
      const old = (await (await shopper.get(`http://127.0.0.1:${INSTANCES[0]}/api/session`, { headers: { ...asProxy, cookie: `${before!.name}=${before!.value}` } })).json()) as { signedIn?: boolean };
      expect(old.signedIn).toBe(false);
    } finally {
      await shopper.dispose();
    }
  });

  // Last: it stops an instance for good.
  test('an instance stopped under load loses no request: Varnish tries the other one', async ({ request }) => {
    const { storefronts } = JSON.parse(readFileSync(join(STACK_DIR, 'pids.json'), 'utf8')) as { storefronts: Array<{ port: number; pid: number }> };
    const victim = storefronts[1]!;
    // Private pages and the BFF's reads are never cached: every one of these reaches an instance.
    const paths = ['/api/session', '/en-us/cart', '/en-us/account'];
    const statuses: number[] = [];
    let stopped = false;
    const shoppers = Array.from({ length: 6 }, async (_, n) => {
      for (let i = 0; i < 25; i++) {
        if (n === 0 && i === 5) {
          process.kill(victim.pid, 'SIGKILL');
          stopped = true;
        }
        const res = await request.get(paths[(n + i) % paths.length]!, { maxRedirects: 0 });
        statuses.push(res.status());
      }
    });
    await Promise.all(shoppers);
    expect(stopped).toBe(true);
    expect(statuses).toHaveLength(150);
    expect(statuses.filter((s) => s !== 200), 'answers other than 200').toEqual([]);
    // The instance is really gone, and the stack still answers.
    await expect(request.get(`http://127.0.0.1:${victim.port}/health/live`, { timeout: 2000 })).rejects.toThrow();
    expect((await request.get('/health/ready')).status()).toBe(200);
  });
});
