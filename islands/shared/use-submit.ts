/**
 * A guarded submit for island forms: one request at a time (a second click while the first is
 * out does nothing), and the busy flag for the button. The ref guards synchronously; the state
 * re-renders the button.
 */
import { useRef, useState } from 'react';

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
