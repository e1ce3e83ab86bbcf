/**
 * Editors' preview (docs/requirements/editors-and-experiments.md#preview): signed links into a preview session, time travel with
 * previewDateTime, private responses that never touch the shared route cache, diagnostics for
 * editors only, preview frames, and the showcase viewer.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { DEV_PREVIEW_SECRET, previewLinkQuery, signPreviewLink } from '../../src/lib/preview/signing.ts';
import { ISOLATION_BLOCK_IDS } from '../../src/sandbox/seed/content/pages.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

/** A signed link, as scripts/preview-link.ts mints it (the sandbox's development secret). */
function previewLink(path: string, ttlS = 600): string {
  return `/preview/enter?${previewLinkQuery(signPreviewLink(DEV_PREVIEW_SECRET, path, Math.floor(Date.now() / 1000) + ttlS))}`;
}

async function enterPreview(page: Page, path = '/en-us/'): Promise<void> {
  await page.goto(previewLink(path));
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
}

/** The preview session cookie of a browser context (after enterPreview). */
async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cairn_preview');
  expect(cookie, 'preview session cookie').toBeDefined();
  return `cairn_preview=${cookie!.value}`;
}

const WINTER_SALE_AT = '2035-12-01T10:00:00.000Z';

test.describe('entering preview', () => {
  test("an editor's signed link shows a scheduled draft at the chosen previewDateTime", async ({ page, context }) => {
    const response = await page.goto(previewLink(`/en-us/winter-sale?previewDateTime=${encodeURIComponent(WINTER_SALE_AT)}`));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page).toHaveURL(/\/en-us\/winter-sale\?previewDateTime=/);
    await expect(page.getByRole('heading', { level: 1, name: /Winter sale/i })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Preview' });
    await expect(bar).toContainText('Content as scheduled at');
    await expect(bar.locator('time')).toHaveAttribute('datetime', WINTER_SALE_AT);
    await expect(bar).toContainText('Host: localhost');

    const cookie = (await context.cookies()).find((c) => c.name === 'cairn_preview');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    await expectNoSeriousA11yViolations(page);
  });

  test('the same URL without the session shows the published page', async ({ page }) => {
    const winter = await page.goto(`/en-us/winter-sale?previewDateTime=${encodeURIComponent(WINTER_SALE_AT)}`);
    expect(winter?.status()).toBe(404);
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    // preview=true on its own is published content too.
    await page.goto('/en-us/?preview=true');
    await expect(page.getByText('Preview: the new season drop')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  });

  test('time travel: the preview bar shows content as scheduled at another moment', async ({ page }) => {
    await enterPreview(page, '/en-us/');
    await expect(page.getByText('Preview: the new season drop')).toBeVisible();
    const gone = await page.goto('/en-us/summer-clearance');
    expect(gone?.status()).toBe(404);
    await page.getByLabel('Preview date and time (UTC)').fill('2024-07-15T12:00');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/previewDateTime=2024-07-15T12%3A00/);
    await expect(page.getByRole('heading', { level: 1, name: /Summer clearance/i })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' }).locator('time')).toHaveAttribute('datetime', '2024-07-15T12:00:00.000Z');
  });

  test('a wrong or expired link gets 401 and sets no cookie', async ({ request }) => {
    const good = new URL(previewLink('/en-us/'), baseURL);
    const tampered = new URL(good);
    tampered.searchParams.set('path', '/en-us/winter-sale');
    const expired = new URL(previewLink('/en-us/', -10), baseURL);
    for (const url of [tampered, expired]) {
      const res = await request.get(url.href, { maxRedirects: 0 });
      expect(res.status(), url.search).toBe(401);
      expect(res.headers()['set-cookie'], url.search).toBeUndefined();
      expect(await res.text()).toContain('This preview link does not work');
    }
    const ok = await request.get(good.href, { maxRedirects: 0 });
    expect(ok.status()).toBe(303);
    expect(ok.headers().location).toBe('/en-us/');
    expect(ok.headers()['set-cookie']).toMatch(/^cairn_preview=v1\.[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  test('a signed link never sends the editor to another site', async ({ request }) => {
    const res = await request.get(new URL(previewLink('//evil.example/phish'), baseURL).href, { maxRedirects: 0 });
    expect(res.status()).toBe(401);
    expect(res.headers()['set-cookie']).toBeUndefined();
  });

  test('exiting preview is a POST; a link or another site cannot do it', async ({ page, request }) => {
    await enterPreview(page, '/en-us/');
    const cookie = await sessionCookie(page.context());
    expect((await request.get('/preview/exit', { headers: { cookie }, maxRedirects: 0 })).status()).not.toBe(204);
    const crossSite = await request.post('/preview/exit', { headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' }, data: '{}' });
    expect(crossSite.status()).toBe(403);

    await page.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    await expect(page.getByText('Preview: the new season drop')).toHaveCount(0);
    expect((await page.context().cookies()).some((c) => c.name === 'cairn_preview')).toBe(false);
  });
});

test.describe('preview and the shared route cache', () => {
  // A URL of its own (cms is part of the cache key), so no other test's entry can be stale here.
  const url = `/en-us/sustainability?cms=route-cache-${Date.now()}`;
  async function get(request: APIRequestContext, cookie?: string) {
    const res = await request.get(url, cookie ? { headers: { cookie } } : {});
    return { status: res.status(), cache: res.headers()['x-astro-cache'], control: res.headers()['cache-control'], body: await res.text() };
  }

  test('a preview request is never answered from the cache, and never stored in it', async ({ page, request }) => {
    await enterPreview(page, '/en-us/');
    const cookie = await sessionCookie(page.context());
    await get(request);
    const cached = await get(request);
    expect(cached.cache).toBe('HIT');
    expect(cached.control).toContain('public');

    const preview = await get(request, cookie);
    expect(preview.status).toBe(200);
    expect(preview.cache).toBeUndefined();
    expect(preview.control).toBe('private, no-store');
    expect(preview.body).toContain('data-preview-bar');

    const after = await get(request);
    expect(after.cache).toBe('HIT');
    expect(after.body).not.toContain('data-preview-bar');
  });
});

test.describe('editor aids', () => {
  test('invalid and unknown blocks show a diagnostics box to editors, and to nobody else', async ({ page, browser }) => {
    await enterPreview(page, '/en-us/block-isolation');
    const broken = page.getByRole('note', { name: `Block diagnostics: banner ${ISOLATION_BLOCK_IDS.brokenBanner}` });
    await expect(broken).toBeVisible();
    await expect(broken).toContainText('targets');
    await expect(page.getByRole('note', { name: `Block diagnostics: mystery-widget ${ISOLATION_BLOCK_IDS.unknownType}` })).toContainText('Unknown block type');

    const shopper = await browser.newPage();
    await shopper.goto('/en-us/block-isolation');
    await expect(shopper.locator(`[data-block-id="${ISOLATION_BLOCK_IDS.validBanner}"]`)).toBeVisible();
    await expect(shopper.getByRole('note', { name: /Block diagnostics/ })).toHaveCount(0);
    await shopper.close();
  });

  test('preview frames label their host and keep their scroll positions in step', async ({ page }) => {
    // Three full pages load at once.
    test.slow();
    await enterPreview(page, '/en-us/');
    const response = await page.goto('/preview/frames?path=%2Fen-us%2Fabout-us');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    const phone = page.frameLocator('iframe[name="frame-phone"]');
    const desktop = page.frameLocator('iframe[name="frame-desktop"]');
    await expect(phone.getByRole('region', { name: 'Preview' })).toContainText('Host: localhost');
    await expect(desktop.getByRole('region', { name: 'Preview' })).toContainText('Host: localhost');
    const phoneFrame = page.frame({ name: 'frame-phone' })!;
    const desktopFrame = page.frame({ name: 'frame-desktop' })!;
    // Both frames' scripts are running (module scripts run before the load event).
    for (const frame of [phoneFrame, desktopFrame]) await expect.poll(() => frame.evaluate(() => document.readyState), { timeout: 15_000 }).toBe('complete');
    await expect.poll(() => desktopFrame.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await phoneFrame.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    await expect.poll(() => desktopFrame.evaluate(() => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)), { timeout: 5000 }).toBeGreaterThan(0.4);
  });

  test('the kept query parameters are only the four of the spec', async ({ page }) => {
    await page.goto('/en-us/?preview=true&leadSource=newsletter&localePath=fr-fr&p13n_testcontext=%7B%22variants%22%3A%5B%5D%7D');
    const href = await page.getByRole('link', { name: 'Cairn home' }).getAttribute('href');
    expect(href).toBe('/en-us/?preview=true');
  });
});

test.describe('the showcase viewer', () => {
  test('is for editors only', async ({ page }) => {
    const res = await page.goto('/preview/showcase');
    expect(res?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'This tool is for editors' })).toBeVisible();
  });

  test('lists, pages and validates', async ({ page }) => {
    await enterPreview(page, '/en-us/');
    await page.getByRole('link', { name: 'Showcase' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Showcase' })).toBeVisible();
    await expect(page.getByLabel('Limit')).toHaveValue('20');
    await expect(page.getByLabel('Limit').locator('option')).toHaveText(['10', '20 (default)', '50']);

    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Doc type is required');
    await expect(page.getByLabel('Doc type')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Doc type').selectOption('page');
    await page.getByLabel('Layout variant').fill('wide');
    await page.getByLabel('Limit').selectOption('10');
    await page.getByRole('button', { name: 'Go' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Name', 'Referrers', 'Modified']);
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(table.getByRole('caption')).toContainText('1–10 of');
    await expect(table.getByRole('caption')).toContainText('layout variant wide');
    const firstPage = await table.locator('tbody tr td:first-child').allTextContents();

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByRole('table').getByRole('caption')).toContainText('11–');
    const secondPage = await page.getByRole('table').locator('tbody tr td:first-child').allTextContents();
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByRole('table').getByRole('caption')).toContainText('1–10 of');

    await page.getByRole('link', { name: 'CAIRN_EN_US:page:block-isolation' }).click();
    await expect(page.getByText(/blocks checked: 2 with problems/)).toBeVisible();
    const broken = page.locator(`[data-report-block="${ISOLATION_BLOCK_IDS.brokenBanner}"]`);
    await expect(broken).toContainText('Invalid');
    await expect(broken.getByRole('listitem').first()).toContainText('targets');
    await expect(page.locator(`[data-report-block="${ISOLATION_BLOCK_IDS.unknownType}"]`)).toContainText('Unknown type');
    // Rendered through the production pipeline, with the editor's diagnostics in place.
    const rendered = page.getByRole('region', { name: 'Rendered document' });
    await expect(rendered.locator(`[data-block-id="${ISOLATION_BLOCK_IDS.validBanner}"]`)).toBeVisible();
    await expect(rendered.getByRole('note', { name: `Block diagnostics: banner ${ISOLATION_BLOCK_IDS.brokenBanner}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("says 'No results.' when there is nothing to list", async ({ page }) => {
    await enterPreview(page, '/en-us/');
    await page.goto('/preview/showcase?localePath=en-us&docType=page&limit=20&offset=100000');
    await expect(page.getByText('No results.', { exact: true })).toBeVisible();
  });
});
