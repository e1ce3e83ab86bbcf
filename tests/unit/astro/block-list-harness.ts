/** Rendering raw blocks through the block list (boundaries, kept renders), as a page does. */
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import BlockList from '../../../blocks/BlockList.astro';
import { SITES } from '../../../src/lib/site/locales.ts';

export const BLOCK_FIXTURES = new URL('../../fixtures/blocks/', import.meta.url);

/** A block fixture, read afresh: a new content object each time, whose renders nothing kept yet. */
export const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`${name}.json`, BLOCK_FIXTURES), 'utf8'));

/** The block list's HTML for these raw blocks on the page at `href`. */
export async function rendered(blocks: unknown[], href: string): Promise<string> {
  return renderedSections([{ id: 'main', blocks }], href);
}

/** The block list's HTML for these sections (the same object: the same content) on the page at `href`. */
export async function renderedSections(sections: Array<{ id: string; blocks: unknown[] }>, href: string, { preview = false } = {}): Promise<string> {
  const container = await AstroContainer.create();
  const url = new URL(href);
  return container.renderToString(BlockList as never, {
    request: new Request(url),
    props: { sections, ctx: { site: SITES[0]!, url, preview, pageId: 'test' } },
  });
}
