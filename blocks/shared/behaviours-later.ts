/**
 * When the blocks' behaviours (./behaviours.client.ts) load: a script of a few hundred bytes that
 * ./Behaviours.astro renders only on a page with such a block, so a page of non-interactive blocks
 * does not carry it (its first script is the chrome's alone, issue 15's 2 KB). Not with the first
 * screen: each request that finishes before the first paint is on its critical path. So:
 * - once the page has loaded, when the browser is idle;
 * - sooner on the shopper's first intent (pointer, touch, focus, key), before anyone can press
 *   anything in a block;
 * - a form in a block or in one of the server's dialogs submitted before its behaviour is there
 *   (a fast press, an automated shopper) is held, and submitted again with the same button once
 *   the behaviours have started: the block's own hold (./when-near.ts `holdSubmits`) then takes
 *   it, or, if the code could not load, the browser does; a favorite heart, the wallet button, a
 *   block's script-only control, or a link to one of the server's dialogs, pressed before its
 *   script is held and pressed again.
 * Pages without such a block name no module (./Behaviours.astro) and load nothing.
 */
import { HELD_PRESS, holdPress } from '../../src/lib/page/held-press.ts';
import { importInert, inertTemplate } from '../../src/lib/page/inert-scripts.ts';
import { afterLoadWhenIdle, onFirstIntent } from '../../src/lib/page/first-intent.ts';

/** The name ./Behaviours.astro gives the behaviours' inert template (src/lib/page/inert-scripts.ts). */
const BEHAVIOURS = 'block-behaviours';
const SERVER_DIALOG = 'dialog[data-dialog]';

/**
 * What a press needs its behaviour for, if anything: a favorite heart, the product page's wallet
 * button, a block's script-only control (`HELD_PRESS`: the article grid's "See more"), or a link or
 * command to one of the server's dialogs (src/components/DialogShell.astro), which the dialog
 * manager opens (one at a time, focus inside and back to the opener). Such a press before the
 * behaviours is held.
 */
function pressNeedingBehaviour(target: Element): HTMLElement | null {
  const control = target.closest<HTMLElement>(`[data-favorite-button], [data-wallet-button], ${HELD_PRESS}, a[href*="#dialog:"], button[commandfor]`);
  if (!control) return null;
  // A heart or the wallet button names no dialog (null); a link or command names one, held only if it is one of the server's.
  const dialog = control instanceof HTMLAnchorElement ? (control.pathname === location.pathname ? decodeURIComponent(control.hash.slice(1)) : '') : control.getAttribute('commandfor');
  return dialog === null || document.getElementById(dialog)?.matches(SERVER_DIALOG) ? control : null;
}
const READY = Symbol.for('cairn.blocks.behaviours');

let loading: Promise<void> | null = null;
let loaded = false;

/** Imports the behaviours once (by the URL the page names, like the chrome's lazy part); never rejects. */
function loadBehaviours(): Promise<void> {
  loading ??= importInert(BEHAVIOURS)
    ?.then(() => (globalThis as { [key: symbol]: Promise<void> | undefined })[READY])
    .then(
      () => {
        loaded = true;
        document.removeEventListener('submit', holdEarlySubmit, true);
        document.removeEventListener('click', holdEarlyPress, true);
      },
      (error: unknown) => {
        // Offline: the next intent or submit tries again.
        loading = null;
        console.error('[blocks] the behaviours could not load', error);
      },
    ) ?? null;
  return loading ?? Promise.resolve();
}

function holdEarlySubmit(event: SubmitEvent): void {
  const form = event.target;
  // A dialog's own close form (method="dialog") goes nowhere: the browser closes it at once. A
  // server dialog's form (store availability's) is shown in place by a `#dialog:` address before then.
  if (loaded || !(form instanceof HTMLFormElement) || form.method === 'dialog' || !form.closest(`[data-block], ${SERVER_DIALOG}`)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const submitter = event.submitter;
  void loadBehaviours().then(() => {
    if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
  });
}

function holdEarlyPress(event: MouseEvent): void {
  const button = !loaded && event.button === 0 && event.target instanceof Element ? pressNeedingBehaviour(event.target) : null;
  if (button) holdPress(event, button, loadBehaviours, () => loaded);
}

/**
 * Schedules the behaviours of the page's blocks, if it has any. The holds listen on the document,
 * after the chrome's early clicks (on the window), which decide first whatever order the scripts run in.
 */
export function scheduleBehaviours(): void {
  if (!inertTemplate(BEHAVIOURS)) return;
  document.addEventListener('submit', holdEarlySubmit, true);
  document.addEventListener('click', holdEarlyPress, true);
  // Every intent asks (one load at a time) until they have come: offline, the next one tries again.
  const intent = onFirstIntent(() => {
    void loadBehaviours().then(() => {
      if (loaded) intent.stop();
    });
  });
  afterLoadWhenIdle(() => void loadBehaviours());
}
