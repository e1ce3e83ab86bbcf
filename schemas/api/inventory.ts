/** Inventory of one product (docs/requirements/catalogue.md#variant-stock Inventory: per-variant quantity and stockStatus; docs/requirements/catalogue.md#variant-stock GET /products/v2/products/{productId}/inventory). */
import { z } from 'zod';

export const inventory = z.object({
  productId: z.string(),
  variants: z.array(z.object({ id: z.string(), quantity: z.number().int(), stockStatus: z.enum(['InStock', 'OutOfStock']) })),
});
export type Inventory = z.infer<typeof inventory>;
