/**
 * Who is calling, as far as the cart cares: the owner of carts, orders and saved-for-later lists
 * (the session's consumerNo: `G…` guest, `C…` account), and the traits that open payment
 * methods (loyalty member, athlete) and price adjustments (employee, buy-in-store associate).
 */
import { accountAuthState, accountByConsumerNo } from '../auth/accounts.ts';
import type { Session } from '../auth/session.ts';
import type { Database } from '../db.ts';

export interface Shopper {
  id: string;
  registered: boolean;
  employee: boolean;
  /** A buy-in-store session: the associate's store and employee id. */
  store?: { storeId: string; storeEmployeeId: string };
  loyalty?: { memberId: string; points: number };
  /** Cents: the athlete's annual credit and what was spent of it. */
  athlete?: { annualCredit: number; currentSpend: number };
}

/**
 * Points and athlete credit live with the consumer profile (seed 001 §3), which the sandbox
 * doesn't keep balances for: every loyalty member holds LOYALTY_POINTS_BALANCE points and every
 * athlete ATHLETE_CREDIT, 200.00 of it spent. Documented in docs/sandbox.md.
 */
export const LOYALTY_POINTS_BALANCE = 5_000;
export const ATHLETE_CREDIT = { annualCredit: 50_000, currentSpend: 20_000 } as const;

export function shopperOf(db: Database, session: Session): Shopper {
  const row = session.consumerType === 'GUEST' ? undefined : accountByConsumerNo(db, session.consumerNo);
  const state = row ? accountAuthState(row) : undefined;
  return {
    id: session.consumerNo,
    registered: Boolean(row),
    employee: state?.consumerType === 'EMPLOYEE',
    ...(session.store ? { store: session.store } : {}),
    ...(state?.memberId ? { loyalty: { memberId: state.memberId, points: LOYALTY_POINTS_BALANCE } } : {}),
    ...(state?.isAthlete ? { athlete: { ...ATHLETE_CREDIT } } : {}),
  };
}
