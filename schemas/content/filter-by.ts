/**
 * Filter-by: a row of filter chips ("Filter by: All · Waterproof · New · Under 100") that lead to
 * a listing opened with a filter: a category page (by id and slug, localised by the storefront)
 * or any URL, each with optional query parameters. The chip matching the current page is marked,
 * so the row doubles as the listing's filter state. No script: every chip is a link.
 */
import { z } from 'zod';
import { blockBase, href, textAlignment } from './common.ts';

/** Query parameters a filter adds (`{ sort: 'newest' }`, `{ filters: 'color:moss' }`). */
export const filterQuery = z.record(z.string().regex(/^[a-z][a-zA-Z0-9_]{0,30}$/, 'A query parameter name is a short identifier'), z.string().max(200));

export const filterByItem = z
  .object({
    id: z.string().trim().min(1).max(64).optional(),
    text: z.string().trim().min(1).max(40),
    /** A category page: the storefront builds /{locale}/c/{slug}-{categoryId}. */
    categoryId: z.string().trim().regex(/^\d{4,10}$/, 'A category id is 4 to 10 digits').optional(),
    slug: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).optional(),
    /** Any other page (search results, a content page). */
    url: href.optional(),
    query: filterQuery.optional(),
  })
  .superRefine((f, ctx) => {
    const byCategory = f.categoryId !== undefined || f.slug !== undefined;
    if (byCategory && (f.categoryId === undefined || f.slug === undefined)) {
      ctx.addIssue({ code: 'custom', path: [f.categoryId === undefined ? 'categoryId' : 'slug'], message: 'A category filter needs both categoryId and slug' });
    }
    if (byCategory === (f.url !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'A filter leads to a category (categoryId and slug) or to a url, not both' });
    }
  });
export type FilterByItem = z.output<typeof filterByItem>;

export const filterByBlock = z.object({
  type: z.literal('filter-by'),
  ...blockBase,
  /** The row's label and the landmark's name; "Filter by" in the site's language when empty. */
  title: z.string().trim().max(60).optional(),
  filters: z.array(filterByItem).min(2).max(20),
  display: z.enum(['chips', 'links']).default('chips'),
  alignment: textAlignment.default('left'),
});
export type FilterByBlock = z.output<typeof filterByBlock>;
