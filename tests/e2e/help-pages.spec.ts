/**
 * The help and legal pages (issue 12; seeded by src/sandbox/seed/content/help-pages.ts) answer
 * in every locale as cacheable CMS pages with one h1, and the footer links them. That no footer
 * link (nor any other) is a 404 is tests/e2e/links.spec.ts's job. Status checks go through
 * `request` (no page loads); pages are loaded only to read them by role.
 */
import { SITES } from '../../src/lib/site/locales.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const HELP_PATHS = [
  '/loyalty-terms',
  '/brand-terms',
  '/sale-terms',
  '/sms-terms',
  '/associate-discount-terms',
  '/privacy',
  '/help/returns/how-to-return',
  '/help/contact-us',
  '/loyalty',
];
/** Pages linked from elsewhere than the footer: the event sign-up's terms, the warranty claim (help pages). */
const LINKED_PATHS = ['/event-terms', '/help/warranty'];

for (const site of SITES) {
  test.describe(site.locale, () => {
    test('the help and legal pages answer 200, cacheable, with one h1', async ({ request }) => {
      for (const path of [...HELP_PATHS, ...LINKED_PATHS]) {
        const url = `/${site.locale}${path}`;
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['cache-control'], `${url}: public content`).toMatch(/^public\b/);
        const html = await response.text();
        expect(html.match(/<h1[\s>]/g) ?? [], `${url}: one h1`).toHaveLength(1);
        expect(html, `${url}: in the site's language`).toContain(`<html lang="${site.hreflang}"`);
      }
    });

    test('the footer links every help page', async ({ page }) => {
      await page.goto(`/${site.locale}/`);
      const origin = new URL(page.url()).origin;
      // Below lg the groups are collapsed <details>: hidden links are links all the same.
      const hrefs = await page.getByRole('contentinfo').getByRole('link', { includeHidden: true }).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const paths = new Set(
        hrefs
          .map((href) => new URL(href))
          .filter((url) => url.origin === origin)
          .map((url) => url.pathname + url.search),
      );
      expect(HELP_PATHS.filter((path) => !paths.has(`/${site.locale}${path}`)), 'help pages the footer does not link').toEqual([]);
      expect(paths.size, 'the footer links the categories too').toBeGreaterThan(HELP_PATHS.length);
    });
  });
}

test('a help page reads as a page: one h1, headed sections, its questions, no serious axe violation', async ({ page }) => {
  await page.goto('/en-us/help/returns/how-to-return');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to return an item');
  await expect(page.getByRole('heading', { level: 2, name: 'Return in four steps' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem').filter({ hasText: 'download your free return label' })).toBeVisible();
  // The questions are native disclosures: opening one shows its answer.
  await main.getByText('I lost my return label').click();
  await expect(main.getByText('we email you a new one', { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact us' }).first()).toHaveAttribute('href', '/en-us/help/contact-us');
  await expectNoSeriousA11yViolations(page);
});

test('the loyalty page’s call to action opens the sign-up dialog', async ({ page }) => {
  await page.goto('/en-us/loyalty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cairn Summit');
  await expect(page.getByRole('heading', { level: 3, name: 'Ridge' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Join for free' }).click();
  await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
});

test('a French page is written in French, with its own links', async ({ page }) => {
  await page.goto('/fr-fr/help/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  await expect(page.getByRole('link', { name: 'aide@cairn.example' })).toHaveAttribute('href', 'mailto:aide@cairn.example');
  const main = page.getByRole('main');
  await main.getByText('Comment retourner un article').click();
  await expect(main.getByRole('link', { name: 'Comment retourner' })).toHaveAttribute('href', '/fr-fr/help/returns/how-to-return');
});
