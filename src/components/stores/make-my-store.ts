/**
 * "Make this my store" on the store locator (vanilla, no React): each store's button
 * (`data-make-store="<storeId>"`, hidden until this script runs) sets the signed-in shopper's
 * favorite store, the one favorites and pickup use (src/lib/favorites/favorite-store.ts). The
 * shopper's current store is marked "My store"; guests are told to sign in. Results are
 * announced in the page's status region (`data-store-status`).
 */
import { setFavoriteStore } from '../../lib/favorites/favorite-store.ts';
import { fetchFavoritesPage } from '../../lib/favorites/client.ts';
import { followShopper } from '../../lib/favorites/shopper.ts';
import { storeMessages } from './messages.ts';

export function startMakeMyStore(root: HTMLElement): void {
  const m = storeMessages(document.documentElement.lang || 'en');
  const status = root.querySelector<HTMLElement>('[data-store-status]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-make-store]')];
  if (!buttons.length) return;
  let signedIn = false;
  let current: string | undefined;

  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const render = () => {
    for (const button of buttons) {
      const mine = signedIn && button.dataset.makeStore === current;
      button.hidden = mine;
      const badge = button.parentElement?.querySelector<HTMLElement>('[data-my-store]');
      if (badge) badge.hidden = !mine;
    }
  };

  followShopper((state) => {
    signedIn = state.status === 'signed-in';
    current = undefined;
    render();
    if (!signedIn) return;
    void fetchFavoritesPage(0, 1).then((out) => {
      if (out.ok) current = out.data.favoriteStoreId;
      render();
    });
  });

  for (const button of buttons) {
    button.addEventListener('click', async () => {
      const storeId = button.dataset.makeStore ?? '';
      const name = button.dataset.storeName ?? storeId;
      if (!signedIn) {
        say(m.signInFirst);
        return;
      }
      if (button.getAttribute('aria-disabled') === 'true') return;
      button.setAttribute('aria-disabled', 'true');
      say(m.saving);
      const out = await setFavoriteStore(storeId);
      button.removeAttribute('aria-disabled');
      if (!out.ok) {
        say(out.error.message || m.failed);
        return;
      }
      current = storeId;
      render();
      say(m.saved(name));
    });
  }
}
