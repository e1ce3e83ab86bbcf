/**
 * Sign-in, sign-up and sign-out journeys (docs/requirements/sign-in.md#sign-out; docs/requirements/sign-in.md#sign-up) against the seeded
 * sandbox. The dialog opens from the header's 'Sign in' button; sign-out is the header's account menu.
 */
import { test, expect, expectNoSeriousA11yViolations } from './support.ts';
import type { Page } from '@playwright/test';
import { cartWithItems } from './shopper.ts';

const PASSWORD = 'Summit-Pass-1';
const START = '/en-us/forgot-password';

/** The sign-in dialog: its title follows the step (lookup, sign-in, sign-up, account, interests…). */
const signInDialog = (page: Page) => page.getByRole('dialog', { name: /^(sign in|create account|your account|your interests|reset your password)/i });

async function openSignIn(page: Page, path = START) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  // Focus starts in the form, not on the close button.
  await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
  return dialog;
}

async function signOutFromHeader(page: Page) {
  await page.getByRole('banner').getByText(/^Hi, /).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
}

async function signInAs(page: Page, email: string, password = PASSWORD) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // The next step takes the focus with it (the Continue button that had it is gone).
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  return dialog;
}

async function session(page: Page) {
  return page.evaluate(async () => (await fetch('/api/session')).json());
}

test('a new shopper signs up and is signed in', async ({ page }) => {
  const email = `hiker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@cairn.test`;
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Trail');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await expect(dialog.getByText('8 or more characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(dialog.getByText('Password does not meet requirements.')).toBeVisible();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('I accept the terms and the privacy policy').check();
  await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Your interests' })).toBeVisible();
  const s = await session(page);
  expect(s.signedIn).toBe(true);
  expect(s.firstName ?? s.profile?.firstName).toBe('Ada');

  // Interests are saved pipe-separated on the profile (docs/requirements/account-and-loyalty.md#consumer-profile).
  await dialog.getByLabel('Trail running').check();
  await dialog.getByLabel('Camping').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const r = await fetch('/api/gateway/consumers-v3/consumer', { credentials: 'same-origin', headers: { accept: 'application/json' } });
        return ((await r.json()) as { consumerProfile?: { preferences?: { interests?: string } } }).consumerProfile?.preferences?.interests;
      }),
    )
    .toBe('trail-running|camping');
});

test('the SMS opt-in needs a valid phone and the SMS terms', async ({ page }) => {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email', { exact: true }).fill(`sms-${Date.now()}@cairn.test`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const sms = dialog.getByLabel('Send me text messages (SMS)');
  await expect(sms).toBeDisabled();
  await dialog.getByLabel('Mobile number').fill('3035550199');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('(303) 555 - 0199');
  await expect(sms).toBeEnabled();
  // Ticking asks for the SMS terms first: only 'I accept' sets it.
  await sms.click();
  await expect(sms).not.toBeChecked();
  const terms = page.getByRole('dialog', { name: 'SMS terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'I accept' }).click();
  await expect(sms).toBeChecked();
  await dialog.getByLabel('Mobile number').fill('30355');
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeDisabled();
});

/** Adds one line to the session's cart (setup, as the product page's add would): the variant's id. */
async function addToCart(page: Page, productId: string, qty: number) {
  const cart = await cartWithItems(page, [{ productId, qty }]);
  return cart.items.find((i) => i.productId.startsWith(productId))!.productId;
}

/** A new account through the dialog's sign-up (first name Rae), then signed out from the header. */
async function newAccountSignedOut(page: Page, email: string, beforeSignOut?: () => Promise<void>) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('First name').fill('Rae');
  await dialog.getByLabel('Last name').fill('Ridge');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('I accept the terms and the privacy policy').check();
  await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Your interests' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await beforeSignOut?.();
  await signOutFromHeader(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

const newEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@cairn.test`;

// Both with an account of their own: the seeded member signs in from other tests at the same
// time, and its cart is theirs too.
test('a guest cart is merged into the cart the account already holds', async ({ page }) => {
  const email = newEmail('merging');
  let own = '';
  await newAccountSignedOut(page, email, async () => {
    own = await addToCart(page, 'FWINSTOCK1-moss-01', 1);
  });
  // As a guest: another cart, with another product.
  const guest = await addToCart(page, 'GRONESIZE1', 1);
  expect((await session(page)).signedIn).toBe(false);

  await signInAs(page, email);
  await expect(page.getByText('you have successfully logged in')).toBeVisible();
  await expect(signInDialog(page)).toBeHidden();
  const s = await session(page);
  expect(s.signedIn).toBe(true);
  expect(s.cart.items.map((i: { productId: string }) => i.productId)).toEqual(expect.arrayContaining([own, guest]));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('a new account signs out, shops as a guest, and signs back in with that cart merged', async ({ page }) => {
  const email = newEmail('returning');
  await newAccountSignedOut(page, email);

  // As a guest again: a new cart.
  const productId = await addToCart(page, 'GRONESIZE1', 2);
  expect((await session(page)).signedIn).toBe(false);

  await signInAs(page, email);
  await expect(page.getByText('you have successfully logged in')).toBeVisible();
  const s = await session(page);
  expect(s.signedIn).toBe(true);
  expect(s.firstName).toBe('Rae');
  // Over the gift-with-purchase threshold the cart adds its bonus line too (not counted in the header).
  expect(s.cart.items).toContainEqual(expect.objectContaining({ productId, qty: 2 }));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('a link to #dialog:sign-in (a CMS target, a shared URL) opens the sign-in dialog', async ({ page }) => {
  await page.goto('/en-us/#dialog:sign-in');
  await expect(signInDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/$/);
  await page.keyboard.press('Escape');
  await expect(signInDialog(page)).toBeHidden();
  // The same name as an in-page link.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '#dialog:sign-in', textContent: 'Member sign-in' });
    document.querySelector('main')?.prepend(link);
  });
  await page.getByRole('link', { name: 'Member sign-in' }).click();
  await expect(signInDialog(page)).toBeVisible();
});

test('a wrong password says so in the form', async ({ page }) => {
  const dialog = await signInAs(page, 'member@cairn.test', 'Wrong-Pass-9');
  await expect(dialog.getByRole('alert')).toContainText(/./);
  expect((await session(page)).signedIn).toBe(false);
});

test('an employee who has not accepted the terms gets the employee terms dialog once', async ({ page }) => {
  await signInAs(page, 'employee-new@cairn.test');
  const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
  await expect(terms).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await session(page)).isEmployeeDiscountTCAccepted).toBe(false);
  await terms.getByRole('button', { name: 'Accept the terms' }).click();
  await expect(terms).toBeHidden();
  // The session follows at once (the BFF mirrors the profile answer), not only at the next sign-in.
  expect((await session(page)).isEmployeeDiscountTCAccepted).toBe(true);
  // Her profile has no phone: the complete-profile steps start at the mobile step (docs/requirements/account-and-loyalty.md#phone-numbers); she closes them.
  const complete = page.getByRole('dialog', { name: 'Add your mobile number' });
  await expect(complete).toBeVisible();
  await complete.getByRole('button', { name: 'Close' }).click();
  await expect(complete).toBeHidden();
  // Signed out and in again: the terms are on file and the dialog stays closed.
  await signOutFromHeader(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect((await session(page)).signedIn).toBe(false);
  await signInAs(page, 'employee-new@cairn.test');
  await expect(page.getByText('you have successfully logged in')).toBeVisible();
  expect((await session(page)).isEmployeeDiscountTCAccepted).toBe(true);
  await expect(terms).toBeHidden();
});

test('the token exchange is retried once on 409', async ({ page }) => {
  test.slow();
  await signInAs(page, 'token-conflict@cairn.test');
  await expect(page.getByText('you have successfully logged in')).toBeVisible({ timeout: 15_000 });
  expect((await session(page)).signedIn).toBe(true);
});

test('signing out from the cart goes home as a guest', async ({ page }) => {
  await signInAs(page, 'loyalty@cairn.test');
  await expect(page.getByText('you have successfully logged in')).toBeVisible();
  await page.goto('/en-us/cart');
  await signOutFromHeader(page);
  await page.waitForURL((url) => url.pathname === '/' || /^\/en-us\/?$/.test(url.pathname));
  expect((await session(page)).signedIn).toBe(false);
});

test('sign-up with an email in use marks the email field', async ({ page }) => {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email', { exact: true }).fill('member@cairn.test');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'New here? Create account' }).click();
  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByLabel('Last name').fill('Ridge');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('I accept the terms and the privacy policy').check();
  await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
  const email = dialog.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/./);
});

test('the sign-in dialog has no serious accessibility violations', async ({ page }) => {
  await openSignIn(page);
  await expectNoSeriousA11yViolations(page);
});
