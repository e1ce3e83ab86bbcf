import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';
import { callFromPage } from './shopper.ts';

/**
 * Saved-for-later on the cart page (docs/requirements/cart.md#saved-for-later): a cart line saved for later leaves the
 * cart and appears under 'Saved for later'; 'Move to cart' brings it back; an out-of-stock item
 * can't be moved back ('this item could not be moved to cart', ITEM_OOS); 'Edit' opens quick shop in
 * an update-saved-item context (docs/requirements/cart.md#saved-for-later) and 'Update' changes the saved variant. Fresh guests only.
 */
const BOOT = 'Summit Trail Mid WP Boot';
const SOLD_OUT = 'Talus GTX Hiking Boot';

const savedSection = (page: Page) => page.getByRole('region', { name: /^Saved for later \(\d+\)$/ });

test.describe('saved for later', () => {
  test('a cart line saved for later leaves the cart, and moving it back returns it', async ({ page }) => {
    await page.goto('/en-us/');
    const created = await callFromPage(page, 'POST', '/api/gateway/cart/v1/cartWithItem', { items: [{ productId: 'FWINSTOCK1-moss-01', qty: 1 }] });
    expect(created.status).toBeLessThan(300);

    await page.goto('/en-us/cart');
    const line = page.getByRole('article', { name: BOOT });
    await expect(line).toBeVisible();
    await line.getByRole('button', { name: `Save ${BOOT} for later` }).click();

    await expect(line).toHaveCount(0);
    const saved = savedSection(page);
    await expect(saved.getByRole('heading', { name: 'Saved for later (1)' })).toBeVisible();
    const item = saved.getByRole('listitem').filter({ hasText: BOOT });
    await expect(item.getByText('In stock')).toBeVisible();

    await item.getByRole('button', { name: `Move to cart: ${BOOT}` }).click();
    await expect(page.getByRole('article', { name: BOOT })).toBeVisible();
    await expect(saved.getByRole('heading', { name: 'Saved for later (0)' })).toBeVisible();
    await expect(saved.getByText('You have nothing saved for later.')).toBeVisible();

    // The server agrees: the list is empty and the cart has the line.
    const list = await callFromPage(page, 'GET', '/api/gateway/wishlists/v2/saveForLater');
    expect(list.body).toMatchObject({ items: [] });
  });

  test('the first HTML already lists the saved items; the page uses that list and moves an item back from it', async ({ page, browser, baseURL }) => {
    await page.goto('/en-us/');
    const created = await callFromPage(page, 'POST', '/api/gateway/cart/v1/cartWithItem', { items: [{ productId: 'FWINSTOCK1-moss-01', qty: 1 }] });
    expect(created.status).toBeLessThan(300);
    await page.goto('/en-us/cart');
    await page.getByRole('article', { name: BOOT }).getByRole('button', { name: `Save ${BOOT} for later` }).click();
    await expect(savedSection(page).getByRole('heading', { name: 'Saved for later (1)' })).toBeVisible();

    // A browser without scripts: the list is there, not a loading line; its buttons wait for the island.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await noScript.newPage();
    await still.goto('/en-us/cart');
    const stillItem = savedSection(still).getByRole('listitem').filter({ hasText: BOOT });
    await expect(savedSection(still).getByRole('heading', { name: 'Saved for later (1)' })).toBeVisible();
    await expect(stillItem.getByText('In stock')).toBeVisible();
    await expect(stillItem.getByRole('button', { name: `Move to cart: ${BOOT}` })).toBeDisabled();
    await expect(still.getByText('Loading your saved items…')).toHaveCount(0);
    await noScript.close();

    // With scripts: the same list hydrates (no mismatch) and is not read again by the browser.
    const mismatches: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text()) && mismatches.push(m.text()));
    const listReads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/gateway/wishlists/v2/saveForLater') && listReads.push(r.url()));
    await page.reload();
    const item = savedSection(page).getByRole('listitem').filter({ hasText: BOOT });
    const moveBack = item.getByRole('button', { name: `Move to cart: ${BOOT}` });
    await expect(moveBack).toBeEnabled();
    // Moving it back needs the list's id, which the page took from the server's read.
    await moveBack.click();
    await expect(page.getByRole('article', { name: BOOT })).toBeVisible();
    await expect(savedSection(page).getByRole('heading', { name: 'Saved for later (0)' })).toBeVisible();
    expect(listReads).toEqual([]);
    expect(mismatches).toEqual([]);
  });

  test("an out-of-stock item can't be moved back: 'this item could not be moved to cart' at the item", async ({ page }) => {
    await page.goto('/en-us/');
    // A sold-out variant can't be in a cart, so it is saved straight to the list.
    const savedOut = await callFromPage(page, 'PUT', '/api/gateway/cart/v2/saveForLater', { productId: 'FWSOLDOUT1-plum-01', qty: 1 });
    expect(savedOut.status).toBe(200);

    await page.goto('/en-us/cart');
    const saved = savedSection(page);
    const item = saved.getByRole('listitem').filter({ hasText: SOLD_OUT });
    await expect(item.getByText('Out of stock')).toBeVisible();
    await item.getByRole('button', { name: `Move to cart: ${SOLD_OUT}` }).click();
    await expect(item.getByRole('alert')).toHaveText('this item could not be moved to cart');
    // Nothing lost: it is still saved.
    await expect(saved.getByRole('heading', { name: 'Saved for later (1)' })).toBeVisible();

    await item.getByRole('button', { name: `Remove from saved for later: ${SOLD_OUT}` }).click();
    await expect(saved.getByRole('heading', { name: 'Saved for later (0)' })).toBeVisible();
  });

  test("a saved item's Edit opens quick shop to update it: another size replaces the saved one", async ({ page }) => {
    await page.goto('/en-us/');
    const savedFirst = await callFromPage(page, 'PUT', '/api/gateway/cart/v2/saveForLater', { productId: 'FWINSTOCK1-moss-01', qty: 1 });
    expect(savedFirst.status).toBe(200);

    await page.goto('/en-us/cart');
    const saved = savedSection(page);
    await saved.getByRole('button', { name: `Edit ${BOOT}` }).click();
    const panel = page.getByRole('dialog', { name: 'Quick shop' });
    await expect(panel.getByRole('heading', { name: BOOT })).toBeVisible();
    // Opened on the saved variant, in an update context.
    await expect(panel.getByRole('radio', { name: '7', exact: true })).toBeChecked();
    await panel.getByRole('radio', { name: '9', exact: true }).check();
    await panel.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByText(`${BOOT} was updated`)).toBeVisible();

    // Still one saved item, now the size 9: Edit opens on it.
    await expect(saved.getByRole('heading', { name: 'Saved for later (1)' })).toBeVisible();
    await saved.getByRole('button', { name: `Edit ${BOOT}` }).click();
    await expect(panel.getByRole('radio', { name: '9', exact: true })).toBeChecked();
    await expect(panel.getByRole('group', { name: /Size: 9$/ })).toBeVisible();

    // The server agrees: the old variant is gone, another moss variant is saved.
    const list = await callFromPage(page, 'GET', '/api/gateway/wishlists/v2/saveForLater');
    const items = (list.body as { items: Array<{ productId: string }> }).items;
    expect(items).toHaveLength(1);
    expect(items[0]?.productId).toMatch(/^FWINSTOCK1-moss-\d{2}$/);
    expect(items[0]?.productId).not.toBe('FWINSTOCK1-moss-01');
  });
});
