/**
 * Handing a gateway answer to the browser: the status and the spec-shaped body as the gateway
 * sent them, minus anything that looks like a credential (./redact.ts), private and uncached.
 * Used by the generic gateway route and by the endpoints that add server-side facts to a call.
 */
import { API_ACCESS_KEY } from 'astro:env/server';
import { WholeBody } from '../http/one-chunk.ts';
import { redactJsonBytes, type RedactedJson } from './redact.ts';

const PASSED_HEADERS = ['content-type', 'content-disposition', 'idempotent-replayed'];

/** The answer for the browser, and the JSON it holds (redacted), read when a caller asks (./redact.ts). */
export interface Relayed extends Pick<RedactedJson, 'json' | 'strings'> {
  response: Response;
}

const notJson: Pick<Relayed, 'json' | 'strings'> = { json: () => undefined, strings: () => undefined };

/** `leaveOut`: a member name left out of a JSON object answer's nested objects (./redact.ts `redactJsonBytes`). */
export async function relayAnswer(res: Response, secrets: readonly string[], correlationId: string, leaveOut?: string): Promise<Relayed> {
  const all = [API_ACCESS_KEY, ...secrets];
  const headers = new Headers({ 'Cache-Control': 'private, no-store', Vary: 'Cookie', 'x-correlation-id': correlationId });
  for (const name of PASSED_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  const type = res.headers.get('content-type') ?? '';
  if (/json/i.test(type)) {
    // The gateway's bytes for the browser (or the redacted text), and its value for a caller that asks (parsed at most once).
    const { body, json, strings } = redactJsonBytes(new Uint8Array(await res.arrayBuffer()), all, leaveOut);
    // The gateway's bytes go out as they came: a Response made from bytes would copy them first (../http/one-chunk.ts).
    const init = { status: res.status, headers };
    return { response: typeof body === 'string' ? new Response(body, init) : new WholeBody(body, init), json, strings };
  }
  if (/^text\//i.test(type)) {
    const answer = await res.text();
    return { response: new Response(all.some((s) => s.length >= 8 && answer.includes(s)) ? '' : answer, { status: res.status, headers }), ...notJson };
  }
  // Binary answers (an invoice PDF) pass as they are: they hold no credentials.
  return { response: new Response(res.body, { status: res.status, headers }), ...notJson };
}
