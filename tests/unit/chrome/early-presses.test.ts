import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_PRESSES_SCRIPT, takeEarlyPresses } from '../../../src/lib/page/early-presses.ts';

/** A control as the script sees it: `closest` finds the trigger it belongs to, if any. */
function control(trigger: boolean): { closest: (selector: string) => unknown; isConnected: boolean; click: () => void; pressed: number } {
  const el = {
    closest: (selector: string) => (trigger && selector === '[data-island]' ? el : null),
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
    const { window, click } = pageWithEarlyScript();
    const add = control(true);
    expect(click(add)).toBe(true);
    expect(click(add)).toBe(true);
    expect(click(control(false))).toBe(false);
    // A middle click or a modified click is the browser's (a new tab for a trigger that is a link).
    expect(click(control(true), { button: 1 })).toBe(false);
    expect(click(control(true), { ctrlKey: true })).toBe(false);
    expect((window.cairnEarlyPresses as { q: unknown[] }).q).toEqual([add]);
  });

  it('hands the queue to the chrome and stops listening', () => {
    const { window } = pageWithEarlyScript();
    const add = control(true);
    const gone = { ...control(true), isConnected: false };
    (window.cairnEarlyPresses as { q: unknown[] }).q = [add, gone];
    const removed: unknown[] = [];
    const global = globalThis as Record<string, unknown>;
    const had = { early: global.cairnEarlyPresses, remove: global.removeEventListener };
    global.cairnEarlyPresses = window.cairnEarlyPresses;
    global.removeEventListener = (type: string, listener: unknown, capture: unknown) => removed.push([type, listener, capture]);
    try {
      // A trigger the page has since removed is not pressed.
      expect(takeEarlyPresses()).toEqual([add]);
      expect(removed).toEqual([['click', window.cairnEarlyPresses, true]]);
    } finally {
      global.cairnEarlyPresses = had.early;
      global.removeEventListener = had.remove;
    }
  });

  it('when the chrome never came, stops holding at DOMContentLoaded and presses what it held natively', () => {
    const { window, click, parsed } = pageWithEarlyScript();
    const cart = control(true);
    click(cart);
    parsed();
    expect(cart.pressed).toBe(1);
    // The link acts as a link again: the cart page, not nothing.
    expect(click(control(true))).toBe(false);
    expect((window.cairnEarlyPresses as { q: unknown[] }).q).toEqual([]);
  });

  it('presses nothing at DOMContentLoaded once the chrome has taken the queue', () => {
    const { window, click, parsed } = pageWithEarlyScript();
    const add = control(true);
    click(add);
    const global = globalThis as Record<string, unknown>;
    const had = { early: global.cairnEarlyPresses, remove: global.removeEventListener };
    global.cairnEarlyPresses = window.cairnEarlyPresses;
    global.removeEventListener = () => undefined;
    try {
      expect(takeEarlyPresses()).toEqual([add]);
    } finally {
      global.cairnEarlyPresses = had.early;
      global.removeEventListener = had.remove;
    }
    parsed();
    expect(add.pressed).toBe(0);
  });

  it('is nothing to take on a page without the script', () => {
    expect(takeEarlyPresses()).toEqual([]);
  });
});
