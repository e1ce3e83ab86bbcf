/**
 * One interface for the device wallet (docs/architecture.md#checkout-and-payments): the real adapter is
 * Apple Pay JS (./apple-pay.ts), the sandbox adapter a sheet rendered by us
 * (islands/express/sandbox-adapter.ts) that raises the same events. Which one runs is the
 * server's setting (src/lib/payments/providers.ts `wallet`: sandbox unless APPLE_PAY_MERCHANT_ID
 * is set). Both drive the same WalletSession (./machine.ts).
 */
import type { WalletSession } from './machine.ts';
import type { WalletError, WalletLineItem } from './rules.ts';

/** What the wallet is asked to pay (ApplePayPaymentRequest's part we set). */
export interface WalletRequest {
  countryCode: string;
  currencyCode: string;
  total: WalletLineItem;
}

/** How a wallet session ended: an order (go to its confirmation), or not (the page stays, the cart intact). */
export type WalletEnd = { kind: 'success'; href: string } | { kind: 'ended' };

export interface WalletAdapter {
  readonly kind: 'sandbox' | 'apple-pay';
  /** The wallet can pay on this device (Apple Pay: `ApplePaySession.canMakePayments()`). */
  canPay(): boolean;
  /**
   * Opens the wallet and raises its events on `session` until it ends: payment method selected,
   * merchant validated, shipping contact selected, shipping method selected, payment authorized,
   * cancel. `describe` gives an error's words (the wallet shows them at the field).
   */
  begin(request: WalletRequest, session: WalletSession, describe: (error: WalletError) => string, finish: (end: WalletEnd) => void): void;
}
