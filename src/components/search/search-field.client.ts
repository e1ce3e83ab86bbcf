/**
 * The header search field's first script (./SearchField.astro): a few lines that load the
 * type-ahead (./combobox.client.ts) on intent, when a pointer, a touch or the focus reaches the
 * form. Until then the field is a plain search form. The chrome's lazy part
 * (src/components/chrome/chrome.lazy.ts) starts it on the page's first intent: when that intent
 * was on the form itself (pointer over it, focus in it), the type-ahead loads at once.
 */
let started = false;

export function startSearchField(): void {
  if (started) return;
  started = true;
  const form = document.querySelector<HTMLFormElement>('[data-site-search]');
  if (!form) return;
  let loading: Promise<unknown> | null = null;
  const load = (): void => {
    // A failed load (offline) leaves the plain form; the next intent tries again.
    loading ??= import('./combobox.client.ts')
      .then((m) => m.startCombobox(form))
      .catch(() => {
        loading = null;
      });
  };
  for (const type of ['focusin', 'pointerover', 'touchstart'] as const) form.addEventListener(type, load, { passive: true });
  if (form.matches(':focus-within, :hover')) load();
}
