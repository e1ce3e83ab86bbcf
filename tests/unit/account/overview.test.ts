/**
 * The account overview's rules (issue 12): the latest orders, the loyalty block, the greeting's
 * name, and the shortcuts' targets.
 */
import { describe, expect, it } from 'vitest';
import { greetingName, LATEST_ORDERS_COUNT, latestOrders, loyaltyView, shortcutLinks } from '../../../src/lib/account/overview.ts';

describe('latest orders', () => {
  it('keeps the first three of the history (newest first)', () => {
    expect(LATEST_ORDERS_COUNT).toBe(3);
    expect(latestOrders(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(latestOrders(['a'])).toEqual(['a']);
    expect(latestOrders([])).toEqual([]);
  });
});

describe('loyalty block', () => {
  it('shows a member’s points and tier', () => {
    expect(loyaltyView({ isLoyaltyMember: true, loyaltySummary: { memberId: 'LM1', points: { balance: 5000 }, tier: 'Summit' } })).toEqual({ kind: 'member', points: 5000, tier: 'Summit' });
  });

  it('shows a member without a summary as a member, points unknown', () => {
    expect(loyaltyView({ isLoyaltyMember: true })).toEqual({ kind: 'member', points: null, tier: null });
    expect(loyaltyView({ isLoyaltyMember: true, loyaltySummary: { memberId: 'LM1', points: { balance: 0 }, tier: ' ' } })).toEqual({ kind: 'member', points: 0, tier: null });
  });

  it('invites a shopper outside the programme, even if a summary came along', () => {
    expect(loyaltyView({ isLoyaltyMember: false })).toEqual({ kind: 'invitation' });
    expect(loyaltyView({ isLoyaltyMember: false, loyaltySummary: { memberId: 'LM1', points: { balance: 10 }, tier: 'Trailhead' } })).toEqual({ kind: 'invitation' });
  });

  it('shows nothing on a site whose loyalty features are off', () => {
    expect(loyaltyView({ isLoyaltyMember: true, loyaltySummary: { memberId: 'LM1', points: { balance: 5 }, tier: 'Trailhead' } }, false)).toEqual({ kind: 'off' });
    expect(loyaltyView({ isLoyaltyMember: false }, false)).toEqual({ kind: 'off' });
  });
});

describe('greeting', () => {
  it('uses the profile’s first name, else the session’s, else none', () => {
    expect(greetingName('Morgan', 'Old')).toBe('Morgan');
    expect(greetingName(undefined, 'Noa')).toBe('Noa');
    expect(greetingName('  ', '')).toBeNull();
  });
});

describe('shortcuts', () => {
  it('lead to the account’s sections, favorites and order tracking, in the locale', () => {
    expect(shortcutLinks('fr-fr')).toEqual([
      { id: 'profile', href: '/fr-fr/account/profile' },
      { id: 'addresses', href: '/fr-fr/account/addresses' },
      { id: 'payment-methods', href: '/fr-fr/account/payment-methods' },
      { id: 'communication', href: '/fr-fr/account/communication' },
      { id: 'favorites', href: '/fr-fr/favorites' },
      { id: 'order-tracking', href: '/fr-fr/order-status' },
    ]);
  });
});
