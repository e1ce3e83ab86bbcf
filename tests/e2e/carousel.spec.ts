/**
 * Carousels cost no Swiper until the shopper reaches for one (issue 15): the server's
 * scroll-snap row and its own buttons work first; Swiper is requested on intent and takes over
 * on the slide the row shows.
 */
import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, watchLayoutShifts } from './support.ts';

/**
 * The carousels, in whatever state the test left them. The rest of the kitchen sink is checked
 * whole by tests/e2e/blocks.spec.ts; axe over all of it, twice, in the full browser, made the
 * first test here the suite's slowest (33 s).
 */
const CAROUSELS = { within: '[aria-roledescription="carousel"]' };

/**
 * Watches the page's scripts for Swiper (the chunk that defines <swiper-container>), holding it
 * back until `release()`, so the test can use the carousel while it is not there.
 */
async function watchSwiper(page: Page) {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('swiper-container')) {
      requested.push(route.request().url());
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested, release };
}

test.describe('carousel before Swiper', () => {
  test('scrolls with its own buttons, and loads Swiper only once the shopper reaches for it', { tag: '@before-intent' }, async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    const swiper = await watchSwiper(page);
    await page.goto('/en-us/kitchen-sink');
    const carousel = page.getByRole('region', { name: 'Categories' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await page.waitForLoadState('networkidle');
    // In view, but untouched: no Swiper.
    expect(swiper.requested).toEqual([]);
    await expect(carousel.locator('swiper-container')).toHaveCount(0);

    const bullet = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}`, exact: true });
    const first = carousel.getByRole('group', { name: /^1 of \d+$/ });
    const startX = (await first.boundingBox())!.x;
    await expect(bullet(1)).toHaveAttribute('aria-current', 'true');

    // The press is the shopper reaching for it: Swiper is requested (and held back here)…
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => swiper.requested.length).toBeGreaterThan(0);
    // …while the row has already moved to the next slide on its own.
    await expect(bullet(2)).toHaveAttribute('aria-current', 'true');
    await expect(bullet(1)).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(startX - 20);
    await expect(carousel.locator('swiper-container')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, CAROUSELS);

    // Swiper arrives and takes over on the same slide, then drives the buttons.
    swiper.release();
    await expect(carousel.locator('swiper-container')).toHaveCount(1);
    await expect(bullet(2)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(bullet(3)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(bullet(2)).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yViolations(page, CAROUSELS);
  });

  test('a product carousel pages by its group before Swiper, and Swiper starts where it stopped', async ({ page }) => {
    const swiper = await watchSwiper(page);
    await page.goto('/en-us/data-blocks');
    const block = page.getByRole('region', { name: 'Picked for you' });
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(swiper.requested).toEqual([]);
    const cards = block.locator('.pc-slide');
    const seventh = cards.nth(6);
    const box = (await block.boundingBox())!;
    await expect.poll(async () => (await seventh.boundingBox())!.x).toBeGreaterThan(box.x + box.width - 20);

    await block.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => swiper.requested.length).toBeGreaterThan(0);
    // Six cards per press on a desktop: the seventh card now leads the row.
    await expect.poll(async () => (await seventh.boundingBox())!.x).toBeLessThan(box.x + 60);
    await expect(block.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'false');

    swiper.release();
    await expect(block.locator('swiper-container')).toHaveCount(1);
    await expect.poll(() => block.locator('swiper-container').evaluate((el) => (el as unknown as { swiper: { activeIndex: number } }).swiper.activeIndex)).toBe(6);
  });

  test('a touch on a phone loads Swiper, and the page stays accessible @mobile', async ({ page }) => {
    const swiper = await watchSwiper(page);
    swiper.release();
    await page.goto('/en-us/kitchen-sink');
    const carousel = page.getByRole('region', { name: 'Categories' });
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(carousel.locator('swiper-container')).toHaveCount(0);
    await carousel.getByRole('heading', { name: 'Categories' }).tap();
    await expect(carousel.locator('swiper-container')).toHaveCount(1);
    expect(swiper.requested.length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, CAROUSELS);
  });
});

test.describe('a carousel’s controls', () => {
  test('the bullets past the row’s last position go without moving the progress bar beside them', async ({ page }) => {
    // On a desktop the category page's picks show bullets and a progress bar, and three slides at once.
    await page.goto('/en-us/c/mens-jackets-2001');
    const carousel = page.getByRole('region', { name: "Top picks: Men's Jackets" });
    await expect(carousel.getByRole('button', { name: 'Go to slide 1', exact: true })).toHaveAttribute('aria-current', 'true');
    // The server wrote one per slide; the script leaves only those the row can reach.
    await expect(carousel.getByRole('button', { name: 'Go to slide 6', exact: true })).toBeHidden();
    await page.waitForLoadState('networkidle');
    // The bar (flex-1, after the bullets) used to move left by the bullets' room: 0.0005 on every load.
    const shifts = await watchLayoutShifts(carousel, { fromTheStart: true });
    expect(await shifts()).toBe(0);
    // The reachable ones still work.
    await carousel.getByRole('button', { name: 'Go to slide 2', exact: true }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2', exact: true })).toHaveAttribute('aria-current', 'true');
  });
});
