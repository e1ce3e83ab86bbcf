/**
 * Klarna at checkout billing (docs/requirements/checkout-and-payments.md#payment-session KLARNA, docs/requirements/checkout-and-payments.md#payment-session the payment session, docs/requirements/checkout-and-payments.md#paypal-and-klarna): offered where the
 * gateway lists KLARNA (the sandbox: US, GB, DE). The shopper reads how it works (the
 * buy-now-pay-later info dialog), continues with Klarna (payment session `paymentMethod=klarna`,
 * retried after 3000 ms), chooses a category and authorises in Klarna (the real SDK with
 * KLARNA_CLIENT_ID, else the sandbox Klarna). Approved: the KLARNA instrument with the token, and
 * the checkout goes on as with a card (the order is placed by src/lib/checkout/order.ts; a refusal
 * there is PAY400, shown back on billing). Not approved: the form again, or 'Error authorizing Klarna'.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { callBff } from '../../../src/lib/bff/browser.ts';
import { raiseError } from '../../../src/lib/errors/report.ts';
import { DIALOGS } from '../../../src/lib/dialogs/names.ts';
import { addKlarnaInstrument, categoriesOf, clientTokenOf, klarnaOutcome, type KlarnaAuthorization, type KlarnaCategory, type KlarnaEvents } from '../../../src/lib/payments/klarna/adapter.ts';
import { loadPaymentProviders, requestPaymentSession, type KlarnaProvider } from '../../../src/lib/payments/providers.ts';
import { openDialog } from '../../../src/stores/dialogs.ts';
import { KlarnaInfoDialog } from './KlarnaInfoDialog.tsx';
import { KlarnaSandbox } from './KlarnaSandbox.tsx';
import { klarnaMessages } from './messages.ts';
import { LINK_BUTTON } from '../../sign-in/fields.tsx';
import { ActionButton, FormAlert, SECONDARY, SECTION, type PaymentContext } from './ui.tsx';

type Ready = { provider: KlarnaProvider; clientToken: string | null; categories: KlarnaCategory[] };

export function KlarnaPayment({ ctx }: { ctx: PaymentContext }) {
  const { language, cart } = ctx;
  const t = klarnaMessages(language);
  const headingId = useId();
  const [ready, setReady] = useState<Ready | null>(null);
  const [category, setCategory] = useState<string>('');
  const [connecting, setConnecting] = useState(false);
  const [authorizing, setAuthorizing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const connect = async () => {
    setConnecting(true);
    setAlert(null);
    try {
      const [providers, session] = await Promise.all([loadPaymentProviders(), requestPaymentSession('klarna', (path) => callBff('GET', path))]);
      if (!session.ok) {
        setAlert(raiseError(session, 'klarna.session', language).message);
        return;
      }
      const categories = categoriesOf(session.session.meta);
      setCategory(categories[0]?.identifier ?? 'pay_later');
      setReady({ provider: providers.klarna, clientToken: clientTokenOf(session.session.meta), categories });
    } catch {
      setAlert(t.sdkFailed);
    } finally {
      setConnecting(false);
    }
  };

  const onAuthorize = async (result: KlarnaAuthorization) => {
    const next = klarnaOutcome(result);
    if (next.kind === 'form-again') {
      setAlert(t.notApproved);
      return;
    }
    if (next.kind === 'error') {
      setReady(null);
      setAlert(t.errorAuthorizing);
      return;
    }
    setAuthorizing(true);
    setAlert(null);
    const added = await addKlarnaInstrument(next.token);
    setAuthorizing(false);
    // Added: the cart now has Klarna as its main method and the billing step shows it (this section goes).
    if (!added.ok) setAlert(added.error.message);
  };
  const events: KlarnaEvents = { onAuthorize, onError: (m) => setAlert(m ?? t.sdkFailed) };
  const chosen = ready?.categories.find((c) => c.identifier === category);

  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h4 id={headingId} className="font-bold">
        {t.heading}
      </h4>
      <p>{t.intro}</p>
      <button type="button" aria-haspopup="dialog" className={`${LINK_BUTTON} self-start`} onClick={() => openDialog(DIALOGS.bnplInfo, { kept: true })}>
        {t.learnMore}
      </button>
      <KlarnaInfoDialog t={t} />
      {ready ? (
        <div className="flex flex-col gap-3">
          {ready.categories.length > 1 ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold">{t.category}</legend>
              {ready.categories.map((c) => (
                <label key={c.identifier} className="flex cursor-pointer items-center gap-3 rounded border border-brand-stone p-3 has-checked:border-2 has-checked:border-brand-ink">
                  <input type="radio" name={`${headingId}-category`} value={c.identifier} checked={category === c.identifier} onChange={() => setCategory(c.identifier)} className="accent-brand" />
                  <span className="font-semibold">{c.name}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <FormAlert message={alert} />
          {ready.provider.kind === 'sandbox' ? (
            <KlarnaSandbox events={events} t={t} busy={authorizing} categoryName={chosen?.name ?? ''} />
          ) : (
            <KlarnaSdkWidget clientToken={ready.clientToken} category={category} events={events} t={t} busy={authorizing} billing={cart.billingAddress ?? cart.shippingAddress ?? null} />
          )}
        </div>
      ) : (
        <>
          <FormAlert message={alert} />
          <ActionButton type="button" className={SECONDARY} label={t.continueWithKlarna} working={t.connecting} busy={connecting} onClick={() => void connect()} />
        </>
      )}
    </section>
  );
}

/** Klarna's own widget (real SDK), and our button that asks Klarna to authorise. */
function KlarnaSdkWidget({ clientToken, category, events, t, busy, billing }: { clientToken: string | null; category: string; events: KlarnaEvents; t: ReturnType<typeof klarnaMessages>; busy: boolean; billing: Record<string, unknown> | null }) {
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = container.current;
    if (!el || !clientToken) {
      events.onError(null);
      return;
    }
    let live = true;
    void import('../../../src/lib/payments/klarna/sdk.ts')
      .then(({ loadKlarnaWidget }) => loadKlarnaWidget(el, clientToken, category))
      .then((ok) => live && (ok ? setShown(true) : events.onError(t.errorAuthorizing)))
      .catch(() => live && events.onError(null));
    return () => {
      live = false;
      el.replaceChildren();
    };
  }, [clientToken, category]);
  const authorize = async () => {
    if (!clientToken) return;
    const { authorizeKlarna } = await import('../../../src/lib/payments/klarna/sdk.ts');
    const b = billing ?? {};
    await events.onAuthorize(
      await authorizeKlarna(clientToken, category, { given_name: b.firstName, family_name: b.lastName, email: b.email, street_address: b.addressLine1, postal_code: b.postalCode, city: b.city, country: b.country, phone: b.phone }),
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <div ref={container} />
      {shown ? <ActionButton type="button" label={t.authorize} working={t.authorizing} busy={busy} onClick={() => void authorize()} /> : null}
    </div>
  );
}
