/**
 * The browser's side of the BFF: a same-origin JSON call to /api/… with a deadline, answering a
 * plain outcome instead of throwing, so a form can always show a state. Error bodies have the
 * spec's shape ({ errorDetails: [{ errorId, message }] }); the first detail is the message.
 * Imports nothing, to stay a few hundred bytes in the scripts that use it. The page's locale
 * goes along (x-cairn-locale, src/lib/bff/request.ts): /api URLs carry no site of their own.
 */

/** Longer than the BFF's own deadline on the gateway (GATEWAY_TIMEOUT_MS, 8 s), so its answer arrives. */
export const BFF_TIMEOUT_MS = 10_000;

export type BffOutcome<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errorId: string | null; message: string | null; appId: string | null };

export type BffFailure = Extract<BffOutcome<unknown>, { ok: false }>;

interface ErrorBody {
  errorDetails?: Array<{ errorId?: unknown; message?: unknown }>;
  appId?: unknown;
}

/** Mirrors SESSION_HINT_COOKIE (src/lib/bff/session.ts), not imported so this file stays tiny. */
const SESSION_HINT = 'cairn_has_session=';
const hasSession = (): boolean => typeof document === 'undefined' || document.cookie.includes(SESSION_HINT);

/** The call that is opening this browser's session, while there is none yet. */
let opening: Promise<unknown> | null = null;

/**
 * Until the browser has a session, calls go one at a time: the first one opens the session (a
 * guest token on the server) and the others then join it, instead of each opening its own on
 * whichever instance answers. Once the hint cookie is there, calls run in parallel.
 */
async function inSession<T>(call: () => Promise<T>): Promise<T> {
  while (!hasSession() && opening) await opening.catch(() => undefined);
  if (hasSession()) return call();
  const mine = call();
  opening = mine;
  try {
    return await mine;
  } finally {
    if (opening === mine) opening = null;
  }
}

export function callBff<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<BffOutcome<T>> {
  return inSession(() => send<T>(method, path, body, extraHeaders));
}

async function send<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body: unknown, extraHeaders: Record<string, string>): Promise<BffOutcome<T>> {
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json', 'x-cairn-locale': location.pathname.split('/')[1] ?? '' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(BFF_TIMEOUT_MS),
    });
  } catch {
    // Offline, or the deadline passed: status 0 says "no answer".
    return { ok: false, status: 0, errorId: null, message: null, appId: null };
  }
  let parsed: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
  }
  if (res.ok) return { ok: true, status: res.status, data: parsed as T };
  const detail = (parsed as ErrorBody | null)?.errorDetails?.[0];
  const appId = (parsed as ErrorBody | null)?.appId;
  return {
    ok: false,
    status: res.status,
    errorId: typeof detail?.errorId === 'string' ? detail.errorId : null,
    message: typeof detail?.message === 'string' && detail.message ? detail.message : null,
    // docs/requirements/errors.md#error-mapping: a 403 carrying an appId is the bot protection speaking (src/lib/errors/report.ts).
    appId: typeof appId === 'string' && appId ? appId : null,
  };
}
