/**
 * Klarna (buy-now-pay-later) at checkout billing (docs/requirements/checkout-and-payments.md#paypal-and-klarna the info dialog, docs/requirements/checkout-and-payments.md#paypal-and-klarna KLARNA, docs/requirements/checkout-and-payments.md#paypal-and-klarna)
 * with the sandbox Klarna (docs/sandbox.md "PayPal and Klarna"): `klarna-approved` to the order
 * confirmation, `klarna-declined` refused when the order is placed (PAY400, back on billing),
 * Klarna not approving ('Error authorizing Klarna', or its form again), only where Klarna is
 * offered, and the info dialog under axe. Found by role and label.
 */
import type { Page } from '@playwright/test';
import { callFromPage } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const BOOT = 'FWINSTOCK1-moss-05';

/** A cart with a boot and a shipping address on a site, opened on the billing step. */
async function toBilling(page: Page, locale = 'en-us', address: Record<string, string> = { firstName: 'Alex', lastName: 'Rivera', email: 'hiker@example.com', phone: '+13035550123', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' }): Promise<void> {
  await page.goto(`/${locale}/`);
  const added = await callFromPage(page, 'POST', '/api/gateway/cart/v1/cartWithItem', { items: [{ productId: BOOT }] });
  expect(added.status).toBe(201);
  const basketId = added.body.basketId as string;
  expect((await callFromPage(page, 'POST', `/api/gateway/cart/v2/cart/${basketId}/shippingAddress`, { address: [{ ...address, shippingId: 'me' }] })).status).toBe(200);
  await page.goto(`/${locale}/checkout?step=billing`);
}

const klarna = (page: Page) => page.getByRole('region', { name: 'Klarna: buy now, pay later' });
const sandboxKlarna = (page: Page) => klarna(page).getByRole('region', { name: 'Sandbox Klarna' });

async function authorizeWith(page: Page, outcome: RegExp): Promise<void> {
  await klarna(page).getByRole('button', { name: 'Continue with Klarna' }).click();
  await expect(sandboxKlarna(page)).toContainText('no money moves');
  await sandboxKlarna(page).getByRole('radio', { name: outcome }).check();
  await sandboxKlarna(page).getByRole('button', { name: 'Pay with Klarna' }).click();
}

test.describe('Klarna at checkout', () => {
  test('the info dialog explains the instalments; klarna-approved places the order', async ({ page }) => {
    await toBilling(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    await klarna(page).getByRole('button', { name: 'How does Klarna work?' }).click();
    const info = page.getByRole('dialog', { name: 'Buy now, pay later with Klarna' });
    await expect(info).toContainText('4 interest-free instalments');
    await expectNoSeriousA11yViolations(page);
    await info.getByRole('button', { name: 'Close' }).last().click();
    await expect(info).toBeHidden();

    await authorizeWith(page, /^klarna-approved/);
    const billing = page.getByRole('region', { name: 'Billing' });
    await expect(billing.getByText('Klarna', { exact: true })).toBeVisible();
    await expect(billing.getByText(/Charged to Klarna/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=CRN\d+/, { timeout: 30_000 });
  });

  test('klarna-declined: the order is refused with the PAY400 message, back on billing', async ({ page }) => {
    await toBilling(page);
    await authorizeWith(page, /^klarna-declined/);
    await expect(page.getByRole('region', { name: 'Billing' }).getByText('Klarna', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    await expect(page.getByText('Klarna could not approve the payment. Please choose another payment method.')).toBeVisible();
    await expect(page).toHaveURL(/step=billing/);
  });

  test("Klarna not approving: 'Error authorizing Klarna', and closing Klarna shows its form again", async ({ page }) => {
    await toBilling(page);
    await klarna(page).getByRole('button', { name: 'Continue with Klarna' }).click();
    await sandboxKlarna(page).getByRole('button', { name: 'Close Klarna without paying' }).click();
    await expect(klarna(page).getByRole('alert')).toHaveText('Klarna did not approve the payment. You can try again, or choose another payment method.');
    await expect(sandboxKlarna(page)).toBeVisible();

    await sandboxKlarna(page).getByRole('radio', { name: /^Not approved/ }).check();
    await sandboxKlarna(page).getByRole('button', { name: 'Pay with Klarna' }).click();
    await expect(klarna(page).getByRole('alert')).toHaveText('Error authorizing Klarna');
    await expect(sandboxKlarna(page)).toHaveCount(0);
    await expect(klarna(page).getByRole('button', { name: 'Continue with Klarna' })).toBeVisible();
  });

  test('Klarna is offered only where the sandbox offers it (not on fr-fr)', async ({ page }) => {
    await toBilling(page, 'fr-fr', { firstName: 'Alex', lastName: 'Rivera', email: 'hiker@example.com', phone: '+33612345678', addressLine1: '12 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' });
    await expect(page.getByRole('heading', { level: 2, name: 'Facturation' })).toBeVisible();
    // The other methods are there (PayPal), so the absence of Klarna is the site's, not a page not ready.
    await expect(page.getByRole('region', { name: 'PayPal', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /Klarna/ })).toHaveCount(0);
  });
});

test.describe('Klarna on a phone', () => {
  test('the Klarna info dialog passes axe on a phone @mobile', async ({ page }) => {
    await toBilling(page);
    await klarna(page).getByRole('button', { name: 'How does Klarna work?' }).click();
    await expect(page.getByRole('dialog', { name: 'Buy now, pay later with Klarna' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
