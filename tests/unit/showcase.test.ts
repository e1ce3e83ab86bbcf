/**
 * The showcase viewer's client (docs/requirements/editors-and-experiments.md#showcase-viewer showcase call, docs/requirements/editors-and-experiments.md#showcase-viewer limits) and the validation report
 * editors see for a document (per-block zod issues, nested blocks included).
 */
import { describe, expect, it, vi } from 'vitest';
import { createShowcaseClient, documentKey, showcaseLimit, showcaseOffset, showcasePath, SHOWCASE_DEFAULT_LIMIT, SHOWCASE_LIMITS } from '../../src/lib/content/showcase.ts';
import { validationReport } from '../../src/lib/content/validation-report.ts';

describe('the showcase call', () => {
  it('asks preview mode with layoutVariant, limit and offset', () => {
    expect(showcasePath({ siteId: 'CAIRN_EN_US', docType: 'page', layoutVariant: 'wide', limit: 10, offset: 20 })).toBe(
      '/preview/caas/v1/canvas/showcase/CAIRN_EN_US/page?limit=10&offset=20&layoutVariant=wide',
    );
  });

  it('limits are 10, 20 or 50, default 20; offsets whole and not negative', () => {
    expect(SHOWCASE_LIMITS).toEqual([10, 20, 50]);
    expect(SHOWCASE_DEFAULT_LIMIT).toBe(20);
    expect(showcaseLimit('50')).toBe(50);
    expect(showcaseLimit('7')).toBe(20);
    expect(showcaseLimit(null)).toBe(20);
    expect(showcaseOffset('40')).toBe(40);
    expect(showcaseOffset('-1')).toBe(0);
    expect(showcaseOffset('1.5')).toBe(0);
  });

  it('sends the preview headers and reads the listing; failures become a message', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ items: [{ id: 'CAIRN_EN_US:page:home', name: 'Home', referrers: 3, modifiedAt: '2025-05-01T00:00:00Z' }], total: 1 }));
    const client = createShowcaseClient({ baseUrl: 'http://caas.test/', headers: () => ({ 'x-site-id': 'CAIRN_EN_US' }), timeoutMs: 1000, fetchImpl: fetchImpl as unknown as typeof fetch });
    const result = await client.list({ siteId: 'CAIRN_EN_US', docType: 'page', limit: 20, offset: 0, previewDateTime: '2035-12-01T10:00:00.000Z' });
    expect(result).toEqual({ ok: true, answer: { items: [{ id: 'CAIRN_EN_US:page:home', name: 'Home', referrers: 3, modifiedAt: '2025-05-01T00:00:00Z' }], total: 1 } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://caas.test/preview/caas/v1/canvas/showcase/CAIRN_EN_US/page?limit=20&offset=0&previewDateTime=2035-12-01T10%3A00%3A00.000Z');
    expect(init.headers).toMatchObject({ 'x-preview': 'true', 'x-preview-date-time': '2035-12-01T10:00:00.000Z' });

    const failing = createShowcaseClient({ baseUrl: 'http://caas.test', headers: () => ({}), timeoutMs: 1000, fetchImpl: (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch });
    expect(await failing.list({ siteId: 'CAIRN_EN_US', docType: 'page', limit: 20, offset: 0 })).toEqual({ ok: false, message: 'The content service answered 500' });
  });

  it('finds a listed document\'s key from its id', () => {
    expect(documentKey('CAIRN_EN_US:page:about-us', 'CAIRN_EN_US', 'page')).toBe('about-us');
    expect(documentKey('CAIRN_EN_US:footer', 'CAIRN_EN_US', 'footer')).toBeUndefined();
    expect(documentKey('home', 'CAIRN_EN_US', 'page')).toBe('home');
  });
});

describe('the validation report', () => {
  it('lists every block with its issues, nested experience and segmentation blocks included', () => {
    const report = validationReport([
      {
        id: 's1',
        blocks: [
          { type: 'rich-text', id: 'ok', richText: '<p>Hi</p>' },
          { type: 'banner', id: 'broken', targets: 'nope' },
          { type: 'mystery', id: 'm' },
          {
            type: 'experience',
            id: 'exp',
            experienceId: 'home_hero_test',
            baselines: [{ type: 'rich-text', id: 'base', richText: '<p>Base</p>' }],
            variants: [{ name: 'Trail', variantId: 'trail', targets: [{ type: 'rich-text', id: 'bad-nested', richText: '' }] }],
          },
        ],
      },
    ]);
    expect(report.map((r) => [r.id, r.ok, r.depth])).toEqual([
      ['ok', true, 0],
      ['broken', false, 0],
      ['m', false, 0],
      ['exp', true, 0],
      ['base', true, 1],
      ['bad-nested', false, 1],
    ]);
    expect(report[1]?.issues.map((i) => i.path)).toContain('targets');
    expect(report[2]?.reason).toBe('unknown-type');
    expect(report[5]?.where).toBe('s1 › blocks[3] › variants[0].targets[0]');
    expect(report[5]?.issues[0]?.path).toBe('richText');
  });
});
