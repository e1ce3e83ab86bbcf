/**
 * The sites Cairn serves. docs/requirements/catalogue.md#sites-and-locales: site id, region and brand derive from the locale.
 * Shared by the storefront and the sandbox, so it imports nothing from Astro.
 */
export type Region = 'NORA' | 'EMEA';
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY';

export interface Site {
  /** URL form, `language-country` (en-us). */
  locale: string;
  /** Production form with an underscore (en_US), sent in the locale header. */
  localeCode: string;
  language: string;
  country: string;
  siteId: string;
  region: Region;
  brand: string;
  currency: string;
  dateFormat: DateFormat;
  /** Phone mask, X marks a digit (docs/requirements/account-and-loyalty.md#phone-numbers). */
  phoneMask: string;
  /** BCP 47 tag for Intl and hreflang. */
  hreflang: string;
}

export const BRAND = 'CAIRN';
const NORA_PHONE_MASK = '(XXX) XXX - XXXX';
const EMEA_PHONE_MASK = 'XXXX - XXX - XXX';

function site(locale: string, region: Region, currency: string): Site {
  const [language = 'en', country = 'us'] = locale.split('-');
  return {
    locale,
    localeCode: `${language}_${country.toUpperCase()}`,
    language,
    country: country.toUpperCase(),
    siteId: `${BRAND}_${language.toUpperCase()}_${country.toUpperCase()}`,
    region,
    brand: BRAND,
    currency,
    dateFormat: region === 'NORA' ? 'MM/DD/YYYY' : 'DD/MM/YYYY',
    phoneMask: region === 'NORA' ? NORA_PHONE_MASK : EMEA_PHONE_MASK,
    hreflang: `${language}-${country.toUpperCase()}`,
  };
}

export const SITES: readonly Site[] = [
  site('en-us', 'NORA', 'USD'),
  site('en-ca', 'NORA', 'CAD'),
  site('fr-ca', 'NORA', 'CAD'),
  site('en-gb', 'EMEA', 'GBP'),
  site('fr-fr', 'EMEA', 'EUR'),
  site('de-de', 'EMEA', 'EUR'),
  site('it-it', 'EMEA', 'EUR'),
];

export const DEFAULT_LOCALE = 'en-us';

const byLocale = new Map(SITES.map((s) => [s.locale, s]));

/** The site for a URL locale segment, case-insensitive; undefined when we don't serve it. */
export function siteForLocale(locale: string | undefined): Site | undefined {
  return locale ? byLocale.get(locale.toLowerCase()) : undefined;
}

/** One site id per locale (en-ca and fr-ca differ): the content service is keyed by site id alone. */
export const SITE_IDS: readonly string[] = SITES.map((s) => s.siteId);

const bySiteId = new Map(SITES.map((s) => [s.siteId, s]));
export function siteForId(siteId: string): Site | undefined {
  return bySiteId.get(siteId);
}
