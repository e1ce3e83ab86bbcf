import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../schemas/api/cart.ts';
import { blockingReason } from '../../../src/lib/checkout/order.ts';
import { needsShippingAddress, reachableStep, stepOf, stepUrl } from '../../../src/lib/checkout/steps.ts';

type Item = Cart['items'][number];
const item = (selected: Item['shippingOptions']['selected'], bonus = false) => ({ bonus, shippingOptions: { selected } }) as unknown as Item;
const cart = (over: Partial<Cart>): Cart => ({ items: [item('standard')], flash: [], customerNotifications: [], payment_instruments: [], ...over }) as unknown as Cart;
const address = { firstName: 'A', lastName: 'B', addressLine1: 'x', city: 'y', postalCode: '1', country: 'US' };
const paid = () => true;
const unpaid = () => false;

describe('checkout steps (docs/requirements/checkout-and-payments.md#checkout-steps)', () => {
  it('reads the step from the URL, shipping by default, and writes it back', () => {
    expect(stepOf(new URL('http://x/en-us/checkout'))).toBe('shipping');
    expect(stepOf(new URL('http://x/en-us/checkout?step=summary'))).toBe('summary');
    expect(stepOf(new URL('http://x/en-us/checkout?step=nope'))).toBe('shipping');
    expect(stepUrl(new URL('http://x/en-us/checkout?preview=true&status=EXPRESS&step=summary'), 'billing')).toBe('/en-us/checkout?preview=true&step=billing');
  });

  it('a pickup-only cart needs no shipping address', () => {
    expect(needsShippingAddress(cart({ items: [item('pickup'), item('sts')] }))).toBe(false);
    expect(needsShippingAddress(cart({ items: [item('pickup'), item('standard')] }))).toBe(true);
    expect(needsShippingAddress(cart({ items: [item('pickup'), item('standard', true)] }))).toBe(false);
  });

  it('a later step opened too early lands on the first step that still needs something', () => {
    expect(reachableStep(cart({}), 'summary', paid)).toBe('shipping');
    expect(reachableStep(cart({ shippingAddress: address }), 'summary', paid)).toBe('billing');
    expect(reachableStep(cart({ shippingAddress: address, billingAddress: address }), 'summary', unpaid)).toBe('billing');
    expect(reachableStep(cart({ shippingAddress: address, billingAddress: address }), 'summary', paid)).toBe('summary');
    expect(reachableStep(cart({ items: [item('pickup')], billingAddress: address }), 'summary', paid)).toBe('summary');
    expect(reachableStep(cart({ shippingAddress: address, billingAddress: address }), 'shipping', paid)).toBe('shipping');
  });

  it('prepareOrder flashes and delivery transitions send the shopper back to shipping with the reason', () => {
    expect(blockingReason(cart({}))).toBeNull();
    expect(blockingReason(cart({ flash: [{ type: 'ProductLineItemFullInventoryMissing', level: 'error', message: 'Sold out' }] }))).toEqual({ step: 'shipping', message: 'Sold out', errorId: 'ProductLineItemFullInventoryMissing' });
    expect(blockingReason(cart({ flash: [{ type: 'ProductLineItemInventoryMissing', level: 'info', message: 'Fewer left' }] }))).toBeNull();
    expect(blockingReason(cart({ customerNotifications: [{ id: 'PICKUP_TO_HOME', type: 'info', message: 'Shipped home instead' }] }))?.step).toBe('shipping');
  });
});
