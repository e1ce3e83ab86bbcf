/**
 * Presses that come before the page's first script has run. The chrome's script is a module at the
 * end of the page (src/layouts/Base.astro), so it runs only once the whole page is parsed and it
 * has arrived; a shopper can see "Add to cart", "Sign in" or a wallet button and press it before
 * then, and the press would do nothing at all. This classic script, inline in the head, keeps such
 * presses (`EARLY_PRESS_TARGETS`) from acting (a trigger that is a link must not navigate) and
 * queues them.
 *
 * At DOMContentLoaded the deferred module scripts have run (or failed): the script stops listening
 * and presses what it queued again. If the chrome started, its own early-click listener
 * (src/components/chrome/chrome.client.ts) takes that press as it takes any press before the
 * triggers' code (./held-press.ts): the island opens once its code is there. If the chrome's script
 * never came (a network failure after the HTML), the press is the browser's, so the header's cart
 * link still goes to the cart. Nothing is handed over between the two scripts, so the chrome's
 * script, on every page, carries no code for it.
 *
 * Minified by hand: every page carries it. astro.config.mjs allows it in the
 * Content-Security-Policy by its hash.
 */
import { HELD_PRESS } from './held-press.ts';

/**
 * What such a press may land on: an island trigger, and the controls the blocks' behaviours bring
 * (the product page's wallet button, a favorite heart, a block's script-only control marked
 * `HELD_PRESS`: blocks/shared/behaviours-later.ts holds their presses once the page is parsed,
 * and this script until then).
 */
const EARLY_PRESS_TARGETS = ['[data-island]', '[data-wallet-button]', '[data-favorite-button]', HELD_PRESS] as const;
const TRIGGER = EARLY_PRESS_TARGETS.join(',');

/** A plain click on a trigger (a button other than the first, or a modifier, is the browser's) is prevented and queued once. */
export const EARLY_PRESSES_SCRIPT = `(function(){var q=[];function h(e){var t=!(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&e.target.closest&&e.target.closest("${TRIGGER}");if(t){e.preventDefault();q.indexOf(t)<0&&q.push(t)}}addEventListener("click",h,!0);addEventListener("DOMContentLoaded",function(){removeEventListener("click",h,!0);q.forEach(function(t){t.click()})})})()`;
