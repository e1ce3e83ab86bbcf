/**
 * Up-sell (docs/requirements/content-blocks.md#recommendations-and-up-sell Up-sell: id, sku, name, url, image, price; docs/requirements/content-blocks.md#recommendations-and-up-sell): products an editor
 * pairs with a page, as a carousel or a stacked list (stack count default 3). Out-of-stock
 * up-sells are dropped, checked through the inventory of each id on the server.
 */
import { z } from 'zod';
import { PRODUCT_ID } from '../../src/lib/site/routes.ts';
import { blockBase, headingTag } from './common.ts';

/** docs/requirements/content-blocks.md#recommendations-and-up-sell: up-sell stack count default 3. */
export const UP_SELL_STACK_COUNT = 3;
export const UP_SELL_MAX_ITEMS = 24;

export const upSellItem = z.object({
  /** The product id. */
  id: z.string().regex(PRODUCT_ID, 'A product id: two capitals, then 6 to 9 capitals or digits'),
  /** A variant id of that product: only that variant's stock counts. */
  sku: z.string().trim().min(1).max(40).optional(),
});

export const upSellBlock = z.object({
  type: z.literal('up-sell'),
  ...blockBase,
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: headingTag.default('h2'),
  layout: z.enum(['carousel', 'stack']).default('stack'),
  /** Stack: how many up-sells show (after out-of-stock ones are dropped). */
  stackCount: z.number().int().min(1).max(12).default(UP_SELL_STACK_COUNT),
  items: z.array(upSellItem).min(1).max(UP_SELL_MAX_ITEMS),
});
export type UpSellBlock = z.output<typeof upSellBlock>;
