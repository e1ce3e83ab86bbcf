/**
 * Where the buyer meets PayPal: the real SDK's button when PAYPAL_CLIENT_ID is set (rendered into
 * a container), else the sandbox PayPal window. Both raise the same PayPalEvents.
 */
import { useEffect, useRef, useState } from 'react';
import type { PayPalEvents } from '../../../src/lib/payments/paypal/adapter.ts';
import type { PayPalProvider } from '../../../src/lib/payments/providers.ts';
import type { PayPalMessages } from './messages.ts';
import { SandboxPayPal } from './SandboxPayPal.tsx';

interface Props {
  provider: PayPalProvider;
  events: PayPalEvents;
  t: PayPalMessages;
  country: string;
  locale: string;
  currency: string;
  amount: number;
  amountLabel: string;
  shipping: boolean;
}

export function PayPalWindow({ provider, events, t, country, locale, currency, amount, amountLabel, shipping }: Props) {
  if (provider.kind === 'sandbox') return <SandboxPayPal events={events} t={t} country={country} shipping={shipping} amountLabel={amountLabel} />;
  return <PayPalSdkButtons clientId={provider.clientId} events={events} t={t} locale={locale} currency={currency} amount={amount} shipping={shipping} />;
}

function PayPalSdkButtons({ clientId, events, t, locale, currency, amount, shipping }: { clientId: string; events: PayPalEvents; t: PayPalMessages; locale: string; currency: string; amount: number; shipping: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(events);
  latest.current = events;
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let live = true;
    const relay: PayPalEvents = {
      onApprove: (a) => latest.current.onApprove(a),
      onCancel: () => latest.current.onCancel(),
      onError: (m) => latest.current.onError(m),
      ...(shipping ? { onShippingAddressChange: (a) => latest.current.onShippingAddressChange?.(a) ?? Promise.resolve({ ok: true as const }) } : {}),
    };
    void import('../../../src/lib/payments/paypal/sdk.ts')
      .then(({ renderPayPalButtons }) => renderPayPalButtons(el, { clientId, currency, amount, locale, shipping }, relay))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      el.replaceChildren();
    };
  }, [clientId, currency, amount, locale, shipping]);
  return (
    <div>
      <div ref={container} />
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-sale">
          {t.sdkFailed}
        </p>
      ) : null}
    </div>
  );
}
