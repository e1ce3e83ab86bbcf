/**
 * Every client-handled id of docs/requirements/errors.md#flash-codes that cart, checkout or payments answer, and every flash
 * code, produced by the input docs/sandbox.md "Test data" documents for it. A new id in the
 * catalogue without a documented input here fails the coverage test.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_HANDLED_ERROR_IDS, FLASH_CODES } from '../../../schemas/api/errors.ts';
import { sandboxClient } from './auth-helpers.ts';
import { BOOT, guestShopper, ok, US_ADDRESS, VISA, type Shopper } from './cart-helpers.ts';
import { useSandbox, type Answer } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);

/** Ids the auth and account areas answer (their own test data). */
const NOT_CART = new Set(['DUPLICATED_TOKEN', 'LOGIN_IN_USE', 'LOGIN_IN_USE2', 'PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE2', 'MISSING_BIRTHDATE']);

async function cart(s: Shopper, productId?: string): Promise<any> {
  const c = await s.cart();
  return productId ? s.add(c.id, { productId }) : c;
}
const card = (s: Shopper, cartId: string, cardNumber: string) => s.post(`/cart/v1/cart/${cartId}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber } });
const place = (s: Shopper, cartId: string, code = 'CREDIT_CARD') => s.put('/cart/v2/checkout/order', { cartId, paymentMethod: { code } });
const giftCard = (s: Shopper, cartId: string, cardNumber: string, pin = '1234') => s.post(`/cart/v1/cart/${cartId}/paymentInstruments`, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber, pin } });
const address = (s: Shopper, cartId: string, change: Record<string, unknown>) => s.post(`/cart/v2/cart/${cartId}/shippingAddress`, { address: [{ ...US_ADDRESS, ...change }] });

/** The documented input for each error id (docs/sandbox.md "Test data"). */
const ERROR_INPUTS: Record<string, (s: Shopper) => Promise<Answer>> = {
  CART_NOT_FOUND: (s) => s.get('/cart/v1/cart/no-such-cart'),
  INVALID_CUSTOMER: async (s) => s.get(`/cart/v1/cart/${(await cart(await guestShopper(api))).id}`),
  ITEM_OOS: async (s) => {
    const c = await cart(s);
    const saved = await s.put('/cart/v2/saveForLater', { productId: 'FWSOLDOUT1-plum-01' });
    return s.post('/cart/v1/item', { cartId: c.id, productId: 'FWSOLDOUT1-plum-01', saveForLater: { saveForLaterId: saved.body.saveForLaterId, itemId: saved.body.items[0].itemId } });
  },
  ITEMS_OOS: async (s) => s.post('/cart/v1/cartWithItem', { items: [{ productId: 'FWSOLDOUT1-plum-01' }, { productId: 'FWSOLDOUT1-fog-01' }] }),
  ADDED_MAX_QUANTITY: async (s) => s.post('/cart/v1/item', { cartId: (await cart(s)).id, productId: 'GRLIMITED1', qty: 3 }),
  GWP_PRODUCT: async (s) => s.post('/cart/v1/item', { cartId: (await cart(s)).id, productId: 'GRFREEGFT1' }),
  ITEM_NOT_AVAILABLE: async (s) => s.post('/cart/v1/item', { cartId: (await cart(s)).id, productId: 'FWSOLDOUT1-plum-01' }),
  NO_PRICE: async (s) => s.post('/cart/v1/item', { cartId: (await cart(s)).id, productId: 'GRNOPRICE1' }),
  INVALID_PRICE: async (s) => s.post('/cart/v1/item', { cartId: (await cart(s)).id, productId: 'GRGIFTCRD1-pine-01', customAmount: 5 }),
  PAYMENT_ERROR: async (s) => {
    const c = await s.readyCart();
    await card(s, c.id, '4000000000000002');
    return place(s, c.id);
  },
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: async (s) => {
    const c = await s.readyCart();
    await card(s, c.id, '4100000000000019');
    return place(s, c.id);
  },
  PAY400: async (s) => {
    const c = await s.readyCart();
    ok(await s.post(`/cart/v1/cart/${c.id}/paymentInstruments`, { payment_method_id: 'KLARNA', additionalDetails: { paymentData: { authorizationToken: 'klarna-declined' } } }));
    return place(s, c.id, 'KLARNA');
  },
  CANT_SHIP_THERE: async (s) => address(s, (await cart(s, BOOT)).id, { country: 'BR' }),
  SHIPPING_POBOX_UNAVAILABLE: async (s) => address(s, (await cart(s, BOOT)).id, { addressLine1: 'PO Box 123' }),
  GC_INVALID2: async (s) => giftCard(s, (await cart(s, BOOT)).id, '6006491111111111', '0000'),
  GC_ZERO_BALANCE: async (s) => giftCard(s, (await cart(s, BOOT)).id, '6006490000000000'),
  GC_ALREADY_APPLIED: async (s) => {
    const c = await cart(s, BOOT);
    ok(await giftCard(s, c.id, '6006493333333333'));
    return giftCard(s, c.id, '6006493333333333');
  },
  GC_NOT_ALLOWED: async (s) => giftCard(s, (await cart(s, 'GRGIFTCRD1-pine-01')).id, '6006491111111111'),
  ITEM_NO_LONGER_AVAILABLE: async (s) => {
    const rival = await guestShopper(api);
    const mine = await s.readyCart('APLOWSTCK1-sunflower-03');
    const theirs = await rival.readyCart('APLOWSTCK1-sunflower-03');
    ok(await place(rival, theirs.id));
    return place(s, mine.id);
  },
  SOME_PRODUCTS_NO_INVENTORY: async (s) => {
    const rival = await guestShopper(api);
    const mine = await s.readyCart('APLOWSTCK1-sunflower-04', 2);
    const theirs = await rival.readyCart('APLOWSTCK1-sunflower-04', 1);
    ok(await place(rival, theirs.id));
    return place(s, mine.id);
  },
  CC_EXPIRY_DATE_INVALID: async (s) => card(s, (await cart(s, BOOT)).id, '4000000000000069'),
  PAYMENT_INSTRUMENT_NOT_FOUND: async (s) => s.del(`/cart/v1/cart/${(await cart(s, BOOT)).id}/paymentInstruments`, { payment_instrument_id: 'no-such-instrument' }),
  ADDRESS_NOT_FOUND: async (s) => s.del(`/cart/v1/cart/${(await cart(s, BOOT)).id}/billingAddress`),
};

/** The documented input for each flash code. */
const FLASH_INPUTS: Record<string, (s: Shopper) => Promise<Answer>> = {
  ProductLineItemInventoryMissing: async (s) => s.post('/cart/v1/item', { cartId: (await cart(s)).id, productId: 'APLOWSTCK1-glacier-05', qty: 4 }),
  ProductItemNotAvailable: async (s) => s.post('/cart/v1/item', [{ cartId: (await cart(s)).id, productId: BOOT }, { cartId: (await s.cart()).id, productId: 'FWSOLDOUT1-fog-02' }]),
  ProductLineItemFullInventoryMissing: async (s) => {
    const c = await cart(s, 'APLOWSTCK1-glacier-03');
    harness.sandbox.db.prepare("UPDATE inventory SET quantity = 0 WHERE variant_id = 'APLOWSTCK1-glacier-03'").run();
    return s.get(`/cart/v1/cart/${c.id}`);
  },
  InvalidShippingAddress: async (s) => s.post('/cart/v1/cart/prepareOrder', { basketId: (await cart(s, BOOT)).id }),
  PaymentNotAuthorized: async (s) => {
    const c = await s.readyCart();
    await card(s, c.id, '4000000000003220');
    return place(s, c.id);
  },
  ProductItemMaxQuantity: async (s) => s.post('/cart/v1/item', [{ cartId: (await cart(s)).id, productId: 'GRLIMITED1', qty: 3 }, { cartId: (await s.cart()).id, productId: BOOT }]),
  ProductItemRequired: async (s) => s.post('/cart/v1/cart/prepareOrder', { basketId: (await cart(s)).id }),
};

describe('test data: every cart, checkout and payment id has a documented input', () => {
  it('covers every client-handled id outside auth and every flash code', () => {
    const expected = CLIENT_HANDLED_ERROR_IDS.filter((id) => !NOT_CART.has(id));
    expect(Object.keys(ERROR_INPUTS).filter((id) => id !== 'PAY400').sort()).toEqual([...expected].sort());
    expect(Object.keys(FLASH_INPUTS).sort()).toEqual([...FLASH_CODES].sort());
  });

  it.each(Object.entries(ERROR_INPUTS))('%s', async (id, input) => {
    const answer = await input(await guestShopper(api));
    expect(answer.body?.errorDetails?.[0]?.errorId, answer.text).toBe(id);
  });

  it.each(Object.entries(FLASH_INPUTS))('%s', async (code, input) => {
    const answer = await input(await guestShopper(api));
    ok(answer);
    expect(answer.body.flash.map((f: { type: string }) => f.type), answer.text).toContain(code);
  });
});
