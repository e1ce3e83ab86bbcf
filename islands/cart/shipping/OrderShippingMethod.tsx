/**
 * The order's own shipment method (docs/requirements/cart.md#shipping-methods-and-delivery Cart shippingMethods, shippingId 'me'; docs/requirements/cart.md#shipping-methods-and-delivery "cart
 * change shipping method"): a summary line with "Change shipping method" for the cart summary,
 * and the dialog choosing among the applicable methods, fastest first.
 */
import { useState, type SubmitEvent } from 'react';
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { setOrderMethod } from '../../../src/lib/delivery/actions.ts';
import { offersOrderChoice, ownShipmentMethods, type ShippingCode } from '../../../src/lib/delivery/methods.ts';
import { pageLanguage } from '../../../src/lib/errors/report.ts';
import { DIALOGS } from '../../../src/lib/dialogs/names.ts';
import { closeDialog, openDialog } from '../../../src/stores/dialogs.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { deliveryText, priceText } from './format.ts';
import { shippingMessages } from './messages.ts';

/** For the cart summary: the order's method and, when there is a choice, the button to change it (in the page's language, from the server). */
export function OrderShippingMethod({ cart, language }: { cart: Cart; language: string }) {
  const t = shippingMessages(language);
  const { selected } = ownShipmentMethods(cart);
  if (!selected) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 text-sm">
      <p>{t.orderSelected(t.methods[selected.code])}</p>
      {offersOrderChoice(cart) ? (
        <button type="button" onClick={() => openDialog(DIALOGS.cartChangeShippingMethod)} className="underline underline-offset-2 hover:no-underline">
          {t.orderChange}
        </button>
      ) : null}
    </div>
  );
}

export function OrderShippingMethodDialog({ cart }: { cart: Cart }) {
  const t = shippingMessages(pageLanguage());
  return (
    <Dialog name={DIALOGS.cartChangeShippingMethod} title={t.orderTitle} closeLabel={t.close}>
      <OrderMethodForm cart={cart} />
    </Dialog>
  );
}

function OrderMethodForm({ cart }: { cart: Cart }) {
  const t = shippingMessages(pageLanguage());
  const { methods, selected } = ownShipmentMethods(cart);
  const [choice, setChoice] = useState<ShippingCode | null>(selected?.code ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choice || choice === selected?.code) {
      closeDialog(DIALOGS.cartChangeShippingMethod);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await setOrderMethod(choice);
    setBusy(false);
    if (result.ok) closeDialog(DIALOGS.cartChangeShippingMethod);
    else setError(result.error.message);
  }

  return (
    <form onSubmit={(e) => void apply(e)} className="space-y-4">
      <fieldset disabled={busy} className="space-y-1">
        <legend className="font-semibold">{t.orderLegend}</legend>
        {methods.map((m) => (
          <label key={m.code} className="flex cursor-pointer items-baseline gap-2 py-1">
            <input type="radio" name="order-shipping-method" value={m.code} checked={choice === m.code} onChange={() => setChoice(m.code)} className="size-4 accent-brand" />
            <span>
              {t.methods[m.code]}
              <span className="text-brand-stone">
                {' · '}
                {priceText(m.price.amount, cart.currency, t)} · {deliveryText(m.deliveryTime, t)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <p role="alert" className="text-sale">{error}</p> : null}
      {busy ? <p role="status">{t.updating}</p> : null}
      <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60">
        {t.apply}
      </button>
    </form>
  );
}
