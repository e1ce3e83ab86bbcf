/**
 * PayPal express (docs/requirements/checkout-and-payments.md#paypal-and-klarna): from the cart, the mini cart or quick-shop the shopper pays
 * with PayPal without the checkout's steps. The states, in order:
 *
 *   session → paypal (the PayPal window) → shipping-change* → authorized → submit →
 *   additional-details → placing → placed
 *
 * - shipping-change: each address the buyer picks in PayPal goes to the cart with context
 *   PAYPAL_EXPRESS (the gateway's wallet rules: names, first line, postal code; the site's country);
 *   a refusal is said in the PayPal window, which asks for another address.
 * - authorized: PayPal approved; the address the buyer ended on is set on the cart (PAYPAL_EXPRESS).
 * - submit: the PAYPAL payment instrument with `additionalDetails.paymentData.orderID`.
 * - additional-details: the buyer's details PayPal returned become the billing address.
 * - placing: the checkout's one order placement (src/lib/checkout/order.ts placeOrder).
 *
 * A cancel (or a failure before the order) leaves the cart's lines as they were, and the shopper
 * where they were. Screens call these functions; they never sequence the gateway calls.
 */
import type { CartOnScreen as Cart, CartAddress } from '../../../../schemas/api/cart.ts';
import { callBff } from '../../bff/browser.ts';
import { GATEWAY, mutateCart, type CartResult } from '../../cart/client.ts';
import { placeOrder } from '../../checkout/order.ts';
import type { ShopperError } from '../../errors/report.ts';
import { isCompleteAddress, type PayPalAddress, type PayPalApproval } from './adapter.ts';

export type PayPalStep = 'session' | 'paypal' | 'shipping-change' | 'authorized' | 'submit' | 'additional-details' | 'placing' | 'placed' | 'cancelled' | 'failed';

export const PAYPAL_EXPRESS_CONTEXT = 'PAYPAL_EXPRESS';

/** The steps that may follow each (a cancel or a failure may end any open step). */
const NEXT: Record<PayPalStep, readonly PayPalStep[]> = {
  session: ['paypal', 'failed', 'cancelled'],
  paypal: ['shipping-change', 'authorized', 'cancelled', 'failed'],
  'shipping-change': ['paypal', 'cancelled', 'failed'],
  authorized: ['submit', 'failed'],
  submit: ['additional-details', 'failed'],
  'additional-details': ['placing', 'failed'],
  placing: ['placed', 'failed'],
  placed: [],
  cancelled: ['session'],
  failed: ['session'],
};

export const canMove = (from: PayPalStep, to: PayPalStep): boolean => NEXT[from].includes(to);

/** The cart address of what PayPal returned: its names, else the buyer's. */
export function cartAddressOf(address: PayPalAddress, payer: PayPalApproval['payer'] = {}): CartAddress | null {
  const merged = { ...address, firstName: address.firstName ?? payer.firstName, lastName: address.lastName ?? payer.lastName };
  if (!isCompleteAddress(merged)) return null;
  return {
    firstName: merged.firstName.trim(),
    lastName: merged.lastName.trim(),
    addressLine1: merged.addressLine1.trim(),
    ...(merged.addressLine2?.trim() ? { addressLine2: merged.addressLine2.trim() } : {}),
    city: merged.city.trim(),
    ...(merged.province?.trim() ? { province: merged.province.trim() } : {}),
    postalCode: merged.postalCode.trim(),
    country: merged.country.toUpperCase(),
    ...(payer.email ? { email: payer.email } : {}),
    ...(payer.phone ? { phone: payer.phone } : {}),
  };
}

const cartPath = (version: 'v1' | 'v2', basketId: string, rest: string) => `${GATEWAY}/cart/${version}/cart/${encodeURIComponent(basketId)}/${rest}`;

/** The shipping address, as PayPal express sets it (context PAYPAL_EXPRESS). */
export function setExpressShipping(address: CartAddress): Promise<CartResult> {
  return mutateCart('paypal.shipping', (basketId) => callBff('POST', cartPath('v2', basketId, 'shippingAddress'), { address: [{ ...address, shippingId: 'me' }], context: PAYPAL_EXPRESS_CONTEXT }), { toast: false });
}

/**
 * The buyer changed the shipping address in PayPal. A full address goes to the cart; the SDK's
 * partial one (locality only, before approval) is checked against the site's country here and
 * set in full once approved.
 */
export async function changeShippingAddress(address: PayPalAddress, siteCountry: string, cantShipThere: string): Promise<{ ok: true; cart?: Cart } | { ok: false; message: string }> {
  const full = cartAddressOf(address);
  if (!full) return address.country.toUpperCase() === siteCountry ? { ok: true } : { ok: false, message: cantShipThere };
  const result = await setExpressShipping(full);
  return result.ok ? { ok: true, cart: result.cart } : { ok: false, message: result.error.message };
}

/** submit: the PAYPAL instrument with PayPal's order id. */
export function addPayPalInstrument(orderID: string): Promise<CartResult> {
  return mutateCart('paypal.submit', (basketId) => callBff('POST', cartPath('v1', basketId, 'paymentInstruments'), { payment_method_id: 'PAYPAL', additionalDetails: { paymentData: { orderID } } }), { toast: false });
}

/** additional-details: the buyer's details as the billing address (the gateway asks for an email and a phone). */
export function setBillingFromPayer(address: CartAddress): Promise<CartResult> {
  const { shippingId: _s, collectionPoint: _c, ...billing } = address;
  return mutateCart('paypal.billing', (basketId) => callBff('POST', cartPath('v1', basketId, 'billingAddress'), billing), { toast: false });
}

export type ExpressOutcome = { kind: 'placed'; orderNumber: string } | { kind: 'failed'; step: PayPalStep; error: ShopperError | { message: string; errorId: null } };

/**
 * Everything after PayPal's approval: authorized → submit → additional-details → placing.
 * `onStep` reports each state as it starts (the dialog announces it).
 */
export async function completeExpress(approval: PayPalApproval, cart: Cart, onStep: (step: PayPalStep) => void, words: { addressMissing: string; notPlaced: string }): Promise<ExpressOutcome> {
  onStep('authorized');
  const shipping = approval.shipping ? cartAddressOf(approval.shipping, approval.payer) : null;
  if (!shipping && !cart.shippingAddress) return { kind: 'failed', step: 'authorized', error: { message: words.addressMissing, errorId: null } };
  let current = cart;
  if (shipping) {
    const set = await setExpressShipping(shipping);
    if (!set.ok) return { kind: 'failed', step: 'authorized', error: set.error };
    current = set.cart;
  }
  onStep('submit');
  const added = await addPayPalInstrument(approval.orderID);
  if (!added.ok) return { kind: 'failed', step: 'submit', error: added.error };
  current = added.cart;
  onStep('additional-details');
  const own = (shipping ?? current.shippingAddress) as CartAddress;
  const billing = { ...own, email: approval.payer.email ?? own.email, phone: approval.payer.phone ?? own.phone };
  const billed = await setBillingFromPayer(billing);
  if (!billed.ok) return { kind: 'failed', step: 'additional-details', error: billed.error };
  onStep('placing');
  const outcome = await placeOrder(billed.cart);
  if (outcome.kind === 'placed') return { kind: 'placed', orderNumber: outcome.order.orderNumber };
  // 3-D Secure is a card's; an express order never asks for it. Anything else: the shopper is told, the cart stays.
  if (outcome.kind === 'challenge') return { kind: 'failed', step: 'placing', error: { message: words.notPlaced, errorId: null } };
  return { kind: 'failed', step: 'placing', error: outcome.error };
}

/** The confirmation page of a placed order (docs/requirements/checkout-and-payments.md#order-confirmation /order-confirmation). */
export const confirmationHref = (locale: string, orderNumber: string): string => `/${locale}/order-confirmation?order=${encodeURIComponent(orderNumber)}`;
