/**
 * "Run when visible" for the blocks' scripts (issue 15: nothing a shopper has not reached runs
 * before interaction). A block's always-loaded script names its roots and what to start; the start
 * runs once per root, when the root nears the viewport (rootMargin) or the shopper reaches into it
 * first (pointer over, touch, focus: a keyboard focus scrolls it in anyway). The start is usually
 * a dynamic import of the block's behaviour, so the page pays a few hundred bytes per block until then.
 *
 * With `holdSubmits`, a form in the block submitted before its behaviour is there (a fast press
 * right after the page loads) is held, and submitted again, with the same button, once the start
 * has settled: the behaviour handles it, or, if its code could not load, the browser does.
 * A press on one of its script-only controls (marked `HELD_PRESS`: the article grid's "See more",
 * which does nothing without the behaviour) is held too, and pressed again once the start has
 * settled (src/lib/page/held-press.ts).
 */
import { HELD_PRESS, holdPress } from '../../src/lib/page/held-press.ts';

const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

export interface WhenNearOptions {
  /** How far ahead of the viewport to start (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** Hold a form submitted before the start settled, and submit it again after. */
  holdSubmits?: boolean;
}

export function whenNear(roots: Iterable<HTMLElement>, start: (root: HTMLElement) => unknown, { rootMargin = '25% 0px', holdSubmits = false }: WhenNearOptions = {}): void {
  const list = [...roots];
  if (list.length === 0) return;
  const begun = new WeakMap<Element, Promise<unknown>>();
  const settled = new WeakSet<Element>();
  const begin = (root: HTMLElement): Promise<unknown> => {
    let started = begun.get(root);
    if (!started) {
      observer.unobserve(root);
      for (const type of INTENT) root.removeEventListener(type, onIntent);
      started = Promise.resolve()
        .then(() => start(root))
        .catch(() => undefined)
        .finally(() => settled.add(root));
      begun.set(root, started);
    }
    return started;
  };
  const onIntent = (event: Event): void => void begin(event.currentTarget as HTMLElement);
  const onSubmit = (event: SubmitEvent): void => {
    const root = event.currentTarget as HTMLElement;
    const form = event.target;
    if (settled.has(root) || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    void begin(root).then(() => {
      if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
    });
  };
  const onClick = (event: MouseEvent): void => {
    const root = event.currentTarget as HTMLElement;
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_PRESS) : null;
    if (settled.has(root) || !button || !root.contains(button) || event.button !== 0) return;
    holdPress(event, button, () => begin(root), () => settled.has(root));
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) void begin(entry.target as HTMLElement);
    },
    { rootMargin },
  );
  for (const root of list) {
    observer.observe(root);
    for (const type of INTENT) root.addEventListener(type, onIntent, { passive: true });
    if (holdSubmits) root.addEventListener('submit', onSubmit, true);
    root.addEventListener('click', onClick, true);
  }
}

/** Logs a behaviour that could not load (offline); the block keeps its server-rendered state. */
export const couldNotStart = (block: string) => (error: unknown): void => console.error(`[${block}] could not start`, error);
