/**
 * Money and price labels (seed 000 §9, seed 001 §9). One place for the rules so the product
 * card, the product page and later the cart agree.
 */

export const FREE_GIFT_LABEL = 'Free Gift';
export const MARKED_DOWN_LABEL = 'Marked Down';

/** 'Free Gift' when the price is 0; 'Marked Down' when the current price is below the original. */
export function discountLabel(current: number, original: number): typeof FREE_GIFT_LABEL | typeof MARKED_DOWN_LABEL | null {
  if (current === 0) return FREE_GIFT_LABEL;
  if (current < original) return MARKED_DOWN_LABEL;
  return null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Currency shown as its code for CAD (the symbol is ambiguous with USD), as a symbol otherwise. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'CAD' ? 'code' : 'narrowSymbol',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** Percent off, rounded to one decimal (seed 001 §9). */
export function percentOff(current: number, original: number): number {
  if (original <= 0 || current >= original) return 0;
  return Math.round(((original - current) / original) * 1000) / 10;
}
