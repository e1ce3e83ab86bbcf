/**
 * Remembers any choice of site (a link of the country and language selector) and, for a visitor
 * who has made none, has the location confirmation (location-ask.ts) asked. Started by the
 * chrome's first script (src/components/chrome/chrome.client.ts) on every page, which passes
 * `ask` (its lazy part imports location-ask.ts); it asks only where LocationConfirm.astro named
 * its dialog (every page but the checkout), so it is the smallest part: a shopper who answered, a
 * crawler and an automated browser load nothing more (the home page's budget is 12 KB).
 */
import { rememberSiteChoice, siteChoiceMade } from '../../lib/site/site-choice.ts';

/** Crawlers and automated browsers see the page as served; they never get the question. */
const ROBOT = /bot|crawl|spider|slurp|lighthouse|pagespeed/i;

let started = false;

export function startLocationConfirm(ask: () => void): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-site-choice]') : null;
    if (link?.dataset.siteChoice) rememberSiteChoice(link.dataset.siteChoice);
  });
  if (document.querySelector('[data-location-confirm-from], dialog[data-location-confirm]') && !navigator.webdriver && !ROBOT.test(navigator.userAgent) && !siteChoiceMade()) {
    const askIfStillUnchosen = () => {
      if (!siteChoiceMade()) ask();
    };
    // A prerendered page asks when the shopper actually opens it.
    if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', askIfStillUnchosen, { once: true });
    else askIfStillUnchosen();
  }
}
