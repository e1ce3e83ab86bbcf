/**
 * Islands that load on intent (docs/architecture.md#performance-rules). The
 * header, product cards and CMS links name an island; its code (React and all) is fetched when
 * the shopper shows intent (pointer over, focus, touch start) and mounted on the click, so a page
 * where nobody opens the sign-in dialog, the mini cart or quick-shop never loads React.
 *
 * Markup: `<button type="button" data-island="quickshop" data-island-props='{"productId":"…"}'>`.
 * A `#dialog:<name>` link to a lazy island's dialog (CMS targets), or a page opened at that hash,
 * opens it too. Scripts call `openIsland(name, props)`. This module doesn't need the dialog host:
 * the host loads with the first dialog that is on the page or mounted.
 *
 * An island module (islands/<folder>/mount.tsx) exports `open(props)`: the first call mounts the
 * island under its own root element, and every call opens it with those props. Which code each
 * name loads is registered by islands/registry.ts (loaded by the chrome's script on the first
 * intent, src/components/chrome/chrome.client.ts), so this module imports no island: imports go
 * one way, islands → src/lib. A call made before the registry arrives asks for it
 * (ISLANDS_NEEDED_EVENT) and waits for it.
 */
import { dialogNameFromHref } from '../dialogs/names.ts';
import { isIslandName, type IslandName } from './names.ts';
import { linkAppSheet } from '../../styles/app-sheet-later.ts';

export type { IslandName } from './names.ts';

export interface IslandModule {
  open(props?: unknown): void | Promise<void>;
}

type Loader = () => Promise<IslandModule>;

const loaded = new Map<IslandName, Promise<IslandModule>>();
const loaders = new Map<IslandName, Loader>();
let announceRegistered: () => void = () => {};
const registered = new Promise<void>((resolve) => {
  announceRegistered = resolve;
});

/** Hands the loader each island's code (islands/registry.ts does, once per page). */
export function registerIslands(map: Partial<Record<IslandName, Loader>>): void {
  for (const [name, load] of Object.entries(map) as Array<[IslandName, Loader]>) loaders.set(name, load);
  announceRegistered();
}

/**
 * Asked for when an island is wanted before the registry is on the page (the chrome's script
 * loads it on intent): an event, and an attribute on <html> for a chrome script that starts later.
 */
export const ISLANDS_NEEDED_EVENT = 'cairn:islands-needed';
export const ISLANDS_NEEDED_ATTR = 'data-islands-needed';

async function fetchIsland(name: IslandName): Promise<IslandModule> {
  // An island's utilities are in the app sheet, which a public page links only now.
  const sheet = typeof document !== 'undefined' ? linkAppSheet() : Promise.resolve();
  if (!loaders.size) {
    if (typeof document !== 'undefined') {
      document.documentElement?.setAttribute(ISLANDS_NEEDED_ATTR, '');
      document.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
    }
    await registered;
  }
  const load = loaders.get(name);
  if (!load) throw new Error(`no island is registered as ${name}`);
  const [island] = await Promise.all([load(), sheet]);
  return island;
}

/** Fetches an island's code once; later calls share the promise. A failed load may be retried. */
export function loadIsland(name: IslandName): Promise<IslandModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = fetchIsland(name);
    loaded.set(name, pending);
    pending.catch(() => loaded.delete(name));
  }
  return pending;
}

/** Loads (if needed) and opens an island. Resolves false when its code could not be fetched. */
export async function openIsland(name: IslandName, props?: unknown): Promise<boolean> {
  try {
    const island = await loadIsland(name);
    await island.open(props);
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'island.load_failed', island: name, message: String(error) }));
    return false;
  }
}

function triggerOf(event: Pick<Event, 'target'>): { el: HTMLElement; name: IslandName } | null {
  const el = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island]') : null;
  const name = el?.dataset.island;
  return el && name && isIslandName(name) ? { el, name } : null;
}

function propsOf(el: HTMLElement): unknown {
  const raw = el.dataset.islandProps;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function onIntent(event: Pick<Event, 'target'>): void {
  const trigger = triggerOf(event);
  if (trigger) void loadIsland(trigger.name).catch(() => undefined);
}

/** A same-page `#dialog:<name>` link whose name is a lazy island. */
function linkedIsland(event: Event): IslandName | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#dialog:"]') : null;
  const name = link ? dialogNameFromHref(link.getAttribute('href')) : null;
  return name && isIslandName(name) ? name : null;
}

/** A page opened (or re-targeted) at `#dialog:<name>` of a lazy island opens it, once. */
function openFromHash(): void {
  const name = dialogNameFromHref(location.hash);
  if (!name || !isIslandName(name)) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  void openIsland(name);
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const linked = linkedIsland(event);
  if (linked) {
    event.preventDefault();
    void openIsland(linked);
    return;
  }
  const trigger = triggerOf(event);
  if (!trigger) return;
  event.preventDefault();
  const { el, name } = trigger;
  // The click may wait for the code: say so, and keep a second click from opening it twice.
  if (el.getAttribute('aria-busy') === 'true') return;
  el.setAttribute('aria-busy', 'true');
  void openIsland(name, propsOf(el)).finally(() => el.removeAttribute('aria-busy'));
}

let started = false;

/** Listens for island triggers on the whole document. The header's script calls it on every page. */
export function startIslandTriggers(): void {
  if (started) return;
  started = true;
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('click', onClick);
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
  // The intent that brought these listeners (a focus or a pointer on a trigger, which now loads
  // them: issue 15) came before they listened: its island's code is fetched now, not on the press.
  const reached = document.querySelector('[data-island]:focus, [data-island]:hover');
  if (reached) onIntent({ target: reached });
}
