/**
 * The cart calls over HTTP (schemas/api/cart.ts): carts, items, coupons, shipping methods,
 * saved-for-later, reserve-and-collect and price adjustments, each with its documented errors;
 * totals, promotions, approaching promotions, flashes and delivery-method transitions.
 */
import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../../../src/sandbox/auth/test-data.ts';
import { transaction } from '../../../src/sandbox/db.ts';
import { pickupStore, storeStock, type PickupStore } from '../../../src/sandbox/cart/stores.ts';
import { errorIds, sandboxClient } from './auth-helpers.ts';
import { BOOT, expectError, flashTypes, guestShopper, noticeIds, ok, signedInShopper, US_ADDRESS } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);
/** The lines the shopper chose (the gift with purchase left out). */
const lines = (cart: any): any[] => cart.items.filter((i: any) => !i.bonus);
const setStock = (variantId: string, quantity: number) =>
  transaction(harness.sandbox.db, () => harness.sandbox.db.prepare('UPDATE inventory SET quantity = ? WHERE variant_id = ?').run(quantity, variantId));

describe('carts', () => {
  it('needs a token: 401 AUT404 without one', async () => {
    const answer = await api.post('/cart/v1/cart', {});
    expectError(answer, 401, 'AUT404');
  });

  it('creates a cart in the currency of the site, and gives the same open cart back', async () => {
    const guest = await api.guest();
    const first = await api.post('/cart/v1/cart', {}, { token: guest.accessToken, headers: { 'x-site-id': 'CAIRN_EN_GB' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ currency: 'GBP', state: 'open', totalItems: 0, items: [] });
    expect(first.body.id).toBe(first.body.basketId);
    const again = await api.post('/cart/v1/cart', {}, { token: guest.accessToken, headers: { 'x-site-id': 'CAIRN_EN_GB' } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('creates a cart with an item, or several', async () => {
    const s = await guestShopper(api);
    const one = await s.post('/cart/v1/cartWithItem', { productId: BOOT, qty: 2 });
    expect(one.status).toBe(201);
    expect(lines(one.body)).toHaveLength(1);
    expect(one.body.items[0]).toMatchObject({ productId: BOOT, masterId: 'FWINSTOCK1', qty: 2, maxQty: 999999 });
    const many = await s.post('/cart/v1/cartWithItem', { items: [{ productId: BOOT }, { productId: 'GRONESIZE1' }] });
    expect(many.status).toBe(201);
    expect(lines(many.body).map((i: any) => i.productId)).toEqual([BOOT, 'GRONESIZE1-black-01']);
  });

  it("lists each line's sizes of its own colour, its own selected, and its stock as it is now", async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    await s.post('/cart/v1/item', { cartId: cart.id, productId: 'FWINSTOCK1-moss-02' });
    const both = await s.post('/cart/v1/item', { cartId: cart.id, productId: 'FWINSTOCK1-black-03' });
    const [moss, black] = lines(both.body);
    expect(moss.variants.map((v: any) => v.productId)).toEqual(Array.from({ length: 12 }, (_, i) => `FWINSTOCK1-moss-${String(i + 1).padStart(2, '0')}`));
    expect(moss.variants.filter((v: any) => v.selected).map((v: any) => v.productId)).toEqual(['FWINSTOCK1-moss-02']);
    expect(black.variants.filter((v: any) => v.selected).map((v: any) => v.productId)).toEqual(['FWINSTOCK1-black-03']);
    expect(new Set(black.variants.map((v: any) => v.attributes.color))).toEqual(new Set(['black']));
    // Each answer reads the stock afresh, of every line at once.
    setStock('FWINSTOCK1-black-03', 4);
    const again = (await s.get(`/cart/v1/cart/${cart.id}`)).body;
    expect(lines(again).map((l: any) => [l.productId, l.inventory])).toEqual([
      ['FWINSTOCK1-moss-02', moss.inventory],
      ['FWINSTOCK1-black-03', 4],
    ]);
    expect(lines(again)[0].variants).toEqual(moss.variants);
  });

  it('answers CART_NOT_FOUND (with BSK404) for an unknown cart, INVALID_CUSTOMER (with AUT498) for someone else\'s', async () => {
    const a = await guestShopper(api);
    const b = await guestShopper(api);
    const cart = await a.cart();
    const missing = await a.get('/cart/v1/cart/nope');
    expectError(missing, 404, 'CART_NOT_FOUND');
    expect(errorIds(missing)).toEqual(['CART_NOT_FOUND', 'BSK404']);
    const stolen = await b.get(`/cart/v1/cart/${cart.id}`);
    expectError(stolen, 403, 'INVALID_CUSTOMER');
    expect(errorIds(stolen)).toEqual(['INVALID_CUSTOMER', 'AUT498']);
    expectError(await b.add(cart.id, { productId: BOOT }).catch(() => b.post('/cart/v1/item', { cartId: cart.id, productId: BOOT })), 403, 'INVALID_CUSTOMER');
  });
});

describe('items', () => {
  it('adds with every body field: upc, maxQty, recipe and customs code, image, pdp url, complete gift option', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const byUpc = await s.add(cart.id, { upc: '800000000006', qty: 1, maxQty: 5, productImageURL: '/media/x.svg', pdpUrl: '/en-us/p/summit-FWINSTOCK1' });
    expect(byUpc.items[0]).toMatchObject({ productId: BOOT, upc: '800000000006', maxQty: 5, productImageURL: '/media/x.svg', pdpUrl: '/en-us/p/summit-FWINSTOCK1', isCustoms: false });
    const custom = await s.add(cart.id, { productId: 'FWCUSTOMS1-clay-03', recipeId: 'R-123', precreatedCustomsCode: 'PCC-9' });
    const line = custom.items.find((i: any) => i.masterId === 'FWCUSTOMS1');
    expect(line).toMatchObject({ recipeId: 'R-123', precreatedCustomsCode: 'PCC-9', isCustoms: true, shippingOptions: { selected: 'customs', available: ['customs'] } });
    expect(line.shippingOptions.shippingMethod).toMatchObject({ code: 'customs', deliveryTime: '21-28' });
    const gift = await s.add(cart.id, { productId: 'GRGIFTCRD1-pine-02', giftOption: { to: 'Sam', email: 'sam@example.test', message: 'Happy trails' } });
    const card = gift.items.find((i: any) => i.masterId === 'GRGIFTCRD1');
    expect(card).toMatchObject({ isDigitalProduct: true, giftOption: { to: 'Sam', email: 'sam@example.test', message: 'Happy trails' }, shippingOptions: { selected: 'digital' } });
    expect(card.taxTotal).toBe(0);
  });

  it('drops a gift option that lacks to, email or message', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const added = await s.add(cart.id, { productId: 'GRGIFTCRD1-pine-01', giftOption: { to: 'Sam', email: 'sam@example.test' } });
    expect(added.items[0].giftOption).toBeUndefined();
  });

  it('adds a gift card with a custom amount; INVALID_PRICE outside 10–500 or on another product', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const added = await s.add(cart.id, { productId: 'GRGIFTCRD1-pine-01', customAmount: 75 });
    expect(added.items[0]).toMatchObject({ customAmount: 75, price: { current: 75, rowTotal: 75 } });
    expectError(await s.post('/cart/v1/item', { cartId: cart.id, productId: 'GRGIFTCRD1-pine-01', customAmount: 5 }), 400, 'INVALID_PRICE');
    expectError(await s.post('/cart/v1/item', { cartId: cart.id, productId: BOOT, customAmount: 50 }), 400, 'INVALID_PRICE');
  });

  it('adds the same variant to its line; 50 adds of one never pass the line maximum', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    await s.add(cart.id, { productId: BOOT });
    const twice = await s.add(cart.id, { productId: BOOT, qty: 2 });
    expect(lines(twice)).toHaveLength(1);
    expect(twice.items[0].qty).toBe(3);
    expect(twice.totalItems).toBe(3);
  });

  it('refuses past the line maximum with ADDED_MAX_QUANTITY naming it (maxQty, or GRLIMITED1 limit 2)', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    await s.add(cart.id, { productId: 'GRLIMITED1', qty: 2 });
    const third = await s.post('/cart/v1/item', { cartId: cart.id, productId: 'GRLIMITED1' });
    expectError(third, 409, 'ADDED_MAX_QUANTITY');
    expect(third.body.errorDetails[0].message).toContain('2');
    const quick = await s.post('/cart/v1/item', { cartId: cart.id, productId: BOOT, qty: 2, maxQty: 1 });
    expectError(quick, 409, 'ADDED_MAX_QUANTITY');
    expect(quick.body.errorDetails[0].message).toBe('The maximum quantity for this item is 1.');
  });

  it('cuts a batch line to its maximum with a ProductItemMaxQuantity flash', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const answer = await s.post('/cart/v1/item', [{ cartId: cart.id, productId: 'GRLIMITED1', qty: 5 }, { cartId: cart.id, productId: BOOT }]);
    ok(answer);
    expect(answer.body.items.find((i: any) => i.masterId === 'GRLIMITED1').qty).toBe(2);
    expect(flashTypes(answer.body)).toContain('ProductItemMaxQuantity');
  });

  it('refuses a sold-out item (ITEM_NOT_AVAILABLE), an unpriced one (NO_PRICE), an unknown one, and the gift with purchase (GWP_PRODUCT)', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    expectError(await s.post('/cart/v1/item', { cartId: cart.id, productId: 'FWSOLDOUT1-plum-01' }), 409, 'ITEM_NOT_AVAILABLE');
    expectError(await s.post('/cart/v1/item', { cartId: cart.id, productId: 'GRNOPRICE1' }), 409, 'NO_PRICE');
    expectError(await s.post('/cart/v1/item', { cartId: cart.id, productId: 'ZZNOTHING1' }), 404, 'ITEM_NOT_AVAILABLE');
    expectError(await s.post('/cart/v1/item', { cartId: cart.id, productId: 'GRFREEGFT1' }), 409, 'GWP_PRODUCT');
    expectError(await s.post('/cart/v1/item', { cartId: cart.id }), 400, 'API400');
  });

  it('cuts a line to the stock left, with a ProductLineItemInventoryMissing flash', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const added = await s.add(cart.id, { productId: 'APLOWSTCK1-glacier-01', qty: 5 });
    expect(added.items[0].qty).toBe(3);
    expect(flashTypes(added)).toEqual(['ProductLineItemInventoryMissing']);
  });

  it('adds a batch past a sold-out item (ProductItemNotAvailable, SOME_PRODUCTS_NO_INVENTORY); ITEMS_OOS when none is in stock', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const some = await s.post('/cart/v1/item', [{ cartId: cart.id, productId: BOOT }, { cartId: cart.id, productId: 'FWSOLDOUT1-fog-01' }]);
    ok(some);
    expect(lines(some.body)).toHaveLength(1);
    expect(flashTypes(some.body)).toContain('ProductItemNotAvailable');
    expect(noticeIds(some.body)).toContain('SOME_PRODUCTS_NO_INVENTORY');
    const none = await s.post('/cart/v1/item', [{ cartId: cart.id, productId: 'FWSOLDOUT1-fog-01' }, { cartId: cart.id, productId: 'FWSOLDOUT1-fog-02' }]);
    expectError(none, 409, 'ITEMS_OOS');
    expectError(await s.post('/cart/v1/item', [{ cartId: cart.id, productId: BOOT }, { cartId: 'other', productId: BOOT }]), 400, 'API400');
  });

  it('updates quantity, size, gift option and store; qty 0 removes; ADDED_MAX_QUANTITY and unknown lines refused', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const added = await s.add(cart.id, { productId: BOOT });
    const itemId = added.items[0].id;
    const bigger = await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId, qty: 4, productId: 'FWINSTOCK1-moss-05' });
    ok(bigger);
    expect(bigger.body.items[0]).toMatchObject({ qty: 4, productId: 'FWINSTOCK1-moss-05', attributes: { size: '9' } });
    expectError(await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId, qty: 3, maxQty: 2 }), 409, 'ADDED_MAX_QUANTITY');
    expectError(await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId, productId: 'GRONESIZE1-black-01' }), 404, 'ITEM_NOT_AVAILABLE');
    expectError(await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId: 'nope', qty: 1 }), 404, 'ORD404');
    const pickup = await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId, storeId: '1001', qty: 1 });
    expect(pickup.body.items[0]).toMatchObject({ storeId: '1001', shippingOptions: { selected: 'pickup', storeInfo: { id: '1001' } } });
    const home = await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId, storeId: null });
    expect(home.body.items[0].shippingOptions.selected).toBe('standard');
    const gone = await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId, qty: 0 });
    expect(gone.body.items).toEqual([]);
  });

  it('removes a line; "Unable to remove item from cart. Please try again later" for an unknown one', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const added = await s.add(cart.id, { productId: BOOT });
    const removed = await s.del('/cart/v1/item', { cartId: cart.id, itemId: added.items[0].id, upc: added.items[0].upc });
    ok(removed);
    expect(removed.body.items).toEqual([]);
    const again = await s.del('/cart/v1/item', { cartId: cart.id, itemId: added.items[0].id });
    expectError(again, 404, 'ORD404');
    expect(again.body.errorDetails[0].message).toBe('Unable to remove item from cart. Please try again later');
  });
});

describe('totals, tax and shipping per site', () => {
  it('adds US tax (8.25%) on top and charges standard shipping below 100', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const answer = await s.add(cart.id, { productId: 'GRONESIZE1' });
    // 49.95 less the automatic 10% headlamp promotion (4.995 → 5.00) = 44.95; shipping 8.95.
    expect(answer.totals).toMatchObject({
      currency: 'USD',
      itemSubTotal: 49.95,
      itemTotal: 44.95,
      shipping: 8.95,
      totalDiscount: 5,
      tax: Math.round((44.95 + 8.95) * 0.0825 * 100) / 100,
      totalUnits: 1,
      remainingToPay: answer.totals.total,
      appliedRewards: 0,
      giftCards: [],
    });
    expect(answer.totals.total).toBeCloseTo(44.95 + 8.95 + answer.totals.tax, 2);
    expect(answer.totals.totalWithoutTax).toBeCloseTo(44.95 + 8.95, 2);
    expect(answer.totals.netAmount).toBe(answer.totals.totalWithoutTax);
    expect(answer.totals.taxation).toMatchObject({ net: answer.totals.totalWithoutTax, rate: 0.0825, included: false });
    expect(answer.totals.taxAmount).toBe(answer.totals.tax);
    expect(answer.totals.totalDiscountPercentage).toBeCloseTo((5 / (49.95 + 8.95)) * 100, 1);
    expect(answer.items[0].productPromotions).toEqual([expect.objectContaining({ promotionId: 'PROMO-HEADLAMP-10', price: -5 })]);
    expect(answer.promoSummary).toContainEqual(expect.objectContaining({ level: 'PRODUCT', promotionId: 'PROMO-HEADLAMP-10' }));
  });

  it('keeps VAT inside EMEA prices (en-gb 20%)', async () => {
    const s = await guestShopper(api, 'CAIRN_EN_GB');
    const cart = await s.cart();
    const answer = await s.add(cart.id, { productId: BOOT });
    const { totals } = answer;
    expect(totals.currency).toBe('GBP');
    expect(totals.taxation.included).toBe(true);
    expect(totals.total).toBeCloseTo(totals.itemTotal + totals.shipping, 2);
    expect(totals.tax).toBeCloseTo(((totals.itemTotal + totals.shipping) * 0.2) / 1.2, 1);
    expect(totals.totalWithoutTax).toBeCloseTo(totals.total - totals.tax, 2);
  });

  it('lists approaching promotions in 3 pipe-separated parts (GWP unsplit): below, above, reached', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const small = await s.add(cart.id, { productId: 'GRLIMITED1' }); // 24.95
    const ship = (c: any) => c.approachingPromotions.find((p: any) => p.promotionId === 'PROMO-FREE-SHIPPING');
    expect(ship(small)).toMatchObject({ approachingDisplayLevel: 'Below Threshold', level: 'SHIPPING', promotionClass: 'SHIPPING', distanceFromConditionThreshold: 75.05 });
    expect(ship(small).calloutMsg.split('|')).toHaveLength(3);
    const half = await s.add(cart.id, { productId: 'GRLIMITED1' }); // 49.90
    expect(ship(half)).toMatchObject({ approachingDisplayLevel: 'Below Threshold' });
    const more = await s.add(cart.id, { productId: 'GRONESIZE1' }); // + 44.95 = 94.85
    expect(ship(more)).toMatchObject({ approachingDisplayLevel: 'Above Threshold', distanceFromConditionThreshold: 5.15 });
    expect(ship(more).calloutMsg).toBe("You're|$5.15|away from free standard shipping");
    for (const p of more.approachingPromotions) {
      if (p.promotionClass === 'GWP') expect(p.calloutMsg).not.toContain('|');
      else expect(p.calloutMsg.split('|')).toHaveLength(3);
    }
    const gwp = more.approachingPromotions.find((p: any) => p.promotionClass === 'GWP');
    expect(gwp.approachingDisplayLevel).toBe('Threshold Reached');
    const boots = await s.add(cart.id, { productId: BOOT });
    expect(ship(boots)).toMatchObject({ approachingDisplayLevel: 'Threshold Reached', distanceFromConditionThreshold: 0 });
    expect(boots.totals.shipping).toBe(0);
    expect(boots.promoSummary).toContainEqual(expect.objectContaining({ level: 'SHIPPING', promotionId: 'PROMO-FREE-SHIPPING' }));
    expect(boots.items.find((i: any) => i.masterId === 'FWINSTOCK1').shippingPromotions[0]).toMatchObject({ promotionId: 'PROMO-FREE-SHIPPING' });
  });

  it('adds the gift with purchase from 75 and keeps it out once removed', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const answer = await s.add(cart.id, { productId: BOOT });
    const bonus = answer.items.find((i: any) => i.bonus);
    expect(bonus).toMatchObject({ masterId: 'GRFREEGFT1', qty: 1, price: { current: 0 } });
    expect(answer.totalItems).toBe(1);
    expectError(await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId: bonus.id, qty: 2 }), 409, 'GWP_PRODUCT');
    const removed = await s.del('/cart/v1/item', { cartId: cart.id, itemId: bonus.id });
    expect(removed.body.items.some((i: any) => i.bonus)).toBe(false);
    const more = await s.add(cart.id, { productId: BOOT });
    expect(more.items.some((i: any) => i.bonus)).toBe(false);
  });

  it('applies the spend-and-save ORDER promotion from 250, prorated over the lines', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const answer = await s.add(cart.id, { productId: BOOT, qty: 2 });
    expect(answer.orderPromotions).toContainEqual(expect.objectContaining({ promotionId: 'PROMO-SPEND-AND-SAVE', price: -25 }));
    expect(answer.promoSummary).toContainEqual(expect.objectContaining({ level: 'ORDER', promotionId: 'PROMO-SPEND-AND-SAVE' }));
    const line = answer.items.find((i: any) => !i.bonus);
    expect(line.price).toMatchObject({ rowTotal: 359.9, priceAfterItemDiscount: 359.9, priceAfterOrderDiscount: 334.9, proratedPrice: 334.9 });
  });
});

describe('coupons', () => {
  it('applies percent, fixed, free-shipping and product coupons; removes by code or id', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    await s.add(cart.id, { productId: 'GRLIMITED1' }); // 24.95
    const save10 = await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'save10' });
    ok(save10);
    expect(save10.body.couponItems[0]).toMatchObject({ code: 'SAVE10', statusCode: 'applied', valid: true, level: 'ORDER' });
    expect(save10.body.orderPromotions).toContainEqual(expect.objectContaining({ couponCode: 'SAVE10', price: -2.5 }));
    const take20 = await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'TAKE20' });
    expect(take20.body.couponItems.find((c: any) => c.code === 'TAKE20')).toMatchObject({ statusCode: 'no_applicable_promotion', valid: false });
    expect(noticeIds(take20.body)).toContain('COUPON_NOT_APPLIED');
    expect(take20.body.approachingPromotions.some((p: any) => p.promotionId === 'PROMO-TAKE20')).toBe(true);
    const free = await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'FREESHIP' });
    expect(free.body.totals.shipping).toBe(0);
    expect(free.body.promoSummary).toContainEqual(expect.objectContaining({ level: 'SHIPPING', couponCode: 'FREESHIP' }));
    const boots = await s.add(cart.id, { productId: BOOT });
    expect(boots.couponItems.find((c: any) => c.code === 'TAKE20').statusCode).toBe('applied');
    const product = await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'BOOTS20' });
    const bootLine = product.body.items.find((i: any) => i.masterId === 'FWINSTOCK1');
    expect(bootLine.productPromotions).toContainEqual(expect.objectContaining({ couponCode: 'BOOTS20', price: -35.99 }));
    const byId = product.body.couponItems.find((c: any) => c.code === 'SAVE10').couponItemId;
    const removed = await s.del('/cart/v1/coupon', { cartId: cart.id, couponItemId: byId });
    expect(removed.body.couponItems.map((c: any) => c.code)).not.toContain('SAVE10');
    const removedByCode = await s.del('/cart/v1/coupon', { cartId: cart.id, code: 'freeship' });
    expect(removedByCode.body.couponItems.map((c: any) => c.code)).not.toContain('FREESHIP');
  });

  it('refuses invalid (PRM130), expired (PRM135), not yet active (PRM160), twice (PRM140); removing an absent one PRM416', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    expectError(await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'NOPE' }), 400, 'PRM130');
    expectError(await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'EXPIRED10' }), 400, 'PRM135');
    expectError(await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'LATER15' }), 400, 'PRM160');
    ok(await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'SAVE10' }));
    expectError(await s.put('/cart/v1/coupon', { cartId: cart.id, code: 'SAVE10' }), 409, 'PRM140');
    expectError(await s.del('/cart/v1/coupon', { cartId: cart.id, code: 'TAKE20' }), 404, 'PRM416');
  });
});

describe('shipping methods and delivery-method transitions', () => {
  it("lists the own shipment's and each line's methods with price and delivery time", async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const added = await s.add(cart.id, { productId: 'GRONESIZE1' });
    expect(added.shippingMethods[0]).toMatchObject({ shippingId: 'me' });
    expect(added.shippingMethods[0].applicableShippingMethods.map((m: any) => [m.code, m.price.amount, m.selected])).toEqual([
      ['standard', 8.95, true],
      ['pudo', 4.95, false],
    ]);
    const own = await s.get(`/cart/v1/cart/${cart.id}/shippingMethod/me`);
    ok(own);
    expect(own.body.applicableShippingMethods.map((m: any) => m.code)).toEqual(['standard', 'pudo']);
    const line = await s.get(`/cart/v1/cart/${cart.id}/shippingMethod/${added.items[0].id}?favoriteStoreId=1001`);
    expect(line.body.applicableShippingMethods.map((m: any) => m.code)).toEqual(['standard', 'pudo', 'pickup', 'sts']);
    expect(line.body.applicableShippingMethods.find((m: any) => m.code === 'pickup')).toMatchObject({ deliveryTime: 'Same Day', price: { amount: 0 } });
    expectError(await s.get(`/cart/v1/cart/${cart.id}/shippingMethod/nope`), 404, 'SHP404');
  });

  it("switches the own shipment to pudo and a line to pickup or ship-to-store; refuses what can't be", async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const added = await s.add(cart.id, { productId: 'GRONESIZE1' });
    const itemId = added.items[0].id;
    const pudo = await s.post('/cart/v1/shippingMethod', { cartId: cart.id, shippingId: 'me', code: 'pudo', shopperAppliedSM: true });
    expect(pudo.body.items[0].shippingOptions.selected).toBe('pudo');
    expect(pudo.body.totals.shipping).toBe(4.95);
    const pickup = await s.post('/cart/v1/shippingMethod', { cartId: cart.id, shippingId: itemId, code: 'pickup', storeId: '1001' });
    expect(pickup.body.items[0]).toMatchObject({ storeId: '1001', shippingOptions: { selected: 'pickup' } });
    expect(pickup.body.shipments).toContainEqual(expect.objectContaining({ shipmentId: 'pickup-1001', storeId: '1001' }));
    const sts = await s.post('/cart/v1/shippingMethod', { cartId: cart.id, shippingId: itemId, code: 'sts', storeId: '1003' });
    expect(sts.body.items[0].shippingOptions.selected).toBe('sts');
    expectError(await s.post('/cart/v1/shippingMethod', { cartId: cart.id, shippingId: itemId, code: 'pickup', storeId: '1003' }), 400, 'SHP404');
    expectError(await s.post('/cart/v1/shippingMethod', { cartId: cart.id, shippingId: itemId, code: 'sts', storeId: '1004' }), 400, 'SHP404');
    expectError(await s.post('/cart/v1/shippingMethod', { cartId: cart.id, shippingId: itemId, code: 'pickup', storeId: '9999' }), 404, 'STR404');
    expectError(await s.post('/cart/v1/shippingMethod', { cartId: cart.id, shippingId: 'nope', code: 'standard' }), 404, 'SHP404');
    const ca = await guestShopper(api, 'CAIRN_EN_CA');
    const caCart = await ca.cart();
    await ca.add(caCart.id, { productId: BOOT });
    expectError(await ca.post('/cart/v1/shippingMethod', { cartId: caCart.id, shippingId: 'me', code: 'pudo' }), 400, 'SHP404');
  });

  it('turns a pickup request into ship-to-store (PICKUP_TO_STS) or home (PICKUP_TO_HOME, ORD516) when the shelf is empty', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const sts = await s.add(cart.id, { productId: 'GRONESIZE1', storeId: '1003' });
    expect(sts.items[0]).toMatchObject({ shippingOptions: { selected: 'sts' }, deliveryMethodTransition: { code: 'PICKUP_TO_STS', from: 'pickup', to: 'sts', level: 'info' } });
    expect(noticeIds(sts)).toContain('PICKUP_TO_STS');
    const home = await s.add(cart.id, { productId: BOOT, storeId: '1004' });
    const line = home.items.find((i: any) => i.masterId === 'FWINSTOCK1');
    expect(line.deliveryMethodTransition).toMatchObject({ code: 'PICKUP_TO_HOME', level: 'error' });
    expect(home.customerNotifications).toContainEqual(expect.objectContaining({ id: 'PICKUP_TO_HOME', errorId: 'ORD516', type: 'error' }));
  });

  it('moves lines when store stock changes: home to pickup, sts to pickup, pickup to home (inventorySupplyCheck previews, patch applies)', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    // The last 2 units online of a variant; the favourite store (1001) has 2 to 7 on the shelf.
    setStock('APLOWSTCK1-glacier-02', 2);
    const added = await s.add(cart.id, { productId: 'APLOWSTCK1-glacier-02', qty: 1 });
    setStock('APLOWSTCK1-glacier-02', 0);
    const preview = await s.get(`/cart/v1/cart/${cart.id}?favoriteStoreId=1001&inventorySupplyCheck=true`);
    expect(noticeIds(preview.body)).toContain('HOME_TO_PICKUP');
    expect(preview.body.items[0].shippingOptions.selected).toBe('standard');
    expect(flashTypes(preview.body)).toContain('ProductItemNotAvailable');
    const patched = await s.get(`/cart/v1/cart/${cart.id}?favoriteStoreId=1001&patch=true`);
    expect(patched.body.items[0]).toMatchObject({ storeId: '1001', shippingOptions: { selected: 'pickup' }, deliveryMethodTransition: { code: 'HOME_TO_PICKUP' } });
    expect(flashTypes(patched.body)).not.toContain('ProductItemNotAvailable');
    setStock('APLOWSTCK1-glacier-02', 3);
    expect(added.items[0].id).toBe(patched.body.items[0].id);
  });

  it('returns a ship-to-store line to pickup once the shelf holds it (STS_TO_PICKUP)', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    // One more than the shelf of store 1001 holds (ship-to-store takes up to 5): pickup becomes ship-to-store…
    const store = pickupStore('1001') as PickupStore;
    const variant = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((n) => `FWINSTOCK1-black-${n}`).find((v) => storeStock(harness.sandbox.db, store, v) <= 4) as string;
    const qty = storeStock(harness.sandbox.db, store, variant) + 1;
    const line = (await s.add(cart.id, { productId: variant, qty, storeId: '1001' })).items[0];
    expect(line.shippingOptions.selected).toBe('sts');
    expect(line.deliveryMethodTransition.code).toBe('PICKUP_TO_STS');
    // …and 1 is on the shelf: back to pickup.
    const fewer = await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId: line.id, qty: 1 });
    expect(fewer.body.items[0]).toMatchObject({ shippingOptions: { selected: 'pickup' }, deliveryMethodTransition: { code: 'STS_TO_PICKUP', level: 'info' } });
    expect(noticeIds(fewer.body)).toContain('STS_TO_PICKUP');
  });

  it('sends a ship-to-store line home past 5 units (STS_TO_HOME, ORD518)', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const line = (await s.add(cart.id, { productId: 'GRONESIZE1', storeId: '1003' })).items[0];
    expect(line.shippingOptions.selected).toBe('sts');
    const more = await s.put(`/cart/v1/cart/${cart.id}/item`, { itemId: line.id, qty: 6 });
    expect(more.body.items[0]).toMatchObject({ shippingOptions: { selected: 'standard' }, deliveryMethodTransition: { code: 'STS_TO_HOME', level: 'error' } });
    expect(more.body.customerNotifications).toContainEqual(expect.objectContaining({ id: 'STS_TO_HOME', errorId: 'ORD518' }));
    // Choosing a method clears the transition notice.
    const chosen = await s.post('/cart/v1/shippingMethod', { cartId: cart.id, shippingId: line.id, code: 'standard' });
    expect(chosen.body.items[0].deliveryMethodTransition).toBeUndefined();
    expect(noticeIds(chosen.body)).not.toContain('STS_TO_HOME');
  });
});

describe('saved for later', () => {
  it('saves a product, moves a cart line there (it leaves the cart), moves it back, removes an item', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.member.email);
    const cart = await s.cart();
    const saved = await s.put('/cart/v2/saveForLater', { productId: 'GRONESIZE1', pageUrl: '/en-us/p/polaris-GRONESIZE1' });
    ok(saved);
    expect(saved.body).toMatchObject({ total: 1, items: [expect.objectContaining({ productId: 'GRONESIZE1-black-01', qty: 1, available: true, pageUrl: '/en-us/p/polaris-GRONESIZE1' })] });
    const listId = saved.body.saveForLaterId;
    const added = await s.add(cart.id, { productId: BOOT });
    const moved = await s.post(`/cart/v2/cart/${cart.id}/saveForLater`, { itemId: added.items[0].id });
    ok(moved);
    expect(moved.body.cart.items.filter((i: any) => !i.bonus)).toEqual([]);
    expect(moved.body.saveForLater.saveForLaterId).toBe(listId);
    expect(moved.body.saveForLater.items.map((i: any) => i.productId)).toEqual(['GRONESIZE1-black-01', BOOT]);
    const bootItem = moved.body.saveForLater.items[1].itemId;
    const back = await s.add(cart.id, { productId: BOOT, saveForLater: { saveForLaterId: listId, itemId: bootItem } });
    expect(back.items.some((i: any) => i.productId === BOOT)).toBe(true);
    const removed = await s.del(`/cart/v2/saveForLater/${listId}/items/${moved.body.saveForLater.items[0].itemId}`);
    ok(removed);
    expect(removed.body.items).toEqual([]);
    expectError(await s.del(`/cart/v2/saveForLater/${listId}/items/nope`), 404, 'API404');
    const stranger = await guestShopper(api);
    expectError(await stranger.del(`/cart/v2/saveForLater/${listId}/items/x`), 404, 'API404');
  });

  it("answers ITEM_OOS 'this item could not be moved to cart' when a saved item is out of stock", async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    const saved = await s.put('/cart/v2/saveForLater', { productId: 'FWSOLDOUT1-plum-02' });
    expect(saved.body.items[0].available).toBe(false);
    const back = await s.post('/cart/v1/item', { cartId: cart.id, productId: 'FWSOLDOUT1-plum-02', saveForLater: { saveForLaterId: saved.body.saveForLaterId, itemId: saved.body.items[0].itemId } });
    expectError(back, 409, 'ITEM_OOS');
    expect(back.body.errorDetails[0].message).toBe('this item could not be moved to cart');
    const still = await s.put('/cart/v2/saveForLater', { saveForLaterId: saved.body.saveForLaterId, productId: BOOT });
    expect(still.body.items).toHaveLength(2);
  });

  it('does nothing for an employee (docs/requirements/account-and-loyalty.md#employees)', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.employee.email);
    const saved = await s.put('/cart/v2/saveForLater', { productId: BOOT });
    expect(saved.body).toEqual({ saveForLaterId: '', items: [], total: 0 });
  });
});

describe('reserve and collect', () => {
  it('holds shelf stock for 30 minutes in a new cart; ITEM_NOT_AVAILABLE at a store without it', async () => {
    const s = await guestShopper(api);
    const answer = await s.post('/cart/v1/reserveWithItem', { productId: 'GRONESIZE1', storeId: '1002', qty: 1 });
    expect(answer.status).toBe(201);
    expect(answer.body.items[0]).toMatchObject({ storeId: '1002', shippingOptions: { selected: 'pickup' } });
    const minutes = (Date.parse(answer.body.reservation.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const shelf = answer.body.items[0].shippingOptions.storeInfo.inventory;
    const other = await guestShopper(api);
    const otherCart = await other.cart();
    const seen = await other.get(`/cart/v1/cart/${otherCart.id}`);
    ok(seen);
    const view = await other.add(otherCart.id, { productId: 'GRONESIZE1', storeId: '1002' });
    // The other shopper sees one unit fewer on the shelf: the reservation holds it.
    expect(view.items[0].shippingOptions.storeInfo.inventory).toBe(shelf - 1);
    expectError(await s.post('/cart/v1/reserveWithItem', { productId: 'GRONESIZE1', storeId: '1003' }), 409, 'ITEM_NOT_AVAILABLE');
    expectError(await s.post('/cart/v1/reserveWithItem', { productId: 'GRONESIZE1', storeId: '2001' }), 404, 'STR404');
  });
});

describe('price adjustments', () => {
  it('lets an employee discount a line and the order, change and remove it; 403 for shoppers', async () => {
    const employee = await signedInShopper(api, TEST_ACCOUNTS.employee.email);
    const cart = await employee.cart();
    const added = await employee.add(cart.id, { productId: 'GRONESIZE1' });
    const itemId = added.items[0].id;
    const line = await employee.post(`/cart/v1/cart/${cart.id}/price_adjustments`, { itemId, type: 'amount', value: 10, reasonCode: 'DAMAGED' });
    expect(line.status).toBe(201);
    const adjustment = line.body.priceAdjustments[0];
    expect(adjustment).toMatchObject({ itemId, type: 'amount', value: 10, reasonCode: 'DAMAGED' });
    expect(line.body.items[0]).toMatchObject({ priceAdjustment: -10, price: { priceAfterItemDiscount: 34.95 } });
    const changed = await employee.patch(`/cart/v1/cart/${cart.id}/price_adjustments/${adjustment.adjustmentId}`, { type: 'percentage', value: 50 });
    ok(changed);
    // 50% of 44.95 is 22.475: the discount rounds to 22.48, leaving 22.47.
    expect(changed.body.items[0].price.priceAfterItemDiscount).toBe(22.47);
    const order = await employee.post(`/cart/v1/cart/${cart.id}/price_adjustments`, { type: 'amount', value: 2.48 });
    expect(order.body.orderPromotions).toContainEqual(expect.objectContaining({ price: -2.48 }));
    const removed = await employee.del(`/cart/v1/cart/${cart.id}/price_adjustments/${adjustment.adjustmentId}`);
    expect(removed.body.priceAdjustments).toHaveLength(1);
    expectError(await employee.del(`/cart/v1/cart/${cart.id}/price_adjustments/nope`), 404, 'API404');
    expectError(await employee.post(`/cart/v1/cart/${cart.id}/price_adjustments`, { type: 'percentage', value: 120 }), 400, 'API400');
    const member = await signedInShopper(api, TEST_ACCOUNTS.member.email);
    const mine = await member.cart();
    expectError(await member.post(`/cart/v1/cart/${mine.id}/price_adjustments`, { type: 'amount', value: 5 }), 403, 'API403');
    const guest = await guestShopper(api);
    const guestCart = await guest.cart();
    expectError(await guest.post(`/cart/v1/cart/${guestCart.id}/price_adjustments`, { type: 'amount', value: 5 }), 403, 'AUT404');
  });
});

describe('sign-in carries the guest cart and saved-for-later over', () => {
  it('merges the guest cart into the account cart and the saved list into the account list', async () => {
    const member = await api.signIn(TEST_ACCOUNTS.wranx.email);
    const memberCart = await api.post('/cart/v1/cart', {}, { token: member.accessToken });
    await api.post('/cart/v1/item', { cartId: memberCart.body.id, productId: BOOT }, { token: member.accessToken });
    const guest = await api.guest();
    const guestCart = await api.post('/cart/v1/cart', {}, { token: guest.accessToken });
    await api.post('/cart/v1/item', { cartId: guestCart.body.id, productId: BOOT, qty: 2 }, { token: guest.accessToken });
    await api.post('/cart/v1/item', { cartId: guestCart.body.id, productId: 'GRONESIZE1' }, { token: guest.accessToken });
    await api.call('PUT', '/cart/v1/coupon', { cartId: guestCart.body.id, code: 'SAVE10' }, { token: guest.accessToken });
    const saved = await api.call('PUT', '/cart/v2/saveForLater', { productId: 'GRLIMITED1' }, { token: guest.accessToken });
    const tokens = await api.signIn(TEST_ACCOUNTS.wranx.email, undefined, { guestObjects: { basketId: guestCart.body.id, saveForLaterId: saved.body.saveForLaterId } }, { token: guest.accessToken });
    expect(tokens.basketId).toBe(memberCart.body.id);
    const merged = await api.get(`/cart/v1/cart/${memberCart.body.id}`, { token: tokens.accessToken });
    const units = Object.fromEntries(merged.body.items.filter((i: any) => !i.bonus).map((i: any) => [i.productId, i.qty]));
    expect(units).toEqual({ [BOOT]: 3, 'GRONESIZE1-black-01': 1 });
    expect(merged.body.couponItems.map((c: any) => c.code)).toEqual(['SAVE10']);
    expectError(await api.get(`/cart/v1/cart/${guestCart.body.id}`, { token: tokens.accessToken }), 404, 'CART_NOT_FOUND');
    expect(tokens.saveForLaterId).toBe(saved.body.saveForLaterId);
  });

  it("never claims another guest's cart", async () => {
    const owner = await api.guest();
    const ownerCart = await api.post('/cart/v1/cart', {}, { token: owner.accessToken });
    const intruder = await api.guest();
    const tokens = await api.signIn(TEST_ACCOUNTS.ipa.email, undefined, { guestObjects: { basketId: ownerCart.body.id } }, { token: intruder.accessToken });
    expect(tokens.basketId).not.toBe(ownerCart.body.id);
    ok(await api.get(`/cart/v1/cart/${ownerCart.body.id}`, { token: owner.accessToken }));
    expectError(await api.get(`/cart/v1/cart/${ownerCart.body.id}`, { token: tokens.accessToken }), 403, 'INVALID_CUSTOMER');
  });
});

describe('an address on the cart', () => {
  it('is kept with the cart', async () => {
    const s = await guestShopper(api);
    const cart = await s.cart();
    await s.add(cart.id, { productId: BOOT });
    const withAddress = await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [US_ADDRESS] });
    ok(withAddress);
    const read = await s.get(`/cart/v1/cart/${cart.id}`);
    expect(read.body.shippingAddress).toMatchObject({ ...US_ADDRESS, shippingId: 'me', approachType: 'S' });
  });
});
