import { cmsDocument, expect, expectNoSeriousA11yViolations, scrollThrough, test } from './support.ts';

test.describe('home page', () => {
  test('the bare root sends shoppers to the default locale and keeps the kept params', async ({ page }) => {
    await page.goto('/?cms=spring&utm_source=mail');
    await expect(page).toHaveURL(/\/en-us\/\?cms=spring$/);
  });

  test('renders every section and every block of the CMS home page', async ({ page }) => {
    const doc = await cmsDocument('page/CAIRN_EN_US/home');
    const response = await page.goto('/en-us/');
    expect(response?.status()).toBe(200);
    for (const section of doc.sections) {
      await expect(page.locator(`[data-section="${section.id}"]`), `section ${section.id}`).toHaveCount(1);
      for (const block of section.blocks) {
        await expect(page.locator(`main [data-block-id="${block.id}"][data-block="${block.type}"]`), `${block.type} ${block.id}`).not.toHaveCount(0);
      }
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('has a title, description, canonical and hreflang alternates', async ({ page }) => {
    await page.goto('/en-us/');
    await expect(page).toHaveTitle(/Cairn/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-us\/$/);
    for (const lang of ['en-US', 'en-CA', 'fr-CA', 'en-GB', 'fr-FR', 'de-DE', 'it-IT', 'x-default']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
    }
  });

  test('loads no React: nothing on the home page needs an island', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(`${res.url()}\n${await res.text().catch(() => '')}`);
    });
    await page.goto('/en-us/', { waitUntil: 'networkidle' });
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /react-dom|__reactContainer|react\.production/.test(s))).toEqual([]);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });

  test('is cacheable by shared caches', async ({ request }) => {
    const res = await request.get('/en-us/');
    expect(res.headers()['cache-control']).toContain('s-maxage=60');
    expect(res.headers()['cache-control']).toContain('stale-if-error');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/en-us/');
    await scrollThrough(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('serves another locale in its own currency and language', async ({ page }) => {
    await page.goto('/de-de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});

test.describe('a page with broken blocks', () => {
  test('drops the invalid and unknown blocks and renders the rest', async ({ page }) => {
    const response = await page.goto('/en-us/block-isolation');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-block-id="isolation-valid-banner"]')).toBeVisible();
    await expect(page.locator('[data-block-id="isolation-valid-rich-text"]')).toBeVisible();
    await expect(page.locator('[data-block-id="isolation-broken-banner"]')).toHaveCount(0);
    await expect(page.locator('[data-block-id="isolation-mystery-widget"]')).toHaveCount(0);
    // Shoppers never see editor diagnostics.
    await expect(page.getByRole('note', { name: /Block diagnostics/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
