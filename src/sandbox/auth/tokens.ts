/**
 * Token families: one per sign-in or guest session. Access tokens are short-lived; refresh
 * tokens rotate on every use, and presenting a rotated one again (a stolen copy, or a replay)
 * revokes the whole family, access tokens included. Only SHA-256 hashes are stored.
 * Every function here writes: call it inside transaction().
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ConsumerType } from '../../../schemas/api/auth.ts';
import { statement, type Database } from '../db.ts';
import { tokenHash } from './session.ts';

export const ACCESS_TOKEN_TTL_S = 30 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;

/** Prefixed, so a leaked token is recognisable in a log or a test scanning responses. */
export const TOKEN_PREFIX = { access: 'cairn_at_', refresh: 'cairn_rt_', code: 'cairn_ac_', reset: 'RESET-' } as const;

export function newSecret(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

export interface Family {
  familyId: string;
  consumerNo: string;
  consumerType: ConsumerType;
  usid: string;
  storeId?: string;
  storeEmployeeId?: string;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  refreshTokenExpiresIn: number;
  usid: string;
}

export function openFamily(db: Database, owner: Omit<Family, 'familyId' | 'usid'>, now = Date.now()): Family {
  const family: Family = { ...owner, familyId: randomUUID(), usid: randomUUID() };
  statement(
    db,
    'INSERT INTO token_families (family_id, consumer_no, consumer_type, usid, store_id, store_employee_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(family.familyId, family.consumerNo, family.consumerType, family.usid, family.storeId ?? null, family.storeEmployeeId ?? null, now);
  return family;
}

export function issueTokens(db: Database, family: Family, now = Date.now()): TokenSet {
  const accessToken = newSecret(TOKEN_PREFIX.access);
  const refreshToken = newSecret(TOKEN_PREFIX.refresh);
  // Expired access tokens are dead weight on the hot lookup; the index on expires_at makes this cheap.
  statement(db, 'DELETE FROM access_tokens WHERE expires_at < ?').run(now);
  statement(db, 'INSERT INTO access_tokens (token_hash, family_id, expires_at) VALUES (?, ?, ?)').run(tokenHash(accessToken), family.familyId, now + ACCESS_TOKEN_TTL_S * 1000);
  statement(db, 'INSERT INTO refresh_tokens (token_hash, family_id, issued_at, expires_at) VALUES (?, ?, ?, ?)').run(
    tokenHash(refreshToken),
    family.familyId,
    now,
    now + REFRESH_TOKEN_TTL_S * 1000,
  );
  return { accessToken, refreshToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_S, refreshTokenExpiresIn: REFRESH_TOKEN_TTL_S, usid: family.usid };
}

interface FamilyRow {
  family_id: string;
  consumer_no: string;
  consumer_type: ConsumerType;
  usid: string;
  store_id: string | null;
  store_employee_id: string | null;
  revoked_at: number | null;
}

function toFamily(row: FamilyRow): Family {
  return {
    familyId: row.family_id,
    consumerNo: row.consumer_no,
    consumerType: row.consumer_type,
    usid: row.usid,
    ...(row.store_id ? { storeId: row.store_id } : {}),
    ...(row.store_employee_id ? { storeEmployeeId: row.store_employee_id } : {}),
  };
}

export function familyById(db: Database, familyId: string): (Family & { revoked: boolean }) | undefined {
  const row = statement(db, 'SELECT * FROM token_families WHERE family_id = ?').get(familyId) as FamilyRow | undefined;
  return row ? { ...toFamily(row), revoked: row.revoked_at !== null } : undefined;
}

export function revokeFamily(db: Database, familyId: string, reason: string, now = Date.now()): void {
  statement(db, 'UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE family_id = ? AND revoked_at IS NULL').run(now, reason, familyId);
  statement(db, 'DELETE FROM access_tokens WHERE family_id = ?').run(familyId);
}

/** Signs a consumer out everywhere (password change or reset), optionally keeping one session. */
export function revokeConsumerFamilies(db: Database, consumerNo: string, reason: string, keepFamilyId?: string, now = Date.now()): void {
  const rows = statement(db, 'SELECT family_id FROM token_families WHERE consumer_no = ? AND revoked_at IS NULL').all(consumerNo) as Array<{ family_id: string }>;
  for (const { family_id } of rows) if (family_id !== keepFamilyId) revokeFamily(db, family_id, reason, now);
}

export type RefreshOutcome = { kind: 'rotated'; family: Family; tokens: TokenSet } | { kind: 'refused'; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates a refresh token. A rotated token presented again revokes its family: the answer
 * commits (no throw), so the revocation sticks.
 */
export function rotateRefreshToken(db: Database, refreshToken: string, now = Date.now()): RefreshOutcome {
  const row = statement(db, 'SELECT family_id, expires_at, rotated_at FROM refresh_tokens WHERE token_hash = ?').get(tokenHash(refreshToken)) as
    | { family_id: string; expires_at: number; rotated_at: number | null }
    | undefined;
  if (!row) return { kind: 'refused', reason: 'unknown' };
  const family = familyById(db, row.family_id);
  if (!family || family.revoked) return { kind: 'refused', reason: 'revoked' };
  if (row.rotated_at !== null) {
    revokeFamily(db, row.family_id, 'refresh-token-reuse', now);
    return { kind: 'refused', reason: 'reused' };
  }
  if (row.expires_at <= now) return { kind: 'refused', reason: 'expired' };
  statement(db, 'UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?').run(now, tokenHash(refreshToken));
  return { kind: 'rotated', family, tokens: issueTokens(db, family, now) };
}

/** The family a refresh token belongs to (any state), for sign-out. */
export function familyOfRefreshToken(db: Database, refreshToken: string): string | undefined {
  const row = statement(db, 'SELECT family_id FROM refresh_tokens WHERE token_hash = ?').get(tokenHash(refreshToken)) as { family_id: string } | undefined;
  return row?.family_id;
}
