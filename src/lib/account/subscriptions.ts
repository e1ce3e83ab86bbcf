/**
 * The account's communication choices (issue 12; docs/requirements/account-and-loyalty.md#communication-and-subscriptions subscriptions, docs/requirements/account-and-loyalty.md#communication-and-subscriptions `GET, PUT, POST
 * …/consumer/subscription` and `PUT …/consumer/notification`): the newsletter, loyalty newsletter
 * and SMS subscriptions of the shopper's email and phone, and the notification choices (type per
 * channel). Opting in is a POST (created, or 'already subscribed'), opting out a PUT; the gateway
 * dates both by its own clock (the clock of GET /fapi/server/time), and the screen shows the
 * dates it answers.
 *
 * Browser and server code: contract types only (no schema library reaches the page).
 */
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import type { Subscription, SubscriptionType } from '../../../schemas/api/subscription.ts';
import { callBff } from '../bff/browser.ts';
import { raiseError, type ShopperError } from '../errors/report.ts';

const SUBSCRIPTION_PATH = '/api/gateway/consumers-v3/consumer/subscription';
const NOTIFICATION_PATH = '/api/gateway/consumers-v3/consumer/notification';

type Notification = NonNullable<ConsumerProfile['notifications']>[number];
export type NotificationType = Notification['type'];
export type NotificationChannel = Notification['channel'];

/** One subscription as the screen shows it. */
export interface SubscriptionState {
  type: SubscriptionType;
  optin: boolean;
  /** ISO timestamps, by the gateway's clock. */
  optinDate?: string | undefined;
  optoutDate?: string | undefined;
}

export type SubscriptionStates = Record<SubscriptionType, SubscriptionState>;

const stateOf = (s: Pick<Subscription, 'type' | 'optin' | 'optinDate' | 'optoutDate'>): SubscriptionState => ({
  type: s.type,
  optin: s.optin,
  ...(s.optinDate ? { optinDate: s.optinDate } : {}),
  ...(s.optoutDate ? { optoutDate: s.optoutDate } : {}),
});

/** Every type's state from the profile's list; a type not listed is not subscribed. */
export function subscriptionStates(list: ReadonlyArray<Pick<Subscription, 'type' | 'optin' | 'optinDate' | 'optoutDate'>>): SubscriptionStates {
  const find = (type: SubscriptionType) => list.find((s) => s.type === type);
  const of = (type: SubscriptionType): SubscriptionState => {
    const found = find(type);
    return found ? stateOf(found) : { type, optin: false };
  };
  return { Newsletter: of('Newsletter'), LoyaltyNewsletter: of('LoyaltyNewsletter'), SMS: of('SMS') };
}

export type SubscriptionResult = { ok: true; state: SubscriptionState } | { ok: false; error: ShopperError };

/** Opts the recipient (the account's email, or its phone for SMS) in (POST) or out (PUT). */
export async function changeSubscription(type: SubscriptionType, recipient: string, optin: boolean): Promise<SubscriptionResult> {
  const outcome = await callBff<Subscription>(optin ? 'POST' : 'PUT', SUBSCRIPTION_PATH, { type, recipient, optin });
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, 'account.subscription') };
  const answer = outcome.data;
  if (!answer || answer.type !== type || typeof answer.optin !== 'boolean') {
    return { ok: false, error: raiseError({ ok: false, status: outcome.status, errorId: null, message: null, appId: null }, 'account.subscription') };
  }
  return { ok: true, state: stateOf(answer) };
}

/** The notification choices as a grid: every type, each channel shown on the web, on or off. */
export type NotificationGrid = Record<string, Record<string, boolean>>;

export function notificationGrid(list: ReadonlyArray<Pick<Notification, 'type' | 'channel' | 'optin'>>, types: readonly NotificationType[], channels: readonly NotificationChannel[]): NotificationGrid {
  const grid: NotificationGrid = {};
  for (const type of types) {
    const row: Record<string, boolean> = {};
    for (const channel of channels) row[channel] = list.some((n) => n.type === type && n.channel === channel && n.optin);
    grid[type] = row;
  }
  return grid;
}

/** The choices that differ between two grids, as the PUT sends them. */
export function notificationChanges(before: NotificationGrid, after: NotificationGrid): Array<{ type: NotificationType; channel: NotificationChannel; optin: boolean }> {
  const changes: Array<{ type: NotificationType; channel: NotificationChannel; optin: boolean }> = [];
  for (const [type, row] of Object.entries(after)) {
    for (const [channel, optin] of Object.entries(row)) {
      if ((before[type]?.[channel] ?? false) !== optin) changes.push({ type: type as NotificationType, channel: channel as NotificationChannel, optin });
    }
  }
  return changes;
}

export type NotificationResult = { ok: true; notifications: Notification[] } | { ok: false; error: ShopperError };

export async function saveNotifications(changes: ReturnType<typeof notificationChanges>): Promise<NotificationResult> {
  const outcome = await callBff<{ notifications?: Notification[] }>('PUT', NOTIFICATION_PATH, { notifications: changes });
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, 'account.notifications') };
  const list = outcome.data?.notifications;
  if (!Array.isArray(list)) return { ok: false, error: raiseError({ ok: false, status: outcome.status, errorId: null, message: null, appId: null }, 'account.notifications') };
  return { ok: true, notifications: list };
}
