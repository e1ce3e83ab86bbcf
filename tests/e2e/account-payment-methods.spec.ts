/**
 * The account's payment methods (issue 12; docs/requirements/account-and-loyalty.md#consumer-profile): a member saves a card (a
 * sandbox test card from the README), makes it the default card, and deletes it; saving the card
 * already in the wallet shows the server's words; gift cards: 'gift card already exists', 'gift
 * card save failed', then saved and deleted. Labels are XXX + last 4. axe on desktop and a phone.
 */
import type { Locator, Page } from '@playwright/test';
import { openAccountAs } from './account.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const PAGE = '/en-us/account/payment-methods';

const cards = (page: Page) => page.getByRole('region', { name: 'Saved cards' });
const giftCards = (page: Page) => page.getByRole('region', { name: 'Saved gift cards' });
const item = (list: Locator, label: string) => list.getByRole('listitem').filter({ hasText: label });

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('region', { name: 'New card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12/34');
  await form.getByLabel('Name on card').fill('Morgan Member');
  return form;
}

test('a member saves a card, makes it the default, and deletes it', async ({ page }) => {
  await openAccountAs(page, 'member@cairn.test', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  const seeded = item(cards(page), 'Visa XXX1111');
  await expect(seeded.getByText('Default card')).toBeVisible();

  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = await fillCard(page, '4000 0000 0000 3220');
  // Off the field, the number is masked.
  await expect(form.getByLabel('Card number')).toHaveValue('•••• •••• •••• 3220');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Card saved.' })).toBeVisible();
  const added = item(cards(page), 'Visa XXX3220');
  await expect(added).toBeFocused();
  await expect(added).toContainText('Expires 12/34');
  await expect(added.getByText('Default card')).toHaveCount(0);
  // The number is gone from the page once the gateway has it.
  expect(await page.content()).not.toContain('4000000000003220');
  expect(await page.content()).not.toContain('4000 0000 0000 3220');

  await added.getByRole('button', { name: /^Make default/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Visa XXX3220 is now your default card.' })).toBeVisible();
  await expect(added.getByText('Default card')).toBeVisible();
  await expect(seeded.getByText('Default card')).toHaveCount(0);
  await page.reload();
  await expect(item(cards(page), 'Visa XXX3220').getByText('Default card')).toBeVisible();
  await expect(cards(page).getByText('Default card')).toHaveCount(1);

  // The default goes back to the member's own card, and the new one is deleted after a confirmation.
  await item(cards(page), 'Visa XXX1111').getByRole('button', { name: /^Make default/ }).click();
  await expect(item(cards(page), 'Visa XXX1111').getByText('Default card')).toBeVisible();
  await item(cards(page), 'Visa XXX3220').getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this payment method?' });
  await expect(confirm.getByText('Visa XXX3220')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete payment method' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment method deleted.' })).toBeVisible();
  await expect(item(cards(page), 'Visa XXX3220')).toHaveCount(0);
  await page.reload();
  await expect(item(cards(page), 'Visa XXX3220')).toHaveCount(0);
  await expect(item(cards(page), 'Visa XXX1111').getByText('Default card')).toBeVisible();
});

test('saving the card already in the wallet shows the server’s words, and keeps the form', async ({ page }) => {
  await openAccountAs(page, 'member@cairn.test', PAGE);
  await page.getByRole('button', { name: 'Add a card' }).click();
  // Checked before sending: a number that fails the Luhn check.
  let form = await fillCard(page, '4111 1111 1111 1112');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(form.getByLabel('Card number')).toHaveAccessibleDescription('The card number is not valid.');
  await expect(form.getByLabel('Card number')).toBeFocused();

  form = await fillCard(page, '4111 1111 1111 1111');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This card is already saved in your wallet' })).toBeVisible();
  await expect(form.getByLabel('Name on card')).toHaveValue('Morgan Member');
  await expect(form.getByLabel('Expiry date')).toHaveValue('12/34');
  await expect(cards(page).getByRole('listitem').filter({ hasText: 'Visa XXX1111' })).toHaveCount(1);
});

test('gift cards: already exists, save failed, then saved and deleted', async ({ page }) => {
  await openAccountAs(page, 'member@cairn.test', PAGE);
  await expect(item(giftCards(page), 'Gift card XXX1111')).toContainText(/Balance: \$\d/);

  await page.getByRole('button', { name: 'Add a gift card' }).click();
  const form = page.getByRole('region', { name: 'New gift card' });
  await form.getByLabel('Gift card number').fill('6006491111111111');
  await form.getByLabel('PIN').fill('1234');
  await form.getByRole('button', { name: 'Save gift card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'gift card already exists' })).toBeVisible();

  await form.getByLabel('Gift card number').fill('6006490000000000');
  await form.getByLabel('PIN').fill('9999');
  await form.getByRole('button', { name: 'Save gift card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'gift card save failed' })).toBeVisible();
  await expect(form.getByLabel('Gift card number')).toHaveValue('6006490000000000');

  await form.getByLabel('PIN').fill('1234');
  await form.getByRole('button', { name: 'Save gift card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gift card saved.' })).toBeVisible();
  const saved = item(giftCards(page), 'Gift card XXX0000');
  await expect(saved).toContainText('Balance: $0.00');

  await saved.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog', { name: 'Delete this payment method?' }).getByRole('button', { name: 'Delete payment method' }).click();
  await expect(item(giftCards(page), 'Gift card XXX0000')).toHaveCount(0);
  await expect(item(giftCards(page), 'Gift card XXX1111')).toBeVisible();
});

test('signed out, the payment methods page carries no saved card', async ({ request }) => {
  const response = await request.get(PAGE);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).not.toContain('XXX1111');
  expect(html).not.toContain('Saved cards');
});

for (const device of ['desktop', 'phone'] as const) {
  test(`no serious axe violations on the payment methods page and its card form (${device})${device === 'phone' ? ' @mobile' : ''}`, async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', PAGE);
    await expect(cards(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add a card' }).click();
    await expect(page.getByRole('region', { name: 'New card' }).getByLabel('Card number')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
