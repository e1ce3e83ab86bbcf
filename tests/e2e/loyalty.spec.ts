/**
 * The loyalty programme (issue 12; docs/requirements/account-and-loyalty.md#loyalty-programme): the programme page with the
 * member's points, vouchers and welcome offer; joining as a signed-in shopper (MISSING_BIRTHDATE
 * asks for the birth date) and the welcome dialog; a guest's join is the sign-up with loyalty
 * enrolment; the benefits box per country; axe on the page and both dialogs, desktop and phone.
 *
 * member@cairn.test is a non-member without a birth date: the test that uses it stops at the
 * MISSING_BIRTHDATE step, so it stays a non-member for every other spec sharing the sandbox. The
 * complete joins use new accounts.
 */
import type { Page } from '@playwright/test';
import { PASSWORD, signInDialog } from './account.ts';
import { expect, expectNoSeriousA11yViolations, shiftsFromTheStart, test } from './support.ts';

const PAGE = '/en-us/loyalty';

const panel = (page: Page) => page.getByRole('region', { name: 'Your Cairn Summit' });
const joinDialog = (page: Page) => page.getByRole('dialog', { name: 'Join Cairn Summit' });
const welcomeDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Cairn Summit' });

/** Signs in through the dialog the panel's 'Sign in' button opens. */
async function signInFromPanel(page: Page, email: string): Promise<void> {
  await panel(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(panel(page).getByRole('button', { name: 'Sign in' })).toBeHidden();
  // A profile that lacks details goes on to the complete-profile steps: not this time.
  const open = page.getByRole('dialog');
  if ((await open.count()) > 0) await open.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A new account without a birth date (so not a member), signed in in this page's session. */
async function newShopper(page: Page, firstName: string): Promise<string> {
  const email = `summit-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const status = await page.evaluate(
    async (body) => (await fetch('/api/auth/signup', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { firstName, lastName: 'Trail', email, password: PASSWORD, isTermsConfirmed: true },
  );
  expect(status).toBe(201);
  return email;
}

/** Joins through the loyalty sign-up dialog: birth date, terms, then the welcome dialog. */
async function joinWithBirthDate(page: Page): Promise<void> {
  const dialog = joinDialog(page);
  await dialog.getByLabel('Birth date (MM/DD/YYYY)').fill('04011990');
  await expect(dialog.getByLabel('Birth date (MM/DD/YYYY)')).toHaveValue('04/01/1990');
  await dialog.getByLabel('I accept the Cairn Summit terms').check();
  await dialog.getByRole('button', { name: 'Join now' }).click();
  await expect(welcomeDialog(page)).toBeVisible();
}

test.describe('the loyalty page', () => {
  test('the benefits box shows free shipping on en-us and hides it on en-gb', async ({ page }) => {
    await page.goto(PAGE);
    const us = page.getByRole('region', { name: 'Member benefits' });
    await expect(us.getByRole('listitem')).toHaveCount(5);
    await expect(us.getByText('Free standard shipping on every order')).toBeVisible();
    await page.goto('/en-gb/loyalty');
    const gb = page.getByRole('region', { name: 'Member benefits' });
    await expect(gb.getByText('Points on every order, online and in our stores')).toBeVisible();
    await expect(gb.getByRole('listitem')).toHaveCount(4);
    await expect(gb.getByText('Free standard shipping on every order')).toHaveCount(0);
  });

  test('a guest’s panel takes the placeholder’s place without moving the page @mobile', async ({ page }) => {
    const shifts = await shiftsFromTheStart(page);
    await page.goto(PAGE);
    await expect(panel(page).getByRole('button', { name: 'Join Cairn Summit' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The benefits box under the panel used to move down 31 px on a phone (0.011 of the screen).
    expect(await shifts()).toBeLessThan(0.001);
  });

  test('a member’s next visit opens the panel at their height and nothing moves; after sign-out a guest’s does not either @mobile', async ({ page }) => {
    await page.goto(PAGE);
    await signInFromPanel(page, 'loyalty@cairn.test');
    const points = panel(page).getByText(/^\d{1,3}(,\d{3})* points$/);
    await expect(points).toBeVisible();
    // The page is public and cached: its HTML opens in the loading state for everybody. On a
    // phone a member's points and vouchers used to push the benefits box down (0.05–0.09).
    const shifts = await shiftsFromTheStart(page);
    await page.reload();
    await expect(points).toBeVisible();
    await expect(panel(page).getByRole('list', { name: 'Rewards for your points' }).getByRole('listitem')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toBeLessThan(0.001);
    // Signed out on another page, the next visit is a guest's again, at the guest's height.
    await page.goto('/en-us');
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByText(/^Hi, Lee/).click();
    await account.getByRole('button', { name: 'Sign out' }).click();
    await expect(account.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto(PAGE);
    await expect(panel(page).getByRole('button', { name: 'Join Cairn Summit' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toBeLessThan(0.001);
  });

  test('the page stays public and cached: the same HTML for everybody, no member data in it', async ({ page, request }) => {
    const response = await request.get(PAGE);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/^public\b/);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    expect(html).not.toContain('LM0000');
    await page.goto(PAGE);
    await expect(panel(page).getByRole('button', { name: 'Join Cairn Summit' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a loyalty member sees their points, tier, vouchers and the header shows the points', async ({ page }) => {
    await page.goto(PAGE);
    await signInFromPanel(page, 'loyalty@cairn.test');
    const region = panel(page);
    await expect(region.getByText(/^\d{1,3}(,\d{3})* points$/)).toBeVisible();
    await expect(region.getByText(/^Tier: (Trailhead|Ridge|Summit)$/)).toBeVisible();
    const vouchers = region.getByRole('list', { name: 'Rewards for your points' });
    await expect(vouchers.getByRole('listitem')).toHaveCount(3);
    await expect(vouchers.getByRole('listitem').first()).toContainText('500 points for a $5.00 reward');
    await expect(region.getByRole('button', { name: 'Join Cairn Summit' })).toBeHidden();
    // The points the page loaded are in the account menu too.
    const points = (await region.getByText(/^\d{1,3}(,\d{3})* points$/).textContent()) ?? '';
    await page.getByRole('navigation', { name: 'Account' }).getByText(/^Hi, Lee/).click();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: points })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the CMS calls to action open the loyalty sign-up, not the plain sign-up, for a signed-in shopper', async ({ page }) => {
    await page.goto(PAGE);
    await signInFromPanel(page, 'member@cairn.test');
    await page.getByRole('link', { name: 'Join for free' }).first().click();
    await expect(joinDialog(page).getByRole('button', { name: 'Join now' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Create account' })).toHaveCount(0);
  });
});

test.describe('joining', () => {
  test('member@cairn.test: the join dialog asks for the birth date the gateway needs (MISSING_BIRTHDATE)', async ({ page }) => {
    await page.goto(PAGE);
    await signInFromPanel(page, 'member@cairn.test');
    await expect(panel(page).getByText('You are not a member yet.', { exact: false })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Join Cairn Summit' }).click();
    const dialog = joinDialog(page);
    await expect(dialog.getByRole('region', { name: 'Member benefits' })).toBeVisible();
    await expect(dialog.getByText('You must be 13 or older to join.')).toBeVisible();
    // Neither field ticked nor typed: the terms are required.
    await dialog.getByRole('button', { name: 'Join now' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog.getByLabel('I accept the Cairn Summit terms')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // Terms accepted, no birth date: the gateway answers MISSING_BIRTHDATE and the form asks for it.
    await dialog.getByLabel('I accept the Cairn Summit terms').check();
    await dialog.getByRole('button', { name: 'Join now' }).click();
    const birthDate = dialog.getByLabel('Birth date (MM/DD/YYYY)');
    await expect(birthDate).toBeFocused();
    await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('This field is required')).toBeVisible();
    // The age rule, in the region's format.
    await birthDate.fill('01012020');
    await dialog.getByRole('button', { name: 'Join now' }).click();
    await expect(dialog.getByText(/^Date must be same or before \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(dialog.getByLabel('I accept the Cairn Summit terms')).toBeChecked();
  });

  test('a signed-in non-member joins, sees the welcome dialog and then their points', async ({ page }) => {
    await page.goto(`${PAGE}?referralCode=trail-2025`);
    await newShopper(page, 'Robin');
    await page.reload();
    await panel(page).getByRole('button', { name: 'Join Cairn Summit' }).click();
    const token = page.waitForResponse((r) => r.url().endsWith('/api/loyalty/token'));
    await joinWithBirthDate(page);
    const tokenAnswer = await token;
    expect(tokenAnswer.request().postDataJSON()).toEqual({ referralCode: 'TRAIL-2025' });
    expect(tokenAnswer.status()).toBe(200);
    expect(await tokenAnswer.json()).toMatchObject({ referralCode: 'TRAIL-2025' });
    const welcome = welcomeDialog(page);
    await expect(welcome.getByText('You are in, Robin!')).toBeVisible();
    await expect(welcome.getByText('You have 5,000 points to start with.')).toBeVisible();
    await expect(welcome.getByText(/^15% off your next order with the code WELCOME-LM\d+, until /)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await welcome.getByRole('button', { name: 'See my points' }).click();
    await expect(welcome).toBeHidden();
    const points = panel(page).getByText('5,000 points', { exact: true });
    await expect(points).toBeVisible();
    await expect(points).toBeFocused();
    await expect(panel(page).getByText(/^15% off your next order with the code WELCOME-LM\d+/)).toBeVisible();
    // Still a member after a reload (the session knows it).
    await page.reload();
    await expect(panel(page).getByText('5,000 points', { exact: true })).toBeVisible();
  });

  test('a guest pressing join gets the sign-up with loyalty enrolment, then the welcome', async ({ page }) => {
    await page.goto(PAGE);
    await panel(page).getByRole('button', { name: 'Join Cairn Summit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await expect(dialog).toBeVisible();
    // Asked for with loyalty enrolment: the loyalty box starts ticked.
    await expect(dialog.getByLabel('Join the loyalty programme and accept its terms')).toBeChecked();
    await dialog.getByLabel('First name').fill('Kit');
    await dialog.getByLabel('Last name').fill('Ridge');
    await dialog.getByLabel('Email', { exact: true }).fill(`guest-summit-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(/^Birth date/).fill('05051985');
    await dialog.getByLabel('I accept the terms and the privacy policy').check();
    const signup = page.waitForRequest((r) => r.url().endsWith('/api/auth/signup'));
    await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
    expect((await signup).postDataJSON().subscriptions).toMatchObject({ loyaltyEnrollment: 'Full' });
    // The sign-in island may go on to its interests step; the welcome follows when it closes.
    const interests = page.getByRole('dialog', { name: 'Your interests' });
    const welcome = welcomeDialog(page);
    await expect(interests.or(welcome)).toBeVisible({ timeout: 15_000 });
    if (await interests.isVisible()) await interests.getByRole('button', { name: 'Close' }).click();
    await expect(welcome.getByText('You are in, Kit!')).toBeVisible();
    await expect(welcome.getByText('You have 5,000 points to start with.')).toBeVisible();
    await welcome.getByRole('button', { name: 'See my points' }).click();
    await expect(panel(page).getByText('5,000 points', { exact: true })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test('the page, the loyalty sign-up and the welcome pass axe @mobile', async ({ page }) => {
    await page.goto(PAGE);
    await expect(panel(page).getByRole('button', { name: 'Join Cairn Summit' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await newShopper(page, 'Sky');
    await page.reload();
    await panel(page).getByRole('button', { name: 'Join Cairn Summit' }).click();
    await expect(joinDialog(page).getByRole('button', { name: 'Join now' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await joinWithBirthDate(page);
    await expect(welcomeDialog(page).getByText('You have 5,000 points to start with.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
