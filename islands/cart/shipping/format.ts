/** How a shipping method's price, delivery time and a store's distance read on the page. */
import { formatMoney } from '../../../src/lib/catalogue/price.ts';
import { deliveryRange, isSameDay } from '../../../src/lib/delivery/days.ts';
import type { ShippingMessages } from './messages.ts';

/** The page's locale tag (<html lang>, the site's hreflang). */
export const pageLocale = (): string => (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US';

/** `locale`: the site's, when rendered on the server too (the cart's lines); dialogs read the page's. */
export const priceText = (amount: number, currency: string, t: ShippingMessages, locale: string = pageLocale()): string => (amount === 0 ? t.free : formatMoney(amount, currency, locale));

/** 'Same Day' → "Same day"; '3-5' → "3–5 days"; anything else as the server wrote it. */
export function deliveryText(deliveryTime: string, t: ShippingMessages): string {
  if (isSameDay(deliveryTime)) return t.sameDay;
  const range = deliveryRange(deliveryTime);
  return range ? t.days(range.from, range.to) : deliveryTime;
}

export function distanceText(km: number, t: ShippingMessages): string {
  const text = new Intl.NumberFormat(pageLocale(), { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
  return t.distance(text);
}
