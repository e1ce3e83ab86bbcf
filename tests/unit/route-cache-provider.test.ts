/**
 * The route cache never answers a preview session from the shared cache, and never stores what
 * a preview session renders (src/lib/cache/route-cache-provider.ts).
 */
import { describe, expect, it } from 'vitest';
import factory, { invalidateRouteCache } from '../../src/lib/cache/route-cache-provider.ts';
import { keptOrRendered } from '../../src/lib/render/kept-renders.ts';

const logger = { info() {}, warn() {}, error() {} } as never;
const URL_ = 'http://localhost/en-us/';

function render(body: string, cacheable = true) {
  let calls = 0;
  const next = async () => {
    calls++;
    return new Response(body, { headers: cacheable ? { 'CDN-Cache-Control': 'max-age=60' } : { 'Cache-Control': 'private, no-store' } });
  };
  return { next, calls: () => calls };
}

const request = (cookie?: string) => new Request(URL_, cookie ? { headers: { cookie } } : {});

describe('the preview-aware route cache', () => {
  it('serves public pages from the cache after the first render', async () => {
    const provider = factory(undefined);
    const page = render('published');
    await provider.onRequest!({ request: request(), url: new URL(URL_), logger }, page.next);
    const second = await provider.onRequest!({ request: request(), url: new URL(URL_), logger }, page.next);
    expect(page.calls()).toBe(1);
    expect(second.headers.get('X-Astro-Cache')).toBe('HIT');
    expect(await second.text()).toBe('published');
  });

  it('renders every preview request, never answering it from the cache', async () => {
    const provider = factory(undefined);
    await provider.onRequest!({ request: request(), url: new URL(URL_), logger }, render('published').next);
    const draft = render('draft', false);
    const answer = await provider.onRequest!({ request: request('cairn_preview=v1.1.2.3'), url: new URL(URL_), logger }, draft.next);
    expect(draft.calls()).toBe(1);
    expect(answer.headers.get('X-Astro-Cache')).toBeNull();
    expect(await answer.text()).toBe('draft');
  });

  it('never stores what a preview request rendered, even if it claimed to be cacheable', async () => {
    const provider = factory(undefined);
    await provider.onRequest!({ request: request('__Host-cairn_preview=v1.1.2.3'), url: new URL(URL_), logger }, render('draft').next);
    const shopper = render('published');
    const answer = await provider.onRequest!({ request: request(), url: new URL(URL_), logger }, shopper.next);
    expect(shopper.calls()).toBe(1);
    expect(await answer.text()).toBe('published');
  });

  it('never caches a private page (cart, favorites), even when a route rule marks it cacheable', async () => {
    const provider = factory(undefined);
    const cartUrl = 'http://localhost/en-us/cart';
    const first = render('cart of shopper A');
    await provider.onRequest!({ request: new Request(cartUrl), url: new URL(cartUrl), logger }, first.next);
    const second = render('cart of shopper B');
    const answer = await provider.onRequest!({ request: new Request(cartUrl), url: new URL(cartUrl), logger }, second.next);
    expect(second.calls()).toBe(1);
    expect(await answer.text()).toBe('cart of shopper B');
  });
});

describe('the route cache’s byte budget', () => {
  const page = (path: string, size: number) => {
    const url = `http://localhost${path}`;
    let calls = 0;
    return {
      url,
      calls: () => calls,
      ask: (provider: ReturnType<typeof factory>) =>
        provider.onRequest!({ request: new Request(url), url: new URL(url), logger }, async () => {
          calls++;
          return new Response('x'.repeat(size), { headers: { 'CDN-Cache-Control': 'max-age=60', 'Cache-Tag': 'page:about' } });
        }),
    };
  };

  it('drops the least recently used pages once the kept bytes pass the budget, and keeps the rest', async () => {
    const provider = factory({ max: 100, maxBytes: 2500 });
    const [a, b, c] = [page('/en-us/a', 1000), page('/en-us/b', 1000), page('/en-us/c', 1000)];
    await a.ask(provider);
    await b.ask(provider);
    // a is used again, so b is now the oldest.
    expect((await a.ask(provider)).headers.get('X-Astro-Cache')).toBe('HIT');
    await c.ask(provider);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await a.ask(provider)).headers.get('X-Astro-Cache')).toBe('HIT');
    expect((await c.ask(provider)).headers.get('X-Astro-Cache')).toBe('HIT');
    expect((await b.ask(provider)).headers.get('X-Astro-Cache')).toBe('MISS');
    expect([a.calls(), b.calls(), c.calls()]).toEqual([1, 2, 1]);
  });

  it('keeps its own entry tag to itself: answers carry only the page’s tags', async () => {
    const provider = factory({ max: 100, maxBytes: 10_000 });
    const about = page('/en-us/about', 100);
    const first = await about.ask(provider);
    const second = await about.ask(provider);
    expect(first.headers.get('Cache-Tag')).toBe('page:about');
    expect(second.headers.get('Cache-Tag')).toBe('page:about');
    expect(await second.text()).toBe('x'.repeat(100));
  });
});

describe('the route cache’s entry for compressed copies (CAIRN_ENTRY_HEADER)', () => {
  const ask = (provider: ReturnType<typeof factory>, url: string, body: string) =>
    provider.onRequest!({ request: new Request(url), url: new URL(url), logger }, async () => new Response(body, { headers: { 'CDN-Cache-Control': 'max-age=60' } }));

  it('names the stored entry on hits only, a new one when the page is kept again, when the server asks', async () => {
    process.env.CAIRN_ENTRY_HEADER = '1';
    try {
      const provider = factory({ max: 100, maxBytes: 10_000 });
      const [a, b] = ['http://localhost/en-us/entry-a', 'http://localhost/en-us/entry-b'];
      expect((await ask(provider, a, 'A')).headers.get('x-cairn-entry')).toBeNull();
      const hitA = (await ask(provider, a, 'A')).headers.get('x-cairn-entry');
      expect(hitA).toMatch(/^cairn-entry-\d+$/);
      expect((await ask(provider, a, 'A')).headers.get('x-cairn-entry')).toBe(hitA);
      await ask(provider, b, 'B');
      expect((await ask(provider, b, 'B')).headers.get('x-cairn-entry')).not.toBe(hitA);
    } finally {
      delete process.env.CAIRN_ENTRY_HEADER;
    }
  });

  it('adds nothing when the server does not ask (compression off, or the adapter run directly)', async () => {
    const provider = factory({ max: 100, maxBytes: 10_000 });
    const url = 'http://localhost/en-us/entry-c';
    await ask(provider, url, 'C');
    expect((await ask(provider, url, 'C')).headers.get('x-cairn-entry')).toBeNull();
  });
});

describe('a publish and the blocks’ kept renders (src/lib/render/kept-renders.ts)', () => {
  /** A block's render kept under its content object, and how often it ran. */
  function keptBlock() {
    const owner = {};
    let renders = 0;
    const show = () => keptOrRendered(owner, 'key', async () => `<p>render ${++renders}</p>`);
    return { show, renders: () => renders };
  }

  it('drops them with the pages, through the cache’s own invalidation (the publish webhook)', async () => {
    const provider = factory(undefined);
    const block = keptBlock();
    await block.show();
    await block.show();
    expect(block.renders()).toBe(1);
    await provider.invalidate({ tags: ['cms:home'] });
    expect((await block.show()).html).toBe('<p>render 2</p>');
  });

  it('drops them when another instance’s publish arrives (src/lib/cache/publish-bus.ts)', async () => {
    factory(undefined);
    const block = keptBlock();
    await block.show();
    await invalidateRouteCache({ tags: ['cms'] });
    await block.show();
    expect(block.renders()).toBe(2);
  });
});
