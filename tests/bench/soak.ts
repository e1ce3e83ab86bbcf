/**
 * The soak (docs/bench.md "Soak: the production stack"): N shoppers for D minutes through the
 * running `npm run stack` (https, nginx, Varnish, the storefront instances), browsing and filling
 * carts; reports the 5xx count and each storefront instance's RSS growth. A benchmark, not a test:
 * it fails only when it cannot run.
 *
 *   npx node tests/bench/soak.ts [--connections 50] [--minutes 10] [--stack-dir .data/stack]
 *                                [--url https://localhost:<port>] [--timeout 10]
 *
 * Loopback only. Closed loop and bounded: each shopper sends one request at a time, and starts
 * over as a new guest after a few cart lines, so no basket or session grows without end.
 */
import https from 'node:https';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { summarize } from './stats.ts';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    minutes: { type: 'string', default: '10' },
    'stack-dir': { type: 'string', default: process.env.STACK_DIR ?? '.data/stack' },
    url: { type: 'string' },
    timeout: { type: 'string', default: '10' },
  },
});

function fail(message: string): never {
  console.error(`soak: ${message}`);
  process.exit(1);
}

const connections = Number(args.connections);
const minutes = Number(args.minutes);
const timeoutMs = Number(args.timeout) * 1000;
if (!Number.isInteger(connections) || connections < 1 || connections > 500) fail('--connections must be 1 to 500.');
if (!(minutes > 0 && minutes <= 24 * 60)) fail('--minutes must be more than 0.');
const stackDir = resolve(root, args['stack-dir']!);
const pidsFile = join(stackDir, 'pids.json');
if (!existsSync(pidsFile)) fail(`no ${pidsFile}: start the stack first (npm run stack).`);
const pids = JSON.parse(readFileSync(pidsFile, 'utf8')) as { storefronts: Array<{ port: number; pid: number }>; varnish: number; nginx: number; redis: number; sandbox: number; https: number };
const base = new URL(args.url ?? `https://localhost:${pids.https}`);
if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) fail(`${base.hostname} is not this machine: the soak runs on loopback only.`);

const agent = new https.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, rejectUnauthorized: false, servername: 'localhost' });

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request; network errors and timeouts become status 0. */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((done) => {
    const req = https.request(
      { agent, host: base.hostname.replace(/^\[|\]$/g, ''), port: base.port || 443, method, path, headers: { host: base.host, 'accept-encoding': 'gzip, br', ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: res.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString(), headers: res.headers }));
        res.on('error', () => done({ status: 0, body: '', headers: {} }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', () => done({ status: 0, body: '', headers: {} }));
    if (body) req.write(body);
    req.end();
  });
}

// ── What shoppers visit: found on the site itself ──────────────────────────────────────────
const home = await send('GET', '/en-us/', { 'accept-encoding': 'identity' });
if (home.status !== 200) fail(`GET ${base.origin}/en-us/ answered ${home.status}: is the stack up?`);
const categories = [...new Set(home.body.match(/\/en-us\/c\/[a-z0-9-]+/g) ?? [])].slice(0, 12);
if (categories.length === 0) fail('the home page links to no category.');
const listing = await send('GET', categories[0]!, { 'accept-encoding': 'identity' });
const products = [...new Set(listing.body.match(/\/en-us\/p\/[A-Za-z0-9-]+/g) ?? [])].slice(0, 24);
if (products.length === 0) fail(`${categories[0]} links to no product.`);
const contentPages = ['/en-us/', '/en-us/about-us', '/en-us/newsletter', '/en-us/sustainability'];
const SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'name'];
/** FWINSTOCK1 is always in stock (docs/sandbox.md): carts never run out. */
const VARIANTS = ['moss', 'black', 'ember'].flatMap((c) => ['01', '02', '03', '04', '05', '06'].map((s) => `FWINSTOCK1-${c}-${s}`));
const LINES_PER_SHOPPER = 4;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function browsePath(): string {
  const r = Math.random();
  let path: string;
  if (r < 0.3) path = pick(contentPages);
  else if (r < 0.6) path = `${pick(categories)}${Math.random() < 0.5 ? `?sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 3)}` : ''}`;
  else path = pick(products);
  // Campaign links: Varnish must answer them from the same objects.
  if (Math.random() < 0.2) path += `${path.includes('?') ? '&' : '?'}utm_source=soak&utm_campaign=c${Math.floor(Math.random() * 1000)}`;
  return path;
}

// ── Figures ──────────────────────────────────────────────────────────────────────────────────
const byKind: Record<string, { count: number; statuses: Record<string, number>; ms: number[] }> = {};
const xCache: Record<string, number> = {};
let fiveHundreds = 0;
let networkErrors = 0;
const fiveHundredSamples: string[] = [];

function record(kind: string, method: string, path: string, answer: Answer, ms: number): void {
  const k = (byKind[kind] ??= { count: 0, statuses: {}, ms: [] });
  k.count++;
  k.statuses[answer.status] = (k.statuses[answer.status] ?? 0) + 1;
  k.ms.push(ms);
  const cache = String(answer.headers['x-cache'] ?? 'none');
  xCache[cache] = (xCache[cache] ?? 0) + 1;
  if (answer.status === 0) networkErrors++;
  if (answer.status >= 500) {
    fiveHundreds++;
    if (fiveHundredSamples.length < 10) fiveHundredSamples.push(`${answer.status} ${method} ${path}`);
  }
}

async function timed(kind: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const started = performance.now();
  const answer = await send(method, path, headers, body);
  record(kind, method, path, answer, performance.now() - started);
  return answer;
}

function cookieFrom(answer: Answer, jar: string): string {
  const set = answer.headers['set-cookie'];
  const sid = (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0]!).find((c) => c.includes('cairn_sid='));
  return sid ?? jar;
}

const deadline = Date.now() + minutes * 60_000;
const json = { 'content-type': 'application/json', accept: 'application/json', origin: base.origin, 'accept-encoding': 'identity' };

async function shopper(): Promise<void> {
  let jar = '';
  let basketId = '';
  let lines = 0;
  while (Date.now() < deadline) {
    const r = Math.random();
    const cookie: Record<string, string> = jar ? { cookie: jar } : {};
    if (r < 0.65) {
      await timed('browse', 'GET', browsePath(), cookie);
    } else if (r < 0.75) {
      jar = cookieFrom(await timed('session', 'GET', '/api/session', cookie), jar);
    } else if (r < 0.9) {
      const productId = pick(VARIANTS);
      const answer = basketId
        ? await timed('add', 'POST', '/api/gateway/cart/v1/item', { ...cookie, ...json }, JSON.stringify([{ cartId: basketId, productId, qty: 1 }]))
        : await timed('add', 'POST', '/api/gateway/cart/v1/cartWithItem', { ...cookie, ...json }, JSON.stringify({ productId, qty: 1 }));
      jar = cookieFrom(answer, jar);
      if (!basketId && answer.status === 201) {
        try {
          basketId = (JSON.parse(answer.body) as { basketId?: string }).basketId ?? '';
        } catch {
          // Not the cart: the next add creates one.
        }
      }
      if (++lines >= LINES_PER_SHOPPER) {
        // This shopper leaves; a new guest takes the connection.
        jar = '';
        basketId = '';
        lines = 0;
      }
    } else {
      await timed('cart page', 'GET', '/en-us/cart', cookie);
    }
  }
}

// ── Memory of each storefront instance ────────────────────────────────────────────────────────
function rssKb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}
/** A process and its children (Varnish's cache lives in its worker, nginx's in its workers). */
function treeRssKb(pid: number): number | null {
  const own = rssKb(pid);
  if (own === null) return null;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no children file: the process alone
  }
  return children.reduce((sum, child) => sum + (treeRssKb(child) ?? 0), own);
}
const watched = [
  ...pids.storefronts.map((s, i) => ({ name: `storefront-${i + 1}`, pid: s.pid, tree: false })),
  { name: 'varnish', pid: pids.varnish, tree: true },
  { name: 'nginx', pid: pids.nginx, tree: true },
  { name: 'redis', pid: pids.redis, tree: false },
];
const samples: Array<{ at: number; rss: Record<string, number | null> }> = [];
const sample = () => samples.push({ at: Date.now(), rss: Object.fromEntries(watched.map((w) => [w.name, w.tree ? treeRssKb(w.pid) : rssKb(w.pid)])) });
for (const s of pids.storefronts) if (rssKb(s.pid) === null) fail(`storefront pid ${s.pid} is not running (stale ${pidsFile}?).`);

const startedAt = Date.now();
sample();
const sampler = setInterval(sample, 5000);
const progress = setInterval(() => {
  const done = Object.values(byKind).reduce((n, k) => n + k.count, 0);
  const rss = samples.at(-1)!.rss;
  console.log(`soak: ${Math.round((Date.now() - startedAt) / 1000)} s, ${done} requests, ${fiveHundreds} 5xx, RSS ${pids.storefronts.map((_, i) => `${Math.round((rss[`storefront-${i + 1}`] ?? 0) / 1024)} MB`).join(' / ')}`);
}, 30_000);
console.log(`soak: ${connections} shoppers for ${minutes} min through ${base.origin} (${categories.length} categories, ${products.length} products)`);
await Promise.all(Array.from({ length: connections }, () => shopper()));
clearInterval(sampler);
clearInterval(progress);
sample();
agent.destroy();

// ── Report ───────────────────────────────────────────────────────────────────────────────────
const elapsedS = (Date.now() - startedAt) / 1000;
const total = Object.values(byKind).reduce((n, k) => n + k.count, 0);
// Growth is measured from the end of the warm-up (a tenth of the run, at most a minute): the
// first requests fill the caches and JIT-compile, which is not a leak.
const warmupMs = Math.min(60_000, (minutes * 60_000) / 10);
const baseline = samples.find((s) => s.at - startedAt >= warmupMs) ?? samples[0]!;
const last = samples.at(-1)!;
// A leak keeps growing; caches filling up flatten out: the second half tells them apart.
const halfway = samples.find((s) => s.at - startedAt >= (last.at - startedAt) / 2) ?? baseline;
const memory = watched.map((w) => {
  const series = samples.map((s) => s.rss[w.name]).filter((v): v is number => v !== null);
  const start = samples[0]!.rss[w.name] ?? null;
  const after = baseline.rss[w.name] ?? null;
  const end = last.rss[w.name] ?? null;
  return {
    name: w.name,
    pid: w.pid,
    startMb: start && start / 1024,
    afterWarmupMb: after && after / 1024,
    endMb: end && end / 1024,
    maxMb: series.length ? Math.max(...series) / 1024 : null,
    growthPct: after && end ? ((end - after) / after) * 100 : null,
    growthFromStartPct: start && end ? ((end - start) / start) * 100 : null,
    secondHalfGrowthPct: halfway.rss[w.name] && end ? ((end - halfway.rss[w.name]!) / halfway.rss[w.name]!) * 100 : null,
  };
});
const kinds = Object.fromEntries(Object.entries(byKind).map(([kind, k]) => [kind, { count: k.count, statuses: k.statuses, latencyMs: summarize(k.ms) }]));
const report = { at: new Date().toISOString(), url: base.origin, connections, minutes, elapsedS, requests: total, rps: total / elapsedS, fiveHundreds, networkErrors, fiveHundredSamples, xCache, kinds, memory };
const outDir = join(root, 'tests/bench/out');
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `soak-${report.at.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(report, null, 2) + '\n');

const f1 = (n: number | null) => (n === null ? '–' : n.toFixed(1));
console.log(`\nsoak: ${total} requests in ${elapsedS.toFixed(0)} s (${(total / elapsedS).toFixed(0)} req/s), ${fiveHundreds} 5xx, ${networkErrors} network errors or timeouts`);
console.log(`X-Cache: ${Object.entries(xCache).map(([k, v]) => `${k} ${v}`).join(', ')}`);
for (const [kind, k] of Object.entries(kinds)) console.log(`  ${kind.padEnd(10)} ${String(k.count).padStart(7)}  p50 ${k.latencyMs.p50.toFixed(1)} ms  p99 ${k.latencyMs.p99.toFixed(1)} ms  ${Object.entries(k.statuses).map(([s, n]) => `${s}×${n}`).join(' ')}`);
console.log('RSS (MB)            start  after warm-up    end    max   growth: after warm-up / second half / from start');
for (const m of memory) console.log(`  ${m.name.padEnd(18)} ${f1(m.startMb).padStart(6)} ${f1(m.afterWarmupMb).padStart(14)} ${f1(m.endMb).padStart(6)} ${f1(m.maxMb).padStart(6)}   ${f1(m.growthPct)} % / ${f1(m.secondHalfGrowthPct)} % / ${f1(m.growthFromStartPct)} %`);
if (fiveHundredSamples.length) console.log(`5xx samples: ${fiveHundredSamples.join('; ')}`);
console.log(`full figures: ${file}`);
