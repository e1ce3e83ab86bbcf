import type { Page } from '@playwright/test';
import { errorMessage } from '../../src/lib/errors/messages.ts';
import { cartWithItems } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, SANDBOX_URL, shiftsFromTheStart, test } from './support.ts';

/**
 * The cart (docs/requirements/cart.md#the-cart): the cart page's edits, coupons, the remove failure, cart
 * recovery after the server lost the cart, and the mini cart. Every test is a fresh guest
 * (Playwright's own context); lines are put in the cart through the storefront's BFF, as the
 * product page would.
 */
const BOOT = 'FWINSTOCK1-moss-01';
const BOTTLE = 'GRONESIZE1';
const REMOVE_FAILED = 'Unable to remove item from cart. Please try again later';

interface Line {
  itemId: string;
  name: string;
  productId: string;
}

/** Puts lines in a new cart through the BFF (same-origin JSON, as the islands do); answers them. */
const fillCart = (page: Page, items: Array<{ productId: string; qty?: number }>): Promise<{ basketId: string; items: Line[] }> => cartWithItems(page, items);

async function sessionBasketId(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const r = await fetch('/api/session', { credentials: 'same-origin' });
    const body = await r.json();
    return body.cart?.basketId;
  });
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const amount = (page: Page, term: string) => summary(page).locator(`dt:text-is("${term}") + dd`);
const line = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('cart page', () => {
  test('a quantity change updates the totals; removing lines empties the cart', async ({ page }) => {
    const cart = await fillCart(page, [{ productId: BOOT }, { productId: BOTTLE }]);
    const [boot, bottle] = cart.items as [Line, Line];
    await page.goto('/en-us/cart');
    await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
    await expect(line(page, boot.name)).toBeVisible();
    await expect(line(page, bottle.name)).toBeVisible();
    const before = await amount(page, 'Subtotal').textContent();

    const quantity = line(page, boot.name).getByLabel('Quantity');
    const changed = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/gateway\/cart\/v1\/cart\/[^/]+\/item$/.test(new URL(r.url()).pathname));
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(amount(page, 'Subtotal')).not.toHaveText(before ?? '');
    // The answer the page got holds the lines as they show, without every size of their products
    // (the lines' `variants`, which no screen reads: the BFF leaves them out).
    const answer = (await (await changed).json()) as { items: Array<Record<string, unknown>> };
    expect(answer.items.find((l) => l.productId === BOOT)).toMatchObject({ qty: 3 });
    for (const l of answer.items) expect(l).not.toHaveProperty('variants');
    await page.reload();
    await expect(line(page, boot.name).getByLabel('Quantity')).toHaveValue('3');

    // Out of range: the spec's range message at the field.
    await line(page, boot.name).getByLabel('Quantity').fill('0');
    await line(page, boot.name).getByLabel('Quantity').press('Enter');
    await expect(line(page, boot.name).getByLabel('Quantity')).toHaveAccessibleDescription('Value must not be less than 1');

    await line(page, bottle.name).getByRole('button', { name: `Remove ${bottle.name}` }).click();
    await expect(line(page, bottle.name)).toHaveCount(0);
    await line(page, boot.name).getByRole('button', { name: `Remove ${boot.name}` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-us/');
  });

  test('a failed remove says so and keeps the line', async ({ page }) => {
    const cart = await fillCart(page, [{ productId: BOOT }]);
    const boot = cart.items[0] as Line;
    await page.goto('/en-us/cart');
    await page.route('**/api/gateway/cart/v1/item', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { errorDetails: [{ errorId: 'GEN500', message: 'Internal error' }], appId: 'x', correlationId: 'c' } }) : route.continue(),
    );
    await line(page, boot.name).getByRole('button', { name: `Remove ${boot.name}` }).click();
    await expect(page.getByText(REMOVE_FAILED, { exact: true })).toBeVisible();
    await expect(line(page, boot.name)).toBeVisible();
  });

  test('coupons: SAVE10 gives a discount and can be removed; expired and unknown codes are refused at the field', async ({ page }) => {
    await fillCart(page, [{ productId: BOOT }]);
    await page.goto('/en-us/cart');
    const field = page.getByLabel('Coupon code');
    await expect(amount(page, 'Subtotal')).toBeVisible();
    // Automatic promotions (free shipping) may already discount the order: SAVE10 adds to it.
    const discounts = amount(page, 'Discounts');
    const before = (await discounts.count()) ? await discounts.textContent() : null;
    await field.fill('SAVE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Remove coupon SAVE10' })).toBeVisible();
    await expect(discounts).toBeVisible();
    await expect(discounts).not.toHaveText(before ?? '');
    await page.getByRole('button', { name: 'Remove coupon SAVE10' }).click();
    await expect(page.getByRole('button', { name: 'Remove coupon SAVE10' })).toHaveCount(0);
    if (before) await expect(discounts).toHaveText(before);
    else await expect(discounts).toHaveCount(0);

    await field.fill('EXPIRED10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(field).toHaveAccessibleDescription(errorMessage('PRM135', null, 'en'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(field).toHaveAccessibleDescription(errorMessage('PRM130', null, 'en'));
  });

  test('a French cart refuses a coupon in French, with the words its page carries (no request for them)', async ({ page }) => {
    await page.goto('/fr-fr/');
    await fillCart(page, [{ productId: BOOT }]);
    // The browser's error catalogue holds English; the page carries its own language's words.
    const wordRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/_astro\/(fr|de|it)\.[\w-]+\.js$/.test(new URL(r.url()).pathname)) wordRequests.push(r.url());
    });
    const mismatches: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text()) && mismatches.push(m.text()));
    await page.goto('/fr-fr/cart');
    const field = page.getByLabel('Code promo');
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(field).toHaveAccessibleDescription('Ce code promo n’est pas valide.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(wordRequests, 'the French words were fetched instead of read from the page').toEqual([]);
    expect(mismatches).toEqual([]);
  });

  test('a cart the server lost is recreated with its items when the shopper changes it', async ({ page }) => {
    const cart = await fillCart(page, [{ productId: BOOT }, { productId: BOTTLE, qty: 2 }]);
    const [boot, bottle] = cart.items as [Line, Line];
    // The cart is lost after the page has read it (lost before the first read: the next test).
    const read = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes(`/cart/v1/cart/${cart.basketId}`));
    await page.goto('/en-us/cart');
    await expect(line(page, boot.name)).toBeVisible();
    expect((await read).status()).toBe(200);
    const before = await amount(page, 'Subtotal').textContent();
    const expired = await fetch(`${SANDBOX_URL}/__sandbox/carts/${cart.basketId}/expire`, { method: 'POST', signal: AbortSignal.timeout(5000) });
    expect(expired.status).toBe(200);

    const quantity = line(page, boot.name).getByLabel('Quantity');
    await quantity.fill('2');
    await quantity.press('Enter');
    // The change lands on the new cart: the totals move, and both lines are still there.
    await expect(amount(page, 'Subtotal')).not.toHaveText(before ?? '');
    await expect(line(page, bottle.name).getByLabel('Quantity')).toHaveValue('2');
    await page.reload();
    await expect(line(page, boot.name).getByLabel('Quantity')).toHaveValue('2');
    await expect(line(page, bottle.name).getByLabel('Quantity')).toHaveValue('2');
    const now = await sessionBasketId(page);
    expect(now).toBeTruthy();
    expect(now).not.toBe(cart.basketId);
  });

  test('a cart lost between the page and its first read: what the shopper types meanwhile is kept and lands on the new cart', async ({ page }) => {
    const cart = await fillCart(page, [{ productId: BOOT }, { productId: BOTTLE, qty: 2 }]);
    const [boot, bottle] = cart.items as [Line, Line];
    // The island's first read of the cart is held; the cart expires while it is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reading!: () => void;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    await page.route(`**/cart/v1/cart/${cart.basketId}`, async (route) => {
      reading();
      await held;
      await route.continue();
    });
    await page.goto('/en-us/cart');
    const before = await amount(page, 'Subtotal').textContent();
    await readStarted;
    const expired = await fetch(`${SANDBOX_URL}/__sandbox/carts/${cart.basketId}/expire`, { method: 'POST', signal: AbortSignal.timeout(5000) });
    expect(expired.status).toBe(200);

    // Meanwhile: one quantity typed and sent, then one typed and left in its field (still focused).
    const bottleQuantity = line(page, bottle.name).getByLabel('Quantity');
    await bottleQuantity.fill('3');
    await bottleQuantity.press('Enter');
    const bootQuantity = line(page, boot.name).getByLabel('Quantity');
    await bootQuantity.fill('2');
    release();

    // The read finds the cart gone and makes a new one; the lines keep what was typed.
    await expect.poll(() => sessionBasketId(page)).not.toBe(cart.basketId);
    await expect(bottleQuantity).toHaveValue('3');
    await expect(bootQuantity).toHaveValue('2');
    await expect(bootQuantity).toBeFocused();
    await expect(amount(page, 'Subtotal')).not.toHaveText(before ?? '');
    const withBottles = await amount(page, 'Subtotal').textContent();
    await bootQuantity.press('Enter');
    await expect(amount(page, 'Subtotal')).not.toHaveText(withBottles ?? '');
    await page.unroute(`**/cart/v1/cart/${cart.basketId}`);
    await page.reload();
    await expect(line(page, boot.name).getByLabel('Quantity')).toHaveValue('2');
    await expect(line(page, bottle.name).getByLabel('Quantity')).toHaveValue('3');
  });

  test('a cart that is no longer the shopper’s (signed out in another tab) is cleared, explained, and the page reloads', async ({ page, context }) => {
    // wranx@cairn.test is used by no other e2e test: its cart is this test's alone.
    await page.goto('/en-us/');
    const signIn = await page.evaluate(async () => {
      const r = await fetch('/api/auth/signin', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email: 'wranx@cairn.test', password: 'Summit-Pass-1' }) });
      return r.status;
    });
    expect(signIn).toBe(200);
    const cart = await fillCart(page, [{ productId: BOOT }]);
    const [boot] = cart.items as [Line];
    // The page has read the member's cart (the island's read after hydration) before the other tab signs out.
    const read = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes(`/cart/v1/cart/${cart.basketId}`));
    await page.goto('/en-us/cart');
    await expect(line(page, boot.name)).toBeVisible();
    expect((await read).status()).toBe(200);

    // Another tab signs out: this shopper is now a new guest, and the open cart is the member's.
    const other = await context.newPage();
    await other.goto('/en-us/');
    expect(await other.evaluate(async () => (await fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{}' })).status)).toBe(200);
    await other.close();

    const quantity = line(page, boot.name).getByLabel('Quantity');
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(page.getByText(errorMessage('INVALID_CUSTOMER', null, 'en')).first()).toBeVisible();
    // After INVALID_CUSTOMER_RELOAD_MS the page reloads as the guest, whose cart is empty.
    await page.waitForEvent('load', { timeout: 15_000 });
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect(await sessionBasketId(page)).toBeUndefined();
  });

  test('the first HTML already lists the shopper’s lines, before any script runs', async ({ page, browser, baseURL }) => {
    const cart = await fillCart(page, [{ productId: BOOT, qty: 2 }]);
    const [boot] = cart.items as [Line];
    // The page as the server sends it, with the shopper's session cookie and no script at all.
    const html = await (await page.request.get('/en-us/cart')).text();
    expect(html).toContain(boot.name);
    // The island's props carry what the lines show, not every size and colour of their products.
    expect(html).not.toContain('&quot;variants&quot;');
    // A browser without scripts sees the lines with their controls, disabled until the island runs.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await noScript.newPage();
    await still.goto('/en-us/cart');
    await expect(still.getByRole('heading', { name: boot.name })).toBeVisible();
    await expect(line(still, boot.name).getByLabel(/Quantity/)).toHaveValue('2');
    await expect(line(still, boot.name).getByLabel(/Quantity/)).toBeDisabled();
    await expect(still.getByRole('link', { name: 'Checkout' })).toBeVisible();
    // Disabled without looking it: nothing fades at the first paint and snaps back at hydration.
    const apply = still.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    expect(await apply.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    await noScript.close();
    // With scripts, the island hydrates the same lines (no mismatch) and enables their controls.
    const mismatches: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text()) && mismatches.push(m.text()));
    const shifts = await shiftsFromTheStart(page);
    await page.goto('/en-us/cart');
    await expect(line(page, boot.name).getByLabel(/Quantity/)).toHaveValue('2');
    await expect(line(page, boot.name).getByLabel(/Quantity/)).toBeEnabled();
    expect(mismatches).toEqual([]);
    // Nothing moves when it does (the line's dialogs, placed once hydrated, used to push the line down 12 px).
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toBe(0);
  });

  test('an empty cart says so; the cart page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/en-us/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillCart(page, [{ productId: BOOT }]);
    await page.reload();
    await expect(summary(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an empty cart does not move when its script takes over and the saved-for-later list comes', async ({ page }) => {
    const shifts = await shiftsFromTheStart(page);
    await page.goto('/en-us/cart');
    // The first HTML holds the list's place with its loading state, as the island does until it knows the shopper.
    await expect(page.getByRole('heading', { name: 'Saved for later (0)' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByText('You have nothing saved for later.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The footer is on screen at 1280 × 900 under an empty cart: it used to move down 134 px.
    expect(await shifts()).toBe(0);
  });

  test('/cart goes to the cart of the default site, keeping the kept query params', async ({ page }) => {
    const res = await page.request.get('/cart?preview=false&utm_source=mail', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/en-us/cart?preview=false');
    const page2 = await page.request.get('/en-us/cart');
    expect(page2.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe('mini cart', () => {
  test('opens from the header cart button with the items and subtotal', async ({ page }) => {
    const cart = await fillCart(page, [{ productId: BOOT }]);
    const boot = cart.items[0] as Line;
    await page.goto('/en-us/');
    await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(boot.name)).toBeVisible();
    await expect(panel.getByText('Subtotal')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en-us/cart');
    await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en-us/checkout');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the empty state for a new guest', async ({ page }) => {
    await page.goto('/en-us/');
    await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel.getByText('Your cart is empty')).toBeVisible();
  });
});
