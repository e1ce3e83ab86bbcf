/**
 * The PayPal express dialog (docs/requirements/checkout-and-payments.md#paypal-and-klarna): it fetches the PayPal payment session (retried
 * after 3000 ms), shows PayPal (the real SDK with PAYPAL_CLIENT_ID, else the sandbox PayPal), and
 * follows the states of src/lib/payments/paypal/express.ts, announcing each. Placed: the order
 * confirmation page. A cancel closes it and brings back the dialog the shopper came from; a
 * failure says why and leaves the cart's lines as they were.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { callBff } from '../../../src/lib/bff/browser.ts';
import { loadCart } from '../../../src/lib/cart/client.ts';
import { formatMoney } from '../../../src/lib/catalogue/price.ts';
import { pageLanguage, raiseError } from '../../../src/lib/errors/report.ts';
import type { PayPalEvents } from '../../../src/lib/payments/paypal/adapter.ts';
import { canMove, changeShippingAddress, completeExpress, confirmationHref, type PayPalStep } from '../../../src/lib/payments/paypal/express.ts';
import { loadPaymentProviders, requestPaymentSession, type PayPalProvider } from '../../../src/lib/payments/providers.ts';
import { pageSite } from '../../../src/lib/site/page-site.ts';
import { $cartDetail } from '../../../src/stores/cart.ts';
import { closeDialog, openDialog } from '../../../src/stores/dialogs.ts';
import { showToast } from '../../../src/stores/toasts.ts';
import { Dialog, useDialogOpen } from '../../shared/Dialog.tsx';
import { paypalMessages } from './messages.ts';
import { PayPalWindow } from './PayPalWindow.tsx';
import { $paypalExpress } from './store.ts';

export const PAYPAL_EXPRESS_DIALOG = 'paypal-express';

/** While PayPal is open the shopper may still walk away; after approval the order is under way. */
const WALKAWAY_STEPS: readonly PayPalStep[] = ['session', 'paypal', 'shipping-change'];

export function PayPalExpress() {
  const request = useStore($paypalExpress);
  const detail = useStore($cartDetail);
  const open = useDialogOpen(PAYPAL_EXPRESS_DIALOG);
  const language = pageLanguage();
  const t = paypalMessages(language);
  const site = pageSite();
  const [step, setStep] = useState<PayPalStep>('session');
  const [message, setMessage] = useState<string | null>(null);
  const [provider, setProvider] = useState<PayPalProvider | null>(null);
  const stepRef = useRef<PayPalStep>('session');
  const cartRef = useRef<Cart | null>(detail.cart);
  cartRef.current = detail.cart;

  const move = (next: PayPalStep) => {
    if (stepRef.current !== next && !canMove(stepRef.current, next)) return;
    stepRef.current = next;
    setStep(next);
  };

  const fail = (words: string) => {
    setMessage(words);
    move('failed');
  };

  const start = async () => {
    stepRef.current = 'session';
    setStep('session');
    setMessage(null);
    try {
      const [providers, session] = await Promise.all([loadPaymentProviders(), requestPaymentSession('paypal', (path) => callBff('GET', path))]);
      if (!cartRef.current?.items.length) await loadCart();
      if (!session.ok) return fail(raiseError(session, 'paypal.session', language).message);
      setProvider(providers.paypal);
      move('paypal');
    } catch {
      fail(t.sessionFailed);
    }
  };

  useEffect(() => {
    if (request) void start();
  }, [request?.run]);

  // Closed (× or Escape) while PayPal was still open: the shopper cancelled.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      if (WALKAWAY_STEPS.includes(stepRef.current)) cancel(false);
      else if (stepRef.current === 'failed') leave(false);
    }
  }, [open]);

  /** Back where the shopper was: this dialog closed, the one they came from open again. */
  function leave(close: boolean) {
    if (close) closeDialog(PAYPAL_EXPRESS_DIALOG);
    const back = $paypalExpress.get()?.returnTo;
    if (back) openDialog(back);
  }

  function cancel(close = true) {
    stepRef.current = 'cancelled';
    setStep('cancelled');
    showToast({ title: t.cancelled, kind: 'info' });
    leave(close);
  }

  const events: PayPalEvents = {
    onShippingAddressChange: async (address) => {
      move('shipping-change');
      const answer = await changeShippingAddress(address, site.country, t.cantShipThere);
      move('paypal');
      return answer.ok ? { ok: true } : answer;
    },
    onApprove: async (approval) => {
      const cart = cartRef.current;
      if (!cart) return fail(t.failed);
      const outcome = await completeExpress(approval, cart, move, { addressMissing: t.addressMissing, notPlaced: t.notPlaced });
      if (outcome.kind === 'placed') {
        move('placed');
        location.assign(confirmationHref(site.locale, outcome.orderNumber));
        return;
      }
      fail(outcome.error.message);
    },
    onCancel: () => cancel(),
    onError: (words) => fail(words ?? t.sdkFailed),
  };

  const cart = detail.cart;
  const amountLabel = cart ? t.total(formatMoney(cart.totals.total, cart.totals.currency || cart.currency, site.locale)) : '';
  const working = step !== 'paypal' && step !== 'failed' && step !== 'cancelled';
  return (
    <Dialog name={PAYPAL_EXPRESS_DIALOG} title={t.dialogTitle} closeLabel={t.close} focusKey={step}>
      <div className="flex flex-col gap-4">
        <p role="status" aria-busy={working || undefined} className="font-semibold">
          {step === 'failed' ? t.failed : t.steps[step]}
        </p>
        {(step === 'paypal' || step === 'shipping-change') && provider && cart ? (
          <PayPalWindow
            provider={provider}
            events={events}
            t={t}
            country={site.country}
            locale={site.locale}
            currency={cart.totals.currency || cart.currency}
            amount={cart.totals.total}
            amountLabel={amountLabel}
            shipping
          />
        ) : null}
        {step === 'failed' ? (
          <div className="flex flex-col gap-3">
            <p role="alert" className="rounded-sm border-l-4 border-sale bg-white p-3 text-sm font-semibold text-sale">
              {message}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" data-autofocus onClick={() => void start()} className="min-h-11 rounded-full bg-[#ffc439] px-6 font-bold text-[#111]">
                {t.tryAgain}
              </button>
              <button type="button" onClick={() => leave(true)} className="min-h-11 rounded border-2 border-brand px-6 font-semibold text-brand">
                {t.close}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
