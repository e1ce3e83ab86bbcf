/**
 * A cart line's delivery choice (docs/requirements/cart.md#shipping-methods-and-delivery Cart item shippingOptions): a radio group of the
 * methods the line may use, fastest first (docs/requirements/catalogue.md#delivery-days), with price and delivery time; the
 * pickup store with its stock and "Change store"; and the notice of a delivery-method
 * transition the server made (docs/requirements/cart.md#delivery-method-transitions). Choosing pickup opens the pickup-in-store panel;
 * any other method applies at once. The cart page renders one per line; one of them also
 * renders the page's delivery dialogs (./ShippingDialogs.tsx).
 */
import { useEffect, useState } from 'react';
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { setLineMethod } from '../../../src/lib/delivery/actions.ts';
import { choosableCodes, lineMethods, lineStoreId, type CartItem, type ShippingCode, type ShippingMethod } from '../../../src/lib/delivery/methods.ts';
import { knownStoreName, storeName } from '../../../src/lib/delivery/store-client.ts';
import { lineTransitionNotice } from '../../../src/lib/delivery/transitions.ts';
import { DIALOGS } from '../../../src/lib/dialogs/names.ts';
import { openDialog } from '../../../src/stores/dialogs.ts';
import { deliveryText, priceText } from './format.ts';
import { shippingMessages, transitionText } from './messages.ts';
import { ShippingDialogs } from './ShippingDialogs.tsx';
import { $pickupFor, lineFocusId, useDialogOwner } from './state.ts';

/** Opens the pickup-in-store panel for a line (kept: "Change store?" opens on top of it). */
export function openPickup(itemId: string): void {
  $pickupFor.set({ itemId });
  openDialog(DIALOGS.pickupInStore, { kept: true });
}

/** The name of a store id, known now or once the directory answers. */
function useStoreName(storeId: string | null): string | null {
  const [name, setName] = useState<string | null>(() => (storeId ? (knownStoreName(storeId) ?? null) : null));
  useEffect(() => {
    if (!storeId) return setName(null);
    let live = true;
    setName(knownStoreName(storeId) ?? null);
    void storeName(storeId).then((n) => live && setName(n));
    return () => {
      live = false;
    };
  }, [storeId]);
  return name;
}

/** `language` and `locale`: the page's, from the server (the cart renders there too). */
export function ItemShipping({ item, cart, language, locale }: { item: CartItem; cart: Cart; language: string; locale: string }) {
  const t = shippingMessages(language);
  const owner = useDialogOwner('cart-shipping');
  const options = item.shippingOptions;
  const storeId = lineStoreId(item);
  const name = useStoreName(storeId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const details = lineMethods(cart, item.itemId);

  const codes = choosableCodes(item, details);
  const detailOf = (code: ShippingCode): Pick<ShippingMethod, 'price' | 'deliveryTime'> | undefined =>
    code === options.selected ? options.shippingMethod : details.find((d) => d.code === code);
  const groupName = `delivery-${item.itemId}`;
  const notice = lineTransitionNotice(item);
  const fixed = codes.length <= 1;

  async function choose(code: ShippingCode) {
    setError(null);
    if (code === 'pickup' || (code === 'sts' && !storeId && !options.storeInfo)) {
      openPickup(item.itemId);
      return;
    }
    setBusy(true);
    const result = await setLineMethod(item.itemId, code, code === 'sts' ? (storeId ?? options.storeInfo?.id) : undefined);
    setBusy(false);
    if (!result.ok) setError(result.error.message);
  }

  const storeLabel = name ?? t.aStore;
  const stock = options.storeInfo && options.storeInfo.id === storeId ? options.storeInfo.inventory : null;

  return (
    <>
    <div className="mt-3 space-y-2 text-sm" id={lineFocusId(item.itemId)}>
      {fixed ? (
        <p>
          <span className="font-semibold">{t.methods[options.selected]}</span>
          {' · '}
          {priceText(options.shippingMethod.price.amount, cart.currency, t, locale)} · {deliveryText(options.shippingMethod.deliveryTime, t)}
        </p>
      ) : (
        <fieldset disabled={busy} aria-busy={busy} className="space-y-1">
          <legend className="font-semibold">{t.legend}</legend>
          {codes.map((code) => {
            const detail = detailOf(code);
            return (
              <label key={code} className="flex cursor-pointer items-baseline gap-2 py-1">
                <input type="radio" name={groupName} value={code} checked={code === options.selected} onChange={() => void choose(code)} className="size-4 accent-brand" />
                <span>
                  <span>{t.methods[code]}</span>
                  {detail ? (
                    <span className="text-brand-stone">
                      {' · '}
                      {priceText(detail.price.amount, cart.currency, t, locale)} · {deliveryText(detail.deliveryTime, t)}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {storeId ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>
            <span className="font-semibold">{options.selected === 'sts' ? t.shipToStore(storeLabel) : t.pickupAt(storeLabel)}</span>
            {stock !== null && options.selected === 'pickup' ? <span className="text-brand-stone"> · {t.storeStock(stock)}</span> : null}
          </p>
          <button type="button" onClick={() => openPickup(item.itemId)} className="underline underline-offset-2 hover:no-underline" data-change-store>
            {t.changeStore}
          </button>
        </div>
      ) : null}
      {busy ? <p role="status">{t.updating}</p> : null}
      {error ? <p role="alert" className="text-sale">{error}</p> : null}
      {notice ? (
        <p role={notice.level === 'error' ? 'alert' : 'status'} className={notice.level === 'error' ? 'rounded border border-sale p-2 text-sale' : 'rounded border border-brand-sand bg-brand-sand/40 p-2'}>
          {transitionText(notice, language)}
        </p>
      ) : null}
    </div>
    {/* Outside the spaced lines, as the gift option's dialog: chosen once hydrated, inside them
        the closed dialogs gave the delivery choices a margin and moved the cart's lines down. */}
    {owner ? <ShippingDialogs cart={cart} /> : null}
    </>
  );
}
