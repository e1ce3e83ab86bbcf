/**
 * The mega menu's one tree (issue 15 "Smaller HTML"): the page's HTML carries each category link
 * once, and that same link is reached by role from the desktop popover and from the phone's menu
 * dialog (its accordions), with the behaviour of both layouts intact. The rest of the menu's
 * journeys are in blocks.spec.ts, consent.spec.ts and locale.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const CATEGORY = '/en-us/c/mens-hiking-boots-1001';

const linkPattern = () => new RegExp(`<a href="${CATEGORY}"[^>]*>Men&#39;s Hiking Boots</a>`, 'g');

/**
 * How many times the category link (its href and its text) is in the home page's menu as served,
 * and in the menu fragment it names: the page leaves the panels' bodies out, the fragment
 * carries each link once.
 */
async function menuLinksServed(page: Page): Promise<{ page: number; fragment: number }> {
  const html = await (await page.request.get('/en-us/')).text();
  const start = html.indexOf('data-block="mega-menu"');
  const end = html.indexOf('</nav>', html.indexOf('<dialog', start));
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const menu = html.slice(start, end);
  const from = /data-mm-bodies="([^"]+)"/.exec(menu)?.[1];
  expect(from).toBe('/en-us/fragments/menu');
  const fragment = await (await page.request.get(from!)).text();
  return { page: [...menu.matchAll(linkPattern())].length, fragment: [...fragment.matchAll(linkPattern())].length };
}

test.describe('the mega menu renders one tree', () => {
  test('each category link comes once, from the menu fragment, and the desktop popover reaches it', async ({ page }) => {
    expect(await menuLinksServed(page)).toEqual({ page: 0, fragment: 1 });
    await page.goto('/en-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The phone's dialog is not a dialog on desktop.
    await expect(nav.getByRole('dialog')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const footwear = nav.getByRole('button', { name: 'Footwear', exact: true });
    await footwear.click();
    await expect(footwear).toHaveAttribute('aria-expanded', 'true');
    const boots = nav.getByRole('link', { name: "Men's Hiking Boots", exact: true });
    await expect(boots).toBeVisible();
    await expect(boots).toHaveAttribute('href', CATEGORY);
    await expectNoSeriousA11yViolations(page);
    // Click outside closes it (light dismiss).
    await page.mouse.click(5, 890);
    await expect(boots).toBeHidden();
    await expect(footwear).toHaveAttribute('aria-expanded', 'false');
  });

  test('the phone dialog reaches the same link through its accordions, and gives it back on close @mobile', async ({ page }) => {
    expect(await menuLinksServed(page)).toEqual({ page: 0, fragment: 1 });
    await page.goto('/en-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // Focus moves into the modal dialog.
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const boots = dialog.getByRole('link', { name: "Men's Hiking Boots", exact: true });
    await expect(boots).toBeHidden();
    await dialog.getByText('Footwear', { exact: true }).first().click();
    await expect(dialog.getByRole('link', { name: 'Shop all Footwear' })).toBeVisible();
    // The desktop panel's close button is not part of the phone's menu.
    await expect(dialog.getByRole('button', { name: 'Close Footwear menu' })).toBeHidden();
    await dialog.getByText('Categories', { exact: true }).first().click();
    await expect(boots).toBeVisible();
    await expect(boots).toHaveAttribute('href', CATEGORY);
    await expect(dialog.getByRole('link', { name: 'Shop all Categories' })).toBeVisible();
    // The site selector still lives in the menu.
    await expect(dialog.getByRole('navigation', { name: 'Our sites' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    // Opening again finds the list again (it went back to the nav on close).
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(dialog.getByRole('link', { name: 'Shop all Footwear' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(nav.getByRole('link', { name: "Men's Hiking Boots", exact: true })).toBeHidden();
  });
});

test.describe('the mega menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone shows the categories under the header as accordions, each with its shop-all link @mobile', async ({ page }) => {
    await page.goto('/en-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The button would open a drawer that only the script fills.
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const shopAll = nav.getByRole('link', { name: 'Shop all Footwear' });
    await expect(shopAll).toBeHidden();
    await nav.getByText('Footwear', { exact: true }).first().click();
    await expect(shopAll).toBeVisible();
    // The list is as wide as the header, under its first row, not squeezed beside the logo.
    const home = page.getByRole('link', { name: 'Cairn home' });
    const [logo, link] = [await home.boundingBox(), await shopAll.boundingBox()];
    expect(link!.y).toBeGreaterThan(logo!.y + logo!.height);
    await shopAll.click();
    await expect(page).toHaveURL(/\/en-us\/c\/footwear-1000$/);
  });

  test('the desktop bar opens a panel with its shop-all link', async ({ page }) => {
    await page.goto('/en-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Footwear', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Shop all Footwear' })).toBeVisible();
    // The phone's fallback does not change the desktop bar: its accordions' summaries stay hidden.
    await expect(nav.getByText('Footwear', { exact: true }).first()).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });
});

test.describe("the panels' bodies", () => {
  test('come with the first intent, not with the page', { tag: '@before-intent' }, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.endsWith('/fragments/menu') && asked.push(r.url()));
    await page.goto('/en-us/');
    await page.waitForLoadState('networkidle');
    expect(asked, 'the menu fragment before any intent').toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Footwear', exact: true }).hover();
    await expect(nav.getByRole('link', { name: "Men's Hiking Boots", exact: true })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('that fail to load leave the shop-all link, and the next touch of the menu asks again', async ({ page }) => {
    let refuse = true;
    await page.route('**/en-us/fragments/menu', (route) => (refuse ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await page.goto('/en-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const footwear = nav.getByRole('button', { name: 'Footwear', exact: true });
    const failed = page.waitForEvent('console', (m) => m.text().includes('[mega-menu] the panels could not load'));
    await footwear.click();
    await failed;
    await expect(nav.getByRole('link', { name: 'Shop all Footwear' })).toBeVisible();
    await expect(nav.getByRole('link', { name: "Men's Hiking Boots", exact: true })).toHaveCount(0);
    refuse = false;
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 890);
    await nav.getByRole('button', { name: 'Apparel', exact: true }).hover();
    await expect(nav.getByRole('link', { name: "Men's Jackets", exact: true })).toBeVisible();
  });
});

test.describe('the footer renders one tree', () => {
  /** How many times the footer's "Men's Hiking Boots" link is in the home page's HTML. */
  async function footerLinksInHtml(page: Page): Promise<number> {
    const html = await (await page.request.get('/en-us/')).text();
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    return [...footer.matchAll(/<a href="\/en-us\/c\/mens-hiking-boots-1001"[^>]*>Men&#39;s Hiking Boots<\/a>/g)].length;
  }

  test('a group link is in the HTML once and shows in its column on desktop', async ({ page }) => {
    expect(await footerLinksInHtml(page)).toBe(1);
    await page.goto('/en-us/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: "Men's Hiking Boots", exact: true })).toBeVisible();
    await expect(footer.getByRole('heading', { level: 2, name: 'Footwear' })).toBeVisible();
  });

  test('on a phone the same link is behind its group disclosure @mobile', async ({ page }) => {
    await page.goto('/en-us/');
    const footer = page.getByRole('contentinfo');
    const boots = footer.getByRole('link', { name: "Men's Hiking Boots", exact: true });
    await expect(boots).toBeHidden();
    await footer.getByText('Footwear', { exact: true }).first().click();
    await expect(boots).toBeVisible();
  });
});
