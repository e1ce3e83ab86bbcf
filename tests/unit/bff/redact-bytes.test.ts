/**
 * The redaction reads an answer's bytes in one pass and parses only what may hold a secret
 * (src/lib/bff/redact.ts `redactJsonBytes`, src/lib/bff/top-level-json.ts `scanObject`). It is
 * the last line of defence for "the browser never receives a token": here thousands of generated
 * answers (secret keys spelled every way the rule allows, at any depth, escapes, text beyond
 * ASCII, arrays, white space) must come out exactly as parsing and redacting them would, and an
 * answer with nothing to redact must leave as the very bytes that came.
 */
import { describe, expect, it } from 'vitest';
import { redactJsonBytes, redactSecrets } from '../../../src/lib/bff/redact.ts';
import { withoutNested } from './left-out.ts';

const SECRET = 'tok_live_0123456789abcdef';
const SECRETS = [SECRET, 'sandbox-access-key-for-tests'];
const NAMES = new Set(['basketId', 'state', 'favoriteId', 'saveForLaterId', '__proto__']);

/** A small deterministic generator (mulberry32): the same answers on every run. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}
type Gen = ReturnType<typeof generator>;

const SECRET_KEYS = ['accessToken', 'refreshToken', 'idToken', 'authorizationCode', 'codeVerifier', 'apiKey', 'accessKey', 'xApiKey', 'authorization', 'password'];
const PLAIN_KEYS = ['id', 'basketId', 'state', 'favoriteId', 'saveForLaterId', 'productId', 'itemId', 'currency', 'inventory', 'name', 'price', 'access', 'token', 'keyring', 'passwords', 'codes', 'apiKeys', 'x', 'déjà', 'ключ', '__proto__', 'constructor', '', 'variants'];

/** A secret key as an answer might spell it: any case, `-` and `_` anywhere, the Kelvin sign for a k. */
function spelled(g: Gen, key: string): string {
  let out = g.next() < 0.3 ? g.pick(['_', '-', '__']) : '';
  for (const ch of key) {
    let c = g.next() < 0.5 ? ch.toUpperCase() : ch.toLowerCase();
    if (c.toLowerCase() === 'k' && g.next() < 0.2) c = '\u212A';
    out += c;
    if (g.next() < 0.1) out += g.pick(['_', '-']);
  }
  return out;
}

function key(g: Gen): string {
  return g.next() < 0.08 ? spelled(g, g.pick(SECRET_KEYS)) : g.pick(PLAIN_KEYS);
}

function text(g: Gen): string {
  return g.pick(['open', 'ordered', 'Boot "Ridge" {42} [wide]', 'a\\b', '}', ']', ':', 'é', '😀 ok', '\u2028', 'line\nbreak', `has ${SECRET} inside`, 'accessToken', 'x'.repeat(g.int(40)), '']);
}

function value(g: Gen, depth: number): unknown {
  const r = g.next();
  if (depth > 0 && r < 0.25) return Array.from({ length: g.int(4) }, () => value(g, depth - 1));
  if (depth > 0 && r < 0.5) return object(g, depth - 1);
  if (r < 0.8) return text(g);
  return g.pick([0, -1.5e3, 42, true, false, null]);
}

function object(g: Gen, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = g.int(6); i > 0; i--) Object.defineProperty(out, key(g), { value: value(g, depth), enumerable: true, configurable: true, writable: true });
  return out;
}

/** An answer's text: mostly an object (a cart), sometimes an array, compact or indented. */
function answer(g: Gen): string {
  const root = g.next() < 0.85 ? object(g, 4) : Array.from({ length: g.int(3) }, () => object(g, 2));
  return JSON.stringify(root, null, g.next() < 0.2 ? 2 : undefined);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe('redactJsonBytes: one pass over the bytes, the same answer as parsing and redacting', () => {
  it('agrees with redactSecrets on thousands of generated answers, and passes the untouched ones as their own bytes', () => {
    const g = generator(15);
    let redacted = 0;
    for (let n = 0; n < 3000; n++) {
      const source = answer(g);
      const bytes = encoder.encode(source);
      const out = redactJsonBytes(bytes, SECRETS);
      const parsed: unknown = JSON.parse(source);
      const expected = redactSecrets(parsed, SECRETS);
      const sent = typeof out.body === 'string' ? out.body : decoder.decode(out.body);
      expect(JSON.parse(sent), source).toEqual(expected);
      expect(out.json(), source).toEqual(expected);
      if (JSON.stringify(expected) === JSON.stringify(parsed)) expect(out.body, source).toBe(bytes);
      else redacted++;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const top: Record<string, string> = {};
        for (const name of NAMES) {
          const member = (expected as Record<string, unknown>)[name];
          if (Object.hasOwn(expected as object, name) && typeof member === 'string') top[name] = member;
        }
        expect({ ...out.strings(NAMES) }, source).toEqual(top);
      } else {
        expect(out.strings(NAMES), source).toBeUndefined();
      }
    }
    // The generator did make answers to redact (and many more to pass).
    expect(redacted).toBeGreaterThan(100);
    expect(redacted).toBeLessThan(2900);
  });

  it('leaves a member out of the nested objects in the same pass, redacted or not, and passes the rest of the bytes', () => {
    const g = generator(40);
    let cut = 0;
    for (let n = 0; n < 3000; n++) {
      const source = answer(g);
      const out = redactJsonBytes(encoder.encode(source), SECRETS, 'variants');
      const parsed: unknown = JSON.parse(source);
      const redacted = redactSecrets(parsed, SECRETS);
      const expected = Array.isArray(parsed) ? redacted : withoutNested(redacted, 'variants');
      const sent = typeof out.body === 'string' ? out.body : decoder.decode(out.body);
      expect(JSON.parse(sent), source).toEqual(expected);
      expect(out.json(), source).toEqual(expected);
      if (JSON.stringify(expected) !== JSON.stringify(redacted)) cut++;
    }
    // The generator did make answers with the member nested (and others without).
    expect(cut).toBeGreaterThan(100);
    expect(cut).toBeLessThan(2900);
  });

  it('finds a secret key in every place an object holds one', () => {
    for (const [where, source] of [
      ['at the top', '{"basketId":"b1","Access_Token":"x"}'],
      ['deep in an array', '{"items":[[{"a":{"x-api-key":"k"}}]]}'],
      ['after white space before its colon', '{"items":[{"password" \n : "p"}]}'],
      ['with the Kelvin sign inside', '{"a":{"api\u212Aey":"k"}}'],
      ['in an array answer', '[{"idToken":"t"}]'],
    ] as const) {
      const out = redactJsonBytes(encoder.encode(source), SECRETS);
      expect(typeof out.body, where).toBe('string');
      expect(out.body, where).not.toMatch(/"(x|k|p|t)"/);
    }
  });

  it('blanks a secret string in an answer that is not JSON, and passes other bytes as they came', () => {
    expect(redactJsonBytes(encoder.encode(`oops ${SECRET}`), SECRETS).body).toBe('"[redacted]"');
    const plain = encoder.encode('plain text');
    expect(redactJsonBytes(plain, SECRETS).body).toBe(plain);
  });
});
