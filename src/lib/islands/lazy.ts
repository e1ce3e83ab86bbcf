/**
 * Islands that load on intent (DESIGN.md: "the latest hydration that still feels instant"). The
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
 * island under its own root element, and every call opens it with those props.
 */
import { dialogNameFromHref } from '../dialogs/names.ts';
import { ISLANDS, type IslandName } from './registry.ts';

export interface IslandModule {
  open(props?: unknown): void | Promise<void>;
}

const loaded = new Map<IslandName, Promise<IslandModule>>();

const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

/** Fetches an island's code once; later calls share the promise. A failed load may be retried. */
export function loadIsland(name: IslandName): Promise<IslandModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = ISLANDS[name]();
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

function triggerOf(event: Event): { el: HTMLElement; name: IslandName } | null {
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

function onIntent(event: Event): void {
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
}
