import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../schemas/api/cart.ts';
import type { Order } from '../../../schemas/api/checkout.ts';
import type { BffOutcome } from '../../../src/lib/bff/browser.ts';
import { confirmationUrl, createWalletSession, type WalletConfig, type WalletPort, type WalletSource } from '../../../src/lib/payments/wallet/machine.ts';
import { PAYMENT_SESSION_RETRY_MS, type ShippingMethod, type WalletContact } from '../../../src/lib/payments/wallet/rules.ts';

const method = (code: string, selected = false, amount = 8.95): ShippingMethod => ({ code, label: code, price: { amount }, deliveryTime: '3-5', selected }) as ShippingMethod;
const METHODS = [method('standard', true), method('pudo', false, 4.95), method('pickup', false, 0), method('sts', false, 0), method('express', false, 19.95)];

function cart(id: string, over: Partial<Cart> = {}): Cart {
  return {
    basketId: id,
    items: [{ itemId: `${id}-line`, productId: 'FWINSTOCK1-black-09', qty: 1, bonus: false }],
    totals: { total: 129.9, itemTotal: 120, shipping: 8.95, tax: 0.95, totalDiscount: 0 },
    shippingMethods: [{ shippingId: 'me', applicableShippingMethods: METHODS }],
    payment_instruments: [],
    flash: [],
    customerNotifications: [],
    ...over,
  } as unknown as Cart;
}

const ok = <T>(data: T): BffOutcome<T> => ({ ok: true, status: 200, data });
const no = (status: number, errorId: string | null, message: string | null = null): BffOutcome<never> => ({ ok: false, status, errorId, message, appId: null });

interface Fake {
  port: WalletPort;
  calls: Array<[string, ...unknown[]]>;
  names: () => string[];
  answers: Partial<Record<keyof WalletPort, Array<BffOutcome<unknown>>>>;
}

/** A port that records every call and answers from a queue (else a success). */
function fakePort(): Fake {
  const calls: Fake['calls'] = [];
  const answers: Fake['answers'] = {};
  let express = cart('express-1');
  const next = <T>(name: keyof WalletPort, fallback: () => BffOutcome<T>): Promise<BffOutcome<T>> => {
    const queued = answers[name]?.shift();
    return Promise.resolve((queued as BffOutcome<T> | undefined) ?? fallback());
  };
  const rec = (name: string, ...args: unknown[]) => calls.push([name, ...args]);
  const port: WalletPort = {
    createCartWithItem: (line) => (rec('createCartWithItem', line), next('createCartWithItem', () => ok(express))),
    getCart: (id) => (rec('getCart', id), next('getCart', () => ok(cart(id)))),
    setShippingMethod: (id, code) => (rec('setShippingMethod', id, code), next('setShippingMethod', () => ok(cart(id)))),
    applyCoupon: (id, code) => (rec('applyCoupon', id, code), next('applyCoupon', () => ok(cart(id)))),
    paymentSession: () => (rec('paymentSession'), next('paymentSession', () => ok({ success: true, provider: 'applepay', meta: { merchantSessionIdentifier: 'SSH1' } }))),
    shippingMethods: (id) => (rec('shippingMethods', id), next('shippingMethods', () => ok({ applicableShippingMethods: METHODS }))),
    setShippingAddress: (id, a) => (rec('setShippingAddress', id, a), next('setShippingAddress', () => ok(cart(id, { shippingAddress: a })))),
    clearShippingAddress: (id) => (rec('clearShippingAddress', id), next('clearShippingAddress', () => ok(cart(id)))),
    prepareOrder: (id) => (rec('prepareOrder', id), next('prepareOrder', () => ok(cart(id, { shippingAddress: { country: 'US' } as Cart['shippingAddress'] })))),
    addWalletInstrument: (id, data) => (
      rec('addWalletInstrument', id, data),
      next('addWalletInstrument', () => ok(cart(id, { shippingAddress: { country: 'US' } as Cart['shippingAddress'], payment_instruments: [{ payment_method_id: 'DW_APPLE_PAY', payment_instrument_id: 'pi-1' }] as Cart['payment_instruments'] })))
    ),
    removeInstrument: (id, pi) => (rec('removeInstrument', id, pi), next('removeInstrument', () => ok(cart(id)))),
    removeItem: (id, item) => (rec('removeItem', id, item), next('removeItem', () => ok(cart(id, { items: [] })))),
    setBillingAddress: (id, a) => (
      rec('setBillingAddress', id, a),
      next('setBillingAddress', () =>
        ok(cart(id, { shippingAddress: { country: 'US' } as Cart['shippingAddress'], billingAddress: a, payment_instruments: [{ payment_method_id: 'DW_APPLE_PAY', payment_instrument_id: 'pi-1' }] as Cart['payment_instruments'] })),
      )
    ),
    clearBillingAddress: (id) => (rec('clearBillingAddress', id), next('clearBillingAddress', () => ok(cart(id)))),
    countries: () => (rec('countries'), Promise.resolve(['US', 'CA', 'GB'])),
    placeOrder: (c) => (rec('placeOrder', c.basketId), next('placeOrder', () => ok({ orderNumber: 'CA00001234', status: 'created' } as unknown as Order))),
    restoreShopperCart: (id) => (rec('restoreShopperCart', id), Promise.resolve()),
    resetShopperCart: () => void rec('resetShopperCart'),
    describeFailure: (f) => f.message ?? `failed ${f.errorId}`,
    sleep: (ms) => (rec('sleep', ms), Promise.resolve()),
    log: (event, data) => void rec('log', event, data),
  };
  void express;
  express = cart('express-1');
  return { port, calls, answers, names: () => calls.map((c) => c[0]) };
}

const PRODUCT: WalletSource = { kind: 'product', line: { productId: 'FWINSTOCK1-black-09', qty: 3, maxQty: 999999, pdpUrl: '/en-us/p/x-FWINSTOCK1' }, shopperBasketId: 'shopper-1' };
const CART: WalletSource = { kind: 'cart', basketId: 'shopper-1' };
const config = (source: WalletSource, over: Partial<WalletConfig> = {}): WalletConfig => ({
  source,
  siteCountry: 'us',
  confirmationHref: '/en-us/order-confirmation?siteId=CAIRN_EN_US',
  promoCode: null,
  words: { merchant: 'Cairn', subtotal: 'Subtotal', shipping: 'Shipping', tax: 'Tax', discount: 'Discount' },
  ...over,
});

const contact: WalletContact = { givenName: 'Alex', familyName: 'Walker', addressLines: ['2150 Canyon Blvd'], locality: 'Boulder', administrativeArea: 'CO', postalCode: '80302', countryCode: 'US', emailAddress: 'alex@example.com', phoneNumber: '+13035550100' };
const payment = (over: Partial<WalletContact> = {}, paymentData = 'wallet-success') => ({ paymentData, shippingContact: { ...contact, ...over }, billingContact: { ...contact, emailAddress: undefined, phoneNumber: undefined } });

async function validated(source: WalletSource = PRODUCT, over: Partial<WalletConfig> = {}) {
  const fake = fakePort();
  const session = createWalletSession(config(source, over), fake.port);
  session.paymentMethodSelected();
  const result = await session.validateMerchant();
  return { fake, session, result };
}

describe('wallet session: payment method selected', () => {
  it('moves idle → method-selected and shows the total (amount 1, pending, before a cart exists)', () => {
    const fake = fakePort();
    const session = createWalletSession(config(PRODUCT), fake.port);
    const update = session.paymentMethodSelected();
    expect(session.phase).toBe('method-selected');
    expect(update.total).toEqual({ label: 'Cairn', amount: '1', type: 'pending' });
    expect(fake.calls).toEqual([]);
  });
});

describe('wallet session: merchant validated', () => {
  it('from a product page: a new cart with only that item (qty 1, maxQty 1), shipping set, the payment session', async () => {
    const { fake, session, result } = await validated();
    expect(fake.names()).toEqual(['createCartWithItem', 'setShippingMethod', 'paymentSession']);
    expect(fake.calls[0]?.[1]).toMatchObject({ productId: 'FWINSTOCK1-black-09', qty: 1, maxQty: 1 });
    expect(fake.calls[1]).toEqual(['setShippingMethod', 'express-1', 'standard']);
    // The shopper's cart is never read or changed.
    expect(fake.calls.some((c) => c.includes('shopper-1'))).toBe(false);
    expect(session.phase).toBe('validated');
    expect(result).toMatchObject({ ok: true, merchantSession: { merchantSessionIdentifier: 'SSH1' } });
    if (result.ok) {
      expect(result.update.total).toEqual({ label: 'Cairn', amount: '129.90', type: 'final' });
      expect(result.update.shippingMethods.map((m) => m.identifier)).toEqual(['standard', 'express']);
    }
  });

  it('from the cart: the shopper’s cart', async () => {
    const { fake, session } = await validated(CART);
    expect(fake.calls[0]).toEqual(['getCart', 'shopper-1']);
    expect(fake.names()).not.toContain('createCartWithItem');
    expect(session.phase).toBe('validated');
  });

  it('applies the configured automatic promo code', async () => {
    const { fake } = await validated(PRODUCT, { promoCode: 'SAVE10' });
    expect(fake.calls).toContainEqual(['applyCoupon', 'express-1', 'SAVE10']);
  });

  it('only logs a promo code that fails: Coupon could not be applied', async () => {
    const fake = fakePort();
    fake.answers.applyCoupon = [no(400, 'PRM130')];
    const session = createWalletSession(config(PRODUCT, { promoCode: 'NOPE' }), fake.port);
    const result = await session.validateMerchant();
    expect(result.ok).toBe(true);
    expect(fake.calls).toContainEqual(['log', 'wallet.coupon', { message: 'Coupon could not be applied', errorId: 'PRM130' }]);
  });

  it('retries the payment session once after 3000 ms', async () => {
    const fake = fakePort();
    fake.answers.paymentSession = [no(503, null)];
    const session = createWalletSession(config(PRODUCT), fake.port);
    const result = await session.validateMerchant();
    expect(PAYMENT_SESSION_RETRY_MS).toBe(3000);
    expect(fake.names().filter((n) => n === 'paymentSession' || n === 'sleep')).toEqual(['paymentSession', 'sleep', 'paymentSession']);
    expect(fake.calls).toContainEqual(['sleep', 3000]);
    expect(result.ok).toBe(true);
  });

  it('does not retry a definite refusal of the payment session', async () => {
    const fake = fakePort();
    fake.answers.paymentSession = [no(400, 'API400', 'bad referer')];
    const session = createWalletSession(config(PRODUCT), fake.port);
    const result = await session.validateMerchant();
    expect(fake.names().filter((n) => n === 'paymentSession' || n === 'sleep')).toEqual(['paymentSession']);
    expect(result.ok).toBe(false);
  });

  it('retries a session answered without success', async () => {
    const fake = fakePort();
    fake.answers.paymentSession = [ok({ success: false })];
    const session = createWalletSession(config(PRODUCT), fake.port);
    expect((await session.validateMerchant()).ok).toBe(true);
    expect(fake.calls).toContainEqual(['sleep', 3000]);
  });

  it('fails when the retry fails too, and clears the express state (the product’s cart emptied, the shopper’s back)', async () => {
    const fake = fakePort();
    fake.answers.paymentSession = [no(503, null), no(503, null, 'down')];
    const session = createWalletSession(config(PRODUCT), fake.port);
    const result = await session.validateMerchant();
    expect(result).toEqual({ ok: false, error: { code: 'unknown', messageKey: 'unknown', message: 'down' } });
    expect(session.phase).toBe('failed');
    expect(session.cart).toBeNull();
    expect(fake.calls).toContainEqual(['removeItem', 'express-1', 'express-1-line']);
    expect(fake.calls.at(-1)).toEqual(['restoreShopperCart', 'shopper-1']);
  });

  it('fails when the item cannot be added', async () => {
    const fake = fakePort();
    fake.answers.createCartWithItem = [no(409, 'ITEMS_OOS', 'out of stock')];
    const session = createWalletSession(config(PRODUCT), fake.port);
    const result = await session.validateMerchant();
    expect(result.ok).toBe(false);
    expect(session.phase).toBe('failed');
    expect(fake.names()).not.toContain('paymentSession');
  });

  it('is refused out of order (after the session ended)', async () => {
    const { session } = await validated();
    await session.cancel();
    expect((await session.validateMerchant()).ok).toBe(false);
  });
});

describe('wallet session: shipping contact selected', () => {
  it('refuses a foreign country with applePayCountryError and a pending total of 1', async () => {
    const { fake, session } = await validated();
    const update = await session.shippingContactSelected({ countryCode: 'CA', locality: 'Toronto', postalCode: 'M5V 2T6' });
    expect(update.errors).toEqual([{ code: 'shippingContactInvalid', messageKey: 'applePayCountryError', contactField: 'countryCode' }]);
    expect(update.total).toEqual({ label: 'Cairn', amount: '1', type: 'pending' });
    expect(fake.names()).not.toContain('shippingMethods');
    expect(session.phase).toBe('validated');
  });

  it('refuses a 51-character city with applePayCityNameLength', async () => {
    const { session } = await validated();
    const update = await session.shippingContactSelected({ countryCode: 'US', locality: 'x'.repeat(51), postalCode: '80302' });
    expect(update.errors).toEqual([{ code: 'shippingContactInvalid', messageKey: 'applePayCityNameLength', contactField: 'locality' }]);
  });

  it('offers the cart’s methods without pickup, pudo and sts', async () => {
    const { session } = await validated();
    const update = await session.shippingContactSelected({ countryCode: 'US', locality: 'Boulder', postalCode: '80302' });
    expect(update.errors).toEqual([]);
    expect(update.shippingMethods.map((m) => m.identifier)).toEqual(['standard', 'express']);
    expect(update.total.type).toBe('final');
    expect(session.phase).toBe('contact-selected');
  });

  it('says applePayShippingMethodListError when no method can be listed', async () => {
    const { fake, session } = await validated();
    fake.answers.shippingMethods = [ok({ applicableShippingMethods: [method('pickup'), method('pudo')] })];
    const update = await session.shippingContactSelected({ countryCode: 'US', locality: 'Boulder', postalCode: '80302' });
    expect(update.errors[0]?.messageKey).toBe('applePayShippingMethodListError');
    expect(update.total).toMatchObject({ amount: '1', type: 'pending' });
  });
});

describe('wallet session: shipping method selected', () => {
  it('sets the method and answers the new totals', async () => {
    const { fake, session } = await validated();
    await session.shippingContactSelected({ countryCode: 'US', locality: 'Boulder', postalCode: '80302' });
    const update = await session.shippingMethodSelected('express');
    expect(fake.calls.at(-1)).toEqual(['setShippingMethod', 'express-1', 'express']);
    expect(update.errors).toEqual([]);
    expect(session.phase).toBe('method-chosen');
    expect(session.methodCode).toBe('express');
  });

  it('says applePayShippingMethodError when the gateway refuses, with a pending total of 1', async () => {
    const { fake, session } = await validated();
    fake.answers.setShippingMethod = [no(400, 'SHP404')];
    const update = await session.shippingMethodSelected('express');
    expect(update.errors).toEqual([{ code: 'unknown', messageKey: 'applePayShippingMethodError' }]);
    expect(update.total).toEqual({ label: 'Cairn', amount: '1', type: 'pending' });
  });

  it('refuses a method the wallet does not offer (pickup)', async () => {
    const { fake, session } = await validated();
    const before = fake.calls.length;
    const update = await session.shippingMethodSelected('pickup');
    expect(update.errors[0]?.messageKey).toBe('applePayShippingMethodError');
    expect(fake.calls.length).toBe(before);
  });
});

describe('wallet session: payment authorized', () => {
  it('from a product page: validates, ships (wallet context in the port), prepares, pays, checks billing, bills, places; the shopper’s cart comes back', async () => {
    const { fake, session } = await validated();
    const result = await session.paymentAuthorized(payment());
    expect(fake.names().slice(3)).toEqual(['setShippingAddress', 'prepareOrder', 'addWalletInstrument', 'countries', 'setBillingAddress', 'placeOrder', 'restoreShopperCart']);
    expect(fake.calls).toContainEqual(['addWalletInstrument', 'express-1', 'wallet-success']);
    expect(fake.calls.find((c) => c[0] === 'setShippingAddress')?.[2]).toMatchObject({ firstName: 'Alex', country: 'US', shippingId: 'me' });
    // The billing contact has no email or phone: the shipping contact's go along.
    expect(fake.calls.find((c) => c[0] === 'setBillingAddress')?.[2]).toMatchObject({ email: 'alex@example.com', phone: '+13035550100' });
    expect(fake.calls.at(-1)).toEqual(['restoreShopperCart', 'shopper-1']);
    expect(fake.names()).not.toContain('resetShopperCart');
    expect(result).toEqual({ status: 'success', order: { orderNumber: 'CA00001234', status: 'created' }, href: '/en-us/order-confirmation?siteId=CAIRN_EN_US&order=CA00001234&storeContext=applePayPdp' });
    expect(session.phase).toBe('completed');
  });

  it('from the cart: the cart is reset and the URL has no storeContext', async () => {
    const { fake, session } = await validated(CART);
    const result = await session.paymentAuthorized(payment());
    expect(result).toMatchObject({ status: 'success', href: '/en-us/order-confirmation?siteId=CAIRN_EN_US&order=CA00001234' });
    expect(fake.calls.at(-1)).toEqual(['resetShopperCart']);
  });

  it('refuses a name with forbidden characters at the name field and keeps the session open', async () => {
    const { fake, session } = await validated();
    const result = await session.paymentAuthorized(payment({ givenName: 'Al€x' }));
    expect(result).toEqual({
      status: 'failure',
      final: false,
      errors: [{ code: 'shippingContactInvalid', messageKey: 'shippingContactInvalid', contactField: 'name', reason: 'characters' }],
      total: { label: 'Cairn', amount: '1', type: 'pending' },
    });
    expect(session.phase).toBe('validated');
    expect(fake.names()).not.toContain('setShippingAddress');
  });

  it('gives addressUnserviceable when the gateway can’t ship there', async () => {
    const { fake, session } = await validated();
    fake.answers.setShippingAddress = [no(400, 'CANT_SHIP_THERE')];
    const result = await session.paymentAuthorized(payment());
    expect(result).toMatchObject({ status: 'failure', final: false, errors: [{ code: 'addressUnserviceable', messageKey: 'addressUnserviceable' }] });
  });

  it('gives billingContactInvalid when the billing country is not in the country list', async () => {
    const { fake, session } = await validated();
    const result = await session.paymentAuthorized({ ...payment(), billingContact: { ...contact, countryCode: 'ZZ' } });
    expect(result).toMatchObject({ status: 'failure', final: false, errors: [{ code: 'billingContactInvalid', contactField: 'countryCode' }] });
    expect(fake.names()).not.toContain('setBillingAddress');
  });

  it('a declined payment (wallet-failure) ends the session with an unknown error; the express state is cleared', async () => {
    const { fake, session } = await validated(CART);
    fake.answers.placeOrder = [no(402, 'PAYMENT_ERROR', 'Your payment could not be processed.')];
    const result = await session.paymentAuthorized(payment({}, 'wallet-failure'));
    expect(result).toEqual({ status: 'failure', final: true, errors: [{ code: 'unknown', messageKey: 'unknown', message: 'Your payment could not be processed.' }], total: { label: 'Cairn', amount: '1', type: 'pending' } });
    expect(session.phase).toBe('failed');
    // What the wallet added to the shopper's cart is removed; its lines are not touched.
    const after = fake.names().slice(fake.names().indexOf('placeOrder') + 1);
    expect(after).toEqual(['removeInstrument', 'clearBillingAddress', 'clearShippingAddress', 'restoreShopperCart']);
    expect(fake.names()).not.toContain('removeItem');
  });

  it('stops at a prepareOrder flash that blocks the order', async () => {
    const { fake, session } = await validated();
    fake.answers.prepareOrder = [ok(cart('express-1', { flash: [{ type: 'ProductItemNotAvailable', level: 'error', message: 'Gone' }] as Cart['flash'] }))];
    const result = await session.paymentAuthorized(payment());
    expect(result).toMatchObject({ status: 'failure', final: true, errors: [{ code: 'unknown', message: 'Gone' }] });
    expect(fake.names()).not.toContain('addWalletInstrument');
  });
});

describe('wallet session: cancel', () => {
  it('from a product page: the product’s cart is emptied and the shopper’s cart is the page’s again', async () => {
    const { fake, session } = await validated();
    await session.cancel();
    expect(session.phase).toBe('cancelled');
    expect(fake.names().slice(-2)).toEqual(['removeItem', 'restoreShopperCart']);
    expect(fake.calls.at(-1)).toEqual(['restoreShopperCart', 'shopper-1']);
    // A second cancel does nothing more.
    const count = fake.calls.length;
    await session.cancel();
    expect(fake.calls.length).toBe(count);
  });

  it('from the cart: its lines stay; nothing the wallet did not add is removed', async () => {
    const { fake, session } = await validated(CART);
    await session.cancel();
    expect(fake.names().slice(-1)).toEqual(['restoreShopperCart']);
    expect(fake.names()).not.toContain('removeItem');
  });

  it('before validation: nothing to clear but the page’s cart', async () => {
    const fake = fakePort();
    const session = createWalletSession(config(PRODUCT), fake.port);
    await session.cancel();
    expect(session.phase).toBe('cancelled');
    expect(fake.names()).toEqual(['restoreShopperCart']);
  });
});

describe('confirmation URL', () => {
  it('keeps the kept query and adds storeContext only from a product page', () => {
    expect(confirmationUrl('/fr-fr/order-confirmation', 'N1', true)).toBe('/fr-fr/order-confirmation?order=N1&storeContext=applePayPdp');
    expect(confirmationUrl('/fr-fr/order-confirmation', 'N1', false)).toBe('/fr-fr/order-confirmation?order=N1');
  });
});
