import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/catalogue/price.ts';
import { fillShippingAddress, payByCard } from './shopper.ts';
import { expect, expectNoSeriousA11yViolations, shiftsFromTheStart, test } from './support.ts';

/**
 * The checkout's first state (issue 15, src/lib/checkout/first-state.ts): the server reads the
 * basket from the shopper's session, so the first HTML is the shipping step's real form with the
 * order's lines and totals; the island hydrates from the same data without reading the basket
 * again, and the steps go on as before (the journeys themselves are in checkout.spec.ts).
 */
const BOOT = 'FWINSTOCK1-moss-05';
const BOOT_NAME = 'Summit Trail Mid WP Boot';

interface MadeCart {
  basketId: string;
  currency: string;
  items: Array<{ name: string; price: { rowTotal: number } }>;
  totals: { total: number; currency: string };
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://127.0.0.1').origin;

/** A line in a new basket through the BFF (as the product page's add would), with the context's cookies. */
async function cartWithBoot(request: APIRequestContext, baseURL: string | undefined, qty = 1, storeId?: string): Promise<MadeCart> {
  const res = await request.post('/api/gateway/cart/v1/cartWithItem', { headers: { origin: originOf(baseURL), accept: 'application/json' }, data: { items: [{ productId: BOOT, qty, ...(storeId ? { storeId } : {}) }] } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as MadeCart;
}

/** A new member, signed in (the context's cookies), with a saved shipping address at 2150 Canyon Blvd; `post` sends more as them. */
async function memberWithAddress(request: APIRequestContext, baseURL: string | undefined, firstName: string, lastName: string) {
  const origin = originOf(baseURL);
  const email = `first-state-${firstName.toLowerCase()}-${Date.now()}@example.test`;
  const post = (path: string, data: unknown) => request.post(path, { headers: { origin, accept: 'application/json' }, data });
  expect((await post('/api/auth/signup', { firstName, lastName, email, password: 'Trail-Mix-42', isTermsConfirmed: true })).status()).toBe(201);
  const address = { approachType: 'S', firstName, lastName, email, phone: '+13035550123', addressLine1: '2150 Canyon Blvd', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };
  expect((await post('/api/gateway/consumers-v3/consumer/address', address)).status()).toBe(201);
  return { post };
}

/** React's hydration errors (production builds log them by number: #418, #419, #423, #425). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (/hydrat|#418|#419|#423|#425/i.test(text)) errors.push(text);
  };
  page.on('console', (m) => m.type() === 'error' && keep(m.text()));
  page.on('pageerror', (e) => keep(e.message));
  return errors;
}

/** The browser's reads of the whole basket (src/lib/cart/client.ts loadCart). */
function basketReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /^\/api\/gateway\/cart\/v\d+\/cart\/[^/]+$/.test(new URL(r.url()).pathname)) reads.push(r.url());
  });
  return reads;
}

const money = (n: number, currency: string) => formatMoney(n, currency, 'en-us');

test.describe('checkout first state without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a guest's first checkout HTML is the shipping step's form with the line and the order's totals", async ({ page, baseURL }) => {
    const cart = await cartWithBoot(page.request, baseURL, 2);
    const res = await page.goto('/en-us/checkout');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('private, no-store');

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const step = page.getByRole('region', { name: 'Shipping' });
    await expect(step.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
    await expect(step.getByText('We send your order confirmation to this email.')).toBeVisible();
    await expect(step.getByLabel('Email')).toHaveValue('');
    await expect(step.getByLabel('First name')).toBeVisible();
    await expect(step.getByLabel('Postal code')).toBeVisible();
    // The country list and the country's rules are the server's: named countries, the site's chosen, the states listed.
    await expect(step.getByLabel('Country')).toHaveValue('US');
    await expect(step.getByLabel('Country').locator('option:checked')).toHaveText('United States');
    await expect(step.getByLabel('State or province').locator('option', { hasText: 'Colorado' })).toHaveCount(1);
    await expect(step.getByRole('group', { name: 'Delivery' }).getByRole('radio').first()).toBeVisible();
    // The buttons wait for the script: a press is never lost.
    const next = step.getByRole('button', { name: 'Continue to billing' });
    await expect(next).toBeDisabled();
    // Without looking it: nothing fades at the first paint and snaps back at hydration.
    expect(await next.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);

    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText(BOOT_NAME)).toBeVisible();
    await expect(summary.getByText('Qty 2')).toBeVisible();
    await expect(summary.getByText(money(cart.items[0]!.price.rowTotal, cart.currency)).first()).toBeVisible();
    await expect(summary.getByText('Total', { exact: true })).toBeVisible();
    await expect(summary.getByText(money(cart.totals.total, cart.totals.currency || cart.currency)).last()).toBeVisible();
  });

  test("a pickup line's store is named in the first HTML", async ({ page, baseURL }) => {
    await cartWithBoot(page.request, baseURL, 1, '1001');
    await page.goto('/en-us/checkout');
    await expect(page.getByText('Everything in your cart is picked up in store: no shipping address is needed.')).toBeVisible();
    await expect(page.getByText(/Pick up at Cairn Boulder/)).toBeVisible();
  });

  test('a later step opened before the shipping address is set shows the shipping form; an empty basket still goes to the cart', async ({ page, baseURL }) => {
    const res = await page.request.get('/en-us/checkout', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toMatch(/\/en-us\/cart\?from=checkout$/);

    await cartWithBoot(page.request, baseURL);
    await page.goto('/en-us/checkout?step=summary');
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem').filter({ hasText: 'Shipping' })).toHaveAttribute('aria-current', 'step');
  });
});

test.describe('checkout first state with JavaScript', () => {
  test('the island hydrates from the server state: no second basket read, no hydration error, and the shipping step goes on to billing', async ({ page, baseURL }) => {
    await cartWithBoot(page.request, baseURL);
    const reads = basketReads(page);
    const mismatches = hydrationErrors(page);
    const shifts = await shiftsFromTheStart(page);
    await page.goto('/en-us/checkout');
    const step = page.getByRole('region', { name: 'Shipping' });
    const next = step.getByRole('button', { name: 'Continue to billing' });
    await expect(next).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(reads, 'the browser read the basket again').toEqual([]);
    expect(mismatches).toEqual([]);
    // Nothing moves when the island takes over the server's form.
    expect(await shifts()).toBe(0);

    await fillShippingAddress(page, 'hiker@example.com');
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    await expect(page).toHaveURL(/step=billing/);

    // A reload lands on billing, rendered on the server too.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to summary' })).toBeEnabled();
    // Back on shipping, the server renders what the shopper entered.
    await page.goto('/en-us/checkout?step=shipping');
    await expect(page.getByRole('region', { name: 'Shipping' }).getByLabel('City')).toHaveValue('Boulder');
    await expect(page.getByRole('region', { name: 'Shipping' }).getByLabel('Email')).toHaveValue('hiker@example.com');
    await expect(page.getByRole('button', { name: 'Continue to billing' })).toBeEnabled();
    expect(mismatches).toEqual([]);
  });

  test("the phone's numbering plans load when the shopper reaches into the form; a failed load keeps the form, and the next press goes on", async ({ page, baseURL }) => {
    await cartWithBoot(page.request, baseURL);
    // The plans are their own module (src/lib/phone/phone.ts and libphonenumber's metadata, ~30 KB gzip).
    const PLANS = /\/_astro\/phone\.[\w-]+\.js$/;
    const plans: string[] = [];
    page.on('request', (r) => {
      if (PLANS.test(new URL(r.url()).pathname)) plans.push(r.url());
    });
    // The shopper's connection drops just as they reach into the form.
    await page.route(PLANS, (route) => route.abort('internetdisconnected'));
    await page.goto('/en-us/checkout');
    const step = page.getByRole('region', { name: 'Shipping' });
    const next = step.getByRole('button', { name: 'Continue to billing' });
    await expect(next).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(plans, 'the plans loaded with the page').toEqual([]);

    await fillShippingAddress(page, 'offline@example.com');
    expect(plans.length, 'reaching into the form did not ask for the plans').toBeGreaterThan(0);
    await next.click();
    const phone = step.getByLabel(/^Phone/);
    await expect(step.getByText('We could not reach the shop. Check your connection and try again.')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(page).toHaveURL(/\/en-us\/checkout(\?step=shipping)?$/);
    // Nothing typed is lost.
    await expect(phone).toHaveValue(/303/);
    await expect(step.getByLabel('City')).toHaveValue('Boulder');

    // Back online: the same press goes on to billing.
    await page.unroute(PLANS);
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
  });

  test('a later step opened too early lands on shipping, its URL set to it', async ({ page, baseURL }) => {
    await cartWithBoot(page.request, baseURL);
    const mismatches = hydrationErrors(page);
    await page.goto('/en-us/checkout?step=billing');
    await expect(page.getByRole('button', { name: 'Continue to billing' })).toBeEnabled();
    await expect(page).toHaveURL(/step=shipping/);
    expect(mismatches).toEqual([]);
  });

  test("a member's first HTML has their saved address chosen; the island reads neither the basket nor the address book again", async ({ page, baseURL, browser }) => {
    await memberWithAddress(page.request, baseURL, 'Erin', 'Early');
    await cartWithBoot(page.request, baseURL);

    // Without scripts: the saved address is there and chosen, waiting for the script to be changed.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await noScript.newPage();
    await still.goto('/en-us/checkout');
    const saved = still.getByRole('group', { name: 'Your addresses' }).getByRole('radio', { name: /2150 Canyon Blvd/ });
    await expect(saved).toBeChecked();
    await expect(saved).toBeDisabled();
    await noScript.close();

    const reads = basketReads(page);
    const book: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/gateway/consumers-v3/consumer') book.push(r.url());
    });
    const mismatches = hydrationErrors(page);
    await page.goto('/en-us/checkout');
    const next = page.getByRole('button', { name: 'Continue to billing' });
    await expect(next).toBeEnabled();
    await expect(page.getByRole('radio', { name: /2150 Canyon Blvd/ })).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(book).toEqual([]);
    expect(mismatches).toEqual([]);
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
  });

  test('billing is rendered on the server: the address choice and the payment forms, disabled until the script runs, which reads nothing again', async ({ page, baseURL, browser }) => {
    const cart = await cartWithBoot(page.request, baseURL);
    await page.goto('/en-us/checkout');
    await fillShippingAddress(page, 'ridge@example.com', 'Robin');
    await page.getByRole('region', { name: 'Shipping' }).getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();

    // Without scripts: the step as it will be, every control waiting for the script.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await noScript.newPage();
    await still.goto('/en-us/checkout?step=billing');
    const step = still.getByRole('region', { name: 'Billing' });
    await expect(step.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    const same = step.getByRole('radio', { name: /Same as shipping/ });
    await expect(same).toBeChecked();
    await expect(same).toBeDisabled();
    await expect(step.getByText(/1200 Pearl St/).first()).toBeVisible();
    // The payment methods are the server's read: the card form is there, not "Loading…".
    await expect(step.getByLabel('Card number')).toBeVisible();
    await expect(step.getByLabel('Card number')).toBeDisabled();
    await expect(step.getByRole('button', { name: 'Use this card' })).toBeDisabled();
    await expect(step.getByRole('button', { name: 'Continue to summary' })).toBeDisabled();
    await expect(still.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expect(step.getByText(money(cart.totals.total, cart.totals.currency || cart.currency)).first()).toBeVisible();
    await noScript.close();

    // With scripts: the same step hydrates without reading the basket or the methods again, and nothing moves.
    const reads = basketReads(page);
    const methods: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && /\/paymentMethods$/.test(new URL(r.url()).pathname)) methods.push(r.url());
    });
    const mismatches = hydrationErrors(page);
    const shifts = await shiftsFromTheStart(page);
    // The step's own code comes late: the server's step stays as it is until then.
    let release!: () => void;
    const late = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/_astro\/BillingStep\.[^/]*\.js$/, async (route) => {
      asked++;
      await late;
      await route.continue();
    });
    await page.reload();
    const next = page.getByRole('button', { name: 'Continue to summary' });
    await expect(page.getByRole('region', { name: 'Billing' }).getByLabel('Card number')).toBeVisible();
    await expect.poll(() => asked).toBeGreaterThan(0);
    await expect(next).toBeDisabled();
    release();
    await expect(next).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(reads, 'the browser read the basket again').toEqual([]);
    expect(methods, 'the browser read the payment methods again').toEqual([]);
    expect(mismatches).toEqual([]);
    expect(await shifts()).toBe(0);
    await payByCard(page, '4111 1111 1111 1111', 'Robin Rivera');
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
    // Back on billing later, the step reads the methods afresh: the card applied since may change them.
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Billing' }).getByText(/Visa ending 1111/).first()).toBeVisible();
    await expect.poll(() => methods.length).toBe(1);
  });

  test("a member's billing step comes with their saved card chosen; the island reads neither the wallet nor the profile again", async ({ page, baseURL, browser }) => {
    const { post } = await memberWithAddress(page.request, baseURL, 'Bea', 'Billing');
    const card = { payment_method_id: 'CREDIT_CARD', paymentCard: { cardNumber: '5555555555554444', holder: 'Bea Billing', expirationMonth: 12, expirationYear: 2034 } };
    expect((await post('/api/gateway/consumers-v3/consumer/payment_instruments', card)).status()).toBe(201);
    await cartWithBoot(page.request, baseURL);
    await page.goto('/en-us/checkout');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();

    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await noScript.newPage();
    await still.goto('/en-us/checkout?step=billing');
    const savedCard = still.getByRole('radio', { name: /Mastercard ending 4444/ });
    await expect(savedCard).toBeChecked();
    await expect(savedCard).toBeDisabled();
    await noScript.close();

    const reads: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'GET' && /^\/api\/gateway\/(consumers-v3\/consumer(\/payment_instruments)?|cart\/v\d+\/cart\/[^/]+(\/paymentMethods)?)$/.test(path)) reads.push(path);
    });
    const mismatches = hydrationErrors(page);
    await page.reload();
    const use = page.getByRole('button', { name: 'Pay with this card' });
    await expect(use).toBeEnabled();
    await expect(page.getByRole('radio', { name: /Mastercard ending 4444/ })).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(mismatches).toEqual([]);
    await use.click();
    await expect(page.getByRole('region', { name: 'Billing' }).getByText(/Mastercard ending 4444/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
  });

  test('a summary the basket allows is rendered on the server, and the order is placed from it', async ({ page, baseURL, browser }) => {
    const cart = await cartWithBoot(page.request, baseURL);
    await page.goto('/en-us/checkout');
    const step = page.getByRole('region', { name: 'Shipping' });
    await fillShippingAddress(page, 'summit@example.com', 'Sam');
    await step.getByRole('button', { name: 'Continue to billing' }).click();
    await payByCard(page, '4111 1111 1111 1111', 'Sam Rivera');
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();

    // Without scripts: the summary as it will be, "Place order" waiting for the script.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await noScript.newPage();
    await still.goto('/en-us/checkout?step=summary');
    const review = still.getByRole('region', { name: 'Review your order' });
    await expect(review.getByRole('region', { name: 'Shipping' }).getByText(/1200 Pearl St/)).toBeVisible();
    await expect(review.getByText(/Visa ending 1111/)).toBeVisible();
    await expect(review.getByText(BOOT_NAME)).toBeVisible();
    await expect(review.getByRole('button', { name: /^Place order/ })).toBeDisabled();
    expect(await review.getByRole('button', { name: /^Place order/ }).evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    await expect(review.getByRole('button', { name: /^Place order/ })).toContainText(money(cart.totals.total, cart.totals.currency || cart.currency));
    await noScript.close();

    // With scripts: the same summary hydrates without a second read, and the order is placed.
    const reads = basketReads(page);
    const mismatches = hydrationErrors(page);
    await page.reload();
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect(place).toBeEnabled();
    expect(reads).toEqual([]);
    expect(mismatches).toEqual([]);
    await place.click();
    await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=CRN\d+/);
  });

  test('the first HTML passes axe on a phone @mobile', async ({ page, baseURL }) => {
    await cartWithBoot(page.request, baseURL);
    const mismatches = hydrationErrors(page);
    await page.goto('/en-us/checkout');
    await expect(page.getByRole('region', { name: 'Shipping' }).getByRole('button', { name: 'Continue to billing' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    expect(mismatches).toEqual([]);
  });
});
