/**
 * Which image the page asks for first (blocks/lead-image.ts, blocks/context.ts `isLcpCandidate`):
 * the first image of the first block on the first screen that may show one gets
 * fetchpriority="high", and no other; a text banner or a row of links above it does not take its
 * place (a category page's first picture), and a list that starts lower (the product page's
 * blocks, under the gallery) raises nothing. A listing under CMS pictures leaves them the lead
 * (src/components/facets/Listing.astro `leadsImages`).
 */
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import BlockList from '../../../blocks/BlockList.astro';
import { leadImagePosition } from '../../../blocks/lead-image.ts';
import { SITES } from '../../../src/lib/site/locales.ts';

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${name}.json`, import.meta.url), 'utf8'));
const picture = (id: string) => ({ ...fixture('picture.valid'), id, hideOnBreakpoint: [] });
/** A category page's thin banner: a title, a line and a link on a colour, no media. */
const textBanner = () => ({ type: 'banner', id: 'text-banner', name: 'Thin banner', title: "Men's Jackets", subtitle: 'Shells and fleece.', targets: [{ url: '/en-us/c/apparel-2000', text: 'Shop all Apparel', style: { sm: 'link' } }], backgroundColor: '#dfe7e1' });
const sections = (blocks: unknown[]) => [{ id: 'main', blocks }];

/** The indexes of the rendered images with fetchpriority="high", and how many images there are. */
async function askedFirst(blocks: unknown[], firstPosition?: number): Promise<{ high: number[]; images: number }> {
  const { tags } = await rendered(blocks, firstPosition);
  return { high: tags.flatMap((tag, i) => (tag.includes('fetchpriority="high"') ? [i] : [])), images: tags.length };
}

async function rendered(blocks: unknown[], firstPosition?: number): Promise<{ tags: string[] }> {
  const container = await AstroContainer.create();
  const html = await container.renderToString(BlockList as never, {
    props: { sections: sections(blocks), ctx: { site: SITES[0]!, url: new URL('http://localhost:4321/en-us/c/x-1'), preview: false, pageId: 'test' }, firstPosition },
  });
  return { tags: [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]) };
}

describe('the likely LCP image', () => {
  it('is the first picture after a text banner and a row of links', async () => {
    expect(await askedFirst([textBanner(), fixture('cta-collection.valid'), picture('first'), picture('second')])).toEqual({ high: [0], images: 2 });
  });

  it('is the first block’s image only, not the next one’s', async () => {
    expect(await askedFirst([picture('a'), picture('b'), picture('c')])).toEqual({ high: [0], images: 3 });
  });

  it('leaves the other first-screen images eager at low priority, and the rest lazy', async () => {
    const { tags } = await rendered([picture('a'), picture('b'), picture('c'), picture('d')]);
    const loading = tags.map((tag) => [/loading="(\w+)"/.exec(tag)?.[1], /fetchpriority="(\w+)"/.exec(tag)?.[1] ?? 'auto']);
    expect(loading).toEqual([
      ['eager', 'high'],
      ['eager', 'low'],
      ['eager', 'low'],
      ['lazy', 'auto'],
    ]);
  });

  it('is in none of a list that starts below the first screen (the product page’s blocks, under the gallery)', async () => {
    expect((await askedFirst([picture('a'), picture('b')], 2)).high).toEqual([]);
  });

  it('passes over text without a picture, not text with one', () => {
    const text = (richText: string) => ({ type: 'rich-text', id: `text-${richText.length}`, richText });
    expect(leadImagePosition(sections([text('<p>Our story</p>'), picture('a')]), 0, false)).toBe(1);
    expect(leadImagePosition(sections([text('<p><img src="/media/content/a-800x600.svg" alt=""></p>'), picture('a')]), 0, false)).toBe(0);
  });

  it('is none when the first image block comes after the first screen', async () => {
    expect(leadImagePosition(sections([textBanner(), fixture('cta-collection.valid'), textBanner(), picture('a')]), 0, false)).toBeNull();
  });
});

describe('a listing under CMS blocks', () => {
  it('leads the images when the blocks above it show none', () => {
    expect(leadImagePosition(sections([textBanner(), fixture('cta-collection.valid')]), 0, false)).toBeNull();
  });
  it('does not when a picture on the first screen comes above it', () => {
    expect(leadImagePosition(sections([textBanner(), picture('a')]), 0, false)).toBe(1);
  });
  it('counts no block that fails its schema', () => {
    expect(leadImagePosition(sections([{ type: 'picture', id: 'broken' }, picture('a')]), 0, false)).toBe(0);
  });
});
