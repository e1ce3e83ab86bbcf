/**
 * Marks a control that does nothing without its block's script (the article grid's "See more"): a
 * press before that script is there is held at every stage of the page's loading, by the head's
 * script (./early-presses.ts), the blocks' loader (blocks/shared/behaviours-later.ts) and the
 * block's own start (blocks/shared/when-near.ts), and pressed again once the code has come.
 */
export const HELD_PRESS = '[data-held-press]';

/**
 * A press on a control whose code has not come yet (an island trigger, a favorite heart, a link to
 * a server dialog, before the code that handles it: issue 15 loads that code late). The press is
 * kept from acting (a heart inside a card's link must not follow it), the control says it is busy,
 * and once `load` settles it is pressed again, if `ready()` says the code is there now; a failed
 * load (offline) leaves it for the shopper's next press. A second press meanwhile is ignored.
 */
export function holdPress(event: Event, control: HTMLElement, load: () => Promise<unknown>, ready: () => boolean): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (control.getAttribute('aria-busy') === 'true') return;
  control.setAttribute('aria-busy', 'true');
  void load().then(() => {
    // Pressed again in a task of its own. When the code was already there, `load` settles in the
    // first press's own dispatch (its microtasks run between listeners), and Chromium ignores a
    // click() on an element inside its own simulated click: the one the Enter or Space key makes.
    // The shopper's key press was lost (tests/e2e/chrome-scripts.spec.ts, "a press from the keyboard…").
    setTimeout(() => {
      control.removeAttribute('aria-busy');
      if (ready() && control.isConnected) control.click();
    }, 0);
  });
}
