/**
 * The URL of a category page on a site, opened with a query (category cards, filter-by): the
 * CMS names the category by id and slug, the storefront localises the path.
 */
import { categoryPath } from '../../src/lib/site/routes.ts';

export interface CategoryLink {
  categoryId: string;
  slug: string;
  query?: Record<string, string> | undefined;
}

export function categoryHref(locale: string, link: CategoryLink): string {
  const path = categoryPath(locale, { slug: link.slug, id: link.categoryId });
  const query = new URLSearchParams(link.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
