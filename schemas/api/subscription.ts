/**
 * Subscriptions (docs/requirements/account-and-loyalty.md#communication-and-subscriptions consumerProfile.subscriptions, docs/requirements/account-and-loyalty.md#communication-and-subscriptions `GET, PUT, POST
 * /consumers-v3/consumer/subscription`): newsletter, loyalty newsletter and SMS opt-ins. The
 * spec shows the fields, not the bodies; the shapes below are ours, named after those fields.
 * A POST that changes nothing (the recipient is already opted in) answers 200 instead of 201:
 * that is how the newsletter form learns that a guest is already subscribed.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { EMAIL_PATTERN } from '../forms/validators.ts';

export const SUBSCRIPTION_TYPES = ['Newsletter', 'LoyaltyNewsletter', 'SMS'] as const;
export const subscriptionType = z.enum(SUBSCRIPTION_TYPES);
export type SubscriptionType = z.infer<typeof subscriptionType>;

/** docs/requirements/sign-in.md#sign-in-flow: sign-in emails are at most 100 characters; the same bound holds here. */
export const RECIPIENT_MAX_LENGTH = 100;
/** E.164: a plus, then 8 to 15 digits, the first not 0. */
export const SMS_RECIPIENT = /^\+[1-9]\d{7,14}$/;

/** Sandbox test data (docs: sandbox): this newsletter address makes the service fail (503). */
export const SUBSCRIPTION_UNAVAILABLE_RECIPIENT = 'unavailable@cairn.test';

export const subscription = z.object({
  type: subscriptionType,
  /** The email address (Newsletter, LoyaltyNewsletter) or phone number (SMS). */
  recipient: z.string(),
  /** Where the opt-in came from: ECOMM (web) or MAPP (the app's webview), as the x-channel header. */
  channel: z.enum(['ECOMM', 'MAPP']),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  category: z.string().optional(),
  country: z.string(),
  region: z.enum(['NORA', 'EMEA']),
  optinDate: z.string().optional(),
  optoutDate: z.string().optional(),
});
export type Subscription = z.infer<typeof subscription>;

const subscriptionInput = z
  .object({
    type: subscriptionType,
    recipient: z.string().trim().min(1).max(RECIPIENT_MAX_LENGTH),
    optin: z.boolean().default(true),
    doubleOptin: z.boolean().default(false),
    channel: z.enum(['ECOMM', 'MAPP']).default('ECOMM'),
    category: z.string().trim().min(1).max(50).optional(),
    /** ISO 3166 alpha-2; default: the x-site-id site's country. */
    country: z.string().regex(/^[A-Z]{2}$/, 'country is two capital letters').optional(),
    region: z.enum(['NORA', 'EMEA']).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.type === 'SMS' ? !SMS_RECIPIENT.test(s.recipient) : !EMAIL_PATTERN.test(s.recipient)) {
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: s.type === 'SMS' ? 'A phone number in international form, e.g. +15551234567' : 'Email is not valid' });
    }
  });

const errors = [
  { status: 400, errorIds: ['API400'], when: 'an unknown type, or a recipient that is not an email address (Newsletter, LoyaltyNewsletter) or an international phone number (SMS)' },
  { status: 503, errorIds: ['GEN500'], when: `the recipient is ${SUBSCRIPTION_UNAVAILABLE_RECIPIENT}` },
] as const;

export const getSubscriptions = defineContract({
  id: 'subscription.list',
  method: 'GET',
  path: '/consumers-v3/consumer/subscription',
  auth: 'public',
  summary: "A recipient's subscriptions on the caller's site",
  request: {
    query: z.object({
      recipient: z.string().trim().min(1).max(RECIPIENT_MAX_LENGTH),
      type: subscriptionType.optional(),
    }),
  },
  response: { 200: z.object({ subscriptions: z.array(subscription) }) },
});

export const createSubscription = defineContract({
  id: 'subscription.create',
  method: 'POST',
  path: '/consumers-v3/consumer/subscription',
  auth: 'public',
  summary: 'Subscribes a recipient (or updates its subscription)',
  description:
    '201 when the subscription was created or changed (an opt-in after an opt-out), 200 with the stored subscription when it was already in that state: for a newsletter, "already subscribed". optinDate comes from the server clock.',
  request: { body: subscriptionInput },
  response: { 201: subscription, 200: subscription },
  errors,
});

export const updateSubscription = defineContract({
  id: 'subscription.update',
  method: 'PUT',
  path: '/consumers-v3/consumer/subscription',
  auth: 'public',
  summary: "Changes a recipient's existing subscription (opting out sets optoutDate)",
  request: { body: subscriptionInput },
  response: { 200: subscription },
  errors: [...errors, { status: 404, errorIds: ['API404'], when: 'the recipient has no subscription of that type on this site' }],
});

export const subscriptionContracts = [getSubscriptions, createSubscription, updateSubscription] as const;
