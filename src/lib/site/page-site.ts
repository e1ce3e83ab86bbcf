/**
 * The site of the page the browser is on: its locale path segment (`/fr-fr/…`), else the default
 * site (pages outside a locale: `/cart` before its redirect). Browser code reads the page's locale
 * and language here only.
 */
import { DEFAULT_LOCALE, siteForLocale, type Site } from './locales.ts';

export function pageSite(): Site {
  const segment = typeof location === 'undefined' ? '' : (location.pathname.split('/')[1] ?? '');
  return siteForLocale(segment) ?? (siteForLocale(DEFAULT_LOCALE) as Site);
}
