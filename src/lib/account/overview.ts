/**
 * The account overview's rules (issue 12 "Overview: greeting, loyalty status and points, the
 * latest orders, shortcuts"): pure functions the server-rendered page feeds with the profile
 * (GET /consumers-v3/consumer?includeLoyaltySummary=true) and the order history (POST
 * …/purchasehistory), each of which may have failed on its own.
 */
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import { orderStatusPath } from './orders.ts';
import { accountPath, type AccountSection } from './sections.ts';

/** How many orders the overview lists; the orders section has the rest. */
export const LATEST_ORDERS_COUNT = 3;

/** The newest orders first, as many as the overview lists (the history answers newest first). */
export function latestOrders<T>(orders: readonly T[]): T[] {
  return orders.slice(0, LATEST_ORDERS_COUNT);
}

/**
 * The loyalty block: a member sees the status and, when the answer carries a loyalty summary, the
 * points balance and tier; a shopper outside the programme is invited to join it. A site whose
 * loyalty features are off shows no block.
 */
export type LoyaltyView = { kind: 'member'; points: number | null; tier: string | null } | { kind: 'invitation' } | { kind: 'off' };

export function loyaltyView(profile: Pick<ConsumerProfile, 'isLoyaltyMember' | 'loyaltySummary'>, loyaltyFeatures = true): LoyaltyView {
  if (!loyaltyFeatures) return { kind: 'off' };
  if (!profile.isLoyaltyMember) return { kind: 'invitation' };
  const summary = profile.loyaltySummary;
  return { kind: 'member', points: summary ? summary.points.balance : null, tier: summary?.tier.trim() || null };
}

/** The name the greeting uses: the profile's first name, else the one the session kept at sign-in. */
export function greetingName(profileFirstName: string | undefined, sessionFirstName: string | undefined): string | null {
  return profileFirstName?.trim() || sessionFirstName?.trim() || null;
}

export const SHORTCUTS = ['profile', 'addresses', 'payment-methods', 'communication', 'favorites', 'order-tracking'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];

/** The overview's shortcuts, in order: the account's sections, then favorites and order tracking. */
export function shortcutLinks(locale: string): Array<{ id: Shortcut; href: string }> {
  return SHORTCUTS.map((id) => {
    if (id === 'favorites') return { id, href: `/${locale}/favorites` };
    if (id === 'order-tracking') return { id, href: orderStatusPath(locale) };
    return { id, href: accountPath(locale, id satisfies AccountSection) };
  });
}
