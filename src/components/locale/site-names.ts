/**
 * Each site's name in its own language (an endonym: the shopper looks for their own country and
 * language, so "Deutschland · Deutsch" reads the same on every site). Keyed by the site list's
 * locales: a site added to src/lib/site/locales.ts without a name fails the type check here only
 * at run time, so the unit test checks every site has one.
 */
export const SITE_NAMES: Readonly<Record<string, { country: string; language: string }>> = {
  'en-us': { country: 'United States', language: 'English' },
  'en-ca': { country: 'Canada', language: 'English' },
  'fr-ca': { country: 'Canada', language: 'Français' },
  'en-gb': { country: 'United Kingdom', language: 'English' },
  'fr-fr': { country: 'France', language: 'Français' },
  'de-de': { country: 'Deutschland', language: 'Deutsch' },
  'it-it': { country: 'Italia', language: 'Italiano' },
};

/** "Deutschland · Deutsch"; the locale itself for a site without a name. */
export const siteName = (locale: string): string => {
  const n = SITE_NAMES[locale];
  return n ? `${n.country} · ${n.language}` : locale;
};
