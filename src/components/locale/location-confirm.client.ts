/**
 * Remembers any choice of site (a link of the country and language selector) and, for a visitor
 * who has made none, has the location confirmation (location-ask.ts) asked. Part of the chrome's
 * first script (src/components/chrome/chrome.client.ts) on every page, which passes `ask` (its
 * lazy part imports location-ask.ts, which waits for a prerendered page to be shown); it asks only
 * where LocationConfirm.astro named its dialog (every page but the checkout), so it is the
 * smallest part: a shopper who answered, a browser whose language is the site's, a crawler and an
 * automated browser load nothing more.
 */
import { rememberSiteChoice, siteChoiceMade } from '../../lib/site/site-choice.ts';

/** Crawlers and automated browsers see the page as served; they never get the question. */
const ROBOT = /bot|crawl|spider|slurp|lighthouse|pagespeed/i;

/**
 * A browser whose first language is this site's own (en-US on en-us: most visitors) is on the site
 * location-ask.ts would suggest (src/lib/site/preferred-site.ts takes an exact language and region
 * first), so the question's code is not even loaded for it; any other browser is asked.
 */
const fitsThisSite = (): boolean => (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase() === document.documentElement.lang.toLowerCase();

/** The cookie is read last: a page's first `document.cookie` read waits on the browser (guest.ts sessionHintSet). */
export function confirmLocation(ask: () => void): void {
  if (document.querySelector('[data-location-confirm-from], dialog[data-location-confirm]') && !navigator.webdriver && !ROBOT.test(navigator.userAgent) && !fitsThisSite() && !siteChoiceMade()) ask();
}

/** For the chrome's click listener: a press on a site of the selector is that shopper's choice. */
export function rememberChoiceOf(target: Element): void {
  const choice = target.closest<HTMLAnchorElement>('a[data-site-choice]')?.dataset.siteChoice;
  if (choice) rememberSiteChoice(choice);
}
