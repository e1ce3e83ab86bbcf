/**
 * The checkout page (docs/requirements/catalogue.md#routes /checkout, docs/requirements/checkout-and-payments.md#checkout-steps): three steps, each its own URL (?step=…), so
 * reload and the browser's back button land on the step the shopper was on with what they
 * entered (the cart on the gateway is the source of truth). A later step opened too early sends
 * the shopper to the first step that still needs something. An empty cart goes back to the cart.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import type { Order } from '../../schemas/api/checkout.ts';
import type { Region } from '../../schemas/forms/validators.ts';
import { firstStepOf, type FirstStepProp } from '../../src/lib/checkout/first-step-prop.ts';
import { loadCart } from '../../src/lib/cart/client.ts';
import { reportStep } from '../../src/lib/checkout/order.ts';
import { paymentComplete } from '../../src/lib/checkout/payment.ts';
import { CHECKOUT_STEPS, EXPRESS_PARAM, EXPRESS_STATUS, reachableStep, stepOf, stepUrl, type CheckoutStep } from '../../src/lib/checkout/steps.ts';
import { $auth } from '../../src/stores/auth.ts';
import { $cartDetail } from '../../src/stores/cart.ts';
import { currentSession } from '../../src/lib/session/load.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useSeededCart } from '../shared/use-seeded-cart.ts';
import { checkoutMessages } from './messages.ts';
import { OrderLines, OrderTotals } from './OrderTotals.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import type { Associate } from './SummaryStep.tsx';

// Each later step is its own chunk: the page a shopper opens (shipping) carries React, the
// shipping form and the totals only; the next step's code is fetched while they fill this one in.
/**
 * A later step's component, rendered directly once its code is here: always on the server, where
 * the page loads it before rendering (`preloadStepCode`), so the step is in the first HTML instead
 * of a pending Suspense boundary revealed by an inline script (which the CSP refuses). In the
 * browser the server's HTML stays while the chunk loads, then hydrates.
 */
function laterStep<P extends object>(load: () => Promise<(props: P) => ReactNode>) {
  let loaded: ((props: P) => ReactNode) | null = null;
  const code = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Lazy = lazy(code);
  function Step(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Step, code };
}
const billing = laterStep((): Promise<typeof import('./BillingStep.tsx').BillingStep> => import('./BillingStep.tsx').then((m) => m.BillingStep));
const summary = laterStep((): Promise<typeof import('./SummaryStep.tsx').SummaryStep> => import('./SummaryStep.tsx').then((m) => m.SummaryStep));
const BillingStep = billing.Step;
const SummaryStep = summary.Step;
/** For the page, on the server, before it renders a step: that step's code. */
export const preloadStepCode = (step: CheckoutStep): Promise<void> => (step === 'billing' ? billing.code() : step === 'summary' ? summary.code() : Promise.resolve()).then(() => undefined);
const NEXT_STEP_CODE: Record<CheckoutStep, Array<() => Promise<unknown>>> = { shipping: [billing.code], billing: [summary.code], summary: [] };

interface Props {
  locale: string;
  /** Built on the server with the kept query params. */
  cartHref: string;
  confirmationHref: string;
  /** The associate's buy-in-store session, from the server's session (never the browser's). */
  associate: Associate | null;
  /** The page's language and site, from the server (the same in both renders). */
  language: string;
  region: Region;
  /** The site's country, upper case. */
  country: string;
  /** The page's path and query as the server saw them: the step in ?step= before the island runs. */
  path: string;
  /**
   * The step the server rendered with what it read from the session
   * (src/lib/checkout/first-state.ts): the island renders it and doesn't read the basket again.
   * Absent: the island reads it in the browser (the server's read failed or was slow). Its country
   * list comes packed (src/lib/checkout/first-step-prop.ts), and is unpacked once.
   */
  initial?: FirstStepProp | undefined;
}

/** The page's URL: the server's until the island runs (both renders must agree), then the browser's. */
const pageUrl = (path: string, hydrated: boolean): URL => (hydrated ? new URL(location.href) : new URL(path, 'http://server.invalid'));

export default function CheckoutPage({ locale, cartHref, confirmationHref, associate, language, region, country, path, initial: packed }: Props) {
  const [initial] = useState(() => (packed ? firstStepOf(packed) : undefined));
  const t = checkoutMessages(language);
  const hydrated = useHydrated();
  // The server's basket is the island's: the store starts from it, and the basket isn't read again.
  useSeededCart(initial?.cart);
  const storedDetail = useStore($cartDetail);
  const storedAuth = useStore($auth);
  // Until React runs, the stores may hold what the chrome read meanwhile: the first render uses the server's state only.
  const detail = hydrated ? storedDetail : { cart: null };
  const auth = hydrated ? storedAuth : { status: 'unknown' as const };
  const [step, setStep] = useState<CheckoutStep>(() => initial?.kind ?? stepOf(pageUrl(path, false)));
  const [notice, setNotice] = useState<string | null>(null);
  const [email, setEmail] = useState<string | undefined>(initial?.kind === 'shipping' || initial?.kind === 'billing' ? initial.email : undefined);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'error'>(initial ? 'ready' : 'loading');
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
      settle(result.cart);
    });
  };
  /** The step the cart allows for the URL's, the URL set to it, and the checkout's start reported once. */
  const settle = (cart: Cart) => {
    const wanted = stepOf(new URL(location.href));
    const allowed = reachableStep(cart, wanted, paymentComplete);
    if (allowed !== wanted) history.replaceState(history.state, '', stepUrl(new URL(location.href), allowed));
    setStep(allowed);
    if (!reported.current) {
      reported.current = true;
      reportStep('begin_checkout', cart);
    }
  };
  useEffect(() => {
    if (!initial) {
      load();
      return;
    }
    settle(initial.cart);
  }, []);

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

  // The server's reads serve the step it rendered while the shopper is on it: back on that step
  // later, the step reads afresh (the cart, the methods it allows, the saved cards may have changed).
  const [onServerStep, setOnServerStep] = useState(true);
  useEffect(() => {
    if (initial && step !== initial.kind) setOnServerStep(false);
  }, [step]);
  const served = onServerStep ? initial : undefined;
  const cart = detail.cart ?? initial?.cart ?? null;
  const express = pageUrl(path, hydrated).searchParams.get(EXPRESS_PARAM) === EXPRESS_STATUS;
  const index = CHECKOUT_STEPS.indexOf(step);
  // Who is signed in: the browser's session once it is known, the server's until then.
  const signedIn = auth.status === 'unknown' ? !!initial?.signedIn : auth.status === 'signed-in';
  const isAthlete = auth.status === 'unknown' ? !!initial?.isAthlete : auth.status === 'signed-in' && auth.isAthlete;
  const stepProps = cart ? { cart, t, locale, language, region, country, signedIn, email, notice } : null;
  const billingStep = stepProps ? (
    <BillingStep
      {...stepProps}
      countries={initial?.kind === 'shipping' ? initial.countries : undefined}
      initial={served?.kind === 'billing' ? served : undefined}
      live={hydrated}
      isAthlete={isAthlete}
      onDone={() => {
        const now = $cartDetail.get().cart ?? stepProps.cart;
        reportStep('add_payment_info', now, { payment_type: now.payment_instruments.map((i) => i.payment_method_id).join(',') });
        goTo('summary');
      }}
    />
  ) : null;

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
          {/* A step rendered on the server is outside the later steps' Suspense boundary: a boundary
              that large is sent apart with an inline script to reveal it, which the CSP refuses. In
              the browser, a server-rendered billing step whose code is still coming keeps the
              server's HTML until it is here (the island's hydration waits for it). */}
          {step === 'shipping' ? (
            <ShippingStep
              {...stepProps}
              initial={served?.kind === 'shipping' ? served : undefined}
              live={hydrated}
              onDone={() => {
                const now = $cartDetail.get().cart ?? cart;
                reportStep('add_shipping_info', now, { shipping_tier: now.shippingMethods.find((s) => s.shippingId === 'me')?.applicableShippingMethods.find((m) => m.selected)?.code ?? 'store' });
                goTo('billing');
              }}
            />
          ) : step === 'billing' && initial?.kind === 'billing' ? (
            billingStep
          ) : (
            <Suspense fallback={<p role="status">{t.loading}</p>}>
              {step === 'billing' ? (
                billingStep
              ) : (
                <SummaryStep
                  cart={cart}
                  t={t}
                  locale={locale}
                  language={language}
                  express={express}
                  associate={associate}
                  notice={notice}
                  live={hydrated}
                  stepHref={(s) => stepUrl(pageUrl(path, hydrated), s)}
                  onStep={goTo}
                  onPlaced={placed}
                />
              )}
            </Suspense>
          )}
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
