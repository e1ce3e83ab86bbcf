/**
 * Whether the device wallet button shows here, and which adapter it runs: the server's setting
 * (GET /api/payments/providers, asked once per page), and for Apple Pay the device's own answer
 * (`ApplePaySession.canMakePayments()`). Null: no button (where the wallet can't pay).
 */
import { loadPaymentProviders } from '../../src/lib/payments/providers.ts';
import { applePayCanPay } from '../../src/lib/payments/wallet/can-pay.ts';
import type { WalletKind } from './props.ts';

export async function walletKind(): Promise<WalletKind | null> {
  try {
    const providers = await loadPaymentProviders();
    if (providers.wallet.kind === 'apple-pay') return applePayCanPay() ? 'apple-pay' : null;
    return 'sandbox';
  } catch {
    return null;
  }
}
