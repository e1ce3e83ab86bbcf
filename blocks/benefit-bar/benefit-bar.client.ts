/**
 * The benefit bar's close button: hides every closable bar and remembers it under
 * `benefitBarClosed` (docs/requirements/content-blocks.md#benefit-bar), so the next pages hide it before paint (closed-flag.ts).
 * Focus moves to the main content, as the button it was on is gone.
 */
import { BENEFIT_BAR_CLOSED_ATTR, BENEFIT_BAR_CLOSED_KEY, BENEFIT_BAR_CLOSED_VALUE } from './closed-flag.ts';

function close(): void {
  document.documentElement.setAttribute(BENEFIT_BAR_CLOSED_ATTR, '');
  try {
    localStorage.setItem(BENEFIT_BAR_CLOSED_KEY, BENEFIT_BAR_CLOSED_VALUE);
  } catch {
    // Storage refused (private mode, quota): closed for this page only.
  }
  document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
}

document.querySelectorAll<HTMLButtonElement>('[data-benefit-bar-close]:not([data-ready])').forEach((button) => {
  button.setAttribute('data-ready', '');
  button.hidden = false;
  button.addEventListener('click', close);
});
