/**
 * Each block's stylesheet, by block type: blocks/BlockList.astro links a type's sheets just
 * before the first block of that type it renders, so a page loads only the styles of the blocks
 * it has (Astro would otherwise put every registered block's `<style>` in one sheet that blocks
 * every page, since the registry imports them all). A `<link rel="stylesheet">` in the body does
 * not block the first paint (Resource Timing reports it `non-blocking`), but browsers hold back
 * painting the content after it until it has loaded, so a block never shows unstyled.
 *
 * The banner's and the rich text's sheets are linked by blocks/banner/BannerView.astro and
 * blocks/shared/Prose.astro themselves, since they also render inside other blocks (collection,
 * mega menu, banner) and pages (articles). The benefit bar's two rules are in
 * src/styles/global.css: its closed state must hold from the first paint. The header's list
 * (ctx.deferSheets) links nothing: src/layouts/Base.astro links its sheets at the end of the page
 * (sheetsAtEnd), since a stylesheet in the header would hold back the rest of the header.
 * docs/decisions.md "Render-blocking CSS: blocks' styles per page".
 */
import type { BlockType } from '../schemas/content/index.ts';
import accordions from './accordions/accordions.css?url';
import anchors from './anchors/anchors.css?url';
import articleGrid from './article-grid/article-grid.css?url';
import collection from './collection/collection.css?url';
import ctaCollection from './cta-collection/cta-collection.css?url';
import dialog from './dialog/dialog.css?url';
import filterBy from './filter-by/filter-by.css?url';
import footer from './footer/footer.css?url';
import cardGrid from './linked-cards/card-grid.css?url';
import megaMenu from './mega-menu/mega-menu.css?url';
import popUp from './pop-up/pop-up.css?url';
import promoBar from './promo-bar/promo-bar.css?url';
import recommendations from './recommendations/recommendations.css?url';
import productCarousel from './shared/product-carousel.css?url';
import secondaryNav from './secondary-nav/secondary-nav.css?url';
import ugc from './ugc/ugc.css?url';
import verticalList from './vertical-list/vertical-list.css?url';
import video from './video/video.css?url';
import banner from './banner/banner.css?url';
import prose from './shared/prose.css?url';

export const blockStyles: Partial<Record<BlockType, readonly string[]>> = {
  accordions: [accordions],
  anchors: [anchors],
  'article-grid': [articleGrid],
  'category-cards': [cardGrid],
  collection: [collection],
  'cta-collection': [ctaCollection],
  dialog: [dialog],
  'filter-by': [filterBy],
  footer: [footer],
  'linked-cards': [cardGrid],
  // Its panels show a banner (with rich text); in the header these are linked at the end (sheetsAtEnd).
  'mega-menu': [megaMenu, banner, prose],
  'pop-up': [popUp],
  'promo-bar': [promoBar],
  'secondary-nav': [secondaryNav],
  recommendations: [productCarousel, recommendations],
  'up-sell': [productCarousel],
  ugc: [ugc],
  'vertical-list': [verticalList],
  video: [video],
  'video-player': [video],
};

/** The sheets to link before a block of `type`, leaving out those already linked (`linked` is updated). */
export function sheetsFor(type: string, linked: Set<string>): string[] {
  const sheets = (blockStyles as Record<string, readonly string[] | undefined>)[type] ?? [];
  const fresh = sheets.filter((href) => !linked.has(href));
  for (const href of fresh) linked.add(href);
  return fresh;
}

/**
 * The sheets of a list rendered with `deferSheets` (the header): Base links them at the end of
 * <body>, where they hold nothing back. They style only what the shopper opens (the mega menu's
 * panels and drawer); the closed header's rules are in src/styles/global.css.
 */
export function sheetsAtEnd(sections: ReadonlyArray<{ blocks: readonly unknown[] }>): string[] {
  const linked = new Set<string>();
  const types = sections.flatMap((s) => s.blocks.map((b) => (b && typeof b === 'object' && 'type' in b ? String(b.type) : '')));
  return types.flatMap((type) => sheetsFor(type, linked));
}
