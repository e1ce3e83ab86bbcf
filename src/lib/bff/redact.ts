/**
 * The last line of defence for "the browser never receives a token or the access key": every
 * body the BFF forwards loses the keys that carry credentials, and any string equal to (or
 * containing) a secret the BFF holds is blanked. Keys are matched case-insensitively,
 * ignoring `_` and `-`.
 */
import { topLevelStrings } from './top-level-json.ts';

const SECRET_KEYS = new Set(
  ['accessToken', 'refreshToken', 'idToken', 'authorizationCode', 'codeVerifier', 'apiKey', 'accessKey', 'xApiKey', 'authorization', 'password'].map((k) =>
    k.toLowerCase(),
  ),
);

const normalise = (key: string) => key.replace(/[-_]/g, '').toLowerCase();

/** Whether a key carries credentials. Answers repeat the same few dozen keys: each is normalised once. */
const secretKeyMemo = new Map<string, boolean>();
const MEMO_MAX = 10_000;
function isSecretKey(key: string): boolean {
  let secret = secretKeyMemo.get(key);
  if (secret === undefined) {
    secret = SECRET_KEYS.has(normalise(key));
    if (secretKeyMemo.size < MEMO_MAX) secretKeyMemo.set(key, secret);
  }
  return secret;
}

/** True when redactSecrets would change something: a secret key or a string holding a secret. */
function holdsSecrets(value: unknown, known: readonly string[]): boolean {
  if (typeof value === 'string') {
    for (const s of known) if (value.includes(s)) return true;
    return false;
  }
  if (Array.isArray(value)) {
    for (const v of value) if (holdsSecrets(v, known)) return true;
    return false;
  }
  if (value && typeof value === 'object') {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (isSecretKey(key) || holdsSecrets((value as Record<string, unknown>)[key], known)) return true;
    }
  }
  return false;
}

export const REDACTED = '[redacted]';

/** A copy of value without secret keys, with secret strings blanked. */
export function redactSecrets(value: unknown, secrets: readonly string[] = []): unknown {
  const known = secrets.filter((s) => s.length >= 8);
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return known.some((s) => v.includes(s)) ? REDACTED : v;
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(v)) if (!isSecretKey(key)) out[key] = visit(inner);
      return out;
    }
    return v;
  };
  return visit(value);
}

/** Redacts a JSON text; a text that isn't JSON is blanked wholesale if it holds a secret. */
export function redactJsonText(text: string, secrets: readonly string[] = []): string {
  return redactJson(text, secrets).text;
}

/** A secret key as the text of a JSON string, however it is spelled (`"Access_Token"`); `u`: `K` (U+212A) is a `k` too. */
const SECRET_KEY_TEXT = new RegExp(`"[-_]*(?:${[...SECRET_KEYS].map((key) => [...key].join('[-_]*')).join('|')})[-_]*"`, 'iu');

/** Characters JSON may write as an escape: a secret holding one could be spelled otherwise in the text. */
const ESCAPABLE = /["\\/\u0000-\u001f]/;

/**
 * False when the JSON text certainly holds no secret key and no secret string, found without
 * parsing it: with no `\u` escape in the text (nor `\/`), a key or a string is written there
 * letter for letter. True means it may: parse it and look.
 */
function mayHoldSecrets(text: string, known: readonly string[]): boolean {
  if (text.includes('\\u') || text.includes('\\/') || known.some((s) => ESCAPABLE.test(s))) return true;
  return known.some((s) => text.includes(s)) || SECRET_KEY_TEXT.test(text);
}

export interface RedactedJson {
  /** What the browser gets. */
  text: string;
  /** Its value, parsed when first asked (undefined when the text isn't JSON). */
  json(): unknown;
  /** Its top-level string members of these names, read without parsing all of it (./top-level-json.ts). */
  strings(names: ReadonlySet<string>): Record<string, string> | undefined;
}

/**
 * Redacts a JSON text. An answer with nothing to redact (the usual case: a cart, a product) is
 * passed as the gateway wrote it, with no copy, and is not even parsed: a 36-line cart is 100 KB,
 * and parsing it was a fifth of the BFF's work on an add to cart (docs/bench.md "Session 16").
 * Only a text that may hold a secret key or string is parsed, and rewritten if it does.
 */
export function redactJson(text: string, secrets: readonly string[] = []): RedactedJson {
  const known = secrets.filter((s) => s.length >= 8);
  if (text && !mayHoldSecrets(text, known)) return { text, json: once(() => parsedOrUndefined(text)), strings: (names) => topLevelStrings(text, names) };
  const value = parsedOrUndefined(text);
  if (value === undefined) return { text: text && known.some((s) => text.includes(s)) ? JSON.stringify(REDACTED) : text, ...parsed(undefined) };
  if (!holdsSecrets(value, known)) return { text, ...parsed(value) };
  const redacted = redactSecrets(value, secrets);
  return { text: JSON.stringify(redacted), ...parsed(redacted) };
}

/** The value and its top-level strings, from a text already parsed. */
function parsed(value: unknown): Pick<RedactedJson, 'json' | 'strings'> {
  return {
    json: () => value,
    strings(names) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const found: Record<string, string> = {};
      for (const name of names) {
        const member = (value as Record<string, unknown>)[name];
        if (Object.hasOwn(value, name) && typeof member === 'string') found[name] = member;
      }
      return found;
    },
  };
}

function parsedOrUndefined(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
