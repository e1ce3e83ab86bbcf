/**
 * What each express button (the device wallet's, PayPal's) costs a shopper's browser, before
 * and after intent (issue 11): on a fresh page load each run (a new context: empty HTTP cache),
 * in Chromium with the sandbox adapters (the default offline),
 *
 * - **before**: the JS the page loaded before any interaction (load, then network idle), and the
 *   part of it that is the express buttons' own modules (by chunk name);
 * - **setup** (quick-shop only): what opening quick-shop and choosing a complete selection
 *   fetched, which is where its buttons appear;
 * - **first move elsewhere**: a pointer move on an empty corner, so the code any first interaction
 *   loads (the header's) is not counted as the button's;
 * - **intent**: pointer over, then focus on the button (what `pointerenter`/`focus` prefetch);
 * - **press**: the click, until the wallet's sheet (merchant validated: 'Use this contact') or
 *   the sandbox PayPal shows, then network idle.
 *
 * JS is every script response (gzip: node:zlib level 9 over each body, as assets.ts); requests
 * are all the phase's requests (the BFF calls the press makes included). The median of the runs
 * is reported. The product and quick-shop wallets put the item in a cart of their own, the cart
 * page's buttons need a guest with a cart line (made through the BFF before each run).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { guestWithCartLine } from './cart.ts';

const VIEWPORT = { width: 1280, height: 900 };
const NAVIGATION_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 10_000;
const OPEN_TIMEOUT_MS = 20_000;
/**
 * The express buttons' own chunks, by file name: the wallet buttons, the provider setting and
 * the device check. PayPal's button is bundled into the cart summary's and quick-shop's chunks,
 * so it is not told apart here.
 */
const EXPRESS_CHUNK = /^(ProductWalletButton|WalletButton|PayPalExpressButton|providers|can-pay|availability|button-messages)[._]/i;

const BOOT = { name: 'Summit Trail Mid WP Boot', path: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1?color=black&size=10' };
const QUICK_SHOP_PAGE = '/en-us/c/footwear-1000';
const WALLET_BUTTON = 'Buy with Apple Pay (sandbox)';
const PAYPAL_BUTTON = 'Check out with PayPal';

interface ExpressTarget {
  /** `express <page> <button>`: what `--only` matches. */
  name: string;
  path: string;
  /** A guest with one cart line (the cart page's buttons need a cart). */
  withCart?: boolean;
  /** After the load, before the button: opening quick-shop (reported as `setup`). */
  setup?: (page: Page) => Promise<void>;
  button: (page: Page) => Locator;
  /** Visible once the press has opened the wallet or PayPal. */
  opened: (page: Page) => Locator;
}

const walletOpened = (page: Page) => page.getByRole('dialog', { name: 'Sandbox wallet' }).getByRole('button', { name: 'Use this contact' });
const paypalOpened = (page: Page) => page.getByRole('dialog', { name: 'PayPal' }).getByRole('region', { name: 'Sandbox PayPal' });
const quickShopPanel = (page: Page) => page.getByRole('dialog', { name: 'Quick shop' });

async function openQuickShop(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Quick shop ${BOOT.name}` }).click();
  const panel = quickShopPanel(page);
  await panel.getByRole('radio', { name: 'Black' }).check();
  await panel.getByRole('radio', { name: '9', exact: true }).check();
}

export const EXPRESS_TARGETS: readonly ExpressTarget[] = [
  {
    name: 'express product wallet',
    path: BOOT.path,
    button: (page) => page.getByRole('region', { name: BOOT.name }).getByRole('button', { name: WALLET_BUTTON }),
    opened: walletOpened,
  },
  { name: 'express cart wallet', path: '/en-us/cart', withCart: true, button: (page) => page.getByRole('main').getByRole('button', { name: WALLET_BUTTON }), opened: walletOpened },
  { name: 'express cart paypal', path: '/en-us/cart', withCart: true, button: (page) => page.getByRole('main').getByRole('button', { name: PAYPAL_BUTTON }), opened: paypalOpened },
  { name: 'express quick-shop wallet', path: QUICK_SHOP_PAGE, setup: openQuickShop, button: (page) => quickShopPanel(page).getByRole('button', { name: WALLET_BUTTON }), opened: walletOpened },
  { name: 'express quick-shop paypal', path: QUICK_SHOP_PAGE, setup: openQuickShop, button: (page) => quickShopPanel(page).getByRole('button', { name: PAYPAL_BUTTON }), opened: paypalOpened },
];

export interface Phase {
  /** Every request of the phase. */
  requests: number;
  jsRequests: number;
  jsRaw: number;
  jsGzip: number;
}

interface Measured extends Phase {
  jsUrls: string[];
}

export interface ExpressRun {
  before: Measured;
  /** Of `before` (and `setup`): the express buttons' own chunks. */
  beforeExpress: Phase;
  setup: Measured | null;
  /** A pointer move on an empty spot before the intent: what any first interaction loads. */
  neutral: Measured;
  intent: Measured;
  press: Measured;
  /** Click event → the wallet's sheet or PayPal visible (ms, in the page's clock). */
  pressMs: number;
}

export interface ExpressCost {
  name: string;
  url: string;
  runs: ExpressRun[];
  median: { before: Phase; beforeExpress: Phase; setup: Phase | null; neutral: Phase; intent: Phase; press: Phase; pressMs: number };
  problems: string[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

function collector(origin: string) {
  const pending: Promise<void>[] = [];
  const measured: Measured = { requests: 0, jsRequests: 0, jsRaw: 0, jsGzip: 0, jsUrls: [] };
  const add = (request: Request) => {
    measured.requests++;
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.status() >= 300) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        measured.jsRequests++;
        measured.jsRaw += body.length;
        measured.jsGzip += body.length ? gzipSync(body, { level: 9 }).length : 0;
        const url = response.url();
        measured.jsUrls.push(url.startsWith(origin) ? url.slice(origin.length) : url);
      })().catch(() => undefined),
    );
  };
  return { add, done: () => Promise.all(pending).then(() => measured) };
}

/** The express chunks' share of a phase: their script bodies weighed again (the same bytes, from the cache of this run). */
async function expressShare(page: Page, origin: string, urls: string[]): Promise<Phase> {
  const own = urls.filter((u) => EXPRESS_CHUNK.test(u.split('/').pop() ?? ''));
  const share: Phase = { requests: 0, jsRequests: own.length, jsRaw: 0, jsGzip: 0 };
  for (const url of own) {
    const body = await page.request.get(new URL(url, origin).href).then((r) => r.body()).catch(() => Buffer.alloc(0));
    share.jsRaw += body.length;
    share.jsGzip += body.length ? gzipSync(body, { level: 9 }).length : 0;
  }
  share.requests = own.length;
  return share;
}

async function measureOnce(browser: Browser, baseUrl: string, target: ExpressTarget): Promise<ExpressRun> {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (target.withCart) {
      const { cookies } = await guestWithCartLine(baseUrl);
      await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: origin })));
    }
    const page = await context.newPage();
    let phase = collector(origin);
    page.on('request', (request) => phase.add(request));
    const settle = () => page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);

    await page.goto(new URL(target.path, baseUrl).href, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    await settle();
    const loaded = phase;
    const opening = target.setup ? (phase = collector(origin)) : null;
    if (target.setup) await target.setup(page);
    const button = target.button(page).first();
    await button.waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS });
    // What still arrives before the intent (the button's availability check) is the page's, or quick-shop's.
    await settle();
    const before = await loaded.done();
    const setup = opening ? await opening.done() : null;

    // The page's first interaction anywhere loads code of its own (the header's): paid here, on a
    // neutral spot, so the intent below is the button's alone.
    phase = collector(origin);
    await page.mouse.move(VIEWPORT.width - 4, VIEWPORT.height - 4);
    await page.mouse.move(VIEWPORT.width - 8, VIEWPORT.height - 8);
    await settle();
    const neutral = await phase.done();

    const intent = (phase = collector(origin));
    await button.hover();
    await button.focus();
    await settle();
    const intentMeasured = await intent.done();

    await page.evaluate(() => {
      document.addEventListener('click', () => ((window as unknown as { __benchClickAt: number }).__benchClickAt = performance.now()), { capture: true, once: true });
    });
    const press = (phase = collector(origin));
    await button.click();
    await target.opened(page).waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS });
    const openedAt = await page.evaluate(() => performance.now());
    await settle();
    const pressMeasured = await press.done();
    const clickAt = await page.evaluate(() => (window as unknown as { __benchClickAt?: number }).__benchClickAt ?? Number.NaN);
    phase = collector(origin);
    const beforeExpress = await expressShare(page, origin, [...before.jsUrls, ...(setup?.jsUrls ?? [])]);
    return { before, beforeExpress, setup, neutral, intent: intentMeasured, press: pressMeasured, pressMs: Math.round(openedAt - clickAt) };
  } finally {
    await context.close();
  }
}

function medianPhase(phases: Phase[]): Phase {
  return {
    requests: median(phases.map((p) => p.requests)),
    jsRequests: median(phases.map((p) => p.jsRequests)),
    jsRaw: median(phases.map((p) => p.jsRaw)),
    jsGzip: median(phases.map((p) => p.jsGzip)),
  };
}

/** Each selected express target, `runs` fresh page loads each. */
export async function measureExpressButtons(browser: Browser, baseUrl: string, selected: (name: string) => boolean, runs: number): Promise<ExpressCost[]> {
  const costs: ExpressCost[] = [];
  for (const target of EXPRESS_TARGETS) {
    if (!selected(target.name)) continue;
    process.stdout.write(`  ${target.name.padEnd(27)} `);
    const results: ExpressRun[] = [];
    const problems: string[] = [];
    for (let run = 0; run < runs; run++) {
      try {
        results.push(await measureOnce(browser, baseUrl, target));
      } catch (error) {
        problems.push(`run ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    console.log(`${results.length}/${runs} runs`);
    const setups = results.map((r) => r.setup).filter((s): s is Measured => s !== null);
    costs.push({
      name: target.name,
      url: target.path,
      runs: results,
      median: {
        before: medianPhase(results.map((r) => r.before)),
        beforeExpress: medianPhase(results.map((r) => r.beforeExpress)),
        setup: setups.length ? medianPhase(setups) : null,
        neutral: medianPhase(results.map((r) => r.neutral)),
        intent: medianPhase(results.map((r) => r.intent)),
        press: medianPhase(results.map((r) => r.press)),
        pressMs: median(results.map((r) => r.pressMs)),
      },
      problems,
    });
  }
  return costs;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const js = (p: Phase) => `${kb(p.jsGzip).padStart(6)} KB gz / ${String(p.jsRequests).padStart(2)} JS`;

export function expressTable(costs: ExpressCost[]): string {
  const header = `  ${'button'.padEnd(27)} ${'before (page)'.padEnd(22)} ${'of which express'.padEnd(22)} ${'quick-shop open'.padEnd(22)} ${'first move elsewhere'.padEnd(22)} ${'+ intent'.padEnd(22)} ${'+ press'.padEnd(22)} requests intent/press  press→open`;
  const rows = costs.map((c) => {
    const m = c.median;
    return `  ${c.name.padEnd(27)} ${js(m.before).padEnd(22)} ${js(m.beforeExpress).padEnd(22)} ${(m.setup ? js(m.setup) : '').padEnd(22)} ${js(m.neutral).padEnd(22)} ${js(m.intent).padEnd(22)} ${js(m.press).padEnd(22)} ${`${m.intent.requests}/${m.press.requests}`.padEnd(21)} ${m.pressMs} ms`;
  });
  return [header, ...rows].join('\n');
}

export function writeExpressReport(outDir: string, stamp: string, costs: ExpressCost[]): string {
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, `express-${stamp}.json`);
  writeFileSync(path, `${JSON.stringify({ stamp, costs }, null, 2)}\n`);
  return path;
}
