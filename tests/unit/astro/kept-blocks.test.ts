/**
 * Blocks' renders kept for the next page (blocks/kept-blocks.ts, src/lib/render/kept-renders.ts).
 *
 * - What a block's kept HTML is keyed by must cover what its HTML depends on: every block type
 *   renders the same at another path and query unless `URL_READERS` says it reads them.
 * - Markup a page needs once (the behaviours' template, an experience's script) is on every page
 *   that shows a block needing it, once, whichever page the block's HTML was kept from.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keptBlockKey, URL_READERS } from '../../../blocks/kept-blocks.ts';
import { SITES } from '../../../src/lib/site/locales.ts';
import { BLOCK_FIXTURES, fixture, rendered } from './block-list-harness.ts';

const TYPES = readdirSync(BLOCK_FIXTURES)
  .filter((f) => f.endsWith('.valid.json'))
  .map((f) => f.replace('.valid.json', ''));

/** A fresh copy of the fixture each time: a new content object, whose renders nothing kept yet. */
const fresh = (type: string) => fixture(`${type}.valid`);

const HERE = 'http://localhost:4321/en-us/c/boots-1001?color=red&preview=&siteId=us';

/** Where two renders part, with some context, or null when they are the same. */
function difference(a: string, b: string): string | null {
  if (a === b) return null;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return `…${a.slice(Math.max(0, at - 80), at + 80)}… against …${b.slice(Math.max(0, at - 80), at + 80)}…`;
}

describe('what a kept block is keyed by', () => {
  it.each(TYPES)('%s renders the same wherever URL_READERS says it does not look', async (type) => {
    const reads = URL_READERS.get(type);
    const here = await rendered([fresh(type)], HERE);
    expect(here.length).toBeGreaterThan(0);
    // Another query (the kept parameters the same): only a block that reads the whole URL differs.
    const otherQuery = await rendered([fresh(type)], 'http://localhost:4321/en-us/c/boots-1001?size=9&preview=&siteId=us');
    if (reads !== 'whole') expect(difference(otherQuery, here)).toBeNull();
    // Another page: only a block that reads the path (or all of it) differs.
    const otherPage = await rendered([fresh(type)], 'http://localhost:4321/en-us/sustainability?color=red&preview=&siteId=us');
    if (reads === undefined) expect(difference(otherPage, here)).toBeNull();
  });

  it('reads what the blocks inside it read (an experience’s variant holding a secondary nav), and nothing in a preview', () => {
    const at = (href: string, preview = false) => ({ site: SITES[0]!, url: new URL(href), preview, pageId: 'p', position: 0 });
    const plain = { id: 'x', baselines: [{ type: 'rich-text', id: 'r' }] };
    const holding = { id: 'y', baselines: [{ type: 'rich-text', id: 'r' }], variants: [{ targets: [{ type: 'secondary-nav', id: 's' }] }] };
    const [here, elsewhere] = ['http://localhost:4321/en-us/a?x=1', 'http://localhost:4321/en-us/b?x=2'];
    expect(keptBlockKey('experience', plain, at(here))).toBe(keptBlockKey('experience', plain, at(elsewhere)));
    expect(keptBlockKey('experience', holding, at(here))).not.toBe(keptBlockKey('experience', holding, at(elsewhere)));
    expect(keptBlockKey('experience', holding, at(here))).toBe(keptBlockKey('experience', holding, at('http://localhost:4321/en-us/a?x=2')));
    expect(keptBlockKey('experience', plain, at(here, true))).toBeNull();
  });

  it.each([
    ['cta-collection', 'http://localhost:4321/en-us/c/mens-jackets-2001?feature=waterproof'],
    ['filter-by', 'http://localhost:4321/en-us/c/mens-jackets-2001?sort=newest'],
  ])('keeps a %s for every query that marks the same link, and marks the current one wherever it was kept', async (type, current) => {
    const block = fresh(type);
    const at = (href: string) => ({ site: SITES[0]!, url: new URL(href), preview: false, pageId: 'p', position: 0 });
    const plain = 'http://localhost:4321/en-us/c/mens-jackets-2001?bench=1';
    // One render for every query that marks no link (an ad's, a crawler's).
    expect(keptBlockKey(type, block, at(plain))).toBe(keptBlockKey(type, block, at('http://localhost:4321/en-us/c/mens-jackets-2001?x=2')));
    expect(keptBlockKey(type, block, at(current))).not.toBe(keptBlockKey(type, block, at(plain)));
    const currentLinks = (html: string) => (html.match(/aria-current="page"/g) ?? []).length;
    // Kept from the page that marks none, then shown where one is current, and back.
    expect(currentLinks(await rendered([block], plain))).toBe(0);
    expect(currentLinks(await rendered([block], current))).toBe(1);
    expect(currentLinks(await rendered([block], plain))).toBe(0);
  });

  it('knows every reader it names', () => {
    for (const type of URL_READERS.keys()) expect(TYPES).toContain(type);
  });
});

describe('a kept block on another page', () => {
  const behaviourTemplates = (html: string) => html.split('data-inert-scripts="block-behaviours"').length - 1;
  const experienceScripts = (html: string) => (html.match(/<script type="module" src="[^"]*ExperienceScript[^"]*"/g) ?? []).length;

  it('reuses its HTML for the same block on another URL', async () => {
    const collection = fresh('collection');
    const first = await rendered([collection], HERE);
    const again = await rendered([collection], 'http://localhost:4321/en-us/c/boots-1001?page=2&preview=&siteId=us');
    expect(difference(again, first)).toBeNull();
  });

  it('still brings the behaviours’ template once, when the page it was kept from had it from another block', async () => {
    const footerish = fresh('newsletter');
    // Kept from a page where a collection above it asked for the template first.
    const kept = await rendered([fresh('collection'), footerish], HERE);
    expect(behaviourTemplates(kept)).toBe(1);
    // On a page with no other block needing it, the kept block brings it.
    expect(behaviourTemplates(await rendered([footerish], HERE))).toBe(1);
    // Beside another block that needs it, the page still has one.
    expect(behaviourTemplates(await rendered([fresh('video'), footerish], HERE))).toBe(1);
  });

  it('writes an experience’s script once per page, whichever experience is kept', async () => {
    const [a, b] = [fresh('experience'), { ...fresh('experience'), id: 'second-experience' }];
    expect(experienceScripts(await rendered([a, b], HERE))).toBe(1);
    expect(experienceScripts(await rendered([b], HERE))).toBe(1);
    expect(experienceScripts(await rendered([a], HERE))).toBe(1);
  });
});
