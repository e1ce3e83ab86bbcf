/**
 * The shopper's own choice of site (docs/decisions.md#locale-choice): the selector or the
 * location confirmation writes it, `/` reads it. Not an identifier and nothing the server trusts
 * for access: only which site `/` opens and whether to ask again. Imports nothing: it ships in
 * every page's smallest script.
 */
export const SITE_CHOICE_COOKIE = 'cairn_site';
/** A year: a shopper's country rarely changes. */
export const SITE_CHOICE_MAX_AGE = 60 * 60 * 24 * 365;

/** Remembers a site (browser only). */
export function rememberSiteChoice(locale: string): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${SITE_CHOICE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${SITE_CHOICE_MAX_AGE}; samesite=lax${secure}`;
}

/** Whether the shopper chose a site before (browser only). */
export const siteChoiceMade = (): boolean => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SITE_CHOICE_COOKIE}=`));
