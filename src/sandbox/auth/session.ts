/**
 * Who is calling: the session behind the request's `Authorization: Bearer <access token>`.
 * Tokens are stored as SHA-256 hashes only; a revoked family or an expired token is no session.
 *
 * Route modules get the session from contractRoute (ctx.session). Elsewhere:
 *   const session = requireSession(x);            // 401 AUT404 without a valid token
 *   const shopper = requireSession(x, 'registered'); // 403 for a guest
 */
import { createHash } from 'node:crypto';
import type { ConsumerType } from '../../../schemas/api/auth.ts';
import { statement } from '../db.ts';
import { HttpError, header, type Exchange } from '../http/exchange.ts';

export interface Session {
  /** The shopper: `G…` for a guest, `C…` for an account. Carts, lists and orders are owned by it. */
  consumerNo: string;
  consumerType: ConsumerType;
  /** The token family (one sign-in); sign-out and refresh-token reuse revoke it. */
  familyId: string;
  /** The user session id (x-usid). */
  usid: string;
  /** A buy-in-store (agent) session: the store and the associate signed in there. */
  store?: { storeId: string; storeEmployeeId: string };
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function bearerToken(x: Pick<Exchange, 'req'>): string | undefined {
  const value = header(x, 'authorization');
  const m = value ? /^Bearer\s+(\S{1,400})$/i.exec(value) : null;
  return m?.[1];
}

interface SessionRow {
  consumer_no: string;
  consumer_type: ConsumerType;
  family_id: string;
  usid: string;
  store_id: string | null;
  store_employee_id: string | null;
}

/** The session of an access token, or undefined (unknown, expired, or its family revoked). */
export function sessionOfAccessToken(db: Exchange['db'], token: string, now = Date.now()): Session | undefined {
  const row = statement(
    db,
    `SELECT f.consumer_no, f.consumer_type, f.family_id, f.usid, f.store_id, f.store_employee_id
       FROM access_tokens a JOIN token_families f ON f.family_id = a.family_id
      WHERE a.token_hash = ? AND a.expires_at > ? AND f.revoked_at IS NULL`,
  ).get(tokenHash(token), now) as SessionRow | undefined;
  if (!row) return undefined;
  return {
    consumerNo: row.consumer_no,
    consumerType: row.consumer_type,
    familyId: row.family_id,
    usid: row.usid,
    ...(row.store_id && row.store_employee_id ? { store: { storeId: row.store_id, storeEmployeeId: row.store_employee_id } } : {}),
  };
}

/** The caller's session, or undefined when no valid bearer token came. */
export function authenticate(x: Pick<Exchange, 'req' | 'db'>): Session | undefined {
  const token = bearerToken(x);
  return token ? sessionOfAccessToken(x.db, token) : undefined;
}

/** The caller's session; 401 without a valid token, 403 for a guest where an account is needed. */
export function requireSession(x: Pick<Exchange, 'req' | 'db'>, level: 'session' | 'registered' = 'session'): Session {
  const session = authenticate(x);
  if (!session) throw new HttpError(401, 'AUT404', 'A valid access token is required (Authorization: Bearer …)');
  if (level === 'registered' && session.consumerType === 'GUEST') throw new HttpError(403, 'AUT404', 'Sign in to do this');
  return session;
}
