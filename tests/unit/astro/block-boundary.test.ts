import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BoundaryHarness from '../../fixtures/components/BoundaryHarness.astro';

describe('block error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drops a block whose render throws, keeps the others, and logs the block', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const container = await AstroContainer.create();
    const html = await container.renderToString(BoundaryHarness, { props: { preview: false } });
    expect(html).toContain('data-block-id="before"');
    expect(html).toContain('data-block-id="after"');
    expect(html).not.toContain('never shown');
    expect(html).not.toContain('Block diagnostics');
    const logged = stderr.mock.calls.map(([line]) => String(line)).find((line) => line.includes('block.render_failed'));
    expect(JSON.parse(logged!)).toMatchObject({ level: 'error', event: 'block.render_failed', page: 'test-page', blockId: 'broken', type: 'banner', error: 'kaboom while rendering' });
  });

  it('shows editors a diagnostics box in preview', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const container = await AstroContainer.create();
    const html = await container.renderToString(BoundaryHarness, { props: { preview: true } });
    expect(html).toContain('Block failed to render');
    expect(html).toContain('kaboom while rendering');
    expect(html).toContain('data-block-id="after"');
  });
});
