/**
 * The payment part of the checkout's billing step (docs/requirements/checkout-and-payments.md#checkout-steps payment methods and
 * instruments, docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points the rewards rule and card expiry, docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points the payment calls, docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points where each error
 * is shown). BillingStep renders it under the billing address and re-renders it with every new
 * cart: each form changes the cart through mutateCart, which puts the answer into $cartDetail.
 *
 * The methods come from GET …/paymentMethods; a method the answer doesn't list is not shown
 * (an instrument already in the cart is still listed, so it can be removed). Partial methods
 * (athlete credit, gift cards, points, rewards) pay first; the main method (a card) pays what
 * they leave. Every amount is the gateway's.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { maskedCardLabel } from '../../../schemas/api/cart-rules.ts';
import { formatMoney } from '../../../src/lib/catalogue/price.ts';
import { instrumentsOf, mainInstrument, rewardsAllowed, type PaymentMethodId } from '../../../src/lib/checkout/payment.ts';
import { AthletePayment } from './AthletePayment.tsx';
import { loadPaymentMethods, type PaymentMethodOption, type SavedCard } from './calls.ts';
import { MainPayment, mainLabel } from './CardPayment.tsx';
import { GiftCards } from './GiftCards.tsx';
import { Loyalty } from './Loyalty.tsx';
import { paymentMessages } from './messages.ts';
import { Rewards } from './Rewards.tsx';
import { KlarnaPayment } from './KlarnaPayment.tsx';
import { PayPalPayment } from './PayPalPayment.tsx';
import { SECONDARY, type PaymentContext } from './ui.tsx';

export interface PaymentMethodsProps {
  /** The current cart (totals, payment_instruments). */
  cart: Cart;
  /** The site's locale ('en-us'…), for money and numbers. */
  locale: string;
  /** 'en' | 'fr' | 'de' | 'it'. */
  language: string;
  signedIn: boolean;
  isAthlete: boolean;
  /** The methods the server read for the first HTML (src/lib/checkout/first-state.ts): not read again at mount. */
  initialMethods?: PaymentMethodOption[] | undefined;
  /** A signed-in shopper's saved cards the server read: the card form starts from them. */
  savedCards?: SavedCard[] | undefined;
}

type Methods = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; methods: PaymentMethodOption[] };

export function PaymentMethods({ cart, locale, language, signedIn, isAthlete, initialMethods, savedCards }: PaymentMethodsProps) {
  const t = paymentMessages(language);
  const [methods, setMethods] = useState<Methods>(initialMethods ? { status: 'ready', methods: initialMethods } : { status: 'loading' });
  const latest = useRef(0);
  const basketId = cart.basketId;

  const load = useCallback(
    (quiet: boolean) => {
      const call = ++latest.current;
      if (!quiet) setMethods({ status: 'loading' });
      void loadPaymentMethods(basketId, language).then((answer) => {
        // A newer cart asked again meanwhile: its answer wins.
        if (call !== latest.current) return;
        setMethods((before) => (answer.ok ? { status: 'ready', methods: answer.data } : quiet && before.status === 'ready' ? before : { status: 'error', message: answer.error.message }));
      });
    },
    [basketId, language],
  );
  // The server's saved cards serve the card form's first mount only: shown again later (a card
  // removed), it reads them afresh, with any card saved meanwhile.
  const serverCards = useRef(savedCards);
  useEffect(() => {
    serverCards.current = undefined;
  }, []);
  // The offer depends on the cart (a new basket after recovery; voucher eligibility follows the total): read it again, without a spinner, when they change.
  const first = useRef(true);
  useEffect(() => {
    // The server's read is the first one.
    if (!(first.current && initialMethods)) load(!first.current);
    first.current = false;
  }, [load, cart.totals.total]);

  if (methods.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  }
  if (methods.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>
          {t.loadFailed} {methods.message}
        </p>
        <button type="button" className={SECONDARY} onClick={() => load(false)}>
          {t.retry}
        </button>
      </div>
    );
  }

  const offered = methods.methods;
  const offers = (id: PaymentMethodId) => offered.some((m) => m.id === id);
  const has = (id: PaymentMethodId) => instrumentsOf(cart, id).length > 0;
  const ctx: PaymentContext = { cart, t, language, locale, money: (n) => formatMoney(n, cart.totals.currency || cart.currency, locale), savedCards: serverCards.current };
  const allowed = rewardsAllowed(cart);

  return (
    <div className="flex flex-col gap-4">
      {(isAthlete && offers('ATHLETES_PAYMENT')) || has('ATHLETES_PAYMENT') ? <AthletePayment ctx={ctx} canAdd={isAthlete && offers('ATHLETES_PAYMENT')} /> : null}
      {offers('GIFT_CARD') || has('GIFT_CARD') ? <GiftCards ctx={ctx} canAdd={offers('GIFT_CARD')} /> : null}
      {(signedIn && offers('LOYALTY_POINTS')) || has('LOYALTY_POINTS') ? (
        <Loyalty ctx={ctx} option={signedIn ? offered.find((m) => m.id === 'LOYALTY_POINTS') : undefined} allowed={allowed} />
      ) : null}
      {(signedIn && (offers('REWARD_CODE') || offers('REWARD_CARD'))) || has('REWARD_CODE') || has('REWARD_CARD') ? (
        <Rewards ctx={ctx} code={signedIn && offers('REWARD_CODE')} card={signedIn && offers('REWARD_CARD')} allowed={allowed} />
      ) : null}
      <MainPayment ctx={ctx} offered={offered} signedIn={signedIn} />
      {/* PayPal and Klarna pay what is left, like a card: offered while no main method is chosen. */}
      {!mainInstrument(cart) && cart.totals.remainingToPay > 0 && offers('PAYPAL') ? <PayPalPayment ctx={ctx} /> : null}
      {!mainInstrument(cart) && cart.totals.remainingToPay > 0 && offers('KLARNA') ? <KlarnaPayment ctx={ctx} /> : null}
      <PaymentSummary ctx={ctx} />
    </div>
  );
}

/** What pays what, as the gateway answered it, and what is left to pay. */
function PaymentSummary({ ctx }: { ctx: PaymentContext }) {
  const { cart, t, money } = ctx;
  const id = useId();
  const totals = cart.totals;
  const athlete = instrumentsOf(cart, 'ATHLETES_PAYMENT')[0];
  const main = mainInstrument(cart);
  const rows: Array<[string, string]> = [
    ...(athlete ? [[t.athletePayable, `−${money(athlete.payableAmount ?? athlete.amount)}`] as [string, string]] : []),
    ...totals.giftCards.map((g): [string, string] => [t.giftCardLine(maskedCardLabel(g.c_gcCardNumber)), `−${money(g.amount)}`]),
    ...(totals.appliedRewards ? [[t.rewardsApplied, `−${money(totals.appliedRewards)}`] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-2 rounded bg-brand-sand/30 p-4">
      <h4 id={`${id}-h`} className="font-bold">
        {t.summary}
      </h4>
      {rows.length ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value], i) => (
            <div key={`${i}-${label}`} className="contents">
              <dt>{label}</dt>
              <dd className="text-right">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p role="status" className="flex justify-between gap-4 border-t border-brand-sand pt-2 font-bold">
        <span>{t.remainingToPay}</span>
        <span>{money(totals.remainingToPay)}</span>
      </p>
      {main ? (
        <p className="flex justify-between gap-4 text-sm">
          <span>{t.chargedTo(mainLabel(main, t))}</span>
          <span>{money(main.amount)}</span>
        </p>
      ) : null}
    </section>
  );
}
