/** The consent banner and preferences dialog: show when a choice is needed, store the choice. */
import { $consent, saveConsentChoice } from '../../lib/consent/consent.client.ts';
import { CONSENT_CATEGORIES, REQUIRED_CATEGORY, type ConsentCategory } from '../../lib/consent/consent.ts';

export function startConsentManager(): void {
  const root = document.querySelector<HTMLElement>('[data-consent]');
  const banner = root?.querySelector<HTMLElement>('[data-consent-banner]');
  const dialog = root?.querySelector<HTMLDialogElement>('[data-consent-dialog]');
  const status = root?.querySelector<HTMLElement>('[data-consent-status]');
  if (!root || !banner || !dialog) return;

  const boxes = [...dialog.querySelectorAll<HTMLInputElement>('[data-consent-category]')];
  if ($consent.get().basis === 'not-asked') banner.hidden = false;

  const choose = (granted: readonly ConsentCategory[]) => {
    saveConsentChoice(granted);
    const bannerHadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    if (dialog.open) dialog.close();
    // Focus must not be lost with the banner: the page's main landmark takes it.
    if (bannerHadFocus) document.getElementById('main')?.focus();
    if (status) status.textContent = status.dataset.savedMessage ?? '';
  };

  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    if (button.hasAttribute('data-consent-accept')) choose(CONSENT_CATEGORIES);
    else if (button.hasAttribute('data-consent-reject')) choose([REQUIRED_CATEGORY]);
    else if (button.hasAttribute('data-consent-save')) choose(boxes.filter((b) => b.checked).map((b) => b.dataset.consentCategory as ConsentCategory));
    else if (button.hasAttribute('data-consent-open')) {
      const granted = $consent.get().granted;
      for (const box of boxes) box.checked = granted.has(box.dataset.consentCategory as ConsentCategory);
      dialog.showModal();
    }
  });
}
