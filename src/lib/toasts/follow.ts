/**
 * Loads the toast renderer (./toaster.ts) the first time a toast is shown on the page, and not
 * before: the page's toast region (src/components/toasts/ToastRegion.astro) calls this, so the
 * store (src/stores/toasts.ts) stays free of imports and pages that never toast ship only this.
 */
import { $toasts } from '../../stores/toasts.ts';

let started = false;

export function loadToasterOnFirstToast(): void {
  if (started) return;
  started = true;
  const load = () => void import('./toaster.ts').then((m) => m.startToaster());
  if ($toasts.get().length > 0) return load();
  const stop = $toasts.listen((list) => {
    if (list.length === 0) return;
    stop();
    load();
  });
}
