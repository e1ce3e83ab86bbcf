/**
 * Notification choices (PUT …/consumer/notification;
 * docs/requirements/account-and-loyalty.md#communication-and-subscriptions): a type per channel,
 * opted in or out. They are read back with the profile (schemas/api/consumer/profile.ts
 * `notifications`): the spec has no GET for them. The sandbox keeps them in src/sandbox/consumer/notifications.ts.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { profileErrors } from './common.ts';

export const NOTIFICATION_TYPES = ['ORDER_UPDATES', 'BACK_IN_STOCK', 'PRICE_DROP', 'EVENTS'] as const;
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'PUSH'] as const;

export const notificationPreference = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  optin: z.boolean(),
  updatedAt: z.string(),
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
