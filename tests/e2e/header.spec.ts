/**
 * The header (docs/requirements/account-and-loyalty.md#consumer-calls): the account state and the cart count on cached public HTML, without
 * React on pages that need none; the account menu, sign-out, the buy-in-store strip (docs/requirements/sign-in.md#sign-out);
 * and the site's toasts (auto-dismiss, labelled dismiss).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openCutBefore, test } from './support.ts';

const PASSWORD = 'Summit-Pass-1';
const HOME = '/en-us/';
/** Only non-interactive blocks: nothing on it needs React. */
const STATIC_PAGE = '/en-us/block-isolation';
const CATEGORY = '/en-us/c/mens-jackets-2001';

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** A BFF call from the page, as a script on it would make it (same origin, JSON). */
async function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([p, b]) => (await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(b), credentials: 'same-origin' })).status,
    [path, body] as const,
  );
}

test.describe('the header', () => {
  test('a guest sees Sign in and an empty cart; after adding an item the cart says 1 item', async ({ page }) => {
    await page.goto(HOME);
    const nav = accountNav(page);
    await expect(nav.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const cart = nav.getByRole('link', { name: 'Cart, empty' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/en-us/cart');

    const status = await postFromPage(page, '/api/gateway/cart/v1/cartWithItem', { productId: 'FWINSTOCK1-moss-01', qty: 1 });
    expect(status).toBe(201);
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toContainText('1');
  });

  test('a page with no island loads no React before interaction', async ({ page }) => {
    const scripts: string[] = [];
    const bodies: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      bodies.push(
        res.text().then(
          (text) => {
            // React's own markers survive minification (the devtools hook, the element symbol).
            if (/__REACT_DEVTOOLS_GLOBAL_HOOK__|Symbol\.for\("react\.element"\)|react\.transitional\.element/.test(text)) scripts.push(res.url());
          },
          () => undefined,
        ),
      );
    });
    await page.goto(STATIC_PAGE);
    // The header script ran: the session is known and the slot shows the guest.
    await expect(accountNav(page).getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    expect(bodies.length, 'the header script loaded').toBeGreaterThan(0);
    expect(scripts).toEqual([]);
  });

  test('a signed-in shopper gets the account menu, and signing out brings Sign in back', async ({ page }) => {
    await page.goto(HOME);
    expect(await postFromPage(page, '/api/auth/signin', { email: 'member@cairn.test', password: PASSWORD })).toBe(200);
    await page.reload();
    const nav = accountNav(page);
    const menu = nav.getByText(/^Hi, \S+/);
    await expect(menu).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign in' })).toBeHidden();
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/en-us/account');
    await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/en-us/favorites');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Favorites' })).toBeHidden();
    await menu.click();
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await expect(nav.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('a store associate sees the store and ends the store session at the associate login', async ({ page }) => {
    await page.goto(HOME);
    expect(await postFromPage(page, '/api/auth/agent-login', { storeId: '1001', storeEmployeeId: 'E1001', password: PASSWORD })).toBe(200);
    await page.reload();
    const nav = accountNav(page);
    const end = nav.getByRole('button', { name: 'End store session' });
    await expect(end).toBeVisible();
    await expect(nav).toContainText(/Store:\s*\S+/);
    await end.click();
    await expect(page).toHaveURL(/\/en-us\/associate-login$/);
  });

  test('the header passes axe as a guest', async ({ page }) => {
    await page.goto(HOME);
    await expect(accountNav(page).getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('toasts', () => {
  test('a toast appears with its title and message, can be dismissed, and goes away on its own', async ({ page }) => {
    // An employee signed in cannot use favorites (docs/requirements/account-and-loyalty.md#employees): a heart press answers with an info toast.
    await page.goto(HOME);
    expect(await postFromPage(page, '/api/auth/signin', { email: 'employee@cairn.test', password: PASSWORD })).toBe(200);
    await page.goto(CATEGORY);
    await expect(accountNav(page).getByText(/^Hi, /)).toBeVisible();
    const heart = page.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
    const toasts = page.getByRole('status');

    await heart.click();
    const toast = toasts.filter({ hasText: 'Favorites are not available' });
    await expect(toast).toContainText('An employee signed in cannot use favorites or saved-for-later.');
    await page.getByRole('button', { name: 'Dismiss: Favorites are not available' }).click();
    await expect(toast).toBeHidden();

    await heart.click();
    await expect(toast).toBeVisible();
    // The info toast's own duration (5 s) through the 200 ms poll: no click, it goes.
    await expect(toast).toBeHidden({ timeout: 15_000 });
  });
});

const toastRegion = (page: Page) => page.locator('[data-toast-region]');
const alertsTop = (page: Page) => toastRegion(page).getByRole('alert').evaluate((list) => list.getBoundingClientRect().top);

test.describe('a first paint before the page is all parsed', () => {
  test('shows no account links until the cart’s badge is parsed, so "Sign in" does not move when the cart link comes @mobile', async ({ page }) => {
    await openCutBefore(page, '/en-us/loyalty', '<span data-cart-count');
    // Laid out but not shown: a hidden element that moves is no layout shift.
    await expect(accountNav(page).getByRole('button', { name: 'Sign in' })).toBeHidden();
    await page.unrouteAll();
    await page.goto('/en-us/loyalty');
    await expect(accountNav(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('puts the toasts’ live regions where the whole page has them, before the second one is parsed @mobile', async ({ page }) => {
    await openCutBefore(page, HOME, '<div data-toast-list="polite"');
    await expect(toastRegion(page).getByRole('status')).toHaveCount(0);
    const cut = await alertsTop(page);
    await page.unrouteAll();
    await page.goto(HOME);
    await expect(toastRegion(page).getByRole('status')).toHaveCount(1);
    // The region is fixed to the bottom: a gap that came with the second list moved it up 8 px.
    expect(await alertsTop(page)).toBe(cut);
  });
});
