/**
 * Page-type detection from the URL path (docs/requirements/catalogue.md#page-types), for analytics and page-level behaviour.
 * Pure and dependency-free so it runs the same on the server and in the browser.
 */
export type PageType =
  | 'product detail'
  | 'product listing'
  | 'cart'
  | 'account'
  | 'search'
  | 'Home'
  | 'order confirmation'
  | 'checkout'
  | 'Error'
  | 'Other';

/** The meta description the CMS gives error pages. */
export const ERROR_PAGE_DESCRIPTION = 'Page is not available';

const BARE_LOCALE = /^\/[a-z]{2}[-_][a-z]{2}\/?$/i;

export function detectPageType(pathname: string, metaDescription?: string): PageType {
  if (metaDescription?.trim() === ERROR_PAGE_DESCRIPTION) return 'Error';
  const path = pathname.toLowerCase();
  if (path.includes('/p/')) return 'product detail';
  if (path.includes('/c/')) return 'product listing';
  if (/(^|\/)cart(\/|$)/.test(path)) return 'cart';
  if (/(^|\/)account(\/|$)/.test(path)) return 'account';
  if (/(^|\/)search(\/|$)/.test(path) || path.includes('searchhub')) return 'search';
  if (BARE_LOCALE.test(pathname)) return 'Home';
  if (path.includes('/order-confirmation')) return 'order confirmation';
  if (/(^|\/)checkout(\/|$)/.test(path)) return 'checkout';
  return 'Other';
}

/**
 * Category segments of a listing path: the segments after the third, with trailing numeric
 * suffixes removed (`/en-us/c/mens-jackets-2001` → ['mens-jackets']).
 */
export function categorySegments(pathname: string): string[] {
  return pathname
    .split('/')
    .slice(3)
    .filter(Boolean)
    .map((segment) => segment.replace(/-\d+$/, ''));
}
