/**
 * The heart buttons (src/components/favorites/FavoriteButton.astro), for the whole page at once:
 * the favorites are read once when the session is known (and again when the shopper changes),
 * every `[data-favorite-button]` shows aria-pressed and its accessible name from the store, and a
 * press toggles through ./client.ts (optimistic, rolled back with an error toast). Buttons added
 * later (a listing that loads more cards) are picked up by a click delegate and a mutation observer.
 * An employee signed in gets a short info toast and nothing changes (docs/requirements/account-and-loyalty.md#employees).
 */
import { $favorites } from '../../stores/favorites.ts';
import { showToast } from '../../stores/toasts.ts';
import { pageLanguage } from '../page/language.ts';
import { isFavorite, loadFavorites, toggleFavorite } from './client.ts';
import { followShopper, listsDisabled, whenShopperKnown } from './shopper.ts';

export const FAVORITE_BUTTON_SELECTOR = '[data-favorite-button]';

function render(button: HTMLButtonElement): void {
  const productId = button.dataset.productId;
  if (!productId) return;
  const pressed = isFavorite($favorites.get(), productId);
  button.setAttribute('aria-pressed', String(pressed));
  // The words were rendered by the server in the page's language.
  const label = pressed ? button.dataset.labelRemove : button.dataset.labelAdd;
  if (label) button.setAttribute('aria-label', label);
}

function renderAll(): void {
  document.querySelectorAll<HTMLButtonElement>(FAVORITE_BUTTON_SELECTOR).forEach(render);
}

async function press(button: HTMLButtonElement): Promise<void> {
  const productId = button.dataset.productId;
  if (!productId || button.getAttribute('aria-busy') === 'true') return;
  const language = pageLanguage();
  // The toasts' words in four languages load with the first press, not with the page; a press
  // before the session is read waits for it, since whether the lists exist depends on who it is.
  const [{ favoritesText }, shopper] = await Promise.all([import('./messages.ts'), whenShopperKnown()]);
  if (listsDisabled(shopper)) {
    showToast({ title: favoritesText('employeeTitle', language), message: favoritesText('employeeMessage', language), kind: 'info' });
    return;
  }
  // Every heart for this product is busy until the answer (a card and the product page may both show one).
  const same = [...document.querySelectorAll<HTMLButtonElement>(FAVORITE_BUTTON_SELECTOR)].filter((b) => b.dataset.productId === productId);
  same.forEach((b) => b.setAttribute('aria-busy', 'true'));
  try {
    const out = await toggleFavorite(productId);
    if (!out.ok) showToast({ title: favoritesText('updateFailed', language), message: out.error.message, kind: 'error' });
  } finally {
    same.forEach((b) => b.removeAttribute('aria-busy'));
  }
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(FAVORITE_BUTTON_SELECTOR) : null;
  if (!button) return;
  // A heart inside a product card's link must not follow the link.
  event.preventDefault();
  event.stopPropagation();
  void press(button);
}

let started = false;

/** Starts the hearts of this page (the component's script calls it; later calls do nothing). */
export function startFavoriteButtons(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', onClick);
  $favorites.subscribe(renderAll);
  followShopper(() => void loadFavorites());
  let queued = false;
  new MutationObserver((records) => {
    if (queued || !records.some((r) => r.addedNodes.length > 0)) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      renderAll();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
