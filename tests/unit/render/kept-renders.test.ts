/**
 * Renders kept for the next page (src/lib/render/kept-renders.ts): reused under the same owner and
 * key, for a while; never when the render degraded, threw or holds Astro's once-per-page markup;
 * dropped on a publish; bounded per owner.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKeptRenders, KEPT_FOR_MS, KEPT_PER_OBJECT, keptOrRendered, liftedToRender } from '../../../src/lib/render/kept-renders.ts';
import { log } from '../../../src/lib/log/logger.ts';

/** A render that counts its calls. */
function counted(html = '<p>block</p>', also: () => void = () => {}) {
  const render = vi.fn(async () => {
    also();
    return html;
  });
  return render;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a kept render', () => {
  it('is rendered once for the same owner and key, again for another key or owner', async () => {
    const owner = {};
    const render = counted();
    expect((await keptOrRendered(owner, 'k', render)).html).toBe('<p>block</p>');
    expect((await keptOrRendered(owner, 'k', render)).html).toBe('<p>block</p>');
    expect(render).toHaveBeenCalledTimes(1);
    await keptOrRendered(owner, 'other', render);
    await keptOrRendered({}, 'k', render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('is never kept without a key (a preview)', async () => {
    const owner = {};
    const render = counted();
    await keptOrRendered(owner, null, render);
    await keptOrRendered(owner, null, render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders again once its time is up', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const owner = {};
    const render = counted();
    await keptOrRendered(owner, 'k', render);
    vi.setSystemTime(1_000_000 + KEPT_FOR_MS - 1);
    await keptOrRendered(owner, 'k', render);
    expect(render).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + KEPT_FOR_MS);
    await keptOrRendered(owner, 'k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders again after a publish', async () => {
    const owner = {};
    const render = counted();
    await keptOrRendered(owner, 'k', render);
    forgetKeptRenders();
    await keptOrRendered(owner, 'k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('is not kept when it logged a warning, even one the log level hides', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const owner = {};
    const render = counted('<p>without its products</p>', () => log('warn', 'catalogue.unavailable'));
    await keptOrRendered(owner, 'k', render);
    await keptOrRendered(owner, 'k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('marks the render around it when an inner one degraded', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const outer = {};
    const render = vi.fn(async () => (await keptOrRendered({}, 'inner', counted('<p>inner</p>', () => log('error', 'articles.unavailable')))).html);
    await keptOrRendered(outer, 'k', render);
    await keptOrRendered(outer, 'k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('is not kept when it threw', async () => {
    const owner = {};
    let calls = 0;
    const render = async () => {
      calls += 1;
      if (calls === 1) throw new Error('kaboom');
      return '<p>fine</p>';
    };
    await expect(keptOrRendered(owner, 'k', render)).rejects.toThrow('kaboom');
    expect((await keptOrRendered(owner, 'k', render)).html).toBe('<p>fine</p>');
  });

  it('is not kept when it holds a module script or an island, which Astro writes once per page', async () => {
    for (const html of ['<div></div><script type="module" src="/_astro/x.js"></script>', '<astro-island uid="1"></astro-island>']) {
      const owner = {};
      const render = counted(html);
      await keptOrRendered(owner, 'k', render);
      await keptOrRendered(owner, 'k', render);
      expect(render).toHaveBeenCalledTimes(2);
    }
  });

  it('keeps the latest renders of one owner only', async () => {
    const owner = {};
    const render = counted();
    for (let i = 0; i <= KEPT_PER_OBJECT; i += 1) await keptOrRendered(owner, `url-${i}`, render);
    await keptOrRendered(owner, `url-${KEPT_PER_OBJECT}`, render);
    expect(render).toHaveBeenCalledTimes(KEPT_PER_OBJECT + 1);
    await keptOrRendered(owner, 'url-0', render);
    expect(render).toHaveBeenCalledTimes(KEPT_PER_OBJECT + 2);
  });
});

describe('what a render needs once per page', () => {
  it('is lifted out of it, kept with it, and not lifted outside any render', async () => {
    expect(liftedToRender('block-behaviours')).toBe(false);
    const owner = {};
    const render = counted('<div data-cl></div>', () => expect(liftedToRender('block-behaviours')).toBe(true));
    expect((await keptOrRendered(owner, 'k', render)).needs).toEqual(['block-behaviours']);
    expect((await keptOrRendered(owner, 'k', render)).needs).toEqual(['block-behaviours']);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
