/**
 * Every JSON-LD script parses on the home page, a category, a product and a search (issue 13
 * "Structured data, SEO"), with the types each page carries, and the social tags are there.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}
const types = (items: Array<Record<string, unknown>>) => items.map((i) => i['@type']);

test.describe('structured data', () => {
  test('home: Organization and WebSite with a SearchAction', async ({ page }) => {
    await page.goto('/en-us/');
    const items = await jsonLd(page);
    expect(types(items)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = items.find((i) => i['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/en-us\/search\?q=\{search_term_string\}$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  });

  test('a category, its product and a search', async ({ page }) => {
    await page.goto('/en-us/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const categoryHref = hrefs.find((h) => h.startsWith('/en-us/c/'));
    expect(categoryHref).toBeTruthy();
    await page.goto(categoryHref!);
    await expect(page).toHaveURL(/\/en-us\/c\//);
    const category = await jsonLd(page);
    expect(types(category)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    const list = category.find((i) => i['@type'] === 'ItemList') as { itemListElement: Array<{ position: number; url: string }> };
    expect(list.itemListElement.length).toBeGreaterThan(0);
    expect(list.itemListElement[0]?.position).toBe(1);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/en-us\/c\//);

    await page.goto(new URL(list.itemListElement[0]!.url).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const product = await jsonLd(page);
    expect(types(product)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const ld = product.find((i) => i['@type'] === 'Product') as { name: string; offers: Record<string, unknown> };
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ld.name);
    expect(ld.offers.priceCurrency).toBe('USD');
    expect(String(ld.offers.availability)).toMatch(/^https:\/\/schema\.org\//);
    const crumbs = product.find((i) => i['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
    expect(crumbs.itemListElement.at(-1)?.name).toBe(ld.name);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);

    await page.goto('/en-us/search?q=jacket');
    const search = await jsonLd(page);
    expect(types(search)).toContain('ItemList');
  });
});
