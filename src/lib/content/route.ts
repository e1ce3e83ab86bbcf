/**
 * What a CMS-driven route does before it streams: load the page and the chrome in parallel,
 * decide the status, and set the route cache (tags, or off for failures and previews).
 */
import type { AstroGlobal } from 'astro';
import { loadChrome, loadPage, type Chrome, type PageKey } from './pages.ts';
import type { AugmentedPage } from '../../../schemas/content/page.ts';
import { serviceUnavailable } from './unavailable.ts';
import { PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '../site/private-routes.ts';
import { CHROME_AREAS } from './client.ts';

export type CmsRoute =
  | { kind: 'page'; page: AugmentedPage; chrome: Chrome }
  | { kind: 'not-found'; chrome: Chrome }
  | { kind: 'response'; response: Response };

export function contentScope(locals: App.Locals) {
  return { siteId: locals.site.siteId, mode: locals.contentMode, ...(locals.previewDateTime ? { previewDateTime: locals.previewDateTime } : {}) };
}

/** Public pages are shared-cacheable; preview never enters a shared cache. */
export function markCacheable(astro: AstroGlobal, tags: string[], lastModified?: string): void {
  if (astro.locals.preview) {
    astro.cache.set(false);
    astro.response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    return;
  }
  const modified = lastModified ? new Date(lastModified) : undefined;
  // Every public page renders the site's menu, footer and pop-ups (the layout): publishing one
  // of them must reach every page.
  astro.cache.set({ tags: [...tags, ...CHROME_AREAS], ...(modified && !Number.isNaN(modified.getTime()) ? { lastModified: modified } : {}) });
  astro.response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  // The same tags (the route rule's included) for the shared cache in front, once: CDNs read
  // `Surrogate-Key`, and Varnish copies it into the `xkey` its vmod indexes
  // (deploy/varnish/default.vcl). Once, not twice: every header byte counts against the first
  // round trip's 14.6 KB (docs/decisions.md "The first round trip").
  const keys = (astro.cache.tags.length > 0 ? astro.cache.tags : [...tags, ...CHROME_AREAS]).join(' ');
  astro.response.headers.set('Surrogate-Key', keys);
}

export function markUncacheable(astro: AstroGlobal): void {
  astro.cache.set(false);
  astro.response.headers.set('Cache-Control', 'no-store');
}

export async function loadCmsRoute(astro: AstroGlobal, key: PageKey): Promise<CmsRoute> {
  const scope = contentScope(astro.locals);
  const [outcome, chrome] = await Promise.all([loadPage(scope, key), loadChrome(scope)]);
  if (outcome.status === 'unavailable') {
    markUncacheable(astro);
    return { kind: 'response', response: serviceUnavailable(astro.locals.site.language) };
  }
  if (outcome.status === 'not-found') {
    markUncacheable(astro);
    return { kind: 'not-found', chrome };
  }
  markCacheable(astro, ['cms', `cms:${outcome.page.id}`], outcome.page.updatedAt);
  return { kind: 'page', page: outcome.page, chrome };
}
