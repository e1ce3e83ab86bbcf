/**
 * The page's likely LCP image: the first image of the first block, on the first screen, that may
 * show one (./context.ts `isLcpCandidate`). It loads eagerly with fetchpriority="high"; no other
 * block's image competes with it for that, nor a product listing under it (issue 15). A block
 * that shows no image (a thin text banner, a row of links, a spacer, text without a picture) does
 * not take its place: on a category page the first screen is a text banner, a row of category
 * links and then the first picture; on a content page, a story's opening text and then its
 * pictures.
 */
import type { BlockType } from '../schemas/content/index.ts';
import type { PageSection } from '../schemas/content/page.ts';
import { FIRST_SCREEN_BLOCKS } from './context.ts';
import { parseBlockOnce, type ParsedBlock } from './parse.ts';

/** Types with no image field at all (their icons, if any, are a few pixels wide). */
const NEVER_AN_IMAGE: ReadonlySet<BlockType> = new Set<BlockType>(['spacer', 'promo-bar', 'cta-collection', 'secondary-nav', 'anchors', 'filter-by', 'benefit-bar', 'dialog', 'pop-up']);

export function showsNoImage(parsed: Extract<ParsedBlock, { ok: true }>): boolean {
  if (NEVER_AN_IMAGE.has(parsed.type)) return true;
  if (parsed.type === 'rich-text') return !/<img\b/i.test((parsed.block as { richText: string }).richText);
  if (parsed.type !== 'banner') return false;
  const banner = parsed.block as { media?: unknown; mediaList: readonly unknown[] };
  return !banner.media && banner.mediaList.length === 0;
}

/**
 * The position of the block that holds the page's likely LCP image, among blocks numbered from
 * `firstPosition` (blocks/BlockList.astro numbers them the same way: a block that fails its schema
 * takes no position), or null. `imageAbove`: a block before the list may show one (a list that
 * starts lower on the page: the product page's blocks under the gallery; an experience's
 * variants, unless the experience itself holds the lead).
 */
export function leadImagePosition(sections: readonly PageSection[], firstPosition: number, imageAbove: boolean): number | null {
  if (imageAbove) return null;
  let position = firstPosition;
  for (const section of sections) {
    for (const raw of section.blocks) {
      const parsed = parseBlockOnce(raw);
      if (!parsed.ok) continue;
      if (!showsNoImage(parsed)) return position < FIRST_SCREEN_BLOCKS ? position : null;
      position++;
    }
  }
  return null;
}
