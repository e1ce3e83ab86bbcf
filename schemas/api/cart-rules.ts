/**
 * The cart's quantity constants, without zod: the browser's cart client imports them and must not
 * pull a schema library (and every cart contract) into the page. schemas/api/cart.ts re-exports them.
 */
/** docs/requirements/cart.md#quantities-and-retries: default max quantity per added item 999999, default quantity 1. */
export const DEFAULT_MAX_QTY = 999_999;
export const DEFAULT_QTY = 1;

/** Gift card and reward card labels show the last 4 digits masked by XXX (docs/requirements/checkout-and-payments.md#gift-cards). One rule for the cart, the wallet and every screen. */
export const maskedCardLabel = (digits: string): string => `XXX${digits.replace(/\D/g, '').slice(-4)}`;
