import { expect, type Page } from '@playwright/test';

/**
 * A same-origin call from inside the shopper's page (so it carries the page's cookies, like the
 * islands' own calls): its status and JSON body (null when the body is not JSON). For setting up
 * data and reading what the UI did, never for what a test is about.
 */
export async function callFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, credentials: 'same-origin', headers: body === undefined ? {} : { 'content-type': 'application/json', accept: 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** Puts lines in a new cart through the BFF, as the product page's add would (setup for cart and checkout tests); the cart answered. */
export async function cartWithItems(page: Page, items: Array<{ productId: string; qty?: number; storeId?: string }>): Promise<{ basketId: string; items: Array<{ itemId: string; name: string; productId: string }> }> {
  if (!page.url().startsWith('http')) await page.goto('/en-us/');
  const res = await callFromPage(page, 'POST', '/api/gateway/cart/v1/cartWithItem', { items });
  if (res.status !== 201) throw new Error(`cartWithItem answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The shipping step's form: a guest's email and a Boulder, Colorado address (the step is left open). */
export async function fillShippingAddress(page: Page, email: string, firstName = 'Alex'): Promise<void> {
  const step = page.getByRole('region', { name: 'Shipping' });
  await step.getByLabel('Email').fill(email);
  await step.getByLabel('First name').fill(firstName);
  await step.getByLabel('Last name').fill('Rivera');
  await step.getByLabel(/^Phone/).fill('3035550123');
  await step.getByLabel('Address', { exact: true }).fill('1200 Pearl St');
  await step.getByLabel('City').fill('Boulder');
  await step.getByLabel('State or province').selectOption('CO');
  await step.getByLabel('Postal code').fill('80302');
}

/** The billing step: a card, applied (the step shows it by its last four digits). */
export async function payByCard(page: Page, number: string, holder = 'Alex Rivera'): Promise<void> {
  const billing = page.getByRole('region', { name: 'Billing' });
  const card = billing.getByRole('radio', { name: 'Credit or debit card' });
  if (await card.count()) await card.check();
  await billing.getByLabel('Card number').fill(number);
  await billing.getByLabel(/Expiry/).fill('12/34');
  await billing.getByLabel(/Security code/).fill('123');
  await billing.getByLabel('Name on card').fill(holder);
  await billing.getByRole('button', { name: 'Use this card' }).click();
  await expect(billing.getByText(new RegExp(`ending ${number.replace(/\D/g, '').slice(-4)}`)).first()).toBeVisible();
}

/**
 * A store associate signs in at Cairn Boulder Flagship (store 1001) as E1001, through the
 * associate login's form, and lands on the home page with the store in the header. Not by posting
 * to the BFF from the page: the page reads its stores through the BFF at load, and that first
 * call opens a guest session, whose cookie could land after the login's and replace it.
 */
export async function signInAtStore(page: Page): Promise<void> {
  await page.goto('/en-us/associate-login');
  const store = page.getByLabel('Store', { exact: true });
  await expect(store.getByRole('option', { name: /Cairn Boulder Flagship/ })).toHaveCount(1);
  await store.selectOption('1001');
  await page.getByLabel('Associate id').fill('E1001');
  await page.getByLabel('Password', { exact: true }).fill('Summit-Pass-1');
  await page.getByRole('button', { name: 'Sign in at this store' }).click();
  // The login goes on to the home page: the header there shows the store.
  await expect(page).toHaveURL(/\/en-us\/$/);
  await expect(page.getByRole('navigation', { name: 'Account' })).toContainText(/Store:\s*Cairn Boulder Flagship/);
}
