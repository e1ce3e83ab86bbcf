/** Inventory of one product (seed 001 §3 Inventory: per-variant quantity and stockStatus; §7 GET /products/v2/products/{productId}/inventory). */
import { z } from 'zod';

export const inventory = z.object({
  productId: z.string(),
  variants: z.array(z.object({ id: z.string(), quantity: z.number().int(), stockStatus: z.enum(['InStock', 'OutOfStock']) })),
});
export type Inventory = z.infer<typeof inventory>;
