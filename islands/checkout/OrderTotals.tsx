/**
 * The order's lines and totals as the gateway computed them (docs/requirements/cart.md#cart-totals Cart totals): the
 * checkout's side column and the summary step use it. Money is never computed here.
 */
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import { maskedCardLabel } from '../../schemas/api/cart-rules.ts';
import { formatMoney } from '../../src/lib/catalogue/price.ts';
import type { CheckoutMessages } from './messages.ts';

export function OrderLines({ cart, t, locale, withDelivery = false }: { cart: Cart; t: CheckoutMessages; locale: string; withDelivery?: boolean }) {
  const money = (n: number) => formatMoney(n, cart.currency, locale);
  return (
    <ul className="flex flex-col gap-3">
      {cart.items.map((item) => (
        <li key={item.itemId} className="grid grid-cols-[4rem_1fr_auto] items-start gap-3">
          {item.image ? <img src={item.image} alt="" width={64} height={64} className="aspect-square w-16 rounded bg-brand-sand/40 object-cover" /> : <span className="block aspect-square w-16 rounded bg-brand-sand/40" />}
          <span className="text-sm">
            <span className="block font-semibold">{item.name}</span>
            <span className="block">{Object.values(item.attributes).join(' · ')}</span>
            <span className="block">{t.qty(item.qty)}</span>
            {withDelivery ? <span className="block">{item.shippingOptions.shippingMethod.label}</span> : null}
          </span>
          <span className="text-sm font-semibold">{money(item.price.rowTotal)}</span>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({ cart, t, locale }: { cart: Cart; t: CheckoutMessages; locale: string }) {
  const totals = cart.totals;
  const money = (n: number) => formatMoney(n, totals.currency || cart.currency, locale);
  const rows: Array<[string, string] | null> = [
    [t.subtotal, money(totals.itemTotal)],
    totals.totalDiscount ? [t.discounts, `−${money(Math.abs(totals.totalDiscount))}`] : null,
    [t.shipping, totals.shipping === 0 ? t.free : money(totals.shipping)],
    totals.taxation.included ? null : [t.tax, money(totals.tax)],
    ...totals.giftCards.map((g): [string, string] => [`${t.giftCards} ${maskedCardLabel(g.c_gcCardNumber)}`, `−${money(g.amount)}`]),
    totals.appliedRewards ? [t.rewards, `−${money(totals.appliedRewards)}`] : null,
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.filter((r): r is [string, string] => r !== null).map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right">{value}</dd>
        </div>
      ))}
      <div className="contents text-base font-bold">
        <dt className="border-t border-brand-sand pt-2">{t.total}</dt>
        <dd className="border-t border-brand-sand pt-2 text-right">{money(totals.total)}</dd>
      </div>
      {totals.remainingToPay !== totals.total ? (
        <div className="contents font-semibold">
          <dt>{t.remainingToPay}</dt>
          <dd className="text-right">{money(totals.remainingToPay)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
