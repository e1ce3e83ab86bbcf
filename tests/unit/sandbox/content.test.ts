import { describe, expect, it } from 'vitest';
import { augmentedPage } from '../../../schemas/content/page.ts';
import { ISOLATION_BLOCK_IDS, SUMMER_CLEARANCE_UNTIL, WINTER_SALE_FROM } from '../../../src/sandbox/seed/content/pages.ts';
import { expectErrorShape, useSandbox } from './sandbox-harness.ts';

const sb = useSandbox();
const canvas = (mode: string, rest: string) => `/${mode}/caas/v1/canvas/${rest}`;
const dayAfter = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString();
const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString();

describe('content service: pages', () => {
  it('answers the home page as an augmented page with the envelope fields filled', async () => {
    const res = await sb.get(canvas('publish', 'page/CAIRN_EN_US/home'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const page = augmentedPage.parse(res.body);
    expect(page).toMatchObject({ siteId: 'CAIRN_EN_US', area: 'page', page: 'home' });
    expect(page.id).toBeTruthy();
    expect(page.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page.sections.length).toBeGreaterThan(0);
    expect(page.meta.title).not.toMatch(/Draft/);
  });

  it('localises titles per site', async () => {
    const fr = await sb.get(canvas('publish', 'augmentedpage/CAIRN_FR_FR/cart'));
    const de = await sb.get(canvas('publish', 'augmentedpage/CAIRN_DE_DE/cart'));
    expect(fr.body.meta.title).toMatch(/Panier/);
    expect(de.body.meta.title).toMatch(/Warenkorb/);
  });

  it('serves every area of the spec', async () => {
    const paths = [
      'augmentedpage/CAIRN_EN_GB/checkout',
      'category/CAIRN_EN_US/1000',
      'category/CAIRN_IT_IT/300500',
      'page/CAIRN_EN_CA/about-us',
      'page/CAIRN_EN_US/kitchen-sink',
      'product/CAIRN_EN_US/FWINSTOCK1',
      'search/CAIRN_EN_US/no-results',
      'footer/CAIRN_FR_CA',
      'menu/CAIRN_EN_US',
      'popups/CAIRN_EN_US',
      'fragment/fragment-trail-tips',
    ];
    for (const path of paths) {
      const res = await sb.get(canvas('publish', path));
      expect(res.status, path).toBe(200);
      augmentedPage.parse(res.body);
    }
  });

  it('has two pop-ups, Newsletter and Account, with the spec fields', async () => {
    const res = await sb.get(canvas('publish', 'popups/CAIRN_EN_US'));
    const blocks = res.body.sections.flatMap((s: { blocks: unknown[] }) => s.blocks);
    expect(blocks.map((b: { popupType: string }) => b.popupType)).toEqual(['Newsletter', 'Account']);
    for (const b of blocks) {
      expect(b.type).toBe('pop-up');
      for (const field of ['delay', 'logo', 'logoSize', 'minimizedTitle', 'maximizedTitle', 'disclaimer', 'title', 'targets']) expect(b).toHaveProperty(field);
    }
  });

  it('keeps the block-isolation page’s broken and unknown blocks as stored', async () => {
    const res = await sb.get(canvas('publish', 'page/CAIRN_EN_US/block-isolation'));
    const blocks = res.body.sections.flatMap((s: { blocks: Array<Record<string, unknown>> }) => s.blocks);
    const byId = new Map(blocks.map((b: Record<string, unknown>) => [b.id, b]));
    expect(byId.get(ISOLATION_BLOCK_IDS.brokenBanner)).toMatchObject({ type: 'banner', targets: 'not-an-array' });
    expect(byId.get(ISOLATION_BLOCK_IDS.unknownType)).toMatchObject({ type: 'mystery-widget' });
    expect(byId.has(ISOLATION_BLOCK_IDS.validBanner)).toBe(true);
  });

  it('only answers fixed pages at augmentedpage', async () => {
    const res = await sb.get(canvas('publish', 'augmentedpage/CAIRN_EN_US/about-us'));
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'API404');
  });

  it('prefers the caller’s site for a fragment', async () => {
    const fr = await sb.get(canvas('publish', 'fragment/fragment-size-help'), { 'x-site-id': 'CAIRN_FR_FR' });
    const plain = await sb.get(canvas('publish', 'fragment/fragment-size-help'));
    expect(fr.body.siteId).toBe('CAIRN_FR_FR');
    expect(plain.status).toBe(200);
  });
});

describe('content service: publish, preview and previewDateTime', () => {
  it('answers the draft in preview and the published page in publish', async () => {
    const published = await sb.get(canvas('publish', 'page/CAIRN_EN_US/home'));
    const preview = await sb.get(canvas('preview', 'page/CAIRN_EN_US/home'));
    expect(preview.body.meta.title).toMatch(/^\[Draft\]/);
    expect(published.body.meta.title).not.toMatch(/Draft/);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(published.headers.get('cache-control')).toMatch(/public/);
  });

  it('falls back to the published document in preview when there is no draft', async () => {
    const res = await sb.get(canvas('preview', 'page/CAIRN_EN_US/about-us'));
    expect(res.status).toBe(200);
  });

  it('hides a page scheduled for later until previewDateTime reaches it', async () => {
    const path = 'page/CAIRN_EN_US/winter-sale';
    expect((await sb.get(canvas('publish', path))).status).toBe(404);
    expect((await sb.get(canvas('preview', path))).status).toBe(404);
    expect((await sb.get(canvas('preview', `${path}?previewDateTime=${dayBefore(WINTER_SALE_FROM)}`))).status).toBe(404);
    const later = await sb.get(canvas('preview', `${path}?previewDateTime=${encodeURIComponent(dayAfter(WINTER_SALE_FROM))}`));
    expect(later.status).toBe(200);
    expect(later.body.page).toBe('winter-sale');
    const byHeader = await sb.get(canvas('preview', path), { 'x-preview-date-time': dayAfter(WINTER_SALE_FROM) });
    expect(byHeader.status).toBe(200);
  });

  it('does not let publish mode time-travel', async () => {
    const res = await sb.get(canvas('publish', `page/CAIRN_EN_US/winter-sale?previewDateTime=${dayAfter(WINTER_SALE_FROM)}`));
    expect(res.status).toBe(404);
  });

  it('hides an expired page, which preview can still show at a past date', async () => {
    const path = 'page/CAIRN_EN_US/summer-clearance';
    expect((await sb.get(canvas('publish', path))).status).toBe(404);
    expect((await sb.get(canvas('preview', `${path}?previewDateTime=${dayBefore(SUMMER_CLEARANCE_UNTIL)}`))).status).toBe(200);
    expect((await sb.get(canvas('preview', `${path}?previewDateTime=${SUMMER_CLEARANCE_UNTIL}`))).status).toBe(404);
  });

  it('refuses a previewDateTime that is not a date', async () => {
    const res = await sb.get(canvas('preview', 'page/CAIRN_EN_US/home?previewDateTime=tomorrow'));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'API400');
  });
});

describe('content service: children and showcase', () => {
  it('lists the children of a page', async () => {
    const res = await sb.get(canvas('publish', 'children/CAIRN_EN_US/about-us'));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([expect.objectContaining({ page: 'sustainability', id: expect.any(String), name: expect.any(String), updatedAt: expect.any(String) })]);
  });

  it('lists scheduled children only when they are live', async () => {
    const now = await sb.get(canvas('publish', 'children/CAIRN_EN_US/sales'));
    expect(now.body.items).toEqual([]);
    const later = await sb.get(canvas('preview', `children/CAIRN_EN_US/sales?previewDateTime=${dayAfter(WINTER_SALE_FROM)}`));
    expect(later.body.items.map((i: { page: string }) => i.page)).toEqual(['winter-sale']);
  });

  it('pages the showcase with the spec’s limits', async () => {
    const first = await sb.get(canvas('preview', 'showcase/CAIRN_EN_US/category?limit=10'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ limit: 10, offset: 0, total: 17 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toEqual({ id: expect.any(String), name: expect.any(String), referrers: expect.any(Number), modifiedAt: expect.any(String) });
    const rest = await sb.get(canvas('preview', 'showcase/CAIRN_EN_US/category?limit=10&offset=10'));
    expect(rest.body.items).toHaveLength(7);
    const byDefault = await sb.get(canvas('preview', 'showcase/CAIRN_EN_US/category'));
    expect(byDefault.body.limit).toBe(20);
  });

  it('counts referrers from the links in other documents', async () => {
    const res = await sb.get(canvas('preview', 'showcase/CAIRN_EN_US/category?limit=50'));
    const footwear = res.body.items.find((i: { id: string }) => i.id.endsWith(':category:1000'));
    expect(footwear.referrers).toBeGreaterThan(0);
  });

  it('refuses other limits and unknown document types', async () => {
    const limit = await sb.get(canvas('preview', 'showcase/CAIRN_EN_US/page?limit=30'));
    expect(limit.status).toBe(400);
    expectErrorShape(limit.body, 'API400');
    const type = await sb.get(canvas('preview', 'showcase/CAIRN_EN_US/widgets'));
    expect(type.status).toBe(400);
  });
});

describe('content service: errors and headers', () => {
  it('answers unknown documents with 404 in the error shape, echoing the correlation id', async () => {
    const res = await sb.get(canvas('publish', 'page/CAIRN_EN_US/no-such-page'), { 'x-correlation-id': 'test-corr-123' });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'API404');
    expect(res.body.correlationId).toBe('test-corr-123');
    expect(res.headers.get('x-correlation-id')).toBe('test-corr-123');
  });

  it('generates a correlation id when none is sent', async () => {
    const res = await sb.get('/nowhere');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'API404');
    expect(res.headers.get('x-correlation-id')).toBe(res.body.correlationId);
  });

  it('answers 404 for an unknown mode and 405 for a wrong method', async () => {
    expect((await sb.get(canvas('draft', 'page/CAIRN_EN_US/home'))).status).toBe(404);
    const post = await sb.request('POST', canvas('publish', 'page/CAIRN_EN_US/home'));
    expect(post.status).toBe(405);
    expectErrorShape(post.body, 'API405');
    expect(post.headers.get('allow')).toBe('GET');
  });

  it('refuses a wrong access key but not a missing one', async () => {
    const wrong = await sb.get('/health', { 'x-api-key': 'wrong' });
    expect(wrong.status).toBe(401);
    expectErrorShape(wrong.body, 'API401');
    expect((await sb.get('/health', { 'x-api-key': 'sandbox-access-key' })).status).toBe(200);
    expect((await sb.get('/health')).status).toBe(200);
  });

  it('reports health with counts', async () => {
    const res = await sb.get('/health');
    expect(res.body).toMatchObject({ status: 'ok', service: 'cairn-sandbox', db: 'ok', schemaVersion: expect.any(Number) });
    expect(res.body.products).toBeGreaterThanOrEqual(300);
    expect(res.body.documents).toBeGreaterThan(100);
  });
});
