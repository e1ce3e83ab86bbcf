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

  test('is cacheable by shared caches, and served from the route cache once rendered', async ({ request }) => {
    const url = `/en-us/?cms=route-cache-${Date.now()}`;
    const first = await request.get(url);
    expect(first.headers()['cache-control']).toContain('s-maxage=60');
    expect(first.headers()['cache-control']).toContain('stale-if-error');
    expect(first.headers()['x-astro-cache']).toBe('MISS');
    const second = await request.get(url);
    expect(second.headers()['x-astro-cache']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
  });

  test('keeps siteId, cms, preview and enrollment_marketing_source on internal links, and drops the rest', async ({ page }) => {
    await page.goto('/en-us/?siteId=CAIRN_EN_US&cms=spring&enrollment_marketing_source=mail&utm_source=x');
    const boots = page.getByRole('contentinfo').getByRole('link', { name: "Men's Hiking Boots", exact: true });
    const href = new URL((await boots.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe('/en-us/c/mens-hiking-boots-1001');
    expect(Object.fromEntries(href.searchParams)).toEqual({ siteId: 'CAIRN_EN_US', cms: 'spring', enrollment_marketing_source: 'mail' });
    await page.getByRole('link', { name: 'Cairn home' }).click();
    await expect(page).toHaveURL(/\/en-us\/\?siteId=CAIRN_EN_US&cms=spring&enrollment_marketing_source=mail$/);
  });

  test('an ad click’s tracking parameters reach no link or form of the page, and share its one copy', async ({ page, request }) => {
    // A key of its own (a parameter the route cache keeps), so the first click renders the page.
    const own = `own=${Date.now()}`;
    await page.goto(`/en-us/?${own}&utm_source=spring-ad&utm_campaign=boots&gclid=abc123`);
    const readMore = page.locator('form', { has: page.getByRole('button', { name: 'Read more' }) });
    await expect(readMore).toHaveCount(1);
    // The article grid's form carries the page's own query, not the click's campaign.
    await expect(readMore.locator('input[name="own"]')).toHaveCount(1);
    expect(await page.content()).not.toMatch(/utm_|gclid|spring-ad|abc123/);
    // The next click (another campaign) is answered from the same copy.
    const next = await request.get(`/en-us/?${own}&utm_source=other-ad&fbclid=xyz`);
    expect(next.headers()['x-astro-cache']).toBe('HIT');
    expect(await next.text()).not.toMatch(/utm_|fbclid|other-ad|spring-ad/);
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

test('the home page has one URL: /{locale}/home redirects to /{locale}/', async ({ page }) => {
  await page.goto('/en-us/home?cms=x');
  await expect(page).toHaveURL(/\/en-us\/\?cms=x$/);
});
