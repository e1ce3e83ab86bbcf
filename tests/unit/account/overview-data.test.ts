/**
 * The overview's reads (issue 12): each block fails alone. A failed, throwing or late read gives
 * `null` for its block (and a log line); the other read still renders.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import { loadOverview, type ReadOutcome } from '../../../src/lib/account/overview-data.ts';

const profile = { consumerId: 'C1', consumerType: 'REGISTERED', isLoyaltyMember: false } as unknown as ConsumerProfile;
const orders = ['CRN5', 'CRN4', 'CRN3', 'CRN2', 'CRN1'].map((orderNumber) => ({ orderNumber }));
const ok = <T>(data: T) => async (): Promise<ReadOutcome<T>> => ({ ok: true, data });
const failed = (status: number, errorId: string) => async (): Promise<ReadOutcome<never>> => ({ ok: false, status, error: { errorDetails: [{ errorId, message: 'no' }], appId: 'sandbox', correlationId: 'c' } as never });

describe('overview reads', () => {
  it('gives the profile and the newest three orders', async () => {
    const report = vi.fn();
    const data = await loadOverview({ profile: ok({ consumerProfile: profile }), history: ok({ orders }) }, report);
    expect(data.profile).toBe(profile);
    expect(data.orders?.map((o) => o.orderNumber)).toEqual(['CRN5', 'CRN4', 'CRN3']);
    expect(report).not.toHaveBeenCalled();
  });

  it('keeps the profile when the order history fails', async () => {
    const report = vi.fn();
    const data = await loadOverview({ profile: ok({ consumerProfile: profile }), history: failed(503, 'GEN500') }, report);
    expect(data).toEqual({ profile, orders: null });
    expect(report).toHaveBeenCalledWith('account.overview.orders_failed', { status: 503, errorId: 'GEN500' });
  });

  it('keeps the orders when the profile read throws (a deadline passed)', async () => {
    const report = vi.fn();
    const data = await loadOverview(
      { profile: () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')), history: ok({ orders: orders.slice(0, 1) }) },
      report,
    );
    expect(data).toEqual({ profile: null, orders: [{ orderNumber: 'CRN5' }] });
    expect(report).toHaveBeenCalledWith('account.overview.profile_failed', { error: 'The operation timed out.' });
  });

  it('tells an empty history from a failed one', async () => {
    const data = await loadOverview({ profile: failed(401, 'AUT401'), history: ok({ orders: [] }) }, () => undefined);
    expect(data).toEqual({ profile: null, orders: [] });
  });
});
