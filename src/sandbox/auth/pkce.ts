/**
 * Authorization codes with PKCE S256 (RFC 7636): sign-in stores the code's hash with the
 * client's challenge; the token exchange must present the verifier whose SHA-256 is that
 * challenge, within 10 minutes, once.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { statement, type Database } from '../db.ts';
import { tokenHash } from './session.ts';
import { newSecret, TOKEN_PREFIX } from './tokens.ts';

export const AUTH_CODE_TTL_MS = 10 * 60_000;

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function issueAuthCode(db: Database, consumerNo: string, challenge: string, now = Date.now()): string {
  const code = newSecret(TOKEN_PREFIX.code);
  // Codes are single-use and short-lived: old rows only cost space.
  statement(db, 'DELETE FROM auth_codes WHERE created_at < ?').run(now - 24 * 60 * 60_000);
  statement(db, 'INSERT INTO auth_codes (code_hash, consumer_no, challenge, created_at) VALUES (?, ?, ?, ?)').run(tokenHash(code), consumerNo, challenge, now);
  return code;
}

export interface CodeRow {
  code_hash: string;
  consumer_no: string;
  challenge: string;
  created_at: number;
  used_at: number | null;
  family_id: string | null;
  conflict_answered: number;
}

export function codeRow(db: Database, code: string): CodeRow | undefined {
  return statement(db, 'SELECT * FROM auth_codes WHERE code_hash = ?').get(tokenHash(code)) as CodeRow | undefined;
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  const a = Buffer.from(s256(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function markCodeUsed(db: Database, codeHash: string, familyId: string | null, now = Date.now()): void {
  statement(db, 'UPDATE auth_codes SET used_at = ?, family_id = ? WHERE code_hash = ?').run(now, familyId, codeHash);
}

export function markConflictAnswered(db: Database, codeHash: string): void {
  statement(db, 'UPDATE auth_codes SET conflict_answered = 1 WHERE code_hash = ?').run(codeHash);
}
