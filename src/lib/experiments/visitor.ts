/**
 * The visitor id experiments bucket by: a random id in a first-party cookie. It identifies a
 * browser, so it is created only with targeting consent (C0004) and never read without it.
 */
export const VISITOR_COOKIE = 'cairn_vid';
const MAX_AGE_S = 365 * 24 * 60 * 60;
const VALID = /^[\w-]{8,64}$/;

export function readVisitorId(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && value && VALID.test(value)) return value;
  }
  return null;
}

/** The visitor id, created on first use. Call only with targeting consent. */
export function visitorId(): string {
  const existing = readVisitorId();
  if (existing) return existing;
  const id = crypto.randomUUID();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_COOKIE}=${id}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  return id;
}
