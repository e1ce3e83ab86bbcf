/**
 * The account's orders (issue 12), by role and label: a member buys through the checkout, finds
 * the order in the list, opens it, downloads its invoice (a real download: file name and PDF
 * header), tracks it and cancels it (the status then reads Cancelled); a return label for a
 * delivered order with the how-to-return page; the e-gift card email sent again; another
 * shopper's order is never shown; the history's pages work without JavaScript; axe on the list
 * and an order page, desktop and phone.
 *
 * Seeded data (docs/sandbox.md): member@cairn.test's CRN00001001 (delivered: a boot and two
 * headlamps), CRN00001006 (an e-gift card for riley@example.test); loyalty@cairn.test's
 * CRN00002001. Orders of our own are placed by new accounts, so other specs' data is untouched.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from '@playwright/test';
import { openAccountAs, PASSWORD } from './account.ts';
import { callFromPage, cartWithItems, fillShippingAddress, payByCard } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const BOOT = 'FWINSTOCK1-moss-05';
const BOOT_NAME = 'Summit Trail Mid WP Boot';
const US_ADDRESS = { firstName: 'Alex', lastName: 'Rivera', phone: '3035550123', phoneCode: '+1', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };

/** A new account, signed in through the BFF (setup: the sign-in dialog has its own specs). */
async function newMember(page: Page): Promise<string> {
  await page.goto('/en-us/');
  const email = `orders-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const joined = await callFromPage(page, 'POST', '/api/auth/signup', { firstName: 'Alex', lastName: 'Rivera', email, password: PASSWORD, isTermsConfirmed: true });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return email;
}

/** The checkout's three steps through the UI, paying by card; the order number from the confirmation. */
async function buyThroughCheckout(page: Page, email: string): Promise<string> {
  await cartWithItems(page, [{ productId: BOOT }]);
  await page.goto('/en-us/checkout');
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
  await fillShippingAddress(page, email);
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
  await payByCard(page, '4111111111111111');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=CRN\d+/);
  return new URL(page.url()).searchParams.get('order') as string;
}

/** An order placed through the BFF, as the checkout would (setup for the history's pages). */
async function placeByBff(page: Page, email: string, n: number): Promise<void> {
  const cart = await cartWithItems(page, [{ productId: BOOT }]);
  const address = { ...US_ADDRESS, email };
  for (const [path, body] of [
    [`/api/gateway/cart/v2/cart/${cart.basketId}/shippingAddress`, { address: [address] }],
    [`/api/gateway/cart/v1/cart/${cart.basketId}/billingAddress`, address],
    [`/api/gateway/cart/v1/cart/${cart.basketId}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', paymentCard: { cardNumber: '4111111111111111', holder: 'Alex Rivera', expirationMonth: 12, expirationYear: 2034 } }],
  ] as const) {
    const res = await callFromPage(page, 'POST', path, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  }
  const placed = await page.evaluate(
    async ({ cartId, key }) => {
      const res = await fetch('/api/checkout/order', { method: 'PUT', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ cartId, paymentMethod: { code: 'CREDIT_CARD' } }) });
      return res.status;
    },
    { cartId: cart.basketId, key: `orders-spec-${Date.now()}-${n}` },
  );
  expect(placed).toBe(200);
}

async function savedPdf(download: Download): Promise<string> {
  const path = await download.path();
  return (await readFile(path)).subarray(0, 8).toString('latin1');
}

const orderList = (page: Page) => page.getByRole('list', { name: 'Your orders' });
const orderEntry = (page: Page, orderNumber: string) => orderList(page).getByRole('article', { name: `Order ${orderNumber}` });

test.describe('account orders', () => {
  test('a member’s checkout order is in the list; its page downloads the invoice, tracks it and cancels it', async ({ page }) => {
    test.slow();
    const email = await newMember(page);
    const orderNumber = await buyThroughCheckout(page, email);

    // The account's navigation leads to the orders, where the checkout's order is, processing.
    await page.goto('/en-us/account');
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const entry = orderEntry(page, orderNumber);
    await expect(entry).toBeVisible();
    const today = new Date();
    const usDate = `${String(today.getUTCMonth() + 1).padStart(2, '0')}/${String(today.getUTCDate()).padStart(2, '0')}/${today.getUTCFullYear()}`;
    await expect(entry).toContainText(`Date:${usDate}`);
    await expect(entry).toContainText('Status:Processing');
    await expect(entry).toContainText(/Total:\$\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(entry).toContainText(/Items:\d+/);

    await entry.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: BOOT_NAME })).toBeVisible();
    await expect(page.getByText('1200 Pearl St').first()).toBeVisible();
    await expect(page.getByText('Visa …1111')).toBeVisible();

    // The invoice: a real download, the gateway's file name, a PDF.
    const actions = page.getByRole('region', { name: 'Manage this order' });
    // The actions are live once their buttons are (before that the link still downloads, as a plain link).
    await expect(actions.getByRole('button', { name: 'Track order' })).toBeEnabled();
    const downloading = page.waitForEvent('download');
    await actions.getByRole('link', { name: 'Download invoice (PDF)' }).click();
    const invoice = await downloading;
    expect(invoice.suggestedFilename()).toBe(`INV-${orderNumber}.pdf`);
    expect(await savedPdf(invoice)).toMatch(/^%PDF-1\.\d/);
    await expect(actions.getByRole('status').filter({ hasText: `Your invoice INV-${orderNumber}.pdf has been downloaded.` })).toBeVisible();

    // Tracking: where the order is.
    await actions.getByRole('button', { name: 'Track order' }).click();
    const tracking = page.getByRole('region', { name: `Order ${orderNumber}` });
    await expect(tracking.getByRole('heading', { level: 3, name: `Order ${orderNumber}` })).toBeFocused();
    await expect(tracking).toContainText('StatusProcessing');
    await expect(tracking.getByRole('listitem').first()).toContainText('Order placed');

    // Cancel: asked first; kept when the shopper changes their mind; then cancelled.
    await actions.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep the order' }).click();
    await expect(confirm).toBeHidden();
    await actions.getByRole('button', { name: 'Cancel order' }).click();
    await confirm.getByLabel('Reason').selectOption({ label: 'I ordered by mistake' });
    await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page).toHaveURL(/[?&]cancelled=1/);
    await expect(page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Cancelled', { exact: true })).toBeVisible();
    // A cancelled order has no invoice and can't be cancelled again.
    await expect(actions.getByRole('link', { name: 'Download invoice (PDF)' })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.getByRole('link', { name: 'All orders' }).first().click();
    await expect(orderEntry(page, orderNumber)).toContainText('Status:Cancelled');
  });

  test('a return label for a delivered order, with the how-to-return page linked', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', '/en-us/account/orders/CRN00001001');
    await expect(page.getByRole('heading', { level: 1, name: 'Order CRN00001001' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Delivered', { exact: true }).first()).toBeVisible();
    const actions = page.getByRole('region', { name: 'Manage this order' });
    await actions.getByRole('button', { name: 'Get a return label' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return items' });
    await expect(dialog).toBeVisible();

    // Nothing chosen: the dialog says so.
    await dialog.getByRole('button', { name: 'Create return label' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose at least one item to return.');

    const headlamp = dialog.getByRole('group', { name: /Polaris Headlamp 400/ });
    await headlamp.getByRole('checkbox', { name: 'Return Polaris Headlamp 400' }).check();
    await headlamp.getByLabel('Quantity').selectOption('1');
    await headlamp.getByLabel('Reason').selectOption({ label: 'Too small' });
    await dialog.getByRole('button', { name: 'Create return label' }).click();
    await expect(dialog).toBeHidden();

    const ready = page.getByRole('region', { name: 'Your return label is ready.' });
    await expect(ready.getByRole('heading', { name: 'Your return label is ready.' })).toBeFocused();
    await expect(ready).toContainText(/Drop the parcel with UPS\. Return tracking number: 1Z\w+\./);
    await expect(ready.getByRole('link', { name: 'How to return' })).toHaveAttribute('href', '/en-us/help/returns/how-to-return');
    const downloading = page.waitForEvent('download');
    await ready.getByRole('link', { name: 'Download return label (PDF)' }).click();
    const label = await downloading;
    expect(label.suggestedFilename()).toMatch(/^return-RMA[\w-]+\.pdf$/);
    expect(await savedPdf(label)).toMatch(/^%PDF-1\.\d/);

    // The return is on the order once the page is read again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Returns' })).toContainText('Polaris Headlamp 400 × 1');
  });

  test('the e-gift card email is sent again to its recipient', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', '/en-us/account/orders/CRN00001006');
    const actions = page.getByRole('region', { name: 'Manage this order' });
    await actions.getByRole('button', { name: 'Resend the gift card email to riley@example.test' }).click();
    await expect(actions.getByRole('status').filter({ hasText: 'We sent the gift card email again to riley@example.test.' })).toBeVisible();
    // A gift card can't be returned; a delivered order can't be cancelled.
    await expect(actions.getByRole('button', { name: 'Get a return label' })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('another shopper’s order is never shown, nor its invoice', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', '/en-us/account/orders');
    const answer = await page.goto('/en-us/account/orders/CRN00002001');
    expect(answer?.status()).toBe(404);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t show this order' })).toBeVisible();
    const html = (await answer?.text()) ?? '';
    // None of the order: no lines, no actions, no invoice link (product names are in the menu anyway).
    expect(html).not.toContain('Items in this order');
    expect(html).not.toContain('Manage this order');
    expect(html).not.toContain('CRN00002001/invoice');
    expect(html).not.toContain('loyalty@cairn.test');
    const invoice = await page.request.get('/en-us/account/orders/CRN00002001/invoice');
    expect(invoice.status()).toBe(404);
    expect((await invoice.body()).subarray(0, 4).toString('latin1')).not.toBe('%PDF');
  });

  test('signed out, an order page and its invoice give nothing away', async ({ request }) => {
    const pageAnswer = await request.get('/en-us/account/orders/CRN00001001');
    expect(pageAnswer.status()).toBe(200);
    expect(pageAnswer.headers()['cache-control']).toBe('private, no-store');
    const html = await pageAnswer.text();
    expect(html).toContain('Sign in to see your account');
    expect(html).not.toContain('Items in this order');
    expect(html).not.toContain('CRN00001001/invoice');
    expect(html).not.toContain('Delivered');
    const invoice = await request.get('/en-us/account/orders/CRN00001001/invoice', { maxRedirects: 0 });
    expect(invoice.status()).toBe(303);
    expect(invoice.headers()['location']).toBe('/en-us/account/orders/CRN00001001');
  });

  test('the history is paged with links that work without JavaScript', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = await newMember(page);
    for (let n = 0; n < 11; n += 1) await placeByBff(page, email, n);
    const noScript = await withoutJavaScript(browser, page);
    await noScript.goto(new URL('/en-us/account/orders', page.url()).href);
    await expect(noScript.getByText('Orders 1 to 10 of 11')).toBeVisible();
    await expect(orderList(noScript).getByRole('article')).toHaveCount(10);
    const pages = noScript.getByRole('navigation', { name: 'Order pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(noScript).toHaveURL(/\/en-us\/account\/orders\?page=2$/);
    await expect(noScript.getByText('Orders 11 to 11 of 11')).toBeVisible();
    await expect(orderList(noScript).getByRole('article')).toHaveCount(1);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(noScript).toHaveURL(/\/en-us\/account\/orders$/);
    // A page past the end says so, with the way back.
    await noScript.goto(new URL('/en-us/account/orders?page=7', page.url()).href);
    await expect(noScript.getByRole('heading', { level: 2, name: 'There are no orders on this page.' })).toBeVisible();
    await noScript.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(orderList(noScript).getByRole('article')).toHaveCount(10);
    await noScript.context().close();
  });

  test('a new account’s list is empty and says what to do', async ({ page }) => {
    await newMember(page);
    await page.goto('/en-us/account/orders');
    await expect(page.getByRole('heading', { level: 2, name: 'You have no orders yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/en-us/');
  });

  test('the list and an order page have no serious axe violations', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', '/en-us/account/orders');
    await expect(orderList(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/en-us/account/orders/CRN00001002');
    await expect(page.getByRole('heading', { level: 1, name: 'Order CRN00001002' })).toBeVisible();
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Order CRN00001002' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the order pages read in the site’s language and formats', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', '/en-us/account/orders');
    await page.goto('/fr-fr/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    // CRN00001001 was placed on 2025-01-10: DD/MM/YYYY in EMEA, and statuses in French.
    const entry = page.getByRole('list', { name: 'Vos commandes' }).getByRole('article', { name: 'Commande CRN00001001' });
    await expect(entry.getByText('10/01/2025')).toBeVisible();
    await expect(entry.getByText('Livrée')).toBeVisible();
    await page.goto('/de-de/account/orders/CRN00001001');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellung CRN00001001' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rechnung herunterladen (PDF)' })).toBeVisible();
    await page.goto('/it-it/account/orders/CRN00002001');
    await expect(page.getByRole('heading', { level: 1, name: 'Non possiamo mostrare questo ordine' })).toBeVisible();
  });
});

test.describe('account orders on a phone', () => {
  test('the list and an order page have no serious axe violations @mobile', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', '/en-us/account/orders');
    await expect(orderList(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/en-us/account/orders/CRN00001001');
    await expect(page.getByRole('heading', { level: 1, name: 'Order CRN00001001' })).toBeVisible();
    await page.getByRole('button', { name: 'Get a return label' }).click();
    await expect(page.getByRole('dialog', { name: 'Return items' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/** The same shopper (cookies) in a browser context without JavaScript. */
async function withoutJavaScript(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return context.newPage();
}
