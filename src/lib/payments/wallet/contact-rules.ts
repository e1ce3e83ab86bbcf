/**
 * The wallet contact rules of docs/requirements/checkout-and-payments.md#wallet-validation that the storefront and the sandbox both apply (the
 * sandbox checks addresses set with a wallet context, src/sandbox/cart/address.ts). No imports:
 * the sandbox and the browser share it.
 */

/** Letters (accented too), digits, spaces and common punctuation: every contact field but phone and email. */
export const WALLET_TEXT = /^[\p{L}\p{M}\d\s.,'`&#/()+-]*$/u;
/** A wallet city longer than this gives applePayCityNameLength. */
export const WALLET_CITY_MAX = 50;
