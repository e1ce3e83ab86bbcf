/**
 * The pop-ups' delays, run by the chrome's first script (src/components/chrome/chrome.client.ts)
 * before any of the pop-up's code is loaded: one timer per pop-up on the page that is not
 * dismissed, and when one runs out, `show` (which imports ./pop-up.client.ts). That code decides
 * whether it is the one pop-up this page load shows (the first not dismissed that this screen
 * size shows: model.ts popupToShow), so this part only needs to skip the dismissed ones cheaply.
 */

/** model.ts DISMISSED_POPUPS_KEY (a unit test keeps them equal; importing it would bring the rest of model.ts). */
export const DISMISSED_KEY = 'cairn.popups.dismissed';

export function schedulePopups(show: (root: HTMLElement) => void): void {
  let dismissed = '';
  try {
    dismissed = localStorage.getItem(DISMISSED_KEY) ?? '';
  } catch {
    // Blocked storage: nothing is remembered as dismissed.
  }
  for (const root of document.querySelectorAll<HTMLElement>('[data-popup]')) {
    // The stored value is a JSON array of ids: a dismissed id is in it as a JSON string.
    if (!dismissed.includes(JSON.stringify(root.dataset.popupId ?? ''))) setTimeout(() => show(root), Math.max(0, Number(root.dataset.popupDelay) || 0));
  }
}
