import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

/**
 * The shared favorites page (/{locale}/favorites/shared/{id}?token=…, docs/requirements/cart.md#favorites Wishlists): a
 * guest shares their favorites, another shopper opens the link and sees the list read-only; a
 * wrong, malformed or rotated link shows the not-found message. Each test makes its own guest
 * (the `page` fixture's fresh context) and opens the link in a second, separate context.
 */
const PRODUCT = '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1';
const PRODUCT_NAME = 'Summit Trail Mid WP Boot';
const NOT_FOUND = 'This list is no longer shared';

/** Hearts the boot on its page and answers the share link made on the favorites page. */
async function shareOneFavorite(page: Page): Promise<URL> {
  await page.goto(PRODUCT);
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/gateway/wishlists/v2/favorites');
  await page.getByRole('button', { name: `Add ${PRODUCT_NAME} to favorites` }).click();
  expect((await saved).status()).toBeLessThan(300);
  await expect(page.getByRole('button', { name: `Remove ${PRODUCT_NAME} from favorites` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en-us/favorites');
  await expect(page.getByRole('link', { name: PRODUCT_NAME })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const field = page.getByRole('textbox', { name: 'Link to your favorites' });
  await expect(field).toHaveValue(/\/en-us\/favorites\/shared\/[^/?]+\?token=/);
  return new URL(await field.inputValue());
}

/** Another shopper: a new browser context with none of the owner's cookies. */
async function anotherShopper(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const withToken = (link: URL, token: string): string => `${link.pathname}?${new URLSearchParams({ token })}`;

test.describe('shared favorites', () => {
  test('another shopper opens the share link and sees the list read-only', async ({ page, browser }) => {
    const link = await shareOneFavorite(page);

    const friend = await anotherShopper(browser);
    const res = await friend.goto(link.pathname + link.search);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await expect(friend.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await expect(friend.getByRole('heading', { level: 1, name: 'A shared favorites list' })).toBeVisible();
    await expect(friend.getByText('1 item', { exact: true })).toBeVisible();
    const item = friend.getByRole('listitem').filter({ has: friend.getByRole('link', { name: PRODUCT_NAME }) });
    await expect(item).toBeVisible();
    await expect(item.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', /^\/en-us\/p\/summit-trail-mid-wp-boot-FWINSTOCK1/);
    await expect(item.getByText(/\$\d/)).toBeVisible();
    await expect(item.getByText('In stock')).toBeVisible();
    await expect(item.locator('img')).toHaveAttribute('src', /.+/);
    // Read-only: nothing that would change the owner's list.
    await expect(friend.getByRole('button', { name: /from favorites$/ })).toHaveCount(0);

    // Quick shop opens the product from the shared list.
    await item.getByRole('button', { name: `Quick shop ${PRODUCT_NAME}` }).click();
    await expect(friend.getByRole('dialog')).toBeVisible();
    await expect(friend.getByRole('dialog').getByText(PRODUCT_NAME).first()).toBeVisible();
    await friend.keyboard.press('Escape');
    await expect(friend.getByRole('dialog')).toHaveCount(0);

    // The link goes to the product page.
    await item.getByRole('link', { name: PRODUCT_NAME }).click();
    await expect(friend).toHaveURL(/\/en-us\/p\/summit-trail-mid-wp-boot-FWINSTOCK1/);
    await friend.context().close();
  });

  test('a tampered, malformed or rotated link shows that the list is no longer shared', async ({ page, browser }) => {
    const link = await shareOneFavorite(page);
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(10);
    const friend = await anotherShopper(browser);

    // A well-formed but wrong token: the gateway answers 404.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    let res = await friend.goto(withToken(link, tampered));
    expect(res?.status()).toBe(404);
    await expect(friend.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await expect(friend.getByRole('link', { name: PRODUCT_NAME })).toHaveCount(0);
    await expect(friend.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/en-us/');

    // Malformed input never reaches the gateway and never breaks the page.
    for (const path of [withToken(link, 'short'), link.pathname, `/en-us/favorites/shared/${encodeURIComponent('FAV 1<x>')}?token=${token}`, `${link.pathname}?token=${encodeURIComponent(`${token}"><script>`)}`]) {
      res = await friend.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(friend.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    }

    // The owner makes a new link: the old one stops working, the new one works.
    const favoriteId = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    const rotated = await page.evaluate(async (id) => {
      const r = await fetch(`/api/gateway/wishlists/v2/favorites/${encodeURIComponent(id)}/share`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ rotate: true }),
      });
      return { status: r.status, body: (await r.json()) as { sharePath?: string } };
    }, favoriteId);
    expect(rotated.status).toBe(200);
    res = await friend.goto(link.pathname + link.search);
    expect(res?.status()).toBe(404);
    await expect(friend.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await friend.goto(rotated.body.sharePath ?? '/missing');
    await expect(friend.getByRole('link', { name: PRODUCT_NAME })).toBeVisible();

    // The owner empties the list: the link shows an empty list.
    await page.goto('/en-us/favorites');
    await page.getByRole('button', { name: `Remove ${PRODUCT_NAME} from favorites` }).click();
    await expect(page.getByRole('heading', { name: 'You have no favorites yet' })).toBeVisible();
    await friend.reload();
    await expect(friend.getByRole('heading', { level: 1, name: 'A shared favorites list' })).toBeVisible();
    await expect(friend.getByRole('heading', { level: 2, name: 'This list is empty' })).toBeVisible();
    await friend.context().close();
  });

  test('the shared list and its not-found page have no serious accessibility violations', async ({ page, browser }) => {
    const link = await shareOneFavorite(page);
    const friend = await anotherShopper(browser);
    await friend.goto(link.pathname + link.search);
    await expect(friend.getByRole('link', { name: PRODUCT_NAME })).toBeVisible();
    await expectNoSeriousA11yViolations(friend);

    await friend.goto(withToken(link, 'not-the-right-token'));
    await expect(friend.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await expectNoSeriousA11yViolations(friend);
    await friend.context().close();
  });
});
