/**
 * Checks the bench harness itself, without the storefront: the percentile math on known data,
 * and the load generator against a tiny local node:http server with a known latency.
 *   npx node tests/bench/selfcheck.ts
 * Exits non-zero on the first failed check.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runScenario, type Scenario } from './load.ts';
import { ORDER_STEPS, runOrders } from './order.ts';
import { pageTable } from './report.ts';
import { firstProductPath, ssrCold, withQuery } from './scenarios.ts';
import { percentileOfSorted, summarize } from './stats.ts';

let checks = 0;
function check(name: string, fn: () => void): void {
  fn();
  checks++;
  console.log(`ok  ${name}`);
}

// Percentiles (nearest rank).
const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
check('p50/p90/p99/max of 1..100', () => {
  const s = summarize(hundred.slice().reverse());
  assert.deepEqual([s.p50, s.p90, s.p99, s.max, s.min, s.mean, s.count], [50, 90, 99, 100, 1, 50.5, 100]);
});
check('single sample', () => {
  const s = summarize([7]);
  assert.deepEqual([s.p50, s.p90, s.p99, s.max], [7, 7, 7, 7]);
});
check('two samples', () => {
  assert.equal(percentileOfSorted([1, 2], 50), 1);
  assert.equal(percentileOfSorted([1, 2], 51), 2);
  assert.equal(percentileOfSorted([1, 2], 99), 2);
});
check('p99 of 1000 samples picks the 990th', () => {
  const sorted = Array.from({ length: 1000 }, (_, i) => i + 1);
  assert.equal(percentileOfSorted(sorted, 99), 990);
  assert.equal(percentileOfSorted(sorted, 99.9), 999);
  assert.equal(percentileOfSorted(sorted, 100), 1000);
});
check('numeric (not lexical) sort', () => {
  assert.equal(summarize([10, 9, 100, 2]).p50, 9);
});
check('empty input', () => {
  assert.ok(Number.isNaN(summarize([]).p50));
  assert.throws(() => percentileOfSorted([1], 0));
});

check('cold URLs are unique, warm ones are not', () => {
  assert.equal(withQuery('/en-us/', 'bench', 'a-1'), '/en-us/?bench=a-1');
  assert.equal(withQuery('/en-us/p/x?color=red', 'bench', 'a 1'), '/en-us/p/x?color=red&bench=a%201');
  const cold = ssrCold('home', '/en-us/', 'run');
  assert.notEqual(cold.request(1).path, cold.request(2).path);
});
check('first product link, without its query', () => {
  assert.equal(firstProductPath('<a href="/en-us/c/x">c</a><a class="card" href="/en-us/p/trail-boot-1001?color=black&amp;size=9">'), '/en-us/p/trail-boot-1001');
  assert.equal(firstProductPath('<a href="/fr-ca/p/x">'), undefined);
});

// The load generator against a server whose latency we set.
const DELAY_MS = 20;
let connectionsOpened = 0;
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/hang') return; // never answers: the client's timeout must fire
  let received = 0;
  req.on('data', (c: Buffer) => (received += c.length));
  req.on('end', () => {
    setTimeout(() => {
      if (url.pathname === '/fail') {
        res.writeHead(500).end('nope');
        return;
      }
      if (req.method === 'POST' && received !== Number(req.headers['content-length'])) {
        res.writeHead(400).end('body length mismatch');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain', 'x-astro-cache': url.searchParams.get('cache') ?? 'HIT' });
      res.end('x'.repeat(1000));
    }, DELAY_MS);
  });
});
server.on('connection', () => connectionsOpened++);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const seq = { next: 0 };
const options = { baseUrl, connections: 4, durationMs: 1000, warmupMs: 200, timeoutMs: 2000 };

const steady: Scenario = { name: 'steady', page: 't', mode: 'x', request: () => ({ path: '/ok' }), expectCache: 'HIT' };
const r1 = await runScenario(steady, options, seq);
console.log(`    steady: ${r1.rps} req/s, p50 ${r1.latencyMs.p50} ms, p99 ${r1.latencyMs.p99} ms, ${connectionsOpened} connections`);
check('closed loop throughput ≈ connections / latency', () => {
  const ideal = options.connections / (DELAY_MS / 1000);
  assert.ok(r1.rps > ideal * 0.6 && r1.rps <= ideal * 1.05, `rps ${r1.rps}, ideal ${ideal}`);
});
check('latency ≥ server delay, p50 close to it', () => {
  assert.ok(r1.latencyMs.min >= DELAY_MS - 1, `min ${r1.latencyMs.min}`);
  assert.ok(r1.latencyMs.p50 < DELAY_MS + 15, `p50 ${r1.latencyMs.p50}`);
  assert.ok(r1.latencyMs.p50 <= r1.latencyMs.p90 && r1.latencyMs.p90 <= r1.latencyMs.p99 && r1.latencyMs.p99 <= r1.latencyMs.max);
});
check('keep-alive: no more sockets than connections', () => assert.ok(connectionsOpened <= options.connections, `${connectionsOpened} sockets`));
check('no errors, bodies read, cache verified', () => {
  assert.equal(r1.errors, 0);
  assert.equal(r1.meanBodyBytes, 1000);
  assert.equal(r1.cacheVerified, true);
  assert.deepEqual(Object.keys(r1.statuses), ['200']);
});

const seen: number[] = [];
const mixed: Scenario = {
  name: 'mixed',
  page: 't',
  mode: 'x',
  expectCache: 'MISS',
  request: (i) => {
    seen.push(i);
    return { path: i % 10 === 0 ? '/fail' : `/ok?cache=MISS&bench=${i}` };
  },
};
const r2 = await runScenario(mixed, { ...options, durationMs: 600, warmupMs: 0 }, seq);
check('request indices are unique and continue across scenarios', () => {
  assert.equal(new Set(seen).size, seen.length);
  assert.ok(seen.length > 0 && Math.min(...seen) >= r1.requests);
});
check('non-2xx counted as errors', () => {
  assert.ok(r2.errorRate > 0.05 && r2.errorRate < 0.15, `errorRate ${r2.errorRate}`);
  assert.equal(r2.errors, r2.statuses['500']);
  assert.deepEqual(r2.errorSamples, ['HTTP 500']);
  assert.equal(r2.cacheVerified, false, 'the 500s carry no MISS header');
});

const post: Scenario = { name: 'post', page: 't', mode: 'api', request: (i) => ({ method: 'POST', path: '/echo', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ i, note: 'é' }) }) };
const r3 = await runScenario(post, { ...options, durationMs: 300, warmupMs: 0 }, seq);
check('POST bodies sent with the right length', () => assert.equal(r3.errors, 0, r3.errorSamples.join()));

const hang: Scenario = { name: 'hang', page: 't', mode: 'x', request: () => ({ path: '/hang' }) };
const r4 = await runScenario(hang, { ...options, connections: 2, durationMs: 100, warmupMs: 0, timeoutMs: 250 }, seq);
check('timeouts are errors and end the phase', () => {
  assert.equal(r4.errors, r4.requests);
  assert.match(r4.errorSamples[0] ?? '', /timeout/);
  assert.ok(r4.elapsedMs < 600, `elapsed ${r4.elapsedMs}`);
});

server.closeAllConnections();
server.close();

// The whole-order flow against a fake BFF that enforces what the real one does: same-origin JSON,
// the locale header, the cookies it set, an Idempotency-Key on place.
let stock = 1_000_000;
let carts = 0;
const refusals: string[] = [];
const bff = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const origin = `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
    const json = (status: number, body: unknown, headers: Record<string, string | string[]> = {}) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    const refuse = (why: string) => {
      refusals.push(`${req.method} ${req.url}: ${why}`);
      json(400, { errorDetails: [{ errorId: 'SELFCHECK', message: why }] });
    };
    const cookies = Object.fromEntries((req.headers.cookie ?? '').split(/;\s*/).filter(Boolean).map((c) => c.split('=') as [string, string]));
    if (req.headers['x-cairn-locale'] !== 'en-us') return refuse('no locale header');
    if (req.method === 'GET' && req.url === '/api/session') return json(200, { signedIn: false }, { 'set-cookie': [`sid=s${carts}; Path=/; HttpOnly`, 'stale=1; Path=/; Max-Age=0'] });
    if (!cookies.sid) return refuse('no session cookie');
    if (cookies.stale) return refuse('a cookie removed with Max-Age=0 came back');
    if (req.method === 'GET' && req.url === '/api/gateway/products/v2/products/FWINSTOCK1/inventory') return json(200, { productId: 'FWINSTOCK1', variants: [{ id: 'FWINSTOCK1-moss-01', quantity: stock }, { id: 'FWINSTOCK1-moss-02', quantity: 10 }] });
    if (req.headers.origin !== origin) return refuse(`origin ${req.headers.origin}`);
    if (!/^application\/json/.test(req.headers['content-type'] ?? '')) return refuse('not JSON');
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    if (req.url === '/api/gateway/cart/v1/cartWithItem') {
      if (body.productId !== 'FWINSTOCK1-moss-01') return refuse(`productId ${String(body.productId)} has no budget`);
      const id = `B${++carts}`;
      return json(201, { id, basketId: id, flash: [] }, { 'set-cookie': `basket=${id}; Path=/; HttpOnly` });
    }
    const basket = cookies.basket ?? '';
    if (!basket) return refuse('no basket cookie');
    const cartId = String(body.cartId ?? body.basketId ?? req.url?.split('/')[6] ?? '');
    if (cartId !== basket) return refuse(`cart ${cartId} is not the basket ${basket}`);
    if (req.method === 'PUT' && req.url === '/api/checkout/order') {
      if (!/^bench-[\w-]+$/.test(String(req.headers['idempotency-key']))) return refuse('no Idempotency-Key');
      if (Number(basket.slice(1)) % 10 === 5) return json(409, { errorDetails: [{ errorId: 'ORD430', message: 'sold out' }] });
      return json(200, { orderNumber: `O${basket}`, st: 'x', status: 'created', cartId: basket });
    }
    return json(200, { id: basket, basketId: basket, flash: [] });
  });
});
await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
const bffUrl = `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
const orders = await runOrders('order', { baseUrl: bffUrl, shoppers: 3, durationMs: 500, warmupMs: 100, timeoutMs: 2000, runId: 'self' });
console.log(`    order: ${orders.ordersPerSecond} orders/s, p50 ${orders.latencyMs.p50} ms, ${orders.placed} placed, ${orders.failed} failed`);
check('orders: every request as the BFF wants it (origin, JSON, locale, cookies, Idempotency-Key)', () => assert.deepEqual(refusals, []));
check('orders: placed and failed counted, failures grouped by step and answer', () => {
  assert.ok(orders.placed > 10, `placed ${orders.placed}`);
  assert.equal(orders.orders, orders.placed + orders.failed);
  assert.ok(orders.failed > 0);
  assert.deepEqual(Object.keys(orders.failures), ['place HTTP 409 ORD430']);
  assert.equal(orders.requests, orders.orders * ORDER_STEPS.length);
  assert.deepEqual(orders.steps.map((s) => s.step), [...ORDER_STEPS]);
  assert.ok(orders.steps.every((s) => s.latencyMs.count === orders.placed));
  assert.ok(orders.latencyMs.p50 >= orders.steps.reduce((sum, s) => sum + s.latencyMs.min, 0) - 1);
  assert.equal(orders.budgetExhausted, false);
});
stock = 1_003; // a budget of 3 orders: the probe and two more
carts = 0;
const capped = await runOrders('order', { baseUrl: bffUrl, shoppers: 2, durationMs: 500, warmupMs: 0, timeoutMs: 2000, runId: 'self2' });
check('orders: never beyond the stock budget', () => {
  assert.equal(capped.budgetExhausted, true);
  assert.equal(capped.orders, 2);
  assert.deepEqual(capped.stock.map((v) => [v.productId, v.ordered]), [['FWINSTOCK1-moss-01', 3]]);
});
bff.closeAllConnections();
bff.close();

check('page table: a page not built yet is a row that says so', () => {
  const text = pageTable([], [{ page: 'checkout', path: '/en-us/checkout', status: 404, reason: 'not built', goal: { maxJsGzipKb: 90, met: false } }]);
  assert.match(text, /checkout\s+HTTP 404/);
  assert.match(text, /≤ 90 KB: not measured/);
});

console.log(`\n${checks} checks passed`);
