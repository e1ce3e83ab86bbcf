/**
 * Who is signed in, as the browser learns it from the BFF: `GET /api/session` (SessionState,
 * ./types.ts). Forms that need a shopper read `profile` (seed 001 §3 consumerDetails and
 * subscriptions). Any failure (404, 401, offline, a 5xx) counts as signed out, so those forms
 * show a sign-in link instead of breaking. No token ever reaches the browser. One request per
 * page load, shared by every block that asks.
 */
import { callBff } from '../bff/browser.ts';
import type { SessionProfileDetails } from './types.ts';

export const SESSION_PATH = '/api/session';

export type SessionProfile = SessionProfileDetails;

export type Session = { signedIn: true; profile: SessionProfile } | { signedIn: false };

const SIGNED_OUT: Session = { signedIn: false };
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The session an answer body describes: signed in with a profile email, else signed out. */
export function sessionFromAnswer(body: unknown): Session {
  const answer = body as { signedIn?: unknown; profile?: Record<string, unknown> } | null;
  const profile = answer?.profile;
  const email = text(profile?.email).trim();
  if (answer?.signedIn !== true || !profile || !email) return SIGNED_OUT;
  const subscriptions = Array.isArray(profile.subscriptions)
    ? profile.subscriptions.flatMap((s: unknown) => {
        const sub = s as { type?: unknown; optin?: unknown } | null;
        return typeof sub?.type === 'string' ? [{ type: sub.type, optin: sub.optin === true }] : [];
      })
    : [];
  return {
    signedIn: true,
    profile: {
      email,
      firstName: text(profile.firstName),
      lastName: text(profile.lastName),
      gender: text(profile.gender),
      phone: text(profile.phone),
      subscriptions,
    },
  };
}

let pending: Promise<Session> | undefined;

/** The shopper's session; any failure counts as signed out. */
export function currentSession(): Promise<Session> {
  pending ??= callBff('GET', SESSION_PATH).then((outcome) => (outcome.ok ? sessionFromAnswer(outcome.data) : SIGNED_OUT));
  return pending;
}
