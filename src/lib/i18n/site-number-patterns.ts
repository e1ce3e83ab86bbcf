/**
 * How each site writes numbers (./number-pattern.ts), derived from `Intl.NumberFormat` by
 * `patternOf`: its own currency with formatMoney's options (the code for CAD, the narrow symbol
 * otherwise), and from it whole numbers. The unit test tests/unit/i18n/number-pattern.test.ts
 * derives them again and fails, showing the new value, when the engine's locale data changes; a
 * site added to src/lib/site/locales.ts without its line here is written by `Intl`, as before,
 * until the test asks for it.
 *
 * The separators are the locales' own: a no-break space (U+00A0) before '€' and in fr-CA's groups,
 * a narrow no-break space (U+202F) in fr-FR's; Italian groups from five digits (1234, 12.345).
 */
import { formatWith, type NumberPattern } from './number-pattern.ts';

/** By `${locale}|${currency}`, the locale in lower case. */
export const SITE_MONEY_PATTERNS: Readonly<Record<string, NumberPattern>> = {
  'en-us|USD': { positive: ['$', ''], negative: ['-$', ''], group: ',', decimal: '.', fractionDigits: 2, minimumGrouping: 1 },
  'en-ca|CAD': { positive: ['CAD\u00a0', ''], negative: ['-CAD\u00a0', ''], group: ',', decimal: '.', fractionDigits: 2, minimumGrouping: 1 },
  'fr-ca|CAD': { positive: ['', '\u00a0CAD'], negative: ['-', '\u00a0CAD'], group: '\u00a0', decimal: ',', fractionDigits: 2, minimumGrouping: 1 },
  'en-gb|GBP': { positive: ['\u00a3', ''], negative: ['-\u00a3', ''], group: ',', decimal: '.', fractionDigits: 2, minimumGrouping: 1 },
  'fr-fr|EUR': { positive: ['', '\u00a0\u20ac'], negative: ['-', '\u00a0\u20ac'], group: '\u202f', decimal: ',', fractionDigits: 2, minimumGrouping: 1 },
  'de-de|EUR': { positive: ['', '\u00a0\u20ac'], negative: ['-', '\u00a0\u20ac'], group: '.', decimal: ',', fractionDigits: 2, minimumGrouping: 1 },
  'it-it|EUR': { positive: ['', '\u00a0\u20ac'], negative: ['-', '\u00a0\u20ac'], group: '.', decimal: ',', fractionDigits: 2, minimumGrouping: 2 },
};

/**
 * By locale, in lower case: whole numbers as `Intl.NumberFormat(locale)` writes them, which is the
 * site's money with neither the currency nor the decimals (the unit test compares them).
 */
export const SITE_WHOLE_NUMBER_PATTERNS: Readonly<Record<string, NumberPattern>> = Object.fromEntries(
  Object.entries(SITE_MONEY_PATTERNS).map(([key, money]) => [
    key.slice(0, key.indexOf('|')),
    { positive: ['', ''], negative: ['-', ''], group: money.group, decimal: '', fractionDigits: 0, minimumGrouping: money.minimumGrouping },
  ]),
);

const wholeFormats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number (loyalty points, counts) with the locale's grouping: from the site's pattern when
 * there is one, else by `Intl`. A number with decimals goes to `Intl` as it is.
 */
export function formatWholeNumber(value: number, locale: string): string {
  const key = locale.toLowerCase();
  const pattern = Number.isInteger(value) ? SITE_WHOLE_NUMBER_PATTERNS[key] : undefined;
  const written = pattern ? formatWith(pattern, value) : null;
  if (written !== null) return written;
  let format = wholeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    wholeFormats.set(key, format);
  }
  return format.format(value);
}
