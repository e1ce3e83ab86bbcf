/**
 * A store associate's price adjustments on the summary (docs/requirements/cart.md#cart-calls price_adjustments): a
 * percentage or an amount off a line or the whole order, with a reason; listed with a remove
 * button. Only rendered for a connected associate; the gateway refuses anyone else (API403).
 */
import { useId, useState } from 'react';
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import { fieldText } from '../../schemas/forms/messages.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { GATEWAY, mutateCart } from '../../src/lib/cart/client.ts';
import { formatMoney } from '../../src/lib/catalogue/price.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { INPUT, TextField } from '../sign-in/fields.tsx';
import type { CheckoutMessages } from './messages.ts';

const ORDER = '';

export function PriceAdjustments({ cart, t, locale }: { cart: Cart; t: CheckoutMessages; locale: string }) {
  const id = useId();
  const [type, setType] = useState<'percentage' | 'amount'>('percentage');
  const [value, setValue] = useState('');
  const [line, setLine] = useState(ORDER);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const language = pageLanguage();
  const path = (tail = '') => `${GATEWAY}/cart/v1/cart/${encodeURIComponent(cart.basketId)}/price_adjustments${tail}`;

  const add = () =>
    run(async () => {
      const n = Number(value.replace(',', '.'));
      if (!value.trim() || !Number.isFinite(n) || n <= 0) {
        setError(fieldText({ id: 'valueMin', values: { n: 0 } }, language));
        return;
      }
      if (type === 'percentage' && n > 100) {
        setError(fieldText({ id: 'valueMax', values: { n: 100 } }, language));
        return;
      }
      setError(null);
      const body = { type, value: n, ...(line ? { itemId: line } : {}), ...(reason.trim() ? { reasonCode: reason.trim() } : {}) };
      const result = await mutateCart('checkout.priceAdjustment', () => callBff('POST', path(), body), { toast: false });
      if (!result.ok) setError(result.error.message);
      else setValue('');
    });

  const remove = (adjustmentId: string) =>
    run(async () => {
      const result = await mutateCart('checkout.priceAdjustment', () => callBff('DELETE', path(`/${encodeURIComponent(adjustmentId)}`)), { toast: false });
      if (!result.ok) setError(result.error.message);
    });

  const describe = (a: Cart['priceAdjustments'][number]) => {
    const amount = a.type === 'percentage' ? `${a.value} %` : formatMoney(a.value, cart.currency, locale);
    const target = a.itemId ? (cart.items.find((i) => i.itemId === a.itemId)?.name ?? a.itemId) : t.wholeOrder;
    return `${amount} · ${target}${a.reasonCode ? ` · ${a.reasonCode}` : ''}`;
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded border border-brand-sand p-4">
      <h3 id={`${id}-h`} className="font-bold">
        {t.adjustments}
      </h3>
      {cart.priceAdjustments.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {cart.priceAdjustments.map((a) => (
            <li key={a.adjustmentId} className="flex items-center justify-between gap-2">
              <span>{describe(a)}</span>
              <button type="button" className="font-semibold text-brand underline" disabled={busy} onClick={() => void remove(a.adjustmentId)} aria-label={t.removeAdjustment(describe(a))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div>
          <label htmlFor={`${id}-line`} className="block font-semibold">
            {t.adjustmentLine}
          </label>
          <select id={`${id}-line`} className={INPUT} value={line} onChange={(e) => setLine(e.currentTarget.value)}>
            <option value={ORDER}>{t.wholeOrder}</option>
            {cart.items.filter((i) => !i.bonus).map((i) => (
              <option key={i.itemId} value={i.itemId}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="block font-semibold">{t.adjustmentType}</legend>
          <div className="mt-2 flex gap-4">
            {(['percentage', 'amount'] as const).map((k) => (
              <label key={k} className="flex items-center gap-2">
                <input type="radio" name={`${id}-type`} checked={type === k} onChange={() => setType(k)} />
                {t[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label={t.adjustmentValue} name="adjustment-value" inputMode="decimal" value={value} onValue={setValue} error={error} />
        <TextField label={t.adjustmentReason} name="adjustment-reason" value={reason} onValue={setReason} maxLength={40} />
        <button type="submit" disabled={busy} className="rounded-sm border-2 border-brand px-4 py-2 font-semibold text-brand sm:col-span-2 sm:justify-self-start">
          {t.addAdjustment}
        </button>
      </form>
    </section>
  );
}
