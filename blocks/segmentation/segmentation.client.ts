/**
 * Segmentation in the browser: once the sign-in and cart state is known (src/lib/session/load.ts),
 * each segmentation block shows its forced test-context segment, or the first segment whose
 * audience condition holds, or its baseline; and chooses again whenever that state changes.
 */
import { chooseSegment, type AudienceFacts } from '../../src/lib/segments/audiences.ts';
import { forcedSegment, parseTestContext } from '../../src/lib/experiments/test-context.ts';
import { $auth } from '../../src/stores/auth.ts';
import { $cart } from '../../src/stores/cart.ts';
import { ensureSession } from '../../src/lib/session/load.ts';
import { BASELINE, showOption } from '../shared/option-stack.client.ts';

const testContext = parseTestContext(new URLSearchParams(location.search));

function segmentsOf(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(':scope > [data-option][data-condition]')].map((o) => ({ id: o.dataset.option ?? '', condition: o.dataset.condition ?? '' }));
}

function choose(root: HTMLElement, facts: AudienceFacts | null): void {
  const segments = segmentsOf(root);
  const forced = forcedSegment(testContext, segments.map((s) => s.id));
  // A forced segment needs no session; otherwise wait (the skeleton holds the space).
  if (!forced && !facts) return;
  const choice = facts ? chooseSegment(segments, facts, forced) : { kind: 'segment' as const, id: forced ?? BASELINE };
  showOption(root, choice.kind === 'segment' ? choice.id : BASELINE);
}

function facts(): AudienceFacts | null {
  const auth = $auth.get();
  const cart = $cart.get();
  if (auth.status === 'unknown' || cart.status === 'unknown') return null;
  return { auth, cartItems: cart.totalItems };
}

let started = false;

export function startSegmentation(): void {
  if (started) return;
  started = true;
  const roots = () => [...document.querySelectorAll<HTMLElement>('[data-segmentation]')];
  const update = () => {
    const known = facts();
    for (const root of roots()) choose(root, known);
  };
  update();
  $auth.listen(update);
  $cart.listen(update);
  ensureSession();
}
