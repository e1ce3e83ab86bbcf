/**
 * In the browser the error catalogue (src/lib/errors/messages.ts) holds English in its code and
 * reads the page's own language from the page. A page whose island reaches the catalogue with its
 * code renders src/components/PageErrorWords.astro, so a French, German or Italian page's islands
 * have their words from the start (a message the server rendered hydrates with the same words).
 *
 * This reads every page with a `client:` island, follows the island's static imports, and fails
 * naming the page that reaches the catalogue without its words (or carries them without need).
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, resolveSpec, walk } from '../support/imports.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const CATALOGUE = join(ROOT, 'src/lib/errors/messages.ts');

/** Static value imports only: what the browser fetches with the module. */
const staticImportsOf = (source: string): string[] => importsOf(source.replace(/import\(\s*['"][^'"]+['"]\s*\)/g, ''));

function reachesCatalogue(file: string, seen = new Set<string>()): boolean {
  if (file === CATALOGUE) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  return staticImportsOf(source).some((spec) => {
    const target = resolveSpec(file, spec);
    return target !== null && reachesCatalogue(target, seen);
  });
}

/** The modules of the components a page renders with a `client:` directive. */
function islandsOf(page: string, source: string): string[] {
  const tags = new Set([...source.matchAll(/<([A-Z]\w*)\b[^>]*?\bclient:/gs)].map((m) => m[1]!));
  const modules: string[] = [];
  for (const m of source.matchAll(/^import\s+([^'"]+?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    // `Name`, `Name, { A, B as C }`, `{ A }`: the names the page binds.
    const names = m[1]!.replace(/[{}]/g, ',').split(',').map((n) => n.trim().split(/\s+as\s+/).pop()!.trim()).filter(Boolean);
    if (names.some((n) => tags.has(n))) modules.push(resolveSpec(page, m[2]!) ?? m[2]!);
  }
  return modules;
}

const PAGES = walk(join(ROOT, 'src/pages'), (f) => f.endsWith('.astro')).filter((f) => /\bclient:/.test(readFileSync(f, 'utf8')));

describe('pages whose islands reach the error catalogue carry its words', () => {
  it('finds the island pages', () => {
    expect(PAGES.length).toBeGreaterThan(8);
  });

  for (const page of PAGES) {
    it(relative(ROOT, page), () => {
      const source = readFileSync(page, 'utf8');
      const islands = islandsOf(page, source);
      expect(islands.length, 'the page’s islands').toBeGreaterThan(0);
      const needed = islands.some((island) => reachesCatalogue(island));
      expect(/<PageErrorWords\b/.test(source), needed ? 'an island reaches the catalogue: render <PageErrorWords />' : 'no island reaches the catalogue: the words are not needed').toBe(needed);
    });
  }
});
