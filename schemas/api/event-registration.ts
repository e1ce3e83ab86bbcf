/**
 * Event registration (docs/requirements/content-blocks.md#event-sign-up `POST /consumers-v3/consumer/event-registration`: email,
 * attendingDays, eventId, eventTermsAccepted, firstName, lastName, gender, phoneNumber, plusOne,
 * registrationTimestamp). The answer is not shown in the spec; ours echoes the registration.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { EMAIL_PATTERN, NAME_PATTERN } from '../forms/validators.ts';

export { ATTENDING_DAYS_SEPARATOR } from '../forms/event-registration.ts';
const ATTENDING_DAYS = /^(\d{4}-\d{2}-\d{2})(, \d{4}-\d{2}-\d{2})*$/;

/** What the browser sends the BFF: the gateway body without the timestamp, which the BFF sets. */
export const eventRegistrationForm = z.object({
  email: z.string().trim().max(100).regex(EMAIL_PATTERN, 'Email is not valid'),
  /** The chosen days, `YYYY-MM-DD`, joined by ', '. */
  attendingDays: z.string().trim().max(400).regex(ATTENDING_DAYS, 'Days are YYYY-MM-DD dates joined by ", "'),
  eventId: z.string().trim().min(1).max(100),
  eventTermsAccepted: z.literal(true, { message: 'The event terms must be accepted' }),
  firstName: z.string().trim().max(30).default(''),
  lastName: z.string().trim().max(30).default(''),
  gender: z.string().trim().max(20).default(''),
  phoneNumber: z.string().trim().max(30).default(''),
  /** The guest's name, or empty. */
  plusOne: z
    .string()
    .trim()
    .max(60)
    .refine((v) => v === '' || NAME_PATTERN.test(v), 'Name is not valid.')
    .default(''),
});
export type EventRegistrationForm = z.input<typeof eventRegistrationForm>;

export const eventRegistrationRequest = eventRegistrationForm.extend({
  registrationTimestamp: z.iso.datetime({ offset: true }),
});
export type EventRegistrationRequest = z.input<typeof eventRegistrationRequest>;

export const eventRegistration = z.object({
  registrationId: z.string(),
  eventId: z.string(),
  email: z.string(),
  attendingDays: z.string(),
  plusOne: z.string(),
  registrationTimestamp: z.string(),
});
export type EventRegistration = z.infer<typeof eventRegistration>;

export const registerForEvent = defineContract({
  id: 'eventRegistration.create',
  method: 'POST',
  path: '/consumers-v3/consumer/event-registration',
  auth: 'public',
  summary: 'Registers a shopper (and an optional plus-one) for an event',
  description:
    'One registration per email and event. The storefront shows the form to signed-in shoppers only; the contract becomes `registered` once the BFF forwards the shopper\'s token.',
  request: { body: eventRegistrationRequest },
  response: { 201: eventRegistration },
  errors: [
    { status: 400, errorIds: ['API400'], when: 'a field fails its rule: terms not accepted, a plus-one that is not a name, days that are not dates' },
    { status: 409, errorIds: ['API400'], when: 'that email is already registered for that event' },
  ],
});

export const eventRegistrationContracts = [registerForEvent] as const;
