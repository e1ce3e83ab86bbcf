/**
 * Payment contracts (docs/requirements/checkout-and-payments.md#gift-cards Payment method codes, Payment instrument fields, Gift card,
 * Payment session, Loyalty; docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points rewards and the athlete rule; docs/requirements/checkout-and-payments.md#payment-session). Card numbers, gift cards,
 * reward codes and wallet tokens that force each branch are in docs/sandbox.md "Test data".
 */
import { z } from 'zod';
import { address, cart, paymentMethodId } from './cart.ts';
import { defineContract } from './contract.ts';

const id = z.string().trim().min(1).max(100);
const basketParam = z.object({ basketId: id });

const cartErrors = [
  { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
  { status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'], when: 'no cart has that id' },
  { status: 403, errorIds: ['INVALID_CUSTOMER', 'AUT498'], when: "the cart is another customer's" },
] as const;
const openCartErrors = [...cartErrors, { status: 409, errorIds: ['ORD409'], when: 'the cart has already become an order' }] as const;

export const loyaltyVoucher = z.object({ points: z.number().int(), amountInCurrency: z.number(), available: z.boolean(), eligible: z.boolean() });

export const paymentMethods = defineContract({
  id: 'payments.methods',
  method: 'GET',
  path: '/cart/v1/cart/{basketId}/paymentMethods',
  auth: 'session',
  summary: 'The payment methods this cart can use',
  description:
    'Always CREDIT_CARD, PAYPAL, DW_APPLE_PAY; KLARNA on en-us, en-gb, de-de; GIFT_CARD unless the cart holds gift cards; LOYALTY_POINTS for loyalty members (with their vouchers); REWARD_CODE and REWARD_CARD for signed-in shoppers; ATHLETES_PAYMENT for athletes.',
  request: { params: basketParam },
  response: {
    200: z.object({
      applicablePaymentMethods: z.array(
        z.object({
          id: paymentMethodId,
          name: z.string(),
          cards: z.array(z.object({ cardType: z.string() })).optional(),
          currentLoyaltyPoints: z.number().int().optional(),
          applicableLoyaltyVouchers: z.array(loyaltyVoucher).optional(),
        }),
      ),
    }),
  },
  errors: cartErrors,
});

/** The methods answer, and one method the gateway offers a basket. */
export type MethodsAnswer = z.output<(typeof paymentMethods)['response'][200]>;
export type PaymentMethodOption = MethodsAnswer['applicablePaymentMethods'][number];

const paymentData = z.union([
  z.string().min(1).max(20_000),
  z.object({ orderID: z.string().max(200).optional(), authorizationToken: z.string().max(2000).optional(), token: z.string().max(20_000).optional() }),
]);

export const addPaymentInstrument = defineContract({
  id: 'payments.addInstrument',
  method: 'POST',
  path: '/cart/v1/cart/{basketId}/paymentInstruments',
  auth: 'session',
  summary: 'Adds a payment instrument to the cart',
  description:
    'CREDIT_CARD takes paymentCard, or savedPaymentInstrumentId (a saved card of the signed-in shopper); GIFT_CARD giftCard (number, pin); LOYALTY_POINTS points (a multiple of 100, 100 points = 1.00); REWARD_CODE rewardCode; REWARD_CARD rewardCardNumber; PAYPAL, KLARNA and DW_APPLE_PAY additionalDetails.paymentData (the provider token). CREDIT_CARD, KLARNA, PAYPAL and DW_APPLE_PAY replace each other: one pays what the others leave. Partial methods pay first (athlete payment, then in the order added).',
  request: {
    params: basketParam,
    body: z.object({
      payment_method_id: paymentMethodId,
      paymentCard: z
        .object({
          cardNumber: z.string().regex(/^[\d\s-]{12,23}$/, 'cardNumber is 12 to 19 digits'),
          holder: z.string().trim().min(1).max(100),
          expirationMonth: z.number().int().min(1).max(12),
          expirationYear: z.number().int().min(2000).max(2100),
          cardType: z.string().max(20).optional(),
          securityCode: z.string().regex(/^\d{3,4}$/, 'securityCode is 3 or 4 digits').optional(),
        })
        .optional(),
      giftCard: z.object({ cardNumber: z.string().regex(/^[\d\s]{8,24}$/, 'cardNumber is digits'), pin: z.string().regex(/^\d{4,8}$/, 'pin is 4 to 8 digits') }).optional(),
      /** CREDIT_CARD with a card the signed-in shopper saved (GET /consumers-v3/consumer/payment_instruments): no number travels. */
      savedPaymentInstrumentId: id.optional(),
      points: z.number().int().positive().optional(),
      rewardCode: z.string().trim().min(1).max(40).optional(),
      rewardCardNumber: z.string().regex(/^[\d\s]{8,24}$/).optional(),
      additionalDetails: z.object({ paymentData: paymentData.optional() }).optional(),
      billingAddress: address.optional(),
    }),
  },
  response: { 200: cart },
  errors: [
    ...openCartErrors,
    { status: 400, errorIds: ['PYT400'], when: 'the method is not offered for this cart (KLARNA on fr-fr, ATHLETES_PAYMENT for a non-athlete)' },
    { status: 400, errorIds: ['PYT402'], when: 'a card number that fails the Luhn check' },
    { status: 404, errorIds: ['CCN404'], when: "savedPaymentInstrumentId is not one of the shopper's saved cards" },
    { status: 400, errorIds: ['CC_EXPIRY_DATE_INVALID'], when: 'card 4000000000000069, or an expiry date in the past' },
    { status: 400, errorIds: ['GC_INVALID2'], when: 'an unknown gift card, or a wrong PIN' },
    { status: 400, errorIds: ['GC_ZERO_BALANCE'], when: 'gift card 6006490000000000' },
    { status: 409, errorIds: ['GC_ALREADY_APPLIED'], when: 'the same gift card twice' },
    { status: 400, errorIds: ['GC_NOT_ALLOWED'], when: 'the cart holds a gift card (GRGIFTCRD1), or an EUR-only card (6006495555555555) on another currency' },
    { status: 400, errorIds: ['REW130'], when: 'an unknown reward code or card, or points not a multiple of 100' },
    { status: 409, errorIds: ['REW135'], when: 'reward code REWARDUSED, or the same reward twice' },
    { status: 409, errorIds: ['REW140'], when: 'a reward while an athlete payment with credit left is in the cart' },
    { status: 403, errorIds: ['REW401'], when: 'rewards as a guest, loyalty points as a non-member, or more points than the balance' },
    { status: 402, errorIds: ['PAYMENT_ERROR'], when: 'PayPal orderID paypal-cancelled' },
  ],
});

export const removePaymentInstrument = defineContract({
  id: 'payments.removeInstrument',
  method: 'DELETE',
  path: '/cart/v1/cart/{basketId}/paymentInstruments',
  auth: 'session',
  summary: 'Removes a payment instrument',
  request: { params: basketParam, body: z.object({ payment_instrument_id: id }) },
  response: { 200: cart },
  errors: [...openCartErrors, { status: 404, errorIds: ['PAYMENT_INSTRUMENT_NOT_FOUND'], when: 'no instrument of the cart has that id' }],
});

export const applyReward = defineContract({
  id: 'payments.applyReward',
  method: 'PUT',
  path: '/cart/v1/cart/{basketId}/reward',
  auth: 'registered',
  summary: 'Applies a loyalty voucher (points), or removes it with 0 or null',
  request: {
    params: basketParam,
    body: z.object({ appliedLoyaltyVoucher: z.union([z.number().int().min(0), z.object({ points: z.number().int().min(0) }), z.null()]) }),
  },
  response: { 200: cart },
  errors: [
    ...openCartErrors,
    { status: 403, errorIds: ['REW401'], when: 'not a loyalty member, or more points than the balance' },
    { status: 400, errorIds: ['REW130'], when: 'points not a multiple of 100' },
    { status: 409, errorIds: ['REW140'], when: 'an athlete payment with credit left is in the cart' },
  ],
});

export const giftCardBalance = defineContract({
  id: 'payments.giftCardBalance',
  method: 'POST',
  path: '/cart/v1/giftcard/balance',
  auth: 'session',
  summary: "A gift card's balance",
  request: { body: z.object({ cardNumber: z.string().regex(/^[\d\s]{8,24}$/, 'cardNumber is digits'), pin: z.string().regex(/^\d{4,8}$/, 'pin is 4 to 8 digits') }) },
  response: { 200: z.object({ c_gcCardNumber: z.string(), maskedNumber: z.string(), balance: z.number(), currency: z.string() }) },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 400, errorIds: ['GC_INVALID2'], when: 'an unknown gift card, or a wrong PIN' },
  ],
});

export const paymentSession = defineContract({
  id: 'payments.session',
  method: 'GET',
  path: '/cart/v1/paymentSession',
  auth: 'session',
  summary: "A payment provider session: Apple Pay's merchant session, the card form's, PayPal's or Klarna's",
  description: 'Simulated: meta has the fields each provider\'s client expects, with test values. Nothing leaves the sandbox.',
  request: {
    query: z.object({
      referer: z.string().max(2000).optional(),
      paymentMethodId: z.enum(['DW_APPLE_PAY', 'CREDIT_CARD']).optional(),
      paymentMethod: z.enum(['paypal', 'klarna']).optional(),
    }),
  },
  response: { 200: z.object({ success: z.boolean(), provider: z.string(), meta: z.record(z.string(), z.unknown()), locale: z.string() }) },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 400, errorIds: ['API400'], when: 'neither paymentMethodId nor paymentMethod, or a referer that is not a URL' },
    { status: 400, errorIds: ['PYT400'], when: 'klarna on a site without Klarna' },
  ],
});

export const paymentContracts = [paymentMethods, addPaymentInstrument, removePaymentInstrument, applyReward, giftCardBalance, paymentSession] as const;
