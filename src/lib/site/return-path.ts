/**
 * Where to send a shopper back after sign-in: only a path on this site (docs/architecture.md#security-rules, Security
 * rules). Anything that could leave the origin (`//evil.test`, `/\evil.test`, `https://…`,
 * `javascript:`), or carries control characters, falls back.
 */
const CONTROL = /[\u0000-\u001f\u007f]/;

export function safeReturnPath(candidate: unknown, origin: string, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  if (CONTROL.test(candidate) || candidate.includes('\\')) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
