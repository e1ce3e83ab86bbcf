/**
 * The pop-ups' delays, run by the chrome's first script (src/components/chrome/chrome.client.ts)
 * before any of the pop-up's code is loaded: one timer per pop-up on the page, and when one runs
 * out for a pop-up that is not dismissed, `show` (which imports ./pop-up.client.ts). That code decides
 * whether it is the one pop-up this page load shows (the first not dismissed that this screen
 * size shows: model.ts popupToShow), so this part only needs to skip the dismissed ones cheaply.
 */

/** model.ts DISMISSED_POPUPS_KEY (a unit test keeps them equal; importing it would bring the rest of model.ts). */
export const DISMISSED_KEY = 'cairn.popups.dismissed';

/**
 * Whether the shopper dismissed this pop-up, read when its delay runs out rather than as the page
 * starts: a page's first localStorage read waits on the browser (2–12 ms measured here, in the
 * chrome's first script's task), and a pop-up dismissed in another tab meanwhile stays dismissed.
 */
function dismissed(root: HTMLElement): boolean {
  try {
    // The stored value is a JSON array of ids: a dismissed id is in it as a JSON string.
    return (localStorage.getItem(DISMISSED_KEY) ?? '').includes(JSON.stringify(root.dataset.popupId ?? ''));
  } catch {
    // Blocked storage: nothing is remembered as dismissed.
    return false;
  }
}

export function schedulePopups(show: (root: HTMLElement) => void): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-popup]')) {
    setTimeout(() => dismissed(root) || show(root), Math.max(0, Number(root.dataset.popupDelay) || 0));
  }
}
