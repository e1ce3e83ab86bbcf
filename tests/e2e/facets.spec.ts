/**
 * Category facets (docs/requirements/catalogue.md#listings-and-search): values with counts, colour swatches, the display limits
 * (sm 4, md 10, lg 20) with see more / see less, clear one and clear all, chips, filters and pages
 * in the URL (links that work without JavaScript), in-place updates with JavaScript and the back
 * button, and the words in each language.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scrollThrough, test } from './support.ts';

const FOOTWEAR = '/en-us/c/footwear-1000';
const at = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const facet = (page: Page, name: string) => page.getByRole('region', { name });
const chosen = (page: Page) => page.getByRole('region', { name: 'Chosen filters' });
const grid = (page: Page) => page.getByRole('list', { name: 'Footwear products' });
const countOf = async (page: Page): Promise<number> => Number((await page.getByText(/^\d+ products?$/).textContent())?.match(/\d+/)?.[0]);

test.describe('category facets on a phone', () => {
  test('the filters fold behind a toggle; a facet shows 4 values, see more shows the rest @mobile', async ({ page }) => {
    await page.goto(FOOTWEAR);
    const colour = facet(page, 'Color');
    await expect(colour).toBeHidden();
    await page.getByText('Filters', { exact: true }).click();
    await expect(colour).toBeVisible();
    const values = colour.getByRole('link', { name: /\(\d+\)$/ });
    await expect(values).toHaveCount(4);
    const more = colour.getByRole('button', { name: 'See more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const shown = await values.count();
    expect(shown).toBeGreaterThan(4);
    const less = colour.getByRole('button', { name: 'See less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(values).toHaveCount(4);

    // Filtering keeps the panel open and the facet as the shopper left it.
    await colour.getByRole('button', { name: 'See more' }).click();
    await colour.getByRole('link', { name: /^Black \(\d+\)$/ }).click();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?color=black`));
    await expect(colour.getByRole('link', { name: /^Black/ })).toHaveAttribute('aria-current', 'true');
    await expect(values).toHaveCount(shown);
    await expect(page.getByText('Filters (1)', { exact: true })).toBeVisible();
  });

  test('has no serious accessibility violations with the filters open @mobile', async ({ page }) => {
    await page.goto(`${FOOTWEAR}?size=9`);
    await page.getByText('Filters (1)', { exact: true }).click();
    await facet(page, 'Color').getByRole('button', { name: 'See more' }).click();
    await scrollThrough(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('category facets', () => {
  test('shows up to 10 values on a tablet and up to 20 on a desktop, as a sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto(FOOTWEAR);
    await page.getByText('Filters', { exact: true }).click();
    const colour = facet(page, 'Color');
    await expect(colour.getByRole('link', { name: /\(\d+\)$/ })).toHaveCount(10);
    await expect(colour.getByRole('button', { name: 'See more' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    // From lg the panel is always shown: no toggle.
    await expect(page.getByText('Filters', { exact: true })).toBeHidden();
    const all = await colour.getByRole('link', { name: /\(\d+\)$/ }).count();
    expect(all).toBeGreaterThan(10);
    expect(all).toBeLessThanOrEqual(20);
    await expect(colour.getByRole('button', { name: 'See more' })).toBeHidden();
  });

  test('values with counts and swatches; filter, clear one facet, clear all, in place', async ({ page }) => {
    await page.goto(FOOTWEAR);
    const all = await countOf(page);
    await page.evaluate(() => ((window as unknown as { __kept?: boolean }).__kept = true));

    const colour = facet(page, 'Color');
    const moss = colour.getByRole('link', { name: /^Moss \((\d+)\)$/ });
    const mossCount = Number((await moss.textContent())?.match(/\((\d+)\)/)?.[1]);
    await moss.click();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?color=moss`));
    await expect.poll(() => countOf(page)).toBe(mossCount);
    await expect(grid(page).getByRole('listitem').first()).toBeVisible();

    await facet(page, 'Price').getByRole('link', { name: /^\$100 – \$200 \(\d+\)$/ }).click();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?color=moss&price=100-200`));
    await expect(chosen(page).getByRole('link', { name: 'Remove filter $100 – $200' })).toBeVisible();
    const narrowed = await countOf(page);
    expect(narrowed).toBeLessThanOrEqual(mossCount);

    // Clear one facet.
    await colour.getByRole('link', { name: 'Clear Color filters' }).click();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?price=100-200`));
    await expect(chosen(page).getByRole('link', { name: 'Remove filter Moss' })).toHaveCount(0);

    // Back and forward restore the states.
    await page.goBack();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?color=moss&price=100-200`));
    // The address changes first; the list is put back in place just after.
    await expect.poll(() => countOf(page)).toBe(narrowed);
    await page.goForward();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?price=100-200`));

    await chosen(page).getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(at(FOOTWEAR));
    await expect(chosen(page)).toHaveCount(0);
    await expect.poll(() => countOf(page)).toBe(all);
    // None of it reloaded the page.
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
  });

  test('pages keep the filters, and a new filter starts again at page 1', async ({ page }) => {
    await page.goto(`${FOOTWEAR}?size=9`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?size=9&page=2`));
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^\d+ products$/)).toBeFocused();
    await facet(page, 'Color').getByRole('link', { name: /^Black/ }).click();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?color=black&size=9`));
  });

  test('filters that match nothing say so, with a way back', async ({ page }) => {
    const res = await page.goto(`${FOOTWEAR}?color=black&color=moss&price=0-50&size=XXL`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText('No products match these filters. Remove one or clear them all.')).toBeVisible();
    await chosen(page).getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(at(FOOTWEAR));
  });

  test('has no serious accessibility violations with filters chosen', async ({ page }) => {
    await page.goto(`${FOOTWEAR}?color=black&size=9`);
    await scrollThrough(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('speaks the site language', async ({ page }) => {
    await page.goto('/fr-fr/c/footwear-1000?color=black');
    await expect(page.getByRole('region', { name: 'Couleur' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Filtres choisis' }).getByRole('link', { name: 'Effacer tous les filtres' })).toBeVisible();
    await expect(page.getByLabel('Trier par')).toBeVisible();
    await page.goto('/it-it/c/footwear-1000');
    await expect(page.getByRole('region', { name: 'Prezzo' }).getByRole('link', { name: /€/ }).first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every value shows and filters are plain links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(FOOTWEAR);
    const colour = facet(page, 'Color');
    await expect(colour.getByRole('button', { name: 'See more' })).toBeHidden();
    await colour.getByRole('link', { name: /^Black/ }).click();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?color=black`));
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(at(`${FOOTWEAR}?color=black&sort=price-desc`));
    await expect(chosen(page).getByRole('link', { name: 'Remove filter Black' })).toBeVisible();
  });
});
