/**
 * Consent and analytics (docs/requirements/editors-and-experiments.md#consent): the banner and preferences dialog of an
 * EMEA site, choices that persist, no targeting context and no analytics without consent, every
 * category granted outside EMEA or with preview=true, and the tag-manager pushes.
 */
import type { Page, Request } from '@playwright/test';
import { EXPERIMENT_BLOCK_IDS } from '../../src/sandbox/seed/content/blocks-experiments.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const allEvents = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e));
/** The data layer without the pop-up's own impression and expand events (the pop-up block pushes them). */
// Navigation pushes only: the pop-up's own, and the real-user metrics web-vitals reports on a click (LCP), are other specs'.
const dataLayer = async (page: Page) => (await allEvents(page)).filter((e) => !e.event.startsWith('popup_') && e.event !== 'web_vital');
const TARGETING_CALLS = /\/experiments\/datafile\/|\/api\/experiments\/events|\/api\/personalisation\/page-events/;

/** Keeps the page in place when a link is clicked (the trackers run before, in the capture phase). */
const stayOnPage = (page: Page) => page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));

test.describe('an EMEA site', () => {
  test('asks with a banner; refusing means no targeting context and no analytics are sent', async ({ page, context }) => {
    const targeting: string[] = [];
    page.on('request', (r: Request) => {
      if (TARGETING_CALLS.test(r.url())) targeting.push(r.url());
    });
    await page.goto('/en-gb/experiments');
    const banner = page.getByRole('region', { name: 'Cookies on Cairn' });
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Nothing personal happens while the shopper has not chosen: the baseline shows.
    const hero = page.locator(`[data-block-id="${EXPERIMENT_BLOCK_IDS.heroTest}"]`);
    await expect(hero.getByRole('heading', { name: 'Gear up for the trail' })).toBeVisible();

    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your cookie choices are saved.' })).toBeAttached();
    const consent = (await context.cookies()).find((c) => c.name === 'cairn_consent');
    expect(consent?.value).toMatch(/^v1\.C0001\.\d+$/);

    await stayOnPage(page);
    await hero.getByRole('link', { name: 'Shop footwear' }).click();
    await page.getByRole('contentinfo').getByRole('link').filter({ visible: true }).first().click();
    await page.waitForTimeout(1500);
    // Nothing at all, the pop-up's events included.
    expect(await allEvents(page)).toEqual([]);
    expect(targeting).toEqual([]);
    expect((await context.cookies()).some((c) => c.name === 'cairn_vid')).toBe(false);

    // The choice persists: no banner on the next page.
    await page.goto('/en-gb/');
    await expect(page.getByRole('region', { name: 'Cookies on Cairn' })).toBeHidden();
  });

  test('the preferences dialog grants a category at a time', async ({ page }) => {
    const targeting: string[] = [];
    page.on('request', (r: Request) => {
      if (TARGETING_CALLS.test(r.url())) targeting.push(r.url());
    });
    await page.goto('/en-gb/');
    await page.getByRole('region', { name: 'Cookies on Cairn' }).getByRole('button', { name: 'Manage preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Targeting/ })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: /Performance/ }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Cookies on Cairn' })).toBeHidden();

    await stayOnPage(page);
    const link = page.getByRole('contentinfo').getByRole('link').filter({ visible: true }).first();
    const text = (await link.textContent())?.trim();
    await link.click();
    // The click tracker loads on the first intent: a click that beats it is queued, then pushed.
    await expect.poll(() => dataLayer(page)).toEqual([expect.objectContaining({ event: 'footer_link_click', linkText: text })]);
    expect(targeting).toEqual([]);

    // Changed later from the footer link: targeting on, and the experiments run.
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Performance/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await page.goto('/en-gb/experiments');
    await expect(page.locator(`[data-block-id="${EXPERIMENT_BLOCK_IDS.heroTest}"]`)).toHaveAttribute('data-state', 'decided');
    await expect.poll(() => targeting.some((u) => u.includes('/experiments/datafile/'))).toBe(true);
  });

  test('with preview=true every category counts as granted', async ({ page }) => {
    await page.goto('/en-gb/?preview=true');
    await expect(page.getByRole('region', { name: 'Cookies on Cairn' })).toBeHidden();
    await stayOnPage(page);
    await page.getByRole('contentinfo').getByRole('link').filter({ visible: true }).first().click();
    await expect.poll(async () => (await dataLayer(page)).map((e) => e.event)).toEqual(['footer_link_click']);
  });
});

test.describe('outside EMEA', () => {
  test('nothing is asked, and navigation clicks reach the data layer', async ({ page }) => {
    await page.goto('/en-us/');
    await expect(page.getByRole('region', { name: 'Cookies on Cairn' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie preferences' })).toHaveCount(0);
    await stayOnPage(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const topLink = nav.getByRole('link').filter({ visible: true }).first();
    await topLink.click();
    await page.getByRole('contentinfo').getByRole('link').filter({ visible: true }).first().click();
    await expect.poll(async () => (await dataLayer(page)).map((e) => e.event)).toEqual(['top_nav_link_click', 'footer_link_click']);
    const events = await dataLayer(page);
    expect(events[0]).toMatchObject({ menu: 'desktop' });
  });

  test('a mobile menu section click is pushed @mobile', async ({ page }) => {
    await page.goto('/en-us/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    const section = drawer.locator('summary').first();
    const name = (await section.textContent())?.trim();
    await section.click();
    await expect.poll(() => dataLayer(page)).toEqual([expect.objectContaining({ event: 'mobile_menu_section_click', expanded: true })]);
    expect(name).toBeTruthy();
  });
});

test('a product link carries its interaction origin to the data layer', async ({ page }) => {
  await page.goto('/en-us/c/mens-hiking-boots-1001');
  await stayOnPage(page);
  const card = page.locator('[data-product-id]').first();
  const productId = await card.getAttribute('data-product-id');
  await card.getByRole('link').first().click();
  await expect.poll(() => dataLayer(page)).toEqual([expect.objectContaining({ event: 'product_click', interactionOrigin: 'Grid', productId })]);
});
