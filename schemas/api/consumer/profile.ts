/**
 * The consumer profile (docs/requirements/account-and-loyalty.md#consumer-profile): what GET
 * /consumers-v3/consumer answers, what PUT and POST send, and the three contracts. The answer is
 * built from the spec's field names (consumerProfile, consumerDetails, preferences, subscriptions,
 * enrollments, loyaltySummary.points.balance). The sandbox's rules are in
 * src/sandbox/consumer/profile.ts.
 *
 * Codes (ours): PRO411 an unknown interest, PRO412 a birth date out of bounds, PRO418 a programme
 * field the shopper can't change.
 */
import { z } from 'zod';
import { NAME_PATTERN } from '../../forms/validators.ts';
import { consumerType, identityType } from '../auth.ts';
import { defineContract, queryBoolean } from '../contract.ts';
import { subscription } from '../subscription.ts';
import { consumerAddress } from './addresses.ts';
import { email, money, profileErrors } from './common.ts';
import { notificationPreference } from './notifications.ts';

/** Interests are stored pipe-separated (docs/requirements/account-and-loyalty.md#consumer-profile). */
export const INTEREST_SEPARATOR = '|';
export { INTERESTS } from '../consumer-rules.ts';

/** "Profile updates with no truthy value are skipped" (docs/requirements/account-and-loyalty.md#profile-updates): '' and null mean "leave it". */
const skippable = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), z.null(), schema]).optional();

const spend = z.object({ currentSpend: money, currency: z.string() });

export const consumerDetails = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** International form (+13035550100), docs/requirements/account-and-loyalty.md#phone-numbers. */
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
  /** Pipe-separated (docs/requirements/account-and-loyalty.md#consumer-profile): 'hiking|camping'. */
  interests: z.string(),
  preferredShoeSize: z.string().optional(),
  /** The favorite store (docs/requirements/account-and-loyalty.md#stores Favorites: favorite store id). */
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
  /** docs/requirements/account-and-loyalty.md#addresses: an email and any of phone, first name, last name, postal code or birth date missing. */
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
        /** National (with phoneCode) or international form; normalised (docs/requirements/account-and-loyalty.md#phone-numbers). */
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
     * An employee accepts the employee discount terms (docs/requirements/account-and-loyalty.md#employees): the one employee field
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
