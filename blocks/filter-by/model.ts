/**
 * Filter-by links: where each filter leads (a localised category page or the CMS url, plus the
 * filter's query) and which one is the page the shopper is on. A filter is current when the
 * path and the whole query match, the kept params and the listing's page number aside (page 2
 * of "Waterproof" is still the "Waterproof" filter).
 */
import type { FilterByItem } from '../../schemas/content/filter-by.ts';
import { KEPT_QUERY_PARAMS } from '../../src/lib/site/kept-query.ts';
import { isCurrentRoute } from '../../src/lib/site/route-match.ts';
import { categoryHref } from '../category-cards/model.ts';

/** Parameters that never decide which filter is current. */
export const IGNORED_FOR_CURRENT: readonly string[] = [...KEPT_QUERY_PARAMS, 'page'];

export function filterHref(locale: string, f: FilterByItem): string {
  if (f.categoryId && f.slug) return categoryHref(locale, { categoryId: f.categoryId, slug: f.slug, query: f.query });
  const url = f.url ?? '';
  if (!f.query || Object.keys(f.query).length === 0) return url;
  const [beforeHash = '', hash] = url.split('#', 2);
  const [path = '', search = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(f.query)) params.set(key, value);
  return `${path}?${params.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}

/** Where each of the block's filters leads. */
export function filterHrefs(locale: string, filters: readonly FilterByItem[]): string[] {
  return filters.map((item) => filterHref(locale, item));
}

export function currentFilterIndex(hrefs: readonly string[], current: URL): number {
  return hrefs.findIndex((href) => isCurrentRoute(href, current, IGNORED_FOR_CURRENT));
}
