/**
 * Password recovery (docs/requirements/sign-in.md#passwords), through the screens: the page asks
 * for the email and sends the reset mail; the mail's link opens the new-password form; the new
 * password signs in; the same link used again says it has expired, with the form to ask for a new
 * one. The page renders on the server (issue 15): its first HTML is the form, disabled until the
 * island runs, and nothing moves when it does.
 */
import type { Page } from '@playwright/test';
import { PASSWORD } from './account.ts';
import { callFromPage } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, SANDBOX_URL, shiftsFromTheStart, test } from './support.ts';

const NEW_PASSWORD = 'Ridge-Line-77';

/** A new account (setup through the BFF: sign-up has its own specs), then signed out. */
async function newMember(page: Page): Promise<string> {
  await page.goto('/en-us/');
  const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const joined = await callFromPage(page, 'POST', '/api/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: PASSWORD, isTermsConfirmed: true });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  await page.context().clearCookies();
  return email;
}

/** The reset link the sandbox mailed to `email` (its outbox), newest first. */
async function resetLink(email: string): Promise<string> {
  const res = await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(email)}`, { signal: AbortSignal.timeout(5000) });
  expect(res.ok).toBe(true);
  const { messages } = (await res.json()) as { messages: Array<{ subject: string; link?: string }> };
  const mail = messages.find((m) => m.subject === 'Reset your password');
  expect(mail?.link).toBeTruthy();
  return mail!.link!;
}

test.describe('forgot password', () => {
  test('a shopper asks for a reset link, sets a new password from it, and signs in with it; the used link has expired', async ({ page }) => {
    const email = await newMember(page);
    await page.goto('/en-us/forgot-password');
    const ask = page.getByRole('form', { name: 'Reset your password' });
    await ask.getByLabel('Email').fill(email);
    await ask.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`If an account exists for ${email}, we have sent a link to reset the password.`)).toBeVisible();

    // The mail's link (/forgot-password?email=…&token=…) opens the site's page with the new-password form.
    const link = await resetLink(email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/en-us\/forgot-password\?email=/);
    const set = page.getByRole('form', { name: 'Set new password' });
    await expect(set.getByText(email)).toBeVisible();
    await set.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await set.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await set.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed. You can sign in with it now.')).toBeVisible();
    // The token leaves the address bar once used.
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: /^sign in/i });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    // Signed in: the account opens without asking.
    await page.goto('/en-us/account');
    await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();

    // The same link again: expired, and the form to ask for a new one.
    await page.goto(link);
    const again = page.getByRole('form', { name: 'Set new password' });
    await again.getByLabel('New password', { exact: true }).fill('Another-Ridge-88');
    await again.getByLabel('Confirm new password', { exact: true }).fill('Another-Ridge-88');
    await again.getByRole('button', { name: 'Set new password' }).click();
    const askAgain = page.getByRole('form', { name: 'Reset your password' });
    await expect(askAgain.getByRole('alert')).toHaveText('This reset link has expired. Please ask for a new one.');
    await expect(askAgain.getByLabel('Email')).toHaveValue(email);
  });

  test('the first HTML is the form, waiting for its script; with it, nothing moves, and the page passes axe @mobile', async ({ page, browser, baseURL }) => {
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/en-us/forgot-password');
    const ask = still.getByRole('form', { name: 'Reset your password' });
    await expect(ask.getByLabel('Email')).toBeDisabled();
    await expect(ask.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    // Disabled without looking it: the field and the button do not change when the island takes over.
    const looks = (form: typeof ask) =>
      Promise.all([form.getByLabel('Email').evaluate((field) => getComputedStyle(field).backgroundColor), form.getByRole('button', { name: 'Send reset link' }).evaluate((button) => getComputedStyle(button).opacity)]);
    const waiting = await looks(ask);
    await still.goto('/en-us/forgot-password?email=robin%40example.test&token=RESET-abcdefghijkl');
    const set = still.getByRole('form', { name: 'Set new password' });
    await expect(set.getByText('robin@example.test')).toBeVisible();
    await expect(set.getByLabel('New password', { exact: true })).toBeDisabled();
    await noScript.close();

    await page.goto('/en-us/forgot-password');
    const live = page.getByRole('form', { name: 'Reset your password' });
    await expect(live.getByLabel('Email')).toBeEnabled();
    expect(waiting).toEqual(await looks(live));

    const shifted = await shiftsFromTheStart(page);
    await page.goto('/en-us/forgot-password?email=robin%40example.test&token=RESET-abcdefghijkl');
    await expect(page.getByRole('form', { name: 'Set new password' }).getByLabel('New password', { exact: true })).toBeEnabled();
    expect(await shifted()).toBeLessThanOrEqual(0.01);
    await expectNoSeriousA11yViolations(page);
  });
});
