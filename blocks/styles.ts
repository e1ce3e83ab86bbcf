/**
 * The blocks' styles: one sheet, blocks/blocks.css, which imports every block's own file
 * (`blocks/<block>/<block>.css`). blocks/BlockList.astro links it just before a list that has a
 * block to show; a `<link rel="stylesheet">` in the body does not block the first paint (Resource
 * Timing reports it `non-blocking`), but browsers hold back painting the content after it until it has
 * loaded, so a block never shows unstyled. The blocks inside a list (a collection's slides, a
 * banner's rich text) link nothing more: the list's link is above them. Every list links it in
 * case it is the first on the page, and src/middleware.ts keeps the first link only: a repeated
 * link is a second copy of every rule in the cascade (src/lib/html/first-only.ts).
 *
 * The header's list (ctx.deferSheets) links nothing: src/layouts/Base.astro links the sheet at the
 * end of the page (sheetsAtEnd), since a stylesheet in the header would hold back the rest of the
 * header. The benefit bar's two rules are in src/styles/global.css: its closed state must hold
 * from the first paint. docs/decisions.md "Render-blocking CSS" and "One sheet for every block".
 */
import blocksSheet from './blocks.css?url';

export { blocksSheet };

/**
 * The sheets of a list rendered with `deferSheets` (the header): Base links them at the end of
 * <body>, where they hold nothing back. They style only what the shopper opens (the mega menu's
 * panels and drawer); the closed header's rules are in src/styles/global.css.
 */
export function sheetsAtEnd(sections: ReadonlyArray<{ blocks: readonly unknown[] }>): string[] {
  return sections.some((s) => s.blocks.length > 0) ? [blocksSheet] : [];
}
