/**
 * The newsletter block's always-loaded part (Newsletter.astro; issue 15): the form's behaviour
 * (./newsletter.form.ts: validation, the states, the session's opt-in) is imported when a block
 * nears the viewport or the shopper reaches into it (pointer, touch, focus), which is before any
 * shopper can type in it; a submit that still beats it is held until it is there.
 */
import { couldNotStart, whenNear } from '../shared/when-near.ts';

let started = false;

export function initNewsletters(): void {
  if (started) return;
  started = true;
  whenNear(
    document.querySelectorAll<HTMLElement>('[data-newsletter]'),
    (root) => import('./newsletter.form.ts').then((m) => m.setUpNewsletter(root)).catch(couldNotStart('newsletter')),
    // A press on Sign up before the form's code is there is held and replayed, not lost.
    { holdSubmits: true },
  );
}
