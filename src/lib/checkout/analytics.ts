/**
 * The ecommerce payload of the checkout's analytics events (GA4 names): items, value and
 * currency from the gateway's cart or order. Nothing about the shopper or their payment goes in.
 */
import type { CheckoutEcommerce } from '../analytics/data-layer.ts';

interface Priced {
  currency: string;
  totals: { total: number };
  items: Array<{ productId: string; name: string; qty: number; bonus: boolean; price: { current: number } }>;
}

export function checkoutEcommerce(source: Priced): CheckoutEcommerce {
  return {
    currency: source.currency,
    value: source.totals.total,
    items: source.items.filter((i) => !i.bonus).map((i) => ({ item_id: i.productId, item_name: i.name, quantity: i.qty, price: i.price.current })),
  };
}
