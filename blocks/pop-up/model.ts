/**
 * The pop-up's rules that need no page (docs/requirements/content-blocks.md#pop-up): which pop-up a page load shows, the
 * dismissed ids kept in the browser, and the tag-manager events. Pure, for the client script
 * and the unit tests.
 */
import type { PopupType } from '../../schemas/content/pop-up.ts';
import type { PageType } from '../../src/lib/site/page-type.ts';

/** localStorage key of the dismissed pop-up ids (a JSON array): not personal, just ids. */
export const DISMISSED_POPUPS_KEY = 'cairn.popups.dismissed';
/** Ids kept at most: old campaigns should not grow the list forever. */
export const DISMISSED_POPUPS_MAX = 50;
/** How long the minimized tab shows alone before the pop-up expands (after its `delay`). */
export const POPUP_EXPAND_AFTER_MS = 600;
/**
 * The buying path: the cart and the checkout. A pop-up appears there minimized (its tab) and
 * expands only when the shopper opens it: an offer opening by itself over the basket or the
 * payment form covers the step the shopper came to take (docs/decisions.md "Dialogs and pop-ups").
 */
const STAYS_MINIMIZED_ON: ReadonlySet<PageType> = new Set(['cart', 'checkout']);

/** Whether a pop-up on this page expands by itself after its minimized beat (docs/requirements/content-blocks.md#pop-up), or waits for the shopper. */
export function expandsByItself(pageType: PageType): boolean {
  return !STAYS_MINIMIZED_ON.has(pageType);
}

/** The pop-up's name in the dialog manager: expanding it closes other dialogs, and they minimize it. */
export const POPUP_DIALOG_NAME = 'pop-up';

export interface PopupCandidate {
  id: string;
  /** False when the pop-up is hidden on this screen size (hideOnBreakpoint). */
  shown: boolean;
}

/** docs/requirements/content-blocks.md#pop-up: one per page load, the first not yet dismissed (among those this screen shows). */
export function popupToShow<T extends PopupCandidate>(candidates: readonly T[], dismissed: ReadonlySet<string>): T | undefined {
  return candidates.find((c) => c.shown && !dismissed.has(c.id));
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The dismissed ids; a missing, broken or unreadable entry (private mode) is an empty set. */
export function readDismissed(storage: Storage | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DISMISSED_POPUPS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers a dismissed id (the newest kept when the list is full). Storage failures are ignored. */
export function rememberDismissed(storage: Storage | null, id: string): void {
  const ids = [...readDismissed(storage)].filter((d) => d !== id);
  ids.push(id);
  try {
    storage?.setItem(DISMISSED_POPUPS_KEY, JSON.stringify(ids.slice(-DISMISSED_POPUPS_MAX)));
  } catch {
    // Full or blocked storage: the pop-up may come back next time, which is harmless.
  }
}

export interface PopupInfo {
  id: string;
  type: PopupType;
}

/** The tag-manager events (docs/requirements/content-blocks.md#pop-up: pop-up impression, expand and click), as src/lib/analytics/data-layer.ts takes them. */
export type PopupEvent = {
  event: 'popup_impression' | 'popup_expand' | 'popup_click';
  popupId: string;
  popupType: PopupType;
  linkUrl?: string;
};

export const impressionEvent = (popup: PopupInfo): PopupEvent => ({ event: 'popup_impression', popupId: popup.id, popupType: popup.type });
export const expandEvent = (popup: PopupInfo): PopupEvent => ({ event: 'popup_expand', popupId: popup.id, popupType: popup.type });
export const clickEvent = (popup: PopupInfo, linkUrl: string): PopupEvent => ({ event: 'popup_click', popupId: popup.id, popupType: popup.type, linkUrl });
