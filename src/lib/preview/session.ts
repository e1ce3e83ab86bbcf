/**
 * Reading and writing the preview session cookie on the server (middleware, /preview/enter,
 * /preview/exit). The signing rules live in signing.ts, the cookie's name in cookie.ts.
 */
import type { AstroCookies } from 'astro';
import { previewCookieName, previewCookieOptions } from './cookie.ts';
import { createPreviewSession, verifyPreviewSession } from './signing.ts';

const nowS = () => Math.floor(Date.now() / 1000);

/** The live session's expiry (seconds), or null: absent, forged, expired. */
export function readPreviewSession(cookies: AstroCookies, url: URL, secret: string): { exp: number } | null {
  return verifyPreviewSession(secret, cookies.get(previewCookieName(url))?.value, nowS());
}

export function startPreviewSession(cookies: AstroCookies, url: URL, secret: string): { exp: number } {
  const now = nowS();
  const session = createPreviewSession(secret, now);
  cookies.set(previewCookieName(url), session.value, previewCookieOptions(url, session.exp - now));
  return { exp: session.exp };
}

export function endPreviewSession(cookies: AstroCookies, url: URL): void {
  const { maxAge: _maxAge, ...options } = previewCookieOptions(url, 0);
  cookies.delete(previewCookieName(url), options);
}
