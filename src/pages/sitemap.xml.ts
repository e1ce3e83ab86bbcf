/**
 * sitemap.xml: every locale's home, the categories the CMS menu links to, and their products,
 * with hreflang alternates. Derived from the live services, so it follows the real catalogue.
 */
import type { APIRoute } from 'astro';
import { SITES } from '../lib/site/locales.ts';
import { alternates, localisedPath } from '../lib/site/seo.ts';
import { parseCategorySegment, productPath, categoryPath } from '../lib/site/routes.ts';
import { loadPage } from '../lib/content/pages.ts';
import { catalogueClient } from '../lib/services.ts';
import { log } from '../lib/log/logger.ts';

/** The sitemap protocol's limit per file. */
const MAX_URLS = 50_000;
const PRODUCTS_PER_CATEGORY = 100;

/** Category path segments linked anywhere in a CMS document (menu links, banners…). */
function linkedCategories(doc: unknown, found = new Map<string, { slug: string; id: string }>()) {
  if (typeof doc === 'string') {
    const match = /^\/[a-z]{2}-[a-z]{2}\/c\/([^/?#]+)/.exec(doc);
    const parsed = match?.[1] ? parseCategorySegment(match[1]) : null;
    if (parsed) found.set(parsed.id, parsed);
  } else if (Array.isArray(doc)) {
    for (const item of doc) linkedCategories(item, found);
  } else if (doc && typeof doc === 'object') {
    for (const value of Object.values(doc)) linkedCategories(value, found);
  }
  return found;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ site: configured, url }) => {
  const origin = configured?.origin ?? url.origin;
  const primary = SITES[0]!;
  const paths = new Set<string>([localisedPath(primary, '/')]);
  const menu = await loadPage({ siteId: primary.siteId, mode: 'publish' }, { area: 'menu' });
  const categories = menu.status === 'found' ? [...linkedCategories(menu.page.sections).values()] : [];
  const listings = await Promise.all(
    categories.map((category) =>
      catalogueClient.listing({ siteId: primary.siteId, categoryId: category.id, start: 0, count: PRODUCTS_PER_CATEGORY }).catch((error: unknown) => {
        log('warn', 'sitemap.listing_failed', { categoryId: category.id, error: String(error) });
        return null;
      }),
    ),
  );
  categories.forEach((category, i) => {
    paths.add(categoryPath(primary.locale, category));
    for (const product of listings[i]?.products ?? []) paths.add(productPath(primary.locale, product));
  });

  const entries = [...paths].slice(0, MAX_URLS).map((path) => {
    const links = alternates(path, origin)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${links}</url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
