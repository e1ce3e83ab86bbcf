/**
 * Calling the sandbox as a client would: JSON bodies, bearer tokens, PKCE. Shared by the auth
 * tests and by any test that needs a guest or a signed-in shopper:
 *
 *   const api = sandboxClient(() => harness.sandbox.url);
 *   const guest = await api.guest();                       // { accessToken, refreshToken, consumerNo… }
 *   const shopper = await api.signIn('member@cairn.test');  // TEST_PASSWORD by default
 *   await api.post('/cart/v1/cart', {}, { token: shopper.accessToken });
 */
import { createHash, randomBytes } from 'node:crypto';
import { TEST_PASSWORD } from '../../../src/sandbox/auth/test-data.ts';
import { REQUEST_TIMEOUT_MS, type Answer } from './sandbox-harness.ts';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function sandboxClient(baseUrl: () => string) {
  async function call(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(baseUrl() + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, headers: res.headers, text, body: json && text ? JSON.parse(text) : undefined };
  }
  const post = (path: string, body?: unknown, options?: CallOptions) => call('POST', path, body, options);

  async function guest() {
    const answer = await post('/token/v2/auth/token', { type: 'Guest' });
    if (answer.status !== 200) throw new Error(`guest token: ${answer.status} ${answer.text}`);
    return answer.body;
  }

  /** The credential step: { answer, verifier }. */
  async function signInStep(email: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}) {
    const { verifier, challenge } = pkcePair();
    const answer = await post('/consumers-v3/auth/signin', { type: 'Registered', username: email, password, codeChallenge: challenge, ...extra });
    return { answer, verifier };
  }

  function exchange(code: string, verifier: string, extra: Record<string, unknown> = {}, options: CallOptions = {}) {
    return post('/token/v2/auth/token', { type: 'Registered', authorizationCode: code, codeVerifier: verifier, ...extra }, options);
  }

  /** A signed-in shopper's token answer. */
  async function signIn(email: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}, options: CallOptions = {}) {
    const { answer, verifier } = await signInStep(email, password);
    if (answer.status !== 200) throw new Error(`sign-in ${email}: ${answer.status} ${answer.text}`);
    const tokens = await exchange(answer.body.authorizationCode, verifier, extra, options);
    if (tokens.status !== 200) throw new Error(`exchange ${email}: ${tokens.status} ${tokens.text}`);
    return tokens.body;
  }

  return { call, post, get: (path: string, options?: CallOptions) => call('GET', path, undefined, options), guest, signInStep, exchange, signIn };
}

/** The errorDetails ids of an answer, in order. */
export const errorIds = (answer: Answer): string[] => (answer.body?.errorDetails ?? []).map((d: { errorId: string }) => d.errorId);
