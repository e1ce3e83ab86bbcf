/**
 * The account area's door (issue 12): signed out, an account URL shows no account data, only the
 * sign-in dialog; signing in there brings the shopper back to the page they asked for.
 */
import { openAccountAs } from './account.ts';
import { expect, test } from './support.ts';

test('a signed-out visitor gets the sign-in dialog, then the account page they asked for', async ({ page }) => {
  await openAccountAs(page, 'member@cairn.test', '/en-us/account');
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
});

test('/account goes to the account of the site the shopper came from', async ({ page }) => {
  await page.goto('/fr-fr/');
  await page.evaluate(() => { location.href = '/account'; });
  await expect(page).toHaveURL(/\/fr-fr\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous pour voir votre compte' })).toBeVisible();
});

/** Every account URL, and what only the member's own pages would show (seed: member@cairn.test). */
const ACCOUNT_URLS = ['/en-us/account', '/en-us/account/profile', '/en-us/account/addresses', '/en-us/account/payment-methods', '/en-us/account/orders', '/en-us/account/orders/CRN00001001', '/en-us/account/communication', '/fr-fr/account/orders'];
const MEMBER_DATA = ['member@cairn.test', 'Morgan', 'CRN00001002', '3035550100', 'XXX1111'];

test('signed out, no account URL carries account data: private pages with the sign-in panel only', async ({ request }) => {
  for (const url of ACCOUNT_URLS) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('private, no-store');
    const html = await response.text();
    expect(html, url).toMatch(/Sign in to see your account|Connectez-vous pour voir votre compte/);
    expect(html, `${url}: no account navigation`).not.toMatch(/aria-label="(My account|Mon compte)"/);
    for (const data of MEMBER_DATA) expect(html, `${url} shows ${data}`).not.toContain(data);
  }
  // The invoice link sends a signed-out visitor to the order's page (which asks them to sign in), never a document.
  const invoice = await request.get('/en-us/account/orders/CRN00001001/invoice', { maxRedirects: 0 });
  expect(invoice.status()).toBe(303);
  expect(invoice.headers()['location']).toBe('/en-us/account/orders/CRN00001001');
});

test('signed out, the JSON the account pages load answers nothing of the account', async ({ page }) => {
  await page.goto('/en-us/');
  const reads = await page.evaluate(async () => {
    const json = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(path, { method, credentials: 'same-origin', headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { path, status: res.status, text: await res.text() };
    };
    return Promise.all([
      json('GET', '/api/gateway/consumers-v3/consumer'),
      json('GET', '/api/gateway/consumers-v3/consumer/payment_instruments'),
      json('GET', '/api/gateway/consumers-v3/consumer/subscription'),
      json('POST', '/api/gateway/consumers-v3/consumer/purchasehistory', { page: 1 }),
      json('GET', '/api/gateway/consumers-v3/consumer/purchase/CRN00001001'),
      json('POST', '/api/gateway/consumers-v3/consumer/purchase/invoice/download', { orderNumber: 'CRN00001001' }),
    ]);
  });
  for (const read of reads) {
    expect(read.status, `${read.path} answers a guest`).toBeGreaterThanOrEqual(400);
    for (const data of ['member@cairn.test', 'Morgan', 'CRN00001002', '%PDF']) expect(read.text, `${read.path} shows ${data}`).not.toContain(data);
  }
});

test("a member signs in from the header and opens the account from the header's menu", async ({ page }) => {
  await page.goto('/en-us/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^sign in/i });
  await dialog.getByLabel('Email', { exact: true }).fill('member@cairn.test');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('Summit-Pass-1');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The member's profile lacks a birth date: the dialog goes on to the complete-profile steps, which can wait.
  const steps = page.getByRole('dialog');
  await expect(steps.getByRole('button', { name: 'Close' })).toBeVisible();
  await steps.getByRole('button', { name: 'Close' }).click();
  await expect(steps).toBeHidden();
  await header.getByText(/^Hi, Morgan/).click();
  await header.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
});
