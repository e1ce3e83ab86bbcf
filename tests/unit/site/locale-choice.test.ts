import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredSite, siteForAcceptLanguage } from '../../../src/lib/site/preferred-site.ts';
import { SITES, siteForLocale } from '../../../src/lib/site/locales.ts';
import { chosenSite, pathOnSite, siteLinks, switchSiteHref } from '../../../src/lib/site/switch-site.ts';
import { SITE_NAMES, siteName } from '../../../src/components/locale/site-names.ts';

const site = (locale: string) => siteForLocale(locale)!;

describe('acceptedLanguages', () => {
  it('orders by q-value, keeping the header order for equal ones', () => {
    expect(acceptedLanguages('fr;q=0.5, de-DE, en;q=0.8, it')).toEqual(['de-DE', 'it', 'en', 'fr']);
  });
  it('drops q=0, the wildcard and malformed entries', () => {
    expect(acceptedLanguages('*, de;q=0, en-GB;q=0.3, <script>, ;q=1')).toEqual(['en-GB']);
  });
  it('is empty without a header', () => {
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('siteForAcceptLanguage', () => {
  it.each([
    ['de-DE', 'de-de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de-de'],
    ['fr-CA', 'fr-ca'],
    ['en-CA,fr-CA;q=0.5', 'en-ca'],
    ['it', 'it-it'],
    ['fr', 'fr-fr'],
    ['fr-BE', 'fr-fr'],
    ['de-AT, en-US;q=0.8', 'de-de'],
    ['en-GB', 'en-gb'],
    ['en-AU', 'en-us'],
    ['en-AU, en-GB;q=0.9', 'en-gb'],
    ['ja-JP, es;q=0.9', 'en-us'],
    ['ja-JP, de;q=0.1', 'de-de'],
    ['en-US;q=0.2, it-IT;q=0.9', 'it-it'],
    [null, 'en-us'],
  ])('%s → %s', (header, locale) => {
    expect(siteForAcceptLanguage(header).locale).toBe(locale);
  });
  it('takes a ranked list of tags (navigator.languages)', () => {
    expect(preferredSite(['de-CH', 'de', 'en']).locale).toBe('de-de');
    expect(preferredSite([]).locale).toBe('en-us');
  });
});

describe('pathOnSite', () => {
  it('keeps products, categories, articles, content pages and site-wide pages', () => {
    expect(pathOnSite('/en-us/p/trail-boot-FWINSTOCK1', site('de-de'))).toBe('/de-de/p/trail-boot-FWINSTOCK1');
    expect(pathOnSite('/en-us/c/mens-jackets-2001', site('fr-ca'))).toBe('/fr-ca/c/mens-jackets-2001');
    expect(pathOnSite('/fr-fr/articles/some-story', site('it-it'))).toBe('/it-it/articles/some-story');
    expect(pathOnSite('/en-gb/help/shipping', site('en-us'))).toBe('/en-us/help/shipping');
    expect(pathOnSite('/en-gb/cart', site('en-us'))).toBe('/en-us/cart');
    expect(pathOnSite('/en-gb/account/orders', site('en-us'))).toBe('/en-us/account/orders');
  });
  it('leads home from pages bound to one site, the home page and unknown paths', () => {
    expect(pathOnSite('/en-us/checkout/shipping', site('de-de'))).toBe('/de-de/');
    expect(pathOnSite('/en-us/order-confirmation', site('de-de'))).toBe('/de-de/');
    expect(pathOnSite('/en-us/account/orders/C0001234', site('de-de'))).toBe('/de-de/');
    expect(pathOnSite('/en-us/', site('it-it'))).toBe('/it-it/');
    expect(pathOnSite('/en-us', site('it-it'))).toBe('/it-it/');
    expect(pathOnSite('/search', site('it-it'))).toBe('/it-it/');
  });
  it('keeps only the kept query parameters', () => {
    const url = new URL('https://shop.test/en-us/p/trail-boot-FWINSTOCK1?siteId=CAIRN_EN_US&utm_source=x&color=moss&preview=true');
    expect(switchSiteHref(url, site('de-de'))).toBe('/de-de/p/trail-boot-FWINSTOCK1?siteId=CAIRN_EN_US&preview=true');
  });
});

describe('siteLinks and the remembered choice', () => {
  it('lists every site once, the current one marked', () => {
    const links = siteLinks(new URL('https://shop.test/fr-fr/c/x-2001'), site('fr-fr'));
    expect(links.map((l) => l.site.locale)).toEqual(SITES.map((s) => s.locale));
    expect(links.filter((l) => l.current).map((l) => l.href)).toEqual(['/fr-fr/c/x-2001']);
  });
  it('names every site in its own language', () => {
    for (const s of SITES) expect(SITE_NAMES[s.locale]).toBeDefined();
    expect(siteName('de-de')).toBe('Deutschland · Deutsch');
  });
  it('accepts only a site we serve from the cookie', () => {
    expect(chosenSite('it-it')?.locale).toBe('it-it');
    expect(chosenSite('xx-yy')).toBeUndefined();
    expect(chosenSite(undefined)).toBeUndefined();
  });
});
