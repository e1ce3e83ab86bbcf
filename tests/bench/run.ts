/**
 * `npm run bench`: throughput and latency of the storefront's pages (SSR with the route cache
 * cold and warm, and the same HTML as a static file), then the weight of each page type in
 * Chromium. Budgets are reported, never asserted: the exit code is non-zero only when the
 * harness itself fails (the server won't start, a page is broken, errors above 1%).
 * See docs/bench.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, weighPage, type PageTarget, type PageWeight } from './assets.ts';
import { runScenario, type LoadOptions, type LoadResult, type Scenario, type Sequence } from './load.ts';
import { loadTable, orderSummary, orderTable, pageTable, ratioLines, writeReport, type BenchReport, type Ratio, type UnweighedPage } from './report.ts';
import { startOwnServer, waitForHealth, type RunningServer } from './server.ts';
import { COLD_PARAM, firstProductPath, ssrCold, ssrColdBrotli, ssrWarm, staticFile, withQuery } from './scenarios.ts';
import { addToCart, bffPool, cartPage, cookieHeader, directPool, getCart, guestWithCartLine, signedInMember } from './cart.ts';
import { runOrders, type OrderResult } from './order.ts';
import { interactionLines, measureInteraction, type InteractionCost, type InteractionTarget } from './interaction.ts';
import { EXPRESS_TARGETS, expressTable, measureExpressButtons, writeExpressReport, type ExpressCost } from './express.ts';
import { describeAnswers, directSearchScenarios, SCALE_GOAL, SCALE_SUFFIX, scaleLines, scaleRatios, seedScaleDb, storefrontSearchScenarios, type ScaleCheck } from './search.ts';
import { DEFAULT_PRODUCT_COUNT } from '../../src/sandbox/seed/catalogue.ts';
import { cpuTicks, measureSteadiness, stealShare, steadinessLine, steadinessNotes } from './steadiness.ts';
import { findingLines, FLOOR_PAGE, LIGHTHOUSE_RUNS, lighthouseTable, runLighthouse, type LighthousePage, type LighthouseTarget } from './lighthouse.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = join(ROOT, 'tests/bench/out');
/** Above this share of failed requests the figures mean nothing: the run fails. */
const MAX_ERROR_RATE = 0.01;
/** A 1-minute load average above this per core, before the run, means others are using the CPU. */
const BUSY_LOAD_PER_CORE = 0.5;
const PROBE_TIMEOUT_MS = 30_000;
const EXTERNAL_READY_TIMEOUT_MS = 30_000;
/** A cold checkout builds first (start.ts), which takes minutes on 2 cores. */
const OWN_READY_TIMEOUT_MS = 10 * 60_000;

const PAGES = {
  home: '/en-us/',
  category: '/en-us/c/mens-jackets-2001',
  content: '/en-us/about-us',
  /** Only non-interactive blocks (banners, rich text): what the page chrome alone costs. */
  static: '/en-us/block-isolation',
} as const;
/**
 * Private pages with full-page islands: weighed in Chromium when they exist (no load scenarios:
 * they are never cached, and they need a shopper's session).
 */
const ISLAND_PAGES = {
  cart: '/en-us/cart',
  favorites: '/en-us/favorites',
} as const;
/**
 * The checkout: a private page that needs a basket (without one it sends the shopper to the cart),
 * so it is weighed for a guest whose cart holds one line, made through the BFF before loading it.
 */
const CHECKOUT = { page: 'checkout', path: '/en-us/checkout', as: 'a guest with one cart line', goal: { maxJsGzipKb: 90 } } as const;
/**
 * The account area (issue 12): private pages for a signed-in member, weighed as member@cairn.test
 * (signed in through the BFF before loading them). Their first state is rendered on the server;
 * the JS is the forms' islands.
 */
const ACCOUNT_PAGES = {
  account: '/en-us/account',
  'acct-profile': '/en-us/account/profile',
  'acct-addresses': '/en-us/account/addresses',
  'acct-payment': '/en-us/account/payment-methods',
  'acct-orders': '/en-us/account/orders',
  'acct-order': '/en-us/account/orders/CRN00001001',
  'acct-comms': '/en-us/account/communication',
} as const;
const ACCOUNT_MEMBER = { email: 'member@cairn.test', password: 'Summit-Pass-1', as: 'member@cairn.test, signed in' } as const;
/** The first interaction on a lazy island: quick-shop from a product card on the category page. */
const QUICK_SHOP: InteractionTarget = { name: 'quick-shop', path: PAGES.category, trigger: '[data-island="quickshop"]' };
/** Fresh page loads per interaction; the median is reported. */
const INTERACTION_RUNS = 5;
/** Fresh page loads per express button (each places a cart line and opens a wallet or PayPal). */
const EXPRESS_RUNS = 3;
const STATIC_DIR = '__bench';
const STATIC_FILE = 'home.html';
/** Guest carts per cart scenario family: enough that each gets a few dozen writes a run, not thousands. */
const CART_POOL_SIZE = 128;
/** The whole guest order scenario's name (`--only order`). */
const ORDER_SCENARIO = 'order bff';

const USAGE = `Usage: npm run bench -- [options]
  --duration <s>       measured seconds per load scenario (default 10)
  --warmup <s>         warm-up seconds before each scenario (default 2)
  --connections <n>    concurrent keep-alive connections (default 16)
  --shoppers <n>       concurrent shoppers of the whole-order scenario (default 8)
  --timeout <s>        a request slower than this counts as an error (default 10)
  --url <base>         bench a running server instead of starting one (e.g. http://localhost:4321)
  --sandbox-url <base> with --url: the commerce gateway for the direct cart scenarios (else they are skipped)
  --port <n>           own server's port (default 4491)
  --sandbox-port <n>   own sandbox's port (default 4492)
  --db <path>          own sandbox's database (default .data/bench.db), recreated each run
  --keep-data          reuse the database instead of recreating it
  --sandbox-checks     the own sandbox checks every answer against its contract, as in development (default:
                       it does not, as a real gateway does not; on a shared machine the checks' CPU is the
                       storefront's loss: about a fifth of the sandbox's work on an add to cart)
  --scale <N>          seed a grown catalogue first (src/sandbox/main.ts --scale N)
  --scale-check <N>    run the search and category-facets scenarios on this storefront and on a second
                       one (ports +2) whose sandbox holds N products (e.g. 50000; its own database, kept
                       between runs), in pairs, and report the ratio of their p50s (slow: seeding
                       50,000 takes about a minute the first time)
  --only <regex>       run only the load scenarios and pages whose name matches (e.g. order, checkout, cart)
  --no-load            skip the load scenarios
  --no-browser         skip the Chromium page weights
  --lighthouse         also run Lighthouse (mobile defaults, median of 3) on the machine's floor (a zero-JS page),
                       home, category, product, content, cart, checkout and account (tests/bench/lighthouse.ts);
                       --only filters by 'lighthouse <page>'
  --help`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '16' },
      shoppers: { type: 'string', default: '8' },
      timeout: { type: 'string', default: '10' },
      url: { type: 'string' },
      'sandbox-url': { type: 'string' },
      port: { type: 'string', default: '4491' },
      'sandbox-port': { type: 'string', default: '4492' },
      db: { type: 'string', default: '.data/bench.db' },
      'keep-data': { type: 'boolean', default: false },
      'sandbox-checks': { type: 'boolean', default: false },
      scale: { type: 'string' },
      'scale-check': { type: 'string' },
      only: { type: 'string' },
      'no-load': { type: 'boolean', default: false },
      'no-browser': { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const num = (name: string, raw: string, min: number) => {
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min) usage(`--${name} must be a number ≥ ${min}, got "${raw}"`);
    return n;
  };
  const scale = values.scale === undefined ? undefined : num('scale', values.scale, 1);
  if (scale !== undefined && values.url) usage('--scale seeds the harness’s own sandbox: it cannot be combined with --url');
  const scaleCheck = values['scale-check'] === undefined ? undefined : Math.floor(num('scale-check', values['scale-check'], 1));
  if (scaleCheck !== undefined && values.url) usage('--scale-check starts its own storefront: it cannot be combined with --url');
  let only: RegExp | undefined;
  if (values.only) {
    try {
      only = new RegExp(values.only, 'i');
    } catch {
      usage(`--only: not a regular expression: ${values.only}`);
    }
  }
  return {
    durationMs: num('duration', values.duration, 0.1) * 1000,
    warmupMs: num('warmup', values.warmup, 0) * 1000,
    connections: Math.floor(num('connections', values.connections, 1)),
    shoppers: Math.floor(num('shoppers', values.shoppers, 1)),
    timeoutMs: num('timeout', values.timeout, 0.1) * 1000,
    url: values.url?.replace(/\/+$/, ''),
    sandboxUrl: values['sandbox-url']?.replace(/\/+$/, ''),
    port: num('port', values.port, 1),
    sandboxPort: num('sandbox-port', values['sandbox-port'], 1),
    db: values.db,
    keepData: values['keep-data'],
    sandboxChecks: values['sandbox-checks'],
    scale,
    scaleCheck,
    only,
    load: !values['no-load'],
    browser: !values['no-browser'],
    lighthouse: values.lighthouse,
  };
}

function usage(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function gitCommit(): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return null;
  }
}

interface Probe {
  status: number;
  cache: string;
  contentType: string;
  location: string;
  body: string;
}

async function probe(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Probe> {
  const res = await fetch(new URL(path, baseUrl), { headers: { accept: 'text/html', 'user-agent': 'cairn-bench', ...headers }, redirect: 'manual', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  return { status: res.status, cache: res.headers.get('x-astro-cache') ?? 'none', contentType: res.headers.get('content-type') ?? '', location: res.headers.get('location') ?? '', body: await res.text() };
}

const options = parseOptions();
const runId = Date.now().toString(36);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const problems: string[] = [];
const notes: string[] = [];
const cleanups: (() => void | Promise<void>)[] = [];

async function cleanup(): Promise<void> {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping.`);
    void cleanup().finally(() => process.exit(130));
  });
}

const cpus = os.cpus();
const caveat = `Client and server share this machine (${cpus.length} cores): the load generator takes CPU from the server, so absolute req/s understate a dedicated server. Compare runs on the same machine, and read ratios rather than absolutes.`;

async function main(): Promise<number> {
  console.log(`Cairn bench: ${options.load ? `${options.connections} connections, ${options.warmupMs / 1000} s warm-up + ${options.durationMs / 1000} s per scenario` : 'load scenarios skipped'}.`);
  console.log(caveat);
  const startedAt = new Date().toISOString();
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const busy = loadBefore[0]! > cpus.length * BUSY_LOAD_PER_CORE;
  if (busy) {
    const warning = `The machine was already busy before the run (1-minute load ${loadBefore[0]} on ${cpus.length} cores): other processes compete for CPU, so these figures are noisy.`;
    console.log(`Warning: ${warning}`);
    notes.push(warning);
  }
  // Timed before the servers start and again at the end (./steadiness.ts).
  const steadyBefore = measureSteadiness();
  const ticksBefore = cpuTicks();
  console.log(steadinessLine('before the run', steadyBefore));

  let server: RunningServer;
  if (options.url) {
    await waitForHealth(options.url, EXTERNAL_READY_TIMEOUT_MS);
    server = { baseUrl: options.url, stop: async () => {} };
    console.log(`Benching the running server at ${options.url}.`);
  } else {
    const logFile = join(OUT_DIR, 'server.log');
    console.log(`Starting the storefront on :${options.port} (sandbox :${options.sandboxPort}, db ${options.db}${options.keepData ? ', kept' : ', fresh'}; log: ${logFile}).`);
    console.log('start.ts builds first when dist/ is older than the sources: that can take a few minutes.');
    const started = Date.now();
    server = await startOwnServer({
      root: ROOT,
      port: options.port,
      sandboxPort: options.sandboxPort,
      db: options.db,
      keepData: options.keepData,
      sandboxChecks: options.sandboxChecks,
      scale: options.scale,
      logFile,
      readyTimeoutMs: OWN_READY_TIMEOUT_MS,
    });
    cleanups.push(() => server.stop());
    console.log(`Healthy after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (!options.sandboxChecks) notes.push('The sandbox did not check its answers against their contracts, as a real gateway does not (--sandbox-checks keeps the checks).');
  }
  const base = server.baseUrl;
  const selected = (name: string) => !options.only || options.only.test(name);

  // Discover and check the pages before measuring anything.
  const pagePaths: Record<string, string> = { ...PAGES };
  const pageChecks: Record<string, { status: number; coldCache: string; warmCache: string }> = {};
  for (const [page, path] of Object.entries(PAGES)) {
    const first = await probe(base, path);
    if (first.status !== 200) problems.push(`${page} ${path} answered ${first.status}; its figures are missing.`);
    if (page === 'category') {
      const product = firstProductPath(first.body);
      if (product) pagePaths.product = product;
      else problems.push(`No product link (/en-us/p/…) on ${path}; the product page is not measured.`);
    }
  }
  for (const [page, path] of Object.entries(pagePaths)) {
    const cold = await probe(base, withQuery(path, COLD_PARAM, `${runId}-probe`));
    await probe(base, path);
    const warm = await probe(base, path);
    pageChecks[page] = { status: warm.status, coldCache: cold.cache, warmCache: warm.cache };
    if (page === 'product' && warm.status !== 200) problems.push(`product ${path} answered ${warm.status}.`);
    if (warm.status !== 200) continue;
    if (cold.cache !== 'MISS') notes.push(`${page}: a unique URL answered X-Astro-Cache ${cold.cache}, not MISS: the route cache is not active for this page.`);
    else if (warm.cache !== 'HIT') notes.push(`${page}: a repeated URL answered X-Astro-Cache ${warm.cache}, not HIT.`);
  }
  for (const [page, path] of Object.entries(ISLAND_PAGES)) {
    if (!selected(page) || !options.browser) continue;
    const first = await probe(base, path);
    pageChecks[page] = { status: first.status, coldCache: first.cache, warmCache: first.cache };
    if (first.status === 200) pagePaths[page] = path;
    else notes.push(`${page} ${path} answered ${first.status}: not weighed (the page may not exist yet).`);
  }
  // The checkout needs a basket: a guest with one line (made through the BFF) loads it.
  const unweighed: UnweighedPage[] = [];
  let checkoutCookies: Map<string, string> | undefined;
  if (selected(CHECKOUT.page) && options.browser) {
    const unweigh = (status: number, reason: string) => {
      unweighed.push({ page: CHECKOUT.page, path: CHECKOUT.path, status, reason, goal: { ...CHECKOUT.goal, met: false } });
      const line = `${CHECKOUT.page} ${CHECKOUT.path} ${status ? `answered ${status}` : 'was not reached'}: ${reason}; not weighed.`;
      if (status === 404 || status === 0) notes.push(line);
      else problems.push(line);
    };
    try {
      const shopper = await guestWithCartLine(base);
      const first = await probe(base, CHECKOUT.path, { cookie: cookieHeader(shopper.cookies) });
      pageChecks[CHECKOUT.page] = { status: first.status, coldCache: first.cache, warmCache: first.cache };
      if (first.status === 200) {
        pagePaths[CHECKOUT.page] = CHECKOUT.path;
        checkoutCookies = shopper.cookies;
      } else if (first.status === 404) unweigh(404, 'the page does not exist in this build yet');
      else if (first.status >= 300 && first.status < 400) unweigh(first.status, `redirected to ${first.location || '?'} although the guest's cart has a line (basket ${shopper.basketId})`);
      else unweigh(first.status, 'the page is broken');
    } catch (error) {
      unweigh(0, `the guest with a cart line could not be set up (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  // The account pages need a signed-in member.
  const accountTargets: PageTarget[] = [];
  const accountPages = Object.entries(ACCOUNT_PAGES).filter(([page]) => selected(page));
  if (accountPages.length > 0 && options.browser) {
    try {
      const cookies = await signedInMember(base, ACCOUNT_MEMBER.email, ACCOUNT_MEMBER.password);
      for (const [page, path] of accountPages) {
        const first = await probe(base, path, { cookie: cookieHeader(cookies) });
        pageChecks[page] = { status: first.status, coldCache: first.cache, warmCache: first.cache };
        if (first.status === 200) accountTargets.push({ page, path, cookies, as: ACCOUNT_MEMBER.as });
        else notes.push(`${page} ${path} answered ${first.status}: not weighed.`);
      }
    } catch (error) {
      problems.push(`account pages: the member could not be signed in (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
  const healthy = (page: string) => pageChecks[page]?.status === 200;

  const loadOptions: LoadOptions = { baseUrl: base, connections: options.connections, durationMs: options.durationMs, warmupMs: options.warmupMs, timeoutMs: options.timeoutMs };
  const results: LoadResult[] = [];
  const orders: OrderResult[] = [];
  const seq: Sequence = { next: 0 };

  const measure = async (scenario: Scenario, baseUrl = base) => {
    process.stdout.write(`  ${scenario.name.padEnd(20)} `);
    const result = await runScenario(scenario, { ...loadOptions, baseUrl }, seq);
    results.push(result);
    console.log(`${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  errors ${result.errors}`);
    if (result.errorRate > MAX_ERROR_RATE) problems.push(`${result.name}: ${(result.errorRate * 100).toFixed(1)}% of requests failed (${result.errorSamples.join('; ')}).`);
    if (result.cacheVerified === false) notes.push(`${result.name}: expected X-Astro-Cache ${scenario.expectCache ?? '?'} on every response, saw ${JSON.stringify(result.cache)}.`);
  };

  if (options.load) {
    console.log('\nLoad:');
    for (const page of ['home', 'category', 'product'] as const) {
      const path = pagePaths[page];
      if (!path || !healthy(page)) continue;
      const scenarios = [ssrCold(page, path, runId), ...(page === 'home' ? [ssrColdBrotli(page, path, runId)] : []), ssrWarm(page, path)];
      for (const scenario of scenarios) if (selected(scenario.name)) await measure(scenario);
      if (page === 'home' && selected('home static')) await measureStatic(base, path, measure);
    }
    await measureCart(base, options.url ? options.sandboxUrl : `http://127.0.0.1:${options.sandboxPort}`, selected, measure);
    if (selected(ORDER_SCENARIO)) await measureOrders(base, orders);
    // With --scale-check the search scenarios run later, paired with the scaled catalogue's.
    if (options.scaleCheck === undefined) await measureSearch(base, options.url ? options.sandboxUrl : `http://127.0.0.1:${options.sandboxPort}`, selected, measure);
  }
  const ratios = computeRatios(results);

  const pages: PageWeight[] = [];
  const interactions: InteractionCost[] = [];
  const express: ExpressCost[] = [];
  if (options.browser) {
    const targets: PageTarget[] = (['home', 'category', 'product', 'content', 'static', 'cart', 'favorites'] as const)
      .filter((page) => pagePaths[page] && healthy(page) && selected(page))
      .map((page): PageTarget => ({ page, path: pagePaths[page]! }));
    if (checkoutCookies) targets.push({ page: CHECKOUT.page, path: CHECKOUT.path, cookies: checkoutCookies, as: CHECKOUT.as, goal: CHECKOUT.goal });
    targets.push(...accountTargets);
    if (targets.length > 0) {
      console.log('\nPage weight (Chromium, empty HTTP cache, route cache warm):');
      const browser = await launchBrowser();
      cleanups.push(() => browser.close());
      try {
        for (const target of targets) {
          if (!target.cookies) await probe(base, target.path); // the HTML comes from the route cache, as a shopper's would
          const weight = await weighPage(browser, base, target);
          pages.push(weight);
          console.log(`  ${target.page.padEnd(9)} ${target.path}`);
          if (weight.status !== 200) problems.push(`${target.page}: Chromium got HTTP ${weight.status} for ${target.path}.`);
          if (weight.networkIdleTimedOut) notes.push(`${target.page}: the network never went idle; its weights are a lower bound.`);
          for (const p of weight.problems) notes.push(`${target.page}: ${p}`);
        }
      } finally {
        await browser.close();
      }
    }
    if (selected(QUICK_SHOP.name) && healthy('category')) await measureQuickShop(base, interactions);
    if (EXPRESS_TARGETS.some((t) => selected(t.name))) await measureExpress(base, selected, express);
  }

  const lighthouse = options.lighthouse ? await measureLighthouse(base, pagePaths, healthy, selected) : [];

  let scale: ScaleCheck | undefined;
  if (options.scaleCheck !== undefined && options.load) {
    scale = await measureScale(options.scaleCheck, { base, sandboxUrl: `http://127.0.0.1:${options.sandboxPort}` }, selected, measure, results);
  }

  const steadyAfter = measureSteadiness();
  const steal = stealShare(ticksBefore, cpuTicks());
  console.log(`\n${steadinessLine('after the run', steadyAfter)}`);
  notes.push(...steadinessNotes(steadyBefore, steadyAfter, steal));

  const report: BenchReport & { lighthouse?: LighthousePage[] } = {
    meta: {
      startedAt,
      finishedAt: new Date().toISOString(),
      runId,
      baseUrl: base,
      ownServer: !options.url,
      commit: gitCommit(),
      options: {
        durationS: options.durationMs / 1000,
        warmupS: options.warmupMs / 1000,
        connections: options.connections,
        shoppers: options.shoppers,
        timeoutS: options.timeoutMs / 1000,
        scale: options.scale ?? null,
        db: options.url ? null : options.db,
      },
      pages: pagePaths,
      pageChecks,
      machine: { cpus: cpus.length, cpuModel: cpus[0]?.model ?? '?', memoryGb: Math.round(os.totalmem() / 2 ** 30), loadavgBefore: loadBefore, loadavgAfter: os.loadavg().map((l) => Math.round(l * 100) / 100), steadinessBefore: steadyBefore, steadinessAfter: steadyAfter, stealShare: steal ?? null, node: process.version, platform: `${os.platform()} ${os.release()}` },
      caveat,
    },
    load: results,
    ratios,
    pages,
    unweighed,
    interactions,
    orders,
    ...(scale ? { scale } : {}),
    ...(options.lighthouse ? { lighthouse } : {}),
    notes,
    problems,
  };

  if (scale) console.log(`\n${scaleLines(scale)}`);
  if (results.length > 0) {
    console.log(`\nLoad results (${options.connections} connections, ${options.durationMs / 1000} s each; latency = time to the last byte; client and server share ${cpus.length} cores)`);
    console.log(loadTable(results));
    if (ratios.length > 0) console.log(`\n${ratioLines(ratios)}`);
  }
  for (const result of orders) {
    console.log(`\nWhole guest orders through the BFF (${result.shoppers} shoppers, closed loop, a new guest per order; latency = time to the last byte; placed orders only)`);
    console.log(orderSummary(result));
    console.log(orderTable(result));
  }
  if (pages.length > 0 || unweighed.length > 0) {
    console.log('\nPage weight before interaction (gzip = node:zlib level 9 over each body; LCP and CLS are informational)');
    console.log(pageTable(pages, unweighed));
    for (const p of pages) if (p.as) console.log(`  ${p.page}: loaded as ${p.as}`);
    for (const u of unweighed) console.log(`  ${u.page}: ${u.path} answered ${u.status || 'nothing'}: ${u.reason}`);
    for (const p of pages) if (p.reactEvidence.length > 0) console.log(`  ${p.page}: React via ${p.reactEvidence.slice(0, 3).join('; ')}`);
  }
  if (interactions.length > 0) {
    console.log('\nFirst interaction (Chromium, fresh page load each run; gzip = node:zlib level 9)');
    for (const cost of interactions) console.log(interactionLines(cost));
  }
  if (express.length > 0) {
    console.log(`\nExpress buttons (Chromium, sandbox adapters, median of ${EXPRESS_RUNS} fresh page loads; JS gzip = node:zlib level 9; tests/bench/express.ts)`);
    console.log(expressTable(express));
    console.log(`  JSON: ${writeExpressReport(OUT_DIR, stamp, express)}`);
  }
  if (lighthouse.length > 0) {
    console.log(`\nLighthouse 13 (mobile defaults: simulated throttling; the run with the median score of ${LIGHTHOUSE_RUNS}; KB = transfer size; tests/bench/lighthouse.ts)`);
    console.log(lighthouseTable(lighthouse));
    for (const p of lighthouse) if (p.as) console.log(`  ${p.page}: loaded as ${p.as}`);
    for (const p of lighthouse) if (p.kind !== 'floor' && (p.page === 'home' || !p.goal.met)) console.log(findingLines(p));
    console.log(`  The median runs' whole Lighthouse results: tests/bench/out/lighthouse-${runId}-<page>.json`);
  }
  if (notes.length > 0) console.log(`\nNotes:\n${notes.map((n) => `  - ${n}`).join('\n')}`);
  if (problems.length > 0) console.log(`\nHarness problems:\n${problems.map((n) => `  - ${n}`).join('\n')}`);
  const path = writeReport(OUT_DIR, report, stamp);
  console.log(`\nJSON: ${path}`);
  return problems.length > 0 ? 1 : 0;
}

/**
 * Lighthouse on the page types (issue 15, tests/bench/lighthouse.ts): the public pages as they are,
 * the cart and checkout as a guest with one line, the account as the member, each with its own
 * session made through the BFF (cart.ts) and sent as a Cookie header.
 */
async function measureLighthouse(base: string, pagePaths: Record<string, string>, healthy: (page: string) => boolean, selected: (name: string) => boolean): Promise<LighthousePage[]> {
  const wanted = (page: string) => selected(`lighthouse ${page}`);
  const targets: LighthouseTarget[] = (['home', 'category', 'product', 'content'] as const)
    .filter((page) => pagePaths[page] && healthy(page) && wanted(page))
    .map((page) => ({ page, path: pagePaths[page]!, kind: 'public' }));
  try {
    if (wanted('cart') || wanted('checkout')) {
      const guest = cookieHeader((await guestWithCartLine(base)).cookies);
      for (const page of ['cart', 'checkout'] as const) if (wanted(page)) targets.push({ page, path: page === 'cart' ? ISLAND_PAGES.cart : CHECKOUT.path, kind: 'private', cookie: guest, as: CHECKOUT.as });
    }
    if (wanted('account')) targets.push({ page: 'account', path: ACCOUNT_PAGES.account, kind: 'private', cookie: cookieHeader(await signedInMember(base, ACCOUNT_MEMBER.email, ACCOUNT_MEMBER.password)), as: ACCOUNT_MEMBER.as });
  } catch (error) {
    problems.push(`lighthouse: a private page's shopper could not be set up (${error instanceof Error ? error.message : String(error)}).`);
  }
  const withFloor = wanted(FLOOR_PAGE.page);
  if (targets.length === 0 && !withFloor) return [];
  console.log(`\nLighthouse (${LIGHTHOUSE_RUNS} runs per page, performance score of each):`);
  const save = (page: string, lhr: unknown) => {
    const file = join(OUT_DIR, `lighthouse-${runId}-${page}.json`);
    writeFileSync(file, JSON.stringify(lhr));
    return file;
  };
  // The machine's floor first, so the pages' figures can be read against what this machine reaches alone.
  const pages: LighthousePage[] = [];
  if (withFloor) {
    await withStaticCopy(base, `lighthouse ${FLOOR_PAGE.page}`, `${FLOOR_PAGE.page}.html`, FLOOR_PAGE.html, async (path) => {
      pages.push(...(await runLighthouse(base, [{ page: FLOOR_PAGE.page, path, kind: 'floor' }], LIGHTHOUSE_RUNS, save)));
    });
  }
  pages.push(...(await runLighthouse(base, targets, LIGHTHOUSE_RUNS, save)));
  for (const p of pages) {
    for (const line of p.problems) notes.push(`lighthouse ${p.page}: ${line}`);
    if (!p.median) problems.push(`lighthouse ${p.page}: no run completed.`);
  }
  return pages;
}

/** The express buttons before and after intent (issue 11, tests/bench/express.ts). */
async function measureExpress(base: string, selected: (name: string) => boolean, express: ExpressCost[]): Promise<void> {
  console.log('\nExpress buttons (before, intent, press):');
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  try {
    for (const cost of await measureExpressButtons(browser, base, selected, EXPRESS_RUNS)) {
      express.push(cost);
      for (const p of cost.problems) notes.push(`${cost.name}: ${p}`);
      if (cost.runs.length === 0) problems.push(`${cost.name}: no run opened the wallet or PayPal.`);
    }
  } finally {
    await browser.close();
  }
}

/**
 * Opening quick-shop from the category page: what the click costs until its dialog shows.
 * Skipped, with a line saying so, while product cards have no quick-shop button.
 */
async function measureQuickShop(base: string, interactions: InteractionCost[]): Promise<void> {
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  try {
    const cost = await measureInteraction(browser, base, QUICK_SHOP, INTERACTION_RUNS);
    if (!cost) {
      const line = `quick-shop: skipped, no ${QUICK_SHOP.trigger} button on ${QUICK_SHOP.path} yet.`;
      console.log(`\n${line}`);
      notes.push(line);
      return;
    }
    interactions.push(cost);
    for (const p of cost.problems) notes.push(`${cost.name}: ${p}`);
    if (cost.runs.length === 0) problems.push(`${cost.name}: no run opened the dialog.`);
  } finally {
    await browser.close();
  }
}

/** Home as a static file: the same bytes, served by the same server's static handler. */
async function measureStatic(base: string, homePath: string, measure: (s: Scenario) => Promise<void>): Promise<void> {
  const html = await probe(base, homePath);
  await withStaticCopy(base, 'home static', STATIC_FILE, html.body, (url) => measure(staticFile('home', url)));
}

/**
 * `body` as a file of the server's own static directory (`/__bench/<file>`) while `use` runs, then
 * removed. Nothing runs when the server does not answer it with those bytes (a `--url` server
 * serving another checkout's build): a problem named after `what` says so.
 */
async function withStaticCopy(base: string, what: string, fileName: string, body: string, use: (url: string) => Promise<void>): Promise<void> {
  // start.ts and the build honour CAIRN_OUT_DIR (astro.config.mjs): the copy goes where the server serves from.
  const clientDir = join(ROOT, process.env.CAIRN_OUT_DIR ?? 'dist', 'client');
  const dir = join(clientDir, STATIC_DIR);
  const file = join(dir, fileName);
  const url = `/${STATIC_DIR}/${fileName}`;
  if (!existsSync(clientDir)) {
    problems.push(`${what}: ${clientDir} does not exist, so there is nowhere to put the static copy.`);
    return;
  }
  const createdDir = !existsSync(dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, body);
  const remove = () => rmSync(createdDir ? dir : file, { recursive: true, force: true });
  cleanups.push(remove);
  try {
    const check = await probe(base, url);
    if (check.status !== 200 || check.body !== body) {
      problems.push(`${what}: ${url} answered ${check.status}${check.status === 200 ? ' with other bytes' : ''}; is ${options.url ?? 'the server'} serving this checkout's dist/client?`);
      return;
    }
    await use(url);
  } finally {
    remove();
    cleanups.splice(cleanups.indexOf(remove), 1);
  }
}

/**
 * Add-to-cart and get-cart, through the BFF and direct to the gateway: the same calls, so the
 * difference is the BFF's cost (cookies, token, headers, deadline, redaction). Each family gets
 * its own pool of guest carts, made before measuring (not timed). Then the cart page for the BFF's
 * pool, rendered on the server from each shopper's session.
 */
async function measureCart(base: string, sandboxUrl: string | undefined, selected: (name: string) => boolean, measure: (s: Scenario, baseUrl?: string) => Promise<void>): Promise<void> {
  const names = { bffAdd: 'cart add bff', bffAddBrotli: 'cart add bff br', directAdd: 'cart add direct', bffGet: 'cart get bff', directGet: 'cart get direct', page: 'cart page ssr' };
  const wantBff = selected(names.bffAdd) || selected(names.bffAddBrotli) || selected(names.bffGet) || selected(names.page);
  const wantDirect = (selected(names.directAdd) || selected(names.directGet)) && sandboxUrl !== undefined;
  if (!sandboxUrl && (selected(names.directAdd) || selected(names.directGet))) notes.push('The direct cart scenarios need the gateway: pass --sandbox-url with --url.');
  if (!wantBff && !wantDirect) return;
  try {
    if (wantBff) {
      const pool = await bffPool(base, CART_POOL_SIZE);
      if (selected(names.bffAdd)) await measure(addToCart(names.bffAdd, 'bff', pool, '/api/gateway'));
      if (selected(names.bffAddBrotli)) await measure(addToCart(names.bffAddBrotli, 'bff-br', pool, '/api/gateway', 'br'));
      if (selected(names.bffGet)) await measure(getCart(names.bffGet, 'bff', pool, '/api/gateway'));
      if (selected(names.page)) await measure(cartPage(names.page, pool));
    }
    if (wantDirect && sandboxUrl) {
      const pool = await directPool(sandboxUrl, CART_POOL_SIZE);
      if (selected(names.directAdd)) await measure(addToCart(names.directAdd, 'direct', pool, ''), sandboxUrl);
      if (selected(names.directGet)) await measure(getCart(names.directGet, 'direct', pool, ''), sandboxUrl);
    }
  } catch (error) {
    problems.push(`cart scenarios: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Whole guest orders through the BFF: `--shoppers` concurrent shoppers for the warm-up plus
 * `--duration`, each placing one order after another (tests/bench/order.ts).
 */
async function measureOrders(base: string, orders: OrderResult[]): Promise<void> {
  process.stdout.write(`  ${ORDER_SCENARIO.padEnd(20)} `);
  try {
    const result = await runOrders(ORDER_SCENARIO, { baseUrl: base, shoppers: options.shoppers, durationMs: options.durationMs, warmupMs: options.warmupMs, timeoutMs: options.timeoutMs, runId });
    orders.push(result);
    console.log(`${result.ordersPerSecond.toFixed(1).padStart(6)} orders/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  failed ${result.failed}`);
    if (result.failedRate > MAX_ERROR_RATE) problems.push(`${result.name}: ${(result.failedRate * 100).toFixed(1)}% of orders failed (${result.errorSamples.join('; ')}).`);
    if (result.budgetExhausted) notes.push(`${result.name}: the stock budget ran out before the time was up; fewer orders than the shoppers could place.`);
  } catch (error) {
    console.log('failed');
    problems.push(`${ORDER_SCENARIO}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Search and a faceted category (issue 13): the pages with the route cache cold, the type-ahead
 * through the BFF, and the same answers on the sandbox directly (tests/bench/search.ts).
 */
async function measureSearch(base: string, sandboxUrl: string | undefined, selected: (name: string) => boolean, measure: (s: Scenario, baseUrl?: string) => Promise<void>, suffix = ''): Promise<void> {
  const named = (s: Scenario): Scenario => ({ ...s, name: s.name + suffix });
  for (const scenario of storefrontSearchScenarios(runId).map(named)) if (selected(scenario.name)) await measure(scenario, base);
  if (!sandboxUrl) {
    if (!suffix && selected('search direct')) notes.push('The direct search scenarios need the gateway: pass --sandbox-url with --url.');
    return;
  }
  for (const scenario of directSearchScenarios().map(named)) if (selected(scenario.name)) await measure(scenario, sandboxUrl);
}

/**
 * `--scale-check N`: a second storefront starts beside the first (ports +2) with its own database
 * of N products (seeded once, kept), and each search scenario runs on both, one right after the
 * other (alternating which goes first), so a machine whose load drifts weighs on both alike. Each
 * p50 at N products is then divided by the same scenario's p50 on the first storefront.
 */
async function measureScale(products: number, first: { base: string; sandboxUrl: string }, selected: (name: string) => boolean, measure: (s: Scenario, baseUrl?: string) => Promise<void>, results: LoadResult[]): Promise<ScaleCheck | undefined> {
  const baseProducts = options.scale ?? DEFAULT_PRODUCT_COUNT;
  const check: ScaleCheck = { baseProducts, scaledProducts: products, goal: SCALE_GOAL, ratios: [], answers: {}, seedMs: 0 };
  const db = join(dirname(options.db), `bench-scale-${products}.db`);
  const port = options.port + 2;
  const sandboxPort = options.sandboxPort + 2;
  const scaledSandbox = `http://127.0.0.1:${sandboxPort}`;
  console.log(`\nScale check: ${products} products in ${db} (reseeded only when it holds another size), storefront :${port}, sandbox :${sandboxPort}.`);
  try {
    const seeded = seedScaleDb(ROOT, db, products);
    check.seedMs = seeded.ms;
    console.log(`  ${seeded.output || 'kept'} (${(seeded.ms / 1000).toFixed(1)} s)`);
    const server = await startOwnServer({ root: ROOT, port, sandboxPort, db, keepData: true, sandboxChecks: options.sandboxChecks, logFile: join(OUT_DIR, 'server-scale.log'), readyTimeoutMs: OWN_READY_TIMEOUT_MS });
    cleanups.push(() => server.stop());
    try {
      check.answers.base = await describeAnswers(first.sandboxUrl);
      check.answers.scaled = await describeAnswers(scaledSandbox);
      const suffix = SCALE_SUFFIX(products);
      const pairs: Array<[Scenario, string, string]> = [
        ...storefrontSearchScenarios(runId).map((s): [Scenario, string, string] => [s, first.base, server.baseUrl]),
        ...directSearchScenarios().map((s): [Scenario, string, string] => [s, first.sandboxUrl, scaledSandbox]),
      ];
      let turn = 0;
      for (const [scenario, baseUrl, scaledUrl] of pairs) {
        if (!selected(scenario.name)) continue;
        const runs: Array<[Scenario, string]> = [
          [scenario, baseUrl],
          [{ ...scenario, name: scenario.name + suffix }, scaledUrl],
        ];
        if (turn++ % 2 === 1) runs.reverse();
        for (const [s, url] of runs) await measure(s, url);
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    problems.push(`scale check: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  check.ratios = scaleRatios(results, products);
  for (const r of check.ratios) if (r.ratio > check.goal) notes.push(`${r.scenario}: p50 ${r.baseP50} ms at ${baseProducts} products, ${r.scaledP50} ms at ${products}: ratio ${r.ratio}, above the goal of ${check.goal}.`);
  return check;
}

function computeRatios(results: LoadResult[]): Ratio[] {
  const ratios: Ratio[] = [];
  const find = (page: string, mode: string) => results.find((r) => r.page === page && r.mode === mode);
  const pages = [...new Set(results.map((r) => r.page))];
  for (const page of pages) {
    const base = find(page, 'static');
    if (!base || base.rps === 0) continue;
    for (const mode of ['ssr-cold', 'ssr-cold-br', 'ssr-warm']) {
      const r = find(page, mode);
      if (!r || r.requests === 0) continue;
      const div = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
      ratios.push({ page, pair: `${mode}/static`, throughput: div(r.rps, base.rps), p50: div(r.latencyMs.p50, base.latencyMs.p50), p99: div(r.latencyMs.p99, base.latencyMs.p99) });
    }
  }
  return ratios;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\nThe bench failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
