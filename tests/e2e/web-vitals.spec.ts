/**
 * Real-user metrics (issue 15, src/lib/analytics/web-vitals.ts): with performance consent,
 * `web-vitals` loads on the shopper's first intent (never before) and reports LCP, CLS and INP to
 * the data layer as `web_vital` events when the page is hidden; without performance consent it is
 * never requested and nothing is pushed; granted later from the banner, it loads then.
 */
import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { WEB_VITALS_OBSERVING_MARK } from '../../src/lib/analytics/web-vitals.ts';
import { expect, test } from './support.ts';

/** An EMEA site: consent is asked, so it can be given or refused. */
const PAGE = '/en-gb/';
/** The web-vitals library's chunk (Vite names it after the package). */
const WEB_VITALS_CHUNK = /\/web-vitals[^/]*\.js(\?|$)/;

interface WebVital {
  event: string;
  metricName?: string;
  metricValue?: unknown;
  metricRating?: unknown;
  metricId?: unknown;
}

const webVitals = (page: Page) => page.evaluate(() => (((window as unknown as { dataLayer?: WebVital[] }).dataLayer ?? []) as WebVital[]).filter((e) => e.event === 'web_vital'));

/** The tab goes to the background: what the browser does when the shopper switches tabs or leaves. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** Records the web-vitals chunk's requests from now on. */
function watchWebVitals(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (WEB_VITALS_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

const consentCookie = (categories: string) => ({ name: 'cairn_consent', value: `v1.${categories}.${Math.floor(Date.now() / 1000)}`, url: baseURL });

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
}

function expectMetric(events: WebVital[], name: string): void {
  const event = events.find((e) => e.metricName === name);
  expect(event, `${name} in ${JSON.stringify(events)}`).toBeDefined();
  expect(typeof event?.metricValue).toBe('number');
  expect(Number.isFinite(event?.metricValue)).toBe(true);
  expect(event?.metricValue as number).toBeGreaterThanOrEqual(0);
  expect(['good', 'needs-improvement', 'poor']).toContain(event?.metricRating);
  expect(typeof event?.metricId).toBe('string');
}

/** Resolves once web-vitals' observers are in place (src/lib/analytics/web-vitals.ts marks it). */
const observing = (page: Page) => expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, WEB_VITALS_OBSERVING_MARK)).toBe(1);

/** Two frames: the browser has painted after what the test just did (an interaction's INP is timed to the next paint). */
const painted = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The first intent loads web-vitals; once its observers are in place, an interaction, then the
 * page is hidden (when web-vitals reports) once the browser has painted after it.
 */
async function loadThenInteract(page: Page, intent: () => Promise<void>, interaction: () => Promise<void>): Promise<void> {
  const loaded = page.waitForResponse((response) => WEB_VITALS_CHUNK.test(new URL(response.url()).pathname));
  await intent();
  expect((await loaded).ok()).toBe(true);
  await observing(page);
  await painted(page);
  await interaction();
  await painted(page);
  await hidePage(page);
}

test.describe('real-user metrics', () => {
  test('with performance consent: loaded on first intent, LCP, CLS and INP reported when the page is hidden', { tag: '@before-intent' }, async ({ page, context }) => {
    await context.addCookies([consentCookie('C0001-C0002')]);
    const requested = watchWebVitals(page);
    await page.goto(PAGE);
    await expect(page.getByRole('region', { name: 'Cookies on Cairn' })).toBeHidden();
    await settle(page);
    // Nothing before interaction.
    expect(requested).toEqual([]);

    // Its observers are in place after the hover: a click on the page's text is an interaction (INP).
    await loadThenInteract(
      page,
      () => page.getByRole('main').hover({ position: { x: 10, y: 10 } }),
      () => page.getByRole('main').click({ position: { x: 10, y: 10 } }),
    );

    await expect.poll(async () => (await webVitals(page)).map((e) => e.metricName).sort()).toEqual(['CLS', 'INP', 'LCP']);
    const events = await webVitals(page);
    for (const name of ['LCP', 'CLS', 'INP']) expectMetric(events, name);
    expect(requested).toHaveLength(1);
  });

  test('on a phone, the first tap loads it and the metrics are reported @mobile', { tag: '@before-intent' }, async ({ page, context }) => {
    await context.addCookies([consentCookie('C0001-C0002')]);
    const requested = watchWebVitals(page);
    await page.goto(PAGE);
    await settle(page);
    expect(requested).toEqual([]);

    const tap = () => page.getByRole('main').tap({ position: { x: 10, y: 10 } });
    await loadThenInteract(page, tap, tap);

    await expect.poll(async () => (await webVitals(page)).map((e) => e.metricName).sort()).toEqual(expect.arrayContaining(['CLS', 'LCP']));
    const events = await webVitals(page);
    for (const name of ['LCP', 'CLS']) expectMetric(events, name);
  });

  test('without performance consent: web-vitals is never requested and nothing is reported', async ({ page, context }) => {
    await context.addCookies([consentCookie('C0001')]);
    const requested = watchWebVitals(page);
    await page.goto(PAGE);
    await expect(page.getByRole('region', { name: 'Cookies on Cairn' })).toBeHidden();
    await settle(page);
    await page.getByRole('main').hover({ position: { x: 10, y: 10 } });
    await page.keyboard.press('Tab');
    await page.getByRole('main').click({ position: { x: 10, y: 10 } });
    await settle(page);
    await hidePage(page);
    // Whatever the hidden page would start (a report, a late import) has run or been asked for by now.
    await settle(page);

    expect(requested).toEqual([]);
    expect(await webVitals(page)).toEqual([]);
  });

  test('performance consent granted later from the banner: web-vitals loads then and reports', async ({ page }) => {
    const requested = watchWebVitals(page);
    await page.goto(PAGE);
    const banner = page.getByRole('region', { name: 'Cookies on Cairn' });
    await expect(banner).toBeVisible();
    await settle(page);
    await page.getByRole('main').hover({ position: { x: 10, y: 10 } });
    await settle(page);
    // Intent without consent: not loaded.
    expect(requested).toEqual([]);

    const loaded = page.waitForResponse((response) => WEB_VITALS_CHUNK.test(new URL(response.url()).pathname));
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    expect((await loaded).ok()).toBe(true);
    await observing(page);
    await painted(page);
    // The shopper goes on using the page (web-vitals finalizes LCP on a real key press or click;
    // a real tab switch would too, but the hidden event this test dispatches is not a trusted one).
    await page.getByRole('main').click({ position: { x: 10, y: 10 } });
    await painted(page);
    await hidePage(page);

    await expect.poll(async () => (await webVitals(page)).map((e) => e.metricName).sort()).toEqual(expect.arrayContaining(['CLS', 'LCP']));
    const events = await webVitals(page);
    for (const name of ['LCP', 'CLS']) expectMetric(events, name);
  });
});
