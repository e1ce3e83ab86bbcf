/**
 * Express checkout (docs/requirements/checkout-and-payments.md#express-checkout): a signed-in shopper with a saved default card and a default
 * (or already entered) shipping address, or a cart with pickup only, goes straight to the
 * summary with status EXPRESS. This fills the cart from the shopper's account (shipping and
 * billing address, the saved card by its id: no number travels) and answers the summary's URL.
 */
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { callBff } from '../bff/browser.ts';
import { GATEWAY, mutateCart } from '../cart/client.ts';
import type { ShopperError } from '../errors/report.ts';
import { loadAddressBook, type SavedAddress } from './address-data.ts';
import { EXPRESS_PARAM, EXPRESS_STATUS, needsShippingAddress, STEP_PARAM } from './steps.ts';

interface SavedCard {
  paymentInstrumentId: string;
  payment_method_id: string;
  default: boolean;
  card?: { expired: boolean };
}

export interface ExpressPlan {
  card: SavedCard;
  shipping: SavedAddress | null;
  billing: SavedAddress | null;
}

const strip = ({ addressId: _a, approachType: _t, main: _m, ...rest }: SavedAddress) => rest;

/** What express checkout would use, or null when the shopper does not qualify (docs/requirements/checkout-and-payments.md#express-checkout). */
export async function expressPlan(cart: Cart): Promise<ExpressPlan | null> {
  const [wallet, book] = await Promise.all([callBff<{ paymentInstruments: SavedCard[] }>('GET', '/api/gateway/consumers-v3/consumer/payment_instruments'), loadAddressBook()]);
  if (!wallet.ok) return null;
  const card = wallet.data.paymentInstruments.find((i) => i.payment_method_id === 'CREDIT_CARD' && i.default && !i.card?.expired);
  if (!card) return null;
  const shipping = book.find((a) => a.approachType === 'S' && a.main) ?? null;
  const billing = book.find((a) => a.approachType === 'B' && a.main) ?? shipping;
  if (needsShippingAddress(cart) && !shipping && !cart.shippingAddress) return null;
  if (!billing && !cart.billingAddress && !cart.shippingAddress) return null;
  return { card, shipping, billing };
}

/** Fills the cart from the plan; the summary's URL (with status EXPRESS), or the failure. */
export async function startExpress(cart: Cart, plan: ExpressPlan, checkoutHref: string): Promise<{ ok: true; href: string } | { ok: false; error: ShopperError }> {
  const steps: Array<[string, (basketId: string) => ReturnType<typeof callBff>]> = [];
  if (needsShippingAddress(cart) && !cart.shippingAddress && plan.shipping) {
    const address = strip(plan.shipping);
    steps.push(['checkout.express.shipping', (b) => callBff('POST', `${GATEWAY}/cart/v2/cart/${encodeURIComponent(b)}/shippingAddress`, { address: [{ ...address, shippingId: 'me' }], bid: plan.shipping?.addressId })]);
  }
  const billing = plan.billing ? strip(plan.billing) : cart.shippingAddress;
  if (billing && !cart.billingAddress) {
    const { shippingId: _s, collectionPoint: _c, ...address } = billing as Cart['billingAddress'] & object;
    steps.push(['checkout.express.billing', (b) => callBff('POST', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(b)}/billingAddress`, address)]);
  }
  steps.push(['checkout.express.card', (b) => callBff('POST', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(b)}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', savedPaymentInstrumentId: plan.card.paymentInstrumentId })]);
  for (const [action, call] of steps) {
    const result = await mutateCart(action, call, { toast: false });
    if (!result.ok) return { ok: false, error: result.error };
  }
  const url = new URL(checkoutHref, location.origin);
  url.searchParams.set(STEP_PARAM, 'summary');
  url.searchParams.set(EXPRESS_PARAM, EXPRESS_STATUS);
  return { ok: true, href: `${url.pathname}${url.search}` };
}
