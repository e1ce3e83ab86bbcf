import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../../schemas/api/contract.ts';
import { ALLOWED_CALLS, matchAllowedCall } from '../../../src/lib/bff/allow-list.ts';
import { callContract } from '../../../src/lib/bff/contract-client.ts';
import type { GatewayCall, GatewayTransport } from '../../../src/lib/bff/gateway.ts';
import { createPkcePair, PKCE_VERIFIER_BYTES } from '../../../src/lib/bff/pkce.ts';
import { redactJsonText, redactSecrets, REDACTED } from '../../../src/lib/bff/redact.ts';
import { channelOfRequest, siteOfRequest } from '../../../src/lib/bff/request.ts';
import { SITES } from '../../../src/lib/site/locales.ts';
import { safeReturnPath } from '../../../src/lib/site/return-path.ts';

describe('the allow-list', () => {
  it('forwards a listed call, with its params', () => {
    expect(matchAllowedCall('GET', '/cart/v1/cart/abc-123')).toEqual({ method: 'GET', path: '/cart/v1/cart/abc-123', pattern: '/cart/v1/cart/{basketId}' });
    expect(matchAllowedCall('DELETE', '/wishlists/v2/favorites/f1/items/i2')?.pattern).toBe('/wishlists/v2/favorites/{favoriteId}/items/{itemId}');
  });

  it.each([
    ['an unlisted path', 'GET', '/admin/users'],
    ['a listed path with another method', 'DELETE', '/cart/v1/cart/abc'],
    ['a parent segment', 'GET', '/cart/v1/cart/..'],
    ['a traversal into another path', 'GET', '/cart/v1/cart/../../../admin'],
    ['an encoded slash', 'GET', '/cart/v1/cart/a%2F..%2Fadmin'],
    ['an encoded traversal', 'GET', '/cart/v1/cart/%2e%2e'],
    ['an empty segment', 'GET', '/cart/v1//cart'],
    ['a backslash', 'GET', '/cart/v1/cart/a%5Cb'],
    ['the token call', 'POST', '/token/v2/auth/token'],
    ['sign-in', 'POST', '/consumers-v3/auth/signin'],
    ['sign-out', 'POST', '/consumers-v3/consumer/auth/signout'],
    ['agent login', 'POST', '/consumers-v3/consumer/agent/login'],
    ['the response validator', 'POST', '/fapi/api/validate-response/auth.token'],
    ['an absolute URL', 'GET', 'http://evil.test/cart/v1/cart/a'],
  ])('refuses %s', (_, method, path) => {
    expect(matchAllowedCall(method, path)).toBeNull();
  });

  it('lists no token-bearing call', () => {
    expect(ALLOWED_CALLS.filter((c) => /token\/v2|auth\/sign|agent\/login/.test(c.path))).toEqual([]);
  });
});

describe('redaction', () => {
  it('drops credential keys at any depth and blanks strings holding a secret', () => {
    const body = { accessToken: 'a', nested: [{ refresh_token: 'b', note: 'key sandbox-access-key here' }], usid: 'u', authorizationCode: 'c' };
    expect(redactSecrets(body, ['sandbox-access-key'])).toEqual({ nested: [{ note: REDACTED }], usid: 'u' });
  });

  it('redacts JSON text and blanks a non-JSON text that holds a secret', () => {
    expect(JSON.parse(redactJsonText('{"access_token":"x","ok":true}'))).toEqual({ ok: true });
    expect(redactJsonText('plain cairn_at_secret-value', ['cairn_at_secret-value'])).toBe(JSON.stringify(REDACTED));
    expect(redactJsonText('plain text')).toBe('plain text');
  });
});

describe('return after sign-in', () => {
  const origin = 'https://shop.example';
  it.each([
    ['/en-us/cart', '/en-us/cart'],
    ['/en-us/p/boot-FWINSTOCK1?color=moss#reviews', '/en-us/p/boot-FWINSTOCK1?color=moss#reviews'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input, origin)).toBe(expected);
  });
  it.each(['//evil.test/x', '/\\evil.test', 'https://evil.test/', 'javascript:alert(1)', 'en-us/cart', '/a\nb', '', undefined, 42, '/%0d%0aSet-Cookie'])(
    'falls back for %s',
    (input) => {
      const result = safeReturnPath(input, origin);
      expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
      expect(new URL(result, origin).origin).toBe(origin);
      if (input !== '/%0d%0aSet-Cookie') expect(result).toBe('/');
    },
  );
});

describe('PKCE', () => {
  it('makes a 43-character verifier from 32 random bytes and its S256 challenge', async () => {
    const pair = await createPkcePair();
    expect(PKCE_VERIFIER_BYTES).toBe(32);
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.challenge).toBe(createHash('sha256').update(pair.verifier).digest('base64url'));
    expect(pair.method).toBe('S256');
    expect((await createPkcePair()).verifier).not.toBe(pair.verifier);
  });
});

describe('the request’s site and channel', () => {
  const url = new URL('http://shop.test/api/session');
  it('takes the locale header, else the same-origin Referer, else the default site', () => {
    expect(siteOfRequest(new Request(url, { headers: { 'x-cairn-locale': 'de-de' } }), url).siteId).toBe('CAIRN_DE_DE');
    expect(siteOfRequest(new Request(url, { headers: { referer: 'http://shop.test/fr-fr/cart' } }), url).siteId).toBe('CAIRN_FR_FR');
    expect(siteOfRequest(new Request(url, { headers: { referer: 'http://evil.test/fr-fr/cart' } }), url).siteId).toBe(SITES[0]!.siteId);
    expect(siteOfRequest(new Request(url), url).siteId).toBe(SITES[0]!.siteId);
  });
  it('answers MAPP for the app webview', () => {
    expect(channelOfRequest(new Request(url, { headers: { 'x-cairn-channel': 'MAPP' } }))).toBe('MAPP');
    expect(channelOfRequest(new Request(url, { headers: { 'user-agent': 'Mozilla/5.0 CairnApp/3.2' } }))).toBe('MAPP');
    expect(channelOfRequest(new Request(url))).toBe('ECOMM');
  });
});

describe('callContract', () => {
  const echo = defineContract({
    id: 'test.echo',
    method: 'POST',
    path: '/echo/{id}',
    auth: 'session',
    summary: 'echo',
    request: { params: z.object({ id: z.string() }), query: z.object({ q: z.string() }), body: z.object({ n: z.number() }) },
    response: { 200: z.object({ n: z.number(), label: z.string().default('none') }) },
  });
  const site = SITES[0]!;
  const answering = (status: number, body: unknown, seen: GatewayCall[] = []): GatewayTransport => async (call) => {
    seen.push(call);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };

  it('fills the path, sends query, body and bearer, and parses the answer with the contract', async () => {
    const seen: GatewayCall[] = [];
    const outcome = await callContract(answering(200, { n: 2 }, seen), echo, { params: { id: 'a b' }, query: { q: 'x' }, body: { n: 1 } }, { site, accessToken: 'tok' });
    expect(outcome).toEqual({ ok: true, status: 200, data: { n: 2, label: 'none' } });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/echo/a%20b', query: { q: 'x' }, body: { n: 1 }, headers: { authorization: 'Bearer tok' } });
  });

  it('keeps a spec-shaped error as is', async () => {
    const error = { errorDetails: [{ errorId: 'AUT401', message: 'no' }], appId: 'gw', correlationId: 'c1' };
    expect(await callContract(answering(401, error), echo, { params: { id: '1' }, query: { q: '' }, body: { n: 1 } }, { site })).toEqual({ ok: false, status: 401, error });
  });

  it('turns an answer that breaks the contract into 502 GEN500, logged', async () => {
    const logged: string[] = [];
    const outcome = await callContract(answering(200, { n: 'two' }), echo, { params: { id: '1' }, query: { q: '' }, body: { n: 1 } }, { site }, (event) => void logged.push(event));
    expect(outcome).toMatchObject({ ok: false, status: 502, error: { errorDetails: [{ errorId: 'GEN500' }] } });
    expect(logged).toEqual(['bff.contract_answer_invalid']);
  });

  it('gives a non-spec error body the spec shape', async () => {
    const outcome = await callContract(answering(503, '<html>down</html>'), echo, { params: { id: '1' }, query: { q: '' }, body: { n: 1 } }, { site });
    expect(outcome).toMatchObject({ ok: false, status: 503, error: { errorDetails: [{ errorId: 'GEN500' }], appId: 'cairn-storefront' } });
  });
});
