import { describe, expect, it } from 'vitest';
import { parsePurgeUrls, publishTags, purgeVarnish, signBody, verifySignature } from '../../src/lib/cache/publish.ts';
import { accessLine, accessPath } from '../../src/lib/log/access.ts';
import { forgetContent } from '../../src/lib/content/client.ts';
import { createCachedFetcher } from '../../src/lib/http/cached-fetcher.ts';

describe('the publish webhook rules', () => {
  const secret = 'a-publish-secret-of-some-length';
  const body = '{"tags":["menu"]}';

  it('accepts only the HMAC-SHA256 of the exact raw body with the secret', () => {
    const signature = signBody(body, secret);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(body, signature, secret)).toBe(true);
    expect(verifySignature(`${body} `, signature, secret)).toBe(false);
    expect(verifySignature(body, signBody(body, 'another-secret-entirely'), secret)).toBe(false);
    expect(verifySignature(body, signature.replace('sha256=', ''), secret)).toBe(false);
    expect(verifySignature(body, null, secret)).toBe(false);
    expect(verifySignature(body, '', secret)).toBe(false);
  });

  it('maps documents to tags, adds the chrome area, and refuses what is not a tag', () => {
    expect(publishTags({ tags: ['product:FWINSTOCK1'], documents: [{ id: 'CAIRN_EN_US:menu', area: 'menu' }, { id: 'CAIRN_EN_US:page:home' }] })).toEqual({
      ok: true,
      tags: ['product:FWINSTOCK1', 'cms:CAIRN_EN_US:menu', 'menu', 'cms:CAIRN_EN_US:page:home'],
    });
    expect(publishTags({}).ok).toBe(false);
    expect(publishTags([]).ok).toBe(false);
    expect(publishTags({ tags: ['two words'] }).ok).toBe(false);
    expect(publishTags({ tags: ['a,b'] }).ok).toBe(false);
    expect(publishTags({ tags: [1] }).ok).toBe(false);
    expect(publishTags({ documents: [{ area: 'menu' }] }).ok).toBe(false);
    expect(publishTags({ tags: Array.from({ length: 201 }, (_, i) => `t${i}`) }).ok).toBe(false);
  });

  it('reads VARNISH_PURGE_URLS and sends one PURGE per Varnish, reporting each', async () => {
    expect(parsePurgeUrls(' http://127.0.0.1:6082 , https://cache.internal/, ftp://x, nonsense')).toEqual({ urls: ['http://127.0.0.1:6082', 'https://cache.internal'], rejected: ['ftp://x', 'nonsense'] });
    const calls: Array<{ url: string; method?: string; header?: string | null }> = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      const url = String(input);
      calls.push({ url, method: init?.method, header: new Headers(init?.headers).get('xkey-purge') });
      if (url.includes('down')) throw new Error('connect ECONNREFUSED');
      return new Response('{"purged":3}', { status: 200 });
    };
    const results = await purgeVarnish(['http://a:1', 'http://down:2'], ['menu', 'cms:x'], fakeFetch);
    expect(calls).toEqual([
      { url: 'http://a:1/', method: 'PURGE', header: 'menu cms:x' },
      { url: 'http://down:2/', method: 'PURGE', header: 'menu cms:x' },
    ]);
    expect(results).toEqual([
      { url: 'http://a:1', ok: true, status: 200, purged: 3 },
      { url: 'http://down:2', ok: false, error: 'connect ECONNREFUSED' },
    ]);
  });
});

describe('dropping content answers after a publish', () => {
  it('drops the documents and areas named, and keeps the rest', async () => {
    const bodies: Record<string, unknown> = {
      '/publish/caas/v1/canvas/page/CAIRN_EN_US/home': { id: 'CAIRN_EN_US:page:home' },
      '/publish/caas/v1/canvas/page/CAIRN_EN_US/about-us': { id: 'CAIRN_EN_US:page:about-us' },
      '/publish/caas/v1/canvas/menu/CAIRN_EN_US': { id: 'CAIRN_EN_US:menu' },
      '/publish/caas/v1/canvas/footer/CAIRN_EN_US': { id: 'CAIRN_EN_US:footer' },
    };
    let fetched = 0;
    const fetcher = createCachedFetcher({
      timeoutMs: 100,
      freshMs: 60_000,
      staleMs: 60_000,
      staleIfErrorMs: 60_000,
      fetch: async (input) => {
        fetched++;
        return Response.json(bodies[new URL(String(input)).pathname]);
      },
    });
    const load = () => Promise.all(Object.keys(bodies).map((path) => fetcher.get(`http://caas${path}`)));
    await load();
    expect(fetched).toBe(4);
    expect(forgetContent(fetcher, ['cms:CAIRN_EN_US:page:home', 'menu', 'product:FWINSTOCK1'])).toBe(2);
    await load();
    expect(fetched).toBe(6);
    expect(forgetContent(fetcher, ['cms'])).toBe(4);
    expect(fetcher.size).toBe(0);
  });
});

describe('the access line', () => {
  it('keeps the path and the query parameter names, never their values', () => {
    expect(accessPath(new URL('https://shop.test/en-us/c/boots-1001?page=2&utm_source=secret&sort=price-asc&page=3'))).toBe('/en-us/c/boots-1001?page&utm_source&sort');
    expect(accessPath(new URL('https://shop.test/en-us/'))).toBe('/en-us/');
  });

  it('masks what looks like an email or a card number in the path, and query names that are data', () => {
    expect(accessPath(new URL('https://shop.test/api/gateway/consumers/shopper@example.com/x'))).toBe('/api/gateway/consumers/[email]/x');
    expect(accessPath(new URL('https://shop.test/api/gateway/giftcards/6006491111111111/balance'))).toBe('/api/gateway/giftcards/[number]/balance');
    expect(accessPath(new URL('https://shop.test/x?shopper%40example.com&4111111111111111=1&ok=1'))).toBe('/x?[number]&ok');
  });

  it('is one object with the status, time, cache state and correlation id', () => {
    const line = accessLine({ method: 'GET', url: new URL('https://shop.test/en-us/cart?coupon=SAVE10'), route: '/[locale]/cart', status: 200, ms: 12.345, cache: 'BYPASS', correlationId: 'c-1' });
    expect(line).toEqual({ method: 'GET', path: '/en-us/cart?coupon', route: '/[locale]/cart', status: 200, ms: 12.3, cache: 'BYPASS', correlationId: 'c-1' });
    expect(JSON.stringify(line)).not.toContain('SAVE10');
  });
});
