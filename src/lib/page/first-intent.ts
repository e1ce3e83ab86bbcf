/**
 * When code that the first screen does not need may load (issue 15): on the shopper's first
 * intent, or once the page has loaded and the browser is idle. Shared by the chrome's first script
 * (src/components/chrome/chrome.client.ts) and the blocks' behaviours' (blocks/shared/behaviours-later.ts),
 * which each load their own part at those moments.
 */

/** What counts as the first intent: a pointer over or down, a touch, a focus, a key. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Listens for the first intent (capture, passive); `stop` removes the listeners. */
export function onFirstIntent(run: () => void): { stop: () => void } {
  for (const type of INTENT) document.addEventListener(type, run, { capture: true, passive: true });
  return { stop: () => INTENT.forEach((type) => document.removeEventListener(type, run, true)) };
}

/** Runs when the browser is idle (at most 2 s on), or at once without requestIdleCallback. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

/** Runs once the page has loaded, when the browser is idle: work the first screen does not need. */
export function afterLoadWhenIdle(run: () => void): void {
  const idle = () => whenIdle(run);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
