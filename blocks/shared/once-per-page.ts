/** Markup a page needs once however many blocks ask for it (an inert script's template, a block's script). */
import { liftedToRender } from '../../src/lib/render/kept-renders.ts';

/** The markup a block may need once per page, by the name it asks with (./PageOnce.astro renders each). */
export const PAGE_ONCE = {
  behaviours: 'block-behaviours',
  experiences: 'experiences',
  segmentations: 'segmentations',
} as const;

const seen = new WeakMap<Request, Set<string>>();

/**
 * Whether `what` is asked for the first time while this request's page renders. Inside a block's
 * render it is never: the block's HTML may be kept for other pages (src/lib/render/kept-renders.ts),
 * so the block's boundary asks again, outside that HTML, on each page (./PageOnce.astro).
 */
export function firstOnPage(request: Request, what: string): boolean {
  if (liftedToRender(what)) return false;
  let asked = seen.get(request);
  if (!asked) seen.set(request, (asked = new Set()));
  if (asked.has(what)) return false;
  asked.add(what);
  return true;
}
