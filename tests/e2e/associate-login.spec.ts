/**
 * The associate login (docs/requirements/sign-in.md#associate-login /associate-login, docs/requirements/sign-in.md#associate-login buy-in-store): an associate signs in
 * at a store, the header shows the store, and ending the store session comes back here as a
 * guest. Failures are worded at the right place; the page is private and passes axe.
 * Wrong-credential attempts use a fresh associate id each run: failures count towards a lock
 * per associate id, and E1001 is shared with other specs.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const PAGE = '/en-us/associate-login';
const PASSWORD = 'Summit-Pass-1';
const STORES = /\/api\/gateway\/consumers-v3\/utilities\/stores\?/;

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in at this store' });

async function openForm(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Associate login' })).toBeVisible();
  await expect(signInButton(page)).toBeEnabled();
}

test.describe('associate login', () => {
  test('an associate signs in at a store, the header shows it, and ending the session comes back here as a guest', async ({ page }) => {
    await openForm(page);
    const store = page.getByLabel('Store', { exact: true });
    await expect(store.getByRole('option', { name: /Cairn Boulder Flagship/ })).toHaveCount(1);
    await store.selectOption('1001');
    // Typed in lower case: the id is sent in capitals.
    await page.getByLabel('Associate id').fill('e1001');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signInButton(page).click();

    await expect(page).toHaveURL(/\/en-us\/$/);
    const nav = accountNav(page);
    await expect(nav).toContainText(/Store:\s*Cairn Boulder Flagship/);
    await nav.getByRole('button', { name: 'End store session' }).click();

    await expect(page).toHaveURL(/\/en-us\/associate-login$/);
    await expect(signInButton(page)).toBeEnabled();
    await expect(nav.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(/You are signed in at/)).toBeHidden();
  });

  test('a connected associate sees where and as whom, and can end the store session from the page', async ({ page }) => {
    // The spec's /associate-login lands on the site's page.
    await page.goto('/associate-login');
    await expect(page).toHaveURL(/\/en-us\/associate-login$/);
    const status = await page.evaluate(async (body) => {
      const res = await fetch('/api/auth/agent-login', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
      return res.status;
    }, { storeId: '1002', storeEmployeeId: 'E1002', password: PASSWORD });
    expect(status).toBe(200);
    await page.reload();

    const main = page.getByRole('main');
    await expect(main.getByText(/^You are signed in at Cairn Seattle as \S+/)).toBeVisible();
    await expect(signInButton(page)).toBeHidden();
    await main.getByRole('button', { name: 'End store session' }).click();
    await expect(main.getByText(/You are signed in at/)).toBeHidden();
    await expect(signInButton(page)).toBeEnabled();
    await expect(accountNav(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('empty fields say they are required; wrong credentials are the form’s alert and nothing typed is lost', async ({ page }) => {
    await openForm(page);
    await signInButton(page).click();
    await expect(page.getByLabel('Store', { exact: true })).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel('Store', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Associate id')).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('This field is required');

    const associateId = `X${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Store', { exact: true }).selectOption('1001');
    await page.getByLabel('Associate id').fill(associateId);
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await signInButton(page).click();

    const alert = page.getByRole('alert').filter({ hasText: 'The associate id or password is incorrect.' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('form', { name: 'Associate login' })).toHaveAccessibleDescription(/The associate id or password is incorrect\./);
    await expect(page.getByLabel('Associate id')).toHaveValue(associateId);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Not-The-Password-1');
    await expect(accountNav(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('when the store list can’t load, the store id is typed, and an unknown store is named at the store field', async ({ page }) => {
    await page.route(STORES, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errorDetails: [{ errorId: 'API503', message: 'down' }] }) }));
    await openForm(page);
    const storeId = page.getByLabel('Store id');
    await expect(storeId).toHaveAccessibleDescription(/The list of stores could not be loaded\. Enter your store id instead\./);

    await storeId.fill('12a');
    await page.getByLabel('Associate id').fill('E1001');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signInButton(page).click();
    await expect(storeId).toHaveAccessibleDescription(/^Value should match 3 to 6 digits/);

    await storeId.fill('9999');
    await signInButton(page).click();
    await expect(storeId).toHaveAccessibleDescription(/^This store could not be found\./);
    await expect(storeId).toBeFocused();
    await expect(storeId).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/en-us\/associate-login$/);
  });

  test('the page is private, not indexed, and passes axe (with its messages showing too)', async ({ page }) => {
    const response = await page.goto(PAGE);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(/^Associate login/);
    await expect(signInButton(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await signInButton(page).click();
    await expect(page.getByLabel('Associate id')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
  });
});
