/**
 * Loyalty points (docs/requirements/account-and-loyalty.md#loyalty-programme Loyalty, docs/requirements/account-and-loyalty.md#loyalty-programme PUT …/reward): the member's points and the vouchers
 * the methods answer offers, as choices; a voucher the member can't have (not available) or this
 * order can't take (not eligible) is shown turned off with the reason. Applying sends the
 * voucher's points, removing sends 0. Under the rewards rule (docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points) the choices are
 * turned off with the sentence saying why.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { appliedLoyaltyPoints, instrumentsOf, voucherState } from '../../../src/lib/checkout/payment.ts';
import { formatWholeNumber } from '../../../src/lib/i18n/site-number-patterns.ts';
import { useSubmit } from '../../shared/use-submit.ts';
import { applyLoyaltyVoucher, type PaymentMethodOption } from './calls.ts';
import { ActionButton, AppliedList, FormAlert, PRIMARY, SECTION, type PaymentContext } from './ui.tsx';

export function Loyalty({ ctx, option, allowed }: { ctx: PaymentContext; option: PaymentMethodOption | undefined; allowed: boolean }) {
  const { cart, t, locale, money } = ctx;
  const id = useId();
  const vouchers = option?.applicableLoyaltyVouchers ?? [];
  const current = appliedLoyaltyPoints(cart);
  const firstOk = vouchers.find((v) => voucherState(v) === 'ok');
  const [choice, setChoice] = useState<number | null>(current || firstOk?.points || null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const points = (n: number) => formatWholeNumber(n, locale);

  const applied = instrumentsOf(cart, 'LOYALTY_POINTS').map((i) => ({
    id: i.payment_instrument_id,
    label: t.pointsApplied(points(i.points ?? 0)),
    amount: money(i.amount),
    remove: () => applyLoyaltyVoucher(0),
  }));

  const apply = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (choice === null || !allowed) return;
    void run(async () => {
      setError(null);
      const result = await applyLoyaltyVoucher(choice);
      if (!result.ok) setError(result.error.message);
    });
  };

  const blockedId = `${id}-blocked`;
  const errorId = `${id}-error`;
  const selectable = vouchers.some((v) => voucherState(v) === 'ok');

  return (
    <section aria-labelledby={`${id}-h`} className={SECTION}>
      <h4 id={`${id}-h`} className="font-bold">
        {t.loyalty}
      </h4>
      {option?.currentLoyaltyPoints !== undefined ? <p>{t.pointsBalance(points(option.currentLoyaltyPoints))}</p> : null}
      {!allowed ? (
        <p id={blockedId} className="text-sm font-semibold">
          {t.rewardsBlocked}
        </p>
      ) : null}
      <AppliedList lines={applied} t={t} label={t.loyalty} />
      {vouchers.length ? (
        <form noValidate onSubmit={apply} className="flex flex-col gap-3">
          <fieldset aria-describedby={[allowed ? null : blockedId, error ? errorId : null].filter(Boolean).join(' ') || undefined}>
            <legend className="sr-only">{t.loyalty}</legend>
            <div className="flex flex-col gap-2">
              {vouchers.map((v) => {
                const state = voucherState(v);
                const off = state !== 'ok' || !allowed;
                const reasonId = `${id}-${v.points}-reason`;
                const describedBy = [state !== 'ok' ? reasonId : null, allowed ? null : blockedId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
                return (
                  <label key={v.points} className={`flex items-start gap-3 rounded border border-brand-stone p-3 ${off ? 'cursor-not-allowed opacity-70' : 'cursor-pointer has-checked:border-2 has-checked:border-brand-ink'}`}>
                    <input
                      type="radio"
                      name={`${id}-voucher`}
                      value={v.points}
                      checked={choice === v.points}
                      disabled={off}
                      onChange={() => setChoice(v.points)}
                      aria-describedby={describedBy}
                      className="mt-1 accent-brand"
                    />
                    <span>
                      <span className="block font-semibold">{t.voucher(points(v.points), money(v.amountInCurrency))}</span>
                      {state !== 'ok' ? (
                        <span id={reasonId} className="block text-sm">
                          {state === 'unavailable' ? t.voucherUnavailable : t.voucherIneligible}
                        </span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <FormAlert id={errorId} message={error} />
          <ActionButton
            className={PRIMARY}
            label={t.usePoints}
            working={t.working}
            busy={busy}
            disabled={!allowed || !selectable || choice === null || choice === current}
            ariaDescribedBy={allowed ? undefined : blockedId}
          />
        </form>
      ) : null}
    </section>
  );
}
