/**
 * What the chrome's first script (src/components/chrome/chrome.client.ts) needs to queue a
 * navigation click that comes before the click tracker (./interactions.client.ts) has loaded:
 * which clicks it may report, and what the click saw at the time. Imports nothing.
 */

/** Clicks the tracker may report (it decides): product links with an origin, the mega menu's links and drawer sections, footer links. */
export const TRACKED_CLICK = 'a[href][data-interaction-origin],[data-block="mega-menu"] a[href],[data-block="mega-menu"] summary,[data-block="footer"] a[href]';

/** A click that came before the tracker: its target, and whether its menu section was open then. */
export type QueuedClick = readonly [target: Element, sectionWasOpen: boolean | undefined];

/** Whether the details element a summary toggles is open (before the click toggles it). */
export const sectionOpen = (target: Element): boolean | undefined => (target.closest('summary')?.parentElement as HTMLDetailsElement | null)?.open;
