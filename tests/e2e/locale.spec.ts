import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

/**
 * Locale choice (docs/decisions.md#locale-choice): `/` by Accept-Language, the country and
 * language selector, and the location confirmation.
 */
const PRODUCT = 'summit-trail-mid-wp-boot-FWINSTOCK1';

/** Automated browsers never get the location question; these tests play a real shopper. */
const asShopper = (page: Page) => page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));

test.describe('the bare root', () => {
  test('sends a German browser to /de-de/', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/de-de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await context.close();
  });

  test('honours q-values, then the language, then en-us, and is never shared', async ({ request }) => {
    const target = async (acceptLanguage: string) => {
      const res = await request.get('/?enrollment_marketing_source=spring&utm_source=x', { headers: { 'Accept-Language': acceptLanguage }, maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()['cache-control']).toMatch(/private/);
      expect(res.headers()['vary']).toMatch(/Accept-Language/);
      return res.headers()['location'];
    };
    expect(await target('de-DE')).toBe('/de-de/?enrollment_marketing_source=spring');
    expect(await target('en-US;q=0.4, it-IT;q=0.9')).toBe('/it-it/?enrollment_marketing_source=spring');
    expect(await target('fr-BE, en;q=0.5')).toBe('/fr-fr/?enrollment_marketing_source=spring');
    expect(await target('en-GB')).toBe('/en-gb/?enrollment_marketing_source=spring');
    expect(await target('ja-JP')).toBe('/en-us/?enrollment_marketing_source=spring');
  });
});

test.describe('the country and language selector', () => {
  test('switches a product page to the same product on another site, keeping kept parameters', async ({ page }) => {
    await page.goto(`/en-us/p/${PRODUCT}?enrollment_marketing_source=spring`);
    const selector = page.getByRole('contentinfo').getByRole('navigation', { name: 'Our sites' });
    await selector.getByText('Country and language:').click();
    await expect(selector.getByRole('link', { name: 'United States · English' })).toHaveAttribute('aria-current', 'true');
    await selector.getByRole('link', { name: 'Deutschland · Deutsch' }).click();
    await expect(page).toHaveURL(new RegExp(`/de-de/p/${PRODUCT}\\?enrollment_marketing_source=spring$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1, name: 'Summit Trail Mid WP Boot' })).toBeVisible();
    // The choice is remembered: `/` now opens the German site whatever the browser says.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de-de\/$/);
  });

  test('on a phone, lives in the menu and keeps a category @mobile', async ({ page }) => {
    await page.goto('/en-us/c/mens-hiking-boots-1001');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const selector = menu.getByRole('navigation', { name: 'Our sites' });
    await selector.getByText('Country and language:').click();
    await expect(selector.getByRole('link')).toHaveCount(7);
    await expectNoSeriousA11yViolations(page);
    await selector.getByRole('link', { name: 'Canada · Français' }).click();
    await expect(page).toHaveURL(/\/fr-ca\/c\/mens-hiking-boots-1001$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  });
});

test.describe('the location confirmation', () => {
  test.use({ locale: 'de-DE' });

  test('asks a German browser once on the US site, and remembers staying', async ({ page }) => {
    // The page only names the dialog: it comes when the question is asked.
    expect(await (await page.request.get('/en-us/')).text()).not.toContain('Shop on your local site?');
    await asShopper(page);
    await page.goto('/en-us/');
    const dialog = page.getByRole('dialog', { name: 'Shop on your local site?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Go to Deutschland · Deutsch' })).toHaveAttribute('href', '/de-de/');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Stay on United States · English' }).click();
    await expect(dialog).toBeHidden();
    // The question loads on demand: once the network is quiet it would be open by now.
    await page.goto(`/en-us/p/${PRODUCT}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Summit Trail Mid WP Boot' })).toBeVisible();
    await expect(dialog).toBeHidden();
    // `/` follows the answer too.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-us\/$/);
  });

  test('switches to the same page on the suggested site, then is not asked again', async ({ page }) => {
    await asShopper(page);
    await page.goto(`/en-us/p/${PRODUCT}`);
    const dialog = page.getByRole('dialog', { name: 'Shop on your local site?' });
    await dialog.getByRole('link', { name: 'Go to Deutschland · Deutsch' }).click();
    await expect(page).toHaveURL(new RegExp(`/de-de/p/${PRODUCT}$`));
    await page.goto('/en-us/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('dialog', { name: 'Shop on your local site?' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Our sites' }).first()).toBeAttached();
  });

  test('is not shown on the site the browser fits, nor to automated browsers', async ({ page }) => {
    await page.goto('/en-us/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('navigation', { name: 'Our sites' }).first()).toBeAttached();
    await expect(page.getByRole('dialog', { name: 'Shop on your local site?' })).toBeHidden();
    await asShopper(page);
    const fetched: string[] = [];
    page.on('request', (r) => /\/fragments\/location-confirm|location-ask/.test(r.url()) && fetched.push(r.url()));
    await page.goto('/de-de/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('navigation', { name: 'Unsere Websites' }).first()).toBeAttached();
    await expect(page.getByRole('dialog', { name: 'Auf Ihrer lokalen Website einkaufen?' })).toBeHidden();
    // A visitor on the site their browser fits never fetches the question, nor even its code.
    expect(fetched).toEqual([]);
  });

  test('asks on a phone as a bottom sheet that passes axe @mobile', async ({ page }) => {
    await asShopper(page);
    await page.goto('/fr-fr/');
    const dialog = page.getByRole('dialog', { name: 'Acheter sur votre site local ?' });
    await expect(dialog.getByRole('link', { name: 'Aller sur Deutschland · Deutsch' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(dialog).toBeHidden();
  });
});
