/**
 * The last line of defence for "the browser never receives a token or the access key": every
 * body the BFF forwards loses the keys that carry credentials, and any string equal to (or
 * containing) a secret the BFF holds is blanked. Keys are matched case-insensitively,
 * ignoring `_` and `-`.
 */
import { scanObject, withoutMembers, type KeyCheck, type ObjectScan } from './top-level-json.ts';

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
      // Defined, not assigned: a member named `__proto__` stays a member, as JSON.parse made it, not the copy's prototype.
      for (const [key, inner] of Object.entries(v)) if (!isSecretKey(key)) Object.defineProperty(out, key, { value: visit(inner), enumerable: true, writable: true, configurable: true });
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

const isSeparator = (c: number | undefined): boolean => c === 45 || c === 95; // - _
const BACKSLASH = 92;
/** The secret keys' letters as bytes, and the letters they begin and end with (lower case, separators aside). */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const SECRET_KEY_BYTES = [...SECRET_KEYS].map((key) => encoder.encode(key));
const SHORTEST_SECRET_KEY = Math.min(...SECRET_KEY_BYTES.map((key) => key.length));
/** The secret keys by their first letter (a byte), and whether a letter ends one: tables, as thousands of keys are looked at per answer. */
const BY_FIRST_LETTER: Uint8Array[][] = Array.from({ length: 128 }, (_, c) => SECRET_KEY_BYTES.filter((key) => key[0] === c));
const ENDS_ONE = Uint8Array.from({ length: 128 }, (_, c) => (SECRET_KEY_BYTES.some((key) => key[key.length - 1] === c) ? 1 : 0));

/**
 * Whether the key's letters from `first` to `last` (ASCII, separators skipped, either case) are
 * one of the secret keys'. `| 32` lower-cases an ASCII letter, and only a letter's two cases give
 * another letter with it.
 */
function isSecretKeyText(bytes: Uint8Array, first: number, last: number): boolean {
  next: for (const secret of BY_FIRST_LETTER[bytes[first]! | 32] ?? []) {
    let j = 0;
    for (let i = first; i <= last; i++) {
      const c = bytes[i]!;
      if (isSeparator(c)) continue;
      if (j >= secret.length || (c | 32) !== secret[j]) continue next;
      j++;
    }
    if (j === secret.length) return true;
  }
  return false;
}

/**
 * A key (its bytes from the opening quote to after the closing one) that carries credentials, as
 * isSecretKey says of the parsed key. Most keys are ruled out by their length and their first and
 * last letters; the rest are compared with the secret keys letter by letter. A key holding a byte
 * outside ASCII is decoded and looked up: the Kelvin sign stands for a `k` there (a character
 * outside ASCII at either end can't be one of those letters). A key written with escapes is never
 * read here: mayHoldSecrets parses such a text.
 */
const mayBeSecretKey: KeyCheck = (bytes, start, end) => {
  let first = start + 1;
  let last = end - 2;
  while (first <= last && isSeparator(bytes[first])) first++;
  while (last >= first && isSeparator(bytes[last])) last--;
  if (last - first + 1 < SHORTEST_SECRET_KEY) return false;
  if (!BY_FIRST_LETTER[bytes[first]! | 32]?.length || !ENDS_ONE[bytes[last]! | 32]) return false;
  for (let i = first; i <= last; i++) if (bytes[i]! >= 0x80) return isSecretKey(decoder.decode(bytes.subarray(start + 1, end - 1)));
  return isSecretKeyText(bytes, first, last);
};

/** A secret the answer's bytes can be searched for as written: ASCII that JSON never escapes. */
const PLAIN_SECRET = /^[\x20-\x7e]*$/;

/**
 * False when the JSON certainly holds no secret key and no secret string, found without parsing
 * or even decoding it: with no `\u` escape (nor `\/`), a key or a string is written there letter
 * for letter. True means it may: parse it and look. The keys are read in the pass that finds the
 * top-level strings (`scan`, made for an object); another text (an array, a malformed one) is
 * searched for anything that looks like a secret key.
 */
function mayHoldSecrets(bytes: Buffer, known: readonly string[], scan: ObjectScan | undefined): boolean {
  // One search for a backslash rules both escapes out (an answer seldom holds any).
  if ((bytes.indexOf(BACKSLASH) >= 0 && (bytes.indexOf('\\u') >= 0 || bytes.indexOf('\\/') >= 0)) || known.some((s) => ESCAPABLE.test(s) || !PLAIN_SECRET.test(s))) return true;
  if (known.some((s) => bytes.indexOf(s) >= 0)) return true;
  return scan ? scan.flagged : SECRET_KEY_TEXT.test(decoder.decode(bytes));
}

export interface RedactedJson {
  /** What the browser gets. */
  text: string;
  /** Its value, parsed when first asked (undefined when the text isn't JSON). */
  json(): unknown;
  /** Its top-level string members of these names, read without parsing all of it (./top-level-json.ts). */
  strings(names: ReadonlySet<string>): Record<string, string> | undefined;
}

/** What the browser gets of an answer's bytes: those bytes when nothing was redacted, else the redacted text. */
export interface RedactedJsonBytes extends Pick<RedactedJson, 'json' | 'strings'> {
  body: Uint8Array<ArrayBuffer> | string;
}

/**
 * Redacts a JSON answer's bytes. An answer with nothing to redact (the usual case: a cart, a
 * product) is passed as the gateway wrote it: not decoded, not copied, and not parsed (a 36-line
 * cart is 100 KB; parsing it was a fifth of the BFF's work on an add to cart, docs/bench.md
 * "Session 16", and decoding and encoding it again a few percent more, "Session 19"). Only an
 * answer that may hold a secret key or string is decoded and parsed, and rewritten if it does.
 *
 * `leaveOut`: a member name that no screen reads, left out of an object answer's nested objects
 * in the same pass (the cart lines' `variants`, ./relay.ts). The rest of the answer is then one
 * copy of the bytes kept.
 */
export function redactJsonBytes(source: Uint8Array<ArrayBuffer>, secrets: readonly string[] = [], leaveOut?: string): RedactedJsonBytes {
  const known = secrets.filter((s) => s.length >= 8);
  // Every top-level string member is kept (an answer has a few dozen), for whichever the caller asks.
  const scan = source.length ? scanObject(source, undefined, mayBeSecretKey, leaveOut) : undefined;
  const bytes = scan?.cuts.length ? withoutMembers(source, scan.cuts) : source;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length && !mayHoldSecrets(buffer, known, scan)) {
    return { body: bytes, json: once(() => parsedOrUndefined(decoder.decode(bytes))), strings: (names) => scan && pick(scan.strings, names) };
  }
  const text = decoder.decode(bytes);
  const value = parsedOrUndefined(text);
  if (value === undefined) return { body: text && known.some((s) => text.includes(s)) ? JSON.stringify(REDACTED) : bytes, ...parsed(undefined) };
  if (!holdsSecrets(value, known)) return { body: bytes, ...parsed(value) };
  const redacted = redactSecrets(value, secrets);
  return { body: JSON.stringify(redacted), ...parsed(redacted) };
}

/** redactJsonBytes for a text: the browser's text, the same string when nothing was redacted. */
export function redactJson(text: string, secrets: readonly string[] = []): RedactedJson {
  const { body, json, strings } = redactJsonBytes(encoder.encode(text), secrets);
  return { text: typeof body === 'string' ? body : text, json, strings };
}

/** The members of `names` among `strings`. */
function pick(strings: Record<string, string>, names: ReadonlySet<string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of names) if (Object.hasOwn(strings, name)) found[name] = strings[name]!;
  return found;
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
