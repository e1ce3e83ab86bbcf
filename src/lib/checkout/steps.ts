/**
 * The checkout's steps (docs/requirements/checkout-and-payments.md#checkout-steps): shipping, then billing, then summary. Each step is a
 * URL (`/{locale}/checkout?step=billing`), so a reload or the browser's back button lands on the
 * step the shopper was on; the cart on the gateway holds what they entered.
 */
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';

export const CHECKOUT_STEPS = ['shipping', 'billing', 'summary'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_PARAM = 'step';
/** docs/requirements/checkout-and-payments.md#express-checkout: express checkout lands on the summary with status EXPRESS. */
export const EXPRESS_PARAM = 'status';
export const EXPRESS_STATUS = 'EXPRESS';

export function stepOf(url: URL): CheckoutStep {
  const step = url.searchParams.get(STEP_PARAM);
  return (CHECKOUT_STEPS as readonly string[]).includes(step ?? '') ? (step as CheckoutStep) : 'shipping';
}

export function stepUrl(current: URL, step: CheckoutStep): string {
  const next = new URL(current.href);
  next.searchParams.set(STEP_PARAM, step);
  if (step !== 'summary') next.searchParams.delete(EXPRESS_PARAM);
  return `${next.pathname}${next.search}`;
}

/** Lines that travel as parcels and so need a shipping address (pickup, ship-to-store and digital lines don't). */
export const needsShippingAddress = (cart: Cart): boolean =>
  cart.items.some((i) => !i.bonus && (i.shippingOptions.selected === 'standard' || i.shippingOptions.selected === 'pudo' || i.shippingOptions.selected === 'customs'));

/** What the shipping step must have before billing: an address for parcels (a pickup-only cart skips it). */
export const shippingDone = (cart: Cart): boolean => !needsShippingAddress(cart) || !!cart.shippingAddress;

/** The furthest step the cart allows: the shopper is sent back when a later step's URL is opened too early. */
export function reachableStep(cart: Cart, wanted: CheckoutStep, paymentComplete: (cart: Cart) => boolean): CheckoutStep {
  if (wanted === 'shipping' || !shippingDone(cart)) return 'shipping';
  if (wanted === 'billing' || !cart.billingAddress || !paymentComplete(cart)) return 'billing';
  return 'summary';
}
