/**
 * The first screen's images (issue 15, docs/bench.md "Lighthouse"): an image a shopper sees
 * without scrolling loads eagerly, so the browser finds it in the HTML instead of after layout,
 * a picture in a collection's slide downloads the slide's width, not the page's, and the image
 * asked for first (`fetchpriority="high"`) is one the shopper sees first.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

const PAGES = {
  home: '/en-us/',
  category: '/en-us/c/mens-jackets-2001',
  product: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1',
  content: '/en-us/about-us',
};

/** The images in the first screen (at least half visible) that the page marked lazy, by alt text or URL. */
function lazyOnFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        const shown = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
        return r.width > 0 && r.height > 0 && r.right > 0 && r.left < innerWidth && shown >= r.height / 2 && getComputedStyle(img).visibility !== 'hidden';
      })
      .filter((img) => img.loading === 'lazy')
      .map((img) => img.alt || img.currentSrc),
  );
}

test.describe('images on the first screen', () => {
  for (const [label, path] of Object.entries(PAGES)) {
    test(`${label}: none waits for layout @mobile`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      expect(await lazyOnFirstScreen(page)).toEqual([]);
    });
  }

  for (const [label, path] of Object.entries(PAGES)) {
    test(`${label}: the image asked for first is on the first screen @mobile`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      const first = await page.evaluate(() =>
        [...document.querySelectorAll('img')]
          .filter((img) => img.fetchPriority === 'high' && getComputedStyle(img).display !== 'none')
          .map((img) => ({ name: img.alt || img.currentSrc, onScreen: img.getBoundingClientRect().top < innerHeight })),
      );
      // One (blocks/lead-image.ts), on the first screen (a category's listing under its pictures
      // once had four, and its first picture none).
      expect(first, JSON.stringify(first)).toHaveLength(1);
      expect(first[0]!.onScreen, JSON.stringify(first)).toBe(true);
    });
  }

  test('the category page: a slide downloads its own width, not the page’s @mobile', async ({ page }) => {
    await page.goto(PAGES.category);
    const slide = page.getByRole('img', { name: 'Zenith Down Jacket' }).first();
    await expect(slide).toBeVisible();
    const chosen = await slide.evaluate((img: HTMLImageElement) => ({ width: Number(new URL(img.currentSrc).searchParams.get('w')), shown: img.getBoundingClientRect().width * devicePixelRatio }));
    // The srcset candidate the browser picked covers the slide, and is not the full page's width.
    expect(chosen.width).toBeGreaterThanOrEqual(Math.floor(chosen.shown));
    expect(chosen.width).toBeLessThan(768);
  });
});
