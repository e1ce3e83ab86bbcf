/**
 * The enrolment steps before sign-in or sign-up (docs/requirements/sign-in.md#enrolment-steps):
 * does an email have an account, and what sign-up may pre-fill. PRO404: no such consumer (ours).
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { email, id } from './common.ts';

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
      /** The next enrolment step (docs/requirements/sign-in.md#enrolment-steps): sign-in, or sign-up when there is no account. */
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
  summary: 'What sign-up may pre-fill for a consumer id and email pair (docs/requirements/sign-in.md#sign-up)',
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
