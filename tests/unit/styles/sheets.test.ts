/**
 * Where CSS goes (issue 15, docs/decisions.md "Render-blocking CSS"): every block sheet is linked
 * by the blocks that use it, no block brings back a scoped `<style>` (which would land in a
 * sheet blocking every page), and the app sheet comes before the content of every page that is
 * not a known public page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockStyles, sheetsAtEnd, sheetsFor } from '../../../blocks/styles.ts';
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

  it('every block sheet is linked: registered in blocks/styles.ts or by the component that renders it', () => {
    const registry = readFileSync(join(BLOCKS, 'styles.ts'), 'utf8');
    const selfLinked: Record<string, string> = { 'banner/banner.css': 'banner/BannerView.astro', 'shared/prose.css': 'shared/Prose.astro' };
    for (const sheet of files(BLOCKS, '.css').map((f) => relative(BLOCKS, f))) {
      const linker = selfLinked[sheet];
      if (linker) expect(readFileSync(join(BLOCKS, linker), 'utf8'), sheet).toContain(`./${sheet.split('/').pop()}?url`);
      else expect(registry, sheet).toContain(`./${sheet}?url`);
    }
  });

  it('links a sheet once per list, however many blocks use it', () => {
    const linked = new Set<string>();
    const first = sheetsFor('recommendations', linked);
    expect(first).toHaveLength(2);
    expect(sheetsFor('up-sell', linked)).toEqual([]);
    expect(sheetsFor('recommendations', linked)).toEqual([]);
    expect(sheetsFor('spacer', linked)).toEqual([]);
  });

  it("links the header's sheets at the end: the mega menu's with the banner and rich text its panels show", () => {
    const sheets = sheetsAtEnd([{ blocks: [{ type: 'mega-menu' }, { type: 'unknown' }, null] }, { blocks: [{ type: 'mega-menu' }] }]);
    expect(sheets).toEqual([...(blockStyles['mega-menu'] ?? [])]);
    expect(sheets).toHaveLength(3);
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
