/**
 * URL rules for catalogue routes (docs/requirements/catalogue.md#routes). One place, used by the routes,
 * the page-type detector, the sitemap and the tests.
 */

/** 8 to 11 characters: two capital letters, then 6 or more capitals or digits. */
export const PRODUCT_ID = /^[A-Z]{2}[A-Z0-9]{6,9}$/;
/** 4 to 10 digits. */
export const CATEGORY_ID = /^\d{4,10}$/;

export interface SlugAndId {
  slug: string;
  id: string;
}

function splitLast(segment: string): SlugAndId | null {
  const at = segment.lastIndexOf('-');
  if (at <= 0 || at === segment.length - 1) return null;
  return { slug: segment.slice(0, at), id: segment.slice(at + 1) };
}

/** `trail-boot-TB1234567` → { slug: 'trail-boot', id: 'TB1234567' }, or null when the id is not a product id. */
export function parseProductSegment(segment: string): SlugAndId | null {
  const parts = splitLast(segment);
  return parts && PRODUCT_ID.test(parts.id) ? parts : null;
}

/** `mens-jackets-2001` → { slug: 'mens-jackets', id: '2001' }, or null when the id is not 4 to 10 digits. */
export function parseCategorySegment(segment: string): SlugAndId | null {
  const parts = splitLast(segment);
  return parts && CATEGORY_ID.test(parts.id) ? parts : null;
}

/** A URL-safe slug from a display name. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const categoryPath = (locale: string, c: SlugAndId): string => `/${locale}/c/${c.slug}-${c.id}`;
export const productPath = (locale: string, p: SlugAndId): string => `/${locale}/p/${p.slug}-${p.id}`;
