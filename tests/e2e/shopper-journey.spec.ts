/**
 * The guest's whole path through the shopper islands, as one journey (issue 6 "Done when"):
 * quick-shop from a category grid, the mini cart, then the cart page's edits. Each step's own
 * rules are tested in quick-shop.spec.ts and cart.spec.ts; this proves they hand over to each
 * other: what quick-shop adds is what the mini cart and the cart page show and change.
 */
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const CATEGORY = '/en-us/c/footwear-1000';
const BOOT = 'Summit Trail Mid WP Boot';

test('a guest adds from quick-shop, checks the mini cart, then edits the cart', async ({ page }) => {
  await page.goto(CATEGORY);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  // Quick-shop: colour and size, then add (quantity 1).
  await page.getByRole('button', { name: `Quick shop ${BOOT}` }).click();
  const quickShop = page.getByRole('dialog', { name: 'Quick shop' });
  await quickShop.getByRole('radio', { name: 'Black' }).check();
  await quickShop.getByRole('radio', { name: '10', exact: true }).check();
  await quickShop.getByRole('button', { name: /^Add to cart/ }).click();

  // The mini cart takes over: the boot, its size, the subtotal.
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart.getByText(BOOT)).toBeVisible();
  await expect(quickShop).toBeHidden();
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await miniCart.getByRole('link', { name: 'View cart' }).click();

  // The cart page: the same line. Quick-shop adds carry maxQty 1 (docs/requirements/cart.md#quantities-and-retries), so the line
  // can't grow past it, and the spec's range message says so at the field.
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  const line = page.getByRole('article', { name: BOOT });
  const quantity = line.getByLabel('Quantity');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(quantity).toHaveAccessibleDescription('Value must not be more than 1');
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // A coupon on what quick-shop added, kept across a reload.
  await page.getByLabel('Coupon code').fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove coupon SAVE10' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove coupon SAVE10' })).toBeVisible();
  await expect(page.getByRole('article', { name: BOOT }).getByLabel('Quantity')).toHaveValue('1');

  await page.getByRole('article', { name: BOOT }).getByRole('button', { name: `Remove ${BOOT}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});
