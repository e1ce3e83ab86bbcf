/**
 * Account lockout (docs/requirements/errors.md#server-error-codes: AUT426 warns on the last attempt, AUT423/AUT441 report the
 * lock). Counted per email (per employee id for agent logins), whatever the IP, and counted for
 * emails without an account too: a wrong email and a wrong password must answer alike.
 */
import { statement, type Database } from '../db.ts';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MS = 30 * 60_000;
/** Failures older than this are forgotten. */
const FAILURE_MEMORY_MS = LOCK_MS;

interface Row {
  failures: number;
  last_failure_at: number;
  locked_until: number | null;
}

function read(db: Database, key: string): Row | undefined {
  return statement(db, 'SELECT failures, last_failure_at, locked_until FROM login_failures WHERE email = ?').get(key) as Row | undefined;
}

export function isLocked(db: Database, key: string, now = Date.now()): boolean {
  const row = read(db, key);
  return !!row?.locked_until && row.locked_until > now;
}

export type FailureOutcome = 'wrong' | 'last-attempt' | 'locked-now';

/** Counts a failure (call inside a transaction) and says how to answer it. */
export function recordFailure(db: Database, key: string, now = Date.now()): FailureOutcome {
  const row = read(db, key);
  const stale = !row || (row.locked_until !== null && row.locked_until <= now) || now - row.last_failure_at > FAILURE_MEMORY_MS;
  const failures = (stale ? 0 : row.failures) + 1;
  const lockedUntil = failures >= MAX_FAILED_SIGN_INS ? now + LOCK_MS : null;
  statement(
    db,
    `INSERT INTO login_failures (email, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
  ).run(key, failures, now, lockedUntil);
  if (lockedUntil) return 'locked-now';
  return failures === MAX_FAILED_SIGN_INS - 1 ? 'last-attempt' : 'wrong';
}

export function clearFailures(db: Database, key: string): void {
  statement(db, 'DELETE FROM login_failures WHERE email = ?').run(key);
}

/** Locks a key until a time (seed: the locked account). */
export function lockUntil(db: Database, key: string, until: number, now = Date.now()): void {
  statement(
    db,
    `INSERT INTO login_failures (email, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
  ).run(key, MAX_FAILED_SIGN_INS, now, until);
}
