/**
 * Delivery choices on the cart (docs/requirements/cart.md#shipping-methods-and-delivery pickup in store, change store confirmation, store
 * changed, add gift option; docs/requirements/cart.md#gift-options shippingOptions; docs/requirements/cart.md#delivery-method-transitions delivery-method transitions; docs/requirements/cart.md#gift-options gift option).
 * Each test is a fresh guest with one boot in the cart; stores and postal areas are the
 * sandbox's (docs/sandbox.md "Addresses and stores").
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const CART = '/en-us/cart';
const VARIANT = 'FWINSTOCK1-moss-01';

/** A guest's cart with one item, created from the page as a script on it would (same origin, JSON). */
async function guestCartWithBoot(page: Page): Promise<void> {
  await page.goto('/en-us/');
  const status = await page.evaluate(async (productId) => {
    const res = await fetch('/api/gateway/cart/v1/cartWithItem', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ productId, qty: 1 }),
    });
    return res.status;
  }, VARIANT);
  expect(status).toBe(201);
  await page.goto(CART);
  await expect(page.getByRole('group', { name: 'Delivery method' })).toBeVisible();
}

const pickupDialog = (page: Page) => page.getByRole('dialog', { name: 'Pick up in store' });

async function searchStores(page: Page, postalCode: string): Promise<void> {
  const dialog = pickupDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Postal code').fill(postalCode);
  await dialog.getByRole('button', { name: 'Search' }).click();
}

async function pickStore(page: Page, storeName: string): Promise<void> {
  const store = pickupDialog(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: storeName }) });
  await expect(store).toBeVisible();
  await store.getByRole('button', { name: 'Pick up here' }).click();
}

test.describe('cart delivery', () => {
  test('a guest picks up at Boulder, then changes to Seattle after confirming', async ({ page }) => {
    await guestCartWithBoot(page);
    const delivery = page.getByRole('group', { name: 'Delivery method' });
    await expect(delivery.getByRole('radio', { name: /Standard shipping/ })).toBeChecked();

    await delivery.getByRole('radio', { name: /Pick up in store/ }).click();
    const dialog = pickupDialog(page);
    await expect(dialog).toBeVisible();

    // A search without a postal code says what is missing and searches nothing.
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByText('Enter a postal code')).toBeVisible();
    await expect(dialog.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');

    await searchStores(page, '80301');
    const boulder = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cairn Boulder Flagship' }) });
    await expect(boulder).toContainText('1420 Pearl St');
    await expect(boulder).toContainText(/km away/);
    await expect(boulder).toContainText(/In stock: \d/);
    await expectNoSeriousA11yViolations(page);

    await pickStore(page, 'Cairn Boulder Flagship');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pick up at Cairn Boulder Flagship')).toBeVisible();
    await expect(page.getByText(/\d in stock at this store/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Pick up in store/ })).toBeChecked();

    await page.getByRole('button', { name: 'Change store' }).click();
    await expect(dialog.getByLabel('Postal code')).toBeVisible();
    await searchStores(page, '98101');
    await pickStore(page, 'Cairn Seattle');

    const confirm = page.getByRole('dialog', { name: 'Change store?' });
    await expect(confirm).toContainText('Pick this item up at Cairn Seattle instead of Cairn Boulder Flagship?');
    // Cancel keeps the store and goes back to the search.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    await pickStore(page, 'Cairn Seattle');
    await confirm.getByRole('button', { name: 'Yes, change store' }).click();

    const changed = page.getByRole('dialog', { name: 'Store changed' });
    await expect(changed).toContainText('Your item will be picked up at Cairn Seattle.');
    await expect(dialog).toBeHidden();
    await changed.getByRole('button', { name: 'OK' }).click();
    await expect(changed).toBeHidden();
    await expect(page.getByText('Pick up at Cairn Seattle')).toBeVisible();
    // The buttons that opened the dialogs are gone: focus is back on the line.
    await expect(page.getByRole('button', { name: 'Change store' })).toBeFocused();

    // Back to delivery at home: the store goes away.
    await page.getByRole('radio', { name: /Standard shipping/ }).click();
    await expect(page.getByRole('radio', { name: /Standard shipping/ })).toBeChecked();
    await expect(page.getByText('Pick up at Cairn Seattle')).toBeHidden();
  });

  test('a store with empty shelves ships the item to the store and says so', async ({ page }) => {
    await guestCartWithBoot(page);
    await page.getByRole('radio', { name: /Pick up in store/ }).click();
    await searchStores(page, '02116');
    const boston = pickupDialog(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cairn Boston Outpost' }) });
    await expect(boston).toContainText('Not in stock here');
    await pickStore(page, 'Cairn Boston Outpost');
    await expect(pickupDialog(page)).toBeHidden();

    await expect(page.getByRole('status').filter({ hasText: 'This item is not on the shelf at the selected store; it will be shipped to the store for pickup.' })).toBeVisible();
    await expect(page.getByText('Shipped to Cairn Boston Outpost for pickup')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Ship to store/ })).toBeChecked();
  });

  test("the order's shipping method changes to a collection point", async ({ page }) => {
    await guestCartWithBoot(page);
    await expect(page.getByText('Shipping: Standard shipping')).toBeVisible();
    await page.getByRole('button', { name: 'Change shipping method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change shipping method' });
    const methods = dialog.getByRole('group', { name: 'Shipping method for your order' });
    // Fastest first (docs/requirements/catalogue.md#delivery-days): the collection point's 2-4 days before standard's 3-5.
    await expect(methods.getByRole('radio')).toHaveCount(2);
    await expect(methods.getByRole('radio').first()).toHaveAccessibleName(/Collection point/);
    await methods.getByRole('radio', { name: /Collection point/ }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Shipping: Collection point')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Delivery method' }).getByRole('radio', { name: /Collection point/ })).toBeChecked();
  });

  test('a postal code with no stores near it says so', async ({ page }) => {
    await guestCartWithBoot(page);
    await page.getByRole('radio', { name: /Pick up in store/ }).click();
    await searchStores(page, '59999');
    await expect(pickupDialog(page).getByText('No stores near 59999. Try another postal code.')).toBeVisible();
  });

  test('a gift message is saved only with a recipient, an email and a message', async ({ page }) => {
    await guestCartWithBoot(page);
    await page.getByRole('button', { name: 'Add gift message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift message' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Save gift message' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A gift message needs a recipient, their email and a message: fill in all three.');
    await expect(dialog.getByText('This field is required')).toHaveCount(3);

    await dialog.getByLabel('To').fill('Riley');
    await dialog.getByLabel('Recipient email').fill('riley@example');
    await dialog.getByLabel('Message').fill('Happy trails');
    await dialog.getByRole('button', { name: 'Save gift message' }).click();
    await expect(dialog.getByText('Email is not valid')).toBeVisible();
    await expect(dialog.getByLabel('Recipient email')).toBeFocused();

    await dialog.getByLabel('Recipient email').fill('riley@example.test');
    await dialog.getByRole('button', { name: 'Save gift message' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Gift message for Riley')).toBeVisible();

    // It is on the cart, not only on the page.
    await page.reload();
    await expect(page.getByText('Gift message for Riley')).toBeVisible();
    await page.getByRole('button', { name: 'Remove gift message' }).click();
    await expect(page.getByRole('button', { name: 'Add gift message' })).toBeVisible();
  });
});
