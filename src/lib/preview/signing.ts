/**
 * Signed preview links and preview sessions (docs/architecture.md#security-rules: preview needs a signed, expiring
 * session). Pure: the secret is passed in, so the storefront, the link CLI
 * (scripts/preview-link.ts) and the tests share one implementation.
 *
 * - A link is `/preview/enter?path=…&exp=…&sig=…`: an HMAC-SHA256 with PREVIEW_SECRET over the
 *   path (with its query, e.g. previewDateTime) and the expiry, in seconds since the epoch.
 * - A session is a cookie value `v1.{exp}.{nonce}.{sig}`, signed the same way under another
 *   purpose, so a link signature can never be replayed as a session or the reverse.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The development secret used with the embedded sandbox when PREVIEW_SECRET is unset (README). */
export const DEV_PREVIEW_SECRET = 'cairn-sandbox-preview-secret';
/** How long a minted link stays valid unless the editor asks otherwise. */
export const PREVIEW_LINK_DEFAULT_TTL_S = 24 * 60 * 60;
/** Links that live longer are refused even when correctly signed: a leaked link must die. */
export const PREVIEW_LINK_MAX_TTL_S = 30 * 24 * 60 * 60;
/** A preview session lasts a working day; the editor opens a fresh link after that. */
export const PREVIEW_SESSION_TTL_S = 8 * 60 * 60;

const SESSION_VERSION = 'v1';

function mac(secret: string, purpose: 'link' | 'session', parts: readonly string[]): string {
  return createHmac('sha256', secret).update(`cairn-preview:${purpose}\n${parts.join('\n')}`).digest('base64url');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The path an editor may be sent to after entering preview: a same-origin path (never `//host`,
 * `/\host`, a scheme, or control characters), normalised. Null when it is not one.
 */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path || path.length > 2000 || !path.startsWith('/') || /^\/[/\\]/.test(path)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  const base = 'http://preview-path.invalid';
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface PreviewLink {
  path: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  sig: string;
}

export function signPreviewLink(secret: string, path: string, exp: number): PreviewLink {
  return { path, exp, sig: mac(secret, 'link', [path, String(exp)]) };
}

/** The query string of /preview/enter for a link. */
export function previewLinkQuery(link: PreviewLink): string {
  return new URLSearchParams({ path: link.path, exp: String(link.exp), sig: link.sig }).toString();
}

export type LinkCheck = { ok: true; path: string } | { ok: false; reason: 'malformed' | 'unsafe-path' | 'expired' | 'too-long-lived' | 'bad-signature' };

/** Checks a link's query (`path`, `exp`, `sig`) at `nowS` (seconds). */
export function verifyPreviewLink(secret: string, query: URLSearchParams, nowS: number): LinkCheck {
  const path = query.get('path');
  const expRaw = query.get('exp');
  const sig = query.get('sig');
  if (!path || !expRaw || !sig || !/^\d{1,12}$/.test(expRaw) || !/^[\w-]{20,100}$/.test(sig)) return { ok: false, reason: 'malformed' };
  const exp = Number(expRaw);
  // The signature is checked before anything else is revealed about the link.
  if (!sameSignature(mac(secret, 'link', [path, expRaw]), sig)) return { ok: false, reason: 'bad-signature' };
  if (exp <= nowS) return { ok: false, reason: 'expired' };
  if (exp - nowS > PREVIEW_LINK_MAX_TTL_S) return { ok: false, reason: 'too-long-lived' };
  const safe = safeRedirectPath(path);
  if (!safe) return { ok: false, reason: 'unsafe-path' };
  return { ok: true, path: safe };
}

/** A new session cookie value, valid for PREVIEW_SESSION_TTL_S from `nowS`. */
export function createPreviewSession(secret: string, nowS: number): { value: string; exp: number } {
  const exp = nowS + PREVIEW_SESSION_TTL_S;
  const nonce = randomBytes(12).toString('base64url');
  return { value: `${SESSION_VERSION}.${exp}.${nonce}.${mac(secret, 'session', [String(exp), nonce])}`, exp };
}

/** The session's expiry (seconds) when the cookie value is genuine and live, else null. */
export function verifyPreviewSession(secret: string, value: string | undefined, nowS: number): { exp: number } | null {
  if (!value || value.length > 200) return null;
  const [version, expRaw, nonce, sig, extra] = value.split('.');
  if (version !== SESSION_VERSION || !expRaw || !nonce || !sig || extra !== undefined || !/^\d{1,12}$/.test(expRaw)) return null;
  if (!sameSignature(mac(secret, 'session', [expRaw, nonce]), sig)) return null;
  const exp = Number(expRaw);
  return exp > nowS ? { exp } : null;
}

/**
 * `previewDateTime` as editors pass it: an ISO date-time, normalised to UTC. Without a zone it
 * is read as UTC (the preview bar's date-time field says so). Null for anything else, so a typo
 * is reported rather than silently meaning "now".
 */
export function parsePreviewDateTime(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:\d{2})?$/.exec(raw);
  if (!match) return null;
  const at = Date.parse(`${match[1]}${match[2] ?? 'Z'}`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
