/**
 * Whether Apple Pay can pay on this device: `window.ApplePaySession?.canMakePayments()`, false
 * wherever it is missing or refuses. Its own module: the product page's button script needs only
 * this before interaction, not the adapter (./apple-pay.ts).
 */
export function applePayCanPay(): boolean {
  try {
    const session = (globalThis as { ApplePaySession?: { canMakePayments(): boolean } }).ApplePaySession;
    return typeof window !== 'undefined' && !!session?.canMakePayments();
  } catch {
    return false;
  }
}
