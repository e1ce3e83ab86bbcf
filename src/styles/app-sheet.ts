/**
 * Where src/layouts/Base.astro links the app sheet (src/styles/app.css: the islands' and the
 * private pages' utilities), so that no page blocks its first paint on it (issue 15):
 * - 'main': at the top of <main>, on every route not listed below (cart, checkout, account,
 *   favorites, help, loyalty, orders, and any new page): the header paints with the blocking
 *   sheet, the page's content waits for this one (a stylesheet in the body holds back what comes
 *   after it), so server-rendered islands never paint unstyled and nothing shifts.
 * - 'later': on the public, static-first routes, whose server markup is all in the blocking sheet:
 *   inert at the end of <body>, linked by script when the chrome's lazy part loads or an island
 *   opens (./app-sheet-later.ts), so it does not compete with the first screen's requests.
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

export function appSheetPlace(routePattern: string): 'main' | 'later' {
  return PUBLIC_ROUTES.has(routePattern) ? 'later' : 'main';
}
