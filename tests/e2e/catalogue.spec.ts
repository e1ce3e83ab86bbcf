import { expect, expectNoSeriousA11yViolations, scrollThrough, test } from './support.ts';

test.describe('category page', () => {
  test('shows the category with a product grid from the catalogue', async ({ page }) => {
    const response = await page.goto('/en-us/c/mens-jackets-2001');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: "Men's Jackets" })).toBeVisible();
    const grid = page.getByRole('list', { name: "Men's Jackets products" });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/\d+ products/)).toBeVisible();
    // The marked-down fixture product sits in this category and shows its label.
    const markedDown = grid.getByRole('listitem').filter({ has: page.getByRole('link', { name: /./ }) }).filter({ hasText: 'Marked Down' });
    await expect(markedDown.first()).toBeVisible();
  });

  test('pages through the products', async ({ page }) => {
    await page.goto('/en-us/c/footwear-1000');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstOnPage1 = await page.getByRole('article').first().getAttribute('data-product-id');
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await page.getByRole('article').first().getAttribute('data-product-id')).not.toBe(firstOnPage1);
  });

  test('sorts by price', async ({ page }) => {
    await page.goto('/en-us/c/gear-3000');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  });

  test('treats a bad page number as page 1', async ({ page }) => {
    const response = await page.goto('/en-us/c/footwear-1000?page=abc');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('answers 404 for an unknown category and a malformed id', async ({ page }) => {
    expect((await page.goto('/en-us/c/nothing-here-99999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
    expect((await page.goto('/en-us/c/jackets-12'))?.status()).toBe(404);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/en-us/c/mens-jackets-2001');
    await scrollThrough(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('product page', () => {
  test('shows name, gallery, price and the colour and size choices', async ({ page }) => {
    const response = await page.goto('/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Summit Trail Mid WP Boot' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Product images' }).getByRole('img').first()).toBeVisible();
    await expect(page.getByText('$179.95').first()).toBeVisible();
    const details = page.getByRole('region', { name: 'Summit Trail Mid WP Boot' });
    await expect(details.getByRole('status')).toHaveText(/Choose size/);

    await page.getByRole('link', { name: 'Color Black' }).click();
    await expect(page).toHaveURL(/color=black/);
    await expect(page.getByRole('link', { name: 'Color Black' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('group', { name: /Color: Black/ })).toBeVisible();

    await page.getByRole('link', { name: 'Size 9', exact: true }).click();
    await expect(page).toHaveURL(/size=9/);
    await expect(details.getByRole('status')).toHaveText(/in stock/i);
  });

  test("labels a marked-down product 'Marked Down' with its original price", async ({ page }) => {
    await page.goto('/en-us/c/mens-jackets-2001');
    await page.locator('[data-product-id="APMARKDWN1"]').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Marked Down').first()).toBeVisible();
    await expect(page.locator('main s').first()).toBeVisible();
  });

  test("labels a free gift 'Free Gift'", async ({ page, request }) => {
    const details = await (await request.get(`http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4392}/products/v2/products/GRFREEGFT1/details`)).json();
    await page.goto(`/en-us/p/${details.slug}-GRFREEGFT1`);
    await expect(page.getByText('Free Gift').first()).toBeVisible();
  });

  test('marks out-of-stock sizes', async ({ page, request }) => {
    const details = await (await request.get(`http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4392}/products/v2/products/FWSOLDOUT1/details`)).json();
    await page.goto(`/en-us/p/${details.slug}-FWSOLDOUT1`);
    await expect(page.getByRole('link', { name: /\(out of stock\)/ }).first()).toBeVisible();
  });

  test('answers 404 for an unknown product and a malformed id', async ({ page }) => {
    expect((await page.goto('/en-us/p/no-such-boot-ZZ999999'))?.status()).toBe(404);
    expect((await page.goto('/en-us/p/no-such-boot-zz9'))?.status()).toBe(404);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1');
    await expectNoSeriousA11yViolations(page);
  });
});
