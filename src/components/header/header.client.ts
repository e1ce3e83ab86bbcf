/**
 * The header's behaviour (./AccountNav.astro): the session read that switches the account slot
 * and the cart count, and the account menu. The chrome's script (src/components/chrome/) loads it
 * once the page is idle for a visitor with a session, else on the first interaction (a guest
 * without one is shown as such before: ../chrome/guest.ts), and starts the island triggers itself.
 * Sign-out and ending a store session load their code on click.
 */
import { hasSessionHint } from '../chrome/guest.ts';
import { $auth, type AuthState } from '../../stores/auth.ts';
import { $buyInStore } from '../../stores/buy-in-store.ts';
import { $cart, type CartState } from '../../stores/cart.ts';
import { $loyalty } from '../../stores/loyalty.ts';
import { ensureSession } from '../../lib/session/load.ts';

type NavState = 'unknown' | 'guest' | 'member' | 'associate';

const fill = (template: string | undefined, name: string, value: string) => (template ?? '').replace(`{${name}}`, value);

function follow(nav: HTMLElement): void {
  const greeting = nav.querySelector<HTMLElement>('[data-greeting-text]');
  const storeName = nav.querySelector<HTMLElement>('[data-store-name]');
  const cart = nav.querySelector<HTMLElement>('[data-cart]');
  const badge = nav.querySelector<HTMLElement>('[data-cart-count]');
  const menu = nav.querySelector<HTMLDetailsElement>('details');
  const words = nav.dataset;

  const renderAccount = (auth: AuthState) => {
    const store = $buyInStore.get();
    // Not read yet: a visitor without a session stays the guest the chrome already shows.
    const status = auth.status === 'unknown' && !hasSessionHint() ? 'guest' : auth.status;
    const state: NavState = store ? 'associate' : status === 'signed-in' ? 'member' : status;
    nav.dataset.state = state;
    if (greeting) greeting.textContent = auth.status === 'signed-in' ? fill(words.greeting, 'name', auth.firstName ?? '').replace(/,\s*$/, '') : '';
    if (storeName) storeName.textContent = store?.storeName || store?.storeId || '';
    if (state !== 'member' && menu) menu.open = false;
  };
  const renderCart = (state: CartState) => {
    if (state.status !== 'ready' || !cart || !badge) return;
    const count = state.totalItems;
    cart.setAttribute('aria-label', count === 0 ? (words.cartEmpty ?? '') : count === 1 ? (words.cartOne ?? '') : fill(words.cartMany, 'count', String(count)));
    badge.textContent = count > 99 ? '99+' : String(count);
    badge.toggleAttribute('data-empty', count === 0);
  };
  // A loyalty member's points in the account menu: shown once $loyalty has them (sign-in, the
  // loyalty page), else asked for when the member opens the menu (one call, not one per page).
  // Written by Intl, not the sites' patterns (src/lib/i18n/site-number-patterns.ts): they come
  // after a read, and the patterns would be a request of their own on every member's page.
  const points = nav.querySelector<HTMLElement>('[data-loyalty-points]');
  const pointsLink = points?.querySelector('a');
  const renderPoints = () => {
    if (!points || !pointsLink) return;
    const auth = $auth.get();
    const loyalty = $loyalty.get();
    const shown = auth.status === 'signed-in' && loyalty.status === 'ready' && loyalty.isLoyaltyMember;
    points.hidden = !shown;
    pointsLink.textContent = shown ? fill(words.points, 'points', new Intl.NumberFormat(document.documentElement.lang || undefined).format(loyalty.currentLoyaltyPoints)) : '';
  };
  if (points) {
    $loyalty.subscribe(renderPoints);
    $auth.listen(renderPoints);
    menu?.addEventListener('toggle', () => {
      const auth = $auth.get();
      if (menu.open && auth.status === 'signed-in' && auth.isLoyaltyMember && $loyalty.get().status === 'none') {
        void import('../../lib/loyalty/summary.ts').then((m) => m.loadMemberLoyalty());
      }
    });
  }
  $auth.subscribe(renderAccount);
  $buyInStore.listen(() => renderAccount($auth.get()));
  $cart.subscribe(renderCart);

  // The account menu closes like a menu: Escape (focus back on its summary) or a click elsewhere.
  if (menu) {
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    });
    document.addEventListener('click', (event) => {
      if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
    });
  }

  nav.querySelector('[data-sign-out]')?.addEventListener('click', (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    void import('../../lib/auth/account.ts').then((m) => m.signOut()).finally(() => (button.disabled = false));
  });
  nav.querySelector('[data-end-store-session]')?.addEventListener('click', (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    void import('./end-session.ts').then((m) => m.endStoreSession(nav.dataset.locale ?? '')).finally(() => (button.disabled = false));
  });
}

let started = false;

export function startHeader(): void {
  if (started) return;
  started = true;
  const nav = document.querySelector<HTMLElement>('[data-account-nav]');
  if (nav) follow(nav);
  ensureSession();
}
