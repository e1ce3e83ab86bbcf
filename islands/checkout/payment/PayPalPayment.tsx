/**
 * PayPal as the main method at checkout billing (docs/requirements/checkout-and-payments.md#paypal-and-klarna PAYPAL, docs/requirements/checkout-and-payments.md#paypal-and-klarna): the shopper continues
 * with PayPal (payment session `paymentMethod=paypal`, retried after 3000 ms), approves in PayPal
 * (the real SDK with PAYPAL_CLIENT_ID, else the sandbox PayPal), and the PAYPAL instrument goes on
 * the cart with PayPal's order id. The address is the checkout's (PayPal asks for none here); the
 * order is placed from the summary like any other (src/lib/checkout/order.ts).
 */
import { useId, useState } from 'react';
import { callBff } from '../../../src/lib/bff/browser.ts';
import { raiseError } from '../../../src/lib/errors/report.ts';
import type { PayPalEvents } from '../../../src/lib/payments/paypal/adapter.ts';
import { addPayPalInstrument } from '../../../src/lib/payments/paypal/express.ts';
import { loadPaymentProviders, requestPaymentSession, type PayPalProvider } from '../../../src/lib/payments/providers.ts';
import { pageSite } from '../../../src/lib/site/page-site.ts';
import { paypalMessages } from '../../express/paypal/messages.ts';
import { PayPalWindow } from '../../express/paypal/PayPalWindow.tsx';
import { ActionButton, FormAlert, SECONDARY, SECTION, type PaymentContext } from './ui.tsx';

export function PayPalPayment({ ctx }: { ctx: PaymentContext }) {
  const { language, cart, money } = ctx;
  const t = paypalMessages(language);
  const headingId = useId();
  const [provider, setProvider] = useState<PayPalProvider | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const connect = async () => {
    setConnecting(true);
    setAlert(null);
    try {
      const [providers, session] = await Promise.all([loadPaymentProviders(), requestPaymentSession('paypal', (path) => callBff('GET', path))]);
      if (!session.ok) setAlert(raiseError(session, 'paypal.session', language).message);
      else setProvider(providers.paypal);
    } catch {
      setAlert(t.sessionFailed);
    } finally {
      setConnecting(false);
    }
  };

  const events: PayPalEvents = {
    onApprove: async ({ orderID }) => {
      const added = await addPayPalInstrument(orderID);
      // Added: PayPal is the cart's main method and the billing step shows it (this section goes).
      if (!added.ok) {
        setProvider(null);
        setAlert(added.error.message);
      }
    },
    onCancel: () => {
      setProvider(null);
      setAlert(t.cancelled);
    },
    onError: (m) => {
      setProvider(null);
      setAlert(m ?? t.sdkFailed);
    },
  };

  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h4 id={headingId} className="font-bold">
        {t.dialogTitle}
      </h4>
      <p>{t.methodIntro}</p>
      <FormAlert message={alert} />
      {provider ? (
        <PayPalWindow
          provider={provider}
          events={events}
          t={t}
          country={pageSite().country}
          locale={ctx.locale}
          currency={cart.totals.currency || cart.currency}
          amount={cart.totals.remainingToPay}
          amountLabel={t.total(money(cart.totals.remainingToPay))}
          shipping={false}
        />
      ) : (
        <ActionButton type="button" className={SECONDARY} label={t.payWithPayPal} working={t.steps.session} busy={connecting} onClick={() => void connect()} />
      )}
    </section>
  );
}
