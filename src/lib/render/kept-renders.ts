/**
 * Rendered pieces of a page kept for the next page that shows them (issue 15: the server's cold
 * render). A CMS block is rendered to a string on its own anyway (blocks/BlockBoundary.astro); its
 * HTML depends on the block's parsed content and a few facts of the request (blocks/kept-blocks.ts
 * builds that key). Kept, the site's menu and footer are rendered once for every page, and a page
 * whose route cache entry is missed (another URL of the same page, an evicted entry) reuses its
 * blocks instead of rendering them again: rendering them was over half of a cold home page's CPU
 * (docs/bench.md "Session 14").
 *
 * What is kept is held by the parsed content object itself (a WeakMap): a new version of the page
 * is a new object, so its blocks render afresh, and the old HTML goes with the old object.
 *
 * What makes a render not worth keeping, or unsafe to keep:
 * - it logged a warning or an error (`noteTrouble`, src/lib/log/logger.ts): it degraded, for
 *   example a service call failed and the block rendered without its products;
 * - it threw (the caller's boundary drops the block);
 * - it holds markup Astro writes once per page (a module script, an island's hydration script):
 *   kept, another page's copy would lack it, or have it twice.
 *
 * Markup our blocks need once per page (blocks/shared/once-per-page.ts) is not part of the kept
 * HTML: inside a render it is lifted to the render's boundary (`liftedToRender`), which asks for it
 * again, outside the kept string, on every page that shows the block.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long a render is kept: half a public page's freshness (astro.config.mjs `PUBLIC_PAGE`,
 * 60 s). A page rendered from kept pieces is then at most 90 s behind the catalogue's prices, not
 * 60 s; a publish drops them at once (`forgetKeptRenders`).
 */
export const KEPT_FOR_MS = 30_000;

/**
 * Renders kept per content object, at most: a block whose HTML depends on the page's whole URL
 * (the footer's site selector links to this page in the other languages) is kept for the latest
 * URLs only, so a shop of many pages does not hold a footer per page.
 */
export const KEPT_PER_OBJECT = 32;

interface Kept {
  html: string;
  needs: readonly string[];
  until: number;
  generation: number;
}

interface Rendering {
  needs: Set<string>;
  troubled: boolean;
}

export interface Rendered {
  html: string;
  /** What the render asked for once per page, for its boundary to ask again outside the HTML. */
  needs: readonly string[];
}

const kept = new WeakMap<object, Map<string, Kept>>();
const rendering = new AsyncLocalStorage<Rendering>();
/** Bumped by `forgetKeptRenders`: a render kept under an older generation is a miss. */
let generation = 0;

/** Markup Astro writes once per page, which a kept copy would lose or repeat elsewhere. */
const ONCE_PER_PAGE_MARKUP = /<script type="module"|<astro-island/;

/**
 * The render of `render`, kept under `owner` and `key` (null: render, never keep). A render that
 * troubled (see above) is returned but not kept.
 */
export async function keptOrRendered(owner: object, key: string | null, render: () => Promise<string>): Promise<Rendered> {
  const now = Date.now();
  const byKey = key === null ? undefined : kept.get(owner);
  const found = key === null ? undefined : byKey?.get(key);
  if (found && found.until > now && found.generation === generation) return found;

  const parent = rendering.getStore();
  const mine: Rendering = { needs: new Set(), troubled: false };
  const html = await rendering.run(mine, render);
  // An inner render's trouble is in the outer one's HTML too.
  if (mine.troubled && parent) parent.troubled = true;
  const done: Rendered = { html, needs: [...mine.needs] };
  if (key === null || mine.troubled || ONCE_PER_PAGE_MARKUP.test(html)) return done;

  let map = byKey;
  if (!map) kept.set(owner, (map = new Map()));
  map.delete(key); // re-inserted last: the map's order is the age of its renders
  map.set(key, { ...done, until: now + KEPT_FOR_MS, generation });
  if (map.size > KEPT_PER_OBJECT) map.delete(map.keys().next().value as string);
  return done;
}

/** Drops every kept render (a publish, src/lib/cache/route-cache-provider.ts): the next pages render afresh. */
export function forgetKeptRenders(): void {
  generation += 1;
}

/**
 * Inside a render that may be kept, markup the page needs once is the render's boundary's to ask
 * for (blocks/shared/once-per-page.ts): true when lifted there.
 */
export function liftedToRender(what: string): boolean {
  const current = rendering.getStore();
  if (!current) return false;
  current.needs.add(what);
  return true;
}

/**
 * Whether this code runs inside a render that may be kept (another block's): what depends on the
 * request is then left to the outermost boundary (blocks/shared/carried-query.ts).
 */
export function insideKeptRender(): boolean {
  return rendering.getStore() !== undefined;
}

/** A warning or error logged inside a render (src/lib/log/logger.ts): that render is not kept. */
export function noteTrouble(): void {
  const current = rendering.getStore();
  if (current) current.troubled = true;
}
