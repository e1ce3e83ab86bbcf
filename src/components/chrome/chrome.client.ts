/**
 * The page chrome's one script (issue 15), imported once by src/layouts/Base.astro: each part
 * starts only when its markup is on the page, and what is needed only on intent loads then.
 *
 * Before interaction it runs:
 * - the header's account slot: a visitor without a session (no `cairn_has_session` hint cookie,
 *   src/lib/bff/session.ts) is a guest with an empty cart, shown at once without asking the
 *   server; a returning shopper's session is read once the page is idle (header.client.ts), as
 *   before;
 * - the analytics click tracker (it must push before a link navigates away) and the direct
 *   product view;
 * - the toast region's wait for the first toast.
 * On the first pointer, touch, focus or key: the island triggers (islands/registry.ts) and the
 * header's menus. The consent manager loads only on sites that ask (its banner is on the page).
 */
import { startInteractionTracking } from '../../lib/analytics/interactions.client.ts';
import { loadToasterOnFirstToast } from '../../lib/toasts/follow.ts';
import { hasSessionHint, showGuest } from './guest.ts';

type Lazy = typeof import('../../../islands/registry.ts');

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

let triggers: Promise<Lazy> | null = null;
let triggersReady = false;
/** The island triggers (lazy.ts and the registry), once. */
function loadTriggers(): Promise<Lazy> {
  triggers ??= import('../../../islands/registry.ts').then((registry) => {
    registry.startIslandTriggers();
    triggersReady = true;
    return registry;
  });
  // A failed fetch (offline) is tried again on the next intent.
  triggers.catch(() => (triggers = null));
  return triggers;
}

let header: Promise<void> | null = null;
/** The header's behaviour and the session read (../header/header.client.ts), once. */
function loadHeader(): Promise<void> {
  header ??= import('../header/header.client.ts').then((m) => m.startHeader());
  header.catch(() => (header = null));
  return header;
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

function onIntent(): void {
  void Promise.all([loadTriggers(), loadHeader()]).then(
    () => {
      for (const type of INTENT) document.removeEventListener(type, onIntent, true);
    },
    () => undefined,
  );
}

/**
 * A click on an island trigger that comes before the triggers' code (a fast first click): kept
 * from navigating and replayed once the code is there. Later clicks are lazy.ts's own.
 */
function onEarlyClick(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const el = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island]') : null;
  if (!el) return;
  // Registered before lazy.ts's listener, so it decides first; once lazy.ts listens, step aside.
  if (triggersReady || el.getAttribute('aria-busy') === 'true') return;
  event.preventDefault();
  event.stopImmediatePropagation();
  el.setAttribute('aria-busy', 'true');
  void loadTriggers()
    .then(() => {
      el.removeAttribute('aria-busy');
      if (document.contains(el)) el.click();
    })
    .catch(() => el.removeAttribute('aria-busy'));
}

let started = false;

export function startChrome(): void {
  if (started) return;
  started = true;

  // Analytics: the click tracker must be listening before the first click navigates away.
  startInteractionTracking();
  // A mailer's leadSource must still reach a sign-up page later in the visit (issue 12).
  if (location.search) void import('../../lib/auth/marketing-source.ts').then((m) => m.rememberMarketingSource());
  loadToasterOnFirstToast();

  // The consent banner and dialog exist only where the site asks; only there is their code needed.
  if (document.querySelector('[data-consent-banner]')) void import('../consent/consent-manager.client.ts').then((m) => m.startConsentManager());

  const nav = document.querySelector<HTMLElement>('[data-account-nav]');
  if (nav && !hasSessionHint()) showGuest(nav);
  else whenIdle(() => void loadHeader());

  // A page opened at `#dialog:<name>` opens that island now; any other page waits for intent.
  if (location.hash.startsWith('#dialog:')) void loadTriggers();
  else window.addEventListener('hashchange', () => void loadTriggers(), { once: true });
  document.addEventListener('click', onEarlyClick, true);
  // A script opening an island before any intent (a sign-in gate, a block's trigger that saw a
  // `#dialog:` hash) asks for the registry (lazy.ts ISLANDS_NEEDED_EVENT / _ATTR), maybe before this ran.
  document.addEventListener('cairn:islands-needed', () => void loadTriggers());
  if (document.documentElement.hasAttribute('data-islands-needed')) void loadTriggers();
  for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });

  // Another tab signed in (or this one came back with a session): read it, as the header did.
  if ('BroadcastChannel' in window) new BroadcastChannel('cairn:session').addEventListener('message', () => void loadHeader(), { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && hasSessionHint()) void loadHeader();
  });
}
