/**
 * The article grid's forms carry the page's query (blocks/shared/carried-query.ts): its render is
 * kept for every query of the page, and the query's hidden inputs are filled for each request by
 * the outermost block boundary, inside an experience too.
 */
import { describe, expect, it, vi } from 'vitest';
import { carriedInputs, carriedQueryHole, writtenFor } from '../../../blocks/shared/carried-query.ts';
import { fixture, rendered } from './block-list-harness.ts';

// The article search the grid reads, answered here (the content fetcher takes `fetch` when it is made).
const searches = vi.hoisted(() => {
  const calls: string[] = [];
  const real = globalThis.fetch;
  const article = (n: number) => ({ id: `article-${n}`, title: `Trail notes ${n}`, url: `/en-us/articles/trail-notes-${n}`, picture: { url: `https://images.example/${n}.jpg`, alt: '' }, tags: [{ id: 'hiking', label: 'Hiking' }], date: '2026-01-0' + n + 'T00:00:00Z' });
  const answer = { result: [article(1), article(2)], facets: [{ id: 'tag', label: 'Tag', values: [{ value: 'hiking', label: 'Hiking', count: 2 }, { value: 'camping', label: 'Camping', count: 1 }] }], total: 9, offset: 0 };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/products/v2/search/productSearch')) return real(input, init);
    calls.push(url);
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
});

const AT_A = 'http://localhost:4321/en-us/journal?color=red&siteId=us&at.journal-grid=hiking';
const AT_B = 'http://localhost:4321/en-us/journal?size=9&siteId=us&at.journal-grid=hiking';
const hidden = (html: string) => [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);

describe('an article grid’s forms carry the page’s query', () => {
  it('carries the rest of the query in both forms, without the grid’s own parameters', async () => {
    const html = await rendered([fixture('article-grid.valid')], AT_A);
    expect(searches.length).toBeGreaterThan(0);
    expect(html).toContain('Trail notes 1');
    // The tag form and read-more carry the page's other parameters; read-more adds the grid's tags.
    expect(hidden(html)).toEqual(['color=red', 'siteId=us', 'color=red', 'siteId=us', 'at.journal-grid=hiking']);
    expect(html).not.toContain('carried-query');
  });

  it('is kept for another query of the page, with that query’s inputs', async () => {
    const grid = fixture('article-grid.valid');
    await rendered([grid], AT_A);
    const reused = await rendered([grid], AT_B);
    expect(hidden(reused)).toEqual(['size=9', 'siteId=us', 'size=9', 'siteId=us', 'at.journal-grid=hiking']);
    expect(reused).toBe(await rendered([fixture('article-grid.valid')], AT_B));
  });

  it('is kept apart for another state of the grid (its own parameters)', async () => {
    const grid = fixture('article-grid.valid');
    await rendered([grid], AT_A);
    const camping = AT_A.replace('at.journal-grid=hiking', 'at.journal-grid=camping');
    const other = await rendered([grid], camping);
    expect(other).toContain('data-tags="camping"');
    expect(other).toBe(await rendered([fixture('article-grid.valid')], camping));
  });

  it('is filled by the outermost boundary when the grid is inside an experience', async () => {
    const experience = { ...fixture('experience.valid'), baselines: [fixture('article-grid.valid')] };
    await rendered([experience], AT_A);
    const reused = await rendered([experience], AT_B);
    expect(hidden(reused)).toContain('size=9');
    expect(hidden(reused)).not.toContain('color=red');
    expect(reused).not.toContain('carried-query');
  });

  it('escapes what it carries', () => {
    const url = new URL('http://localhost:4321/en-us/journal?q=%22%3E%3Cscript%3E&a%26b=1');
    expect(carriedInputs(url, [])).toBe('<input type="hidden" name="q" value="&quot;&gt;&lt;script&gt;"><input type="hidden" name="a&amp;b" value="1">');
  });

  it('fills only the holes a block rendered, never one that text spells', () => {
    const url = new URL('http://localhost:4321/en-us/journal?x=1&own=2');
    expect(written(`<form>${carriedQueryHole(['own'])}</form>`, url)).toBe('<form><input type="hidden" name="x" value="1"></form>');
    const spelled = '<p><!--carried-query guess own--></p>';
    expect(written(spelled, url)).toBe(spelled);
  });

  it('fills a kept render’s holes for every page, from bytes made once', () => {
    const kept = { html: `<p>Trail “notes”</p><form>${carriedQueryHole([])}</form>`, needs: [] };
    const first = writtenFor(kept, new URL('http://localhost:4321/en-us/journal?a=1'));
    const second = writtenFor(kept, new URL('http://localhost:4321/en-us/journal?b=2'));
    expect(join(first)).toBe('<p>Trail “notes”</p><form><input type="hidden" name="a" value="1"></form>');
    expect(join(second)).toBe('<p>Trail “notes”</p><form><input type="hidden" name="b" value="2"></form>');
    expect(second[0]).toBe(first[0]);
  });
});

/** What the page writes for `html` at `url`, as text. */
const join = (pieces: Array<Uint8Array | string>) => pieces.map((piece) => (typeof piece === 'string' ? piece : Buffer.from(piece).toString())).join('');
const written = (html: string, url: URL) => join(writtenFor({ html }, url));
