/**
 * Checkout over HTTP (schemas/api/checkout.ts): shipping and billing addresses with their rules
 * and contexts, prepareOrder, place order (idempotent, once per cart, stock taken), the 3-D
 * Secure patch, associate orders and the device fingerprint, each with its documented errors.
 */
import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS, TEST_PASSWORD } from '../../../src/sandbox/auth/test-data.ts';
import { errorIds, sandboxClient } from './auth-helpers.ts';
import { BOOT, expectError, flashTypes, GB_ADDRESS, guestShopper, noticeIds, ok, shopperSession, US_ADDRESS, VISA, type Shopper } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);
const stockOf = (variantId: string) => (harness.sandbox.db.prepare('SELECT quantity FROM inventory WHERE variant_id = ?').get(variantId) as { quantity: number }).quantity;
const order = (s: Shopper, body: Record<string, unknown>, key?: string) => s.put('/cart/v2/checkout/order', body, key ? { 'idempotency-key': key } : {});
const byCard = { code: 'CREDIT_CARD' };

async function cartWithBoot(s: Shopper, productId = BOOT): Promise<any> {
  const cart = await s.cart();
  return s.add(cart.id, { productId });
}

async function payWith(s: Shopper, cartId: string, cardNumber: string): Promise<void> {
  ok(await s.post(`/cart/v1/cart/${cartId}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber } }));
}

describe('shipping address', () => {
  it('sets the address and answers the cart with totals and payment instruments', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s);
    const answer = await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [{ ...US_ADDRESS, firstName: '  Robin ' }], bid: 'ADDR-7' });
    ok(answer);
    expect(answer.body.shippingAddress).toMatchObject({ firstName: 'Robin', addressId: 'ADDR-7', shippingId: 'me', approachType: 'S' });
    expect(answer.body.totals.total).toBeGreaterThan(0);
    expect(answer.body.payment_instruments).toEqual([]);
    expect(answer.body.shipments[0]).toMatchObject({ shipmentId: 'me', shippingAddress: expect.objectContaining({ city: 'Boulder' }) });
  });

  it('refuses broken fields (API400 naming the field), another country (CANT_SHIP_THERE), a PO box, an unverifiable address (SHP410), a failed bot check', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s);
    const path = `/cart/v2/cart/${cart.id}/shippingAddress`;
    const long = await s.post(path, { address: [{ ...US_ADDRESS, addressLine1: 'x'.repeat(31) }] });
    expectError(long, 400, 'API400');
    expect(long.body.errorDetails[0].message).toBe('address.addressLine1: Value must not be longer than 30 characters');
    const name = await s.post(path, { address: [{ ...US_ADDRESS, lastName: 'R0bot' }] });
    expect(name.body.errorDetails[0].message).toBe('address.lastName: Name is not valid.');
    const phone = await s.post(path, { address: [{ ...US_ADDRESS, phone: '' }] });
    expect(phone.body.errorDetails[0].message).toBe('address.phone: A valid phone number is required');
    expectError(await s.post(path, { address: [{ ...US_ADDRESS, country: 'BR' }] }), 400, 'CANT_SHIP_THERE');
    expectError(await s.post(path, { address: [{ ...US_ADDRESS, addressLine1: 'PO Box 123' }] }), 400, 'SHIPPING_POBOX_UNAVAILABLE');
    expectError(await s.post(path, { address: [{ ...US_ADDRESS, postalCode: '00000' }] }), 400, 'SHP410');
    expectError(await s.post(path, { address: [US_ADDRESS], recaptcha_response: 'captcha-fail' }), 403, 'AUT403');
    expectError(await s.post(path, { address: [] }), 400, 'API400');
  });

  it('accepts a PO box for a cart of gift cards only (nothing ships there)', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s, 'GRGIFTCRD1-pine-01');
    ok(await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [{ ...US_ADDRESS, addressLine1: 'P.O. Box 9' }] }));
  });

  it('applies the wallet rules in APPLE_PAY_EXPRESS: no phone or email needed, city up to 50, the site country only', async () => {
    const s = await guestShopper(api, 'CAIRN_FR_FR');
    const cart = await cartWithBoot(s);
    const path = `/cart/v2/cart/${cart.id}/shippingAddress`;
    const wallet = { firstName: 'Émile', lastName: 'Zola', addressLine1: '18 Rue des Francs-Bourgeois', city: 'Saint-Rémy-de-Provence et ses environs proches', postalCode: '75003', country: 'FR' };
    ok(await s.post(path, { address: [wallet], context: 'APPLE_PAY_EXPRESS' }));
    const tooLong = await s.post(path, { address: [{ ...wallet, city: 'x'.repeat(51) }], context: 'APPLE_PAY_EXPRESS' });
    expect(tooLong.body.errorDetails[0].message).toBe('address.city: applePayCityNameLength');
    expectError(await s.post(path, { address: [{ ...wallet, addressLine1: '   ' }], context: 'APPLE_PAY_EXPRESS' }), 400, 'API400');
    // Monaco is delivered from fr-fr, but not through the wallet: its country must be the site's.
    expectError(await s.post(path, { address: [{ ...wallet, country: 'MC' }], context: 'APPLE_PAY_EXPRESS' }), 400, 'CANT_SHIP_THERE');
    ok(await s.post(path, { address: [{ ...wallet, country: 'MC', email: 'e@example.test', phone: '0612345678', city: 'Monaco' }] }));
  });

  it('makes COLLECTION a collection-point delivery; a home address afterwards downgrades it (SHIPPING_METHOD_DOWNGRADED)', async () => {
    const s = await guestShopper(api, 'CAIRN_EN_GB');
    const cart = await cartWithBoot(s);
    const path = `/cart/v2/cart/${cart.id}/shippingAddress`;
    expectError(await s.post(path, { address: [GB_ADDRESS], context: 'COLLECTION' }), 400, 'API400');
    const point = await s.post(path, { address: [{ ...GB_ADDRESS, collectionPoint: { storeId: 'CP-1234', storeName: 'Corner Shop', optionType: 'locker', bookingCode: 'BK1' } }], context: 'COLLECTION' });
    ok(point);
    expect(point.body).toMatchObject({ shippingContext: 'COLLECTION', shipments: [expect.objectContaining({ shippingMethod: 'pudo' })] });
    expect(point.body.items[0].shippingOptions.selected).toBe('pudo');
    const home = await s.post(path, { address: [GB_ADDRESS] });
    expect(home.body.items[0].shippingOptions.selected).toBe('standard');
    expect(noticeIds(home.body)).toContain('SHIPPING_METHOD_DOWNGRADED');
  });

  it('removes the address; ADDRESS_NOT_FOUND when there is none', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s);
    ok(await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [US_ADDRESS] }));
    const removed = await s.del(`/cart/v2/cart/${cart.id}/shippingAddress`);
    ok(removed);
    expect(removed.body.shippingAddress).toBeUndefined();
    expectError(await s.del(`/cart/v2/cart/${cart.id}/shippingAddress`), 404, 'ADDRESS_NOT_FOUND');
  });

  it('validates without saving: every issue with its id', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s);
    const answer = await s.post(`/cart/v1/cart/${cart.id}/shippingAddress/validation`, { address: { ...US_ADDRESS, firstName: 'R', addressLine1: 'PO Box 1', country: 'BR', postalCode: '00000' } });
    ok(answer);
    expect(answer.body.valid).toBe(false);
    expect(answer.body.issues.map((i: any) => i.errorId).sort()).toEqual(['API400', 'CANT_SHIP_THERE', 'SHIPPING_POBOX_UNAVAILABLE', 'SHP410']);
    const good = await s.post(`/cart/v1/cart/${cart.id}/shippingAddress/validation`, { address: US_ADDRESS });
    expect(good.body).toMatchObject({ valid: true, issues: [] });
    expect((await s.get(`/cart/v1/cart/${cart.id}`)).body.shippingAddress).toBeUndefined();
  });
});

describe('billing address', () => {
  it('sets any real country, removes it; ADDRESS_NOT_FOUND when absent, API400 for a made-up country', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s);
    const set = await s.post(`/cart/v1/cart/${cart.id}/billingAddress`, { ...US_ADDRESS, country: 'JP' });
    ok(set);
    expect(set.body.billingAddress).toMatchObject({ country: 'JP', approachType: 'B' });
    expectError(await s.post(`/cart/v1/cart/${cart.id}/billingAddress`, { ...US_ADDRESS, country: 'QQ' }), 400, 'API400');
    ok(await s.del(`/cart/v1/cart/${cart.id}/billingAddress`));
    expectError(await s.del(`/cart/v1/cart/${cart.id}/billingAddress`), 404, 'ADDRESS_NOT_FOUND');
  });
});

describe('prepareOrder', () => {
  it('lists the flashes that stop an order: ProductItemRequired, InvalidShippingAddress; none when ready', async () => {
    const s = await guestShopper(api);
    const empty = await s.cart();
    const prepared = await s.post('/cart/v1/cart/prepareOrder', { basketId: empty.id });
    ok(prepared);
    expect(flashTypes(prepared.body)).toEqual(['ProductItemRequired']);
    await s.add(empty.id, { productId: BOOT });
    expect(flashTypes((await s.post('/cart/v1/cart/prepareOrder', { basketId: empty.id })).body)).toEqual(['InvalidShippingAddress']);
    ok(await s.post(`/cart/v2/cart/${empty.id}/shippingAddress`, { address: [US_ADDRESS] }));
    expect((await s.post('/cart/v1/cart/prepareOrder', { basketId: empty.id })).body.flash).toEqual([]);
    expectError(await s.post('/cart/v1/cart/prepareOrder', { basketId: 'nope' }), 404, 'CART_NOT_FOUND');
  });

  it('reports ProductLineItemFullInventoryMissing when nothing in the cart is left', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s, 'APLOWSTCK1-sunflower-01');
    harness.sandbox.db.prepare("UPDATE inventory SET quantity = 0 WHERE variant_id = 'APLOWSTCK1-sunflower-01'").run();
    const prepared = await s.post('/cart/v1/cart/prepareOrder', { basketId: cart.id });
    expect(flashTypes(prepared.body)).toEqual(expect.arrayContaining(['ProductItemNotAvailable', 'ProductLineItemFullInventoryMissing']));
    expect(prepared.body.items[0].error).toMatchObject({ errorId: 'ITEM_NOT_AVAILABLE' });
  });
});

describe('place order', () => {
  it('places the order: number, security token, shipments, totals; stock taken; the cart becomes an order', async () => {
    const s = await guestShopper(api);
    const before = stockOf('FWINSTOCK1-ember-12');
    const cart = await s.readyCart('FWINSTOCK1-ember-12', 2);
    const placed = await order(s, { cartId: cart.id, paymentMethod: byCard, bin: '411111', type: 'visa' }, 'attempt-1');
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      orderNumber: expect.stringMatching(/^CRN\d{8}$/),
      st: expect.any(String),
      status: 'created',
      cartId: cart.id,
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { paymentInstrumentId: cart.payment_instruments[0].payment_instrument_id, cardType: 'visa' } },
      flash: [],
    });
    expect(placed.body.shipments[0]).toMatchObject({ shipmentId: 'me', shippingMethod: 'standard' });
    expect(placed.body.totals.total).toBe(cart.totals.total);
    expect(placed.body.promoSummary.length).toBeGreaterThan(0);
    expect(stockOf('FWINSTOCK1-ember-12')).toBe(before - 2);
    const after = await s.get(`/cart/v1/cart/${cart.id}`);
    expect(after.body).toMatchObject({ state: 'ordered', orderNumber: placed.body.orderNumber });
    expectError(await s.post('/cart/v1/item', { cartId: cart.id, productId: BOOT }), 409, 'ORD409');
  });

  it('answers the same order for the same Idempotency-Key, and ORD409 for a converted cart under a new key', async () => {
    const s = await guestShopper(api);
    const cart = await s.readyCart();
    const first = await order(s, { cartId: cart.id, paymentMethod: byCard }, 'same-key');
    const again = await order(s, { cartId: cart.id, paymentMethod: byCard }, 'same-key');
    expect(again.status).toBe(200);
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expectError(await order(s, { cartId: cart.id, paymentMethod: byCard }, 'other-key'), 409, 'ORD409');
    expectError(await order(s, { cartId: cart.id, paymentMethod: byCard }), 409, 'ORD409');
    const other = await s.readyCart();
    expectError(await order(s, { cartId: other.id, paymentMethod: byCard }, 'same-key'), 422, 'API400');
    expectError(await order(s, { cartId: other.id, paymentMethod: byCard }, 'bad key!'), 400, 'API400');
  });

  it('refuses an empty cart (ORD415), a missing billing address, a missing instrument, an uncovered total', async () => {
    const s = await guestShopper(api);
    const empty = await s.cart();
    expectError(await order(s, { cartId: empty.id, paymentMethod: byCard }), 409, 'ORD415');
    const cart = await cartWithBoot(s);
    ok(await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [US_ADDRESS] }));
    expectError(await order(s, { cartId: cart.id, paymentMethod: byCard }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    await payWith(s, cart.id, '4111111111111111');
    const noBilling = await order(s, { cartId: cart.id, paymentMethod: byCard });
    expectError(noBilling, 404, 'ADDRESS_NOT_FOUND');
    ok(await s.del(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_instrument_id: (await s.get(`/cart/v1/cart/${cart.id}`)).body.payment_instruments[0].payment_instrument_id }));
    ok(await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006493333333333', pin: '1234' } }));
    expectError(await order(s, { cartId: cart.id, billingAddress: US_ADDRESS, paymentMethod: { code: 'GIFT_CARD' } }), 409, 'PYT404');
    expectError(await order(s, { cartId: 'nope', paymentMethod: byCard }), 404, 'CART_NOT_FOUND');
    const stranger = await guestShopper(api);
    expectError(await order(stranger, { cartId: cart.id, paymentMethod: byCard }), 403, 'INVALID_CUSTOMER');
  });

  it('refuses a parcel order without a shipping address (ADDRESS_NOT_FOUND)', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s);
    await payWith(s, cart.id, '4111111111111111');
    expectError(await order(s, { cartId: cart.id, billingAddress: US_ADDRESS, paymentMethod: byCard }), 404, 'ADDRESS_NOT_FOUND');
  });

  it('pays with a card sent along (additionalData.paymentCard) and a billing address in the body', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s);
    ok(await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [US_ADDRESS] }));
    const placed = await order(s, { cartId: cart.id, billingAddress: US_ADDRESS, paymentMethod: { code: 'CREDIT_CARD', additionalData: { paymentCard: VISA } } });
    expect(placed.status).toBe(200);
    expect(placed.body.payment_instruments[0]).toMatchObject({ payment_method_id: 'CREDIT_CARD', card: { last4: '1111' } });
    expect(placed.body.billingAddress).toMatchObject({ approachType: 'B' });
  });

  it('records a decline under its key; the cart stays open and another card under a new key succeeds', async () => {
    const s = await guestShopper(api);
    const cart = await s.readyCart();
    await payWith(s, cart.id, '4000000000000002');
    const declined = await order(s, { cartId: cart.id, paymentMethod: byCard }, 'decline-1');
    expectError(declined, 402, 'PAYMENT_ERROR');
    expectError(await order(s, { cartId: cart.id, paymentMethod: byCard }, 'decline-1'), 402, 'PAYMENT_ERROR');
    expect((await s.get(`/cart/v1/cart/${cart.id}`)).body.state).toBe('open');
    await payWith(s, cart.id, '5555555555554444');
    const placed = await order(s, { cartId: cart.id, paymentMethod: byCard }, 'decline-2');
    expect(placed.status).toBe(200);
  });

  it('refuses the fraud card, a Klarna decline (PAY400), a failing wallet token, a failing bot check', async () => {
    const s = await guestShopper(api);
    const cart = await s.readyCart();
    await payWith(s, cart.id, '4100000000000019');
    expectError(await order(s, { cartId: cart.id, paymentMethod: byCard }), 402, 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION');
    ok(await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'KLARNA', additionalDetails: { paymentData: { authorizationToken: 'klarna-declined' } } }));
    expectError(await order(s, { cartId: cart.id, paymentMethod: { code: 'KLARNA' } }), 402, 'PAY400');
    ok(await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'DW_APPLE_PAY', additionalDetails: { paymentData: 'wallet-failure' } }));
    expectError(await order(s, { cartId: cart.id, paymentMethod: { code: 'DW_APPLE_PAY' } }), 402, 'PAYMENT_ERROR');
    expectError(await order(s, { cartId: cart.id, paymentMethod: { code: 'DW_APPLE_PAY' }, recaptcha_response: 'captcha-fail' }), 403, 'AUT403');
    ok(await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'KLARNA', additionalDetails: { paymentData: { authorizationToken: 'klarna-approved' } } }));
    expect((await order(s, { cartId: cart.id, paymentMethod: { code: 'KLARNA' } })).status).toBe(200);
  });

  it('refuses a line another order emptied (ITEM_NO_LONGER_AVAILABLE, ORD430) or cut (SOME_PRODUCTS_NO_INVENTORY)', async () => {
    const a = await guestShopper(api);
    const b = await guestShopper(api);
    const cartA = await a.readyCart('APLOWSTCK1-glacier-04', 3);
    const cartB = await b.readyCart('APLOWSTCK1-glacier-04', 1);
    expect((await order(b, { cartId: cartB.id, paymentMethod: byCard })).status).toBe(200);
    const cut = await order(a, { cartId: cartA.id, paymentMethod: byCard });
    expectError(cut, 409, 'SOME_PRODUCTS_NO_INVENTORY');
    expect(flashTypes((await a.get(`/cart/v1/cart/${cartA.id}`)).body)).toContain('ProductLineItemInventoryMissing');
    const c = await guestShopper(api);
    const cartC = await c.readyCart('APLOWSTCK1-glacier-04', 2);
    expect((await order(c, { cartId: cartC.id, paymentMethod: byCard })).status).toBe(200);
    const gone = await order(a, { cartId: cartA.id, paymentMethod: byCard });
    expectError(gone, 409, 'ITEM_NO_LONGER_AVAILABLE');
    expect(errorIds(gone)).toEqual(['ITEM_NO_LONGER_AVAILABLE', 'ORD430']);
    expect(stockOf('APLOWSTCK1-glacier-04')).toBe(0);
  });

  it('takes pickup lines from the store shelf, not from online stock', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const added = await s.add(cart.id, { productId: 'GRONESIZE1', storeId: '1002' });
    const shelf = added.items[0].shippingOptions.storeInfo.inventory;
    const online = stockOf('GRONESIZE1-black-01');
    ok(await s.post(`/cart/v1/cart/${cart.id}/billingAddress`, US_ADDRESS));
    await payWith(s, cart.id, '4111111111111111');
    expect(flashTypes((await s.post('/cart/v1/cart/prepareOrder', { basketId: cart.id })).body)).toEqual([]);
    const placed = await order(s, { cartId: cart.id, paymentMethod: byCard });
    expect(placed.status).toBe(200);
    expect(placed.body.shipments[0]).toMatchObject({ shippingMethod: 'pickup', storeId: '1002' });
    expect(stockOf('GRONESIZE1-black-01')).toBe(online);
    const next = await guestShopper(api);
    const nextCart = await next.cart();
    expect((await next.add(nextCart.id, { productId: 'GRONESIZE1', storeId: '1002' })).items[0].shippingOptions.storeInfo.inventory).toBe(shelf - 1);
  });

  it('pays with a gift card alone and debits its balance', async () => {
    const s = await guestShopper(api);
    const cart = await cartWithBoot(s);
    ok(await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [US_ADDRESS] }));
    const before = (await s.post('/cart/v1/giftcard/balance', { cardNumber: '6006492222222222', pin: '1234' })).body.balance;
    const paid = await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006492222222222', pin: '1234' } });
    expect(paid.body.totals.remainingToPay).toBe(0);
    const placed = await order(s, { cartId: cart.id, billingAddress: US_ADDRESS, paymentMethod: { code: 'GIFT_CARD' } });
    expect(placed.status).toBe(200);
    const after = (await s.post('/cart/v1/giftcard/balance', { cardNumber: '6006492222222222', pin: '1234' })).body.balance;
    expect(after).toBeCloseTo(before - paid.body.totals.total, 2);
  });

  it('runs the express wallet flow: wallet shipping contact, prepare, wallet instrument, billing, order', async () => {
    const s = await guestShopper(api);
    const cart = await s.post('/cart/v1/cartWithItem', { productId: BOOT, qty: 1, maxQty: 1 });
    const session = await s.get('/cart/v1/paymentSession?paymentMethodId=DW_APPLE_PAY&referer=https%3A%2F%2Fshop.example%2Fen-us%2Fp%2Fx');
    expect(session.body).toMatchObject({ success: true, provider: 'applepay', locale: 'en_US', meta: { domainName: 'shop.example' } });
    ok(await s.post(`/cart/v2/cart/${cart.body.id}/shippingAddress`, { address: [{ firstName: 'Robin', lastName: 'Hiker', addressLine1: '1 Main St', city: 'Boulder', postalCode: '80302', country: 'US' }], context: 'APPLE_PAY_EXPRESS' }));
    ok(await s.post('/cart/v1/cart/prepareOrder', { basketId: cart.body.id }));
    ok(await s.post(`/cart/v1/cart/${cart.body.id}/paymentInstruments`, { payment_method_id: 'DW_APPLE_PAY', additionalDetails: { paymentData: 'wallet-success' } }));
    ok(await s.post(`/cart/v1/cart/${cart.body.id}/billingAddress`, { ...US_ADDRESS, country: 'CA' }));
    const placed = await order(s, { cartId: cart.body.id, paymentMethod: { code: 'DW_APPLE_PAY' }, recaptcha_response: 'token-ok' }, 'wallet-1');
    expect(placed.status).toBe(200);
    expect(placed.body.paymentMethod.code).toBe('DW_APPLE_PAY');
  });
});

describe('3-D Secure', () => {
  it('answers PaymentNotAuthorized with an action, then places the order on a patch with threeDS2Result Y', async () => {
    const s = await guestShopper(api);
    const cart = await s.readyCart();
    await payWith(s, cart.id, '4000000000003220');
    const pending = await order(s, { cartId: cart.id, paymentMethod: byCard });
    expect(pending.status).toBe(200);
    expect(pending.body.status).toBe('pending_authentication');
    expect(pending.body.flash[0]).toMatchObject({ type: 'PaymentNotAuthorized', action: { type: 'threeDS2', subtype: 'challenge', token: expect.any(String) } });
    const path = `/cart/v2/checkout/order/${pending.body.orderNumber}`;
    expectError(await s.patch(path, { paymentMethod: { code: 'CREDIT_CARD', additionalData: {} } }), 400, 'API400');
    expectError(await s.patch(path, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y', paymentInstrumentId: 'other' } } }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    const done = await s.patch(path, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y', cardType: 'visa', sessionID: 'S1' } } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ orderNumber: pending.body.orderNumber, status: 'created', flash: [] });
    expect((await s.patch(path, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } } })).body.status).toBe('created');
    const stranger = await guestShopper(api);
    expectError(await stranger.patch(path, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } } }), 404, 'OHS4004');
    expectError(await s.patch('/cart/v2/checkout/order/CRN99999999', { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } } }), 404, 'OHS4004');
  });

  it('fails the order on a failed challenge (PAY401) and gives its stock back', async () => {
    const s = await guestShopper(api);
    const before = stockOf('FWINSTOCK1-black-12');
    const cart = await s.readyCart('FWINSTOCK1-black-12', 1);
    await payWith(s, cart.id, '4000008400001629');
    const pending = await order(s, { cartId: cart.id, paymentMethod: byCard });
    expect(stockOf('FWINSTOCK1-black-12')).toBe(before - 1);
    const path = `/cart/v2/checkout/order/${pending.body.orderNumber}`;
    expectError(await s.patch(path, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } } }), 402, 'PAY401');
    expect(stockOf('FWINSTOCK1-black-12')).toBe(before);
    expectError(await s.patch(path, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } } }), 409, 'ORD409');
  });

  it('fails the challenge card too when the shopper does not authenticate (threeDS2Result N)', async () => {
    const s = await guestShopper(api);
    const cart = await s.readyCart();
    await payWith(s, cart.id, '4000000000003220');
    const pending = await order(s, { cartId: cart.id, paymentMethod: byCard });
    expectError(await s.patch(`/cart/v2/checkout/order/${pending.body.orderNumber}`, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'N' } } }), 402, 'PAY401');
  });
});

describe('associate orders (buy in store)', () => {
  it('attaches inStoreSalesInfo from the buy-in-store session; refuses it otherwise', async () => {
    const guest = await api.guest();
    const login = await api.post('/consumers-v3/consumer/agent/login', { storeId: '1001', storeEmployeeId: 'E1001', password: TEST_PASSWORD }, { token: guest.accessToken });
    ok(login);
    const associate = shopperSession(api, login.body.accessToken);
    const cart = await associate.readyCart();
    expectError(await order(associate, { cartId: cart.id, paymentMethod: byCard, inStoreSalesInfo: { storeId: '1001' } }), 400, 'API400');
    expectError(await order(associate, { cartId: cart.id, paymentMethod: byCard, inStoreSalesInfo: { storeId: '1002', storeEmployeeId: 'E1001' } }), 403, 'API403');
    const placed = await order(associate, { cartId: cart.id, paymentMethod: byCard, inStoreSalesInfo: { storeId: '1001', storeEmployeeId: 'E1001' } });
    expect(placed.status).toBe(200);
    expect(placed.body.inStoreSalesInfo).toEqual({ storeId: '1001', storeEmployeeId: 'E1001' });
    const s = await guestShopper(api);
    const mine = await s.readyCart();
    expectError(await order(s, { cartId: mine.id, paymentMethod: byCard, inStoreSalesInfo: { storeId: '1001', storeEmployeeId: 'E1001' } }), 403, 'API403');
  });
});

describe('device fingerprint', () => {
  it('stores the payload, linked to the cart when named; INVALID_CUSTOMER for a cart of someone else', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const answer = await s.post('/cart/v1/deviceFingerPrint', { cartId: cart.id, payload: { screen: '1920x1080', tz: 'Europe/London' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, fingerprintId: expect.any(String) });
    const row = harness.sandbox.db.prepare('SELECT cart_id, payload FROM device_fingerprints WHERE id = ?').get(answer.body.fingerprintId) as { cart_id: string; payload: string };
    expect(row.cart_id).toBe(cart.id);
    expect(JSON.parse(row.payload)).toEqual({ screen: '1920x1080', tz: 'Europe/London' });
    expect((await s.post('/cart/v1/deviceFingerPrint', { payload: 'opaque-blob' })).status).toBe(201);
    const stranger = await guestShopper(api);
    expectError(await stranger.post('/cart/v1/deviceFingerPrint', { cartId: cart.id, payload: 'x' }), 403, 'INVALID_CUSTOMER');
  });
});

describe('a signed-in shopper', () => {
  it('orders with their own token; the order is theirs only', async () => {
    const tokens = await api.signIn(TEST_ACCOUNTS.member.email);
    const s = shopperSession(api, tokens.accessToken);
    const cart = await s.readyCart();
    const placed = await order(s, { cartId: cart.id, paymentMethod: byCard });
    expect(placed.status).toBe(200);
    const row = harness.sandbox.db.prepare('SELECT owner FROM orders WHERE order_number = ?').get(placed.body.orderNumber) as { owner: string };
    expect(row.owner).toBe(TEST_ACCOUNTS.member.consumerNo);
  });
});
