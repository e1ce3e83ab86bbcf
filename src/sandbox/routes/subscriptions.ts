/**
 * Subscriptions (docs/requirements/account-and-loyalty.md#communication-and-subscriptions `GET, PUT, POST /consumers-v3/consumer/subscription`), declared by
 * their contracts (schemas/api/subscription.ts). A recipient has one subscription per site and
 * type; a POST that changes nothing answers 200 (already subscribed), a change answers 201.
 */
import { createSubscription, getSubscriptions, updateSubscription, SUBSCRIPTION_TYPES, SUBSCRIPTION_UNAVAILABLE_RECIPIENT, type Subscription, type SubscriptionType } from '../../../schemas/api/subscription.ts';
import { statement, transaction, type Database } from '../db.ts';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError, siteOf, type Exchange } from '../http/exchange.ts';
import type { Site } from '../../lib/site/locales.ts';
import { signupConsentRow } from '../consumer/profile.ts';
import { toSubscription, type SubscriptionRow } from '../subscriptions/rows.ts';
import type { Route } from '../http/router.ts';


/** Emails compare case-insensitively; phone numbers are already canonical (E.164). */
const canonical = (type: SubscriptionType, recipient: string): string => (type === 'SMS' ? recipient.trim() : recipient.trim().toLowerCase());


/** The subscription on file: the service's row, else a consent given at sign-up (consumer/profile.ts). */
function find(db: Database, site: Site, type: SubscriptionType, recipient: string): SubscriptionRow | undefined {
  const row = statement(db, 'SELECT * FROM subscriptions WHERE site_id = ? AND type = ? AND recipient = ?').get(site.siteId, type, recipient) as SubscriptionRow | undefined;
  return row ?? signupConsentRow(db, site, type, recipient);
}

function failIfTestRecipient(recipient: string): void {
  if (recipient === SUBSCRIPTION_UNAVAILABLE_RECIPIENT) throw new HttpError(503, 'GEN500', 'The subscription service is unavailable; try again later');
}

type Input = {
  type: SubscriptionType;
  recipient: string;
  optin: boolean;
  doubleOptin: boolean;
  channel: 'ECOMM' | 'MAPP';
  category?: string | undefined;
  country?: string | undefined;
  region?: 'NORA' | 'EMEA' | undefined;
};

/** Writes the subscription; returns it and whether anything changed. */
function save(x: Exchange, input: Input, mustExist: boolean): { subscription: Subscription; changed: boolean } {
  const site = siteOf(x);
  const recipient = canonical(input.type, input.recipient);
  failIfTestRecipient(recipient);
  return transaction(x.db, () => {
    const before = find(x.db, site, input.type, recipient);
    if (!before && mustExist) throw new HttpError(404, 'API404', `${recipient} has no ${input.type} subscription on ${site.siteId}`);
    const now = new Date().toISOString();
    const optedIn = input.optin && before?.optin !== 1;
    const optedOut = !input.optin && (before ? before.optin === 1 : false);
    const next: SubscriptionRow = {
      type: input.type,
      recipient,
      channel: before?.channel ?? input.channel,
      optin: input.optin ? 1 : 0,
      double_optin: input.doubleOptin ? 1 : 0,
      category: input.category ?? before?.category ?? null,
      country: input.country ?? before?.country ?? site.country,
      region: input.region ?? before?.region ?? site.region,
      // Opt-in and opt-out dates come from the server clock (docs/requirements/account-and-loyalty.md#communication-and-subscriptions /fapi/server/time).
      optin_date: optedIn ? now : (before?.optin_date ?? null),
      optout_date: optedOut ? now : input.optin ? null : (before?.optout_date ?? null),
    };
    const changed =
      !before ||
      before.optin !== next.optin ||
      before.double_optin !== next.double_optin ||
      before.category !== next.category ||
      before.country !== next.country ||
      before.region !== next.region;
    if (changed) {
      statement(
        x.db,
        `INSERT INTO subscriptions (site_id, type, recipient, channel, optin, double_optin, category, country, region, optin_date, optout_date, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (site_id, type, recipient) DO UPDATE SET
           optin = excluded.optin, double_optin = excluded.double_optin, category = excluded.category, country = excluded.country,
           region = excluded.region, optin_date = excluded.optin_date, optout_date = excluded.optout_date, updated_at = excluded.updated_at`,
      ).run(site.siteId, next.type, next.recipient, next.channel, next.optin, next.double_optin, next.category, next.country, next.region, next.optin_date, next.optout_date, now);
    }
    return { subscription: toSubscription(changed ? next : (before as SubscriptionRow)), changed };
  });
}

export const subscriptionRoutes: Route[] = [
  contractRoute(getSubscriptions, ({ query, x }) => {
    const site = siteOf(x);
    const rows = statement(x.db, 'SELECT * FROM subscriptions WHERE site_id = ? AND recipient IN (?, ?) ORDER BY type').all(site.siteId, query.recipient.trim(), query.recipient.trim().toLowerCase()) as unknown as SubscriptionRow[];
    const types: readonly SubscriptionType[] = query.type ? [query.type] : SUBSCRIPTION_TYPES;
    const listed = types.flatMap((type) => {
      const row = rows.find((r) => r.type === type) ?? signupConsentRow(x.db, site, type, canonical(type, query.recipient));
      return row ? [toSubscription(row)] : [];
    }).sort((a, b) => a.type.localeCompare(b.type));
    return { status: 200, body: { subscriptions: listed } };
  }),

  contractRoute(createSubscription, ({ body, x }) => {
    const { subscription, changed } = save(x, body, false);
    return changed ? { status: 201, body: subscription } : { status: 200, body: subscription };
  }),

  contractRoute(updateSubscription, ({ body, x }) => ({ status: 200, body: save(x, body, true).subscription })),
];
