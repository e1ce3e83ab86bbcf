/**
 * "Express checkout" on the cart and the mini cart (docs/requirements/checkout-and-payments.md#express-checkout): shown to a signed-in shopper
 * who qualifies (a saved default card and a default shipping address, or a pickup-only cart).
 * It fills the cart from the account and opens the summary with status EXPRESS.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import { expressPlan, startExpress, type ExpressPlan } from '../../src/lib/checkout/express.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { $auth } from '../../src/stores/auth.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { checkoutMessages } from './messages.ts';

export function ExpressCheckoutButton({ cart, checkoutHref }: { cart: Cart; checkoutHref: string }) {
  const auth = useStore($auth);
  const t = checkoutMessages(pageLanguage());
  const [plan, setPlan] = useState<ExpressPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const signedIn = auth.status === 'signed-in';
  const noteId = useId();

  useEffect(() => {
    if (!signedIn) {
      setPlan(null);
      return;
    }
    let live = true;
    void expressPlan(cart).then((p) => live && setPlan(p));
    return () => {
      live = false;
    };
  }, [signedIn, cart.basketId]);

  if (!plan) return null;
  const go = () =>
    run(async () => {
      setError(null);
      const started = await startExpress(cart, plan, checkoutHref);
      if (started.ok) location.assign(started.href);
      else setError(started.error.message);
    });
  return (
    <div className="flex flex-col gap-1">
      <button type="button" onClick={() => void go()} disabled={busy} aria-busy={busy} aria-describedby={noteId} className="rounded border-2 border-brand px-4 py-3 text-center font-semibold text-brand hover:bg-brand-sand/40">
        {busy ? t.expressWorking : t.expressCheckout}
      </button>
      <p id={noteId} className="text-center text-xs">
        {t.expressNote}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
