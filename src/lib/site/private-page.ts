/**
 * What every private page under a locale does before it renders (docs/requirements/catalogue.md#routes private routes;
 * docs/architecture.md#performance-rules), in one place so the pages cannot drift apart:
 * - the locale-less spelling (`/cart` matched as `[locale]=cart`…) is no page: 404;
 * - `private, no-store`, and no route-cache entry: the public pages' rule '/{locale}/[...slug]'
 *   matches these paths too.
 * And where the locale-less spec routes (/favorites, /associate-login) send the shopper.
 */
import type { AstroGlobal } from 'astro';
import { loadChrome, type Chrome } from '../content/pages.ts';
import { contentScope } from '../content/route.ts';
import { withKeptQuery } from './kept-query.ts';
import { DEFAULT_LOCALE } from './locales.ts';
import { PRIVATE_CACHE_CONTROL } from './private-routes.ts';

/** The 404 to answer when the path has no locale, else nothing (the page is marked private). */
export function guardPrivatePage(astro: AstroGlobal): Promise<Response> | undefined {
  if (!astro.locals.localeInPath) return astro.rewrite('/404');
  astro.response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  astro.cache.set(false);
  return undefined;
}

/** guardPrivatePage, then the header and footer: the chrome to render, or the 404 to answer. */
export async function openPrivatePage(astro: AstroGlobal): Promise<Chrome | Response> {
  const notFound = guardPrivatePage(astro);
  if (notFound) return notFound;
  return loadChrome(contentScope(astro.locals));
}

/**
 * Where a locale-less spec route (`/favorites`) lands: the page under the default locale (a path
 * without a locale has no site of its own), keeping the kept query params.
 */
export const defaultLocalePage = (page: string, current: URL): string => withKeptQuery(`/${DEFAULT_LOCALE}/${page}`, current);
