/**
 * Prices in every currency the sites use. The seed sets USD prices; the others are converted
 * deterministically and end in .95 like shelf prices. Amounts are integer cents inside the
 * sandbox and major units (49.95) on the wire.
 */
export const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

const RATES: Record<Currency, number> = { USD: 1, CAD: 1.36, GBP: 0.79, EUR: 0.92 };

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/**
 * usdCents in currency. Zero stays zero (a free gift is free everywhere); face-value items (gift
 * cards) keep their number, since a 50 gift card is 50 in any currency.
 */
export function convertCents(usdCents: number, currency: Currency, faceValue = false): number {
  if (usdCents === 0 || currency === 'USD' || faceValue) return usdCents;
  const whole = Math.max(1, Math.round((usdCents / 100) * RATES[currency]));
  return whole * 100 - 5;
}

export const toAmount = (cents: number): number => Math.round(cents) / 100;

export interface PriceSummary {
  currency: Currency;
  lowOriginal: number;
  highOriginal: number;
  lowCurrent: number;
  highCurrent: number;
  historicBestPrice: number;
  /** The largest saving over the variants, in percent with one decimal (docs/requirements/catalogue.md#formats). */
  percentagePriceDiscount: number;
}

export interface VariantCents {
  original: number;
  current: number;
}

/** The price summary of a set of variant prices, all in one currency (cents in, cents out). */
export function summarise(prices: readonly VariantCents[], historicBest: number): Omit<PriceSummary, 'currency'> {
  let lowOriginal = Infinity;
  let highOriginal = 0;
  let lowCurrent = Infinity;
  let highCurrent = 0;
  let discount = 0;
  for (const { original, current } of prices) {
    lowOriginal = Math.min(lowOriginal, original);
    highOriginal = Math.max(highOriginal, original);
    lowCurrent = Math.min(lowCurrent, current);
    highCurrent = Math.max(highCurrent, current);
    if (original > 0) discount = Math.max(discount, (1 - current / original) * 100);
  }
  if (prices.length === 0) lowOriginal = lowCurrent = 0;
  return {
    lowOriginal,
    highOriginal,
    lowCurrent,
    highCurrent,
    historicBestPrice: historicBest,
    percentagePriceDiscount: Math.round(discount * 10) / 10,
  };
}
