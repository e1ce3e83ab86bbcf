/**
 * Notify me (docs/requirements/catalogue.md#quick-shop PUT /products/v1/notifications): an email field, prefilled for a
 * signed-in shopper from the session's profile, and a confirmation or the error in place.
 */
import { useEffect, useId, useState } from 'react';
import { fieldMessage } from '../../schemas/forms/messages.ts';
import { validateEmail } from '../../schemas/forms/validators.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { pageLanguage, raiseError } from '../../src/lib/errors/report.ts';
import type { QuickShopMessages } from '../../src/lib/quick-shop/messages.ts';
import { SESSION_ENDPOINT } from '../../src/lib/session/load.ts';

const NOTIFY_PATH = '/api/gateway/products/v1/notifications';

interface Props {
  variantId: string;
  signedIn: boolean;
  m: QuickShopMessages;
}

type State = { kind: 'editing' } | { kind: 'sending' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

export function NotifyMe({ variantId, signedIn, m }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'editing' });

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void callBff<{ profile?: { email?: string } }>('GET', SESSION_ENDPOINT).then((res) => {
      const known = res.ok ? res.data?.profile?.email : undefined;
      if (live && known) setEmail((typed) => typed || known);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);

  // Another variant is another request.
  useEffect(() => setState({ kind: 'editing' }), [variantId]);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const problem = validateEmail(email);
    if (problem) {
      setFieldError(fieldMessage(problem, pageLanguage()));
      return;
    }
    setFieldError(null);
    setState({ kind: 'sending' });
    const res = await callBff('PUT', NOTIFY_PATH, { productId: variantId, email: email.trim() });
    if (res.ok) setState({ kind: 'done', email: email.trim() });
    else setState({ kind: 'failed', message: raiseError(res, 'quickshop.notify').message });
  }

  if (state.kind === 'done') {
    return (
      <p role="status" className="rounded bg-success/10 p-3 text-sm font-bold text-success">
        {m.notifyDone(state.email)}
      </p>
    );
  }
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <p className="text-sm">{m.notifyIntro}</p>
      <label htmlFor={`${id}-email`} className="text-sm font-bold">
        {m.email}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        className="min-h-11 rounded border border-brand-stone px-3"
      />
      {fieldError ? (
        <p id={errorId} className="text-sm font-bold text-sale">
          {fieldError}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm font-bold text-sale">
          {state.message}
        </p>
      ) : null}
      <button type="submit" disabled={state.kind === 'sending'} className="min-h-12 w-full rounded bg-brand px-4 font-bold text-white hover:bg-brand-ink disabled:opacity-60">
        {state.kind === 'sending' ? m.notifySending : m.notifySubmit}
      </button>
    </form>
  );
}
