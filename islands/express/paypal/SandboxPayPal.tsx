/**
 * The sandbox PayPal adapter (the default offline; never shown when PAYPAL_CLIENT_ID is set): a
 * window rendered by us, clearly labelled as the sandbox PayPal, that raises the events PayPal's
 * SDK raises (./../../../src/lib/payments/paypal/adapter.ts): a shipping address change when the
 * buyer picks another address (express only), approve with the order id the tester picks
 * (`paypal-approved` / `paypal-cancelled`, docs/sandbox.md), and cancel.
 */
import { useId, useState } from 'react';
import type { PayPalEvents } from '../../../src/lib/payments/paypal/adapter.ts';
import { addressLine, PAYPAL_SANDBOX_BUYER, PAYPAL_SANDBOX_ORDER_IDS, sandboxAddresses, type PayPalSandboxOrderId } from '../../../src/lib/payments/paypal/sandbox.ts';
import type { PayPalMessages } from './messages.ts';
import { SandboxOutcomes } from '../../shared/SandboxOutcomes.tsx';

interface Props {
  events: PayPalEvents;
  t: PayPalMessages;
  /** The site's country: the buyer's home address is there. */
  country: string;
  /** Express: the buyer chooses where to ship. */
  shipping: boolean;
  /** What PayPal shows the buyer ("Total $120.00"). */
  amountLabel: string;
}

export function SandboxPayPal({ events, t, country, shipping, amountLabel }: Props) {
  const id = useId();
  const addresses = sandboxAddresses(country);
  const [address, setAddress] = useState(0);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [orderId, setOrderId] = useState<PayPalSandboxOrderId>('paypal-approved');
  const [busy, setBusy] = useState(false);

  const pickAddress = async (index: number) => {
    setAddress(index);
    setAddressError(null);
    const chosen = addresses[index];
    if (!chosen || !events.onShippingAddressChange) return;
    setChecking(true);
    const answer = await events.onShippingAddressChange(chosen);
    setChecking(false);
    if (!answer.ok) setAddressError(answer.message);
  };

  const approve = async () => {
    setBusy(true);
    try {
      await events.onApprove({ orderID: orderId, payer: PAYPAL_SANDBOX_BUYER, ...(shipping ? { shipping: addresses[address]! } : {}) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border-2 border-dashed border-[#003087] bg-[#f5f7fa] p-4">
      <div>
        <h3 id={`${id}-title`} className="text-lg font-bold text-[#003087]">
          {t.sandboxTitle}
        </h3>
        <p className="text-sm">{t.sandboxNote}</p>
      </div>
      <p className="text-sm">
        {t.signedInAs(PAYPAL_SANDBOX_BUYER.email ?? '')} · <strong>{amountLabel}</strong>
      </p>
      {shipping ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={addressError ? `${id}-address-error` : undefined}>
          <legend className="mb-1 font-semibold">{t.shipTo}</legend>
          {addresses.map((a, i) => (
            <label key={addressLine(a)} className="flex cursor-pointer items-center gap-3 rounded border border-brand-stone bg-white p-3 has-checked:border-2 has-checked:border-[#003087]">
              <input type="radio" name={`${id}-ship`} checked={address === i} onChange={() => void pickAddress(i)} disabled={busy} className="accent-[#003087]" />
              <span>{addressLine(a)}</span>
            </label>
          ))}
          <p role="status" className="min-h-5 text-sm">
            {checking ? t.checkingAddress : null}
          </p>
          {addressError ? (
            <p id={`${id}-address-error`} role="alert" className="text-sm font-semibold text-sale">
              {addressError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <SandboxOutcomes
        legend={t.outcome}
        name={`${id}-outcome`}
        outcomes={PAYPAL_SANDBOX_ORDER_IDS}
        labels={t.outcomes}
        value={orderId}
        onChange={setOrderId}
        disabled={busy}
        checkedBorderClass="has-checked:border-[#003087]"
        accentClass="accent-[#003087]"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => void approve()}
          disabled={busy || checking || !!addressError}
          aria-busy={busy || undefined}
          className="min-h-11 rounded-full bg-[#ffc439] px-6 font-bold text-[#111] hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t.approve}
        </button>
        <button type="button" onClick={events.onCancel} disabled={busy} className="min-h-11 rounded-full border-2 border-[#003087] px-6 font-semibold text-[#003087] hover:bg-white">
          {t.cancel}
        </button>
      </div>
    </section>
  );
}
