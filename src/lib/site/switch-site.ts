/**
 * Where the country and language selector (and the location confirmation) take a shopper: the
 * same page on the other site when that site has it, else the other site's home, with the kept
 * query parameters (kept-query.ts). Pure: the server renders the links, the browser reuses it.
 */
import { withKeptQuery } from './kept-query.ts';
import { siteForLocale, SITES, type Site } from './locales.ts';

export { SITE_CHOICE_COOKIE } from './site-choice.ts';

/**
 * Pages that belong to one site's session: a checkout runs on its site's basket, and an order
 * confirmation or an order's page names an order placed there. On another site they lead home.
 * Products, categories, articles, content pages and the site-wide tools (search, stores, cart,
 * account, help, favorites) exist on every site (docs/decisions.md#locale-choice).
 */
const SITE_BOUND = /^\/(checkout|order-confirmation|account\/orders\/[^/]+)(\/|$)/i;

/** The path on `target` that matches `pathname` (a path on one of our sites). */
export function pathOnSite(pathname: string, target: Site): string {
  const home = `/${target.locale}/`;
  const [, first = '', ...rest] = pathname.split('/');
  if (!siteForLocale(first)) return home;
  const inSite = `/${rest.join('/')}`;
  if (inSite === '/' || SITE_BOUND.test(inSite)) return home;
  return `/${target.locale}${inSite}`;
}

/** The link to `target` from the page at `current`. */
export const switchSiteHref = (current: URL, target: Site): string => withKeptQuery(pathOnSite(current.pathname, target), current);

/** Every site's link from `current`, in the site list's order, the current one marked. */
export function siteLinks(current: URL, currentSite: Site): { site: Site; href: string; current: boolean }[] {
  return SITES.map((site) => ({ site, href: switchSiteHref(current, site), current: site.locale === currentSite.locale }));
}

/** The site a `cairn_site` cookie names, if it names one of ours. */
export const chosenSite = (value: string | undefined | null): Site | undefined => siteForLocale(value ?? undefined);
