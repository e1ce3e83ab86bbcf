/**
 * The key a block's rendered HTML is kept under (src/lib/render/kept-renders.ts): everything
 * besides the block's own content that its HTML depends on.
 *
 * - Its context (./context.ts): the site, the page id, its position (ids, eager images), whether
 *   it holds the lead image, its slot, whether it links sheets, where its bodies come from.
 * - Of the URL, most blocks read only the origin and the kept query parameters
 *   (src/lib/site/kept-query.ts), which their links carry. A few read more: they mark the current
 *   link, carry the page's query in their forms, or link to this page in another language
 *   (`URL_READERS`). A block holding one of those (an experience's variant, a dialog's content)
 *   reads what it reads.
 *   tests/unit/astro/kept-blocks.test.ts renders every block type at two URLs to hold this list
 *   to what the blocks do.
 * - Editors' previews are never kept: drafts, and diagnostics in place of broken blocks.
 *
 * Nothing else of the request reaches a block's HTML: public pages are one copy for every shopper
 * (the route cache's), so shopper state is applied in the browser.
 */
import { KEPT_QUERY_PARAMS } from '../src/lib/site/kept-query.ts';
import type { CtaCollectionBlock } from '../schemas/content/cta-collection.ts';
import type { FilterByBlock } from '../schemas/content/filter-by.ts';
import { isGridParam } from './article-grid/state.ts';
import type { BlockContext } from './context.ts';
import { currentTargets } from './cta-collection/model.ts';
import { currentFilterIndex, filterHrefs } from './filter-by/model.ts';

/**
 * What of the page's URL a block's HTML depends on, besides the origin and the kept parameters:
 * its path; its path and the article grids' parameters; its path and which of its links are the
 * page itself (`CURRENT_LINKS`); or all of it.
 */
type UrlReads = 'path' | 'grids' | 'links' | 'whole';

/**
 * Which of a block's links are the page itself, for the blocks that mark the current link, query
 * included: all they read of the URL besides the path (they read `'links'`). Keyed by this rather
 * than the whole URL, one render serves every query that marks the same links (none, for an ad's,
 * a crawler's or the cold bench's query), where each new query rendered the home page's CTA row
 * again (docs/bench.md "Session 17").
 */
type CurrentLinks = (block: never, ctx: BlockContext) => string;
const CURRENT_LINKS: ReadonlyMap<string, CurrentLinks> = new Map<string, CurrentLinks>([
  ['cta-collection', (block: CtaCollectionBlock, ctx: BlockContext) => currentTargets(block.targets, ctx.url).map(Number).join('')],
  ['filter-by', (block: FilterByBlock, ctx: BlockContext) => String(currentFilterIndex(filterHrefs(ctx.site.locale, block.filters), ctx.url))],
]);

/** The block types whose HTML depends on more of the URL than the origin and the kept parameters. */
export const URL_READERS: ReadonlyMap<string, UrlReads> = new Map<string, UrlReads>([
  // Its state is in its own parameters. Its forms carry the rest of the query, through a hole
  // filled for each request after the render is kept (./shared/carried-query.ts).
  ['article-grid', 'grids'],
  // The CTA collection marks the current link, the filter-by the current filter.
  ...[...CURRENT_LINKS.keys()].map((type) => [type, 'links'] as const),
  ['event-signup', 'path'], // its sign-in link returns to this page
  ['footer', 'path'], // the site selector links to this page in the other languages
  ['recommendations', 'path'], // asks for what fits this page (its type, its category)
  ['secondary-nav', 'path'], // marks the current link, by its path
  ['ugc', 'path'], // shows photos of this page's product or category
]);

const readsByBlock = new WeakMap<object, UrlReads | undefined>();

/** What of the URL the block, and the blocks inside it, read. */
function urlReads(type: string, block: object): UrlReads | undefined {
  if (!readsByBlock.has(block)) readsByBlock.set(block, widest([URL_READERS.get(type), readsInside(Object.values(block))]));
  return readsByBlock.get(block);
}

function readsInside(value: unknown): UrlReads | undefined {
  if (Array.isArray(value)) return widest(value.map(readsInside));
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const own = typeof record.type === 'string' ? URL_READERS.get(record.type) : undefined;
  // Which links are current is worked out for a block of its own only: a block holding one reads the whole URL.
  return widest([own === 'links' ? 'whole' : own, readsInside(Object.values(record))]);
}

/** 'links' is only ever a block's own (above), so it is never widened together with 'grids'. */
const NARROW_TO_WIDE: readonly UrlReads[] = ['path', 'grids', 'links', 'whole'];
const widest = (reads: ReadonlyArray<UrlReads | undefined>): UrlReads | undefined => NARROW_TO_WIDE.findLast((r) => reads.includes(r));

/** What of the URL the block's HTML depends on. */
function urlPart(type: string, block: object, ctx: BlockContext): string[] {
  const { url } = ctx;
  const reads = urlReads(type, block);
  if (reads === 'whole') return [url.href];
  const part = [url.origin, ...KEPT_QUERY_PARAMS.map((name) => url.searchParams.get(name) ?? '')];
  if (reads !== undefined) part.push(url.pathname);
  if (reads === 'grids') for (const [name, value] of url.searchParams) if (isGridParam(name)) part.push(name, value);
  // Only a block's own type reads 'links' (readsInside), and those types are CURRENT_LINKS's.
  if (reads === 'links') part.push(CURRENT_LINKS.get(type)!(block as never, ctx));
  return part;
}

/** The key the block's HTML is kept under, or null when it is never kept (a preview). */
export function keptBlockKey(type: string, block: object, ctx: BlockContext): string | null {
  if (ctx.preview) return null;
  const { site, pageId, position, leadImage, deferSheets, bodiesFrom, slot } = ctx;
  return JSON.stringify([site.locale, pageId, position, leadImage === true, deferSheets === true, bodiesFrom ?? '', slot ?? null, urlPart(type, block, ctx)]);
}

/**
 * The key a list of blocks' HTML is kept under (./KeptBlocks.astro): how the list lays its
 * sections out and each block's own key, '-' for a block it drops; null when a block is never
 * kept (a preview), nor is the list then.
 */
export function keptListKey(layout: string, blockKeys: ReadonlyArray<string | null>): string | null {
  if (blockKeys.includes(null)) return null;
  // A block's key is JSON, which never holds a raw line break.
  return [layout, ...blockKeys].join('\n');
}
