/**
 * The athlete payment (docs/requirements/checkout-and-payments.md#athlete-payment ATHLETES_PAYMENT, docs/requirements/checkout-and-payments.md#athlete-payment: athlete profiles get a separate
 * payment with remaining and payable amounts). Applied with POST …/paymentInstruments; the
 * amounts are the instrument's (`payableAmount`: what it pays on this order, `remainingAmount`:
 * the credit left after it), never computed here.
 */
import { useId, useState } from 'react';
import { instrumentsOf } from '../../../src/lib/checkout/payment.ts';
import { useSubmit } from '../../shared/use-submit.ts';
import { addInstrument, removeInstrument } from './calls.ts';
import { ActionButton, FormAlert, SECONDARY, SECTION, type PaymentContext } from './ui.tsx';

export function AthletePayment({ ctx, canAdd }: { ctx: PaymentContext; canAdd: boolean }) {
  const { cart, t, money } = ctx;
  const id = useId();
  const applied = instrumentsOf(cart, 'ATHLETES_PAYMENT')[0];
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();

  const toggle = () =>
    run(async () => {
      setError(null);
      const result = applied ? await removeInstrument(applied.payment_instrument_id) : await addInstrument({ payment_method_id: 'ATHLETES_PAYMENT' });
      if (!result.ok) setError(result.error.message);
    });

  return (
    <section aria-labelledby={`${id}-h`} className={SECTION}>
      <h4 id={`${id}-h`} className="font-bold">
        {t.athlete}
      </h4>
      <p className="text-sm">{t.athleteIntro}</p>
      {applied ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t.athletePayable}</dt>
          <dd className="text-right font-semibold">{money(applied.payableAmount ?? applied.amount)}</dd>
          {applied.remainingAmount !== undefined ? (
            <>
              <dt>{t.athleteRemaining}</dt>
              <dd className="text-right font-semibold">{money(applied.remainingAmount)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <FormAlert message={error} />
      {applied || canAdd ? (
        <div>
          <ActionButton
            type="button"
            className={SECONDARY}
            label={applied ? t.removeThis(t.athlete) : t.useAthlete}
            working={t.working}
            busy={busy}
            onClick={() => void toggle()}
          />
        </div>
      ) : null}
    </section>
  );
}
