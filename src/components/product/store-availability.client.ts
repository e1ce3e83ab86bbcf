/**
 * "Check store availability" (./StoreAvailability.astro): one of the behaviours that come after the
 * page (blocks/shared/behaviours.client.ts), as the dialog it opens needs the dialog manager, which
 * comes with them; a press before then is held (blocks/shared/behaviours-later.ts). Its island,
 * islands/product/stores.ts, loads on intent and runs on open and on submit.
 */
const load = () => import('../../../islands/product/stores.ts');

export function startStoreAvailability(): void {
  const root = document.querySelector<HTMLElement>('[data-product-stores]');
  const trigger = document.querySelector<HTMLElement>('[data-stores-trigger]');
  if (!root || !trigger) return;
  const intent = () => void load().catch(() => undefined);
  for (const type of ['pointerenter', 'focus', 'touchstart'] as const) trigger.addEventListener(type, intent, { once: true, passive: true });
  trigger.addEventListener('click', () => void load().then((mod) => mod.showFavorite(root)).catch(() => undefined));
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    void load().then((mod) => mod.submit(root));
  });
}
