/**
 * The overview's two reads (issue 12), made in parallel as the shopper: the profile (with the
 * loyalty summary when the site asks for it) and the newest orders. Each settles on its own: a
 * read that fails, or throws, or runs out of time becomes `null` for its block alone (logged),
 * and the other block renders as usual.
 *
 * Pure apart from the reads it is given (the page passes authBroker.callForShopper calls), so the
 * "each block fails alone" rule is unit-tested.
 */
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import type { ApiError } from '../../../schemas/api/errors.ts';
import { latestOrders } from './overview.ts';

export type ReadOutcome<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

export interface OverviewReads<O> {
  profile: () => Promise<ReadOutcome<{ consumerProfile: ConsumerProfile }>>;
  history: () => Promise<ReadOutcome<{ orders: O[] }>>;
}

export interface OverviewData<O> {
  profile: ConsumerProfile | null;
  /** The newest few orders, newest first. */
  orders: O[] | null;
}

export type OverviewReport = (event: 'account.overview.profile_failed' | 'account.overview.orders_failed', fields: Record<string, unknown>) => void;

async function settle<T>(read: () => Promise<ReadOutcome<T>>, event: Parameters<OverviewReport>[0], report: OverviewReport): Promise<T | null> {
  try {
    const out = await read();
    if (out.ok) return out.data;
    report(event, { status: out.status, errorId: out.error.errorDetails[0]?.errorId });
  } catch (error) {
    report(event, { error: error instanceof Error ? error.message : String(error) });
  }
  return null;
}

export async function loadOverview<O>(reads: OverviewReads<O>, report: OverviewReport): Promise<OverviewData<O>> {
  const [profile, history] = await Promise.all([settle(reads.profile, 'account.overview.profile_failed', report), settle(reads.history, 'account.overview.orders_failed', report)]);
  return { profile: profile?.consumerProfile ?? null, orders: history ? latestOrders(history.orders) : null };
}
