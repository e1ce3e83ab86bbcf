import type { Page } from '@playwright/test';
import { signInAtStore } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

/**
 * The order confirmation page (docs/requirements/checkout-and-payments.md#order-confirmation /order-confirmation): what a shopper sees of the order
 * they just placed, what another shopper sees at the same link, a guest creating an account that
 * the order then joins, the wallet-from-product-page context, and accessibility. The order is
 * placed by setup calls from the page (through the BFF, as the checkout island does); everything
 * asserted is read from the screen.
 */
const BOOT = 'FWINSTOCK1-moss-05';
const BOOT_NAME = 'Summit Trail Mid WP Boot';
const EMAIL = 'hiker@example.com';
const ADDRESS = { firstName: 'Alex', lastName: 'Rivera', email: EMAIL, phone: '+13035550123', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };
const CARD = { payment_method_id: 'CREDIT_CARD', paymentCard: { cardNumber: '4111111111111111', holder: 'Alex Rivera', expirationMonth: 12, expirationYear: 2034, securityCode: '123' } };
const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(amount);

/** A same-origin call from the page, with optional headers (the Idempotency-Key). */
async function api(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const res = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let json: any = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, body: json, text };
    },
    { method, path, body, headers },
  );
}

async function ok(call: Promise<{ status: number; text: string; body: any }>, status = 200): Promise<any> {
  const answer = await call;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

interface Placed {
  orderNumber: string;
  total: number;
}

/** A cart with the items, then shipping address, method, billing address, a card and the order. */
async function placeOrder(page: Page, items: Array<{ productId: string; storeId?: string }> = [{ productId: BOOT }], options: { email?: string; beforePlace?: () => Promise<void> } = {}): Promise<Placed> {
  if (!page.url().startsWith('http')) await page.goto('/en-us/');
  const address = { ...ADDRESS, email: options.email ?? EMAIL };
  const cart = await ok(api(page, 'POST', '/api/gateway/cart/v1/cartWithItem', { items }), 201);
  const id = cart.basketId as string;
  if (items.some((i) => !i.storeId)) {
    await ok(api(page, 'POST', `/api/gateway/cart/v2/cart/${id}/shippingAddress`, { address: [{ ...address, shippingId: 'me' }] }));
    await ok(api(page, 'POST', '/api/gateway/cart/v1/shippingMethod', { cartId: id, code: 'standard', shippingId: 'me' }));
  }
  await ok(api(page, 'POST', `/api/gateway/cart/v1/cart/${id}/billingAddress`, address));
  await ok(api(page, 'POST', `/api/gateway/cart/v1/cart/${id}/paymentInstruments`, CARD));
  await options.beforePlace?.();
  const order = await ok(api(page, 'PUT', '/api/checkout/order', { cartId: id, paymentMethod: { code: 'CREDIT_CARD' } }, { 'idempotency-key': `confirm-${Date.now()}-${Math.random().toString(36).slice(2)}` }));
  expect(order.orderNumber).toMatch(/^CRN\d+$/);
  return { orderNumber: order.orderNumber, total: order.totals.total };
}

const confirmationUrl = (orderNumber: string, extra = '') => `/en-us/order-confirmation?order=${orderNumber}${extra}`;
const purchases = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string; ecommerce?: { transaction_id?: string } }> }).dataLayer ?? []).filter((e) => e.event === 'purchase'));

test.describe('order confirmation', () => {
  test('shows the order just placed: number, items, delivery, masked card, totals, email; the cart is empty; one purchase event', async ({ page }) => {
    const placed = await placeOrder(page);
    const response = await page.goto(confirmationUrl(placed.orderNumber));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${placed.orderNumber} is confirmed`);
    await expect(page.getByText(`We sent a confirmation to ${EMAIL}.`)).toBeVisible();
    await expect(page.getByText('Your cart is now empty.')).toBeVisible();

    const items = page.getByRole('list', { name: 'Items in this order' });
    const line = items.getByRole('listitem').filter({ hasText: BOOT_NAME });
    await expect(line).toHaveCount(1);
    await expect(line.getByText('Colour:')).toBeVisible();
    await expect(line.getByText('Size:')).toBeVisible();
    await expect(line.getByText('Quantity:')).toBeVisible();

    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery.getByRole('heading', { name: 'Standard delivery' })).toBeVisible();
    await expect(delivery.getByText(/1200 Pearl St/)).toBeVisible();

    const payment = page.getByRole('table', { name: 'Payment' });
    await expect(payment.getByRole('cell', { name: 'Visa …1111' })).toBeVisible();
    await expect(payment.getByRole('cell', { name: usd(placed.total) })).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(/4111[\s-]?1111[\s-]?1111[\s-]?1111/);

    const totals = page.getByRole('region', { name: 'Order total' });
    await expect(totals.getByText('Items', { exact: true })).toBeVisible();
    await expect(totals.getByText('Shipping', { exact: true })).toBeVisible();
    await expect(totals.getByText('Tax', { exact: true })).toBeVisible();
    await expect(totals.getByRole('definition').last()).toHaveText(usd(placed.total));

    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-us/');

    // Counted once: a reload pushes no second purchase for the same order.
    await expect.poll(() => purchases(page)).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: placed.orderNumber, currency: 'USD', value: placed.total }) })]);
    const [event] = await purchases(page);
    expect(JSON.stringify(event)).toContain(BOOT_NAME);
    expect(JSON.stringify(event)).not.toContain('Pearl St');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(placed.orderNumber);
    await page.waitForLoadState('load');
    expect(await purchases(page)).toEqual([]);
  });

  test("another shopper at the same link, or this shopper with another number, sees 'We can't show this order'", async ({ page, browser }) => {
    const placed = await placeOrder(page);
    const other = await browser.newContext();
    try {
      const stranger = await other.newPage();
      const response = await stranger.goto(confirmationUrl(placed.orderNumber));
      expect(response?.status()).toBe(404);
      await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('We can’t show this order');
      await expect(stranger.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/en-us/cart');
      await expect(stranger.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en-us/');
      expect(await stranger.content()).not.toContain(placed.orderNumber);
      // (The menu names the boot as a top pick: the page's own content must not.)
      await expect(stranger.getByRole('main')).not.toContainText(BOOT_NAME);
    } finally {
      await other.close();
    }
    const wrong = await page.goto(confirmationUrl('CRN00000001'));
    expect(wrong?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t show this order');
  });

  test('/order-confirmation keeps the order and lands on the site’s page', async ({ page }) => {
    const answer = await page.request.get('/order-confirmation?order=CRN00000001&storeContext=applePayPdp&preview=true', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const target = new URL(answer.headers().location ?? '', 'http://x');
    expect(target.pathname).toBe('/en-us/order-confirmation');
    expect(Object.fromEntries(target.searchParams)).toEqual({ order: 'CRN00000001', storeContext: 'applePayPdp', preview: 'true' });
  });

  test('a guest creates an account from the confirmation, and the order joins it', async ({ page }) => {
    const own = `confirm-${Date.now()}@example.test`;
    const placed = await placeOrder(page, [{ productId: BOOT }], { email: own });
    await page.goto(confirmationUrl(placed.orderNumber));
    const account = page.getByRole('region', { name: 'Create an account to track this order' });
    await expect(account.getByLabel('First name')).toHaveValue('Alex');
    await expect(account.getByLabel('Last name')).toHaveValue('Rivera');
    // The order's email is the account's: shown, not editable here.
    const email = account.getByLabel('Email');
    await expect(email).toHaveValue(own);
    await expect(email).not.toBeEditable();
    await expect(account.getByLabel(/Mobile number/)).toHaveCount(0);

    const password = account.getByLabel('Password', { exact: true });
    await password.fill('trail');
    await expect(account.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toContainText('not met');
    await password.fill('Trail-Mix-42');
    await expect(account.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toContainText('(met)');
    await account.getByRole('button', { name: 'Create account' }).click();
    await expect(account.getByText('This field is required')).toBeVisible();
    await account.getByLabel('I accept the terms and the privacy policy').check();
    await account.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your account has been created and this order is saved in it.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(placed.orderNumber);
    await expect(page.getByRole('region', { name: 'Create an account to track this order' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Hi, Alex')).toBeVisible();
    const history = await ok(api(page, 'POST', '/api/gateway/consumers-v3/consumer/purchasehistory', {}));
    expect(history.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([placed.orderNumber]);
  });

  test('after a wallet purchase from a product page (storeContext=applePayPdp) the shopper’s cart keeps its items', async ({ page }) => {
    const placed = await placeOrder(page, [{ productId: BOOT }], {
      // The shopper's own cart, made after the wallet's: the session's basket is this one.
      beforePlace: async () => void (await ok(api(page, 'POST', '/api/gateway/cart/v1/cartWithItem', { items: [{ productId: 'FWINSTOCK1-moss-06' }] }), 201)),
    });
    await page.goto(confirmationUrl(placed.orderNumber, '&storeContext=applePayPdp'));
    await expect(page.getByText('This purchase did not change your cart: your cart still has your other items.')).toBeVisible();
    await expect(page.getByText('Your cart is now empty.')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/en-us/cart');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('pickup names the store; an associate’s order shows the store and the employee id', async ({ page }) => {
    await signInAtStore(page);
    const placed = await placeOrder(page, [{ productId: BOOT, storeId: '1001' }]);
    await page.goto(confirmationUrl(placed.orderNumber));
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery.getByRole('heading', { name: 'Pick up in store' })).toBeVisible();
    await expect(delivery.getByText('Cairn Boulder Flagship')).toBeVisible();
    const sale = page.getByRole('region', { name: 'In-store sale' });
    await expect(sale.getByText('Cairn Boulder Flagship')).toBeVisible();
    await expect(sale.getByText('E1001')).toBeVisible();
    // Not a guest: no account form.
    await expect(page.getByRole('region', { name: 'Create an account to track this order' })).toHaveCount(0);
  });

  test('has no serious accessibility violations (order and not-found)', async ({ page }) => {
    const placed = await placeOrder(page);
    await page.goto(confirmationUrl(placed.orderNumber));
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(confirmationUrl('CRN00000001'));
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone: the order and the account form, without serious accessibility violations @mobile', async ({ page }) => {
    const placed = await placeOrder(page);
    await page.goto(confirmationUrl(placed.orderNumber));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(placed.orderNumber);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
