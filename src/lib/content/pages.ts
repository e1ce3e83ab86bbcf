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
}

/**
 * The header menu and footer documents. They are decoration: when missing or unreachable the
 * page still renders with a minimal header and footer.
 */
export async function loadChrome(scope: ContentScope): Promise<Chrome> {
  const [menu, footer] = await Promise.all([loadPage(scope, { area: 'menu' }), loadPage(scope, { area: 'footer' })]);
  return {
    menu: menu.status === 'found' ? menu.page : null,
    footer: footer.status === 'found' ? footer.page : null,
  };
}
