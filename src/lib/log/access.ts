/**
 * One access line per request (docs/architecture.md#how-it-is-deployed: JSON logs with the correlation id
 * on every line). The path is logged without the query string's values, and path segments that
 * look like an email or a card or gift card number are masked: nothing a shopper typed reaches a
 * log line. Pure apart from `log`, so the masking is unit-tested.
 */
import { isLogged, log } from './logger.ts';

/** 12+ digits in a row (cards are 13 to 19, gift cards 16): never an id we need to read in a log. */
const LONG_NUMBER = /\d{12,}/g;
const EMAIL_LIKE = /@|%40/i;
/** Query parameter names are code's words; anything else (a value pasted as a name) is dropped. */
const PARAM_NAME = /^[A-Za-z0-9_.[\]-]{1,40}$/;

function maskSegment(segment: string): string {
  if (EMAIL_LIKE.test(segment)) return '[email]';
  return segment.replace(LONG_NUMBER, '[number]');
}

/** An email address or a pasted email in free text (a message that quotes a URL). */
const EMAIL_IN_TEXT = /[^\s/?&=#]+(?:@|%40)[^\s/?&=#]+/gi;

/** Free text (another library's message) with emails and long numbers masked, like a path's segments. */
export function maskText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, '[email]').replace(LONG_NUMBER, '[number]');
}

/** `/en-us/c/boots-1001?page=2&utm_source=x` → `/en-us/c/boots-1001?page&utm_source`. */
export function accessPath(url: URL): string {
  const path = url.pathname.split('/').map(maskSegment).join('/');
  const names = [...new Set([...url.searchParams.keys()])].filter((name) => PARAM_NAME.test(name) && !EMAIL_LIKE.test(name)).map(maskSegment);
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

export interface AccessFields {
  method: string;
  url: URL;
  /** The route pattern that answered (`/[locale]/c/[category]`), when the renderer ran. */
  route?: string;
  status: number;
  ms: number;
  /** The route cache's part: HIT / STALE (answered from memory), MISS (rendered and kept), BYPASS. */
  cache?: string;
  correlationId: string;
}

export function accessLine(fields: AccessFields): Record<string, unknown> {
  return {
    method: fields.method,
    path: accessPath(fields.url),
    ...(fields.route ? { route: fields.route } : {}),
    status: fields.status,
    ms: Math.round(fields.ms * 10) / 10,
    ...(fields.cache ? { cache: fields.cache } : {}),
    correlationId: fields.correlationId,
  };
}

/** Load balancers' and Varnish's health probes (every 2 s per instance) log at debug unless they fail. */
const HEALTH = /^\/health(\/|$)/;

export function logAccess(fields: AccessFields): void {
  const level = fields.status >= 500 ? 'error' : HEALTH.test(fields.url.pathname) ? 'debug' : 'info';
  // At LOG_LEVEL=warn (benches, quiet instances) the line is not built at all: no masking work per hit.
  if (isLogged(level)) log(level, 'http.access', accessLine(fields));
}
