/**
 * Where the spec's /cart route (docs/requirements/catalogue.md#routes) lands: the cart of the shopper's site. The site is
 * the one of the page they came from (a same-origin Referer with a locale), else the default;
 * the kept query params come along.
 */
import { withKeptQuery } from '../site/kept-query.ts';
import { DEFAULT_LOCALE, siteForLocale } from '../site/locales.ts';


export const cartRedirectTarget = (current: URL, referer: string | null): string => sitePageRedirectTarget('cart', current, referer);

/** The same rule for any locale-less spec route (/checkout, /order-confirmation): `page` under the shopper's site. */
export function sitePageRedirectTarget(page: string, current: URL, referer: string | null): string {
  let locale = DEFAULT_LOCALE;
  if (referer) {
    try {
      const from = new URL(referer);
      const site = from.origin === current.origin ? siteForLocale(from.pathname.split('/')[1]) : undefined;
      if (site) locale = site.locale;
    } catch {
      // An unreadable Referer is no Referer.
    }
  }
  return withKeptQuery(`/${locale}/${page}`, current);
}
