import { describe, expect, it, vi } from 'vitest';
import { contentPath, createContentClient } from '../../src/lib/content/client.ts';
import { createCachedFetcher } from '../../src/lib/http/cached-fetcher.ts';
import { gatewayHeaders } from '../../src/lib/http/gateway-headers.ts';
import { siteForLocale, SITES } from '../../src/lib/site/locales.ts';

describe('content paths (docs/requirements/content-blocks.md#content-service)', () => {
  const s = 'CAIRN_EN_US';
  it.each([
    [{ area: 'cart' as const }, `/publish/caas/v1/canvas/augmentedpage/${s}/cart`],
    [{ area: 'error-4xx' as const }, `/publish/caas/v1/canvas/augmentedpage/${s}/error-4xx`],
    [{ area: 'category' as const, page: '2001' }, `/publish/caas/v1/canvas/category/${s}/2001`],
    [{ area: 'page' as const, page: 'home' }, `/publish/caas/v1/canvas/page/${s}/home`],
    [{ area: 'product' as const, page: 'TB123456' }, `/publish/caas/v1/canvas/product/${s}/TB123456`],
    [{ area: 'footer' as const }, `/publish/caas/v1/canvas/footer/${s}`],
    [{ area: 'menu' as const }, `/publish/caas/v1/canvas/menu/${s}`],
    [{ area: 'popups' as const }, `/publish/caas/v1/canvas/popups/${s}`],
    [{ area: 'fragment' as const, page: 'size-help' }, `/publish/caas/v1/canvas/fragment/size-help`],
  ])('%o', (key, path) => {
    expect(contentPath({ siteId: s, mode: 'publish', ...key })).toBe(path);
  });
  it('encodes keys so a slug cannot walk the path', () => {
    expect(contentPath({ siteId: s, mode: 'preview', area: 'page', page: '../admin' })).toBe(`/preview/caas/v1/canvas/page/${s}/..%2Fadmin`);
  });
});

describe('content client', () => {
  const site = siteForLocale('en-us')!;
  const headers = () => gatewayHeaders({ site, accessKey: 'k' });

  it('parses the augmented page and fills defaults', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'home', siteId: site.siteId, area: 'page', sections: [{ id: 's1', blocks: [{ type: 'x' }] }] }));
    const client = createContentClient({ baseUrl: 'http://cms/', fetcher: createCachedFetcher({ timeoutMs: 100, freshMs: 1, staleMs: 1, staleIfErrorMs: 1, fetch: fetchMock as unknown as typeof fetch }), headers });
    const result = await client.getPage({ siteId: site.siteId, mode: 'publish', area: 'page', page: 'home' });
    expect(result.status).toBe('found');
    if (result.status === 'found') {
      expect(result.page.meta.title).toBe('');
      expect(result.page.sections[0]!.blocks).toHaveLength(1);
    }
    expect(fetchMock).toHaveBeenCalledWith('http://cms/publish/caas/v1/canvas/page/CAIRN_EN_US/home', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('keeps the page when a section is malformed', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'home', siteId: site.siteId, area: 'page', sections: [{ id: 's1', blocks: 'oops' }, { id: 's2', blocks: [] }] }));
    const client = createContentClient({ baseUrl: 'http://cms', fetcher: createCachedFetcher({ timeoutMs: 100, freshMs: 1, staleMs: 1, staleIfErrorMs: 1, fetch: fetchMock as unknown as typeof fetch }), headers });
    const result = await client.getPage({ siteId: site.siteId, mode: 'publish', area: 'page', page: 'home' });
    expect(result.status === 'found' && result.page.sections.map((s) => s.blocks.length)).toEqual([0, 0]);
  });

  it('reports a body that is not a page as invalid', async () => {
    const fetchMock = vi.fn(async () => Response.json({ hello: 'world' }));
    const client = createContentClient({ baseUrl: 'http://cms', fetcher: createCachedFetcher({ timeoutMs: 100, freshMs: 1, staleMs: 1, staleIfErrorMs: 1, fetch: fetchMock as unknown as typeof fetch }), headers });
    const result = await client.getPage({ siteId: site.siteId, mode: 'publish', area: 'page', page: 'home' });
    expect(result.status).toBe('invalid');
  });

  it('sends preview headers and time, and never caches preview', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'home', siteId: site.siteId, area: 'page' }));
    const fetcher = createCachedFetcher({ timeoutMs: 100, freshMs: 60_000, staleMs: 1, staleIfErrorMs: 1, fetch: fetchMock as unknown as typeof fetch });
    const client = createContentClient({ baseUrl: 'http://cms', fetcher, headers });
    const req = { siteId: site.siteId, mode: 'preview' as const, area: 'page' as const, page: 'home', previewDateTime: '2026-12-01T00:00:00Z' };
    await client.getPage(req);
    await client.getPage(req);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('previewDateTime=2026-12-01T00%3A00%3A00Z');
    expect(init.headers).toMatchObject({ 'x-preview': 'true', 'x-preview-date-time': '2026-12-01T00:00:00Z' });
  });
});

describe('locales', () => {
  it('derives site id, region, brand, currency and formats from the locale', () => {
    expect(siteForLocale('en-us')).toMatchObject({ siteId: 'CAIRN_EN_US', region: 'NORA', currency: 'USD', dateFormat: 'MM/DD/YYYY', phoneMask: '(XXX) XXX - XXXX', localeCode: 'en_US' });
    expect(siteForLocale('de-de')).toMatchObject({ region: 'EMEA', currency: 'EUR', dateFormat: 'DD/MM/YYYY', phoneMask: 'XXXX - XXX - XXX' });
    expect(siteForLocale('fr-ca')).toMatchObject({ region: 'NORA', currency: 'CAD', siteId: 'CAIRN_FR_CA' });
    expect(siteForLocale('EN-GB')?.currency).toBe('GBP');
    expect(siteForLocale('xx-yy')).toBeUndefined();
  });
  it('gives every locale its own site id', () => {
    expect(new Set(SITES.map((s) => s.siteId)).size).toBe(SITES.length);
  });
  it('sends every gateway header, and the session id only when set', () => {
    const site = siteForLocale('en-gb')!;
    const h = gatewayHeaders({ site, accessKey: 'secret' });
    expect(Object.keys(h).sort()).toEqual(['x-api-key', 'x-brand', 'x-channel', 'x-client-app', 'x-correlation-id', 'x-locale', 'x-region', 'x-site-id', 'x-source', 'x-transaction-id']);
    expect(h).toMatchObject({ 'x-channel': 'ECOMM', 'x-region': 'EMEA', 'x-locale': 'en_GB' });
    expect(gatewayHeaders({ site, accessKey: 'k', usid: 'u1', channel: 'MAPP' })).toMatchObject({ 'x-usid': 'u1', 'x-channel': 'MAPP' });
  });
});
