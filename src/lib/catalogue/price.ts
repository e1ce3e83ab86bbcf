/**
 * Money and price labels (docs/requirements/catalogue.md#formats and #prices). One place for the rules so the product
 * card, the product page and later the cart agree.
 */
import { formatWith } from '../i18n/number-pattern.ts';
import { SITE_MONEY_PATTERNS } from '../i18n/site-number-patterns.ts';

export const FREE_GIFT_LABEL = 'Free Gift';
export const MARKED_DOWN_LABEL = 'Marked Down';

/** 'Free Gift' when the price is 0; 'Marked Down' when the current price is below the original. */
export function discountLabel(current: number, original: number): typeof FREE_GIFT_LABEL | typeof MARKED_DOWN_LABEL | null {
  if (current === 0) return FREE_GIFT_LABEL;
  if (current < original) return MARKED_DOWN_LABEL;
  return null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Currency shown as its code for CAD (the symbol is ambiguous with USD), as a symbol otherwise.
 * A site's own currency is written from its pattern (src/lib/i18n/site-number-patterns.ts), the
 * same text without `Intl`, whose first use costs a page 20–40 ms (src/lib/i18n/number-pattern.ts);
 * any other pair, and an amount the pattern cannot write, goes through `Intl`.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale.toLowerCase()}|${currency}`;
  const pattern = SITE_MONEY_PATTERNS[key];
  const written = pattern ? formatWith(pattern, amount) : null;
  if (written !== null) return written;
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

/** Percent off, rounded to one decimal (docs/requirements/catalogue.md#formats). */
export function percentOff(current: number, original: number): number {
  if (original <= 0 || current >= original) return 0;
  return Math.round(((original - current) / original) * 1000) / 10;
}

// ---- The product page's price (docs/requirements/catalogue.md#prices) ------------------------

/** The price fields the product page reads (docs/requirements/catalogue.md#prices). */
export interface PriceFields {
  lowCurrent: number;
  highCurrent: number;
  lowOriginal: number;
  highOriginal: number;
  historicBestPrice?: number | undefined;
}

/**
 * The omnibus rule: the price shows when the feature is on, the best price of the period is
 * defined, and the current low price is below both the original and that best price.
 */
export function showOmnibus(price: Pick<PriceFields, 'lowCurrent' | 'lowOriginal' | 'historicBestPrice'>, featureOn: boolean): boolean {
  return featureOn && price.historicBestPrice !== undefined && price.lowCurrent < price.lowOriginal && price.lowCurrent < price.historicBestPrice;
}

export interface PriceView {
  /** The current price, or its range when variants differ. */
  current: { low: number; high?: number | undefined };
  /** The original price (or range), shown struck through when marked down; absent otherwise. */
  original?: { low: number; high?: number | undefined } | undefined;
  label: ReturnType<typeof discountLabel>;
  /** Percent off, to one decimal; 0 when not marked down. For a range, the larger end's. */
  percent: number;
  /** The two ends are off by different percentages: "up to". */
  upTo: boolean;
  /** The best price of the period, when the omnibus rule says to show it. */
  omnibus?: number | undefined;
}

const range = (low: number, high: number) => (high > low ? { low, high } : { low });

/**
 * What a price shows: the range (lowCurrent–highCurrent, lowOriginal–highOriginal), the label
 * ('Free Gift' at 0, 'Marked Down' below the original), the percent off (the larger of the two
 * ends'; computed, as the upstream's percentagePriceDiscount need not be rounded the spec's way) and the omnibus
 * price. A chosen variant is a range of one: pass its current and original as both ends.
 */
export function priceView(price: PriceFields, options: { omnibus: boolean }): PriceView {
  const label = discountLabel(price.lowCurrent, price.lowOriginal);
  const markedDown = label === MARKED_DOWN_LABEL || (price.highCurrent < price.highOriginal && price.lowCurrent > 0);
  const lowPercent = label === FREE_GIFT_LABEL ? 0 : percentOff(price.lowCurrent, price.lowOriginal);
  const highPercent = label === FREE_GIFT_LABEL ? 0 : percentOff(price.highCurrent, price.highOriginal);
  return {
    current: range(price.lowCurrent, price.highCurrent),
    ...(markedDown ? { original: range(price.lowOriginal, price.highOriginal) } : {}),
    label: label ?? (markedDown ? MARKED_DOWN_LABEL : null),
    percent: Math.max(lowPercent, highPercent),
    upTo: lowPercent !== highPercent,
    ...(showOmnibus(price, options.omnibus) ? { omnibus: price.historicBestPrice } : {}),
  };
}

/** A range as text: "€10.00 – €20.00", or one amount. */
export function formatRange(r: { low: number; high?: number | undefined }, currency: string, locale: string): string {
  return r.high !== undefined && r.high > r.low ? `${formatMoney(r.low, currency, locale)} – ${formatMoney(r.high, currency, locale)}` : formatMoney(r.low, currency, locale);
}
