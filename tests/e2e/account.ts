/**
 * Shared steps of the account journeys (issue 12): open an account page signed out, sign in
 * through the dialog that opens by itself, and land back on that page with the account shown.
 */
import type { Page } from '@playwright/test';
import { callFromPage } from './shopper.ts';
import { expect } from './support.ts';

export const PASSWORD = 'Summit-Pass-1';

export const signInDialog = (page: Page) => page.getByRole('dialog', { name: /^sign in/i });

/** Opens `path` (an account page) signed out, signs in as `email`, and waits for the account's navigation. */
export async function openAccountAs(page: Page, email: string, path = '/en-us/account'): Promise<void> {
  await page.goto(path);
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
}

/**
 * Signs up a new shopper through the BFF (setup, not what a test is about), signed in on this
 * page's browser: an account no other test reads or changes, so a test that changes what the
 * account holds runs alone and again. Answers the email (`tag` begins it, for the logs).
 */
export async function signUpNewShopper(page: Page, tag: string): Promise<string> {
  await page.goto('/en-us/');
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const signup = await callFromPage(page, 'POST', '/api/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Trail-Mix-42', isTermsConfirmed: true });
  expect(signup.status).toBe(201);
  return email;
}
