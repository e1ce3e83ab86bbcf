/** Stock levels as shoppers see them. */
export type StockStatus = 'InStock' | 'OutOfStock';

/** At or below this many left, a variant shows "Low Stock". */
export const LOW_STOCK_THRESHOLD = 5;

export const stockStatus = (quantity: number): StockStatus => (quantity > 0 ? 'InStock' : 'OutOfStock');

export function stockLabel(quantity: number): 'In Stock' | 'Low Stock' | 'Out of Stock' {
  if (quantity <= 0) return 'Out of Stock';
  return quantity <= LOW_STOCK_THRESHOLD ? 'Low Stock' : 'In Stock';
}
