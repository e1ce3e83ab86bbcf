/**
 * The embedded default's session-signing secret when SESSION_SECRET is not set: made once and
 * kept beside the session file (owner-only), so a restart keeps shoppers' sessions. A deployment
 * with several instances sets SESSION_SECRET (required with REDIS_URL).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export function localSessionSecret(sessionDb: string): string {
  const file = resolve(dirname(resolve(sessionDb)), 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
