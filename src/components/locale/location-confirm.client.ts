/**
 * Remembers any choice of site (a link of the country and language selector) and, for a visitor
 * who has made none, loads the location confirmation (location-ask.ts). Runs on every page but
 * the checkout, so it is the smallest part: a shopper who answered, a crawler and an automated
 * browser load nothing more (the home page's budget is 12 KB).
 */
import { rememberSiteChoice, siteChoiceMade } from '../../lib/site/site-choice.ts';

/** Crawlers and automated browsers see the page as served; they never get the question. */
const ROBOT = /bot|crawl|spider|slurp|lighthouse|pagespeed/i;

const ask = () => {
  if (!siteChoiceMade()) void import('./location-ask.ts').then((m) => m.askOnce());
};

let started = false;

export function startLocationConfirm(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-site-choice]') : null;
    if (link?.dataset.siteChoice) rememberSiteChoice(link.dataset.siteChoice);
  });
  if (!navigator.webdriver && !ROBOT.test(navigator.userAgent) && !siteChoiceMade()) {
    // A prerendered page asks when the shopper actually opens it.
    if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', ask, { once: true });
    else ask();
  }
}

startLocationConfirm();
