/**
 * On a phone no page is wider than the screen: a page that overflows sideways can be panned and,
 * in mobile Chrome, is zoomed out to fit, shrinking everything on it.
 *
 * The width to compare with is the viewport's (412 px on the Pixel 7), not `window.innerWidth`:
 * on a mobile browser the layout viewport grows to contain overflowing content, so innerWidth
 * reports the overflowing width itself (451 px when the header row was too wide) and a check
 * against it could never fail. The failure message names the outermost elements past the right
 * edge, skipping those an ancestor clips (carousel tracks scroll their slides inside themselves)
 * and fixed layers (they follow the viewport and add no scroll width of their own).
 */
import type { Page } from '@playwright/test';
import { KITCHEN_SINK_AREAS, kitchenSinkPage } from '../../src/sandbox/seed/content/kitchen-sinks.ts';
import { expect, scrollThrough, test } from './support.ts';

const PASSWORD = 'Summit-Pass-1';

const PAGES: ReadonlyArray<readonly [name: string, path: string]> = [
  ['home', '/en-us/'],
  ['a category page', '/en-us/c/footwear-1000'],
  ['a product page', '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1'],
  ['the cart', '/en-us/cart'],
  ['a content page', '/en-us/about-us'],
  // Longer header words than English.
  ['the French home', '/fr-fr/'],
  ['the German home', '/de-de/'],
];

interface Overflow {
  scrollWidth: number;
  offenders: string[];
}

/** The document's scroll width and the outermost unclipped elements whose right edge passes `width`. */
function measureOverflow(page: Page, width: number): Promise<Overflow> {
  return page.evaluate((viewport) => {
    const label = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const classes = typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean).slice(0, 3) : [];
        const block = e.getAttribute('data-block-id');
        parts.unshift(`${e.localName}${e.id ? `#${e.id}` : ''}${classes.map((c) => `.${c}`).join('')}${block ? `[data-block-id="${block}"]` : ''}`);
      }
      return parts.join(' > ');
    };
    /** Whether the element cannot widen the document: it is fixed, or an ancestor clips it. */
    const contained = new Map<Element, boolean>();
    const isContained = (el: Element): boolean => {
      const known = contained.get(el);
      if (known !== undefined) return known;
      const parent = el.parentElement;
      const style = getComputedStyle(el);
      let result = style.position === 'fixed';
      if (!result && parent && parent !== document.body && parent !== document.documentElement) {
        result = getComputedStyle(parent).overflowX !== 'visible' || isContained(parent);
      }
      contained.set(el, result);
      return result;
    };
    const past = (el: Element) => el.getBoundingClientRect().right > viewport + 0.5 && !isContained(el);
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (!past(el) || (el.parentElement && el.parentElement !== document.body && past(el.parentElement))) continue;
      offenders.push(`${label(el)} (right edge ${Math.round(box.right)} px)`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 10) };
  }, width);
}

/** Loads the page, lets lazy blocks render (carousels upgrade near the viewport), then checks the width. */
async function expectNoSidewaysOverflow(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // The header script has read the session: the account slot shows its real variant.
  await expect(page.locator('[data-account-nav]')).not.toHaveAttribute('data-state', 'unknown');
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
  const width = page.viewportSize()?.width ?? 0;
  expect(width, 'a phone viewport').toBeGreaterThan(0);
  const { scrollWidth, offenders } = await measureOverflow(page, width);
  expect(scrollWidth, `${path} is ${scrollWidth} px wide on a ${width} px screen; past the edge: ${offenders.join(' | ') || '(none found)'}`).toBeLessThanOrEqual(width);
}

test.describe('no sideways overflow on a phone', () => {
  for (const [name, path] of PAGES) {
    test(`${name} fits the screen @mobile`, async ({ page }) => {
      await expectNoSidewaysOverflow(page, path);
    });
  }

  test('the header fits the screen for a signed-in member @mobile', async ({ page }) => {
    await page.goto('/en-us/');
    const status = await page.evaluate(
      async (body) => (await fetch('/api/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })).status,
      { email: 'member@cairn.test', password: PASSWORD },
    );
    expect(status).toBe(200);
    await expectNoSidewaysOverflow(page, '/en-us/');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByText(/^Hi, \S+/)).toBeVisible();
  });

  test.describe('on a small phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    for (const [name, path] of PAGES.filter(([, p]) => ['/en-us/', '/de-de/', '/en-us/c/footwear-1000'].includes(p))) {
      test(`${name} fits a 360 px screen @mobile`, async ({ page }) => {
        await expectNoSidewaysOverflow(page, path);
      });
    }
  });

  test.describe('kitchen sinks', () => {
    // Every area: each is a long page of every block type, lazily rendered near the viewport.
    test.describe.configure({ timeout: 90_000 });
    for (const area of KITCHEN_SINK_AREAS) {
      test(`the ${area} kitchen sink fits the screen @mobile`, async ({ page }) => {
        await expectNoSidewaysOverflow(page, `/en-us/${kitchenSinkPage(area)}`);
      });
    }
  });
});
