/**
 * Browser code must not pull a schema library into the page: zod and every contract would ship
 * with it (the cart client once did, through one constant, and cost 25 KB gzip on every island).
 * Constants the browser needs live in zod-free `*-rules.ts` modules next to the contracts.
 *
 * This walks the value imports (static and dynamic; `import type` is erased) from every browser
 * entry — islands, client scripts, the header, the lazy-island registry — and fails naming the
 * path that reaches zod.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, walk } from './support/imports.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const ENTRIES = [
  ...walk(join(ROOT, 'islands'), (f) => /\.(ts|tsx)$/.test(f)),
  ...walk(join(ROOT, 'blocks'), (f) => /\.client\.ts$/.test(f)),
  ...walk(join(ROOT, 'src'), (f) => /\.client\.ts$/.test(f) && !f.includes('/sandbox/')),
  join(ROOT, 'src/lib/islands/lazy.ts'),
  join(ROOT, 'src/lib/cart/client.ts'),
  join(ROOT, 'src/lib/favorites/buttons.ts'),
];

function pathToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    for (const spec of importsOf(source)) {
      if (spec === 'zod' || spec.startsWith('zod/') || spec === 'astro/zod') return [...trail, relative(ROOT, file), spec];
      if (!spec.startsWith('.')) continue;
      const found = visit(resolve(dirname(file), spec), [...trail, relative(ROOT, file)]);
      if (found) return found;
    }
    return null;
  };
  return visit(entry, []);
}

describe('browser code imports no schema library', () => {
  it('finds the browser entries', () => {
    expect(ENTRIES.length).toBeGreaterThan(20);
  });

  for (const entry of ENTRIES) {
    it(relative(ROOT, entry), () => {
      expect(pathToZod(entry), 'import path that reaches zod').toBeNull();
    });
  }
});
