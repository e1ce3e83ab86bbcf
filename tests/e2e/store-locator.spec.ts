/**
 * The store locator (issue 13 "Stores"): a store search by postal code or city as a GET form that
 * works without JavaScript, each store with its address and hours, and "make this my store",
 * which sets the favorite store the favorites page shows.
 */
import { signUpNewShopper } from './account.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

test.describe('store locator', () => {
  test('finds a store by postal code and makes it the favorite store, then moves it', async ({ page }) => {
    // A shopper of their own: the seeded member's store (Boulder) is what the favorites tests read,
    // and a change made here would have stayed for them, and for this test's retry.
    await signUpNewShopper(page, 'store');
    await page.goto('/en-us/store-locator');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const form = page.getByRole('search', { name: 'Search for a store' });
    await form.getByLabel('Postal code or city').fill('98101');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en-us\/store-locator\?q=98101$/);

    await expect(page.getByRole('heading', { name: /stores? for “98101”/ })).toBeVisible();
    // The nearest first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Cairn Seattle');
    const seattle = page.getByRole('article', { name: 'Cairn Seattle' });
    await expect(seattle).toContainText('85 Pike St');
    await seattle.getByText('Opening hours').click();
    await expect(seattle.getByRole('definition').first()).toBeVisible();

    await seattle.getByRole('button', { name: /Make this my store/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cairn Seattle is now your store.' })).toBeVisible();
    await expect(seattle.getByText('✓ My store')).toBeVisible();
    await expect(seattle.getByRole('button', { name: /Make this my store/ })).toBeHidden();

    // The favorite store that favorites (and pickup) use.
    await page.goto('/en-us/favorites');
    await expect(page.getByRole('region', { name: 'Your favorite store' })).toContainText('Cairn Seattle');

    // Another store chosen on the locator takes the mark: Boulder is the shopper's store, Seattle no longer.
    await page.goto('/en-us/store-locator?q=Boulder');
    const boulder = page.getByRole('article', { name: 'Cairn Boulder Flagship' });
    await expect(boulder.getByText('✓ My store')).toBeHidden();
    await boulder.getByRole('button', { name: /Make this my store/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cairn Boulder Flagship is now your store.' })).toBeVisible();
    await page.goto('/en-us/store-locator?q=98101');
    await expect(seattle.getByRole('button', { name: /Make this my store/ })).toBeVisible();
    await expect(seattle.getByText('✓ My store')).toBeHidden();
  });

  test('asks a guest to sign in before choosing a store', async ({ page }) => {
    await page.goto('/en-us/store-locator?q=Seattle');
    const seattle = page.getByRole('article', { name: 'Cairn Seattle' });
    await seattle.getByRole('button', { name: /Make this my store/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sign in to choose a favorite store.' })).toBeVisible();
  });

  test('shows no stores for an unknown place and escapes what was typed', async ({ page }) => {
    await page.goto(`/en-us/store-locator?q=${encodeURIComponent('<b>Atlantis</b>')}`);
    await expect(page.getByText('No stores found for “<b>Atlantis</b>”.', { exact: false })).toBeVisible();
    await expect(page.locator('main b', { hasText: 'Atlantis' })).toHaveCount(0);
    await page.goto('/en-us/store-locator?q=99999');
    await expect(page.getByText('We could not find “99999”.', { exact: false })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('searches by city with the plain form', async ({ page }) => {
      await page.goto('/de-de/store-locator');
      const form = page.getByRole('search', { name: 'Filiale suchen' });
      await form.getByLabel('Postleitzahl oder Stadt').fill('munchen');
      await form.getByRole('button', { name: 'Suchen', exact: true }).click();
      await expect(page.getByRole('article', { name: 'Cairn München' })).toContainText('Sendlinger Str. 40');
    });
  });

  test('has no serious accessibility violations on desktop', async ({ page }) => {
    await page.goto('/en-us/store-locator?q=80302');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('has no serious accessibility violations on a phone @mobile', async ({ page }) => {
    await page.goto('/en-us/store-locator?q=80302');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
