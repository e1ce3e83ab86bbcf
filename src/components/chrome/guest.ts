/**
 * The header's account slot for a visitor without a session, with no imports: the server sets the
 * readable `cairn_has_session` hint (src/lib/bff/session.ts) with every session, so without it the
 * session read would answer a guest with an empty cart. The slot shows that at once, exactly as
 * ../header/header.client.ts would after asking.
 */
export const SESSION_HINT = 'cairn_has_session';

export const hasSessionHint = (): boolean => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SESSION_HINT}=`));

type CookieReader = { get(name: string): Promise<unknown> };

/**
 * The hint, read without holding up the page where the browser can (the Cookie Store API). A
 * page's first `document.cookie` read is a synchronous call to the browser's network service,
 * which is busy loading the page: it took 1–32 ms here, inside the chrome's first script's task,
 * on every page. The fallback is that read (browsers without the API, pages not on https).
 */
export async function sessionHintSet(): Promise<boolean> {
  const store = (globalThis as { cookieStore?: CookieReader }).cookieStore;
  if (store) {
    try {
      return (await store.get(SESSION_HINT)) != null;
    } catch {
      // A store that refuses (an opaque origin): read the cookie as before.
    }
  }
  return hasSessionHint();
}

export function showGuest(nav: HTMLElement): void {
  if (nav.dataset.state !== 'unknown') return;
  nav.dataset.state = 'guest';
  const cart = nav.querySelector<HTMLElement>('[data-cart]');
  const badge = nav.querySelector<HTMLElement>('[data-cart-count]');
  if (cart) cart.setAttribute('aria-label', nav.dataset.cartEmpty ?? '');
  if (badge) {
    badge.textContent = '0';
    badge.setAttribute('data-empty', '');
  }
}
