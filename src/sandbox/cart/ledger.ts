/**
 * The programme ledgers (docs/requirements/account-and-loyalty.md#loyalty-programme Loyalty, docs/requirements/account-and-loyalty.md#segments-and-spend-banners athlete rule; docs/requirements/account-and-loyalty.md#segments-and-spend-banners "Employee, athlete and
 * prosumer each carry currentSpend and annualCap (or annualCredit)"): one table of signed entries
 * (`programme_ledger`, migration 80), read as an opening figure plus the sum of the entries.
 *
 * - `points`: a loyalty member's points. Every member opens with LOYALTY_OPENING_POINTS (the seeded
 *   test members and members who join later alike); an order takes the points its LOYALTY_POINTS
 *   instrument pays (`redeem`, negative) and credits what it earns (`earn`, EARN rule below).
 * - `athlete`: the athlete's currentSpend, cents; an order adds what ATHLETES_PAYMENT pays.
 * - `employee`, `prosumer` (WRANX, IPA): currentSpend, cents; an order adds its merchandise.
 *
 * Amounts are in the order's currency units, without conversion (the sandbox's programmes have one
 * figure whatever the site). Entries are written inside the order's transaction, so two carts
 * racing for the same points queue on the write lock and the second one finds the lower balance.
 * A failed 3-D Secure authentication or a cancellation writes `reversal` entries that bring the
 * order's sum back to zero: the ledger is never edited, only appended to.
 */
import { statement, type Database } from '../db.ts';
import { POINTS_PER_UNIT } from './test-data.ts';

export type Programme = 'points' | 'athlete' | 'employee' | 'prosumer';
export type EntryKind = 'redeem' | 'earn' | 'spend' | 'reversal';

/** Every loyalty member's opening balance (documented in docs/sandbox.md). */
export const LOYALTY_OPENING_POINTS = 5_000;
/** Cents: the athlete's annual credit and what the year had spent before the sandbox's orders. */
export const ATHLETE_CREDIT = { annualCredit: 50_000, currentSpend: 20_000 } as const;
/** Cents: the employee discount's yearly cap and the opening spend. */
export const EMPLOYEE_SPEND = { annualCap: 200_000, currentSpend: 35_000 } as const;
/** Cents: the prosumer (WRANX, IPA) programme's yearly cap and the opening spend. */
export const PROSUMER_SPEND = { annualCap: 150_000, currentSpend: 60_000 } as const;

const OPENING: Record<Programme, number> = {
  points: LOYALTY_OPENING_POINTS,
  athlete: ATHLETE_CREDIT.currentSpend,
  employee: EMPLOYEE_SPEND.currentSpend,
  prosumer: PROSUMER_SPEND.currentSpend,
};

/**
 * The earn rule: 1 point per whole 1.00 of merchandise the shopper paid for (after product and
 * order discounts; gift cards, shipping and tax left out; less what points, reward codes and
 * cards and athlete credit paid, since those don't earn).
 */
export function pointsEarned(merchandiseCents: number, paidByProgrammesCents: number): number {
  return Math.floor(Math.max(0, merchandiseCents - paidByProgrammesCents) / 100);
}

/** The points a LOYALTY_POINTS instrument takes for paying this many cents (100 points = 1.00). */
export const pointsFor = (cents: number): number => Math.ceil((cents * POINTS_PER_UNIT) / 100);

/** The programme's figure now: the opening plus every entry (points, or cents of spend). */
export function ledgerFigure(db: Database, consumerNo: string, programme: Programme): number {
  const row = statement(db, 'SELECT COALESCE(SUM(amount), 0) AS total FROM programme_ledger WHERE consumer_no = ? AND programme = ?').get(consumerNo, programme) as { total: number };
  return OPENING[programme] + Number(row.total);
}

export const pointsBalance = (db: Database, consumerNo: string): number => ledgerFigure(db, consumerNo, 'points');

export function post(db: Database, entry: { consumerNo: string; programme: Programme; kind: EntryKind; amount: number; orderNumber: string; at: Date }): void {
  if (entry.amount === 0) return;
  statement(db, 'INSERT INTO programme_ledger (consumer_no, programme, kind, amount, order_number, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    entry.consumerNo,
    entry.programme,
    entry.kind,
    entry.amount,
    entry.orderNumber,
    entry.at.toISOString(),
  );
}

/**
 * Gives back everything an order moved (points taken and earned, athlete credit, spend): one
 * `reversal` entry per consumer and programme whose entries for the order don't sum to zero.
 * Running it twice changes nothing.
 */
export function reverseOrder(db: Database, orderNumber: string, at: Date): void {
  const sums = statement(db, 'SELECT consumer_no, programme, SUM(amount) AS total FROM programme_ledger WHERE order_number = ? GROUP BY consumer_no, programme').all(orderNumber) as Array<{
    consumer_no: string;
    programme: Programme;
    total: number;
  }>;
  for (const s of sums) post(db, { consumerNo: s.consumer_no, programme: s.programme, kind: 'reversal', amount: -Number(s.total), orderNumber, at });
}

/** The entries of an order (tests and support). */
export function orderEntries(db: Database, orderNumber: string): Array<{ consumer_no: string; programme: Programme; kind: EntryKind; amount: number }> {
  return statement(db, 'SELECT consumer_no, programme, kind, amount FROM programme_ledger WHERE order_number = ? ORDER BY id').all(orderNumber) as Array<{
    consumer_no: string;
    programme: Programme;
    kind: EntryKind;
    amount: number;
  }>;
}
