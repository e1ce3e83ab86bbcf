/**
 * Query parameters that must survive navigation (docs/requirements/catalogue.md#kept-query-parameters): an editor previewing a page, a
 * site override or a marketing source would otherwise be lost on the first click. One function
 * owns the rule so block links, header links and product links agree.
 */

/** docs/requirements/catalogue.md#kept-query-parameters: "Query parameters kept across route changes". */
export const KEPT_QUERY_PARAMS = ['siteId', 'cms', 'preview', 'enrollment_marketing_source'] as const;

/** Placeholder origin for parsing root-relative hrefs; never leaks into the result. */
const BASE = 'http://kept-query.invalid';

/**
 * `href` with the kept query parameters of `current` added, when `href` is an internal link.
 *
 * - Internal means root-relative (`/en-us/c/...`) or absolute on the same origin as `current`.
 *   Protocol-relative (`//host`) and the browser's `/\host` spelling of it are external.
 * - A parameter already on `href` wins: the editor's link is explicit.
 * - External links, `#anchors`, `mailto:`, `tel:` and anything unparseable come back unchanged.
 * - Root-relative input stays root-relative; same-origin absolute input stays absolute.
 */
export function withKeptQuery(href: string, current: URL): string {
  const kept = KEPT_QUERY_PARAMS.filter((name) => current.searchParams.has(name));
  if (kept.length === 0) return href;

  const trimmed = href.trim();
  const rootRelative = trimmed.startsWith('/') && !/^\/[/\\]/.test(trimmed);
  let target: URL;
  try {
    if (rootRelative) {
      target = new URL(trimmed, BASE);
    } else if (/^https?:\/\//i.test(trimmed)) {
      target = new URL(trimmed);
      if (target.origin !== current.origin) return href;
    } else {
      return href;
    }
  } catch {
    return href;
  }

  let changed = false;
  for (const name of kept) {
    if (target.searchParams.has(name)) continue;
    const value = current.searchParams.get(name);
    if (value === null) continue;
    target.searchParams.set(name, value);
    changed = true;
  }
  if (!changed) return href;
  return rootRelative ? `${target.pathname}${target.search}${target.hash}` : target.href;
}

/** Whether `href` leaves the site (so it may open in a new tab and never gets kept params). */
export function isExternalHref(href: string, current: URL): boolean {
  const trimmed = href.trim();
  if (/^\/[/\\]/.test(trimmed)) return true;
  if (!/^https?:\/\//i.test(trimmed)) return false;
  try {
    return new URL(trimmed).origin !== current.origin;
  } catch {
    return true;
  }
}
