/**
 * Password hashes: scrypt (node:crypto) with a per-password salt, stored as
 * `scrypt$N$r$p$salt$hash`. Hashing is asynchronous (libuv's pool), so it runs before a
 * transaction, never inside one: the sandbox shares one SQLite connection between requests.
 */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function encode(salt: Buffer, key: Buffer, n = N): string {
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * The seeded accounts' passwords are published test data: a full-cost hash protects nothing and
 * would make every sandbox start (and every test file) seconds slower. The cost is stored in
 * the hash, so verification follows it.
 */
const SEED_N = 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, await scryptAsync(password, salt, N, R, P));
}

/** Seed accounts: the salt comes from the email, so two seeds write identical rows. */
export function hashSeedPassword(password: string, email: string): string {
  const salt = createHash('sha256').update(`cairn-seed-salt:${email}`).digest().subarray(0, SALT_BYTES);
  return encode(salt, scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N: SEED_N, r: R, p: P }), SEED_N);
}

/** A full-cost hash to check against when the email has no account, so both take as long as a real one. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('decoy-password-never-matches'));

/** True when the password matches; undefined stored hash = no account (still costs a hash). */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await decoyHash())).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}
