/**
 * Reading a module's value imports as text, for the import-direction tests
 * (tests/unit/house/imports.test.ts, tests/unit/browser-imports.test.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Every file below `dir` that `keep` accepts (node_modules and dot folders left out). */
export function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** Value imports of a module: `import x from`, `import { a } from`, `export … from`, `import '…'`, `import('…')`; not `import type`. */
export function importsOf(source: string): string[] {
  return [...staticImportsOf(source), ...[...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!)];
}

/** The value imports loaded with the module (`importsOf` without `import('…')`). */
export function staticImportsOf(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[2]) continue;
    const clause = m[3] ?? '';
    // `import { type A, type B } from` is erased too.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names !== undefined && names.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    specs.push(m[4]!);
  }
  for (const m of source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) specs.push(m[1]!);
  return specs;
}

/** The file a relative specifier names (with or without its extension, or a folder's index.ts); null for a package. */
export function resolveSpec(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}
