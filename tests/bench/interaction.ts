/**
 * The cost of a first interaction on a lazy island (src/lib/islands/lazy.ts): on a fresh page
 * load (a new context: empty HTTP cache), hover the first trigger, let its code prefetch settle,
 * click it, and measure what the click fetches until the island's dialog is visible: bytes (raw,
 * and gzip level 9 as assets.ts computes them), requests, and the in-page time from the click
 * event to the first frame with the open dialog. The median of several runs is reported; the
 * code prefetched on hover is reported apart (it is paid before the click, while the shopper
 * aims); everything the click fetches counts, images of the dialog included.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from '@playwright/test';

const VIEWPORT = { width: 1280, height: 900 };
const NAVIGATION_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 10_000;
const DIALOG_TIMEOUT_MS = 15_000;
const CODE: ReadonlySet<string> = new Set(['script', 'stylesheet']);

export interface InteractionTarget {
  /** A name for the report ('quick-shop'). */
  name: string;
  path: string;
  /** The first visible element matching this is hovered, then clicked. */
  trigger: string;
}

export interface Fetched {
  requests: number;
  raw: number;
  gzip: number;
}

export interface InteractionRun {
  hover: Fetched & { urls: string[] };
  click: Fetched & { urls: string[] };
  /** Click event → first animation frame with an open, laid-out <dialog>. */
  ms: number;
}

export interface InteractionCost {
  name: string;
  url: string;
  runs: InteractionRun[];
  median: { hover: Fetched; click: Fetched; ms: number };
  problems: string[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** Counts the responses of the requests it is given (of `types` only, when set), once their bodies are read. */
function collector(origin: string, types?: ReadonlySet<string>) {
  const pending: Promise<void>[] = [];
  const fetched: Fetched & { urls: string[] } = { requests: 0, raw: 0, gzip: 0, urls: [] };
  const add = (request: Request) => {
    if (types && !types.has(request.resourceType())) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        fetched.requests++;
        fetched.raw += body.length;
        fetched.gzip += body.length ? gzipSync(body, { level: 9 }).length : 0;
        const url = response.url();
        fetched.urls.push(url.startsWith(origin) ? url.slice(origin.length) : url);
      })().catch(() => undefined),
    );
  };
  return { add, fetched, done: () => Promise.all(pending).then(() => fetched) };
}

/** Null when the page has no such trigger (the island is not there yet). */
export async function measureInteraction(browser: Browser, baseUrl: string, target: InteractionTarget, runs: number): Promise<InteractionCost | null> {
  const origin = new URL(baseUrl).origin;
  const url = new URL(target.path, baseUrl).href;
  const results: InteractionRun[] = [];
  const problems: string[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
      await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => problems.push(`run ${run + 1}: the page never went idle before the hover`));
      const trigger = page.locator(target.trigger).filter({ visible: true }).first();
      if ((await trigger.count()) === 0) return null;
      // Scrolling to the card loads its lazy images: page content, not the island's cost.
      await trigger.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);

      // The hover fetches island code; lazy images of cards coming into view are the page's, not its.
      let phase = collector(origin, CODE);
      const hover = phase;
      const onRequest = (request: Request) => phase.add(request);
      page.on('request', onRequest);
      await trigger.hover();
      await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => problems.push(`run ${run + 1}: the hover prefetch never settled`));
      const hoverFetched = await hover.done();

      // The click's clock starts at the click event in the page, not in this process.
      await page.evaluate(() => {
        document.addEventListener('click', () => ((window as unknown as { __benchClickAt: number }).__benchClickAt = performance.now()), { capture: true, once: true });
      });
      const click = (phase = collector(origin));
      await trigger.click();
      const visibleAt = await page.waitForFunction(
        () => {
          const dialog = [...document.querySelectorAll('dialog[open]')].find((d) => d.getBoundingClientRect().height > 0);
          return dialog ? performance.now() : false;
        },
        undefined,
        { polling: 'raf', timeout: DIALOG_TIMEOUT_MS },
      );
      const ms = (await visibleAt.jsonValue()) as number;
      page.off('request', onRequest);
      const clickAt = await page.evaluate(() => (window as unknown as { __benchClickAt?: number }).__benchClickAt ?? Number.NaN);
      results.push({ hover: hoverFetched, click: await click.done(), ms: Math.round(ms - clickAt) });
    } catch (error) {
      problems.push(`run ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      await context.close();
    }
  }
  const pick = (key: 'hover' | 'click'): Fetched => ({
    requests: median(results.map((r) => r[key].requests)),
    raw: median(results.map((r) => r[key].raw)),
    gzip: median(results.map((r) => r[key].gzip)),
  });
  return { name: target.name, url: target.path, runs: results, median: { hover: pick('hover'), click: pick('click'), ms: median(results.map((r) => r.ms)) }, problems };
}

export function interactionLines(cost: InteractionCost): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const { hover, click, ms } = cost.median;
  return [
    `  ${cost.name} on ${cost.url} (median of ${cost.runs.length} fresh page loads)`,
    `    hover (code prefetch): ${hover.requests} requests, ${kb(hover.raw)} KB raw / ${kb(hover.gzip)} KB gzip`,
    `    click → dialog visible: ${click.requests} requests, ${kb(click.raw)} KB raw / ${kb(click.gzip)} KB gzip, ${ms} ms`,
  ].join('\n');
}
