/**
 * The pop-up's behaviour (PopUp.astro; rules in model.ts). One pop-up per page load: the first
 * not yet dismissed that this screen size shows. After its delay it appears minimized (impression),
 * then expands (expand; on the cart and the checkout only when the shopper opens it). The
 * shopper can minimize it, expand it again, or close it for good (remembered in localStorage). A
 * click on one of its targets is tracked and counts as dismissing. Events go through the data
 * layer's consent gate (src/lib/analytics/data-layer.ts).
 *
 * It takes part in the dialog manager under one name: expanding it is "opening a dialog", so a
 * CMS or shopper dialog that opens minimizes it, and it never expands by itself over one.
 */
import { pushEvent } from '../../src/lib/analytics/data-layer.ts';
import { fetchFragment, linkSheetsOf } from '../../src/lib/html/fragment.ts';
import { detectPageType } from '../../src/lib/site/page-type.ts';
import { $dialogStack, closeDialog, openDialog } from '../../src/stores/dialogs.ts';
import {
  clickEvent,
  expandEvent,
  expandsByItself,
  impressionEvent,
  POPUP_DIALOG_NAME,
  POPUP_EXPAND_AFTER_MS,
  popupToShow,
  readDismissed,
  rememberDismissed,
  type PopupInfo,
} from './model.ts';

/** Internal links as a path, external ones whole (what the other link pushes send). */
function linkUrl(link: HTMLAnchorElement): string {
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this screen size shows the pop-up (its hide-on-breakpoint classes), checked without painting. */
function shownHere(root: HTMLElement): boolean {
  const wasHidden = root.hidden;
  root.hidden = false;
  const shown = root.checkVisibility();
  root.hidden = wasHidden;
  return shown;
}

function show(root: HTMLElement, storage: Storage | null): void {
  const info: PopupInfo = { id: root.dataset.popupId ?? '', type: root.dataset.popupType === 'Newsletter' ? 'Newsletter' : 'Account' };
  // The screen may have changed size, or another tab dismissed it, during the delay.
  if (!shownHere(root) || readDismissed(storage).has(info.id)) return;
  const expandButton = root.querySelector<HTMLButtonElement>('[data-popup-expand]');
  const heading = root.querySelector<HTMLElement>('[data-popup-panel] h2');
  if (!expandButton) return;

  const expanded = () => root.dataset.state === 'expanded';
  const expand = (trigger: 'auto' | 'shopper') => {
    if (expanded() || root.hidden) return;
    root.dataset.state = 'expanded';
    expandButton.setAttribute('aria-expanded', 'true');
    openDialog(POPUP_DIALOG_NAME);
    pushEvent(expandEvent(info));
    // Only a shopper's own click moves focus: a pop-up that opens by itself must not steal it.
    if (trigger === 'shopper') heading?.focus();
  };
  const minimize = () => {
    if (!expanded()) return;
    const hadFocus = root.contains(document.activeElement);
    root.dataset.state = 'minimized';
    expandButton.setAttribute('aria-expanded', 'false');
    closeDialog(POPUP_DIALOG_NAME);
    if (hadFocus) expandButton.focus();
  };
  const stopListening = $dialogStack.listen((stack) => {
    // Another dialog opened: one at a time, so the pop-up steps aside.
    if (expanded() && !stack.some((d) => d.name === POPUP_DIALOG_NAME)) minimize();
  });
  const dismiss = () => {
    const hadFocus = root.contains(document.activeElement);
    rememberDismissed(storage, info.id);
    stopListening();
    closeDialog(POPUP_DIALOG_NAME);
    root.hidden = true;
    if (hadFocus) document.getElementById('main')?.focus();
  };

  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('[data-popup-expand]')) expand('shopper');
    else if (target.closest('[data-popup-minimize]')) minimize();
    else if (target.closest('[data-popup-dismiss]')) dismiss();
    else {
      const link = target.closest<HTMLAnchorElement>('a[data-popup-target]');
      if (!link) return;
      pushEvent(clickEvent(info, linkUrl(link)));
      // The shopper acted on it: it has done its job and does not come back.
      rememberDismissed(storage, info.id);
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && expanded()) minimize();
  });

  root.hidden = false;
  pushEvent(impressionEvent(info));
  // docs/requirements/content-blocks.md#pop-up: "starting minimized then expanded", unless a dialog is open meanwhile,
  // or the page is on the buying path (model.ts). Decided here from the address, not rendered into
  // the root: the chrome's blocks render once for every page (src/lib/render/kept-renders.ts).
  if (!expandsByItself(detectPageType(location.pathname))) return;
  window.setTimeout(() => {
    if ($dialogStack.get().length === 0) expand('auto');
  }, POPUP_EXPAND_AFTER_MS);
}

/** How long a pop-up's content and styles may take; past it this page load shows none (it is an offer, not the page). */
const BODY_DEADLINE_MS = 8000;
const SHEETS_WAIT_MS = 3000;

/**
 * The page renders a pop-up's root only (PopUp.astro, `data-popup-body`): its content comes from
 * the pop-ups' fragment, with the sheets it needs, and goes into the root of the same id.
 */
async function fillBody(root: HTMLElement): Promise<void> {
  const from = root.dataset.popupBody;
  if (!from) return;
  const fragment = await fetchFragment(from, BODY_DEADLINE_MS);
  const full = [...fragment.querySelectorAll<HTMLElement>('[data-popup]')].find((el) => el.dataset.popupId === root.dataset.popupId);
  if (!full) throw new Error(`the pop-ups' fragment has no ${root.dataset.popupId}`);
  await linkSheetsOf(fragment, SHEETS_WAIT_MS);
  root.replaceChildren(...[...full.childNodes].map((node) => document.adoptNode(node)));
  delete root.dataset.popupBody;
}

let shown = false;

/**
 * A pop-up's delay ran out (./schedule.ts, in the chrome's first script): it shows when it is the
 * one this page load shows, the first not dismissed that this screen size shows, and no pop-up
 * showed yet. Its content comes now; the impression is pushed when it shows, and it expands after
 * its minimized beat.
 */
export async function showPopup(root: HTMLElement): Promise<void> {
  if (shown) return;
  const storage = browserStorage();
  const candidates = [...document.querySelectorAll<HTMLElement>('[data-popup]')].map((el) => ({ id: el.dataset.popupId ?? '', shown: shownHere(el), root: el }));
  if (popupToShow(candidates, readDismissed(storage))?.root !== root) return;
  shown = true;
  try {
    await fillBody(root);
  } catch (error) {
    console.warn('[pop-up] its content could not load; this page shows none', error);
    return;
  }
  show(root, storage);
}
