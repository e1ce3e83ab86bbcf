/**
 * The current link of a secondary nav: the one whose path is the page's path. The query does not
 * count (a listing's page, sort or filters are still the same section page).
 */
const normalise = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

export function isCurrentPath(href: string, current: URL): boolean {
  if (!href || href.startsWith('#')) return false;
  try {
    const target = new URL(href, current);
    return target.origin === current.origin && normalise(target.pathname) === normalise(current.pathname);
  } catch {
    return false;
  }
}

/** The index of the current link, or -1; the first match wins when two links share a path. */
export function currentLinkIndex(links: ReadonlyArray<{ url: string }>, current: URL): number {
  return links.findIndex((l) => isCurrentPath(l.url, current));
}
