/**
 * The preview session cookie. On https it is `__Host-` prefixed (Secure, Path=/, no Domain: the
 * browser refuses it from any other host or scheme); on plain http (local development) it
 * cannot be Secure, so it goes without the prefix. httpOnly and SameSite=Lax either way.
 */
export const PREVIEW_COOKIE_SECURE = '__Host-cairn_preview';
export const PREVIEW_COOKIE_PLAIN = 'cairn_preview';

export function previewCookieName(url: URL): string {
  return url.protocol === 'https:' ? PREVIEW_COOKIE_SECURE : PREVIEW_COOKIE_PLAIN;
}

export function previewCookieOptions(url: URL, maxAgeS: number) {
  return { httpOnly: true, secure: url.protocol === 'https:', sameSite: 'lax', path: '/', maxAge: maxAgeS } as const;
}

const PRESENT = new RegExp(`(?:^|;\\s*)(?:${PREVIEW_COOKIE_SECURE}|${PREVIEW_COOKIE_PLAIN})=`);

/**
 * Whether a request carries a preview cookie at all (genuine or not). The route cache uses it to
 * step aside before the middleware has checked the signature: a preview request must never be
 * answered from, nor stored in, the shared cache. A forged cookie only costs its sender a render.
 */
export function hasPreviewCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && PRESENT.test(cookieHeader);
}
