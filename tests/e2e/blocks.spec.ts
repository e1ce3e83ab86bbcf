import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, reachForCarousel, scrollThrough, test } from './support.ts';

/** The kitchen-sink carousel with arrows and bullets on medium screens (no autoplay, no loop there). */
async function openCarousel(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/en-us/kitchen-sink');
  const carousel = page.locator('[data-block-id="nav-collection-all-controls"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  // Swiper loads once the shopper reaches for the carousel (here: the pointer over it).
  await reachForCarousel(page, carousel);
  return carousel;
}

const bullet = (carousel: Locator, n: number) => carousel.getByRole('button', { name: `Go to slide ${n}`, exact: true });

test.describe('collection carousel', () => {
  test('moves with the arrows', async ({ page }) => {
    const carousel = await openCarousel(page);
    await expect(bullet(carousel, 1)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(bullet(carousel, 2)).toHaveAttribute('aria-current', 'true');
    await expect(bullet(carousel, 1)).not.toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(bullet(carousel, 1)).toHaveAttribute('aria-current', 'true');
    await bullet(carousel, 3).click();
    await expect(bullet(carousel, 3)).toHaveAttribute('aria-current', 'true');
  });

  test('moves with a swipe (pointer drag)', async ({ page }) => {
    const carousel = await openCarousel(page);
    const slide = carousel.getByRole('group').first();
    const box = (await slide.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 10, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width - 10 - step * 40, y);
    await page.mouse.up();
    await expect(bullet(carousel, 1)).not.toHaveAttribute('aria-current', 'true');
  });

  test('is announced as a carousel of labelled slides', async ({ page }) => {
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAccessibleName('Categories');
    await expect(carousel.getByRole('group', { name: /^1 of \d+$/ })).toHaveCount(1);
  });

  test('autoplay can be paused', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en-us/kitchen-sink');
    const carousel = page.locator('[data-block-id="nav-collection-all-controls"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('swiper-container')).toHaveCount(1);
    const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' });
    await pause.click();
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });

  test('swipes by touch on a phone @mobile', async ({ page }) => {
    await page.goto('/en-us/');
    const carousel = page.locator('[data-block-id="nav-collection-trail-season"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('swiper-container')).toHaveCount(1);
    const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' });
    if (await pause.isVisible()) await pause.click();
    const before = await carousel.locator('[data-cl-bullet][aria-current="true"]').getAttribute('aria-label');
    const box = (await carousel.locator('swiper-container').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 3;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * (0.8 - step * 0.08), y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(carousel.locator('[data-cl-bullet][aria-current="true"]')).not.toHaveAttribute('aria-label', before ?? '');
  });
});

test.describe('mega menu', () => {
  test('opens on hover and closes with its close button', async ({ page }) => {
    await page.goto('/en-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const footwear = nav.getByRole('button', { name: 'Footwear', exact: true });
    await footwear.hover();
    const shopAll = page.getByRole('link', { name: 'Shop all Footwear' });
    await expect(shopAll).toBeVisible();
    await expect(footwear).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: "Men's Hiking Boots" }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Close Footwear menu' }).click();
    await expect(shopAll).toBeHidden();
    await expect(footwear).toHaveAttribute('aria-expanded', 'false');
  });

  test('is operable by keyboard, and Escape returns focus to the trigger', async ({ page }) => {
    await page.goto('/en-us/');
    const footwear = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Footwear', exact: true });
    await footwear.focus();
    await page.keyboard.press('Enter');
    const shopAll = page.getByRole('link', { name: 'Shop all Footwear' });
    await expect(shopAll).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(shopAll).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shopAll).toBeHidden();
    await expect(footwear).toBeFocused();
    await expect(footwear).toHaveAttribute('aria-expanded', 'false');
  });

  test('follows a link and closes on navigation', async ({ page }) => {
    await page.goto('/en-us/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Footwear', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Shop all Footwear' })).toBeVisible();
    await page.getByRole('link', { name: 'Trail Runners', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en-us\/c\/trail-runners-1003/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trail Runners' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop all Footwear' })).toBeHidden();
  });

  test('has no serious accessibility violations with a panel open', async ({ page }) => {
    await page.goto('/en-us/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Footwear', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Shop all Footwear' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('uses accordions in a menu dialog on a phone @mobile', async ({ page }) => {
    await page.goto('/en-us/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Footwear', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByText('Footwear', { exact: true }).first().click();
    await expect(dialog.getByRole('link', { name: 'Shop all Footwear' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('kitchen sink', () => {
  test('renders every block type and has no serious accessibility violations', async ({ page }) => {
    // The kitchen sink is every variant of every block: axe needs time on a page that long.
    test.setTimeout(120_000);
    const response = await page.goto('/en-us/kitchen-sink');
    expect(response?.status()).toBe(200);
    for (const type of ['banner', 'hero', 'picture', 'spacer', 'rich-text', 'promo-bar', 'collection', 'cta-collection']) {
      await expect(page.locator(`main [data-block="${type}"]`).first(), type).toBeAttached();
    }
    await scrollThrough(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('a CTA collection highlights the link whose path and query equal the current route', async ({ page }) => {
    await page.goto('/en-us/c/mens-jackets-2001');
    const ctas = page.locator('[data-block="cta-collection"]').first();
    await expect(ctas.getByRole('link', { name: "Men's Jackets", exact: true })).toHaveAttribute('aria-current', 'page');
    const others = ctas.locator('a:not([aria-current])');
    await expect(others.first()).toBeVisible();
    // Same path with another query is a different route: nothing is highlighted.
    await page.goto('/en-us/c/mens-jackets-2001?sale=true');
    await expect(page.locator('[data-block="cta-collection"]').first().locator('a[aria-current="page"]')).toHaveCount(0);
  });
});
