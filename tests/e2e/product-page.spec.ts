/**
 * The product page's catalogue parts (issue 13, docs/requirements/catalogue.md): breadcrumbs from the
 * category path, the flags (low stock, coming soon with its date, presale), the price labels
 * (range, Marked Down, percent off, omnibus, Free Gift), the size chart dialog, stock per store
 * by postal code, a product set's item added to the cart, notify-me on a sold-out variant, and
 * axe with the dialogs open on desktop and a phone. Test products: docs/sandbox.md.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { openAccountAs } from './account.ts';

const BOOT = { name: 'Summit Trail Mid WP Boot', path: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1' };
const MARKDOWN = { name: 'Zenith Down Jacket', path: '/en-us/p/zenith-down-jacket-APMARKDWN1' };
const TENT = { name: 'Arete Backpacking Tent', path: '/en-us/p/arete-backpacking-tent-GRTENTRNG1' };
const FREE = { name: 'Cairn Packable Stuff Sack', path: '/en-us/p/cairn-packable-stuff-sack-GRFREEGFT1' };
const LOW = { name: 'Aurora Rain Jacket', path: '/en-us/p/aurora-rain-jacket-APLOWSTCK1' };
const COMING = { name: 'Cascade Ultra Trail Shoe', path: '/en-us/p/cascade-ultra-trail-shoe-FWCOMINGS1' };
const PRESALE = { name: 'Meridian GTX Trail Shoe', path: '/en-us/p/meridian-gtx-trail-shoe-FWPRESALE1' };
const SOLD_OUT = { name: 'Talus GTX Hiking Boot', path: '/en-us/p/talus-gtx-hiking-boot-FWSOLDOUT1' };

const details = (page: Page, name: string) => page.getByRole('region', { name });

async function cartCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/session', { headers: { accept: 'application/json' } });
  const body = (await res.json()) as { cart?: { totalItems?: number } };
  return body.cart?.totalItems ?? 0;
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((t) => {
    const v = JSON.parse(t) as unknown;
    return (Array.isArray(v) ? v : [v]) as Array<Record<string, unknown>>;
  });
}

test.describe('product page', () => {
  test('breadcrumbs follow the category path, link to the category pages, and match the JSON-LD', async ({ page }) => {
    const res = await page.goto(BOOT.path);
    // Sets, size chart and store dialog included, the page is the same for everyone: shared-cacheable.
    expect(res?.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Footwear', "Men's Hiking Boots", BOOT.name]);
    await expect(crumbs.getByRole('link', { name: BOOT.name })).toHaveAttribute('aria-current', 'page');
    const list = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; position: number }> };
    expect(list.itemListElement.map((i) => i.name)).toEqual(['Home', 'Footwear', "Men's Hiking Boots", BOOT.name]);
    await crumbs.getByRole('link', { name: "Men's Hiking Boots" }).click();
    await expect(page).toHaveURL(/\/en-us\/c\/mens-hiking-boots-1001$/);
    await expect(page.getByRole('link', { name: BOOT.name }).first()).toBeVisible();
  });

  test('the breadcrumbs speak the page language', async ({ page }) => {
    await page.goto('/fr-fr/p/summit-trail-mid-wp-boot-FWINSTOCK1');
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Images du produit' })).toBeVisible();
  });

  test('price labels: marked down with percent and the omnibus price; a range; a free gift', async ({ page }) => {
    await page.goto(MARKDOWN.path);
    const box = details(page, MARKDOWN.name);
    await expect(box.getByText('Marked Down', { exact: true })).toBeVisible();
    await expect(box.getByText('40% off', { exact: true })).toBeVisible();
    await expect(box.getByText('Was $299.95')).toBeAttached();
    await expect(box.getByText('Lowest price in the last 30 days: $199.95')).toBeVisible();

    await page.goto(TENT.path);
    const tent = details(page, TENT.name);
    await expect(tent.getByText('Now $299.95 – $349.95', { exact: true })).toBeVisible();
    await expect(tent.getByText('Was $299.95 – $399.95', { exact: true })).toBeVisible();
    await expect(tent.getByText('Up to 12.5% off', { exact: true })).toBeVisible();
    await expect(tent.getByText(/Lowest price in the last 30 days/)).toHaveCount(0);

    await page.goto(FREE.path);
    await expect(details(page, FREE.name).getByText('Free Gift', { exact: true })).toBeVisible();
  });

  test('flags: low stock, coming soon with its date, presale', async ({ page }) => {
    await page.goto(LOW.path);
    await expect(details(page, LOW.name).getByText('Low stock: only a few left')).toBeVisible();
    await expect(details(page, LOW.name).getByText('LOW STOCK', { exact: true })).toHaveCount(0);
    await page.goto(COMING.path);
    await expect(details(page, COMING.name).getByText('Coming soon 03/01/2031')).toBeVisible();
    await page.goto(PRESALE.path);
    await expect(details(page, PRESALE.name).getByText('Presale: ships from 11/01/2030')).toBeVisible();
  });

  test('the size chart opens in a dialog with foot sizes, and closes with Escape', async ({ page }) => {
    await page.goto(`${BOOT.path}?color=moss&size=9`);
    const open = page.getByRole('button', { name: 'Size chart' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Size chart: ${BOOT.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Foot length (cm)' })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /^9 8 42\.5 26\.7/ })).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('row', { name: /^10 9 44/ })).not.toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the size chart is page data at /fapi/components/size-chart/{productType}', async ({ page }) => {
    const res = await page.request.get('/fapi/components/size-chart/footwear?sizes=9,10');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ type: 'footwear', rows: [expect.objectContaining({ size: '9', eu: '42.5', cm: 26.7 }), expect.objectContaining({ size: '10' })] });
    expect((await page.request.get('/fapi/components/size-chart/gear')).status()).toBe(404);
    await page.goto('/en-us/p/arete-backpacking-tent-GRTENTRNG1');
    await expect(page.getByRole('heading', { level: 1, name: 'Arete Backpacking Tent' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Size chart' })).toHaveCount(0);
  });

  test('store stock by postal code for the chosen variant', async ({ page }) => {
    await page.goto(`${BOOT.path}?color=moss&size=9`);
    await page.getByRole('button', { name: 'Check store availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Availability in stores' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Check stores' }).click();
    await expect(dialog.getByText('Enter a postal code.')).toBeVisible();
    await expect(dialog.getByLabel('Postal code')).toBeFocused();
    await dialog.getByLabel('Postal code').fill('99999');
    await dialog.getByRole('button', { name: 'Check stores' }).click();
    await expect(dialog.getByText('We could not find stores near 99999. Check the postal code.')).toBeVisible();
    await dialog.getByLabel('Postal code').fill('80302');
    await dialog.getByRole('button', { name: 'Check stores' }).click();
    await expect(dialog.getByRole('status')).toHaveText('1 store found.');
    const stores = dialog.getByRole('list', { name: 'Availability in stores' });
    await expect(stores.getByRole('listitem')).toHaveCount(1);
    await expect(stores.getByRole('listitem').first()).toContainText('Cairn Boulder Flagship');
    await expect(stores.getByRole('listitem').first()).toContainText(/\d+ in stock · Pick up today/);
  });

  test('a signed-in shopper sees their favourite store’s stock', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test');
    await page.goto(`${BOOT.path}?color=moss&size=9`);
    await page.getByRole('button', { name: 'Check store availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Availability in stores' });
    await expect(dialog.getByText(/^Your store: Cairn Boulder Flagship: \d+ in stock$/)).toBeVisible();
  });

  test('without a size the store dialog asks for one', async ({ page }) => {
    await page.goto(BOOT.path);
    await page.getByRole('button', { name: 'Check store availability' }).click();
    await expect(page.getByRole('dialog', { name: 'Availability in stores' }).getByText('Choose a size to check store availability.')).toBeVisible();
  });

  test("a product set's item is chosen and added to the cart", async ({ page }) => {
    await page.goto(BOOT.path);
    const sets = page.getByRole('region', { name: 'Complete the set' });
    const set = sets.getByRole('region', { name: 'Trail day kit' });
    await expect(set).toBeVisible();
    await expect(set.getByRole('link', { name: BOOT.name })).toHaveCount(0);
    const before = await cartCount(page);
    await set.getByRole('button', { name: 'Add Polaris Headlamp 400 to cart' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick shop' });
    await panel.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByRole('dialog', { name: /cart/i }).filter({ hasText: 'Polaris Headlamp 400' })).toBeVisible();
    await expect.poll(() => cartCount(page)).toBe(before + 1);
  });

  test('notify me on a sold-out variant', async ({ page }) => {
    await page.goto(`${SOLD_OUT.path}?color=plum&size=7`);
    const box = details(page, SOLD_OUT.name);
    await box.getByRole('button', { name: 'Notify me' }).click();
    const email = box.getByLabel('Email');
    await expect(email).toBeFocused();
    await email.fill(`pdp-set-${Date.now()}@example.com`);
    await box.getByRole('button', { name: /email me/i }).click();
    await expect(box.getByRole('status').filter({ hasText: /We will email pdp-set-\d+@example\.com when it is back in stock\./ })).toBeVisible();
  });

  test('the CMS places recommendations and the up-sell on the product page; their links carry their origins', async ({ page }) => {
    await page.goto(BOOT.path);
    const upSell = page.getByRole('region', { name: 'Complete the look' });
    await expect(upSell.getByRole('link').first()).toBeVisible();
    const recs = page.getByRole('region', { name: 'You may also like' });
    await recs.scrollIntoViewIfNeeded();
    await expect(recs.getByRole('link').first()).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await upSell.getByRole('link').first().click();
    const clicks = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string; interactionOrigin?: string }> }).dataLayer ?? []).filter((e) => e.event === 'product_click').map((e) => e.interactionOrigin));
    expect(clicks).toEqual(['UpSellCompleteTheLook']);
  });

  test('with no cards from the engine, the recommendations come from the products service widget', async ({ page }) => {
    await page.route('**/api/recommendations', async (route) => {
      const body = route.request().postDataJSON() as { kind?: string } | null;
      if (body?.kind === 'decide') await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [] }) });
      else await route.continue();
    });
    const widget = page.waitForResponse((r) => r.url().includes('/products/v1/widgetRecommendations') && r.url().includes('productId=FWINSTOCK1') && r.ok());
    await page.goto(BOOT.path);
    const recs = page.getByRole('region', { name: 'You may also like' });
    await recs.scrollIntoViewIfNeeded();
    await widget;
    await expect(recs.getByRole('link').first()).toBeVisible({ timeout: 15_000 });
    await expect(recs.getByRole('link').first()).toHaveAttribute('data-interaction-origin', 'Product Recommendation Carousel');
  });

  test("analytics: 'Direct to PDP' on a page opened from outside; 'Product Bundles' on a set's item link", async ({ page }) => {
    const events = () => page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event: string; interactionOrigin?: string; productId?: string }> }).dataLayer ?? []);
    await page.goto(BOOT.path);
    await expect.poll(async () => (await events()).filter((e) => e.event === 'product_view')).toEqual([expect.objectContaining({ interactionOrigin: 'Direct to PDP', productId: 'FWINSTOCK1' })]);
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.getByRole('region', { name: 'Trail day kit' }).getByRole('link', { name: 'Polaris Headlamp 400' }).click();
    expect((await events()).filter((e) => e.event === 'product_click')).toEqual([expect.objectContaining({ interactionOrigin: 'Product Bundles', productId: 'GRONESIZE1' })]);
    // Reached from inside the shop: no 'Direct to PDP'.
    await page.goto('/en-us/c/mens-hiking-boots-1001');
    // The listing's card (the carousels above it may still be laying out their slides).
    await page.getByRole('region', { name: "Men's Hiking Boots", exact: true }).getByRole('link', { name: BOOT.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: BOOT.name })).toBeVisible();
    expect((await events()).filter((e) => e.event === 'product_view')).toEqual([]);
  });

  for (const viewport of [
    { name: 'desktop', size: { width: 1280, height: 900 } },
    { name: 'phone', size: { width: 390, height: 844 } },
  ]) {
    test(`no serious accessibility violations with the dialogs open (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport.size);
      await page.goto(`${MARKDOWN.path}?color=navy&size=M`);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Size chart' }).click();
      const chart = page.getByRole('dialog', { name: `Size chart: ${MARKDOWN.name}` });
      await expect(chart.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(chart).toBeHidden();
      await page.getByRole('button', { name: 'Check store availability' }).click();
      const stores = page.getByRole('dialog', { name: 'Availability in stores' });
      await stores.getByLabel('Postal code').fill('80302');
      await stores.getByRole('button', { name: 'Check stores' }).click();
      await expect(stores.getByRole('status')).toHaveText('1 store found.');
      await expectNoSeriousA11yViolations(page);
    });
  }
});
