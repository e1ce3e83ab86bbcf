import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_PRESSES_SCRIPT, takeEarlyPresses } from '../../../src/lib/page/early-presses.ts';

/** A control as the script sees it: `closest` finds the trigger it belongs to, if any. */
function control(trigger: boolean): { closest: (selector: string) => unknown; isConnected: boolean } {
  const el = { closest: (selector: string) => (trigger && selector === '[data-island]' ? el : null), isConnected: true };
  return el;
}

/** Runs the head's script in a window of its own and returns a way to click in it. */
function pageWithEarlyScript() {
  const listeners: Array<{ type: string; listener: (event: unknown) => void; capture: unknown }> = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) => listeners.push({ type, listener, capture }),
  };
  window.self = window;
  runInNewContext(EARLY_PRESSES_SCRIPT, window);
  const click = (target: unknown, init: Record<string, unknown> = {}) => {
    const event = { target, button: 0, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true), ...init };
    for (const { type, listener } of listeners) if (type === 'click') listener(event);
    return event.defaultPrevented;
  };
  return { window, listeners, click };
}

describe('presses before the chrome’s script (src/lib/page/early-presses.ts)', () => {
  it('listens for clicks before anything else does (capture, on the window)', () => {
    const { listeners } = pageWithEarlyScript();
    expect(listeners).toEqual([expect.objectContaining({ type: 'click', capture: true })]);
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

  it('is nothing to take on a page without the script', () => {
    expect(takeEarlyPresses()).toEqual([]);
  });
});
