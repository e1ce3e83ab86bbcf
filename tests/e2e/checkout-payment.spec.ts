import type { Page } from '@playwright/test';
import { callFromPage } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

/**
 * The billing step's payment forms (docs/requirements/checkout-and-payments.md#checkout-steps) with the sandbox's test data
 * (docs/sandbox.md "Cards and payments", "Gift cards"): a gift card pays part and a card the
 * rest, the gateway's refusals at their fields, the card checked before it is sent, and the
 * rewards rule for athletes. Found by role and label, as a shopper would.
 */
const BOOT = 'FWINSTOCK1-moss-05';
const GIFT_CARD = '6006491111111111';
const PIN = '1234';

/** A cart with a boot and a shipping address (set as the shipping step would), opened on the billing step. */
async function toBilling(page: Page, signIn?: string): Promise<void> {
  await page.goto('/en-us/');
  if (signIn) expect((await callFromPage(page, 'POST', '/api/auth/signin', { email: signIn, password: 'Summit-Pass-1' })).status).toBe(200);
  const added = await callFromPage(page, 'POST', '/api/gateway/cart/v1/cartWithItem', { items: [{ productId: BOOT }] });
  expect(added.status).toBe(201);
  const basketId = added.body.basketId as string;
  const address = { firstName: 'Alex', lastName: 'Rivera', email: 'hiker@example.com', phone: '+13035550123', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };
  expect((await callFromPage(page, 'POST', `/api/gateway/cart/v2/cart/${basketId}/shippingAddress`, { address: [{ ...address, shippingId: 'me' }] })).status).toBe(200);
  await page.goto('/en-us/checkout?step=billing');
  await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
}

const remaining = (page: Page) => page.getByRole('status').filter({ hasText: 'Remaining to pay' });

async function fillCard(page: Page, card: { number: string; expiry?: string; cvc?: string; name?: string }): Promise<void> {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry date').fill(card.expiry ?? '12/34');
  await page.getByLabel('Security code').fill(card.cvc ?? '123');
  await page.getByLabel('Name on card').fill(card.name ?? 'Alex Rivera');
}

test.describe('checkout payment', () => {
  test('a gift card pays part (balance, applied, remaining updates), a card pays the rest', async ({ page }) => {
    await toBilling(page);
    const before = await remaining(page).textContent();
    const giftCard = page.getByLabel('Gift card', { exact: true });
    await giftCard.fill(GIFT_CARD);
    await page.getByLabel('PIN', { exact: true }).fill(PIN);

    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gift card XXX1111 balance: $50.00' })).toBeVisible();

    await page.getByRole('button', { name: 'Apply gift card' }).click();
    const applied = page.getByRole('list', { name: 'Applied gift cards' });
    await expect(applied.getByRole('listitem')).toHaveCount(1);
    await expect(applied).toContainText('Gift card XXX1111');
    await expect(applied).toContainText('$50.00');
    await expect(remaining(page)).not.toHaveText(before ?? '');
    await expect(giftCard).toHaveValue('');
    // The whole number is shown nowhere once it is applied.
    await expect(page.getByText(GIFT_CARD)).toHaveCount(0);

    // The same card again: GC_ALREADY_APPLIED at the gift card input.
    await giftCard.fill(GIFT_CARD);
    await page.getByLabel('PIN', { exact: true }).fill(PIN);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(giftCard).toHaveAccessibleDescription('This gift card is already applied to your order.');
    await expect(giftCard).toBeFocused();

    // The card: brand told as typed, masked when the field is left, cleared once used.
    const number = page.getByLabel('Card number');
    await number.pressSequentially('41111111');
    await expect(number).toHaveValue('4111 1111');
    await expect(number).toHaveAccessibleDescription('Card type: Visa');
    await fillCard(page, { number: '4111111111111111' });
    await expect(number).toHaveValue('•••• •••• •••• 1111');
    await page.getByRole('button', { name: 'Use this card' }).click();
    await expect(page.getByText('Visa ending 1111', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByText(/Charged to Visa ending 1111/)).toBeVisible();
    // The number went to the gateway and nowhere else the page can keep or report it.
    const kept = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []]));
    expect(kept).not.toContain('4111111111111111');
    expect(kept).not.toContain('4111 1111 1111 1111');
    await expectNoSeriousA11yViolations(page);

    // Change card removes it and brings back an empty form.
    await page.getByRole('button', { name: 'Change card' }).click();
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await fillCard(page, { number: '5555 5555 5555 4444' });
    await page.getByRole('button', { name: 'Use this card' }).click();
    await expect(page.getByText('Mastercard ending 4444', { exact: true })).toBeVisible();

    // Remove the gift card: the remaining amount goes back to what it was.
    await applied.getByRole('button', { name: 'Remove Gift card XXX1111' }).click();
    await expect(page.getByRole('list', { name: 'Applied gift cards' })).toHaveCount(0);
    await expect(remaining(page)).toHaveText(before ?? '');

    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page).toHaveURL(/step=summary/);
  });

  test('gift card refusals are shown at the gift card input', async ({ page }) => {
    await toBilling(page);
    const giftCard = page.getByLabel('Gift card', { exact: true });
    const pin = page.getByLabel('PIN', { exact: true });

    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(giftCard).toHaveAccessibleDescription('This field is required');
    await expect(pin).toHaveAccessibleDescription('This field is required');
    await expect(giftCard).toBeFocused();

    // A wrong PIN: GC_INVALID2, on apply and on the balance check.
    await giftCard.fill(GIFT_CARD);
    await pin.fill('9999');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(giftCard).toHaveAccessibleDescription('The gift card number or PIN is not valid.');
    await expect(giftCard).toBeFocused();
    await pin.fill('9998');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(giftCard).toHaveAccessibleDescription('The gift card number or PIN is not valid.');

    // No balance left: GC_ZERO_BALANCE.
    await giftCard.fill('6006490000000000');
    await pin.fill(PIN);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(giftCard).toHaveAccessibleDescription('This gift card has no balance left.');

    // EUR only, on a USD cart: GC_NOT_ALLOWED.
    await giftCard.fill('6006495555555555');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(giftCard).toHaveAccessibleDescription('This gift card can’t be used for this order.');
    await expect(page.getByRole('list', { name: 'Applied gift cards' })).toHaveCount(0);
  });

  test('the card is checked before it is sent, and the gateway’s refusals land at their field', async ({ page }) => {
    await toBilling(page);
    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry date');
    const cvc = page.getByLabel('Security code');

    await page.getByRole('button', { name: 'Use this card' }).click();
    await expect(number).toHaveAccessibleDescription('This field is required');
    await expect(expiry).toHaveAccessibleDescription(/This field is required/);
    await expect(page.getByLabel('Name on card')).toHaveAccessibleDescription('This field is required');
    await expect(number).toBeFocused();

    // A Luhn-invalid number, an expiry in the past, a two-digit code: nothing is sent.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/paymentInstruments') && r.method() === 'POST') sent.push(r.url());
    });
    await fillCard(page, { number: '4111 1111 1111 1112', expiry: '01/20', cvc: '12' });
    await page.getByRole('button', { name: 'Use this card' }).click();
    await expect(number).toHaveAccessibleDescription('Card type: Visa The card number is not valid.');
    await expect(expiry).toHaveAccessibleDescription(/The card’s expiry date is not valid\./);
    await expect(cvc).toHaveAccessibleDescription(/The security code is 3 or 4 digits\./);
    await expect(number).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // The sandbox's expired card (a future date on the form): CC_EXPIRY_DATE_INVALID from the gateway, at the expiry.
    await fillCard(page, { number: '4000000000000069' });
    await page.getByRole('button', { name: 'Use this card' }).click();
    await expect(expiry).toHaveAccessibleDescription(/The card’s expiry date is not valid\./);
    await expect(expiry).toBeFocused();
    expect(sent).toHaveLength(1);
    await expect(page.getByText(/ending 0069/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page).toHaveURL(/step=billing/);
  });

  test('an athlete’s credit pays first, and rewards wait until it is spent (docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points)', async ({ page }) => {
    await toBilling(page, 'athlete@cairn.test');
    await page.getByRole('button', { name: 'Use my athlete credit' }).click();
    const athlete = page.getByRole('region', { name: 'Athlete payment' });
    await expect(athlete.getByText('Paid with athlete credit')).toBeVisible();
    await expect(athlete.getByText('Athlete credit left after this order')).toBeVisible();
    // 300.00 of credit is more than the boot: nothing is left to pay, and rewards are off with the reason.
    await expect(page.getByText('Nothing is left to pay: no card is needed.')).toBeVisible();
    const code = page.getByLabel('Reward code', { exact: true });
    await expect(code).toBeDisabled();
    await expect(code).toHaveAccessibleDescription(/only once your athlete credit is spent/);

    await athlete.getByRole('button', { name: 'Remove Athlete payment' }).click();
    await expect(code).toBeEnabled();
    await code.fill('NOPE-NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(code).toHaveAccessibleDescription('This reward is not valid.');
    await code.fill('REWARD10');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByRole('list', { name: 'Rewards' })).toContainText('Reward code REWARD10');
  });

  test('a loyalty member sees their points, chooses a voucher and removes it', async ({ page }) => {
    await toBilling(page, 'loyalty@cairn.test');
    const loyalty = page.getByRole('region', { name: 'Loyalty points' });
    await expect(loyalty.getByText('You have 5,000 points.')).toBeVisible();
    await loyalty.getByRole('radio', { name: /1,000 points/ }).check();
    await loyalty.getByRole('button', { name: 'Use points' }).click();
    await expect(loyalty.getByRole('list', { name: 'Loyalty points' })).toContainText('1,000 points');
    await expect(loyalty.getByRole('list', { name: 'Loyalty points' })).toContainText('$10.00');
    await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('Rewards');
    await loyalty.getByRole('button', { name: 'Remove 1,000 points' }).click();
    await expect(loyalty.getByRole('list', { name: 'Loyalty points' })).toHaveCount(0);
  });
});
