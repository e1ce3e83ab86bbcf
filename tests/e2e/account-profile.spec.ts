/**
 * The account's profile (issue 12; docs/requirements/account-and-loyalty.md#consumer-profile): a member edits the profile (a bad phone
 * and a too-recent birth date are refused with the spec's exact words, a good change is saved and
 * still there after a reload); a new shopper changes their first name (the header's greeting
 * follows), meets the phone and email of other accounts at those fields without losing what was
 * typed, and changes their password; the German site asks for gender; the change-password form's
 * errors (FE340, FE872, AUT450, AUT452). axe on desktop and on a phone.
 */
import type { Page } from '@playwright/test';
import { openAccountAs, signUpNewShopper } from './account.ts';
import { callFromPage } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const PAGE = '/en-us/account/profile';

const details = (page: Page) => page.getByRole('region', { name: 'Personal details' });
/** The change-password form hydrates when it scrolls into view, as a shopper would bring it. */
async function passwordForm(page: Page, name = 'Password', button = 'Change password') {
  const box = page.getByRole('region', { name });
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('button', { name: button })).toBeEnabled();
  return box;
}

/** The form can be used once it has hydrated: its button is enabled then. */
async function formReady(page: Page, save = 'Save changes') {
  await expect(details(page).getByRole('button', { name: save })).toBeEnabled();
}

/** Today minus `years`, by the UTC calendar (the sandbox's clock is this machine's), as MM/DD/YYYY or DD/MM/YYYY. */
function yearsAgo(years: number, format: 'MM/DD/YYYY' | 'DD/MM/YYYY', extraDays = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + extraDays));
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return format === 'MM/DD/YYYY' ? `${mm}/${dd}/${d.getUTCFullYear()}` : `${dd}/${mm}/${d.getUTCFullYear()}`;
}

/** A new shopper (sign-up through the BFF), signed in, on the profile page. */
async function newShopper(page: Page): Promise<string> {
  const email = await signUpNewShopper(page, 'profile');
  await page.goto(PAGE);
  await formReady(page);
  return email;
}

test('a member edits the profile: a bad phone and a too-recent birth date are refused, a good change stays after a reload', async ({ page }) => {
  await openAccountAs(page, 'member@cairn.test', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await formReady(page);
  const form = details(page);
  await expect(form.getByLabel('First name')).toHaveValue('Morgan');
  await expect(form.getByLabel('Email')).toHaveValue('member@cairn.test');
  await expect(form.getByLabel('Country code')).toHaveValue('+1-US');
  const phone = form.getByLabel('Mobile number');
  await expect(phone).toHaveValue('(303) 555 - 0100');
  // The US site does not ask for gender.
  await expect(form.getByLabel('Gender')).toHaveCount(0);

  // Masked and digit-only as typed; refused with the spec's words, at the field, which gets the focus.
  await phone.fill('12a3');
  await expect(phone).toHaveValue('(123');
  const birthDate = form.getByLabel(/^Birth date \(MM\/DD\/YYYY/);
  await birthDate.fill(yearsAgo(13, 'MM/DD/YYYY', 1).replace(/\//g, ''));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/A valid phone number is required/);
  await expect(birthDate).toHaveAccessibleDescription(new RegExp(`Date must be same or before ${yearsAgo(13, 'MM/DD/YYYY').replace(/\//g, '\\/')}`));
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toHaveCount(0);

  // A good change: the phone as it was, no birth date, a postal code, a shoe size, other interests.
  await phone.fill('3035550100');
  await birthDate.fill('');
  const postalCode = `8${String(Date.now()).slice(-4)}`;
  await form.getByLabel(/^Postal code/).fill(postalCode);
  await form.getByLabel(/^Preferred shoe size/).selectOption('10.5');
  await form.getByRole('checkbox', { name: 'Climbing' }).check();
  await form.getByRole('checkbox', { name: 'Camping' }).uncheck();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();

  await page.reload();
  await formReady(page);
  await expect(form.getByLabel(/^Postal code/)).toHaveValue(postalCode);
  await expect(form.getByLabel(/^Preferred shoe size/)).toHaveValue('10.5');
  await expect(form.getByRole('checkbox', { name: 'Climbing' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Camping' })).not.toBeChecked();
  await expect(phone).toHaveValue('(303) 555 - 0100');

  // Saved interests can't be emptied (an empty value would be skipped): the form says so.
  await form.getByRole('checkbox', { name: 'Climbing' }).uncheck();
  await form.getByRole('checkbox', { name: 'Hiking' }).uncheck();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Keep at least one interest: a saved list can’t be emptied.')).toBeVisible();

  // Back to the seeded preferences, for the other journeys of this member.
  await form.getByRole('checkbox', { name: 'Hiking' }).check();
  await form.getByRole('checkbox', { name: 'Camping' }).check();
  await form.getByLabel(/^Preferred shoe size/).selectOption('10');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
});

test('a new first name is saved and greets the shopper in the header; another account’s phone and email are refused at their fields, keeping what was typed', async ({ page }) => {
  await newShopper(page);
  const form = details(page);
  await expect(page.getByRole('banner').getByText('Hi, Robin')).toBeVisible();
  // No phone on file: the mobile number is optional on the US site.
  await expect(form.getByLabel('Mobile number (optional)')).toHaveValue('');

  await form.getByLabel('First name').fill('Robbie');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Hi, Robbie')).toBeVisible();

  // member@cairn.test's number (PHONE_NUMBER_ALREADY_IN_USE2).
  const phone = form.getByLabel(/^Mobile number/);
  await phone.fill('3035550100');
  await form.getByLabel(/^Postal code/).fill('80302');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(phone).toHaveAccessibleDescription(/This phone number is already used by another account\./);
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue('(303) 555 - 0100');
  await expect(form.getByLabel(/^Postal code/)).toHaveValue('80302');

  // member@cairn.test's email (LOGIN_IN_USE2).
  await phone.fill('');
  const email = form.getByLabel('Email');
  await email.fill('member@cairn.test');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(email).toHaveAccessibleDescription(/An account with this email already exists/);
  await expect(email).toHaveValue('member@cairn.test');

  await page.reload();
  await formReady(page);
  await expect(form.getByLabel('First name')).toHaveValue('Robbie');
  await expect(form.getByLabel(/^Mobile number/)).toHaveValue('');
});

test('what the shopper types before the form has come alive is kept, and saved', async ({ page }) => {
  await page.goto('/en-us/');
  const email = `early-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const signup = await callFromPage(page, 'POST', '/api/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Trail-Mix-42', isTermsConfirmed: true });
  expect(signup.status).toBe(201);
  // The form's code is held back, as on a slow connection: the server's form is on the page.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/ProfileForm\.[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(PAGE);
  const form = details(page);
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await form.getByLabel('Last name').fill('Ridgewalker');
  release();
  await formReady(page);
  await expect(form.getByLabel('Last name')).toHaveValue('Ridgewalker');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await formReady(page);
  await expect(details(page).getByLabel('Last name')).toHaveValue('Ridgewalker');
});

test('the password is changed on the profile page', async ({ page }) => {
  await newShopper(page);
  const box = await passwordForm(page);
  await box.getByLabel('Current password', { exact: true }).fill('Trail-Mix-42');
  await box.getByLabel('New password', { exact: true }).fill('Ridge-Line-77');
  await box.getByLabel('Confirm new password', { exact: true }).fill('Ridge-Line-77');
  await box.getByRole('button', { name: 'Change password' }).click();
  await expect(box.getByRole('status')).toHaveText('Your password has been changed.');
  await expect(box.getByLabel('Current password', { exact: true })).toHaveValue('');
});

test('the change-password form’s errors: FE340, FE872, AUT450 at the current password, AUT452 in its alert', async ({ page }) => {
  await openAccountAs(page, 'member@cairn.test', PAGE);
  const box = await passwordForm(page);
  const submit = box.getByRole('button', { name: 'Change password' });
  const current = box.getByLabel('Current password', { exact: true });
  const next = box.getByLabel('New password', { exact: true });
  const confirm = box.getByLabel('Confirm new password', { exact: true });

  await current.fill('Summit-Pass-1');
  await next.fill('Ridge-Line-77');
  await confirm.fill('Ridge-Line-78');
  await submit.click();
  await expect(confirm).toHaveAccessibleDescription('Passwords don’t match.');

  await next.fill('Ab1');
  await confirm.fill('Ab1');
  await submit.click();
  await expect(confirm).toHaveAccessibleDescription('Password is too short.');
  await expect(next).toHaveAccessibleDescription(/Password does not meet requirements\./);

  await current.fill('Wrong-Pass-9');
  await next.fill('Ridge-Line-77');
  await confirm.fill('Ridge-Line-77');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Your current password is incorrect.');
  await expect(current).toBeFocused();

  await current.fill('Summit-Pass-1');
  await next.fill('Summit-Pass-1');
  await confirm.fill('Summit-Pass-1');
  await submit.click();
  await expect(box.getByRole('alert')).toHaveText('Your new password must be different from your current password.');
  // Nothing typed is lost on a refusal.
  await expect(next).toHaveValue('Summit-Pass-1');
});

test('the German site asks for gender (required) and writes dates DD/MM/YYYY', async ({ page }) => {
  await openAccountAs(page, 'member@cairn.test', PAGE);
  await page.goto('/de-de/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Persönliche Daten' });
  await expect(form.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  const gender = form.getByLabel('Geschlecht');
  await expect(gender).toBeVisible();
  await expect(gender.getByRole('option')).toHaveText(['Bitte wählen…', 'Weiblich', 'Männlich', 'Nicht-binär', 'Keine Angabe']);
  const birthDate = form.getByLabel('Geburtsdatum (DD/MM/YYYY)');
  await expect(birthDate).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await form.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(birthDate).toBeFocused();
  await expect(birthDate).toHaveAccessibleDescription(/Dieses Feld ist erforderlich/);
  await expect(gender).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
  await birthDate.fill(yearsAgo(16, 'DD/MM/YYYY', 1).replace(/\//g, ''));
  await form.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(birthDate).toHaveAccessibleDescription(new RegExp(`Das Datum muss am oder vor dem ${yearsAgo(16, 'DD/MM/YYYY').replace(/\//g, '\\/')} liegen`));
  const box = await passwordForm(page, 'Passwort', 'Passwort ändern');
  await expect(box.getByLabel('Aktuelles Passwort', { exact: true })).toBeVisible();
});

test('signed out, the profile page carries no profile', async ({ request }) => {
  const response = await request.get(PAGE);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).not.toContain('member@cairn.test');
  expect(html).not.toContain('Personal details');
});

for (const device of ['desktop', 'phone'] as const) {
  test(`no serious axe violations on the profile page, with errors shown (${device})${device === 'phone' ? ' @mobile' : ''}`, async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', PAGE);
    await formReady(page);
    await expectNoSeriousA11yViolations(page);
    await details(page).getByLabel('Mobile number').fill('1');
    await details(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(details(page).getByLabel('Mobile number')).toHaveAccessibleDescription(/A valid phone number is required/);
    await expectNoSeriousA11yViolations(page);
  });
}
