import { describe, expect, it, vi } from 'vitest';
import { createCachedFetcher, UpstreamUnavailableError } from '../../src/lib/http/cached-fetcher.ts';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(fetchImpl: typeof fetch, overrides: Partial<Parameters<typeof createCachedFetcher>[0]> = {}) {
  let clock = 1_000_000;
  const fetcher = createCachedFetcher({
    timeoutMs: 50,
    freshMs: 1000,
    staleMs: 5000,
    staleIfErrorMs: 60_000,
    fetch: fetchImpl,
    now: () => clock,
    ...overrides,
  });
  return { fetcher, advance: (ms: number) => (clock += ms) };
}

describe('cached fetcher', () => {
  it('gives up at the deadline with a timeout failure', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const { fetcher } = setup(hanging);
    const error = await fetcher.get('http://content/page').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).failure).toBe('timeout');
  });

  it('coalesces identical in-flight requests into one upstream call', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = vi.fn(async () => {
      await gate;
      return jsonResponse({ id: 'home' });
    });
    const { fetcher } = setup(fetchMock as unknown as typeof fetch, { timeoutMs: 5000 });
    const all = Promise.all(Array.from({ length: 20 }, () => fetcher.get('http://content/home')));
    release();
    const results = await all;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.found && (r.body as { id: string }).id === 'home')).toBe(true);
  });

  it('does not coalesce different URLs', async () => {
    const fetchMock = vi.fn(async (url: string) => jsonResponse({ url }));
    const { fetcher } = setup(fetchMock as unknown as typeof fetch);
    await Promise.all([fetcher.get('http://content/a'), fetcher.get('http://content/b')]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('serves fresh answers from cache, then stale while revalidating', async () => {
    let version = 1;
    const fetchMock = vi.fn(async () => jsonResponse({ version }));
    const { fetcher, advance } = setup(fetchMock as unknown as typeof fetch);
    expect(await fetcher.get('http://content/home')).toMatchObject({ body: { version: 1 }, freshness: 'miss' });
    version = 2;
    advance(500);
    expect(await fetcher.get('http://content/home')).toMatchObject({ body: { version: 1 }, freshness: 'fresh' });
    advance(1000);
    expect(await fetcher.get('http://content/home')).toMatchObject({ body: { version: 1 }, freshness: 'stale' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 0));
    expect(await fetcher.get('http://content/home')).toMatchObject({ body: { version: 2 }, freshness: 'fresh' });
  });

  it('serves the last good answer when upstream fails (stale-if-error)', async () => {
    let up = true;
    const fetchMock = vi.fn(async () => (up ? jsonResponse({ ok: true }) : jsonResponse({}, 500)));
    const onRefreshError = vi.fn();
    const { fetcher, advance } = setup(fetchMock as unknown as typeof fetch, { onRefreshError });
    await fetcher.get('http://content/home');
    up = false;
    advance(10_000); // past fresh + stale windows
    const result = await fetcher.get('http://content/home');
    expect(result).toMatchObject({ found: true, body: { ok: true }, freshness: 'stale-if-error' });
    expect(onRefreshError).toHaveBeenCalled();
  });

  it('fails once the stale-if-error window has passed', async () => {
    let up = true;
    const { fetcher, advance } = setup((async () => (up ? jsonResponse({ ok: true }) : jsonResponse({}, 503))) as typeof fetch);
    await fetcher.get('http://content/home');
    up = false;
    advance(120_000);
    await expect(fetcher.get('http://content/home')).rejects.toMatchObject({ failure: 'status', status: 503 });
  });

  it('treats 404 as an answer and remembers it briefly', async () => {
    const fetchMock = vi.fn(async () => new Response('nope', { status: 404 }));
    const { fetcher } = setup(fetchMock as unknown as typeof fetch);
    expect(await fetcher.get('http://content/missing')).toMatchObject({ found: false });
    expect(await fetcher.get('http://content/missing')).toMatchObject({ found: false, freshness: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never caches when bypassing (preview)', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ draft: true }));
    const { fetcher } = setup(fetchMock as unknown as typeof fetch);
    await fetcher.get('http://content/home', { bypassCache: true });
    await fetcher.get('http://content/home', { bypassCache: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetcher.size).toBe(0);
  });

  it('keys the cache by the headers that change the answer, not per-request ids', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    const { fetcher } = setup(fetchMock as unknown as typeof fetch, { keyHeaders: ['x-site-id'] });
    await fetcher.get('http://content/home', { headers: { 'x-site-id': 'A', 'x-correlation-id': '1' } });
    await fetcher.get('http://content/home', { headers: { 'x-site-id': 'A', 'x-correlation-id': '2' } });
    await fetcher.get('http://content/home', { headers: { 'x-site-id': 'B', 'x-correlation-id': '3' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a malformed body as an upstream failure', async () => {
    const { fetcher } = setup((async () => new Response('{not json', { status: 200 })) as typeof fetch);
    await expect(fetcher.get('http://content/home')).rejects.toMatchObject({ failure: 'body' });
  });
});
