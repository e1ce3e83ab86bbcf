/**
 * The chrome's lazy part (issue 15): everything ./chrome.client.ts does not need before the
 * shopper's first interaction. That first script imports this module on the first intent (pointer
 * over or down, touch, focus, key) or when one of its timers or checks asks for a part (the
 * pop-up's delay ran out, a toast was shown, the consent banner is on the page, a returning
 * shopper's session is to be read), and each part loads its own code only then.
 *
 * Its static imports are the search field's few lines and the real-user metrics' hook; every
 * other part is a dynamic import, so loading this module for one of them costs little.
 *
 * How it is loaded: src/layouts/Base.astro renders it as a bundled script inside a <template>
 * (which never runs), and the first script imports that script's URL. A plain `import()` in the
 * first script would make Vite add its preload helper, a second request of 0.9 KB gzip before
 * interaction. This module hands itself over on a global symbol (CHROME_LAZY), as the bundler
 * drops an entry script's exports. It imports the first script's module (and starts it, which is
 * idempotent), so the two entries share one chunk: the first script's code is not loaded twice,
 * and a page before interaction loads Base.astro's few-byte entry and that chunk.
 */
import { startWebVitals } from '../../lib/analytics/web-vitals.ts';
import { startChrome } from './chrome.client.ts';
import type { QueuedClick } from '../../lib/analytics/click-queue.ts';
import { startSearchField } from '../search/search-field.client.ts';
import { linkAppSheet } from '../../styles/app-sheet-later.ts';


/** Memoizes a load; a failed one (offline) is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => (pending = null));
    }
    return pending;
  };
}

/** The island triggers (src/lib/islands/lazy.ts and islands/registry.ts). */
export const loadTriggers = once(() => import('../../../islands/registry.ts').then((registry) => registry.startIslandTriggers()));

/** The header's behaviour and the session read (../header/header.client.ts). */
export const loadHeader = once(() => import('../header/header.client.ts').then((m) => m.startHeader()));

const tracker = once(() => import('../../lib/analytics/interactions.client.ts'));

/** The click tracker; the clicks queued before it arrived are pushed first (and the queue emptied). */
export const startTracking = (queued: QueuedClick[]): Promise<void> => tracker().then((m) => m.startInteractionTracking(queued));

/**
 * The mega menu's behaviour (hover intent, aria-expanded, the phone drawer's list): it only adds
 * to what popovers and the dialog do without it, and catches up with a panel or drawer already open.
 */
export const loadMegaMenus = once(() => import('../../../blocks/mega-menu/mega-menu.client.ts').then((m) => m.initMegaMenus()));

/** The first intent: the app sheet, island triggers, header, menus, click tracker, search type-ahead, real-user metrics. */
export function onIntent(queued: QueuedClick[]): Promise<unknown> {
  // An island may open next: its utilities start loading now (src/styles/app-sheet-later.ts).
  void linkAppSheet();
  startSearchField();
  if (document.querySelector('[data-mm]')) void loadMegaMenus();
  // Real-user metrics: web-vitals loads now, with performance consent (src/lib/analytics/web-vitals.ts).
  startWebVitals();
  return Promise.all([loadTriggers(), loadHeader(), startTracking(queued)]);
}

/** The pop-up the first script chose, once its delay ran out (blocks/pop-up/pop-up.client.ts). */
export const showPopup = (root: HTMLElement): Promise<void> => import('../../../blocks/pop-up/pop-up.client.ts').then((m) => m.showPopup(root));

/** The first toast was shown: the renderer follows the toast store from now on. */
export const followToasts = (): Promise<void> => import('../../lib/toasts/follow.ts').then((m) => m.loadToasterOnFirstToast());

/** The consent banner is on the page (a site that asks). */
export const startConsent = (): Promise<void> => import('../consent/consent-manager.client.ts').then((m) => m.startConsentManager());

/** A visitor who chose no site yet, and whose browser's languages fit another site: asked once (../locale/location-ask.ts). */
export const askLocation = (): Promise<void> => import('../locale/location-ask.ts').then((m) => m.askOnce());

/** A mailer's leadSource must still reach a sign-up page later in the visit (issue 12). */
export const rememberMarketing = (): Promise<void> => import('../../lib/auth/marketing-source.ts').then((m) => m.rememberMarketingSource());

/** The well-known symbol this module's parts are published on (read by ./chrome.client.ts). */
export const CHROME_LAZY = Symbol.for('cairn.chrome.lazy');

export type ChromeLazy = {
  loadTriggers: typeof loadTriggers;
  loadHeader: typeof loadHeader;
  startTracking: typeof startTracking;
  onIntent: typeof onIntent;
  showPopup: typeof showPopup;
  followToasts: typeof followToasts;
  startConsent: typeof startConsent;
  askLocation: typeof askLocation;
  rememberMarketing: typeof rememberMarketing;
};

startChrome();

const parts: ChromeLazy = { loadTriggers, loadHeader, startTracking, onIntent, showPopup, followToasts, startConsent, askLocation, rememberMarketing };
(globalThis as { [CHROME_LAZY]?: ChromeLazy })[CHROME_LAZY] = parts;
