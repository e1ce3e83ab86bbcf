/**
 * Numbers without Intl (src/lib/i18n/number-pattern.ts, site-number-patterns.ts): every site writes
 * its currency and whole numbers exactly as `Intl.NumberFormat` does, for any amount, without
 * constructing one (a page's first `Intl` costs it 20–40 ms); other pairs and amounts still go
 * through `Intl`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../src/lib/catalogue/price.ts';
import { formatWith, patternOf } from '../../../src/lib/i18n/number-pattern.ts';
import { formatWholeNumber, SITE_MONEY_PATTERNS, SITE_WHOLE_NUMBER_PATTERNS } from '../../../src/lib/i18n/site-number-patterns.ts';
import { formatPoints } from '../../../src/lib/loyalty/messages.ts';
import { formatNumber } from '../../../src/lib/site/formats.ts';
import { SITES } from '../../../src/lib/site/locales.ts';

const intlFormat = (locale: string, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: currency === 'CAD' ? 'code' : 'narrowSymbol' });

/** Amounts a cart meets (prices, totals, discounts, refunds) and the edges of rounding and grouping. */
function amounts(): number[] {
  const edges = [0, -0, 0.004, 0.005, 0.015, 1.005, 2.675, 9.995, 99.995, 999.995, 1000, 9999.99, 10000, 12345.678, 1e9 + 0.125, -0.001, -0.005, -1234.5, 0.1 + 0.2, 19.99 * 3, 59.99 * 0.85];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const random = Array.from({ length: 2000 }, () => {
    const scale = 10 ** Math.floor(next() * 8);
    const decimals = Math.floor(next() * 5);
    const value = Math.round(next() * scale * 10 ** decimals) / 10 ** decimals;
    return next() < 0.2 ? -value : value;
  });
  return [...edges, ...random];
}

describe('money from a site pattern', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(SITES.map((s) => [s.locale, s.currency]))('%s %s: the kept pattern is the one Intl gives today', (locale, currency) => {
    expect(SITE_MONEY_PATTERNS[`${locale}|${currency}`]).toEqual(patternOf(intlFormat(locale, currency)));
  });

  it.each(SITES.map((s) => [s.locale, s.currency]))('%s %s: every amount is written as Intl writes it', (locale, currency) => {
    const intl = intlFormat(locale, currency);
    const wrong = amounts().filter((a) => formatMoney(a, currency, locale) !== intl.format(a));
    expect(wrong.map((a) => `${a}: ${formatMoney(a, currency, locale)} ≠ ${intl.format(a)}`)).toEqual([]);
  });

  it('writes a site currency and whole numbers without constructing an Intl.NumberFormat, whichever case the locale is given in', async () => {
    vi.resetModules();
    const price = await import('../../../src/lib/catalogue/price.ts');
    const numbers = await import('../../../src/lib/i18n/site-number-patterns.ts');
    const construct = vi.spyOn(Intl, 'NumberFormat');
    expect(price.formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(price.formatMoney(1234.5, 'EUR', 'it-it')).toBe('1234,50\u00a0€');
    expect(price.formatMoney(-12, 'CAD', 'en-ca')).toBe('-CAD\u00a012.00');
    expect(numbers.formatWholeNumber(12500, 'fr-FR')).toBe('12\u202f500');
    expect(numbers.formatWholeNumber(5000, 'it-IT')).toBe('5000');
    expect(construct).not.toHaveBeenCalled();
  });

  it.each(SITES.map((s) => [s.locale]))('%s: the kept whole-number pattern is the one Intl gives today, and points and counts are written as Intl writes them', (locale) => {
    expect(SITE_WHOLE_NUMBER_PATTERNS[locale]).toEqual(patternOf(new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })));
    const intl = new Intl.NumberFormat(locale);
    const wholes = [0, -0, 1, 999, 1000, 5000, 12345, 250000, 1234567, -1500, ...amounts().map(Math.round)];
    const wrong = wholes.filter((n) => formatWholeNumber(n, locale) !== intl.format(n) || formatPoints(n, locale) !== intl.format(n) || formatNumber(n, locale) !== intl.format(n));
    expect(wrong).toEqual([]);
  });

  it('leaves a number with decimals to Intl, with the caller\'s decimals', () => {
    expect(formatWholeNumber(1234.5678, 'en-us')).toBe(new Intl.NumberFormat('en-us').format(1234.5678));
    expect(formatNumber(1234.5678, 'de-de')).toBe('1.234,57');
    expect(formatNumber(1234.5678, 'de-de', 1)).toBe('1.234,6');
  });

  it('leaves other currencies, other locales and amounts without a plain decimal form to Intl', () => {
    expect(formatMoney(1234.5, 'EUR', 'en-us')).toBe(intlFormat('en-us', 'EUR').format(1234.5));
    expect(formatMoney(1234.5, 'USD', 'es-es')).toBe(intlFormat('es-es', 'USD').format(1234.5));
    for (const odd of [1e21, 1e-7, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(formatWith(SITE_MONEY_PATTERNS['en-us|USD']!, odd)).toBeNull();
      expect(formatMoney(odd, 'USD', 'en-us')).toBe(intlFormat('en-us', 'USD').format(odd));
    }
  });

  it('derives no pattern for a format it cannot write: groups of two, or a varying number of decimals', () => {
    expect(patternOf(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }))).toBeNull();
    expect(patternOf(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }))).toBeNull();
  });
});
