/**
 * The account's addresses (issue 12; docs/requirements/account-and-loyalty.md#addresses): a member adds a second shipping address and
 * makes it main (the first stops being main, after a reload too); a new shopper's first address
 * becomes main by itself, a bad postal code is refused with the spec's exact words, an edit that
 * fails keeps what was typed, and an address is deleted after a confirmation. axe on desktop and
 * on a phone.
 */
import type { Locator, Page } from '@playwright/test';
import { openAccountAs, signUpNewShopper } from './account.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const PAGE = '/en-us/account/addresses';

const shipping = (page: Page) => page.getByRole('region', { name: 'Shipping addresses' });
const billing = (page: Page) => page.getByRole('region', { name: 'Billing addresses' });
const addressItem = (list: Locator, street: string) => list.getByRole('listitem').filter({ hasText: street });

interface NewAddress {
  type?: 'Shipping' | 'Billing';
  street: string;
  postalCode?: string;
}

/** Fills the open address form (the checkout's fields, by their labels). */
async function fillAddress(form: Locator, { type = 'Shipping', street, postalCode = '80302' }: NewAddress) {
  await form.getByLabel(type, { exact: true }).check();
  await form.getByLabel('First name').fill('Morgan');
  await form.getByLabel('Last name').fill('Member');
  await form.getByLabel('Email').fill('morgan@example.test');
  await form.getByLabel(/^Phone/).fill('3035550100');
  await form.getByLabel('Address', { exact: true }).fill(street);
  await form.getByLabel('City').fill('Boulder');
  // A list once the country's rules have arrived (a text field until then).
  await form.getByRole('combobox', { name: 'State or province' }).selectOption('CO');
  await form.getByLabel('Postal code').fill(postalCode);
}

/** A new shopper (sign-up through the BFF), signed in on this page: an empty address book of their own. */
async function newShopper(page: Page) {
  await signUpNewShopper(page, 'book');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
}

test('a member adds a second shipping address and makes it main; the first stops being main', async ({ page }) => {
  const street = `${1000 + (Date.now() % 9000)} Flagstaff Rd`;
  await openAccountAs(page, 'member@cairn.test', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  const home = addressItem(shipping(page), '2150 Canyon Blvd');
  await expect(home.getByText('Main shipping address')).toBeVisible();
  // The billing address at the same street is a main of its own type.
  await expect(addressItem(billing(page), '2150 Canyon Blvd').getByText('Main billing address')).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('region', { name: 'New address' });
  await expect(form.getByLabel('Shipping', { exact: true })).toBeChecked();
  await fillAddress(form, { street });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
  const added = addressItem(shipping(page), street);
  await expect(added).toBeVisible();
  await expect(added).toBeFocused();
  // A second address of a type is not main until the shopper says so.
  await expect(added.getByText('Main shipping address')).toHaveCount(0);

  await added.getByRole('button', { name: /^Make main/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This is now your main shipping address.' })).toBeVisible();
  await expect(added.getByText('Main shipping address')).toBeVisible();
  await expect(home.getByText('Main shipping address')).toHaveCount(0);
  await expect(home.getByRole('button', { name: /^Make main/ })).toBeVisible();
  // The billing main is another type's: it stays.
  await expect(addressItem(billing(page), '2150 Canyon Blvd').getByText('Main billing address')).toBeVisible();

  await page.reload();
  await expect(addressItem(shipping(page), street).getByText('Main shipping address')).toBeVisible();
  await expect(addressItem(shipping(page), '2150 Canyon Blvd').getByText('Main shipping address')).toHaveCount(0);
  // Only one main shipping address, ever.
  await expect(shipping(page).getByText('Main shipping address')).toHaveCount(1);

  // Put the member's book back as it was: home main again, the new one deleted.
  await addressItem(shipping(page), '2150 Canyon Blvd').getByRole('button', { name: /^Make main/ }).click();
  await expect(addressItem(shipping(page), '2150 Canyon Blvd').getByText('Main shipping address')).toBeVisible();
  await addressItem(shipping(page), street).getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm.getByText(street)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(confirm).toBeHidden();
  await expect(addressItem(shipping(page), street)).toHaveCount(0);
});

test('a new shopper’s first address becomes main; a bad postal code is refused with the exact words', async ({ page }) => {
  await newShopper(page);
  await expect(page.getByText('You have no saved addresses yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('region', { name: 'New address' });
  await expect(form.getByText('Your first address of a type becomes your main one.')).toBeVisible();
  await fillAddress(form, { street: '1420 Pearl St', postalCode: '8030' });
  await form.getByRole('button', { name: 'Save address' }).click();
  const postal = form.getByLabel('Postal code');
  await expect(postal).toHaveAttribute('aria-invalid', 'true');
  await expect(postal).toHaveAccessibleDescription('Value must contain at least 5 characters');
  await expect(postal).toBeFocused();
  // Nothing was saved, and everything typed is still there.
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('1420 Pearl St');

  await postal.fill('80302');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(addressItem(shipping(page), '1420 Pearl St').getByText('Main shipping address')).toBeVisible();
  await expect(billing(page).getByText('No billing address saved.')).toBeVisible();

  // A billing address: the first of its type, so main of its type too.
  await page.getByRole('button', { name: 'Add an address' }).click();
  await fillAddress(page.getByRole('region', { name: 'New address' }), { type: 'Billing', street: '900 Walnut St' });
  await page.getByRole('region', { name: 'New address' }).getByRole('button', { name: 'Save address' }).click();
  await expect(addressItem(billing(page), '900 Walnut St').getByText('Main billing address')).toBeVisible();
  await expect(addressItem(shipping(page), '1420 Pearl St').getByText('Main shipping address')).toBeVisible();
});

test('editing an address: a failed save keeps what was typed; then it is saved, and deleted after a confirmation', async ({ page }) => {
  await newShopper(page);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await fillAddress(page.getByRole('region', { name: 'New address' }), { street: '1420 Pearl St' });
  await page.getByRole('region', { name: 'New address' }).getByRole('button', { name: 'Save address' }).click();
  const item = addressItem(shipping(page), '1420 Pearl St');
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: /^Edit/ }).click();
  const form = page.getByRole('region', { name: 'Edit address' });
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('1420 Pearl St');
  await expect(form.getByLabel('Postal code')).toHaveValue('80302');
  await form.getByLabel('Address', { exact: true }).fill('1800 Broadway');
  await form.getByLabel('City').fill('Denver');

  // The gateway is unreachable for this one save.
  await page.route('**/api/gateway/consumers-v3/consumer/address/*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errorDetails: [{ errorId: 'GEN500', message: 'down' }] }) }));
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('1800 Broadway');
  await expect(form.getByLabel('City')).toHaveValue('Denver');
  await page.unroute('**/api/gateway/consumers-v3/consumer/address/*');

  await form.getByRole('button', { name: 'Save address' }).click();
  const edited = addressItem(shipping(page), '1800 Broadway');
  await expect(edited).toContainText('80302 Denver, CO');
  await expect(edited.getByText('Main shipping address')).toBeVisible();
  await expect(addressItem(shipping(page), '1420 Pearl St')).toHaveCount(0);
  await page.reload();
  await expect(addressItem(shipping(page), '1800 Broadway')).toContainText('80302 Denver, CO');

  // Delete: "Keep it" changes nothing; the confirmation deletes.
  await addressItem(shipping(page), '1800 Broadway').getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(addressItem(shipping(page), '1800 Broadway')).toBeVisible();
  await addressItem(shipping(page), '1800 Broadway').getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address deleted.' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no saved addresses yet.', { exact: false })).toBeVisible();
});

test('signed out, the addresses page carries no address', async ({ request }) => {
  const response = await request.get(PAGE);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).not.toContain('Canyon Blvd');
  expect(html).not.toContain('Shipping addresses');
});

for (const device of ['desktop', 'phone'] as const) {
  test(`no serious axe violations on the addresses page and its form (${device})${device === 'phone' ? ' @mobile' : ''}`, async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', PAGE);
    await expect(shipping(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await expect(page.getByRole('region', { name: 'New address' }).getByLabel('Postal code')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
