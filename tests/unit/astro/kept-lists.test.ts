/**
 * A page's list of blocks is kept whole (blocks/KeptBlocks.astro) under its blocks' keys: a page
 * whose route cache entry is missed (a new query, an evicted entry) takes the list's HTML in one
 * piece, and what the blocks need once per page still comes with it, outside the kept HTML.
 */
import { describe, expect, it, vi } from 'vitest';
import { fixture, renderedSections } from './block-list-harness.ts';

/** Every kept-render lookup, by what owns it: a list (its sections) or a block. */
const lookups = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/lib/render/kept-renders.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/lib/render/kept-renders.ts')>();
  return {
    ...real,
    keptOrRendered: (owner: object, key: string | null, render: () => Promise<string>) => {
      lookups.push(Array.isArray(owner) ? 'list' : 'block');
      return real.keptOrRendered(owner, key, render);
    },
  };
});

const HERE = 'http://localhost:4321/en-us/journal?color=red&siteId=us';
const ANOTHER_QUERY = 'http://localhost:4321/en-us/journal?bench=2&siteId=us';
const page = () => [{ id: 'main', blocks: [fixture('collection.valid'), fixture('newsletter.valid'), fixture('rich-text.valid')] }];
const behaviourTemplates = (html: string) => html.split('data-inert-scripts="block-behaviours"').length - 1;
const behaviourLoaders = (html: string) => (html.match(/<script type="module" src="[^"]*BehavioursOnPage[^"]*"/g) ?? []).length;

describe('a page’s list of blocks kept whole', () => {
  it('is taken whole for another query of the page: no block is looked up again', async () => {
    const sections = page();
    const first = await renderedSections(sections, HERE);
    expect(first).toContain('data-block-id');
    lookups.length = 0;
    const again = await renderedSections(sections, ANOTHER_QUERY);
    expect(again).toBe(first);
    expect(lookups).toEqual(['list']);
  });

  it('brings the blocks’ behaviours once, from outside the kept HTML, on every page', async () => {
    const sections = page();
    for (const href of [HERE, ANOTHER_QUERY, HERE]) {
      const html = await renderedSections(sections, href);
      expect(behaviourTemplates(html), href).toBe(1);
      expect(behaviourLoaders(html), href).toBe(1);
    }
  });

  it('is rendered afresh in a preview, block by block', async () => {
    const sections = page();
    await renderedSections(sections, HERE, { preview: true });
    lookups.length = 0;
    await renderedSections(sections, HERE, { preview: true });
    expect(lookups.filter((owner) => owner === 'block')).toHaveLength(3);
  });
});
