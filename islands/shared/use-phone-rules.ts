/**
 * Starts loading the phone's numbering plans (src/lib/phone/fields.ts `loadPhoneRules`) on the
 * shopper's first pointer, focus or key inside a form, so its submit, which waits for them, rarely
 * has to. A shopper who never reaches into the form never loads them.
 */
import { useEffect } from 'react';
import { loadPhoneRules } from '../../src/lib/phone/fields.ts';

const REACHES = ['pointerdown', 'focusin', 'keydown'] as const;

/** `scope` is read at each event: the form's fields may be rendered later than the hook. */
export function usePhoneRulesOnReach(scope: () => Element | null | undefined): void {
  useEffect(() => {
    const start = (event: Event) => {
      const within = scope();
      if (!(event.target instanceof Node) || !within?.contains(event.target)) return;
      stop();
      void loadPhoneRules().catch(() => undefined);
    };
    const stop = () => {
      for (const type of REACHES) document.removeEventListener(type, start, true);
    };
    for (const type of REACHES) document.addEventListener(type, start, { capture: true, passive: true });
    return stop;
  }, []);
}
