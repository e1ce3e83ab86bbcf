/**
 * One cart line: image, name, attributes, prices (original and current, row total, item and
 * order discounts, 'Free Gift' / 'Marked Down'), quantity up to maxQty, remove, save for later,
 * edit in quick-shop, the line's delivery and gift option, and its notices and errors.
 */
import { useId, useRef, useState } from 'react';
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import { removeCartItem, updateCartItem } from '../../src/lib/cart/client.ts';
import { checkQuantity, errorPlace, itemError, lineDiscounts, lineLabel, maxQtyOf, type CartItem, type CartNotice } from '../../src/lib/cart/view.ts';
import { FREE_GIFT_LABEL, formatMoney } from '../../src/lib/catalogue/price.ts';
import { openIsland } from '../../src/lib/islands/lazy.ts';
import { isIslandName } from '../../src/lib/islands/names.ts';
import { moveToSavedForLater } from '../../src/lib/saved-for-later/client.ts';
import { GiftOption } from './gift-option/GiftOption.tsx';
import type { CartMessages } from './messages.ts';
import { ItemShipping } from './shipping/ItemShipping.tsx';

/**
 * Lines whose image loads at once: on a phone the first line's image is the largest paint, and a
 * lazy image waits for layout before it is even requested. The first gets a high priority.
 */
const FIRST_SCREEN_LINES = 2;

/** The quick-shop island (its engineer registers it); the Edit button shows only once it is there. */
const QUICK_SHOP = 'quickshop';
const quickShopRegistered = isIslandName(QUICK_SHOP);

interface Props {
  item: CartItem;
  cart: Cart;
  notices: readonly CartNotice[];
  locale: string;
  language: string;
  t: CartMessages;
  /** The line offers "Save for later" (not to employees; the page decides, from the server's word until hydrated). */
  listsShown: boolean;
  /** The line's place in the cart: the first lines' images are on the first screen (the page's LCP on a phone). */
  position: number;
  onTopError: (message: string) => void;
}

export function CartLine({ item, cart, notices, locale, language, t, listsShown, position, onTopError }: Props) {
  const nameId = useId();
  const qtyId = useId();
  const qtyErrorId = useId();
  const lineErrorId = useId();
  const [qty, setQty] = useState(String(item.qty));
  const [lastQty, setLastQty] = useState(item.qty);
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [lineError, setLineError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Blur fires again when the field is disabled mid-change: one change at a time.
  const pending = useRef(false);
  const maxQty = maxQtyOf(item);
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  const label = lineLabel(item);
  const discounts = lineDiscounts(item);
  const ownError = itemError(item, language);
  const image = item.image ?? item.productImageURL;
  const attributes = Object.entries(item.attributes);

  // The server's quantity wins whenever it changes (another tab, a cut to stock).
  if (item.qty !== lastQty) {
    setLastQty(item.qty);
    setQty(String(item.qty));
  }

  async function run(action: () => Promise<{ ok: boolean; error?: { errorId: string | null; message: string } }>): Promise<void> {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setLineError(null);
    const result = await action();
    pending.current = false;
    setBusy(false);
    if (!result.ok && result.error) {
      const place = errorPlace(result.error.errorId);
      if (place === 'item') setLineError(result.error.message);
      else if (place === 'top') onTopError(result.error.message);
    }
  }

  async function commitQty(event?: { preventDefault(): void }): Promise<void> {
    event?.preventDefault();
    const checked = checkQuantity(qty, maxQty, language);
    if (!checked.ok) {
      setQtyError(checked.message);
      return;
    }
    setQtyError(null);
    if (checked.qty === item.qty) return;
    await run(async () => {
      const result = await updateCartItem(item.itemId, { qty: checked.qty });
      if (!result.ok) setQty(String(item.qty));
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    });
  }

  const remove = () => run(async () => {
    const result = await removeCartItem(item.itemId);
    return result.ok ? { ok: true } : { ok: false, error: result.error };
  });
  const saveForLater = () => run(async () => {
    const result = await moveToSavedForLater(item.itemId);
    return result.ok ? { ok: true } : { ok: false, error: result.error };
  });
  const edit = () =>
    void openIsland(QUICK_SHOP, { productId: item.masterId, variantId: item.productId, context: { type: 'update-cart-item', itemId: item.itemId, qty: item.qty } });

  const shownError = lineError ?? ownError;
  return (
    <li className="border-b border-brand-sand py-5">
      <article aria-labelledby={nameId} aria-busy={busy || undefined} className="grid grid-cols-[6rem_1fr] gap-4 sm:grid-cols-[8rem_1fr]">
        <div className="aspect-square overflow-hidden rounded bg-brand-sand/40">
          {image ? (
            <img
              src={image}
              alt=""
              width={128}
              height={128}
              loading={position < FIRST_SCREEN_LINES ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : undefined}
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={nameId} className="font-semibold">
              {item.pdpUrl ? <a href={item.pdpUrl} className="hover:underline">{item.name}</a> : item.name}
            </h3>
            <p className="text-right">
              <span className="sr-only">{t.lineTotal}: </span>
              <span className="font-semibold">{money(item.price.rowTotal)}</span>
            </p>
          </div>
          {attributes.length ? (
            <dl className="flex flex-wrap gap-x-4 text-sm text-neutral-700">
              {attributes.map(([name, value]) => (
                <div key={name} className="flex gap-1">
                  <dt className="capitalize">{name}:</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {item.price.current < item.price.original ? (
              <>
                <span className="sr-only">{t.originalPrice}: </span>
                <s className="text-neutral-600">{money(item.price.original)}</s>
              </>
            ) : null}
            <span className="sr-only">{t.price}: </span>
            <span>{money(item.price.current)}</span>
            {label ? <span className="rounded bg-sale px-2 py-0.5 text-xs font-semibold text-white">{label === FREE_GIFT_LABEL ? t.freeGift : t.markedDown}</span> : null}
          </p>
          {discounts.item > 0 || discounts.order > 0 ? (
            <dl className="text-sm text-sale">
              {discounts.item > 0 ? (
                <div className="flex gap-1">
                  <dt>{t.itemDiscount}:</dt>
                  <dd>−{money(discounts.item)}</dd>
                </div>
              ) : null}
              {discounts.order > 0 ? (
                <div className="flex gap-1">
                  <dt>{t.orderDiscount}:</dt>
                  <dd>−{money(discounts.order)}</dd>
                </div>
              ) : null}
              {item.productPromotions.map((p) => (
                <div key={p.promotionId} className="flex gap-1">
                  <dt className="sr-only">{t.promotions}</dt>
                  <dd>{p.calloutMessage}</dd>
                </div>
              ))}
            </dl>
          ) : null}

          {item.bonus ? null : (
            <form onSubmit={(e) => void commitQty(e)} className="flex flex-wrap items-end gap-3" noValidate>
              <div className="flex flex-col">
                <label htmlFor={qtyId} className="text-sm">
                  {t.quantity}
                </label>
                <input
                  id={qtyId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxQty}
                  step={1}
                  value={qty}
                  disabled={busy}
                  aria-invalid={qtyError ? true : undefined}
                  aria-describedby={qtyError ? qtyErrorId : undefined}
                  onChange={(e) => setQty(e.target.value)}
                  onBlur={() => void commitQty()}
                  className="w-24 rounded border border-neutral-400 px-2 py-1"
                />
              </div>
              <div className="flex flex-wrap gap-3 text-sm">
                <button type="button" onClick={() => void remove()} disabled={busy} aria-label={t.removeOf(item.name)} className="underline underline-offset-2 hover:no-underline disabled:opacity-50">
                  {t.remove}
                </button>
                {listsShown ? (
                  <button type="button" onClick={() => void saveForLater()} disabled={busy} aria-label={t.saveForLaterOf(item.name)} className="underline underline-offset-2 hover:no-underline disabled:opacity-50">
                    {t.saveForLater}
                  </button>
                ) : null}
                {quickShopRegistered ? (
                  <button type="button" onClick={edit} disabled={busy} aria-label={t.editOf(item.name)} className="underline underline-offset-2 hover:no-underline disabled:opacity-50">
                    {t.edit}
                  </button>
                ) : null}
              </div>
              {qtyError ? (
                <p id={qtyErrorId} className="w-full text-sm text-sale">
                  {qtyError}
                </p>
              ) : null}
            </form>
          )}

          {shownError ? (
            <p id={lineErrorId} role="alert" className="text-sm text-sale">
              {shownError}
            </p>
          ) : null}
          {notices.filter((n) => n.id !== item.deliveryMethodTransition?.code).map((n) => (
            <p key={n.id} className={`text-sm ${n.level === 'error' ? 'text-sale' : 'text-neutral-700'}`}>
              {n.message}
            </p>
          ))}

          {item.bonus ? null : <ItemShipping item={item} cart={cart} language={language} locale={locale} />}
          {item.bonus ? null : <GiftOption item={item} language={language} />}
        </div>
      </article>
    </li>
  );
}
