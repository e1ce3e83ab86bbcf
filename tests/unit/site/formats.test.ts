import { describe, expect, it } from 'vitest';
import { DATE_PLACEHOLDER, formatNumber, formatPercent, formatSiteDate, siteFormats } from '../../../src/lib/site/formats.ts';
import { siteForLocale } from '../../../src/lib/site/locales.ts';

const f = (locale: string) => siteFormats(siteForLocale(locale)!);
/** Intl separates with narrow or plain no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money per site', () => {
  it('shows CAD as its code and other currencies as a symbol', () => {
    expect(plain(f('en-ca').money(1234.5))).toBe('CAD 1,234.50');
    expect(plain(f('fr-ca').money(1234.5))).toBe('1 234,50 CAD');
    expect(f('en-us').money(1234.5)).toBe('$1,234.50');
    expect(f('en-gb').money(1234.5)).toBe('£1,234.50');
    expect(plain(f('fr-fr').money(1234.5))).toBe('1 234,50 €');
    expect(plain(f('de-de').money(1234.5))).toBe('1.234,50 €');
    // Italian groups from five digits (CLDR's minimum grouping).
    expect(plain(f('it-it').money(1234.5))).toBe('1234,50 €');
    expect(plain(f('it-it').money(12345.5))).toBe('12.345,50 €');
  });
});

describe('percentages', () => {
  it('round to one decimal in the locale’s way', () => {
    expect(formatPercent(12.46, 'en-US')).toBe('12.5%');
    expect(plain(formatPercent(12.46, 'fr-FR'))).toBe('12,5 %');
    expect(plain(formatPercent(12.46, 'de-DE'))).toBe('12,5 %');
    expect(formatPercent(30, 'it-IT')).toBe('30%');
  });
});

describe('numbers', () => {
  it('use the locale’s separators', () => {
    expect(formatNumber(12345.5, 'en-US')).toBe('12,345.5');
    expect(plain(formatNumber(12345.5, 'fr-FR'))).toBe('12 345,5');
    expect(formatNumber(12345.5, 'de-DE')).toBe('12.345,5');
    expect(f('it-it').number(12345)).toBe('12.345');
  });
});

describe('dates', () => {
  it('follow the region’s order', () => {
    expect(f('en-us').date('2026-03-09T10:00:00Z')).toBe('03/09/2026');
    expect(f('fr-ca').date('2026-03-09')).toBe('03/09/2026');
    expect(f('en-gb').date('2026-03-09')).toBe('09/03/2026');
    expect(f('de-de').date('2026-03-09')).toBe('09/03/2026');
    expect(formatSiteDate('not a date', 'DD/MM/YYYY')).toBe('not a date');
  });
  it('have the earliest date as placeholder', () => {
    expect(DATE_PLACEHOLDER).toBe('01/01/1900');
    expect(f('it-it').datePlaceholder).toBe('01/01/1900');
  });
});
