/**
 * The checkout page (docs/requirements/catalogue.md#routes /checkout, docs/requirements/checkout-and-payments.md#checkout-steps): three steps, each its own URL (?step=…), so
 * reload and the browser's back button land on the step the shopper was on with what they
 * entered (the cart on the gateway is the source of truth). A later step opened too early sends
 * the shopper to the first step that still needs something. An empty cart goes back to the cart.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Order } from '../../schemas/api/checkout.ts';
import { loadCart } from '../../src/lib/cart/client.ts';
import { reportStep } from '../../src/lib/checkout/order.ts';
import { paymentComplete } from '../../src/lib/checkout/payment.ts';
import { CHECKOUT_STEPS, EXPRESS_PARAM, EXPRESS_STATUS, reachableStep, stepOf, stepUrl, type CheckoutStep } from '../../src/lib/checkout/steps.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { $auth } from '../../src/stores/auth.ts';
import { $cartDetail } from '../../src/stores/cart.ts';
import { currentSession } from '../../src/lib/session/load.ts';
import { checkoutMessages } from './messages.ts';
import { OrderLines, OrderTotals } from './OrderTotals.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import type { Associate } from './SummaryStep.tsx';

// Each later step is its own chunk: the page a shopper opens (shipping) carries React, the
// shipping form and the totals only; the next step's code is fetched while they fill this one in.
const loadBilling = () => import('./BillingStep.tsx').then((m) => ({ default: m.BillingStep }));
const loadSummary = () => import('./SummaryStep.tsx').then((m) => ({ default: m.SummaryStep }));
const BillingStep = lazy(loadBilling);
const SummaryStep = lazy(loadSummary);
const NEXT_STEP_CODE: Record<CheckoutStep, Array<() => Promise<unknown>>> = { shipping: [loadBilling], billing: [loadSummary], summary: [] };

interface Props {
  locale: string;
  /** Built on the server with the kept query params. */
  cartHref: string;
  confirmationHref: string;
  /** The associate's buy-in-store session, from the server's session (never the browser's). */
  associate: Associate | null;
}

export default function CheckoutPage({ locale, cartHref, confirmationHref, associate }: Props) {
  const language = pageLanguage();
  const site = pageSite();
  const t = checkoutMessages(language);
  const detail = useStore($cartDetail);
  const auth = useStore($auth);
  const [step, setStep] = useState<CheckoutStep>(() => stepOf(new URL(location.href)));
  const [notice, setNotice] = useState<string | null>(null);
  const [email, setEmail] = useState<string | undefined>();
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'error'>('loading');
  const heading = useRef<HTMLHeadingElement | null>(null);
  const reported = useRef(false);

  const load = () => {
    setLoaded('loading');
    void Promise.all([loadCart(), currentSession()]).then(([result, session]) => {
      if (session.signedIn) setEmail(session.profile.email);
      if (result === null || (result.ok && result.cart.items.length === 0)) {
        location.replace(`${cartHref}${cartHref.includes('?') ? '&' : '?'}from=checkout`);
        return;
      }
      if (!result.ok) {
        setLoaded('error');
        return;
      }
      setLoaded('ready');
      const wanted = stepOf(new URL(location.href));
      const allowed = reachableStep(result.cart, wanted, paymentComplete);
      if (allowed !== wanted) history.replaceState(history.state, '', stepUrl(new URL(location.href), allowed));
      setStep(allowed);
      if (!reported.current) {
        reported.current = true;
        reportStep('begin_checkout', result.cart);
      }
    });
  };
  useEffect(load, []);

  useEffect(() => {
    const onPop = () => {
      setNotice(null);
      const cart = $cartDetail.get().cart;
      const wanted = stepOf(new URL(location.href));
      setStep(cart ? reachableStep(cart, wanted, paymentComplete) : wanted);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const goTo = (next: CheckoutStep, reason: string | null = null) => {
    setNotice(reason);
    if (next !== step) history.pushState(history.state, '', stepUrl(new URL(location.href), next));
    setStep(next);
    window.scrollTo({ top: 0 });
    // The new step's heading is announced and takes the focus, so keyboard users start at its top.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const placed = (order: Order) => {
    const target = new URL(confirmationHref, location.origin);
    target.searchParams.set('order', order.orderNumber);
    location.assign(`${target.pathname}${target.search}`);
  };

  // The next step's code loads on the shopper's first move in this one (a key, a tap, a field),
  // so it is there when they continue, and a shopper who only looks loads nothing more.
  useEffect(() => {
    if (loaded !== 'ready') return;
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const fetchNext = () => {
      for (const e of events) document.removeEventListener(e, fetchNext, true);
      for (const load of NEXT_STEP_CODE[step]) void load().catch(() => undefined);
    };
    for (const e of events) document.addEventListener(e, fetchNext, true);
    return () => {
      for (const e of events) document.removeEventListener(e, fetchNext, true);
    };
  }, [step, loaded]);

  const cart = detail.cart;
  const express = new URL(location.href).searchParams.get(EXPRESS_PARAM) === EXPRESS_STATUS;
  const index = CHECKOUT_STEPS.indexOf(step);
  const stepProps = cart
    ? { cart, t, locale, language, region: site.region, country: site.country.toUpperCase(), signedIn: auth.status === 'signed-in', email, notice }
    : null;

  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="mb-2 font-display text-display-md outline-none">
        {t.title}
      </h1>
      <nav aria-label={t.progress} className="mb-8">
        <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {CHECKOUT_STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined} className={s === step ? 'font-bold text-brand-ink underline underline-offset-4' : i < index ? 'text-brand-ink' : 'text-brand-stone'}>
              {i + 1}. {t.steps[s]}
            </li>
          ))}
        </ol>
        <p className="sr-only" aria-live="polite">
          {t.stepOf(index + 1, CHECKOUT_STEPS.length)}: {t.steps[step]}
        </p>
      </nav>
      {loaded === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t.loadFailed}</p>
          <button type="button" onClick={load} className="rounded-sm border-2 border-brand px-4 py-2 font-semibold text-brand">
            {t.retry}
          </button>
          <a href={cartHref} className="font-semibold text-brand underline">
            {t.backToCart}
          </a>
        </div>
      ) : loaded === 'loading' || !cart || !stepProps ? (
        <p role="status">{t.loading}</p>
      ) : (
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <Suspense fallback={<p role="status">{t.loading}</p>}>
            {step === 'shipping' ? (
              <ShippingStep
                {...stepProps}
                onDone={() => {
                  const now = $cartDetail.get().cart ?? cart;
                  reportStep('add_shipping_info', now, { shipping_tier: now.shippingMethods.find((s) => s.shippingId === 'me')?.applicableShippingMethods.find((m) => m.selected)?.code ?? 'store' });
                  goTo('billing');
                }}
              />
            ) : step === 'billing' ? (
              <BillingStep
                {...stepProps}
                isAthlete={auth.status === 'signed-in' && auth.isAthlete}
                onDone={() => {
                  const now = $cartDetail.get().cart ?? cart;
                  reportStep('add_payment_info', now, { payment_type: now.payment_instruments.map((i) => i.payment_method_id).join(',') });
                  goTo('summary');
                }}
              />
            ) : (
              <SummaryStep
                cart={cart}
                t={t}
                locale={locale}
                language={language}
                express={express}
                associate={associate}
                notice={notice}
                stepHref={(s) => stepUrl(new URL(location.href), s)}
                onStep={goTo}
                onPlaced={placed}
              />
            )}
          </Suspense>
          <aside aria-label={t.orderSummary} className="flex h-fit flex-col gap-4 rounded bg-brand-sand/30 p-4 lg:sticky lg:top-4">
            <h2 className="font-bold">{t.orderSummary}</h2>
            <OrderLines cart={cart} t={t} locale={locale} />
            <OrderTotals cart={cart} t={t} locale={locale} />
          </aside>
        </div>
      )}
    </div>
  );
}
