/**
 * What a page costs a shopper's browser before any interaction: load it in Chromium (a fresh
 * context, so an empty HTTP cache), wait for `load` and network idle, then weigh every script
 * and stylesheet response. gzip sizes are computed here (node:zlib, level 9) because the server
 * may not compress; they approximate what a CDN would send.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const VIEWPORT = { width: 1280, height: 900 };
const NAVIGATION_TIMEOUT_MS = 30_000;
const NETWORK_IDLE_TIMEOUT_MS = 15_000;
/** Long enough for buffered PerformanceObserver entries to be delivered. */
const OBSERVER_SETTLE_MS = 100;

export interface Weight {
  requests: number;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  page: string;
  url: string;
  status: number;
  html: { raw: number; gzip: number };
  js: Weight & { urls: string[] };
  css: Weight & { urls: string[] };
  /**
   * The stylesheets that blocked the first paint (Chromium's Resource Timing `renderBlockingStatus`):
   * the parser-inserted `<link rel="stylesheet">` of the HTML; a sheet a script adds later is not.
   */
  blockingCss: Weight & { urls: string[] };
  /** Inline <script> (JSON data blocks excluded) and <style>: already counted in the HTML bytes. */
  inline: { scripts: number; scriptBytes: number; styles: number; styleBytes: number };
  /** Every other response (images, fonts, media, fetches), by Playwright resource type. */
  other: Record<string, { requests: number; raw: number }>;
  islands: { component: string; client: string }[];
  react: boolean;
  reactEvidence: string[];
  /** Informational, never asserted: a headless run on a loaded machine. */
  lcpMs: number | null;
  lcpElement: string | null;
  cls: number;
  /** Failed requests and responses with status ≥ 400. */
  problems: string[];
  /** True when the network never went idle within the timeout (figures are then a lower bound). */
  networkIdleTimedOut: boolean;
  /** The page's JS goal, and whether the JS gzip figure is within it. */
  goal?: JsGoal & { met: boolean };
  /** How the page was loaded when it was not as a new visitor ('a guest with one cart line'). */
  as?: string;
}

export interface PageTarget {
  page: string;
  path: string;
  /** A shopper's cookies to load the page with (a private page that needs a cart); else a new visitor. */
  cookies?: ReadonlyMap<string, string>;
  /** How the page is loaded when not as a new visitor, for the report ('a guest with one cart line'). */
  as?: string;
  /** What the page's JS before interaction should stay within: printed beside its row, never asserted. */
  goal?: JsGoal;
}

/** A budget on the JS a page loads before interaction, gzip, every script counted (React included). */
export interface JsGoal {
  maxJsGzipKb: number;
}

const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** A script that ships React: the renderer's package name survives minification in react-dom. */
function reactEvidence(url: string, body: Buffer): string | null {
  const text = body.toString('latin1');
  if (text.includes('react-dom')) return `${url} contains "react-dom"`;
  if (/react\.(transitional\.)?element/.test(text) && /createRoot|hydrateRoot/.test(text)) return `${url} contains React's element symbol and a root`;
  return null;
}

function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) : url;
}

interface BrowserFigures {
  lcpMs: number | null;
  lcpElement: string | null;
  cls: number;
  inline: PageWeight['inline'];
  islands: PageWeight['islands'];
}

/** Runs in the page: LCP and CLS from buffered observers, inline code, and the Astro islands. */
function collectInPage(settleMs: number): Promise<BrowserFigures> {
  type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
  type LcpEntry = PerformanceEntry & { renderTime: number; loadTime: number; element: Element | null; url: string };
  return new Promise((resolve) => {
    let lcp: LcpEntry | null = null;
    const shifts: ShiftEntry[] = [];
    const lcpObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry as LcpEntry;
    });
    const clsObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as ShiftEntry);
    });
    try {
      lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true });
      clsObserver.observe({ type: 'layout-shift', buffered: true });
    } catch {
      // an engine without these entry types: figures stay empty
    }
    setTimeout(() => {
      lcpObserver.disconnect();
      clsObserver.disconnect();
      // CLS as web-vitals defines it: the largest session window (gaps < 1 s, windows ≤ 5 s).
      let cls = 0;
      let windowValue = 0;
      let windowStart = 0;
      let previous = 0;
      for (const shift of shifts) {
        if (shift.hadRecentInput) continue;
        if (windowValue > 0 && shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) windowValue += shift.value;
        else {
          windowValue = shift.value;
          windowStart = shift.startTime;
        }
        previous = shift.startTime;
        cls = Math.max(cls, windowValue);
      }
      let lcpElement: string | null = null;
      const found = lcp as LcpEntry | null;
      if (found?.element) {
        const el = found.element;
        const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
        lcpElement = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}${found.url ? ` ${found.url.replace(location.origin, '').slice(0, 100)}` : ''}`;
      }
      const scripts = [...document.querySelectorAll('script:not([src])')].filter((s) => !/json/i.test(s.getAttribute('type') ?? ''));
      const styles = [...document.querySelectorAll('style')];
      const bytes = (nodes: Element[]) => nodes.reduce((sum, n) => sum + new TextEncoder().encode(n.textContent ?? '').length, 0);
      const islands = [...document.querySelectorAll('astro-island')].map((island) => ({
        component: (island.getAttribute('component-url') ?? '?').split('/').pop() ?? '?',
        client: island.getAttribute('client') ?? '?',
      }));
      resolve({
        lcpMs: found ? Math.round(found.renderTime || found.loadTime || found.startTime) : null,
        lcpElement,
        cls: Math.round(cls * 10000) / 10000,
        inline: { scripts: scripts.length, scriptBytes: bytes(scripts), styles: styles.length, styleBytes: bytes(styles) },
        islands,
      });
    }, settleMs);
  });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function weighPage(browser: Browser, baseUrl: string, target: PageTarget): Promise<PageWeight> {
  const origin = new URL(baseUrl).origin;
  const url = new URL(target.path, baseUrl).href;
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (target.cookies) await context.addCookies([...target.cookies].map(([name, value]) => ({ name, value, url: origin })));
  const page = await context.newPage();
  const bodies: Promise<void>[] = [];
  const js: Weight & { urls: string[] } = { requests: 0, raw: 0, gzip: 0, urls: [] };
  const css: Weight & { urls: string[] } = { requests: 0, raw: 0, gzip: 0, urls: [] };
  const cssGzip = new Map<string, { raw: number; gzip: number }>();
  const other: PageWeight['other'] = {};
  const problems: string[] = [];
  const evidence: string[] = [];
  let html = { raw: 0, gzip: 0 };

  const onResponse = (response: Response) => {
    const request = response.request();
    const type = request.resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    const short = shortUrl(response.url(), origin);
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${short}`);
    if (response.status() >= 300 && response.status() < 400) return; // a redirect has no body to weigh
    const isDocument = type === 'document' && request.frame() === page.mainFrame();
    const isJs = type === 'script' || /javascript|ecmascript/.test(contentType);
    const isCss = type === 'stylesheet' || contentType.includes('text/css');
    bodies.push(
      response.body().then(
        (body) => {
          if (isDocument) html = { raw: body.length, gzip: gz(body) };
          else if (isJs) {
            js.requests++;
            js.raw += body.length;
            js.gzip += gz(body);
            js.urls.push(short);
            const found = reactEvidence(short, body);
            if (found) evidence.push(found);
          } else if (isCss) {
            css.requests++;
            css.raw += body.length;
            css.gzip += gz(body);
            css.urls.push(short);
            cssGzip.set(short, { raw: body.length, gzip: gz(body) });
          } else {
            const bucket = (other[type] ??= { requests: 0, raw: 0 });
            bucket.requests++;
            bucket.raw += body.length;
          }
        },
        (error: unknown) => {
          problems.push(`no body for ${short}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        },
      ),
    );
  };
  page.on('response', onResponse);
  page.on('requestfailed', (request) => problems.push(`failed ${shortUrl(request.url(), origin)}: ${request.failure()?.errorText ?? '?'}`));

  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    let networkIdleTimedOut = false;
    try {
      await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS });
    } catch {
      networkIdleTimedOut = true;
    }
    const figures = await page.evaluate(collectInPage, OBSERVER_SETTLE_MS);
    const blockingUrls = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as Array<PerformanceResourceTiming & { renderBlockingStatus?: string }>)
        .filter((e) => e.renderBlockingStatus === 'blocking')
        .map((e) => e.name),
    );
    page.off('response', onResponse);
    await Promise.all(bodies);
    const blockingCss: Weight & { urls: string[] } = { requests: 0, raw: 0, gzip: 0, urls: [] };
    for (const full of blockingUrls) {
      const short = shortUrl(full, origin);
      const weight = cssGzip.get(short);
      if (!weight) continue; // a blocking script (none expected) is in the JS figures
      blockingCss.requests++;
      blockingCss.raw += weight.raw;
      blockingCss.gzip += weight.gzip;
      blockingCss.urls.push(short);
    }
    // A client: directive renders through Astro's island element; its renderer names the framework.
    for (const island of figures.islands) evidence.push(`<astro-island client:${island.client}> ${island.component}`);
    return {
      page: target.page,
      url: target.path,
      status: response?.status() ?? 0,
      html,
      js,
      css,
      blockingCss,
      inline: figures.inline,
      other,
      islands: figures.islands,
      react: evidence.length > 0,
      reactEvidence: evidence,
      lcpMs: figures.lcpMs,
      lcpElement: figures.lcpElement,
      cls: figures.cls,
      problems,
      networkIdleTimedOut,
      ...(target.as ? { as: target.as } : {}),
      ...(target.goal ? { goal: { ...target.goal, met: js.gzip <= target.goal.maxJsGzipKb * 1024 } } : {}),
    };
  } finally {
    await context.close();
  }
}
