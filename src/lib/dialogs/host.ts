/**
 * The vanilla dialog host: it makes native <dialog> elements follow the dialog manager
 * (src/stores/dialogs.ts) and routes every way of opening or closing one through it.
 *
 * - A dialog is a `<dialog data-dialog="<name>">` (src/components/DialogShell.astro renders one;
 *   an island renders its own and calls `attachDialog(el)` from a ref, keeping the cleanup).
 *   `data-dialog-layout` picks the presentation (dialogs.css): `modal` is a bottom sheet below
 *   md and a centred modal from md; `panel` is a bottom sheet below lg and a right-hand panel
 *   from lg. `data-dialog-kept` opens it kept. `data-dialog-modal="false"` shows it non-modal.
 * - Modal dialogs use showModal(): the rest of the page is inert, Tab wraps around inside it,
 *   and Escape closes the top one natively. Focus goes back to the element that opened it.
 * - Opening: a link to `#dialog:<name>` (CMS targets, rich text), a `<button commandfor>` with
 *   `command="show-modal"` (works with no JavaScript in browsers with invoker commands), a page
 *   loaded with `#dialog:<name>` in its URL, or `openDialog(name)` from any script or island.
 *   Closing: Escape, a click on the backdrop, any `[data-dialog-close]` inside (a
 *   `<form method="dialog">` button, so it closes natively too), `closeDialog(name)`.
 */
import { $dialogStack, closeDialog, isDialogOpen, openDialog, type OpenDialog } from '../../stores/dialogs.ts';
import { dialogNameFromHref } from './names.ts';

export { DIALOG_LINK_PREFIX, dialogDomId, dialogHref, dialogNameFromHref } from './names.ts';

/** docs/requirements/content-blocks.md#dialogs-and-panels: "Transition time is 250 ms". dialogs.css reads it from --dialog-ms. */
export const DIALOG_TRANSITION_MS = 250;

/** Presentation (dialogs.css): see the module comment. */
export type DialogLayout = 'modal' | 'panel';

interface Attached {
  name: string;
  el: HTMLDialogElement;
  /** Where focus goes back to when it closes. */
  opener: HTMLElement | null;
  detach: () => void;
}

const byName = new Map<string, Attached>();

/** A dialog whose ancestor is display:none (hidden on this breakpoint) would open invisibly over an inert page. */
function isDisplayable(el: HTMLElement): boolean {
  for (let node = el.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

function restoreFocus(a: Attached): void {
  const opener = a.opener;
  a.opener = null;
  const active = document.activeElement;
  // Only when focus would otherwise be lost: another dialog that opened meanwhile keeps it.
  const lost = !active || active === document.body || a.el.contains(active);
  if (opener?.isConnected && lost) opener.focus();
}

function sync(stack: readonly OpenDialog[]): void {
  const wanted = new Set(stack.map((d) => d.name));
  const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  const closing = [...byName.values()].filter((a) => a.el.open && !wanted.has(a.name));
  // A link inside a closing dialog is about to disappear: the next dialog returns focus to
  // whatever opened the closing one.
  const owner = active ? closing.find((a) => a.el.contains(active)) : undefined;
  const opener = owner ? owner.opener : active;
  for (const a of closing) a.el.close();
  for (const { name } of stack) {
    const a = byName.get(name);
    if (!a || a.el.open) continue;
    if (!isDisplayable(a.el)) {
      // Not on this screen size: say so to the store, after this notification has finished.
      queueMicrotask(() => closeDialog(name));
      continue;
    }
    a.opener = opener && !a.el.contains(opener) ? opener : null;
    if (a.el.dataset.dialogModal === 'false') a.el.show();
    else a.el.showModal();
  }
}

function onClose(a: Attached): void {
  // Closed natively (Escape, a method="dialog" form): the store follows.
  if (isDialogOpen(a.name)) closeDialog(a.name);
  restoreFocus(a);
}

const TABBABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog makes the page inert, but Tab past its last control would still leave it (for
 * the browser's own toolbar): wrap around instead, both ways.
 */
function keepTabInside(a: Attached, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || !a.el.matches(':modal')) return;
  const tabbable = [...a.el.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.checkVisibility() && !el.closest('[inert]'));
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === a.el)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Backdrop clicks land on the <dialog> itself, outside its box. */
function onDialogClick(a: Attached, event: MouseEvent): void {
  if (event.target !== a.el || (event.clientX === 0 && event.clientY === 0)) return;
  const r = a.el.getBoundingClientRect();
  const inside = event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
  if (!inside) closeDialog(a.name);
}

/**
 * Puts a <dialog data-dialog> under the manager. Returns the detach function (islands call it
 * on unmount). Attaching an element that is already attached does nothing.
 */
export function attachDialog(el: HTMLDialogElement): () => void {
  const name = el.dataset.dialog;
  if (!name) throw new Error('attachDialog: the <dialog> needs data-dialog="<name>"');
  const known = byName.get(name);
  if (known?.el === el) return known.detach;
  const close = () => onClose(a);
  const click = (e: MouseEvent) => onDialogClick(a, e);
  const keydown = (e: KeyboardEvent) => keepTabInside(a, e);
  const a: Attached = {
    name,
    el,
    opener: null,
    detach: () => {
      el.removeEventListener('close', close);
      el.removeEventListener('click', click);
      el.removeEventListener('keydown', keydown);
      if (byName.get(name) === a) byName.delete(name);
    },
  };
  byName.set(name, a);
  el.addEventListener('close', close);
  el.addEventListener('click', click);
  el.addEventListener('keydown', keydown);
  // The store may already want it open (opened before the island mounted).
  if (started) sync($dialogStack.get());
  return a.detach;
}

function managedDialog(node: Element | null): Attached | undefined {
  if (!(node instanceof HTMLDialogElement) || !node.dataset.dialog) return undefined;
  const a = byName.get(node.dataset.dialog);
  return a?.el === node ? a : undefined;
}

const keptOf = (a: Attached) => ({ kept: a.el.dataset.dialogKept === 'true' });

/** A link to this very page with a `#dialog:` hash (relative `#…`, or the page's own URL). */
function dialogOfLink(link: HTMLAnchorElement): Attached | undefined {
  const raw = link.getAttribute('href') ?? '';
  const samePage = raw.startsWith('#') || (link.origin === location.origin && link.pathname === location.pathname && link.search === location.search);
  const name = samePage ? dialogNameFromHref(link.hash) : null;
  return name ? byName.get(name) : undefined;
}

function onDocumentClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;

  const closer = target.closest('[data-dialog-close]');
  const inside = closer ? managedDialog(closer.closest('dialog')) : undefined;
  if (inside) {
    event.preventDefault();
    closeDialog(inside.name);
    return;
  }

  const invoker = target.closest<HTMLButtonElement>('button[commandfor]');
  if (invoker) {
    const a = managedDialog(document.getElementById(invoker.getAttribute('commandfor') ?? ''));
    const command = invoker.getAttribute('command');
    if (a && (command === 'show-modal' || command === 'close' || command === 'request-close')) {
      // Cancelling the click cancels the native command: the manager decides instead.
      event.preventDefault();
      if (command === 'show-modal') openDialog(a.name, keptOf(a));
      else closeDialog(a.name);
    }
    return;
  }

  const link = target.closest<HTMLAnchorElement>('a[href]');
  const linked = link ? dialogOfLink(link) : undefined;
  if (linked) {
    event.preventDefault();
    openDialog(linked.name, keptOf(linked));
  }
}

/** A page opened at `…#dialog:<name>` (a shared link, a return after sign-in) opens that dialog. */
function openFromHash(): void {
  const name = dialogNameFromHref(location.hash);
  const a = name ? byName.get(name) : undefined;
  // Not a dialog on this page: an island's (src/lib/islands/lazy.ts opens those), or unknown.
  if (!a) return;
  // Drop the hash so closing the dialog and reloading does not open it again.
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  openDialog(a.name, keptOf(a));
}

let started = false;

/** Attaches the page's dialogs and starts listening. Every dialog script calls it; it runs once. */
export function startDialogHost(): void {
  if (started) return;
  started = true;
  // Marks the page as enhanced: dialogs.css stops showing `:target` dialogs in place.
  document.documentElement.setAttribute('data-dialog-host', '');
  document.querySelectorAll<HTMLDialogElement>('dialog[data-dialog]').forEach((el) => attachDialog(el));
  $dialogStack.subscribe(sync);
  document.addEventListener('click', onDocumentClick);
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
}
