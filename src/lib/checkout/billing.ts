/**
 * The billing address's first choice (docs/requirements/checkout-and-payments.md#checkout-steps):
 * the one BillingStep starts with, and the page renders on the server
 * (src/lib/checkout/first-state.ts), so both agree.
 */
import type { CartOnScreen as Cart, CartAddress } from '../../../schemas/api/cart.ts';
import type { SavedAddress } from './address-data.ts';

/** "Same as shipping" and "a new address"; any other choice is a saved address's id. */
export const SAME_AS_SHIPPING = 'same';
export const NEW_ADDRESS = 'new';

/** Two addresses are the same place and person (the billing address was set "same as shipping"). */
export const samePlace = (a: CartAddress | undefined, b: CartAddress | undefined): boolean =>
  !!a && !!b && (['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'country'] as const).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/**
 * What the step starts with: the cart's billing address as it was chosen ("same as shipping", or
 * a new one filled in), else "same as shipping"; a cart without a shipping address (pickup only)
 * starts from the shopper's main saved billing address when the book is known, else a new one.
 */
export function firstBillingChoice(cart: Cart, billingBook: readonly SavedAddress[] = []): string {
  const shipping = cart.shippingAddress;
  if (cart.billingAddress) return samePlace(cart.billingAddress, shipping) ? SAME_AS_SHIPPING : NEW_ADDRESS;
  if (shipping) return SAME_AS_SHIPPING;
  return billingBook.find((a) => a.main)?.addressId ?? NEW_ADDRESS;
}

/** The country of the new-address form the step starts with: the cart's own billing address's, else the site's. */
export const billingFormCountry = (cart: Cart, siteCountry: string): string =>
  (firstBillingChoice(cart) === NEW_ADDRESS && cart.billingAddress?.country ? cart.billingAddress.country : siteCountry).toUpperCase();
