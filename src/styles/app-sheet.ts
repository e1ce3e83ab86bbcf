/**
 * Where src/layouts/Base.astro links the app sheet (src/styles/app.css: the islands' and the
 * private pages' utilities), so that no page blocks its first paint on it (issue 15):
 * - 'main': at the top of <main>, on every route not listed below (cart, checkout, account,
 *   favorites, help, loyalty, orders, and any new page): the header paints with the blocking
 *   sheet, the page's content waits for this one (a stylesheet in the body holds back what comes
 *   after it), so server-rendered islands never paint unstyled and nothing shifts.
 * - 'end': at the end of <body> on the public, static-first routes, whose server markup is all in
 *   the blocking sheet; their islands open on intent, after this sheet has loaded.
 */
import appSheet from './app.css?url';

export { appSheet };

/** The routes (Astro.routePattern) whose server markup needs only src/styles/global.css's utilities. */
const PUBLIC_ROUTES = new Set([
  '/[locale]/[...slug]',
  '/[locale]/c/[category]',
  '/[locale]/p/[product]',
  '/[locale]/search',
  '/[locale]/articles/[slug]',
  '/[locale]/store-locator',
  '/404',
  '/500',
]);

export function appSheetPlace(routePattern: string): 'main' | 'end' {
  return PUBLIC_ROUTES.has(routePattern) ? 'end' : 'main';
}
