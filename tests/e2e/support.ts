import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every e2e test also fails on an uncaught page error or a Content-Security-Policy violation:
 * both are bugs a shopper would hit without a visible failure.
 */
/** localStorage key and ids of the seeded pop-ups (blocks/pop-up, src/sandbox/seed/content/popups.ts). */
const POPUP_STORAGE_KEY = 'cairn.popups.dismissed';
const SEEDED_POPUP_IDS = ['popup-newsletter', 'popup-account'];

export const test = base.extend<{ pageProblems: string[]; popups: 'dismissed' | 'shown' }>({
  /**
   * The site's pop-ups appear on every page two seconds in and could cover what a test is
   * about: tests start with them dismissed, as a returning shopper would. Pop-up tests opt in
   * with `test.use({ popups: 'shown' })`.
   */
  popups: ['dismissed', { option: true }],
  pageProblems: [
    async ({ page, popups }, use) => {
      if (popups === 'dismissed') {
        await page.addInitScript(([key, ids]) => localStorage.setItem(key as string, JSON.stringify(ids)), [POPUP_STORAGE_KEY, SEEDED_POPUP_IDS] as const);
      }
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
import AxeBuilder from '@axe-core/playwright';

/** The e2e sandbox (playwright.config.ts starts it next to the storefront). */
export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4392}`;

/** Reads a CMS document straight from the sandbox's content service. */
export async function cmsDocument(path: string): Promise<{ id: string; sections: Array<{ id: string; blocks: Array<{ id: string; type: string }> }> }> {
  const res = await fetch(`${SANDBOX_URL}/publish/caas/v1/canvas/${path}`, { signal: AbortSignal.timeout(5000) });
  expect(res.ok, `CMS ${path}`).toBe(true);
  return res.json();
}

/**
 * Runs in the page: sums under `window[key]` the layout shifts CLS counts (those of the element
 * at `window[watch]` and what is inside it, when given; from the page's start when `buffered`).
 *
 * CLS leaves out shifts within 500 ms of the shopper's input, and Chromium flags them with
 * `hadRecentInput`. Under phone emulation (`isMobile`) Chromium resizes the page early in its load
 * and flags that resize as input, so every shift of the next 500 ms, hydration's included, read as
 * the shopper's and a phone test could not see them (a real phone has no such resize; Chromium
 * bugs 1094974 and 1302667, which Lighthouse works around the same way). So the flag is believed
 * only when the shopper, here the test, pressed a key, a button or the screen.
 */
function observeShifts({ key, buffered, watch }: { key: string; buffered: boolean; watch?: string }): void {
  const totals = window as unknown as Record<string, number>;
  totals[key] = 0;
  const el = watch ? (window as unknown as Record<string, Element | undefined>)[watch] : undefined;
  let lastInput = Number.NEGATIVE_INFINITY;
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown']) addEventListener(type, (event) => (lastInput = event.timeStamp), { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
      if (entry.hadRecentInput && entry.startTime - lastInput <= 500) continue;
      if (el && !entry.sources?.some((source) => source.node && el.contains(source.node))) continue;
      totals[key] = (totals[key] ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered });
}

/**
 * What a first paint shows when the parser yields in the middle of the page, as it does where it
 * likes on a slow phone: the page's HTML cut before `marker` (`after`: just after it), scripts
 * held back (inline ones run). What shows there
 * must not move when the rest comes (a layout shift the shopper sees, and CLS).
 */
export async function openCutBefore(page: Page, path: string, marker: string, { after = false }: { after?: boolean } = {}): Promise<void> {
  await page.route('**/*.js', (route) => route.abort());
  await page.route(
    (url) => url.pathname + url.search === path,
    async (route) => {
      const html = await (await route.fetch()).text();
      const at = html.indexOf(marker);
      expect(at, `the page has ${marker}`).toBeGreaterThan(0);
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, after ? at + marker.length : at) });
    },
  );
  await page.goto(path);
}

/** Sums the page's layout shifts from its first paint on (hydration included), as CLS counts them; the returned function reads the sum. */
export async function shiftsFromTheStart(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(observeShifts, { key: '__pageShifts', buffered: true });
  return () => page.evaluate(() => (window as unknown as { __pageShifts: number }).__pageShifts);
}

/**
 * Watches the layout shifts of `target` and what is inside it from now on (`fromTheStart`: from
 * the page's first paint on, those already past included), as CLS counts them (none within 500 ms
 * of the shopper's input); the returned function reads their sum.
 */
export async function watchLayoutShifts(target: Locator, { fromTheStart = false }: { fromTheStart?: boolean } = {}): Promise<() => Promise<number>> {
  const key = `__shifts_${Math.random().toString(36).slice(2)}`;
  const watch = `${key}_target`;
  await target.evaluate((el, name) => ((window as unknown as Record<string, Element>)[name] = el), watch);
  await target.page().evaluate(observeShifts, { key, buffered: fromTheStart, watch });
  return () => target.page().evaluate((name) => (window as unknown as Record<string, number>)[name] ?? 0, key);
}

/**
 * No serious or critical axe-core violations on the page as it is now; `within` (a CSS selector)
 * checks only those parts, for a test about one component whose page other tests already check.
 */
export async function expectNoSeriousA11yViolations(page: Page, { within }: { within?: string } = {}): Promise<void> {
  // axe walks the whole DOM: on long pages (kitchen sinks) it needs more than a test's default.
  const info = test.info();
  info.setTimeout(info.timeout + 90_000);
  // Rotating messages fade: mid-fade text is transiently low-contrast, and axe would report it at
  // random. With reduced motion everything is static and fully visible, so the check is stable.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Only the violations' nodes are gathered (axe's `resultTypes`): the passes' details went unread
  // and cost a fifth to a third of each run, 2.6 s on a kitchen sink (session 24).
  // One `axe.run` in the page (legacy mode) rather than `runPartial` in each frame and `finishRun`
  // in a second, blank page: the partial run serialises every node of every result, passes too,
  // and took 9.5 s of a kitchen sink's 15.5 s test where `axe.run` takes 2.3 s (session 27). What
  // legacy mode gives up is cross-origin frames, and the shop's pages embed none.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary).toEqual([]);
}

/** Scrolls through the page so lazy images and visible-only scripts load. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Moves the pointer onto a carousel until its library has taken over (`swiper-container`): a
 * pointer that rested there before the carousel's script was listening is not an intent yet, so
 * it moves over it again, as a shopper's does.
 */
export async function reachForCarousel(page: Page, carousel: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await carousel.hover();
    await expect(carousel.locator('swiper-container')).toHaveCount(1, { timeout: 1000 });
  }).toPass();
}
