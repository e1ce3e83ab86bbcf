/**
 * Loading CMS pages for a route: the page plus the shared menu and footer, in parallel, through
 * the live collection. Routes get a plain outcome to decide the status code before streaming.
 */
import { getLiveEntry } from 'astro:content';
import type { AugmentedPage } from '../../../schemas/content/page.ts';
import type { Area } from '../../../schemas/content/document.ts';
import { log } from '../log/logger.ts';

export type PageOutcome =
  | { status: 'found'; page: AugmentedPage }
  | { status: 'not-found' }
  | { status: 'unavailable'; reason: string };

export interface PageKey {
  area: Area;
  page?: string;
}

export interface ContentScope {
  siteId: string;
  mode: 'publish' | 'preview';
  previewDateTime?: string;
}

export async function loadPage(scope: ContentScope, key: PageKey): Promise<PageOutcome> {
  const filter = { siteId: scope.siteId, mode: scope.mode, area: key.area, ...(key.page ? { page: key.page } : {}), ...(scope.previewDateTime ? { previewDateTime: scope.previewDateTime } : {}) };
  const { entry, error } = await getLiveEntry('pages', filter);
  if (entry) return { status: 'found', page: entry.data as AugmentedPage };
  if (error?.name === 'LiveEntryNotFoundError') return { status: 'not-found' };
  const reason = error?.message ?? 'unknown error';
  log('error', 'content.unavailable', { siteId: scope.siteId, area: key.area, page: key.page, reason });
  return { status: 'unavailable', reason };
}

export interface Chrome {
  menu: AugmentedPage | null;
  footer: AugmentedPage | null;
  /** The site's pop-ups (docs/requirements/content-blocks.md#pop-up popups/{siteId}), shown on every page by the layout. */
  popups: AugmentedPage | null;
}

/**
 * The header menu, footer and pop-ups documents. They are decoration: when missing or
 * unreachable the page still renders with a minimal header and footer, and no pop-up.
 */
export async function loadChrome(scope: ContentScope): Promise<Chrome> {
  const [menu, footer, popups] = await Promise.all([loadPage(scope, { area: 'menu' }), loadPage(scope, { area: 'footer' }), loadPopups(scope)]);
  return {
    menu: menu.status === 'found' ? menu.page : null,
    footer: footer.status === 'found' ? footer.page : null,
    popups,
  };
}

/**
 * The pop-ups document. The layout asks for it itself, so every page that loaded its chrome gets
 * the pop-ups without passing them along: loadChrome already started the same request, and the
 * content client coalesces and caches it, so the second ask costs no round trip.
 */
export async function loadPopups(scope: ContentScope): Promise<AugmentedPage | null> {
  const popups = await loadPage(scope, { area: 'popups' });
  return popups.status === 'found' ? popups.page : null;
}
