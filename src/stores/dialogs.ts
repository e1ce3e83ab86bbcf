/**
 * The site's one dialog manager (docs/requirements/content-blocks.md#dialogs-and-panels "Named dialogs and panels"): which dialogs are open,
 * in opening order. Only one is open at a time unless kept: opening a dialog closes every open
 * dialog that was not opened with `kept`, so a kept one (a quick-shop panel, say) stays open
 * beneath the next (the size chart, the sign-in dialog) and is back when that one closes.
 *
 * The store is the single source of truth; renderers follow it. Server-rendered <dialog>s are
 * driven by the vanilla host (src/lib/dialogs/host.ts); a React island can render its own
 * <dialog> and attach it to the same host, or read `$dialogStack` with @nanostores/react.
 * Anything can open or close a dialog by name: a CMS link `#dialog:<name>`, a button, an island.
 */
import { atom, computed } from 'nanostores';

export interface OpenDialog {
  name: string;
  /** Stays open when another dialog opens on top of it. */
  kept: boolean;
}

export interface OpenOptions {
  kept?: boolean;
}

/** Open dialogs, bottom first: the last one is the active one (on top, with focus). */
export const $dialogStack = atom<readonly OpenDialog[]>([]);

/** The name of the dialog on top, or null when none is open. */
export const $activeDialog = computed($dialogStack, (stack) => stack.at(-1)?.name ?? null);

/**
 * Opens a dialog on top. The open dialogs that are not kept close; opening one that is already
 * open brings it to the top (with the kept flag of this call).
 */
export function openDialog(name: string, options: OpenOptions = {}): void {
  const stack = $dialogStack.get();
  const top = stack.at(-1);
  const kept = options.kept ?? false;
  if (top?.name === name && top.kept === kept) return;
  $dialogStack.set([...stack.filter((d) => d.kept && d.name !== name), { name, kept }]);
}

/** Closes one dialog; the one beneath it (if kept) becomes the active one. Unknown names are ignored. */
export function closeDialog(name: string): void {
  const stack = $dialogStack.get();
  if (!stack.some((d) => d.name === name)) return;
  $dialogStack.set(stack.filter((d) => d.name !== name));
}

/** Closes every dialog, kept ones too (the page changes, the shopper signs out…). */
export function closeAllDialogs(): void {
  if ($dialogStack.get().length > 0) $dialogStack.set([]);
}

export function isDialogOpen(name: string): boolean {
  return $dialogStack.get().some((d) => d.name === name);
}
