/**
 * The page chrome's one script (issue 15), imported once by src/layouts/Base.astro. It is the
 * only script a page of non-interactive blocks runs before interaction, so it holds just what
 * must happen before then, and imports its lazy part (./chrome.lazy.ts) on demand.
 *
 * Before interaction it runs:
 * - the header's account slot: a visitor without a session (no `cairn_has_session` hint cookie,
 *   src/lib/bff/session.ts, read without blocking: ./guest.ts) is a guest with an empty cart,
 *   shown without asking the server; a returning shopper's session is read once the page is idle
 *   (header.client.ts);
 * - the pop-ups' delays (blocks/pop-up/schedule.ts): the pop-up's code is imported when one runs out;
 * - the location check (../locale/location-confirm.client.ts): a shopper who chose a site, a
 *   crawler and an automated browser load nothing more;
 * - one capture-phase click listener: a first click on an island trigger, or a navigation click
 *   the analytics tracker reports, that comes before their code is held (the trigger) or queued
 *   (the push; the link navigates once it is pushed), and replayed when the code is there; and a
 *   site picked in the country and language selector is remembered.
 * On the first pointer, touch, focus or key (./chrome.lazy.ts onIntent): the island triggers
 * (islands/registry.ts), the header's menus, the analytics click tracker, the search type-ahead,
 * and the real-user metrics. The consent manager loads at once where its banner is on the page,
 * the toast renderer with the first toast, the tracker on a product page once it has loaded (its
 * direct view).
 */
import type { ChromeLazy } from './chrome.lazy.ts';
import { TRACKED_CLICK, sectionOpen, type QueuedClick } from '../../lib/analytics/click-queue.ts';
import { schedulePopups } from '../../../blocks/pop-up/schedule.ts';
import { confirmLocation, rememberChoiceOf } from '../locale/location-confirm.client.ts';
import { sessionHintSet, showGuest } from './guest.ts';
import { holdPress } from '../../lib/page/held-press.ts';
import { importInert } from '../../lib/page/inert-scripts.ts';
import { afterLoadWhenIdle, onFirstIntent, whenIdle } from '../../lib/page/first-intent.ts';

type Lazy = ChromeLazy;

/**
 * The lazy part: Base.astro renders its bundled script inside a <template>, which never runs, and
 * it is imported by that URL (a plain `import()` here would bring Vite's preload helper, a second
 * request before interaction). It publishes its parts on a global symbol. A failed fetch (offline)
 * rejects, and the next call tries again. (Every page with this script has the template: both are
 * Base.astro's.)
 */
const importLazy = async (): Promise<Lazy> => {
  await importInert('chrome-lazy');
  return (globalThis as { [key: symbol]: Lazy })[Symbol.for('cairn.chrome.lazy')]!;
};

let lazy: Promise<Lazy> | null = null;
/** Runs a part of the lazy module, loaded once; never rejects (a failure is tried again on the next call). */
function later(run: (m: Lazy) => unknown): Promise<void> {
  lazy ??= importLazy();
  lazy.catch(() => (lazy = null));
  return lazy.then(run).then(
    () => undefined,
    () => undefined,
  );
}

let triggersReady = false;
const loadTriggers = (): Promise<void> =>
  later(async (m) => {
    await m.loadTriggers();
    triggersReady = true;
  });

/** Clicks the tracker reports that came before it (handed over, and emptied, when it starts). */
const queued: QueuedClick[] = [];
let tracking = false;
const startTracking = (): Promise<void> =>
  later(async (m) => {
    await m.startTracking(queued);
    tracking = true;
  });

let intent: { stop: () => void } | null = null;
function onIntent(): void {
  void later(async (m) => {
    await m.onIntent(queued);
    triggersReady = tracking = true;
    intent?.stop();
  });
}

const plainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A click that comes before the code that handles it. On an island trigger: kept from navigating
 * and replayed once the triggers are there (later clicks are lazy.ts's own). On a link or menu
 * section the tracker reports: queued for the tracker, and a link that nothing else handled
 * navigates once the push is made, so the event is never lost.
 */
function onEarlyClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  rememberChoiceOf(target);
  const island = plainClick(event) ? target.closest<HTMLElement>('[data-island]') : null;
  // Registered before lazy.ts's listener, so it decides first; once lazy.ts listens, step aside.
  if (island && !triggersReady) {
    // Replayed once lazy.ts listens.
    holdPress(event, island, loadTriggers, () => triggersReady);
    return;
  }

  const tracked = tracking ? null : target.closest(TRACKED_CLICK);
  if (!tracked) return;
  queued.push([target, sectionOpen(target)]);
  const pushed = startTracking();
  if (!(tracked instanceof HTMLAnchorElement) || !plainClick(event) || tracked.target || tracked.hasAttribute('download')) return;
  // Decided after every other listener (the window, bubbling): a link another script handled stays put.
  const hold = (late: Event): void => {
    window.removeEventListener('click', hold);
    if (late !== event || event.defaultPrevented) return;
    event.preventDefault();
    // At most 2 s, as tag managers wait for a push: a slow network must not keep the shopper.
    void Promise.race([pushed, new Promise((wait) => setTimeout(wait, 2000))]).then(() => location.assign(tracked.href));
  };
  window.addEventListener('click', hold);
}

let started = false;

export function startChrome(): void {
  if (started) return;
  started = true;
  // Presses on island triggers from before this script ran are pressed again by the head's script
  // (src/lib/page/early-presses.ts) once the page is parsed, that is after this: held here then,
  // like any press before the triggers' code. On the window, so it decides before the listeners on
  // the document: the blocks' behaviours' hold (blocks/shared/behaviours-later.ts, whose script
  // comes earlier in the page) and lazy.ts's.
  window.addEventListener('click', onEarlyClick, true);

  // A product page reports a direct view (a visit from outside the shop) once it has loaded, when
  // idle, or on the first intent (which starts the tracker): the tracker and the lazy part it
  // comes with are not fetched alongside the first screen's image (issue 15).
  if (document.querySelector('[data-pdp-product-id]')) afterLoadWhenIdle(() => void startTracking());
  if (location.search) void later((m) => m.rememberMarketing());
  // The consent banner and dialog exist only where the site asks; only there is their code needed.
  if (document.querySelector('[data-consent-banner]')) void later((m) => m.startConsent());
  // The first toast on the page (src/stores/toasts.ts announces it) brings the renderer.
  if (document.documentElement.hasAttribute('data-toast-shown')) void later((m) => m.followToasts());
  else document.addEventListener('cairn:toast', () => void later((m) => m.followToasts()), { once: true });

  // The header reads the session (and keeps it fresh from then on).
  const readSession = () => void later((m) => m.loadHeader());
  const nav = document.querySelector<HTMLElement>('[data-account-nav]');
  void sessionHintSet().then((hint) => (nav && !hint ? showGuest(nav) : whenIdle(readSession)));

  // The pop-up's delay runs here; its code comes when the delay is over.
  schedulePopups((root) => void later((m) => m.showPopup(root)));
  confirmLocation(() => void later((m) => m.askLocation()));

  // A page opened at `#dialog:<name>` opens that island now; any other page waits for intent.
  if (location.hash.startsWith('#dialog:')) void loadTriggers();
  else window.addEventListener('hashchange', () => void loadTriggers(), { once: true });
  // A script opening an island before any intent (a sign-in gate, a block's trigger that saw a
  // `#dialog:` hash) asks for the registry (lazy.ts ISLANDS_NEEDED_EVENT / _ATTR), maybe before this ran.
  document.addEventListener('cairn:islands-needed', () => void loadTriggers());
  if (document.documentElement.hasAttribute('data-islands-needed')) void loadTriggers();
  intent = onFirstIntent(onIntent);

  // Another tab signed in (or this one came back with a session): read it, as the header did.
  if ('BroadcastChannel' in window) new BroadcastChannel('cairn:session').addEventListener('message', readSession, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sessionHintSet().then((hint) => hint && readSession());
  });
}
