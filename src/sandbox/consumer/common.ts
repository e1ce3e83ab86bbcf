/**
 * Small pieces the consumer service's modules share: new ids, rule failures in the spec's error
 * shape with one detail per field, and the sandbox's mail outbox (GET /__sandbox/outbox).
 */
import { randomBytes } from 'node:crypto';
import { accountByConsumerNo, type AccountRow } from '../auth/accounts.ts';
import { statement, type Database } from '../db.ts';
import { apiFailure } from '../http/api-error.ts';
import { HttpError } from '../http/exchange.ts';

/** The session's account, or the gateway's PRO404 (the profile and notification calls share it). */
export function requireAccount(db: Database, consumerNo: string): AccountRow {
  const row = accountByConsumerNo(db, consumerNo);
  if (!row) throw apiFailure(404, 'PRO404', 'No consumer profile for this session');
  return row;
}

/** A new id: a prefix and 16 random base32-ish characters (no look-alikes). */
export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${prefix}-${out}`;
}

/** 400 with one errorDetail per failing field: `address.postalCode: Value should match …`. */
export function fieldFailure(issues: ReadonlyArray<{ field: string; message: string }>, errorId = 'API400'): HttpError {
  const [first, ...rest] = issues;
  if (!first) return new HttpError(400, errorId, 'The request is not valid');
  return new HttpError(
    400,
    errorId,
    `${first.field}: ${first.message}`,
    rest.map((i) => ({ errorId, message: `${i.field}: ${i.message}`, field: i.field })),
  );
}

/** Mail the sandbox would have sent, readable at GET /__sandbox/outbox?to= (src/sandbox/routes/auth.ts). */
export function sendMail(db: Database, recipient: string, subject: string, body: Record<string, unknown>, now = new Date()): void {
  statement(db, 'INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(recipient, subject, JSON.stringify(body), now.toISOString());
}

/** Money rounded to cents, in major units. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A JSON column, or the fallback when it is empty or broken. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
