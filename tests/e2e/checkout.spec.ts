import type { Page } from '@playwright/test';
import { cartWithItems, payByCard, signInAtStore } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

/**
 * The checkout (docs/requirements/checkout-and-payments.md#checkout-steps): the three steps by role and label, the address rules
 * and the gateway's refusals at their fields, 3-D Secure, payment failures that keep the form,
 * a pickup-only cart, and an associate's in-store order. Lines are put in the cart through the
 * BFF as the product page would (the product page's own journey is in buy-box.spec.ts).
 */
const BOOT = 'FWINSTOCK1-moss-05';
const BOOT_NAME = 'Summit Trail Mid WP Boot';

async function fillCart(page: Page, items: Array<{ productId: string; qty?: number; storeId?: string }>): Promise<void> {
  await cartWithItems(page, items);
}

interface Shipping {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

async function fillShipping(page: Page, values: Shipping = {}): Promise<void> {
  const v = { email: 'hiker@example.com', firstName: 'Alex', lastName: 'Rivera', phone: '3035550123', address: '1200 Pearl St', city: 'Boulder', state: 'CO', postalCode: '80302', ...values };
  const step = page.getByRole('region', { name: 'Shipping' });
  await step.getByLabel('Email').fill(v.email);
  if (v.country) await step.getByLabel('Country').selectOption(v.country);
  await step.getByLabel('First name').fill(v.firstName);
  await step.getByLabel('Last name').fill(v.lastName);
  await step.getByLabel(/^Phone/).fill(v.phone);
  await step.getByLabel('Address', { exact: true }).fill(v.address);
  await step.getByLabel('City').fill(v.city);
  if (!v.country || v.country === 'US') await step.getByLabel('State or province').selectOption(v.state);
  await step.getByLabel('Postal code').fill(v.postalCode);
}

/** Pays the rest with a card on the billing step (the payment forms' labels). */
async function toBilling(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
  await expect(page).toHaveURL(/step=billing/);
}

async function toSummary(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
}

async function placeOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Place order/ }).click();
}

async function expectConfirmation(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=CRN\d+/);
  const number = new URL(page.url()).searchParams.get('order') as string;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  return number;
}

test.describe('checkout', () => {
  test('a guest buys from the product page: size, add, mini cart, the three steps, a card, the confirmation', async ({ page }) => {
    await page.goto('/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1');
    const box = page.getByRole('region', { name: BOOT_NAME });
    await box.getByRole('group', { name: /^Size/ }).getByRole('link', { name: 'Size 9', exact: true }).click();
    await expect(page).toHaveURL(/size=9/);
    await box.getByRole('button', { name: /^Add to cart/ }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(miniCart.getByText(BOOT_NAME)).toBeVisible();
    await miniCart.getByRole('link', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillShipping(page);
    await toBilling(page);
    await expectNoSeriousA11yViolations(page);
    await payByCard(page, '4111111111111111');
    await toSummary(page);
    // The steps were reported with the cart's items and value, never an address or a card (en-us needs no consent banner).
    const events = await page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((e) => e.event));
    expect(events).toEqual(expect.arrayContaining(['begin_checkout', 'add_shipping_info', 'add_payment_info']));
    // The card as digits in groups: a web-vitals metric id is random digits, and once held "4111".
    expect(await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer))).not.toMatch(/1200 Pearl|4111[\s-]?1111|hiker@/);
    await placeOrder(page);
    await expectConfirmation(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('a guest checks out from the cart with a card: three steps, back and reload keep the data', async ({ page }) => {
    await fillCart(page, [{ productId: BOOT }]);
    await page.goto('/en-us/cart');
    await page.getByRole('link', { name: /Checkout/ }).first().click();
    await expect(page).toHaveURL(/\/en-us\/checkout/);
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText(BOOT_NAME)).toBeVisible();

    // Nothing typed: each required field says so, and the focus goes to the first.
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel('City')).toHaveAccessibleDescription('This field is required');

    await fillShipping(page, { email: 'not-an-email' });
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is not valid');
    await page.getByLabel('Email').fill('hiker@example.com');
    await toBilling(page);

    // Back to shipping keeps the address (the cart holds it); forward again and reload lands on billing.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1200 Pearl St');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Same as shipping address/ })).toBeChecked();

    await payByCard(page, '4111 1111 1111 1111');
    await toSummary(page);
    const summary = page.getByRole('region', { name: 'Review your order' });
    await expect(summary.getByText('1200 Pearl St', { exact: false }).first()).toBeVisible();
    // The payment forms' words (islands/checkout/payment/messages.ts), masked to the last four.
    await expect(summary.getByText(/^Visa ending 1111 · \$\d/)).toBeVisible();
    await expect(summary).not.toContainText('4111 1111');
    await expectNoSeriousA11yViolations(page);
    await placeOrder(page);
    await expectConfirmation(page);
  });

  test('the address is refused at its field: a PO box, a country the site does not ship to, an address that does not verify', async ({ page }) => {
    await fillCart(page, [{ productId: BOOT }]);
    await page.goto('/en-us/checkout');
    await fillShipping(page, { address: 'PO Box 123' });
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(/PO box/i);
    await expect(page.getByLabel('Address', { exact: true })).toBeFocused();

    await page.getByLabel('Address', { exact: true }).fill('1200 Pearl St');
    await page.getByLabel('Postal code').fill('00000');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByLabel('Postal code')).toHaveAccessibleDescription(/.+/);
    await expect(page).toHaveURL(/\/en-us\/checkout(\?step=shipping)?$/);

    await fillShipping(page, { country: 'BR', postalCode: '01310-100', city: 'São Paulo', phone: '1133334444' });
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByLabel('Country')).toHaveAccessibleDescription(/.+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
  });

  test('an empty cart goes back to the cart with a message', async ({ page }) => {
    await page.goto('/en-us/checkout');
    await expect(page).toHaveURL(/\/en-us\/cart\?from=checkout/);
    await expect(page.getByText('Your cart is empty, so there is nothing to check out yet. Add an item first.')).toBeVisible();
  });
});

/** A same-origin JSON call from the page (setup only: accounts and what they hold). */
async function api(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const r = await fetch(path, { method, credentials: 'same-origin', headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: r.status, body: await r.json().catch(() => null) };
    },
    { method, path, body, headers },
  );
}

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4392}`;

test.describe('checkout: who and how', () => {
  test('a pickup-only cart skips the shipping address and pays with a billing address of its own', async ({ page }) => {
    await fillCart(page, [{ productId: BOOT, storeId: '1001' }]);
    await page.goto('/en-us/checkout');
    await expect(page.getByText('Everything in your cart is picked up in store: no shipping address is needed.')).toBeVisible();
    await expect(page.getByText(/Pick up at Cairn Boulder/)).toBeVisible();
    await toBilling(page);
    const billing = page.getByRole('region', { name: 'Billing' });
    await billing.getByLabel('First name').fill('Alex');
    await billing.getByLabel('Last name').fill('Rivera');
    await billing.getByLabel('Email').fill('pickup@example.com');
    await billing.getByLabel(/^Phone/).fill('3035550123');
    await billing.getByLabel('Address', { exact: true }).fill('1200 Pearl St');
    await billing.getByLabel('City').fill('Boulder');
    await billing.getByLabel('State or province').selectOption('CO');
    await billing.getByLabel('Postal code').fill('80302');
    await payByCard(page, '4111111111111111');
    await toSummary(page);
    await placeOrder(page);
    await expectConfirmation(page);
  });

  test("an associate's order carries the store and employee from the server's session, never from the page", async ({ page }) => {
    await signInAtStore(page);
    await fillCart(page, [{ productId: BOOT }]);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await toBilling(page);
    await payByCard(page, '4111111111111111');
    await toSummary(page);
    await expect(page.getByText(/In-store order at Cairn Boulder Flagship, associate .*E1001/)).toBeVisible();

    // The associate discounts the order by 10 %: the gateway's total changes.
    const before = await page.getByRole('button', { name: /^Place order/ }).textContent();
    await page.getByLabel('Value').fill('10');
    await page.getByLabel('Reason').fill('damaged box');
    await page.getByRole('button', { name: 'Add adjustment' }).click();
    await expect(page.getByRole('button', { name: /Remove adjustment 10 % · Whole order/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Place order/ })).not.toHaveText(before ?? '');

    await placeOrder(page);
    const number = await expectConfirmation(page);
    const record = await (await fetch(`${SANDBOX}/__sandbox/orders/${number}`)).json();
    expect(record.inStoreSalesInfo).toEqual({ storeId: '1001', storeEmployeeId: 'E1001' });
  });

  test('a guest cannot make an order an in-store sale by sending it in the body', async ({ page }) => {
    await fillCart(page, [{ productId: BOOT }]);
    const session = await api(page, 'GET', '/api/session');
    const basketId = session.body.cart.basketId as string;
    const address = { firstName: 'Alex', lastName: 'Rivera', email: 'a@example.com', phone: '+13035550123', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };
    expect((await api(page, 'POST', `/api/gateway/cart/v2/cart/${basketId}/shippingAddress`, { address: [{ ...address, shippingId: 'me' }] })).status).toBe(200);
    expect((await api(page, 'POST', `/api/gateway/cart/v1/cart/${basketId}/billingAddress`, address)).status).toBe(200);
    const card = { payment_method_id: 'CREDIT_CARD', paymentCard: { cardNumber: '4111111111111111', holder: 'Alex Rivera', expirationMonth: 12, expirationYear: 2034, securityCode: '123' } };
    expect((await api(page, 'POST', `/api/gateway/cart/v1/cart/${basketId}/paymentInstruments`, card)).status).toBe(200);
    // The generic gateway route no longer places orders; the checkout endpoint ignores the body's in-store info.
    expect((await api(page, 'PUT', '/api/gateway/cart/v2/checkout/order', { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' } })).status).toBe(404);
    const body = { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' }, inStoreSalesInfo: { storeId: '1001', storeEmployeeId: 'E1001' } };
    expect((await api(page, 'PUT', '/api/checkout/order', body)).status).toBe(400);
    const placed = await api(page, 'PUT', '/api/checkout/order', body, { 'idempotency-key': `e2e-${Date.now()}-forged` });
    expect(placed.status).toBe(200);
    expect(placed.body.inStoreSalesInfo).toBeUndefined();
    const record = await (await fetch(`${SANDBOX}/__sandbox/orders/${placed.body.orderNumber}`)).json();
    expect(record.inStoreSalesInfo).toBeNull();
  });

  test("a member's express checkout: saved address and default card, straight to the summary", async ({ page }) => {
    await page.goto('/en-us/');
    const email = `express-${Date.now()}@example.test`;
    expect((await api(page, 'POST', '/api/auth/signup', { firstName: 'Erin', lastName: 'Express', email, password: 'Trail-Mix-42', isTermsConfirmed: true })).status).toBe(201);
    const address = { approachType: 'S', firstName: 'Erin', lastName: 'Express', email, phone: '+13035550123', addressLine1: '2150 Canyon Blvd', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };
    expect((await api(page, 'POST', '/api/gateway/consumers-v3/consumer/address', address)).status).toBe(201);
    const card = { payment_method_id: 'CREDIT_CARD', paymentCard: { cardNumber: '5555555555554444', holder: 'Erin Express', expirationMonth: 12, expirationYear: 2034 } };
    expect((await api(page, 'POST', '/api/gateway/consumers-v3/consumer/payment_instruments', card)).status).toBe(201);
    await fillCart(page, [{ productId: BOOT }]);

    await page.goto('/en-us/cart');
    await page.getByRole('button', { name: 'Express checkout' }).click();
    await expect(page).toHaveURL(/step=summary&status=EXPRESS/);
    await expect(page.getByText('Express checkout: your saved address and card are filled in. Review and place your order.')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Review your order' });
    await expect(summary.getByRole('region', { name: 'Shipping' }).getByText(/2150 Canyon Blvd/)).toBeVisible();
    await expect(summary.getByText(/^Mastercard ending 4444 · \$\d/)).toBeVisible();
    await placeOrder(page);
    await expectConfirmation(page);
  });
});

test.describe('checkout: payment outcomes', () => {
  async function toSummaryWithCard(page: Page, card: string): Promise<void> {
    await fillCart(page, [{ productId: BOOT }]);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await toBilling(page);
    await payByCard(page, card);
    await toSummary(page);
  }

  test('a 3-D Secure card passes the challenge and the order is placed', async ({ page }) => {
    await toSummaryWithCard(page, '4000000000003220');
    await placeOrder(page);
    const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(challenge).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await challenge.getByRole('button', { name: 'Confirm payment' }).click();
    await expectConfirmation(page);
  });

  test('a failed 3-D Secure authentication returns to billing with a new cart and the payment error', async ({ page }) => {
    await toSummaryWithCard(page, '4000008400001629');
    const before = (await api(page, 'GET', '/api/session')).body.cart.basketId;
    await placeOrder(page);
    const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
    await challenge.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /authenticat/i })).toBeVisible();
    const after = (await api(page, 'GET', '/api/session')).body.cart;
    expect(after.basketId).not.toBe(before);
    expect(after.items.map((i: { productId: string }) => i.productId)).toContain(BOOT);
    // The lines and addresses came along: a good card now places the order.
    await expect(page.getByRole('radio', { name: /Same as shipping address/ })).toBeChecked();
    await payByCard(page, '4111111111111111');
    await toSummary(page);
    await placeOrder(page);
    await expectConfirmation(page);
  });

  for (const [label, card] of [
    ['a declined card', '4000000000000002'],
    ['a card the fraud check refuses', '4100000000000019'],
  ] as const) {
    test(`${label} shows the payment error at billing and keeps what was entered`, async ({ page }) => {
      await toSummaryWithCard(page, card);
      await placeOrder(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page.getByRole('radio', { name: /Same as shipping address/ })).toBeChecked();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });
  }
});

test.describe('checkout: keyboard and small screens', () => {
  /** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
  async function tabTo(page: Page, target: ReturnType<Page['getByLabel']>): Promise<void> {
    for (let i = 0; i < 120; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the control');
  }

  test('the keyboard alone completes a guest checkout', async ({ page }) => {
    await fillCart(page, [{ productId: BOOT }]);
    await page.goto('/en-us/checkout');
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
    const fields: Array<[string | RegExp, string]> = [
      ['Email', 'keys@example.com'],
      ['First name', 'Kay'],
      ['Last name', 'Board'],
      [/^Phone/, '3035550123'],
      ['Address', '1200 Pearl St'],
      ['City', 'Boulder'],
      ['Postal code', '80302'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, page.getByLabel(label, { exact: typeof label === 'string' }));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByLabel('State or province'));
    await page.keyboard.type('Colorado');
    await tabTo(page, page.getByRole('button', { name: 'Continue to billing' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();

    const billing = page.getByRole('region', { name: 'Billing' });
    for (const [label, value] of [
      ['Card number', '4111111111111111'],
      [/Expiry/, '1234'],
      [/Security code/, '123'],
      ['Name on card', 'Kay Board'],
    ] as Array<[string | RegExp, string]>) {
      await tabTo(page, billing.getByLabel(label, { exact: typeof label === 'string' }));
      await page.keyboard.type(value);
    }
    await tabTo(page, billing.getByRole('button', { name: 'Use this card' }));
    await page.keyboard.press('Enter');
    await expect(billing.getByText(/ending 1111/).first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Continue to summary' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: /^Place order/ }));
    await page.keyboard.press('Enter');
    await expectConfirmation(page);
  });

  test('every step passes axe on a phone @mobile', async ({ page }) => {
    await fillCart(page, [{ productId: BOOT }]);
    await page.goto('/en-us/checkout');
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillShipping(page);
    await toBilling(page);
    await expectNoSeriousA11yViolations(page);
    await payByCard(page, '4000000000003220');
    await toSummary(page);
    await expectNoSeriousA11yViolations(page);
    await placeOrder(page);
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expectConfirmation(page);
  });
});

test.describe('checkout: stored value and programmes', () => {
  async function shippingDone(page: Page, productId = BOOT): Promise<void> {
    await fillCart(page, [{ productId }]);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await toBilling(page);
  }

  test('a gift card pays part and a card the rest', async ({ page }) => {
    await shippingDone(page);
    const billing = page.getByRole('region', { name: 'Billing' });
    // 6006493333333333 holds 10.00 (docs/sandbox.md): used by this test alone.
    await billing.getByLabel('Gift card', { exact: true }).fill('6006493333333333');
    await billing.getByLabel('PIN', { exact: true }).fill('1234');
    await billing.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(billing.getByRole('list', { name: 'Applied gift cards' })).toContainText('Gift card XXX3333');
    await payByCard(page, '4111111111111111');
    await toSummary(page);
    const summary = page.getByRole('region', { name: 'Review your order' });
    await expect(summary.getByText(/^Gift card XXX3333 · \$10\.00$/)).toBeVisible();
    await expect(summary.getByText(/^Visa ending 1111 · \$\d/)).toBeVisible();
    await placeOrder(page);
    await expectConfirmation(page);
  });

  test('a loyalty member pays part with a voucher', async ({ page }) => {
    await page.goto('/en-us/');
    const email = `points-${Date.now()}@example.test`;
    const joined = await api(page, 'POST', '/api/auth/signup', {
      firstName: 'Lou',
      lastName: 'Points',
      email,
      password: 'Trail-Mix-42',
      birthDate: '1990-04-01',
      loyaltyTerms: true,
      isTermsConfirmed: true,
      subscriptions: { loyaltyEnrollment: 'Full', loyaltyConsent: true },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    await shippingDone(page);
    const loyalty = page.getByRole('region', { name: 'Loyalty points' });
    await expect(loyalty.getByText(/You have 5,000 points\./)).toBeVisible();
    await loyalty.getByRole('radio', { name: /1,000 points/ }).check();
    await loyalty.getByRole('button', { name: 'Use points' }).click();
    await expect(loyalty.getByRole('list', { name: 'Loyalty points' })).toContainText('1,000 points');
    await payByCard(page, '4111111111111111');
    await toSummary(page);
    await expect(page.getByRole('region', { name: 'Review your order' }).getByText(/^Loyalty points \(1,000 points\) · \$10\.00$/)).toBeVisible();
    await placeOrder(page);
    await expectConfirmation(page);
    // The voucher's points were spent: the next cart offers the member fewer points.
    await shippingDone(page);
    await expect(page.getByRole('region', { name: 'Loyalty points' }).getByText(/You have [0-4],\d{3} points\./)).toBeVisible();
  });

  test('an athlete pays with the athlete payment', async ({ page }) => {
    await page.goto('/en-us/');
    expect((await api(page, 'POST', '/api/auth/signin', { email: 'athlete@cairn.test', password: 'Summit-Pass-1' })).status).toBe(200);
    // A small line: the athlete's credit is shared with the payment forms' own test (checkout-payment.spec.ts).
    await fillCart(page, [{ productId: 'GRONESIZE1' }]);
    await page.goto('/en-us/checkout');
    // A member's main shipping address is chosen for them.
    await expect(page.getByRole('radio', { name: /3400 Table Mesa Dr/ })).toBeChecked();
    await toBilling(page);
    await page.getByRole('button', { name: 'Use my athlete credit' }).click();
    await expect(page.getByRole('region', { name: 'Athlete payment' }).getByText('Paid with athlete credit')).toBeVisible();
    await expect(page.getByText('Nothing is left to pay: no card is needed.')).toBeVisible();
    await toSummary(page);
    await expect(page.getByRole('region', { name: 'Review your order' }).getByText(/Athlete payment/)).toBeVisible();
    await placeOrder(page);
    await expectConfirmation(page);
  });
});
