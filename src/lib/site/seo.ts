/** Canonical URLs and hreflang alternates between locales for the same route. */
import { SITES, type Site } from './locales.ts';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The path without its locale segment: /en-us/c/x-1000 → /c/x-1000. */
export function pathAfterLocale(pathname: string): string {
  const rest = pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/i, '');
  return rest === '' ? '/' : rest;
}

export function localisedPath(site: Site, rest: string): string {
  return rest === '/' ? `/${site.locale}/` : `/${site.locale}${rest}`;
}

export function alternates(pathname: string, origin: string): Alternate[] {
  const rest = pathAfterLocale(pathname);
  const list = SITES.map((site) => ({ hreflang: site.hreflang, href: new URL(localisedPath(site, rest), origin).href }));
  const fallback = SITES[0];
  if (fallback) list.push({ hreflang: 'x-default', href: new URL(localisedPath(fallback, rest), origin).href });
  return list;
}
