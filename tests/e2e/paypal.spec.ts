/**
 * PayPal express (docs/requirements/checkout-and-payments.md#paypal-and-klarna) with the sandbox PayPal (the default offline,
 * docs/sandbox.md "PayPal and Klarna"): from the cart to the order confirmation with
 * `paypal-approved`, `paypal-cancelled` and a cancel back to the cart with its lines, PayPal
 * express in quick-shop for a shopper but not for a signed-in store associate, and the CSP
 * without any third-party origin when no provider key is set. Found by role and label.
 */
import type { Page } from '@playwright/test';
import { cartWithItems, signInAtStore } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const BOOT = 'FWINSTOCK1-moss-05';
const BOOT_NAME = 'Summit Trail Mid WP Boot';

async function cartWithBoot(page: Page): Promise<void> {
  await cartWithItems(page, [{ productId: BOOT }]);
  await page.goto('/en-us/cart');
  await expect(page.getByRole('article', { name: new RegExp(BOOT_NAME) })).toBeVisible();
}

const paypalDialog = (page: Page) => page.getByRole('dialog', { name: 'PayPal' });
const sandboxPayPal = (page: Page) => paypalDialog(page).getByRole('region', { name: 'Sandbox PayPal' });

async function openPayPal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Check out with PayPal' }).click();
  await expect(sandboxPayPal(page)).toBeVisible();
}

test.describe('PayPal express', () => {
  test('from the cart with paypal-approved: the sandbox PayPal, a shipping address change, then the order confirmation', async ({ page }) => {
    await cartWithBoot(page);
    await openPayPal(page);
    const sheet = sandboxPayPal(page);
    await expect(sheet).toContainText('no money moves');
    await expect(sheet).toContainText(/Total \$\d/);
    await expectNoSeriousA11yViolations(page);

    // An address abroad: the gateway refuses it for an express order, and PayPal can't be paid until another is chosen.
    await sheet.getByRole('radio', { name: /Tokyo/ }).check();
    await expect(sheet.getByRole('alert')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Pay with sandbox PayPal' })).toBeDisabled();
    await sheet.getByRole('radio', { name: /Boulder/ }).check();
    await expect(sheet.getByRole('alert')).toHaveCount(0);

    await sheet.getByRole('radio', { name: /^paypal-approved/ }).check();
    await sheet.getByRole('button', { name: 'Pay with sandbox PayPal' }).click();
    await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=CRN\d+/, { timeout: 30_000 });
    const number = new URL(page.url()).searchParams.get('order') as string;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByText('PayPal').first()).toBeVisible();
  });

  test('paypal-cancelled: PayPal refuses, the shopper is told and the cart is intact; a cancel returns to the cart', async ({ page }) => {
    await cartWithBoot(page);
    await openPayPal(page);
    await sandboxPayPal(page).getByRole('radio', { name: /^paypal-cancelled/ }).check();
    await sandboxPayPal(page).getByRole('button', { name: 'Pay with sandbox PayPal' }).click();
    await expect(paypalDialog(page).getByRole('alert')).toContainText('Your payment could not be processed');
    await paypalDialog(page).getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(paypalDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/en-us\/cart/);
    await expect(page.getByRole('article', { name: new RegExp(BOOT_NAME) })).toBeVisible();

    // Leaving PayPal with its cancel: back on the cart, the line still there.
    await openPayPal(page);
    await sandboxPayPal(page).getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await expect(paypalDialog(page)).toBeHidden();
    await expect(page.getByText('You left PayPal. Your cart is as you left it.')).toBeVisible();
    await expect(page).toHaveURL(/\/en-us\/cart/);
    await expect(page.getByRole('article', { name: new RegExp(BOOT_NAME) })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name: new RegExp(BOOT_NAME) })).toBeVisible();
  });

  test('quick-shop offers PayPal express to a shopper, not to a signed-in store associate', async ({ page }) => {
    const quickShop = async () => {
      await page.goto('/en-us/c/footwear-1000');
      await page.getByRole('button', { name: `Quick shop ${BOOT_NAME}` }).click();
      const panel = page.getByRole('dialog', { name: 'Quick shop' });
      await expect(panel.getByRole('heading', { name: BOOT_NAME })).toBeVisible();
      await expect(panel.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
      return panel;
    };
    let panel = await quickShop();
    await expect(panel.getByRole('button', { name: 'Check out with PayPal' })).toBeVisible();

    await signInAtStore(page);
    panel = await quickShop();
    await expect(panel.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Check out with PayPal' })).toHaveCount(0);
  });

  test('from quick-shop: the chosen boot goes into the cart, PayPal opens, and a cancel brings quick-shop back', async ({ page }) => {
    await page.goto('/en-us/c/footwear-1000');
    await page.getByRole('button', { name: `Quick shop ${BOOT_NAME}` }).click();
    const panel = page.getByRole('dialog', { name: 'Quick shop' });
    await expect(panel.getByRole('heading', { name: BOOT_NAME })).toBeVisible();
    // No size yet: PayPal does not open, and the shopper is told what to choose.
    await panel.getByRole('button', { name: 'Check out with PayPal' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please choose a size.');
    await expect(paypalDialog(page)).toBeHidden();
    await panel.getByRole('radio', { name: '9', exact: true }).check();
    await panel.getByRole('button', { name: 'Check out with PayPal' }).click();
    await expect(sandboxPayPal(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ })).toBeAttached();
    await sandboxPayPal(page).getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick shop' }).getByRole('heading', { name: BOOT_NAME })).toBeVisible();
  });

  test('from the mini cart: a cancel brings the mini cart back, with the line', async ({ page }) => {
    await cartWithItems(page, [{ productId: BOOT }]);
    await page.goto('/en-us/');
    await page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(miniCart.getByText(BOOT_NAME)).toBeVisible();
    await miniCart.getByRole('button', { name: 'Check out with PayPal' }).click();
    await expect(sandboxPayPal(page)).toBeVisible();
    await sandboxPayPal(page).getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await expect(paypalDialog(page)).toBeHidden();
    await expect(miniCart.getByText(BOOT_NAME)).toBeVisible();
  });

  test('PayPal as the method at checkout billing: approved in the sandbox PayPal, then the order', async ({ page }) => {
    const { basketId } = await cartWithItems(page, [{ productId: BOOT }]);
    const address = { firstName: 'Alex', lastName: 'Rivera', email: 'hiker@example.com', phone: '+13035550123', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };
    const set = await page.evaluate(
      async ({ basketId, address }) => (await fetch(`/api/gateway/cart/v2/cart/${basketId}/shippingAddress`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ address: [{ ...address, shippingId: 'me' }] }) })).status,
      { basketId, address },
    );
    expect(set).toBe(200);
    await page.goto('/en-us/checkout?step=billing');
    const method = page.getByRole('region', { name: 'PayPal', exact: true });
    await method.getByRole('button', { name: 'Continue with PayPal' }).click();
    const sheet = method.getByRole('region', { name: 'Sandbox PayPal' });
    // The checkout has the address: PayPal asks for none here.
    await expect(sheet.getByRole('group', { name: 'Ship to' })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Pay with sandbox PayPal' }).click();
    const billing = page.getByRole('region', { name: 'Billing' });
    await expect(billing.getByText(/Charged to PayPal/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=CRN\d+/, { timeout: 30_000 });
  });

  test('with no provider key the CSP names no third-party payment origin, and the sandbox adapters are configured', async ({ page }) => {
    const res = await page.goto('/en-us/cart');
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/paypal|klarna|apple/i);
    const providers = await page.evaluate(async () => (await fetch('/api/payments/providers', { headers: { accept: 'application/json' } })).json());
    expect(providers).toEqual({ wallet: { kind: 'sandbox' }, paypal: { kind: 'sandbox' }, klarna: { kind: 'sandbox' } });
  });
});

test.describe('PayPal express on a phone', () => {
  test('the PayPal step passes axe on a phone @mobile', async ({ page }) => {
    await cartWithBoot(page);
    await openPayPal(page);
    await expectNoSeriousA11yViolations(page);
  });
});
