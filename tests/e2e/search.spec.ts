/**
 * Search (docs/requirements/catalogue.md#listings-and-search): the header's search field with its type-ahead (an ARIA combobox:
 * keyboard, Escape, stale answers dropped), the results page with facets, chips, sort and the back
 * button, the search hub, the no-results page, escaping of the words, and the interaction origin
 * 'Search' on result clicks.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openCutBefore, scrollThrough, test } from './support.ts';

/** The page's full URL is this path (and query). */
const at = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const field = (page: Page) => page.getByRole('search', { name: 'Search' }).getByRole('combobox', { name: 'Search' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const chosen = (page: Page) => page.getByRole('region', { name: 'Chosen filters' });
const countOf = async (page: Page): Promise<number> => Number((await page.getByText(/^\d+ products?$/).textContent())?.match(/\d+/)?.[0]);
/** Set before an in-place update; still set after it means the page did not reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __kept?: boolean }).__kept = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

test.describe('the header search field', () => {
  test('type "boot", pick a product with the keyboard, land on the product', async ({ page }) => {
    await page.goto('/en-us/');
    const input = field(page);
    await input.click();
    await input.pressSequentially('boot');
    const listbox = suggestions(page);
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group', { name: 'Suggested searches' }).getByRole('option').first()).toContainText('boot');
    await expect(listbox.getByRole('group', { name: 'Categories' }).getByRole('option', { name: "Men's Hiking Boots", exact: true })).toBeVisible();
    const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    await expect(products.first().getByRole('img')).toHaveCount(0); // the image is decorative (alt=""): the name speaks
    await expect(products.first().locator('img')).toHaveAttribute('src', /\/media\//);

    // Down through the suggested searches and categories to the first product; the focus stays in the field.
    for (let i = 0; i < 20 && (await products.first().getAttribute('aria-selected')) !== 'true'; i++) await input.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toBeFocused();
    const activeId = await input.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await products.first().getAttribute('id'));
    const name = (await products.first().locator('span').first().textContent())?.trim() ?? '';
    expect(name).toMatch(/boot/i);

    await input.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('ArrowUp wraps to the last option, Escape closes the list and a second Escape clears the field', async ({ page }) => {
    await page.goto('/en-us/c/gear-3000');
    const input = field(page);
    await input.click();
    await input.pressSequentially('tent');
    const options = suggestions(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    await input.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toHaveValue('tent');
    // ArrowDown opens the same suggestions again.
    await input.press('ArrowDown');
    await expect(suggestions(page)).toBeVisible();
    await input.press('Escape');
    await input.press('Escape');
    await expect(input).toHaveValue('');
  });

  test('a suggested search opens its results; a click on a category opens the category', async ({ page }) => {
    await page.goto('/en-us/');
    const input = field(page);
    await input.click();
    await input.pressSequentially('jack');
    const term = suggestions(page).getByRole('group', { name: 'Suggested searches' }).getByRole('option').first();
    await expect(term).toBeVisible();
    const words = (await term.textContent())?.trim() ?? '';
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(at(`/en-us/search?q=${encodeURIComponent(words).replace(/%20/g, '+')}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${words}”`);
    await expect(field(page)).toHaveValue(words);

    await field(page).fill('');
    await field(page).pressSequentially('sandal');
    await suggestions(page).getByRole('option', { name: 'Sandals' }).click();
    await expect(page).toHaveURL(/\/en-us\/c\/sandals-1004$/);
  });

  test('a late answer to older words is dropped', async ({ page }) => {
    // The answer for "ja" is held back until after the answer for "jacket" has arrived.
    let releasedJa!: () => void;
    const jaReleased = new Promise<void>((done) => (releasedJa = done));
    await page.route('**/api/gateway/products/v2/search/autoSuggest**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') === 'ja') {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue().catch(() => undefined);
        releasedJa();
        return;
      }
      await route.continue().catch(() => undefined);
    });
    await page.goto('/en-us/');
    const input = field(page);
    await input.click();
    const askedJa = page.waitForRequest((req) => new URL(req.url()).searchParams.get('q') === 'ja');
    await input.pressSequentially('ja');
    await askedJa;
    await input.pressSequentially('cket');
    const options = suggestions(page).getByRole('group', { name: 'Suggested searches' }).getByRole('option');
    await expect(options.first()).toContainText('jacket');
    // Once the late answer is out, the list still answers "jacket".
    await jaReleased;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    for (const text of await options.allTextContents()) expect(text).toContain('jacket');
  });

  test('fits a phone: the field has its own row and the menu still opens @mobile', async ({ page }) => {
    await page.goto('/en-us/');
    const input = field(page);
    await expect(input).toBeVisible();
    const box = await input.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(250);
    await input.click();
    await input.pressSequentially('boot');
    await expect(suggestions(page).getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await input.press('Escape');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the field is a plain search form', async ({ page }) => {
    await page.goto('/en-us/about-us');
    await field(page).fill('jacket');
    await field(page).press('Enter');
    await expect(page).toHaveURL(at('/en-us/search?q=jacket'));
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    // Filters are links.
    await page.getByRole('region', { name: 'Color' }).getByRole('link', { name: /^Black \(\d+\)$/ }).click();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&color=black'));
    await expect(chosen(page).getByRole('link', { name: 'Remove filter Black' })).toBeVisible();
  });
});

test.describe('the results page', () => {
  test('submit "jacket", filter by a colour and a size, clear one filter, go back, sort by price', async ({ page }) => {
    await page.goto('/en-us/');
    await field(page).fill('jacket');
    await field(page).press('Enter');
    await expect(page).toHaveURL(at('/en-us/search?q=jacket'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “jacket”');
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    // Filters update the results in place (and keep focus) once the page's script has run; a click
    // before that is a plain link to the same results, which the in-place checks below would miss.
    await page.waitForLoadState();
    const all = await countOf(page);
    expect(all).toBeGreaterThan(1);
    await mark(page);

    const colour = page.getByRole('region', { name: 'Color' });
    await colour.getByRole('link', { name: /^Black \(\d+\)$/ }).click();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&color=black'));
    await expect(colour.getByRole('link', { name: /^Black/ })).toHaveAttribute('aria-current', 'true');
    await expect(colour.getByRole('link', { name: /^Black/ })).toBeFocused();
    const black = await countOf(page);
    expect(black).toBeLessThan(all);

    await page.getByRole('region', { name: 'Size' }).getByRole('link', { name: /^M \(\d+\)$/ }).click();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&color=black&size=M'));
    await expect(chosen(page).getByRole('link', { name: 'Remove filter Black' })).toBeVisible();
    await expect(chosen(page).getByRole('link', { name: 'Remove filter M' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /products? found$/ })).toHaveText(/^\d+ products? found$/);
    const blackM = await countOf(page);
    expect(blackM).toBeLessThanOrEqual(black);

    // Clear one filter: the other stays.
    await chosen(page).getByRole('link', { name: 'Remove filter Black' }).click();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&size=M'));
    await expect(chosen(page).getByRole('link', { name: 'Remove filter Black' })).toHaveCount(0);
    await expect(chosen(page).getByRole('link', { name: 'Remove filter M' })).toBeVisible();

    // Back restores the previous state, in place.
    await page.goBack();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&color=black&size=M'));
    await expect(chosen(page).getByRole('link', { name: 'Remove filter Black' })).toBeVisible();
    expect(await countOf(page)).toBe(blackM);
    await page.goBack();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&color=black'));
    await expect(chosen(page).getByRole('link', { name: 'Remove filter M' })).toHaveCount(0);
    expect(await countOf(page)).toBe(black);
    await page.goForward();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&color=black&size=M'));
    // The results follow the address in place: the shopper sorts what they see once it is there.
    await expect(chosen(page).getByRole('link', { name: 'Remove filter M' })).toBeVisible();
    expect(await countOf(page)).toBe(blackM);

    // Sort by price, keeping the filters.
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&color=black&size=M&sort=price-asc'));
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    const prices = (await results(page).getByRole('article').allInnerTexts()).map((t) => Number(/\$([\d,.]+)/.exec(t)?.[1]?.replace(/,/g, '')));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await stillMarked(page)).toBe(true);

    // Clear all keeps the words and the sort.
    await chosen(page).getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket&sort=price-asc'));
    expect(await countOf(page)).toBe(all);
  });

  test('a result click is sent with the interaction origin Search', async ({ page }) => {
    await page.goto('/en-us/search?q=boot');
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    const card = results(page).getByRole('article').first();
    const productId = await card.getAttribute('data-product-id');
    await card.getByRole('heading').getByRole('link').click();
    // The click tracker loads on the first intent: a click that beats it is queued, then pushed.
    const events = () => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).filter((e) => e.event === 'product_click'));
    await expect.poll(events).toEqual([expect.objectContaining({ event: 'product_click', interactionOrigin: 'Search', productId })]);
  });

  test('is cacheable by URL and never reflects the words unescaped', async ({ page }) => {
    const ok = await page.request.get('/en-us/search?q=jacket&utm_source=mail');
    expect(ok.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const words = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const res = await page.goto(`/en-us/search?q=${encodeURIComponent(words)}`);
    expect(res?.status()).toBe(200);
    const html = (await res?.text()) ?? '';
    // The words appear as text (escaped) and inside the field's quoted value (where only the quote needs escaping).
    const raw = html.split('<script>alert(1)').length - 1;
    expect(raw).toBe(html.split('value="<script>alert(1)').length - 1);
    expect(html).not.toContain('"><img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`No results for “${words}”`);
    await expect(field(page)).toHaveValue(words);
    expect(dialogs).toBe(0);
  });

  test('has no serious accessibility violations, filtered, on a desktop', async ({ page }) => {
    await page.goto('/en-us/search?q=jacket&color=black');
    await scrollThrough(page);
    await expectNoSeriousA11yViolations(page);
    await field(page).fill('');
    await field(page).pressSequentially('boot');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    await field(page).press('ArrowDown');
    await expectNoSeriousA11yViolations(page);
  });

  test('has no serious accessibility violations on a phone, filters open @mobile', async ({ page }) => {
    await page.goto('/en-us/search?q=jacket&size=M');
    await page.getByText('Filters (1)', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Color' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('no results and the hub', () => {
  test('words that find nothing: tips, what to try instead, and the popular categories', async ({ page }) => {
    await page.goto('/en-us/');
    await field(page).fill('jakcet');
    await field(page).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No results for “jakcet”');
    await expect(page.getByText('Check the spelling, use fewer words or a more general word, or start from a category.')).toBeVisible();
    // The CMS search area's no-results page.
    await expect(page.getByRole('heading', { name: 'No results', exact: true })).toBeVisible();
    const popular = page.getByRole('region', { name: 'Popular categories' });
    await expect(popular.getByRole('link').first()).toBeVisible();
    const instead = page.getByRole('navigation', { name: 'Try searching for' });
    await instead.getByRole('link', { name: 'jacket', exact: true }).click();
    await expect(page).toHaveURL(at('/en-us/search?q=jacket'));
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a popular category leads to its page', async ({ page }) => {
    await page.goto('/en-us/search?q=zzqxv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No results for “zzqxv”');
    const link = page.getByRole('region', { name: 'Popular categories' }).getByRole('link').first();
    await link.click();
    await expect(page).toHaveURL(/\/en-us\/c\/[a-z-]+-\d{4,10}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('no words: the search hub with the popular categories', async ({ page }) => {
    const res = await page.goto('/search');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(at('/en-us/search'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular categories' }).getByRole('link', { name: /^Men's Jackets \(\d+\)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('speaks the site language', async ({ page }) => {
    await page.goto('/de-de/search?q=jacket');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse für „jacket“');
    await expect(page.getByRole('search', { name: 'Suchen' }).getByRole('combobox', { name: 'Suchen' })).toHaveValue('jacket');
    await expect(page.getByRole('region', { name: 'Farbe' })).toBeVisible();
    await expect(page.getByLabel('Sortieren nach')).toBeVisible();
    await page.goto('/it-it/search?q=zzqxv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nessun risultato per « zzqxv »');
  });
});

test.describe('the results’ first paint', () => {
  test('the count stands where the whole page has it before the sort form beside it is parsed @mobile', async ({ page }) => {
    const path = '/en-us/search?q=boot';
    const countTop = () => page.getByText(/^\d+ products?$/).evaluate((count) => count.getBoundingClientRect().top);
    await openCutBefore(page, path, '<form method="get" action="/en-us/search" class="flex items-center gap-2 text-sm"');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
    const cut = await countTop();
    await page.unrouteAll();
    await page.goto(path);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    // The row is bottom-aligned: the count moved 10 px down when the form came.
    expect(await countTop()).toBe(cut);
  });
});
