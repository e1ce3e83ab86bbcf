/**
 * The location confirmation's question (LocationConfirm.astro): when the browser's languages fit
 * another site better, name both sites, link the same page there, and open the dialog once. Any
 * answer is remembered (site-choice.ts), so it is never asked again.
 */
import { siteForLocale } from '../../lib/site/locales.ts';
import { preferredSite } from '../../lib/site/preferred-site.ts';
import { rememberSiteChoice } from '../../lib/site/site-choice.ts';
import { switchSiteHref } from '../../lib/site/switch-site.ts';
import { siteName } from './site-names.ts';

export function askOnce(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-location-confirm]');
  const current = siteForLocale(location.pathname.split('/')[1]);
  if (!dialog || !current || dialog.open) return;
  const suggested = preferredSite(navigator.languages?.length ? navigator.languages : [navigator.language]);
  if (suggested.locale === current.locale) return;
  // Another dialog is in the shopper's way already: ask on a later page rather than stack.
  if (document.querySelector('dialog[open]')) return;

  const go = dialog.querySelector<HTMLAnchorElement>('[data-location-go]')!;
  const stay = dialog.querySelector<HTMLButtonElement>('[data-location-stay]')!;
  go.textContent = (dialog.dataset.go ?? '{site}').replace('{site}', siteName(suggested.locale));
  go.lang = suggested.hreflang;
  go.href = switchSiteHref(new URL(location.href), suggested);
  stay.textContent = (dialog.dataset.stay ?? '{site}').replace('{site}', siteName(current.locale));
  let chosen = false;
  go.addEventListener('click', () => {
    chosen = true;
    rememberSiteChoice(suggested.locale);
  });
  stay.addEventListener('click', () => dialog.close());
  // Stay, Escape or the close button: this site is the answer.
  dialog.addEventListener('close', () => {
    if (!chosen) rememberSiteChoice(current.locale);
  });
  dialog.showModal();
}
