/**
 * The newsletter service's rows (table `subscriptions`, migration 20) and their API shape. One
 * place, read by the subscription routes and by the consumer profile.
 */
import type { Subscription, SubscriptionType } from '../../../schemas/api/subscription.ts';

export interface SubscriptionRow {
  type: SubscriptionType;
  recipient: string;
  channel: 'ECOMM' | 'MAPP';
  optin: number;
  double_optin: number;
  category: string | null;
  country: string;
  region: 'NORA' | 'EMEA';
  optin_date: string | null;
  optout_date: string | null;
}

export function toSubscription(r: SubscriptionRow): Subscription {
  return {
    type: r.type,
    recipient: r.recipient,
    channel: r.channel,
    optin: r.optin === 1,
    doubleOptin: r.double_optin === 1,
    ...(r.category ? { category: r.category } : {}),
    country: r.country,
    region: r.region,
    ...(r.optin_date ? { optinDate: r.optin_date } : {}),
    ...(r.optout_date ? { optoutDate: r.optout_date } : {}),
  };
}
