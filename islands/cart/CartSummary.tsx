/**
 * The cart's right-hand column: approaching promotions, coupons (apply and remove, errors at the
 * field), the promotion summary by level, the totals and the checkout link.
 */
import { useId, useState } from 'react';
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import { GATEWAY, mutateCart } from '../../src/lib/cart/client.ts';
import { approachingCallouts, promoSummaryByLevel } from '../../src/lib/cart/view.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { formatMoney } from '../../src/lib/catalogue/price.ts';
import type { CartMessages } from './messages.ts';
import { OrderShippingMethod } from './shipping/OrderShippingMethod.tsx';
import { ExpressCheckoutButton } from '../checkout/ExpressCheckoutButton.tsx';
import { PayPalExpressButton } from '../express/paypal/PayPalExpressButton.tsx';
import { WalletButton } from '../express/WalletButton.tsx';

interface Props {
  cart: Cart;
  locale: string;
  language: string;
  t: CartMessages;
  checkoutHref: string;
}

export function ApproachingPromotions({ cart }: { cart: Cart }) {
  const callouts = approachingCallouts(cart.approachingPromotions);
  if (!callouts.length) return null;
  return (
    <ul className="flex flex-col gap-2">
      {callouts.map((c) => (
        <li key={c.promotionId} data-approaching={c.state} className="rounded border border-brand-sand bg-brand-sand/30 px-3 py-2 text-sm">
          {c.parts ? (
            <>
              {c.parts[0]} <strong>{c.parts[1]}</strong> {c.parts[2]}
            </>
          ) : (
            c.text
          )}
        </li>
      ))}
    </ul>
  );
}

function Coupons({ cart, t }: { cart: Cart; t: CartMessages }) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(event: { preventDefault(): void }): Promise<void> {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t.couponRequired);
      return;
    }
    setBusy(true);
    // The error belongs at the field (no toast): the shopper is looking at it.
    const result = await mutateCart('cart.coupon', (basketId) => callBff('PUT', `${GATEWAY}/cart/v1/coupon`, { cartId: basketId, code: trimmed }), { toast: false });
    setBusy(false);
    if (result.ok) {
      setCode('');
      setError(null);
    } else setError(result.error.message);
  }

  async function remove(couponItemId: string): Promise<void> {
    setBusy(true);
    await mutateCart('cart.coupon.remove', (basketId) => callBff('DELETE', `${GATEWAY}/cart/v1/coupon`, { cartId: basketId, couponItemId }));
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-2">
      <form onSubmit={(e) => void apply(e)} noValidate className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {t.coupon}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-w-0 flex-1 rounded border border-neutral-400 px-2 py-1 uppercase"
          />
          <button type="submit" disabled={busy} className="rounded border border-brand px-4 py-1 font-semibold disabled:opacity-50">
            {t.applyCoupon}
          </button>
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-sale">
            {error}
          </p>
        ) : null}
      </form>
      {cart.couponItems.length ? (
        <ul aria-label={t.couponsApplied} className="flex flex-col gap-1 text-sm">
          {cart.couponItems.map((c) => (
            <li key={c.couponItemId} className="flex items-center justify-between gap-2">
              <span>
                <strong>{c.code}</strong>
                {c.statusCode === 'applied' ? null : <span className="text-neutral-700"> ({t.couponNotApplied})</span>}
              </span>
              <button type="button" disabled={busy} onClick={() => void remove(c.couponItemId)} aria-label={t.removeCoupon(c.code)} className="underline underline-offset-2 disabled:opacity-50">
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function CartSummary({ cart, locale, language, t, checkoutHref }: Props) {
  const money = (amount: number) => formatMoney(amount, cart.totals.currency || cart.currency, locale);
  const groups = promoSummaryByLevel(cart.promoSummary);
  const totals = cart.totals;
  return (
    <section aria-labelledby="cart-summary-title" className="flex flex-col gap-5 rounded border border-brand-sand p-5">
      <h2 id="cart-summary-title" className="font-display text-display-sm">
        {t.summary}
      </h2>
      <ApproachingPromotions cart={cart} />
      <Coupons cart={cart} t={t} />
      {groups.length ? (
        <section aria-labelledby="cart-promotions-title" className="text-sm">
          <h3 id="cart-promotions-title" className="font-semibold">
            {t.promotions}
          </h3>
          {groups.map((g) => (
            <div key={g.level}>
              <h4 className="mt-2 text-neutral-700">{t.promoLevels[g.level]}</h4>
              <ul>
                {g.promotions.map((p) => (
                  <li key={p.promotionId}>
                    {p.calloutMessage || p.promotionName}
                    {p.couponCode ? ` (${p.couponCode})` : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
      <OrderShippingMethod cart={cart} language={language} />
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between">
          <dt>{t.subtotal}</dt>
          <dd>{money(totals.itemTotal)}</dd>
        </div>
        {totals.totalDiscount ? (
          <div className="flex justify-between text-sale">
            <dt>{t.discounts}</dt>
            <dd>−{money(Math.abs(totals.totalDiscount))}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t.shipping}</dt>
          <dd>{totals.shipping === 0 ? t.free : money(totals.shipping)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t.tax}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
        <div className="flex justify-between border-t border-brand-sand pt-2 text-lg font-semibold">
          <dt>{t.total}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      <a href={checkoutHref} className="rounded bg-brand px-4 py-3 text-center font-semibold text-white hover:opacity-90">
        {t.checkout}
      </a>
      <ExpressCheckoutButton cart={cart} checkoutHref={checkoutHref} />
      <PayPalExpressButton language={language} />
      <WalletButton source="cart" />
    </section>
  );
}
