import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_PRESSES_SCRIPT } from '../../../src/lib/page/early-presses.ts';
import { HELD_PRESS } from '../../../src/lib/page/held-press.ts';

/** A control as the script sees it: `closest` finds the trigger it belongs to, if any (true: an island trigger; a string: an attribute selector it matches). */
function control(trigger: boolean | string): { closest: (selector: string) => unknown; isConnected: boolean; click: () => void; pressed: number } {
  const matches = trigger === true ? '[data-island]' : trigger;
  const el = {
    closest: (selector: string) => (matches && selector.split(',').includes(matches) ? el : null),
    isConnected: true,
    pressed: 0,
    click: () => void (el.pressed += 1),
  };
  return el;
}

/** Runs the head's script in a window of its own and returns a way to click in it. */
function pageWithEarlyScript() {
  const listeners: Array<{ type: string; listener: (event: unknown) => void; capture: unknown }> = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) => listeners.push({ type, listener, capture }),
    removeEventListener: (type: string, listener: unknown) => {
      const at = listeners.findIndex((entry) => entry.type === type && entry.listener === listener);
      if (at >= 0) listeners.splice(at, 1);
    },
  };
  window.self = window;
  runInNewContext(EARLY_PRESSES_SCRIPT, window);
  const click = (target: unknown, init: Record<string, unknown> = {}) => {
    const event = { target, button: 0, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true), ...init };
    for (const { type, listener } of listeners) if (type === 'click') listener(event);
    return event.defaultPrevented;
  };
  const parsed = () => {
    for (const { type, listener } of [...listeners]) if (type === 'DOMContentLoaded') listener({});
  };
  return { window, listeners, click, parsed };
}

describe('presses before the chrome’s script (src/lib/page/early-presses.ts)', () => {
  it('listens for clicks before anything else does (capture, on the window)', () => {
    const { listeners } = pageWithEarlyScript();
    expect(listeners).toEqual([expect.objectContaining({ type: 'click', capture: true }), expect.objectContaining({ type: 'DOMContentLoaded' })]);
  });

  it('keeps a plain press on an island trigger from acting and queues it once; leaves other clicks alone', () => {
    const { click } = pageWithEarlyScript();
    const add = control(true);
    expect(click(add)).toBe(true);
    expect(click(add)).toBe(true);
    expect(click(control(false))).toBe(false);
    // A middle click or a modified click is the browser's (a new tab for a trigger that is a link).
    expect(click(control(true), { button: 1 })).toBe(false);
    expect(click(control(true), { ctrlKey: true })).toBe(false);
  });

  it('holds a press on the product page’s wallet button, a favorite heart or a block’s script-only control too, and nothing else the page names', () => {
    const { click, parsed } = pageWithEarlyScript();
    const wallet = control('[data-wallet-button]');
    const heart = control('[data-favorite-button]');
    const seeMore = control(HELD_PRESS);
    expect(click(wallet)).toBe(true);
    expect(click(heart)).toBe(true);
    expect(click(seeMore)).toBe(true);
    expect(click(control('[data-track]'))).toBe(false);
    parsed();
    expect([wallet.pressed, heart.pressed, seeMore.pressed]).toEqual([1, 1, 1]);
  });

  it('when the chrome never came, stops holding at DOMContentLoaded and presses what it held natively', () => {
    const { click, parsed } = pageWithEarlyScript();
    const cart = control(true);
    click(cart);
    parsed();
    expect(cart.pressed).toBe(1);
    // The link acts as a link again: the cart page, not nothing.
    expect(click(control(true))).toBe(false);
  });

  it('presses each held trigger once more when the page is parsed, for the chrome or else the browser to act on', () => {
    const { click, parsed, listeners } = pageWithEarlyScript();
    const add = control(true);
    const signIn = control(true);
    click(add);
    click(signIn);
    click(add);
    expect([add.pressed, signIn.pressed]).toEqual([0, 0]);
    parsed();
    // In order, once each; the chrome's own listener (when it started) holds them until the triggers' code is there.
    expect([add.pressed, signIn.pressed]).toEqual([1, 1]);
    expect(listeners.filter((entry) => entry.type === 'click')).toEqual([]);
  });
});
