/**
 * Per-site feature settings: switches the spec leaves to configuration ("notify-me when the
 * feature is on", docs/requirements/catalogue.md#sites-and-locales). One typed table, keyed by site id, readable on the server and in
 * the browser (it imports only the site list). A site not listed gets the defaults.
 *
 * - `notifyMe`: a sold-out variant that allows it offers "Notify me" in quick shop instead of the
 *   disabled out-of-stock button (PUT /products/v1/notifications). On everywhere; turn it off for
 *   a site whose back-in-stock mails are not set up.
 * - `loyalty`: the loyalty programme's features (points, vouchers, the welcome offer, joining).
 * - `loyaltyMilestoneBar`: the programme's milestone bar shows the member's progress itself.
 *   docs/requirements/account-and-loyalty.md#loyalty-programme: the loyalty summary is requested only when `loyalty` is on and this is off
 *   (src/lib/loyalty/rules.ts `wantsLoyaltySummary`).
 * - `omnibusPrice`: the product page shows the lowest price of the last 30 days
 *   (`historicBestPrice`) next to a markdown (docs/requirements/catalogue.md#prices; the EU's Omnibus directive). On
 *   everywhere; the rule itself is src/lib/catalogue/price.ts `showOmnibus`.
 */
import { siteForLocale, type Site } from './locales.ts';

export interface SiteFeatures {
  notifyMe: boolean;
  loyalty: boolean;
  loyaltyMilestoneBar: boolean;
  omnibusPrice: boolean;
}

export const DEFAULT_FEATURES: Readonly<SiteFeatures> = { notifyMe: true, loyalty: true, loyaltyMilestoneBar: false, omnibusPrice: true };

/** Overrides per site id (CAIRN_EN_US…); empty: every site runs the defaults. */
const OVERRIDES: Readonly<Record<string, Partial<SiteFeatures>>> = {};

export function siteFeatures(siteId: string | undefined): SiteFeatures {
  return { ...DEFAULT_FEATURES, ...(siteId ? OVERRIDES[siteId] : undefined) };
}

/** In the browser: the features of the site the page's locale path names. */
export function featuresForLocale(locale: string | undefined): SiteFeatures {
  const site: Site | undefined = siteForLocale(locale);
  return siteFeatures(site?.siteId);
}
