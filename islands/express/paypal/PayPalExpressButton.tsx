/**
 * The PayPal express button (docs/requirements/checkout-and-payments.md#paypal-and-klarna) on the cart, the mini cart and quick-shop. It is
 * small: the flow (dialog, adapters, the order placement) loads on intent (pointer over, focus,
 * touch) and runs on the click, in its own root (./mount.tsx), so it survives the mini cart or
 * quick-shop closing beneath it.
 */
import { useState } from 'react';
import { pageLanguage } from '../../../src/lib/errors/report.ts';
import { paypalButtonMessages } from './button-messages.ts';

const loadFlow = () => import('./mount.tsx');

interface Props {
  /** The dialog the button sits in (reopened after a cancel), or none (the cart page). */
  returnTo?: string | null;
  /** Runs before PayPal opens (quick-shop adds the chosen item); false stops there. */
  beforeStart?: () => Promise<boolean>;
  disabled?: boolean;
  /** The page's language when rendered on the server (the cart page); else read from the page. */
  language?: string;
}

export function PayPalExpressButton({ returnTo = null, beforeStart, disabled = false, language }: Props) {
  const t = paypalButtonMessages(language ?? pageLanguage());
  const [starting, setStarting] = useState(false);
  const preload = () => void loadFlow().catch(() => undefined);
  const start = async () => {
    if (starting) return;
    setStarting(true);
    try {
      if (beforeStart && !(await beforeStart())) return;
      const flow = await loadFlow();
      flow.open({ returnTo });
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', event: 'paypal.load_failed', message: String(error) }));
    } finally {
      setStarting(false);
    }
  };
  return (
    <button
      type="button"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => void start()}
      disabled={disabled}
      aria-busy={starting || undefined}
      className="min-h-12 w-full rounded-full bg-[#ffc439] px-4 font-bold text-[#111] hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {starting ? t.starting : t.label}
    </button>
  );
}
