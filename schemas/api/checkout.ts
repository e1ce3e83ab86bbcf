/**
 * Checkout contracts (docs/requirements/checkout-and-payments.md#order-placement order placement, docs/requirements/checkout-and-payments.md#order-placement): shipping and billing addresses,
 * prepareOrder, place order, patch order after 3-D Secure, and the device fingerprint.
 * The order answer is built from docs/requirements/cart.md#cart-totals Order (orderNumber, st, shipments, items, totals,
 * paymentMethod, flash, promoSummary).
 */
import { z } from 'zod';
import { address, cart, cartItem, cartTotals, flash, paymentInstrument, paymentMethodId, promoSummary, shipment } from './cart.ts';
import { defineContract } from './contract.ts';

export const SHIPPING_CONTEXTS = ['PAYPAL_EXPRESS', 'APPLE_PAY_EXPRESS', 'COLLECTION'] as const;

/** The attempt key of place order: one order per key, however often it is sent. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const id = z.string().trim().min(1).max(100);
const basketParam = z.object({ basketId: id });
const recaptcha = z.string().max(4000).optional();

const cartErrors = [
  { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
  { status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'], when: 'no cart has that id' },
  { status: 403, errorIds: ['INVALID_CUSTOMER', 'AUT498'], when: "the cart is another customer's" },
  { status: 409, errorIds: ['ORD409'], when: 'the cart has already become an order' },
] as const;

export const setShippingAddress = defineContract({
  id: 'checkout.setShippingAddress',
  method: 'POST',
  path: '/cart/v2/cart/{basketId}/shippingAddress',
  auth: 'session',
  summary: "Sets the shipping address of the shopper's own shipment; answers the cart with its totals and payment instruments",
  description:
    "address is a list: the entry with shippingId 'me' (or the first) is used. context APPLE_PAY_EXPRESS / PAYPAL_EXPRESS applies the wallet contact rules (names, first line and postal code non-blank, city up to 50, the site's own country); COLLECTION makes it a collection-point (pudo) delivery and needs collectionPoint.storeId. A home address while pudo is chosen downgrades the shipment to standard (notification SHIPPING_METHOD_DOWNGRADED). bid is kept as the address's addressId (the address-book entry it came from).",
  request: {
    params: basketParam,
    query: z.object({ favoriteStoreId: z.string().max(40).optional() }),
    body: z.object({ address: z.array(address).min(1).max(10), recaptcha_response: recaptcha, context: z.enum(SHIPPING_CONTEXTS).optional(), bid: z.string().max(100).optional() }),
  },
  response: { 200: cart },
  errors: [
    ...cartErrors,
    { status: 400, errorIds: ['API400'], when: 'a field breaks the address rules (the message names the field and the rule)' },
    { status: 400, errorIds: ['CANT_SHIP_THERE'], when: "a country the site doesn't deliver to (BR on en-us)" },
    { status: 400, errorIds: ['SHIPPING_POBOX_UNAVAILABLE'], when: 'a PO box (addressLine1 "PO Box 123") while parcels ship home' },
    { status: 400, errorIds: ['SHP410'], when: 'the address does not verify (postalCode 00000)' },
    { status: 403, errorIds: ['AUT403'], when: 'recaptcha_response is the failing test token (captcha-fail)' },
  ],
});

export const clearShippingAddress = defineContract({
  id: 'checkout.clearShippingAddress',
  method: 'DELETE',
  path: '/cart/v2/cart/{basketId}/shippingAddress',
  auth: 'session',
  summary: 'Removes the shipping address',
  request: { params: basketParam },
  response: { 200: cart },
  errors: [...cartErrors, { status: 404, errorIds: ['ADDRESS_NOT_FOUND'], when: 'the cart has no shipping address' }],
});

export const validateShippingAddress = defineContract({
  id: 'checkout.validateShippingAddress',
  method: 'POST',
  path: '/cart/v1/cart/{basketId}/shippingAddress/validation',
  auth: 'session',
  summary: 'Checks an address against every rule without saving it',
  request: { params: basketParam, body: z.object({ address, context: z.enum(SHIPPING_CONTEXTS).optional() }) },
  response: {
    200: z.object({
      valid: z.boolean(),
      issues: z.array(z.object({ field: z.string(), message: z.string(), errorId: z.string() })),
      address,
    }),
  },
  errors: cartErrors,
});

export const setBillingAddress = defineContract({
  id: 'checkout.setBillingAddress',
  method: 'POST',
  path: '/cart/v1/cart/{basketId}/billingAddress',
  auth: 'session',
  summary: 'Sets the billing address (any real country; phone required)',
  request: { params: basketParam, body: address },
  response: { 200: cart },
  errors: [...cartErrors, { status: 400, errorIds: ['API400'], when: 'a field breaks the address rules' }],
});

export const clearBillingAddress = defineContract({
  id: 'checkout.clearBillingAddress',
  method: 'DELETE',
  path: '/cart/v1/cart/{basketId}/billingAddress',
  auth: 'session',
  summary: 'Removes the billing address',
  request: { params: basketParam },
  response: { 200: cart },
  errors: [...cartErrors, { status: 404, errorIds: ['ADDRESS_NOT_FOUND'], when: 'the cart has no billing address' }],
});

export const prepareOrder = defineContract({
  id: 'checkout.prepareOrder',
  method: 'POST',
  path: '/cart/v1/cart/prepareOrder',
  auth: 'session',
  summary: 'Gets a cart ready to order: store transitions applied, every blocking flash listed',
  description:
    'Answers the cart. Flashes that stop an order: ProductItemRequired (no items), ProductItemNotAvailable, ProductLineItemInventoryMissing, ProductLineItemFullInventoryMissing, InvalidShippingAddress (parcels without a shipping address, or pudo without a collection point), ProductItemMaxQuantity.',
  request: { query: z.object({ favoriteStoreId: z.string().max(40).optional() }), body: z.object({ basketId: id }) },
  response: { 200: cart },
  errors: cartErrors,
});

export const order = z.object({
  orderNumber: z.string(),
  /** The order's security token: with orderNumber it lets a guest attach the order at sign-in. */
  st: z.string(),
  status: z.enum(['created', 'pending_authentication', 'failed']),
  cartId: z.string(),
  currency: z.string(),
  shipments: z.array(shipment),
  items: z.array(cartItem),
  totals: cartTotals,
  paymentMethod: z.object({ code: paymentMethodId, additionalData: z.record(z.string(), z.unknown()) }),
  payment_instruments: z.array(paymentInstrument),
  billingAddress: address.optional(),
  shippingAddress: address.optional(),
  /** PaymentNotAuthorized with an action: run the 3-D Secure challenge, then PATCH the order. */
  flash: z.array(flash),
  promoSummary: z.array(promoSummary),
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).optional(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof order>;

const paymentCard = z.object({
  cardNumber: z.string().regex(/^[\d\s-]{12,23}$/, 'cardNumber is 12 to 19 digits'),
  holder: z.string().trim().min(1).max(100),
  expirationMonth: z.number().int().min(1).max(12),
  expirationYear: z.number().int().min(2000).max(2100),
  cardType: z.string().max(20).optional(),
  securityCode: z.string().regex(/^\d{3,4}$/).optional(),
});

export const placeOrder = defineContract({
  id: 'checkout.placeOrder',
  method: 'PUT',
  path: '/cart/v2/checkout/order',
  auth: 'session',
  summary: 'Places the order of a cart',
  description:
    'Send an Idempotency-Key header (1–100 characters) per attempt: the same key answers the same order, or the same refusal, however often and however concurrently it comes (Idempotent-Replayed: true on a repeat). Stock is checked and taken in the same transaction. paymentMethod.code names the instrument that pays (additionalData.paymentInstrumentId picks one; additionalData.paymentCard adds a card on the way). A card that asks for 3-D Secure answers the order with status pending_authentication and a PaymentNotAuthorized flash carrying the action; PATCH the order with threeDS2Result to finish. inStoreSalesInfo needs the buy-in-store session of that store and associate.',
  request: {
    query: z.object({}),
    body: z.object({
      cartId: id,
      recaptcha_response: recaptcha,
      billingAddress: address.optional(),
      paymentMethod: z.object({ code: paymentMethodId, additionalData: z.looseObject({ paymentInstrumentId: id.optional(), paymentCard: paymentCard.optional() }).optional() }),
      bin: z.string().regex(/^\d{6,8}$/, 'bin is 6 to 8 digits').optional(),
      type: z.string().max(40).optional(),
      inStoreSalesInfo: z.object({ storeId: z.string().max(40).optional(), storeEmployeeId: z.string().max(40).optional() }).optional(),
    }),
  },
  response: { 200: order },
  errors: [
    ...cartErrors.filter((e) => e.errorIds[0] !== 'ORD409'),
    { status: 409, errorIds: ['ORD409'], when: 'the cart is already an order (a converted cart cannot be ordered twice)' },
    { status: 422, errorIds: ['API400'], when: 'the Idempotency-Key was used for another cart' },
    { status: 409, errorIds: ['ORD415'], when: 'the cart has no items' },
    { status: 409, errorIds: ['ITEM_NO_LONGER_AVAILABLE', 'ORD430'], when: 'a line is out of stock now (another order took the last unit)' },
    { status: 409, errorIds: ['SOME_PRODUCTS_NO_INVENTORY'], when: 'a line asks more than is left' },
    { status: 404, errorIds: ['ADDRESS_NOT_FOUND'], when: 'no shipping address for parcels, or no billing address' },
    { status: 404, errorIds: ['PAYMENT_INSTRUMENT_NOT_FOUND'], when: 'no instrument of paymentMethod.code (or paymentInstrumentId) in the cart' },
    { status: 409, errorIds: ['PYT404'], when: 'the instruments do not cover the total' },
    { status: 409, errorIds: ['REW140'], when: 'rewards with an athlete payment whose credit is not spent' },
    { status: 400, errorIds: ['GC_ZERO_BALANCE'], when: 'a gift card was spent elsewhere meanwhile' },
    { status: 402, errorIds: ['PAYMENT_ERROR'], when: 'card 4000000000000002, or wallet token wallet-failure' },
    { status: 402, errorIds: ['PAYMENT_FRAUD_VERIFICATION_EXCEPTION'], when: 'card 4100000000000019' },
    { status: 402, errorIds: ['PAY400'], when: 'Klarna token klarna-declined' },
    { status: 403, errorIds: ['AUT403'], when: 'recaptcha_response is the failing test token (captcha-fail)' },
    { status: 403, errorIds: ['API403'], when: 'inStoreSalesInfo without the buy-in-store session of that store and associate' },
  ],
});

export const patchOrder = defineContract({
  id: 'checkout.patchOrder',
  method: 'PATCH',
  path: '/cart/v2/checkout/order/{orderNumber}',
  auth: 'session',
  summary: 'Finishes an order after the 3-D Secure challenge',
  description: 'threeDS2Result Y authenticates card 4000000000003220; anything else, or card 4000008400001629, fails the order (its stock is released) with PAY401. Patching a placed order answers it again.',
  request: {
    params: z.object({ orderNumber: id }),
    query: z.object({}),
    body: z.object({
      paymentMethod: z.object({
        code: paymentMethodId,
        additionalData: z.object({ cardType: z.string().max(20).optional(), paymentInstrumentId: id.optional(), sessionID: z.string().max(200).optional(), threeDS2Result: z.string().max(4000).optional() }).optional(),
      }),
    }),
  },
  response: { 200: order },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 404, errorIds: ['OHS4004'], when: "no order of the caller's has that number" },
    { status: 409, errorIds: ['ORD409'], when: 'the order failed already' },
    { status: 400, errorIds: ['API400'], when: 'no threeDS2Result' },
    { status: 402, errorIds: ['PAY401'], when: '3-D Secure authentication failed' },
    { status: 404, errorIds: ['PAYMENT_INSTRUMENT_NOT_FOUND'], when: "paymentInstrumentId is not the order's" },
  ],
});

export const readOrder = defineContract({
  id: 'checkout.readOrder',
  method: 'GET',
  path: '/cart/v2/checkout/order/{orderNumber}',
  auth: 'session',
  summary: "Reads an order the caller placed, for the order confirmation page (a sandbox addition: the spec shows no read)",
  description: 'The order must be the caller\'s (the token that placed it, or the account it joined at sign-in) and st its security token: anything else is OHS4004, so a number alone reveals nothing.',
  request: { params: z.object({ orderNumber: id }), query: z.object({ st: z.string().min(1).max(200) }) },
  response: { 200: order },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 404, errorIds: ['OHS4004'], when: "no order of the caller's has that number and security token" },
  ],
});

export const deviceFingerprint = defineContract({
  id: 'checkout.deviceFingerprint',
  method: 'POST',
  path: '/cart/v1/deviceFingerPrint',
  auth: 'session',
  summary: "Stores the device fingerprint the fraud check reads (payload opaque), linked to a cart when cartId is sent",
  request: { body: z.object({ cartId: id.optional(), sessionId: z.string().max(200).optional(), payload: z.union([z.string().max(20_000), z.record(z.string(), z.unknown())]) }) },
  response: { 201: z.object({ success: z.literal(true), fingerprintId: z.string() }) },
  errors: cartErrors.filter((e) => e.errorIds[0] !== 'ORD409'),
});

export const checkoutContracts = [
  setShippingAddress,
  clearShippingAddress,
  validateShippingAddress,
  setBillingAddress,
  clearBillingAddress,
  prepareOrder,
  placeOrder,
  patchOrder,
  readOrder,
  deviceFingerprint,
] as const;
