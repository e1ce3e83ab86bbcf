import type { Page } from '@playwright/test';
import { cartWithItems } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

/**
 * The device wallet express session (docs/requirements/checkout-and-payments.md#device-wallet) with the sandbox wallet adapter (the
 * default offline: a sheet of ours raising Apple Pay's events). From the product page it buys
 * only that item in a cart of its own (the shopper's lines stay); from the cart it buys the cart;
 * the documented tokens wallet-success / wallet-failure decide the payment (docs/sandbox.md).
 */
const BOOT = { name: 'Summit Trail Mid WP Boot', path: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1?color=black&size=10' };
const BOTTLE = 'GRONESIZE1';
const WALLET_BUTTON = 'Buy with Apple Pay (sandbox)';

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Sandbox wallet' });

async function openedSheet(page: Page) {
  const wallet = sheet(page);
  await expect(wallet).toBeVisible();
  await expect(wallet.getByText('Test payments only: this sheet stands in for Apple Pay. No card is charged.')).toBeVisible();
  await expect(wallet.getByRole('button', { name: 'Use this contact' })).toBeVisible();
  return wallet;
}

/** The express state left on the shopper's cart: the wallet's instrument and addresses. */
async function walletTraces(page: Page): Promise<{ walletInstruments: number; shippingAddress: boolean; billingAddress: boolean }> {
  return page.evaluate(async () => {
    const session = await (await fetch('/api/session', { credentials: 'same-origin' })).json();
    const cart = await (await fetch(`/api/gateway/cart/v1/cart/${session.cart?.basketId}`, { credentials: 'same-origin', headers: { accept: 'application/json' } })).json();
    return {
      walletInstruments: cart.payment_instruments.filter((i: { payment_method_id: string }) => i.payment_method_id === 'DW_APPLE_PAY').length,
      shippingAddress: !!cart.shippingAddress,
      billingAddress: !!cart.billingAddress,
    };
  });
}

async function cartLines(page: Page): Promise<Array<{ productId: string; qty: number }>> {
  return page.evaluate(async () => {
    const session = await (await fetch('/api/session', { credentials: 'same-origin' })).json();
    const basketId = session.cart?.basketId;
    if (!basketId) return [];
    const cart = await (await fetch(`/api/gateway/cart/v1/cart/${basketId}`, { credentials: 'same-origin', headers: { accept: 'application/json' } })).json();
    return cart.items.map((i: { productId: string; qty: number }) => ({ productId: i.productId, qty: i.qty }));
  });
}

test.describe('device wallet (sandbox adapter)', () => {
  test('from the product page: contact, method, authorize → confirmation with storeContext=applePayPdp; the earlier cart lines stay', async ({ page }) => {
    const earlier = await cartWithItems(page, [{ productId: BOTTLE, qty: 2 }]);
    const before = await cartLines(page);
    await page.goto(BOOT.path);
    const box = page.getByRole('region', { name: BOOT.name });
    await box.getByRole('button', { name: WALLET_BUTTON }).click();
    const wallet = await openedSheet(page);

    await wallet.getByLabel('First name').fill('Robin');
    await wallet.getByLabel('Last name').fill('Ashford-Lévesque');
    await wallet.getByRole('button', { name: 'Use this contact' }).click();
    const methods = wallet.getByRole('group', { name: 'Shipping method' });
    await expect(methods.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    // Store and collection-point methods are never offered by the wallet.
    await expect(methods.getByRole('radio')).toHaveCount(1);
    await wallet.getByRole('radio', { name: 'Approved (wallet-success)' }).check();
    const total = wallet.getByRole('region', { name: 'Summary' });
    await expect(total.getByText('Total', { exact: true })).toBeVisible();
    await expect(total.locator('dt:text-is("Total") + dd')).toHaveText(/^\$\d+\.\d\d$/);
    await expect(total.getByText('Pending')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await wallet.getByRole('button', { name: 'Pay with sandbox wallet' }).click();
    await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=[A-Z0-9]+&storeContext=applePayPdp$/);
    const orderNumber = new URL(page.url()).searchParams.get('order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber} is confirmed`);
    await expect(page.getByText('This purchase did not change your cart: your cart still has your other items.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: BOOT.name })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payment' }).getByRole('cell', { name: 'Apple Pay' })).toBeVisible();

    // The shopper's cart is the one they had, with its lines untouched, and not the wallet's item.
    expect(before).toContainEqual({ productId: earlier.items[0]?.productId, qty: 2 });
    expect(await cartLines(page)).toEqual(before);
    await page.goto('/en-us/cart');
    await expect(page.getByRole('article', { name: earlier.items[0]?.name })).toBeVisible();
    await expect(page.getByRole('article', { name: BOOT.name })).toHaveCount(0);
  });

  test('from the cart with wallet-failure: the failure is shown and the cart is intact', async ({ page }) => {
    const cart = await cartWithItems(page, [{ productId: 'FWINSTOCK1-moss-01' }, { productId: BOTTLE }]);
    const before = await cartLines(page);
    await page.goto('/en-us/cart');
    await page.getByRole('button', { name: WALLET_BUTTON }).click();
    const wallet = await openedSheet(page);
    await wallet.getByRole('button', { name: 'Use this contact' }).click();
    await expect(wallet.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await wallet.getByRole('radio', { name: 'Declined (wallet-failure)' }).check();
    await wallet.getByRole('button', { name: 'Pay with sandbox wallet' }).click();

    const alert = wallet.getByRole('alert');
    await expect(alert).toContainText('Payment not completed');
    await expect(alert).toBeFocused();
    await expect(alert).toContainText('Your cart has not changed.');
    await expect(page).toHaveURL(/\/en-us\/cart$/);
    await wallet.getByRole('button', { name: 'Close' }).first().click();
    await expect(wallet).toBeHidden();

    for (const item of cart.items) await expect(page.getByRole('article', { name: item.name })).toBeVisible();
    expect(await cartLines(page)).toEqual(before);
    // The express state is cleared: no wallet instrument, none of the addresses the wallet set.
    expect(await walletTraces(page)).toEqual({ walletInstruments: 0, shippingAddress: false, billingAddress: false });
    await page.reload();
    for (const item of cart.items) await expect(page.getByRole('article', { name: item.name })).toBeVisible();
  });

  test('contact errors: a foreign country, a 51-character city and a name with forbidden characters are each refused with their message', async ({ page }) => {
    await cartWithItems(page, [{ productId: 'FWINSTOCK1-moss-01' }]);
    const before = await cartLines(page);
    await page.goto('/en-us/cart');
    await page.getByRole('button', { name: WALLET_BUTTON }).click();
    const wallet = await openedSheet(page);
    const useContact = wallet.getByRole('button', { name: 'Use this contact' });

    await wallet.getByLabel('Country').selectOption({ label: 'Canada' });
    await useContact.click();
    await expect(wallet.getByLabel('Country')).toHaveAccessibleDescription('We can only deliver to addresses in United States from this site.');
    await expect(wallet.getByRole('alert')).toHaveText('Please correct the contact details marked below.');
    await expect(wallet.getByRole('region', { name: 'Summary' }).getByText('Pending')).toBeVisible();

    await wallet.getByLabel('Country').selectOption({ label: 'United States' });
    await wallet.getByLabel('City').fill('C'.repeat(51));
    await useContact.click();
    await expect(wallet.getByLabel('City')).toHaveAccessibleDescription('The city name must not be longer than 50 characters.');
    await expect(wallet.getByLabel('Country')).not.toHaveAttribute('aria-invalid', 'true');

    await wallet.getByLabel('City').fill('Boulder');
    await wallet.getByLabel('First name').fill('Robin <3');
    await wallet.getByRole('button', { name: 'Pay with sandbox wallet' }).click();
    await expect(wallet.getByLabel('First name')).toHaveAccessibleDescription('The name of the shipping contact may only use letters, digits, spaces and common punctuation.');
    await expect(wallet.getByLabel('First name')).toBeFocused();

    // Cancelled: nothing was ordered and the cart is as it was.
    await wallet.getByRole('button', { name: 'Cancel', exact: true }).last().click();
    await expect(wallet).toBeHidden();
    expect(await cartLines(page)).toEqual(before);
  });

  test('the billing contact is the shipping one by default, editable: one with a forbidden character is refused at its field, then the order is placed', async ({ page }) => {
    await cartWithItems(page, [{ productId: 'FWINSTOCK1-moss-01' }]);
    await page.goto('/en-us/cart');
    await page.getByRole('button', { name: WALLET_BUTTON }).click();
    const wallet = await openedSheet(page);
    const billing = wallet.getByRole('group', { name: 'Billing contact' });
    const same = billing.getByRole('checkbox', { name: 'Same as the shipping contact' });
    await expect(same).toBeChecked();
    await expect(billing.getByLabel('First name')).toHaveCount(0);

    // Editing starts from the shipping contact.
    await same.uncheck();
    await expect(billing.getByLabel('First name')).toHaveValue('Alex');
    await expect(billing.getByLabel('City')).toHaveValue('Boulder');
    await expect(billing.getByLabel('Country')).toHaveValue('US');
    await expectNoSeriousA11yViolations(page);

    await billing.getByLabel('First name').fill('Robin <3');
    await billing.getByLabel('Address line 1').fill('1200 Pearl Street');
    await wallet.getByRole('button', { name: 'Pay with sandbox wallet' }).click();
    await expect(billing.getByLabel('First name')).toHaveAccessibleDescription('The name of the billing contact may only use letters, digits, spaces and common punctuation.');
    await expect(billing.getByLabel('First name')).toBeFocused();
    await expect(wallet.getByRole('alert')).toHaveText('Please correct the contact details marked below.');
    // The shipping contact is fine: its own first name is not marked.
    await expect(wallet.getByRole('group', { name: 'Shipping contact' }).getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/en-us\/cart$/);

    await billing.getByLabel('First name').fill('Robin');
    await wallet.getByRole('button', { name: 'Pay with sandbox wallet' }).click();
    await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=[A-Z0-9]+$/);
    const orderNumber = new URL(page.url()).searchParams.get('order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber} is confirmed`);
  });

  test('the product page offers the wallet only for a complete selection; cancelling leaves the shopper’s cart as it was', async ({ page }) => {
    await cartWithItems(page, [{ productId: BOTTLE }]);
    const before = await cartLines(page);
    await page.goto(BOOT.path.replace('&size=10', ''));
    const box = page.getByRole('region', { name: BOOT.name });
    await expect(box.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
    await expect(box.getByRole('button', { name: WALLET_BUTTON })).toHaveCount(0);

    await page.goto(BOOT.path);
    await box.getByRole('button', { name: WALLET_BUTTON }).click();
    const wallet = await openedSheet(page);
    await wallet.getByRole('button', { name: 'Cancel', exact: true }).last().click();
    await expect(wallet).toBeHidden();
    await expect.poll(() => cartLines(page)).toEqual(before);
    await page.goto('/en-us/cart');
    await expect(page.getByRole('article', { name: BOOT.name })).toHaveCount(0);
  });

  test('the mini cart and quick-shop offer the wallet; quick-shop buys only the chosen item', async ({ page }) => {
    await cartWithItems(page, [{ productId: BOTTLE }]);
    const before = await cartLines(page);
    await page.goto('/en-us/');
    await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await miniCart.getByRole('button', { name: WALLET_BUTTON }).click();
    const wallet = await openedSheet(page);
    await expect(miniCart).toBeHidden();
    await wallet.getByRole('button', { name: 'Cancel', exact: true }).last().click();
    await expect(wallet).toBeHidden();

    await page.goto('/en-us/c/footwear-1000');
    await page.getByRole('button', { name: `Quick shop ${BOOT.name}` }).click();
    const panel = page.getByRole('dialog', { name: 'Quick shop' });
    await panel.getByRole('radio', { name: 'Black' }).check();
    await panel.getByRole('radio', { name: '9', exact: true }).check();
    await panel.getByRole('button', { name: WALLET_BUTTON }).click();
    await openedSheet(page);
    await sheet(page).getByRole('button', { name: 'Pay with sandbox wallet' }).click();
    await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=[A-Z0-9]+&storeContext=applePayPdp$/);
    await expect(page.getByRole('heading', { level: 3, name: BOOT.name })).toBeVisible();
    expect(await cartLines(page)).toEqual(before);
  });

  test('speaks the site’s language: de-de refuses an Italian address in German', async ({ page }) => {
    await page.goto('/de-de/');
    await cartWithItems(page, [{ productId: 'FWINSTOCK1-moss-01' }]);
    await page.goto('/de-de/cart');
    await page.getByRole('button', { name: 'Mit Apple Pay kaufen (Sandbox)' }).click();
    const wallet = page.getByRole('dialog', { name: 'Sandbox-Wallet' });
    await expect(wallet.getByText('Nur Testzahlungen: Dieses Fenster ersetzt Apple Pay. Es wird keine Karte belastet.')).toBeVisible();
    await expect(wallet.getByLabel('Ort')).toHaveValue('München');
    await wallet.getByLabel('Land', { exact: true }).selectOption({ label: 'Italien' });
    await wallet.getByRole('button', { name: 'Diesen Kontakt verwenden' }).click();
    await expect(wallet.getByLabel('Land', { exact: true })).toHaveAccessibleDescription('Über diese Website liefern wir nur an Adressen in Deutschland.');
    await wallet.getByLabel('Land', { exact: true }).selectOption({ label: 'Deutschland' });
    await wallet.getByRole('button', { name: 'Diesen Kontakt verwenden' }).click();
    await expect(wallet.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(wallet.getByRole('region', { name: 'Übersicht' }).locator('dt:text-is("Gesamt") + dd')).toHaveText(/€/);
  });

  test('the sheet on a phone passes axe @mobile', async ({ page }) => {
    await cartWithItems(page, [{ productId: 'FWINSTOCK1-moss-01' }]);
    await page.goto('/en-us/cart');
    await page.getByRole('button', { name: WALLET_BUTTON }).click();
    const wallet = await openedSheet(page);
    await wallet.getByRole('button', { name: 'Use this contact' }).click();
    await expect(wallet.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });
});
