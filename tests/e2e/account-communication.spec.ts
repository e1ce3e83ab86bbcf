/**
 * The account's communication choices (issue 12; docs/requirements/account-and-loyalty.md#communication-and-subscriptions): a member subscribes to the
 * newsletter (still subscribed after a reload, dated), then unsubscribes; a failed change keeps
 * the box as it was and says why; a shopper without a phone is told that texts need one; the
 * notification choices are saved and still there after a reload. axe on desktop and on a phone.
 */
import type { Page } from '@playwright/test';
import { openAccountAs, signUpNewShopper } from './account.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const PAGE = '/en-us/account/communication';

const subscriptions = (page: Page) => page.getByRole('region', { name: 'Newsletters and text messages' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The choices can be changed once the island has hydrated: the save button is enabled then. */
async function ready(page: Page) {
  await expect(notifications(page).getByRole('button', { name: 'Save notification choices' })).toBeEnabled();
}

async function newShopper(page: Page): Promise<string> {
  const email = await signUpNewShopper(page, 'comms');
  await page.goto(PAGE);
  await ready(page);
  return email;
}

test('a member subscribes to the newsletter, still subscribed after a reload, then unsubscribes', async ({ page }) => {
  await openAccountAs(page, 'member@cairn.test', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Communication' })).toBeVisible();
  await ready(page);
  const box = subscriptions(page).getByRole('checkbox', { name: 'Newsletter', exact: true });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(/Sent to member@cairn\.test/);

  await box.check();
  await expect(page.getByRole('status').filter({ hasText: 'You are subscribed to: Newsletter.' })).toBeAttached();
  await expect(box).toHaveAccessibleDescription(/Subscribed since \w+ \d{1,2}, \d{4}/);

  await page.reload();
  await ready(page);
  await expect(box).toBeChecked();
  await expect(box).toHaveAccessibleDescription(/Subscribed since/);

  await box.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed from: Newsletter.' })).toBeAttached();
  await expect(box).toHaveAccessibleDescription(/Unsubscribed on \w+ \d{1,2}, \d{4}/);
  await page.reload();
  await ready(page);
  await expect(box).not.toBeChecked();

  // The member has a valid phone: texts can be chosen; the loyalty newsletter is for members.
  await expect(subscriptions(page).getByRole('checkbox', { name: 'Text messages (SMS)' })).toBeEnabled();
  await expect(subscriptions(page).getByRole('link', { name: 'Join Cairn Summit loyalty' })).toBeVisible();
});

test('a change that fails keeps the box as it was and says why', async ({ page }) => {
  await newShopper(page);
  await page.route('**/api/gateway/consumers-v3/consumer/subscription', (route) =>
    route.fulfill({ status: 503, json: { errorDetails: [{ errorId: 'GEN500', message: 'The subscription service is unavailable; try again later' }], appId: 'cairn-sandbox', correlationId: 'e2e' } }),
  );
  const box = subscriptions(page).getByRole('checkbox', { name: 'Newsletter', exact: true });
  await box.click();
  await expect(subscriptions(page).getByRole('alert')).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(/Not subscribed/);
  await page.unroute('**/api/gateway/consumers-v3/consumer/subscription');
  // Trying again works.
  await box.check();
  await expect(box).toHaveAccessibleDescription(/Subscribed since/);
  await expect(subscriptions(page).getByRole('alert')).toHaveCount(0);
});

test('without a phone, texts are locked and the page says where to add one; notification choices are saved', async ({ page }) => {
  await newShopper(page);
  const sms = subscriptions(page).getByRole('checkbox', { name: 'Text messages (SMS)' });
  await expect(sms).toBeDisabled();
  await expect(sms).toHaveAccessibleDescription(/Text messages need a valid mobile number on your profile\./);
  await expect(subscriptions(page).getByRole('link', { name: 'Add a mobile number to your profile' })).toHaveAttribute('href', '/en-us/account/profile');

  const grid = notifications(page);
  await expect(grid.getByRole('checkbox', { name: 'Back in stock: SMS' })).toBeDisabled();
  const backInStock = grid.getByRole('checkbox', { name: 'Back in stock: Email' });
  const orders = grid.getByRole('checkbox', { name: 'Order updates: Email' });
  await backInStock.check();
  await orders.check();
  await grid.getByRole('button', { name: 'Save notification choices' }).click();
  await expect(grid.getByRole('status')).toHaveText('Your notification choices have been saved.');
  await page.reload();
  await ready(page);
  await expect(backInStock).toBeChecked();
  await expect(orders).toBeChecked();
  await expect(grid.getByRole('checkbox', { name: 'Events: Email' })).not.toBeChecked();

  await orders.uncheck();
  await grid.getByRole('button', { name: 'Save notification choices' }).click();
  await expect(grid.getByRole('status')).toHaveText('Your notification choices have been saved.');
  await page.reload();
  await ready(page);
  await expect(orders).not.toBeChecked();
  await expect(backInStock).toBeChecked();
});

test('signed out, the communication page carries no choices', async ({ request }) => {
  const response = await request.get(PAGE);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(await response.text()).not.toContain('Newsletters and text messages');
});

for (const device of ['desktop', 'phone'] as const) {
  test(`no serious axe violations on the communication page (${device})${device === 'phone' ? ' @mobile' : ''}`, async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', PAGE);
    await ready(page);
    await expectNoSeriousA11yViolations(page);
  });
}
