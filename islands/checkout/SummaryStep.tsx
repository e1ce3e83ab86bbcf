/**
 * Checkout step 3, summary (docs/requirements/checkout-and-payments.md#checkout-steps): everything the shopper chose with edit links back to
 * each step, the lines with their delivery, the totals, and "Place order", which hands over to
 * the order module (src/lib/checkout/order.ts): the order, the 3-D Secure challenge, or the step
 * to go back to with the reason. A store associate sees the store and themselves, and can adjust
 * prices (./PriceAdjustments.tsx).
 */
import { useId, useState, type ReactNode } from 'react';
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import type { Order } from '../../schemas/api/checkout.ts';
import { formatMoney } from '../../src/lib/catalogue/price.ts';
import { addressLine } from '../../src/lib/checkout/address.ts';
import { completeChallenge, placeOrder, type PlaceOutcome } from '../../src/lib/checkout/order.ts';
import type { CheckoutStep } from '../../src/lib/checkout/steps.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { closeDialog, openDialog } from '../../src/stores/dialogs.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { BUTTON } from '../sign-in/fields.tsx';
import type { CheckoutMessages } from './messages.ts';
import { OrderLines, OrderTotals } from './OrderTotals.tsx';
import { PriceAdjustments } from './PriceAdjustments.tsx';
import { ThreeDSecureDialog } from './ThreeDSecureDialog.tsx';
import { paymentLabels } from './payment-labels.ts';
import { UntilHydrated } from '../shared/UntilHydrated.tsx';

export interface Associate {
  storeId: string;
  storeName: string;
  storeEmployeeId: string;
  storeEmployeeName: string;
}

interface Props {
  cart: Cart;
  t: CheckoutMessages;
  locale: string;
  language: string;
  express: boolean;
  associate: Associate | null;
  notice: string | null;
  stepHref: (step: CheckoutStep) => string;
  onStep: (step: CheckoutStep, notice: string | null) => void;
  onPlaced: (order: Order) => void;
  /** False while the step is the server's HTML: "Place order" waits for React, so no press is lost. */
  live?: boolean;
}

export function SummaryStep({ cart, t, locale, language, express, associate, notice, stepHref, onStep, onPlaced, live = true }: Props) {
  const headingId = useId();
  const { busy, run } = useSubmit();
  const [error, setError] = useState<string | null>(notice);
  const [challenge, setChallenge] = useState<{ order: Order; cart: Cart } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const money = (n: number) => formatMoney(n, cart.currency, locale);
  const own = cart.shippingMethods.find((s) => s.shippingId === 'me')?.applicableShippingMethods.find((m) => m.selected);

  const follow = (outcome: PlaceOutcome, before: Cart) => {
    if (outcome.kind === 'placed') {
      onPlaced(outcome.order);
      return;
    }
    if (outcome.kind === 'challenge') {
      setChallenge({ order: outcome.order, cart: before });
      openDialog(DIALOGS.threeDsChallenge);
      return;
    }
    if (outcome.step && outcome.step !== 'summary') onStep(outcome.step, outcome.error.message);
    else setError(outcome.error.message);
  };

  const place = () =>
    run(async () => {
      setError(null);
      const before = cart;
      follow(await placeOrder(cart), before);
    });

  const answerChallenge = async (result: string) => {
    if (!challenge || confirming) return;
    setConfirming(true);
    const outcome = await completeChallenge(challenge.order, result, challenge.cart);
    setConfirming(false);
    closeDialog(DIALOGS.threeDsChallenge);
    setChallenge(null);
    follow(outcome, challenge.cart);
  };

  const Edit = ({ step, what }: { step: CheckoutStep; what: string }) => (
    <a
      href={stepHref(step)}
      onClick={(e) => {
        e.preventDefault();
        onStep(step, null);
      }}
      className="text-sm font-semibold text-brand underline underline-offset-2"
    >
      {t.edit(what)}
    </a>
  );

  /** What one step chose, with the link back to it. */
  const Chosen = ({ step, title, children }: { step: 'shipping' | 'billing'; title: string; children: ReactNode }) => (
    <section aria-label={t.steps[step]} className="rounded border border-brand-sand p-4">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 className="font-bold">{title}</h3>
        <Edit step={step} what={t.steps[step]} />
      </div>
      {children}
    </section>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="font-display text-display-sm">
        {t.summary}
      </h2>
      {express ? <p className="rounded bg-brand-sand/40 px-4 py-3">{t.express}</p> : null}
      {associate ? (
        <p className="rounded border border-brand px-4 py-3 font-semibold">{t.associate(associate.storeName, `${associate.storeEmployeeName} (${associate.storeEmployeeId})`)}</p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded border-2 border-sale bg-sale/5 px-4 py-3 font-semibold text-sale">
          {error}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Chosen step="shipping" title={t.shippingAddress}>
          {cart.shippingAddress ? (
            <p className="text-sm">
              {cart.shippingAddress.firstName} {cart.shippingAddress.lastName}
              <br />
              {addressLine(cart.shippingAddress)}
              {cart.shippingAddress.collectionPoint ? (
                <>
                  <br />
                  {t.collectionPoint}: {cart.shippingAddress.collectionPoint.storeName ?? cart.shippingAddress.collectionPoint.storeId}
                </>
              ) : null}
              <br />
              {cart.shippingAddress.email}
            </p>
          ) : (
            <p className="text-sm">{t.pickupOnly}</p>
          )}
          {own ? (
            <p className="mt-2 text-sm">
              {t.deliveryMethod}: {own.label} · {own.deliveryTime} · {own.price.amount === 0 ? t.free : money(own.price.amount)}
            </p>
          ) : null}
        </Chosen>
        <Chosen step="billing" title={t.billingAddress}>
          {cart.billingAddress ? (
            <p className="text-sm">
              {cart.billingAddress.firstName} {cart.billingAddress.lastName}
              <br />
              {addressLine(cart.billingAddress)}
            </p>
          ) : null}
          <h3 className="mt-3 font-bold">{t.payment}</h3>
          <ul className="text-sm">
            {paymentLabels(cart, language, locale).map((line) => (
              <li key={line.id}>
                {line.label} · {money(line.amount)}
              </li>
            ))}
          </ul>
        </Chosen>
      </div>
      <section aria-label={t.items}>
        <h3 className="mb-2 font-bold">{t.items}</h3>
        <OrderLines cart={cart} t={t} locale={locale} withDelivery />
      </section>
      {associate ? <PriceAdjustments cart={cart} t={t} locale={locale} /> : null}
      <OrderTotals cart={cart} t={t} locale={locale} />
      {/* Disabled until hydrated, with its usual look: a press before the code runs would be lost. */}
      <UntilHydrated hydrated={live}>
        <button type="button" onClick={() => void place()} className={BUTTON} disabled={busy || !!challenge} aria-busy={busy}>
          {busy ? t.placing : t.placeOrder(money(cart.totals.total))}
        </button>
      </UntilHydrated>
      {busy ? (
        <p role="status" className="sr-only">
          {t.placing}
        </p>
      ) : null}
      <ThreeDSecureDialog t={t} amount={money(challenge?.order.totals.remainingToPay ?? cart.totals.total)} busy={confirming} onResult={(r) => void answerChallenge(r)} />
    </section>
  );
}
