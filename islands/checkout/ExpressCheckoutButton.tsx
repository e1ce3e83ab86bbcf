/**
 * "Express checkout" on the cart and the mini cart (docs/requirements/checkout-and-payments.md#express-checkout): shown to a signed-in shopper
 * who qualifies (a saved default card and a default shipping address, or a pickup-only cart).
 * It fills the cart from the account and opens the summary with status EXPRESS.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import type { ExpressPlan } from '../../src/lib/checkout/express.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { $auth } from '../../src/stores/auth.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { expressButtonMessages } from './express-button-messages.ts';

/**
 * The express rules and their address-book reads: only a signed-in shopper can qualify, so a
 * guest's cart never loads them (nor the address modules they bring).
 */
const loadExpress = () => import('../../src/lib/checkout/express.ts');

export function ExpressCheckoutButton({ cart, checkoutHref }: { cart: Cart; checkoutHref: string }) {
  const auth = useStore($auth);
  const t = expressButtonMessages(pageLanguage());
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
    void loadExpress()
      .then((express) => express.expressPlan(cart))
      // Offline, or the rules' code could not load: no express button, the checkout link stays.
      .then((p) => live && setPlan(p), () => live && setPlan(null));
    return () => {
      live = false;
    };
  }, [signedIn, cart.basketId]);

  if (!plan) return null;
  const go = () =>
    run(async () => {
      setError(null);
      const started = await (await loadExpress()).startExpress(cart, plan, checkoutHref);
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
