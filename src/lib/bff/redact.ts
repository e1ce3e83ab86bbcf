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

export const REDACTED = '[redacted]';

/** A copy of value without secret keys, with secret strings blanked. */
export function redactSecrets(value: unknown, secrets: readonly string[] = []): unknown {
  const known = secrets.filter((s) => s.length >= 8);
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return known.some((s) => v.includes(s)) ? REDACTED : v;
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(v)) if (!SECRET_KEYS.has(normalise(key))) out[key] = visit(inner);
      return out;
    }
    return v;
  };
  return visit(value);
}

/** Redacts a JSON text; a text that isn't JSON is blanked wholesale if it holds a secret. */
export function redactJsonText(text: string, secrets: readonly string[] = []): string {
  if (!text) return text;
  try {
    return JSON.stringify(redactSecrets(JSON.parse(text), secrets));
  } catch {
    return secrets.some((s) => s.length >= 8 && text.includes(s)) ? JSON.stringify(REDACTED) : text;
  }
}
