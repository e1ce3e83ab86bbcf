/**
 * Who is calling, as far as the cart cares: the owner of carts, orders and saved-for-later lists
 * (the session's consumerNo: `G…` guest, `C…` account), and the traits that open payment
 * methods (loyalty member, athlete) and price adjustments (employee, buy-in-store associate).
 */
import { accountAuthState, accountByConsumerNo } from '../auth/accounts.ts';
import type { Session } from '../auth/session.ts';
import type { Database } from '../db.ts';
import { ATHLETE_CREDIT, ledgerFigure, pointsBalance } from './ledger.ts';

export interface Shopper {
  id: string;
  registered: boolean;
  employee: boolean;
  /** A buy-in-store session: the associate's store and employee id. */
  store?: { storeId: string; storeEmployeeId: string };
  loyalty?: { memberId: string; points: number };
  /** Cents: the athlete's annual credit and what was spent of it. */
  athlete?: { annualCredit: number; currentSpend: number };
  /** The prosumer programme (WRANX or IPA) the account's spend counts towards. */
  prosumer?: string;
}

/**
 * Points and athlete credit live with the consumer profile (docs/requirements/account-and-loyalty.md#segments-and-spend-banners): the sandbox keeps them
 * in its programme ledger (ledger.ts, documented in docs/sandbox.md), so they move with orders.
 */
export function shopperOf(db: Database, session: Session): Shopper {
  const row = session.consumerType === 'GUEST' ? undefined : accountByConsumerNo(db, session.consumerNo);
  const state = row ? accountAuthState(row) : undefined;
  return {
    id: session.consumerNo,
    registered: Boolean(row),
    employee: state?.consumerType === 'EMPLOYEE',
    ...(session.store ? { store: session.store } : {}),
    ...(state?.memberId ? { loyalty: { memberId: state.memberId, points: pointsBalance(db, session.consumerNo) } } : {}),
    ...(state?.isAthlete ? { athlete: { annualCredit: ATHLETE_CREDIT.annualCredit, currentSpend: ledgerFigure(db, session.consumerNo, 'athlete') } } : {}),
    ...(state?.identityTypes[0] ? { prosumer: state.identityTypes[0] } : {}),
  };
}

/** The shopper with balances read again (inside a transaction, where they can't move under it). */
export function withLiveBalances(db: Database, shopper: Shopper): Shopper {
  return {
    ...shopper,
    ...(shopper.loyalty ? { loyalty: { ...shopper.loyalty, points: pointsBalance(db, shopper.id) } } : {}),
    ...(shopper.athlete ? { athlete: { ...shopper.athlete, currentSpend: ledgerFigure(db, shopper.id, 'athlete') } } : {}),
  };
}
