/**
 * The product page's buy box (docs/requirements/cart.md#quantities-and-retries footer priority, docs/requirements/cart.md#quantities-and-retries quantities): the
 * "choose a size" rule at the picker, a quantity, the add (the mini cart opens, the header
 * counts it), a failure said at the button, notify-me for a sold-out variant, presale
 * sign-in-to-buy that resumes the add, the page's language, and a11y. The fixed test products
 * (docs/sandbox.md): FWINSTOCK1 (always in stock), FWSOLDOUT1 (sold out, notifyMe), FWPRESALE1
 * (presale), GRLIMITED1 (at most 2 per cart line).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const IN_STOCK = { name: 'Summit Trail Mid WP Boot', path: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1' };
const SOLD_OUT = { name: 'Talus GTX Hiking Boot', path: '/en-us/p/talus-gtx-hiking-boot-FWSOLDOUT1' };
const PRESALE = { name: 'Meridian GTX Trail Shoe', path: '/en-us/p/meridian-gtx-trail-shoe-FWPRESALE1' };
const LIMITED = { name: 'Ridge Titanium Spork', path: '/en-us/p/ridge-titanium-spork-GRLIMITED1' };

async function cartCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/session', { headers: { accept: 'application/json' } });
  const body = (await res.json()) as { cart?: { totalItems?: number } };
  return body.cart?.totalItems ?? 0;
}

const details = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('product page buy box', () => {
  test('a guest is told to choose a size, picks one and a quantity of 2, and adds: the mini cart and the header show it', async ({ page }) => {
    await page.goto(IN_STOCK.path);
    const box = details(page, IN_STOCK.name);
    const before = await cartCount(page);
    await box.getByRole('button', { name: 'Add to cart - $179.95' }).click();
    const sizes = box.getByRole('group', { name: /^Size/ });
    await expect(sizes.getByRole('alert')).toHaveText('Please choose a size.');
    await expect(sizes.getByRole('link', { name: 'Size 7', exact: true })).toBeFocused();
    expect(await cartCount(page)).toBe(before);

    await sizes.getByRole('link', { name: 'Size 9', exact: true }).click();
    await expect(page).toHaveURL(/size=9/);
    await expect(box.getByRole('status')).toHaveText('In Stock');
    await expect(box.getByRole('alert')).toHaveCount(0);
    await box.getByLabel('Quantity').selectOption('2');
    await box.getByRole('button', { name: 'Add to cart - $179.95' }).click();

    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(miniCart.getByText(IN_STOCK.name)).toBeVisible();
    await expect(miniCart.getByText('Quantity: 2')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${before + 2} items` })).toBeVisible();
    await expect(box.getByText(`${IN_STOCK.name} was added to your cart`)).toBeAttached();
    await expect.poll(() => cartCount(page)).toBe(before + 2);
  });

  test('the add works from the keyboard', async ({ page }) => {
    await page.goto(`${IN_STOCK.path}?color=black&size=10`);
    const box = details(page, IN_STOCK.name);
    const add = box.getByRole('button', { name: 'Add to cart - $179.95' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText(IN_STOCK.name)).toBeVisible();
  });

  test('a failed add is said next to the button, and the choice stays', async ({ page }) => {
    test.slow(); // the cart client retries an add once after 2 s (docs/requirements/cart.md#quantities-and-retries)
    await page.goto(LIMITED.path);
    const box = details(page, LIMITED.name);
    await box.getByLabel('Quantity').selectOption('3');
    await box.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(box.getByRole('alert')).toHaveText('The maximum quantity for this item is 2.', { timeout: 15_000 });
    await expect(box.getByLabel('Quantity')).toHaveValue('3');
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeHidden();
  });

  test('a sold-out variant offers notify-me instead of adding, and its form sends', async ({ page }) => {
    await page.goto(`${SOLD_OUT.path}?color=plum&size=7`);
    const box = details(page, SOLD_OUT.name);
    await expect(box.getByRole('status')).toHaveText('Out of Stock');
    await expect(box.getByRole('link', { name: /\(out of stock\)/ }).first()).toBeVisible();
    await expect(box.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    await expect(box.getByLabel('Quantity')).toHaveCount(0);
    await box.getByRole('button', { name: 'Notify me' }).click();
    const email = box.getByLabel('Email');
    await expect(email).toBeFocused();
    await email.fill(`pdp-notify-${Date.now()}@example.com`);
    await box.getByRole('button', { name: 'Email me when available' }).click();
    await expect(box.getByRole('status').filter({ hasText: /We will email pdp-notify-\d+@example\.com when it is back in stock\./ })).toBeVisible();
  });

  test('a presale asks a guest to sign in to buy; after signing in the add goes ahead', async ({ page }) => {
    await page.goto(`${PRESALE.path}?size=9`);
    const box = details(page, PRESALE.name);
    await expect(box.getByText('Presale: sign in to order now, ships on release.')).toBeVisible();
    await expect(box.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    await box.getByRole('button', { name: 'Sign in to buy' }).click();
    const signIn = page.getByRole('dialog', { name: /^sign in/i });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel('Email', { exact: true }).fill('member@cairn.test');
    await signIn.getByRole('button', { name: 'Continue' }).click();
    await signIn.getByLabel('Password', { exact: true }).fill('Summit-Pass-1');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText(PRESALE.name)).toBeVisible({ timeout: 15_000 });
    // Signed in now: the same button adds.
    await expect(box.getByRole('button', { name: 'Add to cart - $189.95' })).toBeVisible();
    await expect(box.getByText('Presale: sign in to order now, ships on release.')).toBeHidden();
  });

  test('on /it-it/ the buy box speaks Italian', async ({ page }) => {
    await page.goto('/it-it/p/summit-trail-mid-wp-boot-FWINSTOCK1');
    const box = details(page, IN_STOCK.name);
    await expect(box.getByRole('status')).toHaveText('Per vedere la disponibilità, scegli: size.');
    await box.getByRole('button', { name: /^Aggiungi al carrello - .+€$/ }).click();
    await expect(box.getByRole('alert')).toHaveText('Scegli: size.');
    await box.getByRole('link', { name: 'Size 9', exact: true }).click();
    await expect(box.getByRole('status')).toHaveText('Disponibile');
    await expect(box.getByLabel('Quantità')).toBeVisible();
  });

  test('loads no buy-box code before the shopper shows intent', { tag: '@before-intent' }, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${IN_STOCK.path}?size=9`);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await details(page, IN_STOCK.name).getByRole('button', { name: /^Add to cart/ }).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });

  test('has no serious accessibility violations, with the size message shown', async ({ page }) => {
    await page.goto(IN_STOCK.path);
    const box = details(page, IN_STOCK.name);
    await box.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(box.getByRole('alert')).toHaveText('Please choose a size.');
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${PRESALE.path}?size=9`);
    await expectNoSeriousA11yViolations(page);
  });
});
