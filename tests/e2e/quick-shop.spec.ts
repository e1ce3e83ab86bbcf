/**
 * Quick shop from a category grid (docs/requirements/catalogue.md#quick-shop): the footer button by priority, adding to the
 * cart, notify-me, presale sign-in-to-buy, the "choose a size" rule, focus, a11y, the bottom sheet.
 * /en-us/c/footwear-1000 lists the fixed test products first (docs/sandbox.md): FWINSTOCK1
 * (always in stock), FWSOLDOUT1 (sold out, notifyMe), FWPRESALE1 (presale).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const CATEGORY = '/en-us/c/footwear-1000';
const IN_STOCK = 'Summit Trail Mid WP Boot';
const SOLD_OUT = 'Talus GTX Hiking Boot';
const PRESALE = 'Meridian GTX Trail Shoe';

async function cartCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/session', { headers: { accept: 'application/json' } });
  const body = (await res.json()) as { cart?: { totalItems?: number } };
  return body.cart?.totalItems ?? 0;
}

async function openQuickShop(page: Page, name: string) {
  await page.goto(CATEGORY);
  await page.getByRole('button', { name: `Quick shop ${name}` }).click();
  const panel = page.getByRole('dialog', { name: 'Quick shop' });
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  return panel;
}

test.describe('quick shop', () => {
  test('a guest picks a colour and a size and adds the boot to the cart', async ({ page }) => {
    const panel = await openQuickShop(page, IN_STOCK);
    const before = await cartCount(page);
    await panel.getByRole('radio', { name: 'Black' }).check();
    await expect(panel.getByRole('group', { name: /Color: Black/ })).toBeVisible();
    await panel.getByRole('radio', { name: '9', exact: true }).check();
    await expect(panel.getByText('In Stock')).toBeVisible();
    await panel.getByRole('button', { name: /^Add to cart - \$179\.95$/ }).click();
    // The mini cart (when its island is registered) or the success message names the item.
    const miniCart = page.getByRole('dialog', { name: /cart/i }).filter({ hasText: IN_STOCK });
    const toast = page.getByText(`${IN_STOCK} was added to your cart`);
    await expect(miniCart.or(toast).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Quick shop' })).toBeHidden();
    await expect.poll(() => cartCount(page)).toBe(before + 1);
    // The header's cart link counts it too.
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^Cart, ${before + 1} items?$`) })).toBeVisible();
  });

  test('a size not chosen keeps the item out of the cart and says to choose one', async ({ page }) => {
    const panel = await openQuickShop(page, IN_STOCK);
    const before = await cartCount(page);
    await panel.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please choose a size.');
    await expect(panel.getByRole('radio', { name: '7', exact: true })).toBeFocused();
    await expect(panel).toBeVisible();
    expect(await cartCount(page)).toBe(before);
    // Choosing one clears the message.
    await panel.getByRole('radio', { name: '8', exact: true }).check();
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });

  test('a sold-out variant offers notify-me, with validation and a confirmation', async ({ page }) => {
    const panel = await openQuickShop(page, SOLD_OUT);
    await panel.getByRole('radio', { name: '7, unavailable', exact: true }).check();
    await expect(panel.getByText('Out of Stock')).toBeVisible();
    await expect(panel.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    const email = panel.getByLabel('Email');
    await email.fill('not-an-email');
    await panel.getByRole('button', { name: 'Email me when available' }).click();
    await expect(panel.getByText('Email is not valid')).toBeVisible();
    await email.fill(`notify-${Date.now()}@example.com`);
    await panel.getByRole('button', { name: 'Email me when available' }).click();
    await expect(panel.getByRole('status').filter({ hasText: /We will email notify-\d+@example\.com when it is back in stock\./ })).toBeVisible();
  });

  test('a presale product asks a guest to sign in to buy; after signing in the add goes ahead', async ({ page }) => {
    const panel = await openQuickShop(page, PRESALE);
    await panel.getByRole('radio', { name: '9', exact: true }).check();
    await expect(panel.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Sign in to buy' }).click();
    const signIn = page.getByRole('dialog', { name: /^sign in/i });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel('Email', { exact: true }).fill('member@cairn.test');
    await signIn.getByRole('button', { name: 'Continue' }).click();
    await signIn.getByLabel('Password', { exact: true }).fill('Summit-Pass-1');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    const miniCart = page.getByRole('dialog', { name: /cart/i }).filter({ hasText: PRESALE });
    const toast = page.getByText(`${PRESALE} was added to your cart`);
    await expect(miniCart.or(toast).first()).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/session', { headers: { accept: 'application/json' } });
        const body = (await res.json()) as { cart?: { items?: Array<{ productId: string }> } };
        return (body.cart?.items ?? []).some((i) => i.productId.startsWith('FWPRESALE1-'));
      })
      .toBe(true);
  });

  test('Escape closes it and focus returns to the card button', async ({ page }) => {
    const panel = await openQuickShop(page, IN_STOCK);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: `Quick shop ${IN_STOCK}` })).toBeFocused();
  });

  test('the card button is reached with the keyboard and opens it', async ({ page }) => {
    await page.goto(CATEGORY);
    const trigger = page.getByRole('button', { name: `Quick shop ${SOLD_OUT}` });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Quick shop' }).getByRole('heading', { name: SOLD_OUT })).toBeVisible();
  });

  test('has no serious accessibility violations while open', async ({ page }) => {
    const panel = await openQuickShop(page, IN_STOCK);
    await panel.getByRole('radio', { name: '9', exact: true }).check();
    await expectNoSeriousA11yViolations(page);
  });

  test('on /fr-fr/ the panel speaks French: title, pickers and the add button', async ({ page }) => {
    await page.goto('/fr-fr/c/footwear-1000');
    await page.getByRole('button', { name: `Achat rapide ${IN_STOCK}` }).click();
    const panel = page.getByRole('dialog', { name: 'Achat rapide' });
    await expect(panel.getByRole('heading', { name: IN_STOCK })).toBeVisible();
    await panel.getByRole('button', { name: /^Ajouter au panier/ }).click();
    await expect(panel.getByRole('alert')).toHaveText(/^Veuillez choisir : /);
    await panel.getByRole('radio', { name: '9', exact: true }).check();
    await expect(panel.getByText('En stock')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Ajouter au panier - .+€$/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
  });

  test('opens as a bottom sheet on a phone @mobile', async ({ page }) => {
    const panel = await openQuickShop(page, IN_STOCK);
    // The sheet animates in: wait until it rests on the bottom edge, full width. Measured against
    // the page's own viewport (innerWidth): a block that overflows widens it past the device's.
    await expect
      .poll(() =>
        panel.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { left: Math.round(r.left), right: Math.round(r.right - innerWidth), bottom: Math.round(r.bottom - innerHeight) };
        }),
      )
      .toEqual({ left: 0, right: 0, bottom: 0 });
  });
});
