/**
 * One direction of imports (docs/architecture.md#state-in-the-browser): islands → src/lib →
 * src/stores, and stores import only types. A circle, even one closed by a dynamic `import()`,
 * makes the bundler guess an order and hides who depends on whom; the three that existed went
 * through the lazy-island registry, the toast renderer and the session read.
 *
 * This reads the value imports (static `import`/`export … from`, side-effect imports and dynamic
 * `import('…')`; `import type` is erased) of every module under src/, islands/, blocks/ and
 * schemas/, and fails naming the circle or the import that goes the wrong way. The sandbox's seed
 * data (src/sandbox/seed/) is left out: its page fixtures refer to each other by design.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, resolveSpec, walk } from '../support/imports.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCE = /\.(ts|tsx|mts)$/;

const rel = (file: string) => relative(ROOT, file);
const inSeedData = (file: string) => rel(file).startsWith('src/sandbox/seed/');

const FILES = ['src', 'islands', 'blocks', 'schemas'].flatMap((d) => walk(join(ROOT, d), (f) => SOURCE.test(f) && !f.endsWith('.d.ts')));

const GRAPH = new Map<string, string[]>();
const SPECS = new Map<string, string[]>();
for (const file of FILES) {
  const specs = importsOf(readFileSync(file, 'utf8'));
  SPECS.set(file, specs);
  GRAPH.set(file, specs.map((s) => resolveSpec(file, s)).filter((t): t is string => t !== null));
}

/** Strongly connected components with more than one module (or a module importing itself). */
export function circles(graph: Map<string, string[]>, skip: (file: string) => boolean): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (skip(w) || !graph.has(w)) continue;
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!skip(v) && !indexOf.has(v)) visit(v);
  return found;
}

/** One path round a circle, for the failure message: a → b → … → a. */
function loopThrough(component: string[], graph: Map<string, string[]>): string {
  const members = new Set(component);
  const start = component[0]!;
  const trail = [start];
  const seen = new Set([start]);
  let at = start;
  for (;;) {
    const next = (graph.get(at) ?? []).filter((w) => members.has(w));
    const back = next.find((w) => w === start);
    if (back && trail.length > 1) break;
    const step = next.find((w) => !seen.has(w)) ?? back;
    if (!step || step === start) break;
    trail.push(step);
    seen.add(step);
    at = step;
  }
  return [...trail, start].map(rel).join(' → ');
}

describe('imports', () => {
  it('reads the modules', () => {
    expect(FILES.length).toBeGreaterThan(300);
  });

  it('close no circle, static or dynamic, outside the sandbox seed data', () => {
    const found = circles(GRAPH, inSeedData).map((c) => loopThrough(c, GRAPH));
    expect(found).toEqual([]);
  });

  it('finds a circle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph, () => false).map((c) => c.sort())).toEqual([['a', 'b', 'c']]);
    expect(importsOf("import type { A } from './a.ts';\nimport { type B } from './b.ts';\nconst c = () => import('./c.ts');")).toEqual(['./c.ts']);
  });

  it('from src/stores to anything outside it are types only (stores never call the network)', () => {
    const wrong = FILES.filter((f) => rel(f).startsWith('src/stores/')).flatMap((file) =>
      (SPECS.get(file) ?? []).flatMap((spec) => {
        if (spec === 'nanostores') return [];
        const target = resolveSpec(file, spec);
        if (target && rel(target).startsWith('src/stores/')) return [];
        return [`${rel(file)} imports ${spec}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('in the browser go one way: src/lib and src/stores never import an island, a block, a component or a page', () => {
    const entries = [
      ...FILES.filter((f) => rel(f).startsWith('islands/')),
      ...FILES.filter((f) => /\.client\.ts$/.test(f) && !inSeedData(f) && !rel(f).startsWith('src/sandbox/')),
    ];
    const seen = new Set<string>();
    const wrong: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const target of GRAPH.get(file) ?? []) {
        if (/^src\/(lib|stores)\//.test(rel(file)) && /^(islands|blocks|src\/components|src\/pages|src\/layouts)\//.test(rel(target))) {
          wrong.push(`${rel(file)} → ${rel(target)}`);
        }
        visit(target);
      }
    };
    entries.forEach(visit);
    expect(seen.size).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
