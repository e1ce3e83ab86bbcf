/**
 * The billing address's first choice (src/lib/checkout/billing.ts): the same for the server's
 * render and the island's, so the step hydrates as rendered.
 */
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../schemas/api/cart.ts';
import { billingFormCountry, firstBillingChoice, NEW_ADDRESS, SAME_AS_SHIPPING } from '../../../src/lib/checkout/billing.ts';
import type { SavedAddress } from '../../../src/lib/checkout/address-data.ts';

const home = { firstName: 'Alex', lastName: 'Rivera', addressLine1: '1200 Pearl St', city: 'Boulder', postalCode: '80302', country: 'US' };
const cart = (extra: Partial<Cart>) => ({ basketId: 'B1', items: [], ...extra }) as unknown as Cart;
const saved = (addressId: string, main: boolean) => ({ addressId, approachType: 'B', main, ...home }) as unknown as SavedAddress;

describe('firstBillingChoice', () => {
  it('is "same as shipping" without a billing address, or with one at the same place', () => {
    expect(firstBillingChoice(cart({ shippingAddress: home }))).toBe(SAME_AS_SHIPPING);
    expect(firstBillingChoice(cart({ shippingAddress: home, billingAddress: { ...home, email: 'a@example.com' } }))).toBe(SAME_AS_SHIPPING);
  });

  it('is a new address when the billing address is another place', () => {
    expect(firstBillingChoice(cart({ shippingAddress: home, billingAddress: { ...home, city: 'Denver' } }))).toBe(NEW_ADDRESS);
  });

  it("starts a pickup-only cart (no shipping address) from the member's main billing address, else a new one", () => {
    expect(firstBillingChoice(cart({}), [saved('A1', false), saved('A2', true)])).toBe('A2');
    expect(firstBillingChoice(cart({}), [saved('A1', false)])).toBe(NEW_ADDRESS);
    expect(firstBillingChoice(cart({}))).toBe(NEW_ADDRESS);
  });
});

describe('billingFormCountry', () => {
  it("is the cart's own billing address's country when the form starts from it, else the site's", () => {
    expect(billingFormCountry(cart({ shippingAddress: home, billingAddress: { ...home, city: 'Paris', country: 'FR' } }), 'us')).toBe('FR');
    expect(billingFormCountry(cart({ shippingAddress: home, billingAddress: home }), 'us')).toBe('US');
    expect(billingFormCountry(cart({}), 'de')).toBe('DE');
  });
});
