/**
 * Consumer service contracts (seed 001 §3 Consumer profile, Address, Payment card save result;
 * §7 the Consumer service table). The spec shows request fields, not answers: every answer
 * below is built from the §3 field names (consumerProfile, consumerDetails, preferences,
 * subscriptions, enrollments, loyaltySummary.points.balance, addressId, approachType, main,
 * card.paymentInstrumentId) and seed 000 §3 Order (orderNumber, shipments, items, totals,
 * paymentMethod). Subscriptions and event registration have their own files
 * (subscription.ts, event-registration.ts).
 *
 * Profile codes (seed 001 §8 names them, not their meanings; these are ours):
 * PRO404 no such consumer, PRO410 not a loyalty member, PRO411 an unknown interest, PRO412 a
 * birth date out of bounds, PRO414 the address book is full, PRO415 the wallet is full, PRO418 a
 * programme field the shopper can't change; CCA400 card details not valid, CCA401 the card (or
 * gift card) is already saved, CCN404 no such saved card.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, NAME_PATTERN } from '../forms/validators.ts';
import { consumerType, identityType } from './auth.ts';
import { CARE_TEXT_MIN, CLAIM_TEXT_MAX, CONTACT_MESSAGE_MAX, PURCHASE_PLACES, WARRANTY_ISSUES } from './consumer-rules.ts';
import { defineContract, queryBoolean } from './contract.ts';
import { subscription } from './subscription.ts';

// ---- Limits and shared pieces -------------------------------------------------------------

/** Address book and wallet sizes (PRO414, PRO415). */
export const MAX_ADDRESSES = 20;
export const MAX_PAYMENT_INSTRUMENTS = 10;
/** Interests are stored pipe-separated (seed 001 §3, §9). */
export const INTEREST_SEPARATOR = '|';
export { INTERESTS } from './consumer-rules.ts';
export const PURCHASE_HISTORY_PAGE_SIZE = 10;
export const PURCHASE_HISTORY_MAX_PAGE_SIZE = 50;
/** A warranty claim and a contact message may each carry this much text (zod-free, for the forms). */
export { CARE_TEXT_MIN, CLAIM_TEXT_MAX, CONTACT_MESSAGE_MAX, PURCHASE_PLACES, WARRANTY_ISSUES } from './consumer-rules.ts';

const id = z.string().trim().min(1).max(100);
const email = z.string().trim().max(100).regex(EMAIL_PATTERN, 'Email is not valid');
const money = z.number();
const recaptcha = z.string().max(4000).optional();

/** "Profile updates with no truthy value are skipped" (seed 001 §5): '' and null mean "leave it". */
const skippable = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), z.null(), schema]).optional();

const profileErrors = [
  { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
  { status: 403, errorIds: ['AUT404'], when: 'a guest token (sign in first)' },
] as const;

// ---- Address (seed 001 §3) --------------------------------------------------------------------

export const APPROACH_TYPES = ['S', 'B'] as const;

export const consumerAddress = z.object({
  addressId: z.string(),
  id: z.string(),
  /** S shipping, B billing. */
  approachType: z.enum(APPROACH_TYPES),
  /** One main address per approach type (seed 001 §4). */
  main: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  recipientContactPhone: z.string().optional(),
  country: z.string(),
  countryCode: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  addressLine3: z.string().optional(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().optional(),
  stateCode: z.string().optional(),
  region: z.string().optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean() }).optional(),
});
export type ConsumerAddress = z.infer<typeof consumerAddress>;

/** What a client sends; the rules beyond the shape are the country's (GET …/utilities/addressRules). */
export const addressInput = z.object({
  approachType: z.enum(APPROACH_TYPES).default('S'),
  main: z.boolean().optional(),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  phoneCode: z.string().max(8).optional(),
  recipientContactPhone: z.string().max(40).optional(),
  /** A two-letter code; `countryCode` is accepted as its synonym. */
  country: z.string().max(2).optional(),
  countryCode: z.string().max(2).optional(),
  addressLine1: z.string().max(200),
  addressLine2: z.string().max(200).optional(),
  addressLine3: z.string().max(200).optional(),
  postalCode: z.string().max(20),
  city: z.string().max(200),
  province: z.string().max(100).optional(),
  stateCode: z.string().max(10).optional(),
  region: z.string().max(100).optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
});
export type AddressInput = z.input<typeof addressInput>;

const addressRuleErrors = { status: 400, errorIds: ['API400'], when: "a field breaks its country's address rules: one errorDetail per field, with `field` (address.postalCode) and the rule's message" } as const;

// ---- Profile (seed 001 §3 Consumer profile) --------------------------------------------------------

const spend = z.object({ currentSpend: money, currency: z.string() });

export const consumerDetails = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** International form (+13035550100), seed 001 §5. */
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  postalCode: z.string().optional(),
  /** ISO date. */
  birthDate: z.string().optional(),
  gender: z.string().optional(),
  source: z.object({ store: z.string().optional(), acquisitionType: z.string().optional(), campaignName: z.string().optional() }).optional(),
  address: z.array(consumerAddress),
  athlete: spend.extend({ annualCredit: money }).optional(),
  employee: spend.extend({ annualCap: money, isEmployeeDiscountTCAccepted: z.boolean(), storeEmployeeId: z.string().optional() }).optional(),
  prosumer: spend.extend({ annualCap: money, identityType }).optional(),
  identity: z.array(z.object({ type: identityType, id: z.string(), verified: z.boolean() })),
});

export const consumerPreferences = z.object({
  /** Pipe-separated (seed 001 §3): 'hiking|camping'. */
  interests: z.string(),
  preferredShoeSize: z.string().optional(),
  /** The favorite store (seed 001 §3 Favorites: favorite store id). */
  favoriteStoreId: z.string().optional(),
});

export const enrollment = z.object({
  type: z.literal('Loyalty'),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  region: z.enum(['NORA', 'EMEA']),
  channel: z.enum(['ECOMM', 'MAPP']),
});

export const loyaltySummary = z.object({
  memberId: z.string(),
  points: z.object({ balance: z.number().int() }),
  tier: z.string(),
});

// Notification choices (PUT …/notification) are read back with the profile: the spec has no GET for them.
export const NOTIFICATION_TYPES = ['ORDER_UPDATES', 'BACK_IN_STOCK', 'PRICE_DROP', 'EVENTS'] as const;
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'PUSH'] as const;

export const notificationPreference = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  optin: z.boolean(),
  updatedAt: z.string(),
});

export const consumerProfile = z.object({
  consumerId: z.string(),
  consumerType,
  consumerDetails,
  preferences: consumerPreferences,
  subscriptions: z.array(subscription),
  enrollments: z.array(enrollment),
  isLoyaltyMember: z.boolean(),
  memberId: z.string().optional(),
  loyaltyOptInDate: z.string().optional(),
  /** Only with includeLoyaltySummary=true, and only for loyalty members. */
  loyaltySummary: loyaltySummary.optional(),
  /** Seed 001 §4: an email and any of phone, first name, last name, postal code or birth date missing. */
  partiallyEnrolled: z.boolean(),
  /** The notification choices on file (type per channel); a pair not listed is off. */
  notifications: z.array(notificationPreference).optional(),
});
export type ConsumerProfile = z.infer<typeof consumerProfile>;

const profileAnswer = z.object({ consumerProfile });

const subscriptionChoice = z.object({
  type: z.enum(['Newsletter', 'LoyaltyNewsletter', 'SMS']),
  optin: z.boolean(),
  channel: z.enum(['ECOMM', 'MAPP']).optional(),
  category: z.string().trim().min(1).max(50).optional(),
});

export const profileInput = z.object({
  consumerProfile: z.object({
    consumerDetails: z
      .object({
        email: skippable(email),
        firstName: skippable(z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.')),
        lastName: skippable(z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.')),
        /** National (with phoneCode) or international form; normalised (seed 001 §5). */
        phone: skippable(z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'A valid phone number is required')),
        phoneCode: skippable(z.string().regex(/^\+?\d{1,4}$/)),
        postalCode: skippable(z.string().trim().max(12)),
        birthDate: skippable(z.iso.date()),
        gender: skippable(z.string().trim().max(20)),
        source: z.object({ store: z.string().max(40).optional(), acquisitionType: z.string().max(40).optional(), campaignName: z.string().max(100).optional() }).optional(),
        /** Programme data is the programme's: sending it answers PRO418. */
        athlete: z.unknown().optional(),
        employee: z.unknown().optional(),
        prosumer: z.unknown().optional(),
        identity: z.unknown().optional(),
      })
      .optional(),
    preferences: z
      .object({
        interests: skippable(z.string().max(500)),
        preferredShoeSize: skippable(z.string().trim().max(10)),
        favoriteStoreId: skippable(z.string().trim().max(40)),
      })
      .optional(),
    subscriptions: z.array(subscriptionChoice).max(3).optional(),
    enrollments: z.array(z.object({ type: z.literal('Loyalty'), optin: z.boolean().default(true), channel: z.enum(['ECOMM', 'MAPP']).optional() })).max(1).optional(),
    /**
     * An employee accepts the employee discount terms (seed 000 §4, §6): the one employee field
     * the shopper sets; it answers in consumerDetails.employee.isEmployeeDiscountTCAccepted.
     * Ignored for anyone who is not an employee.
     */
    isEmployeeDiscountTCAccepted: z.literal(true).optional(),
  }),
});

const profileUpdateErrors = [
  ...profileErrors,
  { status: 409, errorIds: ['LOGIN_IN_USE2', 'PRO400'], when: "the email is another account's (loyalty@cairn.test)" },
  { status: 409, errorIds: ['PHONE_NUMBER_ALREADY_IN_USE2', 'AUT442'], when: "the phone is another account's (3035550100, phoneCode +1)" },
  { status: 400, errorIds: ['MISSING_BIRTHDATE'], when: 'a Loyalty enrollment without a birth date, given or on file' },
  { status: 400, errorIds: ['PRO411'], when: 'interests hold a value that is not an interest (INTERESTS)' },
  { status: 400, errorIds: ['PRO412'], when: 'a birth date after today minus the minimum age (13 NORA, 16 EMEA) or before 1900-01-02' },
  { status: 403, errorIds: ['PRO418'], when: 'athlete, employee, prosumer or identity data in the body' },
  { status: 404, errorIds: ['STR404'], when: 'preferences.favoriteStoreId names no store' },
] as const;

export const getProfile = defineContract({
  id: 'consumer.profile',
  method: 'GET',
  path: '/consumers-v3/consumer',
  auth: 'registered',
  summary: "The signed-in shopper's profile",
  request: { query: z.object({ includeLoyaltySummary: queryBoolean.optional() }) },
  response: { 200: profileAnswer },
  errors: profileErrors,
});

export const updateProfile = defineContract({
  id: 'consumer.updateProfile',
  method: 'PUT',
  path: '/consumers-v3/consumer',
  auth: 'registered',
  summary: 'Updates the profile: every truthy value replaces the one on file; empty ones are skipped',
  description:
    'A body with no truthy value changes nothing and answers the profile as it is. The phone is normalised to international form with its dialling code (a leading 0 dropped for 44; ten digits with no code are +1). A Loyalty enrollment with optin true makes the shopper a loyalty member (a birth date is needed); optin false leaves the programme. subscriptions set the Newsletter (account email), LoyaltyNewsletter and SMS (account phone) opt-ins of the caller’s site.',
  request: { query: z.object({ includeLoyaltySummary: queryBoolean.optional() }), body: profileInput },
  response: { 200: profileAnswer },
  errors: profileUpdateErrors,
});

export const completeProfile = defineContract({
  id: 'consumer.completeProfile',
  method: 'POST',
  path: '/consumers-v3/consumer',
  auth: 'registered',
  summary: 'Completes the profile (enrolment steps): fills what is missing, never overwrites',
  description:
    'Values for fields the profile already has are ignored; enrollments and subscriptions are added. Answers 201 when the profile went from partially enrolled to complete, else 200.',
  request: { query: z.object({ includeLoyaltySummary: queryBoolean.optional() }), body: profileInput },
  response: { 200: profileAnswer, 201: profileAnswer },
  errors: profileUpdateErrors,
});

// ---- Loyalty -----------------------------------------------------------------------------------

const notMember = { status: 403, errorIds: ['PRO410'], when: 'the shopper is not a loyalty member (member@cairn.test)' } as const;

export const loyaltyToken = defineContract({
  id: 'consumer.loyaltyToken',
  method: 'POST',
  path: '/consumers-v3/consumer/loyalty/token',
  auth: 'registered',
  summary: "A short-lived token for the loyalty programme's widgets, bound to the session",
  request: { body: z.object({ usid: z.string().trim().min(1).max(100), referralCode: z.string().trim().regex(/^[A-Z0-9-]{4,20}$/i, 'a referral code is 4 to 20 letters, digits or dashes').optional() }) },
  response: { 200: z.object({ loyaltyToken: z.string(), tokenType: z.literal('Bearer'), expiresIn: z.number().int(), memberId: z.string(), referralCode: z.string().optional() }) },
  errors: [...profileErrors, notMember, { status: 400, errorIds: ['API400'], when: "usid is not the session's (x-usid of the token answer)" }],
});

export const welcomePromo = defineContract({
  id: 'consumer.loyaltyWelcomePromo',
  method: 'GET',
  path: '/consumers-v3/consumer/loyalty/promo/welcome',
  auth: 'registered',
  summary: "The loyalty welcome offer: a coupon valid for 30 days after joining",
  request: {},
  response: {
    200: z.object({
      promotionId: z.string(),
      couponCode: z.string(),
      calloutMessage: z.string(),
      discountPercent: z.number(),
      validFrom: z.string(),
      validUntil: z.string(),
      active: z.boolean(),
    }),
  },
  errors: [...profileErrors, notMember],
});

export const loyaltyVouchers = defineContract({
  id: 'consumer.loyaltyVouchers',
  method: 'GET',
  path: '/consumers-v3/consumer/loyalty/vouchers',
  auth: 'registered',
  summary: 'The points balance and the vouchers it can buy (seed 000 §3 Loyalty)',
  request: {},
  response: {
    200: z.object({
      memberId: z.string(),
      currentLoyaltyPoints: z.number().int(),
      currency: z.string(),
      applicableLoyaltyVouchers: z.array(z.object({ points: z.number().int(), amountInCurrency: money, available: z.boolean(), eligible: z.boolean() })),
    }),
  },
  errors: [...profileErrors, notMember],
});

// ---- Lookup and user data ---------------------------------------------------------------------

export const lookupConsumer = defineContract({
  id: 'consumer.lookup',
  method: 'GET',
  path: '/consumers-v3/consumer/lookup',
  auth: 'session',
  summary: 'The enrolment lookup step: does this email have an account, and how far is it enrolled?',
  request: { query: z.object({ email }) },
  response: {
    200: z.object({
      email: z.string(),
      exists: z.boolean(),
      isLoyaltyMember: z.boolean(),
      partiallyEnrolled: z.boolean(),
      /** The next enrolment step (seed 001 §2): sign-in, or sign-up when there is no account. */
      nextStep: z.enum(['sign-in', 'sign-up']),
    }),
  },
  errors: [{ status: 401, errorIds: ['AUT404'], when: 'no valid access token' }],
});

export const retrieveUserData = defineContract({
  id: 'consumer.retrieveUserData',
  method: 'POST',
  path: '/consumers-v3/consumer/retrieveUserData',
  auth: 'session',
  summary: 'What sign-up may pre-fill for a consumer id and email pair (seed 001 §4)',
  request: { body: z.object({ consumerId: id, email }) },
  response: {
    200: z.object({
      consumerId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string().optional(),
      phoneCode: z.string().optional(),
      postalCode: z.string().optional(),
      isLoyaltyMember: z.boolean(),
    }),
  },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 404, errorIds: ['PRO404'], when: 'the consumer id and the email are not one account (C000000001 with loyalty@cairn.test)' },
  ],
});

export const updateNotification = defineContract({
  id: 'consumer.notification',
  method: 'PUT',
  path: '/consumers-v3/consumer/notification',
  auth: 'registered',
  summary: 'Sets notification choices (type per channel); answers every choice on file',
  request: {
    body: z.object({
      notifications: z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), channel: z.enum(NOTIFICATION_CHANNELS), optin: z.boolean() })).min(1).max(12),
      /** The app's push token, needed for a PUSH opt-in from the app. */
      pushToken: z.string().max(500).optional(),
    }),
  },
  response: { 200: z.object({ notifications: z.array(notificationPreference) }) },
  errors: [...profileErrors, { status: 400, errorIds: ['API400'], when: 'an SMS opt-in without a phone on the profile, or a PUSH opt-in without pushToken' }],
});

// ---- Addresses ---------------------------------------------------------------------------------

export const addAddress = defineContract({
  id: 'consumer.addAddress',
  method: 'POST',
  path: '/consumers-v3/consumer/address',
  auth: 'registered',
  summary: 'Adds an address; the first of its approach type becomes main, main: true moves main to it',
  request: { body: addressInput },
  response: { 201: z.object({ addressId: z.string(), address: consumerAddress, addresses: z.array(consumerAddress) }) },
  errors: [...profileErrors, addressRuleErrors, { status: 409, errorIds: ['PRO414'], when: `the address book holds ${MAX_ADDRESSES} addresses` }],
});

const addressIdParam = z.object({ addressId: id });
const addressMissing = { status: 404, errorIds: ['ADDRESS_NOT_FOUND'], when: "no address of the caller's has that id" } as const;

export const updateAddress = defineContract({
  id: 'consumer.updateAddress',
  method: 'PUT',
  path: '/consumers-v3/consumer/address/{addressId}',
  auth: 'registered',
  summary: 'Replaces an address; main: true makes it the main one of its approach type (main: false is ignored: another address must become main)',
  request: { params: addressIdParam, body: addressInput },
  response: { 200: z.object({ addressId: z.string(), address: consumerAddress, addresses: z.array(consumerAddress) }) },
  errors: [...profileErrors, addressRuleErrors, addressMissing],
});

export const deleteAddress = defineContract({
  id: 'consumer.deleteAddress',
  method: 'DELETE',
  path: '/consumers-v3/consumer/address/{addressId}',
  auth: 'registered',
  summary: 'Deletes an address; when it was main, the newest other address of its type becomes main',
  request: { params: addressIdParam },
  response: { 200: z.object({ addresses: z.array(consumerAddress) }) },
  errors: [...profileErrors, addressMissing],
});

// ---- Payment instruments (saved cards and gift cards) ---------------------------------------------

export const savedInstrument = z.object({
  paymentInstrumentId: z.string(),
  payment_method_id: z.enum(['CREDIT_CARD', 'GIFT_CARD']),
  default: z.boolean(),
  card: z
    .object({ holder: z.string(), cardType: z.string(), maskedNumber: z.string(), last4: z.string(), expirationMonth: z.number().int(), expirationYear: z.number().int(), expired: z.boolean() })
    .optional(),
  /** Gift cards show the last 4 digits masked by XXX (seed 001 §9). */
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
  summary: 'Saves a card (paymentCard) or a gift card (giftCard); answers card.paymentInstrumentId (seed 001 §3)',
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

// ---- Orders (seed 000 §3 Order) ----------------------------------------------------------------

export const ORDER_STATUSES = ['payment_pending', 'processing', 'shipped', 'delivered', 'ready_for_pickup', 'picked_up', 'completed', 'cancelled'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);

export const purchaseItem = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
  image: z.string().optional(),
  pdpUrl: z.string().optional(),
  qty: z.number().int().positive(),
  /** Unit price paid, and the line's total. */
  price: z.object({ current: money, rowTotal: money }),
  shippingMethod: z.string(),
  storeId: z.string().optional(),
  isDigitalProduct: z.boolean(),
  giftOption: z.object({ to: z.string(), email: z.string(), message: z.string() }).optional(),
  /** Units that may still get a return label. */
  returnableQty: z.number().int().nonnegative(),
  returnedQty: z.number().int().nonnegative(),
});

const tracking = z.object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string() });

const orderAddress = consumerAddress.omit({ addressId: true, id: true, approachType: true, main: true }).partial().extend({ firstName: z.string(), lastName: z.string() });

export const purchaseDetail = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatus,
  /** ECOMM for web orders, STORE for in-store purchases. */
  channel: z.enum(['ECOMM', 'STORE']),
  siteId: z.string(),
  currency: z.string(),
  items: z.array(purchaseItem),
  shipments: z.array(z.object({ shipmentId: z.string(), shippingMethod: z.string(), storeId: z.string().optional(), itemIds: z.array(z.string()), tracking: tracking.optional() })),
  totals: z.object({ currency: z.string(), itemTotal: money, shipping: money, tax: money, totalDiscount: money, total: money, totalUnits: z.number().int() }),
  paymentMethod: z.object({ code: z.string(), cardType: z.string().optional(), last4: z.string().optional() }),
  shippingAddress: orderAddress.optional(),
  billingAddress: orderAddress.optional(),
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).optional(),
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  returns: z.array(z.object({ returnId: z.string(), createdAt: z.string(), trackingNumber: z.string(), items: z.array(z.object({ itemId: z.string(), qty: z.number().int() })) })),
  cancelledAt: z.string().optional(),
});
export type PurchaseDetail = z.infer<typeof purchaseDetail>;

export const purchaseSummary = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatus,
  channel: z.enum(['ECOMM', 'STORE']),
  currency: z.string(),
  total: money,
  totalUnits: z.number().int(),
  images: z.array(z.string()),
  storeId: z.string().optional(),
});

const orderMissing = { status: 404, errorIds: ['OHS4004'], when: "no order of the caller's has that number" } as const;

export const purchaseHistory = defineContract({
  id: 'consumer.purchaseHistory',
  method: 'POST',
  path: '/consumers-v3/consumer/purchasehistory',
  auth: 'registered',
  summary: "The shopper's orders (web and in store), newest first, paged",
  request: {
    body: z
      .object({
        start: z.number().int().min(0).default(0),
        count: z.number().int().min(1).max(PURCHASE_HISTORY_MAX_PAGE_SIZE).default(PURCHASE_HISTORY_PAGE_SIZE),
        status: z.array(orderStatus).max(ORDER_STATUSES.length).optional(),
        channel: z.enum(['ECOMM', 'STORE']).optional(),
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
      })
      .prefault({}),
  },
  response: { 200: z.object({ orders: z.array(purchaseSummary), total: z.number().int(), start: z.number().int(), count: z.number().int() }) },
  errors: profileErrors,
});

export const purchaseDetails = defineContract({
  id: 'consumer.purchase',
  method: 'GET',
  path: '/consumers-v3/consumer/purchase/{orderId}',
  auth: 'registered',
  summary: 'One order of the shopper’s, with what can still be done with it',
  request: { params: z.object({ orderId: id }) },
  response: { 200: purchaseDetail },
  errors: [...profileErrors, orderMissing],
});

export const INVOICE_FORMATS = ['pdf', 'html'] as const;

export const downloadInvoice = defineContract({
  id: 'consumer.invoice',
  method: 'POST',
  path: '/consumers-v3/consumer/purchase/invoice/download',
  auth: 'registered',
  summary: 'The invoice of an order: application/pdf (default) or text/html, as an attachment',
  description: 'Not JSON: the answer is the document itself, with Content-Disposition attachment; filename="invoice-{orderNumber}.pdf". Errors are JSON in the spec shape.',
  request: { query: z.object({ format: z.enum(INVOICE_FORMATS).default('pdf') }), body: z.object({ orderNumber: id }) },
  response: { 200: z.string() },
  errors: [...profileErrors, orderMissing, { status: 409, errorIds: ['ORD409'], when: 'the order was cancelled or never paid: it has no invoice' }],
});

export const RETURN_REASONS = ['TOO_SMALL', 'TOO_LARGE', 'NOT_AS_DESCRIBED', 'DAMAGED', 'CHANGED_MIND', 'OTHER'] as const;

export const returnLabel = defineContract({
  id: 'consumer.returnLabel',
  method: 'POST',
  path: '/consumers-v3/consumer/return/{orderId}/returnLabel',
  auth: 'registered',
  summary: 'A prepaid return label for items of a delivered order',
  request: {
    params: z.object({ orderId: id }),
    body: z.object({ items: z.array(z.object({ itemId: id, qty: z.number().int().min(1).max(999), reason: z.enum(RETURN_REASONS) })).min(1).max(50) }),
  },
  response: {
    201: z.object({
      returnId: z.string(),
      orderNumber: z.string(),
      carrier: z.string(),
      trackingNumber: z.string(),
      items: z.array(z.object({ itemId: z.string(), qty: z.number().int(), reason: z.string() })),
      /** The label itself: a PDF, base64. */
      label: z.object({ contentType: z.literal('application/pdf'), fileName: z.string(), data: z.string() }),
      createdAt: z.string(),
    }),
  },
  errors: [
    ...profileErrors,
    orderMissing,
    { status: 409, errorIds: ['RTN500'], when: 'the order is not delivered yet, was cancelled, was bought in store, or the items are digital or already returned' },
    { status: 400, errorIds: ['API400'], when: 'an itemId not in the order, or more units than can be returned' },
  ],
});

export const trackingAnswer = z.object({
  orderNumber: z.string(),
  status: orderStatus,
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  trackingUrl: z.string().optional(),
  estimatedDelivery: z.string().optional(),
  events: z.array(z.object({ status: orderStatus, description: z.string(), at: z.string(), location: z.string().optional() })),
});

export const trackOrder = defineContract({
  id: 'consumer.trackOrder',
  method: 'POST',
  path: '/consumers-v3/consumer/TrackOrder',
  auth: 'session',
  summary: "Where an order is: by its number and the email it was placed with (guests too)",
  request: { body: z.object({ orderNumber: id, email }) },
  response: { 200: trackingAnswer },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    orderMissing,
    { status: 400, errorIds: ['ORD400'], when: "the email is not the order's" },
  ],
});

export const cancelOrder = defineContract({
  id: 'consumer.cancelOrder',
  method: 'POST',
  path: '/consumers-v3/consumer/CancelOrder',
  auth: 'session',
  summary: 'Cancels an order that has not shipped; its stock goes back',
  description: "A signed-in shopper cancels their own orders; anyone else needs the order's email (query or body), like TrackOrder.",
  request: {
    query: z.object({ email: email.optional() }),
    body: z.object({ orderNumber: id, email: email.optional(), reason: z.enum(['CHANGED_MIND', 'ORDERED_BY_MISTAKE', 'TOO_SLOW', 'OTHER']).default('OTHER'), comment: z.string().max(500).optional() }),
  },
  response: { 200: purchaseDetail },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    orderMissing,
    { status: 400, errorIds: ['ORD400'], when: "someone else's order without its email, or with another email" },
    { status: 409, errorIds: ['ORD409'], when: 'the order has shipped, was picked up, was bought in store or is already cancelled' },
  ],
});

export const resendGiftCardEmail = defineContract({
  id: 'consumer.resendGiftCardEmail',
  method: 'POST',
  path: '/consumers-v3/consumer/resendGiftCardEmail',
  auth: 'registered',
  summary: 'Sends the e-gift card mail of an order again (to its recipient, or a corrected email)',
  request: { body: z.object({ orderNumber: id, itemId: id.optional(), email: email.optional() }) },
  response: { 200: z.object({ orderNumber: z.string(), sent: z.array(z.object({ itemId: z.string(), recipient: z.string(), sentAt: z.string() })) }) },
  errors: [
    ...profileErrors,
    orderMissing,
    { status: 404, errorIds: ['GFO404'], when: 'the order (or itemId) holds no e-gift card' },
    { status: 409, errorIds: ['GFO405'], when: 'the order was cancelled or is not paid yet' },
  ],
});

// ---- Warranty and contact us -------------------------------------------------------------------

export const warrantyClaim = defineContract({
  id: 'consumer.warranty',
  method: 'POST',
  path: '/consumers-v3/consumer/warranty',
  auth: 'session',
  summary: 'Files a warranty claim for a product',
  request: {
    body: z.object({
      productId: id,
      orderNumber: id.optional(),
      purchaseDate: z.iso.date(),
      purchasePlace: z.enum(PURCHASE_PLACES),
      issue: z.enum(WARRANTY_ISSUES),
      description: z.string().trim().min(CARE_TEXT_MIN).max(CLAIM_TEXT_MAX),
      email,
      firstName: z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.'),
      lastName: z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.'),
      phone: z.string().trim().max(20).optional(),
      photos: z.array(z.url()).max(5).optional(),
    }),
  },
  response: { 201: z.object({ claimId: z.string(), status: z.literal('RECEIVED'), productId: z.string(), email: z.string(), createdAt: z.string() }) },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 404, errorIds: ['API404'], when: 'productId is not a product (or variant) of the catalogue' },
    { status: 404, errorIds: ['OHS4004'], when: "a signed-in shopper's orderNumber that is not theirs" },
    { status: 400, errorIds: ['API400'], when: 'a purchase date in the future' },
  ],
});

export const categorySubjects = z.object({
  categories: z.array(z.object({ id: z.string(), label: z.string(), subjects: z.array(z.object({ id: z.string(), label: z.string() })) })),
});

export const getCategorySubjects = defineContract({
  id: 'consumer.contactCategories',
  method: 'GET',
  path: '/consumers-v3/contactus/categorySubject',
  auth: 'public',
  summary: "Contact-us categories and their subjects, in the site's language",
  request: {},
  response: { 200: categorySubjects },
});

export const contactUs = defineContract({
  id: 'consumer.contactUs',
  method: 'POST',
  path: '/consumers-v3/contactus',
  auth: 'session',
  summary: 'Sends a message to customer care; a confirmation mail goes to the sender',
  request: {
    body: z.object({
      category: z.string().trim().min(1).max(40),
      subject: z.string().trim().min(1).max(40),
      email,
      firstName: z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.'),
      lastName: z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.'),
      phone: z.string().trim().max(20).optional(),
      orderNumber: id.optional(),
      message: z.string().trim().min(CARE_TEXT_MIN).max(CONTACT_MESSAGE_MAX),
    }),
  },
  response: { 201: z.object({ caseId: z.string(), category: z.string(), subject: z.string(), email: z.string(), createdAt: z.string() }) },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 400, errorIds: ['API400'], when: 'a category, or a subject of the category, that GET /consumers-v3/contactus/categorySubject does not list' },
  ],
});

export const consumerContracts = [
  getProfile,
  updateProfile,
  completeProfile,
  loyaltyToken,
  welcomePromo,
  loyaltyVouchers,
  lookupConsumer,
  retrieveUserData,
  updateNotification,
  addAddress,
  updateAddress,
  deleteAddress,
  listPaymentInstruments,
  savePaymentInstrument,
  patchPaymentInstrument,
  deletePaymentInstrument,
  purchaseHistory,
  purchaseDetails,
  downloadInvoice,
  returnLabel,
  trackOrder,
  cancelOrder,
  resendGiftCardEmail,
  warrantyClaim,
  getCategorySubjects,
  contactUs,
] as const;
