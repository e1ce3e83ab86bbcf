/**
 * Where CSS goes (issue 15, docs/decisions.md "Render-blocking CSS"): every block's styles are in
 * the blocks' one sheet, linked once before each list; no block brings back a scoped `<style>` (which
 * would land in a sheet blocking every page); and the app sheet comes before the content of every
 * page that is not a known public page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blocksSheet, sheetsAtEnd } from '../../../blocks/styles.ts';
import { appSheetPlace } from '../../../src/styles/app-sheet.ts';

const BLOCKS = join(import.meta.dirname, '../../../blocks');

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : []));
}

describe('block sheets', () => {
  it('no block has a scoped <style>: its CSS would block every page', () => {
    const withStyle = files(BLOCKS, '.astro').filter((f) => /<style[\s>]/.test(readFileSync(f, 'utf8')));
    expect(withStyle.map((f) => relative(BLOCKS, f))).toEqual([]);
  });

  it("every block's sheet is part of the blocks' one sheet, once", () => {
    const combined = readFileSync(join(BLOCKS, 'blocks.css'), 'utf8');
    const imports = [...combined.matchAll(/@import '\.\/([^']+\.css)'/g)].map((m) => m[1]);
    expect(new Set(imports).size).toBe(imports.length);
    expect(imports.sort()).toEqual(files(BLOCKS, '.css').map((f) => relative(BLOCKS, f)).filter((f) => f !== 'blocks.css').sort());
    // The CTA partial once, first, and not again inside a block's file.
    expect(combined.indexOf("@import './shared/cta.pcss'")).toBeLessThan(combined.indexOf("@import './banner/banner.css'"));
    for (const sheet of files(BLOCKS, '.css').filter((f) => !f.endsWith('blocks.css'))) expect(readFileSync(sheet, 'utf8'), sheet).not.toContain('@import');
  });

  it("links the header's sheet at the end when it has blocks", () => {
    expect(sheetsAtEnd([{ blocks: [{ type: 'mega-menu' }, { type: 'unknown' }, null] }, { blocks: [{ type: 'mega-menu' }] }])).toEqual([blocksSheet]);
    expect(sheetsAtEnd([{ blocks: [] }])).toEqual([]);
  });
});

describe('the app sheet', () => {
  it('waits for the first intent only on the public routes whose markup the blocking sheet covers', () => {
    for (const route of ['/[locale]/[...slug]', '/[locale]/c/[category]', '/[locale]/p/[product]', '/[locale]/search', '/[locale]/articles/[slug]']) {
      expect(appSheetPlace(route), route).toBe('later');
    }
  });

  it('comes before the content everywhere else, new pages included', () => {
    for (const route of ['/[locale]/cart', '/[locale]/checkout', '/[locale]/account', '/[locale]/account/orders/[orderId]', '/[locale]/favorites', '/[locale]/help/contact-us', '/[locale]/some-new-page']) {
      expect(appSheetPlace(route), route).toBe('main');
    }
  });
});
