/**
 * "Is this link the page I am on?" for CTA collections (docs/requirements/catalogue.md#routes: a CTA is highlighted when
 * its path and query equal the current route). Pure, so the block and the tests share it.
 */

/** Paths differ only by a trailing slash under `trailingSlash: 'ignore'`, so both spellings match. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The query as a sorted list of `key=value` pairs. Sorting makes the comparison order-insensitive
 * while keeping repeated keys (`?c=a&c=b` is not `?c=a`).
 */
function queryPairs(params: URLSearchParams, ignored: ReadonlySet<string>): string[] {
  const pairs: string[] = [];
  for (const [key, value] of params) {
    if (!ignored.has(key)) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return pairs.sort();
}

/**
 * True when `href` points at the current route: same origin, same path, same query (any order).
 * The hash never matters. `ignoredParams` are left out of both queries: pass the params that are
 * carried from page to page (siteId, preview…) so they do not stop a match.
 */
export function isCurrentRoute(href: string, current: URL, ignoredParams: readonly string[] = []): boolean {
  if (!href || href.startsWith('#')) return false;
  let target: URL;
  try {
    target = new URL(href, current);
  } catch {
    return false;
  }
  if (target.origin !== current.origin) return false;
  if (normalisePath(target.pathname) !== normalisePath(current.pathname)) return false;
  const ignored = new Set(ignoredParams);
  const a = queryPairs(target.searchParams, ignored);
  const b = queryPairs(current.searchParams, ignored);
  return a.length === b.length && a.every((pair, i) => pair === b[i]);
}
