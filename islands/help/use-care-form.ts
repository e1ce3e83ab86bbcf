/**
 * The state both help forms share: the values (kept whatever happens, so a failed send loses
 * nothing), the problems (shown from the first send on, then re-checked as the shopper types),
 * problems the gateway named for a field (until that field changes), the alert, the prefill of
 * a signed-in shopper's details, and the send itself (one at a time).
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { callBff } from '../../src/lib/bff/browser.ts';
import { raiseError } from '../../src/lib/errors/report.ts';
import type { HelpProblem, Problems } from '../../src/lib/help/forms.ts';
import { fieldOfRefusal, referenceOf } from '../../src/lib/help/forms.ts';
import { currentSession } from '../../src/lib/session/load.ts';
import { useSubmit } from '../shared/use-submit.ts';

type Values<F extends string> = Record<F, string>;

export interface CareFormOptions<F extends string> {
  initial: Values<F>;
  fields: readonly F[];
  check: (values: Values<F>) => Problems<F>;
  language: string;
  /** The alert's words when the gateway refused a field (the field says what). */
  fixFields: string;
}

/** What a refusal means for one field (a product we don't know, an order that isn't theirs). */
export type FieldRefusal<F extends string> = (errorId: string | null, message: string | null) => { field: F; text: string } | null;

export function useCareForm<F extends string>({ initial, fields, check, language, fixFields }: CareFormOptions<F>) {
  const [values, setValues] = useState<Values<F>>(initial);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string | null; email: string } | null>(null);
  const [prefilled, setPrefilled] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Where focus goes once React has drawn the outcome of a send: the first field marked invalid,
  // or the alert. An effect, not a timer: after an awaited call the render may come after the next frame.
  const [focus, setFocus] = useState<{ to: 'invalid' | 'alert'; n: number } | null>(null);
  useEffect(() => {
    if (!focus) return;
    if (focus.to === 'alert') alertRef.current?.focus();
    // A field still loading (the topics) can't take focus: the first one that can does.
    else form.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [focus]);
  const focusOn = (to: 'invalid' | 'alert') => setFocus((now) => ({ to, n: (now?.n ?? 0) + 1 }));

  const problems: Problems<F> = checked ? check(values) : {};

  // The page is public and cached: the shopper's details come from the browser's session, never the HTML.
  useEffect(() => {
    setHydrated(true);
    let live = true;
    void currentSession().then((session) => {
      if (!live || !session.signedIn) return;
      const { firstName, lastName, email } = session.profile;
      const found: Partial<Record<string, string>> = { firstName, lastName, email };
      setValues((now) => {
        const next = { ...now };
        let changed = false;
        for (const [field, value] of Object.entries(found)) {
          if (value && field in next && !next[field as F]) {
            next[field as F] = value;
            changed = true;
          }
        }
        if (changed) setPrefilled(true);
        return changed ? next : now;
      });
    });
    return () => {
      live = false;
    };
  }, []);

  const set = (field: F) => (value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    if (refused[field]) setRefused(({ [field]: _, ...rest }) => rest as Partial<Record<F, string>>);
  };

  const problemOf = (field: F): HelpProblem | undefined => problems[field];

  /** Checks, then sends `body()` to the gateway path; the answer's reference goes to the confirmation. */
  const submit =
    (path: string, body: () => unknown, email: () => string, refusal: FieldRefusal<F>, action: string) =>
    (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run(async () => {
        setChecked(true);
        setAlert(null);
        const found = check(values);
        if (Object.keys(found).length > 0 || Object.keys(refused).length > 0) {
          focusOn('invalid');
          return;
        }
        const answer = await callBff('POST', `/api/gateway${path}`, body());
        if (answer.ok) {
          setSent({ reference: referenceOf(answer.data), email: email() });
          return;
        }
        const error = raiseError(answer, action, language);
        const own = refusal(answer.errorId, answer.message);
        const named = own?.field ?? fieldOfRefusal(answer.message, fields);
        if (named) {
          // The gateway's words for a field come after its path (`body.subject: …`).
          setRefused((now) => ({ ...now, [named]: own?.text ?? (answer.message ?? error.message).replace(/^body\.\w+:\s*/, '') }));
          setAlert(fixFields);
          focusOn('invalid');
        } else {
          setAlert(error.message);
          focusOn('alert');
        }
      });
    };

  /** Back to an empty form (after a confirmation), keeping the shopper's own details. */
  const again = (keep: readonly F[]) => {
    setValues((now) => {
      const next = { ...initial };
      for (const field of keep) next[field] = now[field];
      return next;
    });
    setChecked(false);
    setRefused({});
    setAlert(null);
    setSent(null);
  };

  return { values, set, problemOf, refused, alert, alertRef, sent, prefilled, hydrated, busy, form, submit, again };
}
