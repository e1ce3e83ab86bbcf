/**
 * The location confirmation's question (LocationConfirm.astro): when the browser's languages fit
 * another site better, name both sites, link the same page there, and open the dialog once. Any
 * answer is remembered (site-choice.ts), so it is never asked again.
 */
import { siteForLocale } from '../../lib/site/locales.ts';
import { preferredSite } from '../../lib/site/preferred-site.ts';
import { rememberSiteChoice, siteChoiceMade } from '../../lib/site/site-choice.ts';
import { switchSiteHref } from '../../lib/site/switch-site.ts';
import { siteName } from './site-names.ts';
import { fetchFragment } from '../../lib/html/fragment.ts';

/** How long the dialog may take to come; past it the question waits for a later page. */
const DIALOG_DEADLINE_MS = 8000;

/** The page's dialog, fetched from the URL LocationConfirm.astro named the first time it is needed. */
async function confirmDialog(): Promise<HTMLDialogElement | null> {
  const present = document.querySelector<HTMLDialogElement>('dialog[data-location-confirm]');
  if (present) return present;
  const marker = document.querySelector<HTMLTemplateElement>('template[data-location-confirm-from]');
  const from = marker?.dataset.locationConfirmFrom;
  if (!marker || !from) return null;
  const fragment = await fetchFragment(from, DIALOG_DEADLINE_MS);
  const dialog = fragment.querySelector<HTMLDialogElement>('dialog[data-location-confirm]');
  if (!dialog) throw new Error(`${from} has no location dialog`);
  const adopted = document.adoptNode(dialog);
  marker.replaceWith(adopted);
  return adopted;
}

/** Asked once the page is shown (a prerendered page waits for the shopper to open it), if no site was chosen meanwhile. */
export function askOnce(): Promise<void> {
  if (!(document as Document & { prerendering?: boolean }).prerendering) return askUnlessChosen();
  return new Promise((done) => document.addEventListener('prerenderingchange', () => void askUnlessChosen().then(done), { once: true }));
}

async function askUnlessChosen(): Promise<void> {
  if (siteChoiceMade()) return;
  const current = siteForLocale(location.pathname.split('/')[1]);
  if (!current) return;
  const suggested = preferredSite(navigator.languages?.length ? navigator.languages : [navigator.language]);
  // Most visitors are on the site their browser fits: they never fetch the dialog.
  if (suggested.locale === current.locale) return;
  let dialog: HTMLDialogElement | null;
  try {
    dialog = await confirmDialog();
  } catch (error) {
    console.warn('[location] the question could not load; a later page asks', error);
    return;
  }
  if (!dialog || dialog.open) return;
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
