/**
 * Which of our sites fits a shopper's languages (docs/decisions.md#locale-choice). Used by `/`
 * on the server (the Accept-Language header) and by the location confirmation in the browser
 * (navigator.languages), so both suggest the same site. Imports only the site list: it ships in
 * the home page's script.
 */
import { DEFAULT_LOCALE, SITES, siteForLocale, type Site } from './locales.ts';

/**
 * The language tags of an Accept-Language header, most wanted first: q-values honoured (equal
 * ones keep the header's order), `q=0` and `*` left out, malformed entries skipped.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked: { tag: string; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim();
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i.exec(param);
      if (m) q = Number(m[1]);
    }
    if (q > 0 && q <= 1) ranked.push({ tag, q, at });
  });
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

const language = (tag: string): string => tag.split(/[-_]/)[0]!.toLowerCase();
const region = (tag: string): string | undefined => tag.split(/[-_]/)[1]?.toLowerCase();

/** The site of a language tag's language and region (de-DE → de-de), if we serve that pair. */
const exactSite = (tag: string): Site | undefined => {
  const r = region(tag);
  return r ? siteForLocale(`${language(tag)}-${r}`) : undefined;
};

/**
 * A language's own site when a tag names the language alone or a region we don't serve (fr-BE →
 * fr-fr, de-AT → de-de): the site of the country named like the language, else its first site.
 */
function languageSite(lang: string): Site | undefined {
  const sites = SITES.filter((s) => s.language === lang);
  return sites.find((s) => s.country.toLowerCase() === lang) ?? sites[0];
}

/**
 * The site for a ranked list of language tags (most wanted first). For each tag in turn, its
 * language and region first (en-GB → en-gb); a tag whose region we don't serve settles for its
 * language, preferring a site a later tag of the same language names exactly (en-AU, en-GB →
 * en-gb) over the language's own site (en-AU → en-us). No tag we serve: en-us.
 */
export function preferredSite(tags: readonly string[]): Site {
  for (const [i, tag] of tags.entries()) {
    const exact = exactSite(tag);
    if (exact) return exact;
    const lang = language(tag);
    const byLanguage = languageSite(lang);
    if (!byLanguage) continue;
    const laterExact = tags.slice(i + 1).map(exactSite).find((s) => s?.language === lang);
    return laterExact ?? byLanguage;
  }
  return siteForLocale(DEFAULT_LOCALE)!;
}

/** The site for an Accept-Language header. */
export const siteForAcceptLanguage = (header: string | null | undefined): Site => preferredSite(acceptedLanguages(header));
