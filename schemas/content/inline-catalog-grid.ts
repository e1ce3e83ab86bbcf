/**
 * Inline catalog grid (docs/requirements/content-blocks.md#collection-and-cta-collection): products from the catalogue inside a CMS page, with the same
 * product card as the category page. Either a category's listing (sorted, first `count`) or
 * products the editor picks.
 */
import { z } from 'zod';
import { CATALOG_SORTS } from '../api/product.ts';
import { CATEGORY_ID, PRODUCT_ID } from '../../src/lib/site/routes.ts';
import { blockBase, headingTag, target } from './common.ts';

export const INLINE_GRID_MAX = 24;

export const inlineCatalogGridBlock = z
  .object({
    type: z.literal('inline-catalog-grid'),
    ...blockBase,
    title: z.string().trim().min(1).optional(),
    titleHeadingTag: headingTag.default('h2'),
    categoryId: z.string().regex(CATEGORY_ID, 'A category id: 4 to 10 digits').optional(),
    productIds: z.array(z.string().regex(PRODUCT_ID, 'A product id')).min(1).max(INLINE_GRID_MAX).optional(),
    count: z.number().int().min(1).max(INLINE_GRID_MAX).default(8),
    sort: z.enum(CATALOG_SORTS).default('featured'),
    columns: z
      .object({
        sm: z.number().int().min(1).max(2).default(2),
        md: z.number().int().min(2).max(4).default(3),
        lg: z.number().int().min(2).max(6).default(4),
      })
      .prefault({}),
    /** "Shop all" under the grid. */
    textLink: target.optional(),
  })
  .refine((b) => Boolean(b.categoryId) !== Boolean(b.productIds), { message: 'Set either categoryId or productIds', path: ['categoryId'] });
export type InlineCatalogGridBlock = z.output<typeof inlineCatalogGridBlock>;
