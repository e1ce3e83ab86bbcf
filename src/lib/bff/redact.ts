/**
 * The last line of defence for "the browser never receives a token or the access key": every
 * body the BFF forwards loses the keys that carry credentials, and any string equal to (or
 * containing) a secret the BFF holds is blanked. Keys are matched case-insensitively,
 * ignoring `_` and `-`.
 */
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

/**
 * Redacts a JSON text and returns it with its value (undefined when the text isn't JSON), parsed
 * once. An answer with nothing to redact (the usual case: a cart, a product) is passed as the
 * gateway wrote it, with no copy; only one that holds a secret key or string is rewritten.
 */
export function redactJson(text: string, secrets: readonly string[] = []): { text: string; json: unknown } {
  if (!text) return { text, json: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { text: secrets.some((s) => s.length >= 8 && text.includes(s)) ? JSON.stringify(REDACTED) : text, json: undefined };
  }
  const known = secrets.filter((s) => s.length >= 8);
  if (!holdsSecrets(value, known)) return { text, json: value };
  const redacted = redactSecrets(value, secrets);
  return { text: JSON.stringify(redacted), json: redacted };
}
