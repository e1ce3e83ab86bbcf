/**
 * The wallet: saved cards and gift cards
 * (docs/requirements/account-and-loyalty.md#saved-payment-methods). A save answers
 * card.paymentInstrumentId; its messages are docs/requirements/checkout-and-payments.md#cards and
 * docs/requirements/checkout-and-payments.md#gift-cards. The sandbox's rules are in
 * src/sandbox/consumer/wallet.ts.
 *
 * Codes (ours): PRO415 the wallet is full, CCA400 card details not valid, CCA401 the card (or gift
 * card) is already saved, CCN404 no such saved card.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { addressInput, consumerAddress } from './addresses.ts';
import { id, money, profileErrors } from './common.ts';

/** The wallet's size (PRO415). */
export const MAX_PAYMENT_INSTRUMENTS = 10;

const recaptcha = z.string().max(4000).optional();

export const savedInstrument = z.object({
  paymentInstrumentId: z.string(),
  payment_method_id: z.enum(['CREDIT_CARD', 'GIFT_CARD']),
  default: z.boolean(),
  card: z
    .object({ holder: z.string(), cardType: z.string(), maskedNumber: z.string(), last4: z.string(), expirationMonth: z.number().int(), expirationYear: z.number().int(), expired: z.boolean() })
    .optional(),
  /** Gift cards show the last 4 digits masked by XXX (docs/requirements/account-and-loyalty.md#phone-numbers). */
  giftCard: z.object({ maskedNumber: z.string(), last4: z.string(), balance: money, currency: z.string().optional() }).optional(),
  billingAddress: consumerAddress.omit({ addressId: true, id: true, approachType: true, main: true }).partial().optional(),
  createdAt: z.string(),
});
export type SavedInstrument = z.infer<typeof savedInstrument>;

const walletAnswer = z.object({ paymentInstruments: z.array(savedInstrument) });

export const listPaymentInstruments = defineContract({
  id: 'consumer.paymentInstruments',
  method: 'GET',
  path: '/consumers-v3/consumer/payment_instruments',
  auth: 'registered',
  summary: 'The saved cards and gift cards, the default card first',
  request: {},
  response: { 200: walletAnswer },
  errors: profileErrors,
});

const billing = addressInput.omit({ approachType: true, main: true }).partial();

export const savePaymentInstrument = defineContract({
  id: 'consumer.savePaymentInstrument',
  method: 'POST',
  path: '/consumers-v3/consumer/payment_instruments',
  auth: 'registered',
  summary: 'Saves a card (paymentCard) or a gift card (giftCard); answers card.paymentInstrumentId (docs/requirements/checkout-and-payments.md#gift-cards)',
  description: 'The full number is never stored: a saved card keeps its brand, last 4 digits, expiry, a fingerprint (to find "already exists") and the test outcome the cart needs. The first card saved becomes the default; default: true moves it.',
  request: {
    body: z
      .object({
        payment_method_id: z.enum(['CREDIT_CARD', 'GIFT_CARD']),
        paymentCard: z
          .object({
            cardNumber: z.string().regex(/^[\d\s-]{12,23}$/, 'cardNumber is 12 to 19 digits'),
            holder: z.string().trim().min(1).max(100),
            expirationMonth: z.number().int().min(1).max(12),
            expirationYear: z.number().int().min(2000).max(2100),
            cardType: z.string().max(20).optional(),
          })
          .optional(),
        giftCard: z.object({ cardNumber: z.string().regex(/^\d{16,19}$/, 'a gift card number is 16 to 19 digits'), pin: z.string().regex(/^\d{4,8}$/) }).optional(),
        billingAddress: billing.optional(),
        default: z.boolean().optional(),
        recaptcha_response: recaptcha,
      })
      .refine((b) => (b.payment_method_id === 'CREDIT_CARD' ? b.paymentCard : b.giftCard) !== undefined, {
        message: 'paymentCard is required for CREDIT_CARD, giftCard for GIFT_CARD',
        path: ['paymentCard'],
      }),
  },
  response: { 201: z.object({ card: z.object({ paymentInstrumentId: z.string() }), paymentInstrument: savedInstrument }) },
  errors: [
    ...profileErrors,
    { status: 409, errorIds: ['CCA401'], when: 'the card or gift card is already saved (member@cairn.test holds 4111111111111111 and gift card 6006491111111111); the message says so' },
    { status: 400, errorIds: ['CCA400'], when: 'the card number fails the Luhn check or its brand is not accepted' },
    { status: 400, errorIds: ['CC_EXPIRY_DATE_INVALID'], when: 'an expiry in the past, or card 4000000000000069' },
    { status: 400, errorIds: ['GC_INVALID2'], when: 'a gift card number and PIN that do not match' },
    { status: 403, errorIds: ['AUT403'], when: 'recaptcha_response is captcha-fail' },
    { status: 409, errorIds: ['PRO415'], when: `the wallet holds ${MAX_PAYMENT_INSTRUMENTS} instruments` },
  ],
});

const instrumentParam = z.object({ paymentInstrumentId: id });
const instrumentMissing = { status: 404, errorIds: ['CCN404'], when: "no saved instrument of the caller's has that id" } as const;

export const patchPaymentInstrument = defineContract({
  id: 'consumer.patchPaymentInstrument',
  method: 'PATCH',
  path: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}',
  auth: 'registered',
  summary: 'Changes a saved card: default, holder, expiry, billing address',
  request: {
    params: instrumentParam,
    body: z.object({
      default: z.literal(true).optional(),
      holder: z.string().trim().min(1).max(100).optional(),
      expirationMonth: z.number().int().min(1).max(12).optional(),
      expirationYear: z.number().int().min(2000).max(2100).optional(),
      billingAddress: billing.optional(),
    }),
  },
  response: { 200: savedInstrument },
  errors: [...profileErrors, instrumentMissing, { status: 400, errorIds: ['CC_EXPIRY_DATE_INVALID'], when: 'an expiry in the past' }],
});

export const deletePaymentInstrument = defineContract({
  id: 'consumer.deletePaymentInstrument',
  method: 'DELETE',
  path: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}',
  auth: 'registered',
  summary: 'Deletes a saved instrument; answers the wallet left (the newest card becomes default when the default went)',
  request: { params: instrumentParam },
  response: { 200: walletAnswer },
  errors: [...profileErrors, instrumentMissing],
});
