/**
 * The toast renderer: it follows $toasts (src/stores/toasts.ts) into the server-rendered live
 * regions of src/components/toasts/ToastRegion.astro. Info and success go to the polite
 * `role="status"` region, errors to the assertive `role="alert"` one, so a screen reader hears an
 * error at once and a confirmation when it is free. The regions are in the HTML from the start
 * (a live region added together with its text is often not announced). Vanilla, no React:
 * showToast loads it the first time a toast is shown.
 *
 * Each toast has its title, its message and a labelled dismiss button. Pointer over it or focus
 * inside holds it (it does not go away while read); leaving releases it for a short grace.
 */
import { TOAST_LIST_CLASS, TOAST_REGION_CLASS } from '../../components/toasts/region-classes.ts';
import { $toasts, dismissToast, holdToast, releaseToast, type Toast, type ToastKind } from '../../stores/toasts.ts';

/** The region's attributes, shared with ToastRegion.astro so markup and script agree. */
export const TOAST_REGION_ATTR = 'data-toast-region';
export const TOAST_LIST_ATTR = 'data-toast-list';

type Politeness = 'polite' | 'assertive';
const politenessOf = (kind: ToastKind): Politeness => (kind === 'error' ? 'assertive' : 'polite');

const KIND_CLASSES: Record<ToastKind, string> = {
  error: 'border-sale',
  success: 'border-success',
  info: 'border-brand',
};

/** The dismiss button's label in the page's language (a few words: not worth a catalogue module). */
const DISMISS_LABEL: Record<string, string> = { en: 'Dismiss', fr: 'Fermer', de: 'Schließen', it: 'Chiudi', es: 'Cerrar' };

function dismissLabel(region: HTMLElement): string {
  return region.dataset.dismissLabel || DISMISS_LABEL[document.documentElement.lang.slice(0, 2).toLowerCase()] || 'Dismiss';
}

/** The page's region, or one made here when a page has no layout region (a bare error page). */
function findRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`[${TOAST_REGION_ATTR}]`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.setAttribute(TOAST_REGION_ATTR, '');
  region.className = TOAST_REGION_CLASS;
  for (const politeness of ['assertive', 'polite'] as const) {
    const list = document.createElement('div');
    list.setAttribute(TOAST_LIST_ATTR, politeness);
    list.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
    list.setAttribute('aria-live', politeness);
    list.className = TOAST_LIST_CLASS;
    region.append(list);
  }
  document.body.append(region);
  return region;
}

function renderToast(toast: Toast, label: string): HTMLElement {
  const el = document.createElement('div');
  el.dataset.toastId = toast.id;
  el.dataset.kind = toast.kind;
  el.className = `pointer-events-auto flex w-80 max-w-full items-start gap-3 rounded border-l-4 bg-white p-3 text-sm text-brand-ink shadow-lg ${KIND_CLASSES[toast.kind]}`;
  const text = document.createElement('div');
  text.className = 'flex-1';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = toast.title;
  text.append(title);
  if (toast.message) {
    const message = document.createElement('p');
    message.className = 'mt-1';
    message.textContent = toast.message;
    text.append(message);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = '-m-1 rounded p-1 leading-none text-brand-stone hover:text-brand-ink';
  close.setAttribute('aria-label', `${label}: ${toast.title}`);
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));
  el.append(text, close);

  const hold = () => holdToast(toast.id);
  const release = () => {
    if (!el.matches(':hover') && !el.contains(document.activeElement)) releaseToast(toast.id);
  };
  el.addEventListener('pointerenter', hold);
  el.addEventListener('focusin', hold);
  el.addEventListener('pointerleave', release);
  // focusout fires before focus lands elsewhere: check where it went on the next task.
  el.addEventListener('focusout', () => setTimeout(release, 0));
  return el;
}

function sync(region: HTMLElement, toasts: readonly Toast[]): void {
  const label = dismissLabel(region);
  const wanted = new Set(toasts.map((t) => t.id));
  const shown = new Map<string, HTMLElement>();
  region.querySelectorAll<HTMLElement>('[data-toast-id]').forEach((el) => shown.set(el.dataset.toastId ?? '', el));

  for (const [id, el] of shown) {
    if (wanted.has(id)) continue;
    // Focus inside a toast that goes would fall to <body>: hand it to the next toast's button.
    const hadFocus = el.contains(document.activeElement);
    el.remove();
    if (hadFocus) region.querySelector<HTMLButtonElement>('[data-toast-id] button')?.focus();
  }
  for (const toast of toasts) {
    if (shown.has(toast.id)) continue;
    const list = region.querySelector<HTMLElement>(`[${TOAST_LIST_ATTR}="${politenessOf(toast.kind)}"]`) ?? region;
    list.append(renderToast(toast, label));
  }
}

let stop: (() => void) | undefined;

/** Starts following the toast queue (once per page); returns the unsubscribe for tests. */
export function startToaster(): () => void {
  if (stop) return stop;
  const region = findRegion();
  stop = $toasts.subscribe((toasts) => sync(region, toasts));
  return stop;
}
