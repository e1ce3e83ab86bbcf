/**
 * The shopper's server-side session (issue 14): the browser holds one cookie, an opaque random
 * id signed with SESSION_SECRET (`<id>.<hmac>`; `__Host-cairn_sid` over https), and everything
 * the BFF decides on lives in the session store (./session-store.ts) under that id: the tokens,
 * the usid, who is signed in, the basket and list ids, the buy-in-store session, the last order.
 * Nothing the browser can edit is read: a forged or unknown id is a new, empty session.
 *
 * The BFF's auth code (./auth-session.ts) keeps its cookie-shaped view: it reads and writes named
 * entries with lifetimes through `jar`, which lives in the session record, not in cookies.
 * A session is opened before an /api call or a private page runs (src/middleware.ts) and saved
 * after it. `rotate()` gives a signed-in shopper a new id (no fixation); `destroy()` (sign-out)
 * deletes the record, so a replayed old cookie opens nothing.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieJar, CookieOptions } from './auth-session.ts';
import type { SessionStore } from './session-store.ts';
import { log } from '../log/logger.ts';

/** A session lives as long as its refresh token (30 days) after its last change. */
export const SESSION_TTL_S = 30 * 24 * 60 * 60;
const ID_BYTES = 24;

export const sessionCookieName = (secure: boolean): string => `${secure ? '__Host-' : ''}cairn_sid`;

/**
 * A cookie the browser's script can read, saying only "this browser has a session". It is trusted
 * for nothing on the server; src/lib/bff/browser.ts lets a shopper's first calls wait for the one
 * that opens the session, so parallel first calls make one guest session, not two.
 */
export const SESSION_HINT_COOKIE = 'cairn_has_session';

interface Entry {
  value: string;
  /** Epoch ms after which the entry reads as absent (a cookie's maxAge). */
  expiresAt?: number;
}
type SessionRecord = Record<string, Entry>;

export function signId(id: string, secret: string): string {
  return `${id}.${createHmac('sha256', secret).update(id).digest('base64url')}`;
}

/**
 * Cookie values whose signature matched, by secret: a shopper sends the same value on every call,
 * and its HMAC was 2 % of an add to cart through the BFF (session 20). Only a value that verified
 * is kept, so a forger's guesses fill nothing; a lookup is by the whole value, so it says nothing
 * about how close a guess came. The oldest goes first.
 */
const verified = new Map<string, Map<string, string>>();
const VERIFIED_MAX = 10_000;

/** The id of a signed cookie value, or null when the signature does not match. */
export function verifiedId(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  let bySecret = verified.get(secret);
  const known = bySecret?.get(value);
  if (known !== undefined) return known;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  const expected = Buffer.from(signId(id, secret));
  const given = Buffer.from(value);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  // One secret at a time in practice; a rotated one's values are dropped with it.
  if (!bySecret) {
    verified.clear();
    verified.set(secret, (bySecret = new Map()));
  }
  if (bySecret.size >= VERIFIED_MAX) bySecret.delete(bySecret.keys().next().value!);
  bySecret.set(value, id);
  return id;
}

/**
 * The store did not answer (Redis did not answer in time, the file could not be used). On
 * opening, the session is then unknown, not empty: opened as a new one, its first write would
 * give the browser a new id in place of the shopper's, signing them out and losing their cart
 * for good. On saving, what the request changed is not kept. Either way the request fails, and
 * the next one reads the session again.
 */
export class SessionUnavailable extends Error {
  readonly step: 'read' | 'save';
  constructor(step: 'read' | 'save', cause: unknown) {
    super(`The session store could not ${step === 'read' ? 'be read' : 'save the session'}`, { cause });
    this.name = 'SessionUnavailable';
    this.step = step;
  }
}

/** The part of Astro's cookies the session uses. */
interface BrowserCookies {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: Omit<CookieOptions, 'maxAge'>): void;
}

export interface BffSession {
  /** The cookie-shaped view of the record for ./auth-session.ts. */
  jar: CookieJar;
  /** A new id for the same record (after sign-in): the old id stops working. */
  rotate(): void;
  /** Drops the record and its id (sign-out); later writes start a new session. */
  destroy(): void;
  /** Writes the record (when it changed) and removes ids that were retired. */
  save(): Promise<void>;
}

export async function openSession(cookies: BrowserCookies, secure: boolean, store: SessionStore, secret: string, now: () => number = Date.now): Promise<BffSession> {
  const name = sessionCookieName(secure);
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' as const };
  let id = verifiedId(cookies.get(name)?.value, secret);
  let record: SessionRecord = {};
  if (id) {
    let raw: string | undefined;
    try {
      raw = await store.get(id);
    } catch (cause) {
      throw new SessionUnavailable('read', cause);
    }
    if (raw) {
      try {
        record = JSON.parse(raw) as SessionRecord;
      } catch {
        record = {};
      }
    } else {
      // A well-signed id the store doesn't know (expired, destroyed): a new session, not that one.
      // With the hint cookie, which expires with the session's, it should have been known: the
      // store lost it, or the browser sent an id its sign-in or sign-out had already replaced.
      // Either way the shopper is a new guest from here, and that should be seen.
      if (cookies.get(SESSION_HINT_COOKIE)) log('warn', 'session.unknown_id', { secure });
      id = null;
    }
  }
  /** The id this request came with, when the store held it. */
  const opened = id;
  const retired: string[] = [];
  let dirty = false;
  let signedOut = false;
  const hintOptions = { ...cookieOptions, httpOnly: false, maxAge: SESSION_TTL_S };
  // A live session whose hint is gone (it outlived the hint's lifetime, or predates it) gets it
  // back, so the browser's scripts don't take a signed-in shopper for a guest.
  if (id && !cookies.get(SESSION_HINT_COOKIE)) cookies.set(SESSION_HINT_COOKIE, '1', hintOptions);

  const issue = () => {
    id = randomBytes(ID_BYTES).toString('base64url');
    cookies.set(name, signId(id, secret), { ...cookieOptions, maxAge: SESSION_TTL_S });
    cookies.set(SESSION_HINT_COOKIE, '1', hintOptions);
  };
  const touch = () => {
    dirty = true;
    if (!id) issue();
  };

  const jar: CookieJar = {
    get(key) {
      const entry = record[key];
      if (!entry) return undefined;
      if (entry.expiresAt !== undefined && entry.expiresAt <= now()) return undefined;
      return { value: entry.value };
    },
    set(key, value, options) {
      record[key] = { value, ...(options.maxAge !== undefined ? { expiresAt: now() + options.maxAge * 1000 } : {}) };
      touch();
    },
    delete(key) {
      if (!(key in record)) return;
      delete record[key];
      touch();
    },
  };

  return {
    jar,
    rotate() {
      if (id) retired.push(id);
      issue();
      dirty = true;
    },
    destroy() {
      if (id) retired.push(id);
      signedOut = true;
      id = null;
      record = {};
      dirty = false;
      cookies.delete(name, cookieOptions);
      cookies.delete(SESSION_HINT_COOKIE, { ...cookieOptions, httpOnly: false });
    },
    async save() {
      if (dirty && id) {
        try {
          await store.set(id, JSON.stringify(record), SESSION_TTL_S);
        } catch (cause) {
          // A new id (sign-in's rotation) would name a record the store never kept: the browser
          // keeps the one it sent, and with it the session it had (a guest's cart). Not after a
          // sign-out: the gateway has revoked that session's tokens.
          if (opened && id !== opened && !signedOut) cookies.set(name, signId(opened, secret), { ...cookieOptions, maxAge: SESSION_TTL_S });
          throw new SessionUnavailable('save', cause);
        }
      }
      for (const old of retired.splice(0)) if (old !== id) await store.delete(old).catch(() => undefined);
    },
  };
}
