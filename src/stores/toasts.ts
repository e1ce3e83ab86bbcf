/**
 * The site's one toast queue (docs/requirements/errors.md#toasts): toasts auto-dismiss, and a toast whose
 * title is already showing is not added again (two failed clicks give one message, not two).
 * Any island or vanilla script calls `showToast`; the renderer (src/lib/toasts/toaster.ts) follows
 * the store. The store knows nothing of it (stores import only types): the first toast announces
 * itself (TOAST_SHOWN_EVENT), the chrome's script then loads src/lib/toasts/follow.ts, which loads
 * the renderer, so pages that never toast ship none of it.
 */
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  title: string;
  message?: string | undefined;
  kind: ToastKind;
  /** When it goes away on its own (epoch ms); errors stay a little longer. */
  dismissAt: number;
  /** The shopper is reading it (pointer over it or focus inside): it stays until released. */
  held?: boolean;
}

export interface ToastInput {
  title: string;
  message?: string | undefined;
  kind?: ToastKind;
  durationMs?: number;
}

/** docs/requirements/errors.md#toasts: the dismiss delay is configured; ours. Errors are read more slowly than confirmations. */
export const TOAST_DURATION_MS = 5000;
export const ERROR_TOAST_DURATION_MS = 8000;
/** docs/requirements/errors.md#toasts: "toast poll 200 ms": how often expiries are checked. */
export const TOAST_POLL_MS = 200;
/** After the pointer or focus leaves a held toast: time to finish reading before it goes. */
export const TOAST_RELEASE_MS = 2000;

export const $toasts = atom<readonly Toast[]>([]);

let counter = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function poll(now = Date.now()): void {
  const left = $toasts.get().filter((t) => t.held || t.dismissAt > now);
  if (left.length !== $toasts.get().length) $toasts.set(left);
  if (left.length === 0 && timer) {
    clearInterval(timer);
    timer = undefined;
  }
}

/** Adds a toast; null when one with the same title is showing (nothing is added). */
export function showToast(input: ToastInput, now = Date.now()): string | null {
  const title = input.title.trim();
  if (!title || $toasts.get().some((t) => t.title === title)) return null;
  const kind = input.kind ?? 'info';
  const id = `toast-${++counter}`;
  const duration = input.durationMs ?? (kind === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
  $toasts.set([...$toasts.get(), { id, title, message: input.message, kind, dismissAt: now + duration }]);
  timer ??= setInterval(poll, TOAST_POLL_MS);
  announceToast();
  return id;
}

/**
 * The chrome's first script (src/components/chrome/chrome.client.ts) does not import this store:
 * a toast tells it (an event, and an attribute on <html> for a script that starts later) to load
 * the renderer's follower (src/lib/toasts/follow.ts), which then shows what is queued.
 */
export const TOAST_SHOWN_EVENT = 'cairn:toast';
export const TOAST_SHOWN_ATTR = 'data-toast-shown';

function announceToast(): void {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute(TOAST_SHOWN_ATTR)) return;
  document.documentElement.setAttribute(TOAST_SHOWN_ATTR, '');
  document.dispatchEvent(new Event(TOAST_SHOWN_EVENT));
}

export function dismissToast(id: string): void {
  const left = $toasts.get().filter((t) => t.id !== id);
  if (left.length !== $toasts.get().length) $toasts.set(left);
}

function update(id: string, change: (t: Toast) => Toast): void {
  const list = $toasts.get();
  if (list.some((t) => t.id === id)) $toasts.set(list.map((t) => (t.id === id ? change(t) : t)));
}

/** Holds a toast while the shopper reads it (pointer over it or focus inside): it does not expire until released. */
export function holdToast(id: string): void {
  update(id, (t) => (t.held ? t : { ...t, held: true }));
}

/** The pointer or focus left: the toast goes after at least `graceMs` more. */
export function releaseToast(id: string, graceMs = TOAST_RELEASE_MS, now = Date.now()): void {
  update(id, (t) => ({ ...t, held: false, dismissAt: Math.max(t.dismissAt, now + graceMs) }));
}

/** For tests: run the expiry check at a given time. */
export const expireToasts = poll;
