/**
 * Presses that come before the page's first script has run. The chrome's script is a module at the
 * end of the page (src/layouts/Base.astro), so it runs only once the whole page is parsed and it
 * has arrived; a shopper can see "Add to cart" or "Sign in" and press it before then, and the
 * press would do nothing at all. This classic script, inline in the head, keeps such presses on an
 * island trigger from acting (a trigger that is a link must not navigate) and queues them; the
 * chrome takes them over when it starts (`takeEarlyPresses`) and presses them again, which loads
 * the island's code as any early press does (./held-press.ts).
 *
 * The script is a plain string (no calls), so a bundle that imports this module's function leaves
 * it out. astro.config.mjs allows it in the Content-Security-Policy by its hash.
 */
const GLOBAL = 'cairnEarlyPresses';
const TRIGGER = '[data-island]';

/**
 * Minified by hand: every page carries it. A plain click on a trigger (a button other than the
 * first, or a modifier, is the browser's) is prevented and queued once. At DOMContentLoaded the
 * deferred module scripts have run, so the chrome has had its chance: if it never came (a network
 * failure after the HTML), the listener stops and what it still holds is pressed natively, so the
 * header's cart link still goes to the cart.
 */
export const EARLY_PRESSES_SCRIPT = `addEventListener("click",self.${GLOBAL}=function h(e){var t=!(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&e.target.closest&&e.target.closest("${TRIGGER}");if(t){e.preventDefault();(h.q=h.q||[]).indexOf(t)<0&&h.q.push(t)}},!0);addEventListener("DOMContentLoaded",function(){var h=self.${GLOBAL},q=h.q||[];removeEventListener("click",h,!0);h.q=[];q.forEach(function(t){t.click()})})`;

type EarlyListener = ((event: Event) => void) & { q?: HTMLElement[] };

/**
 * Stops the early listener and returns what it queued, in order (none if the script is not on the
 * page). The caller's own click handling must be in place first: it presses them again.
 */
export function takeEarlyPresses(): HTMLElement[] {
  const early = (globalThis as unknown as Record<string, EarlyListener | undefined>)[GLOBAL];
  if (!early) return [];
  removeEventListener('click', early, true);
  const queued = early.q ?? [];
  // Taken once: the script's own DOMContentLoaded fallback then has nothing left to press.
  early.q = [];
  return queued.filter((control) => control.isConnected);
}
