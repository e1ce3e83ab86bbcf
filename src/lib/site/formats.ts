/**
 * How a site writes money, percentages, numbers and dates (docs/decisions.md#formats-per-site):
 * one function per rule, all read from the site (src/lib/site/locales.ts), so a page, a block or
 * an island never restates one. Pure and dependency-light: it runs in the browser too.
 *
 * - Money: the currency as its code for CAD (its '$' reads as USD's), as a symbol otherwise; the
 *   rule lives with the prices (src/lib/catalogue/price.ts formatMoney) and is re-exported here.
 * - Percentages: at most one decimal, in the locale's way (12.5% / 12,5 % / 12,5 %).
 * - Numbers: the locale's grouping and decimal separators (1,234.5 / 1 234,5 / 1.234,5).
 * - Dates: the region's order, MM/DD/YYYY in NORA and DD/MM/YYYY elsewhere; a date field's
 *   placeholder is 01/01/1900, the earliest date, in either order.
 */
import { formatMoney } from '../catalogue/price.ts';
import { formatWholeNumber } from '../i18n/site-number-patterns.ts';
import { formatDate, fromIsoDate } from '../../../schemas/forms/validators.ts';
import type { DateFormat, Site } from './locales.ts';

export { formatMoney };

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** A percentage given in percent (12.5 → '12.5%'), to one decimal at most. */
export const formatPercent = (percent: number, locale: string): string => numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);

/** A number with the locale's separators (points, counts, sizes); a whole one without `Intl` on a site (src/lib/i18n/site-number-patterns.ts). */
export const formatNumber = (value: number, locale: string, maximumFractionDigits = 2): string =>
  Number.isInteger(value) ? formatWholeNumber(value, locale) : numberFormat(locale, { maximumFractionDigits }).format(value);

/** The date fields' placeholder: the earliest date, 01/01/1900 (the same in both orders). */
export const DATE_PLACEHOLDER = '01/01/1900';

/** An ISO date or timestamp's calendar day in the site's order; the input when it is no date. */
export function formatSiteDate(iso: string, format: DateFormat): string {
  const date = fromIsoDate(iso.slice(0, 10));
  return date ? formatDate(date, format) : iso;
}

/** Every format of one site, bound to it. */
export function siteFormats(site: Pick<Site, 'hreflang' | 'currency' | 'dateFormat'>) {
  return {
    money: (amount: number, currency: string = site.currency) => formatMoney(amount, currency, site.hreflang),
    percent: (percent: number) => formatPercent(percent, site.hreflang),
    number: (value: number, maximumFractionDigits?: number) => formatNumber(value, site.hreflang, maximumFractionDigits),
    date: (iso: string) => formatSiteDate(iso, site.dateFormat),
    datePlaceholder: DATE_PLACEHOLDER,
  };
}
