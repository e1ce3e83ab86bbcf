import type { Page } from '@playwright/test';
import { COMPILE_ALL_HINT } from '../../src/server/build-plugins.ts';
import { cartWithItems } from './shopper.ts';
import { expect, test } from './support.ts';

/**
 * What the pages' speed depends on (issue 15): a public page with hearts doesn't load the error
 * catalogue (four languages, ~11 KB gzip) until a call fails, and then words the failure with it.
 */
const PRODUCT = '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1';
const PRODUCT_NAME = 'Summit Trail Mid WP Boot';
/** The English NETWORK message of src/lib/errors/messages.ts: only the catalogue's chunk has it. */
const CATALOGUE_WORDS = 'We could not reach the shop. Check your connection and try again.';

/** Every script body the page has loaded so far. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') void response.text().then((t) => bodies.push(t), () => undefined);
  });
  return bodies;
}

/** A DOM event that only React DOM's client build names (its composition events). */
const REACT_DOM = 'compositionend';

test.describe('critical path', () => {
  test('the product page loads the error catalogue only when a call fails', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto(PRODUCT);
    const heart = page.getByRole('button', { name: `Add ${PRODUCT_NAME} to favorites` });
    await expect(heart).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((body) => body.includes(CATALOGUE_WORDS))).toBe(false);

    // The add fails on the network: the catalogue arrives and words the toast.
    await page.route('**/api/gateway/wishlists/v2/favorites**', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await heart.click();
    await expect(page.getByText(CATALOGUE_WORDS)).toBeVisible();
    await expect.poll(() => scripts.some((body) => body.includes(CATALOGUE_WORDS))).toBe(true);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('the cart’s React DOM is compiled as it downloads, and no other script is', async ({ page }) => {
    const { items } = await cartWithItems(page, [{ productId: 'FWINSTOCK1-moss-01' }]);
    const scripts = collectScripts(page);
    await page.goto('/en-us/cart');
    // Hydrated: the line's quantity takes an edit.
    const quantity = page.getByRole('article', { name: items[0]!.name }).getByLabel('Quantity');
    await expect(quantity).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const hinted = scripts.filter((body) => body.startsWith(COMPILE_ALL_HINT));
    expect(hinted).toHaveLength(1);
    expect(hinted[0]).toContain(REACT_DOM);
    expect(scripts.filter((body) => body.includes(REACT_DOM))).toEqual(hinted);
  });

  test('the chrome’s script and the module it imports are asked for together, not one after the other', async ({ page, request }) => {
    for (const path of ['/en-us/', '/fr-fr/c/footwear-1000', '/en-us/cart']) {
      await page.goto(path);
      const entry = await page.locator('script[type="module"][src*="Base.astro"]').getAttribute('src');
      expect(entry, path).toBeTruthy();
      // The entry's own imports (src/layouts/Base.astro's script): each must be named by a preload in the HTML.
      const imports = [...(await (await request.get(entry!)).text()).matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => `/_astro/${m[1]}`);
      expect(imports.length, path).toBeGreaterThan(0);
      const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(preloaded, path).toEqual(expect.arrayContaining(imports));
    }
  });
});
