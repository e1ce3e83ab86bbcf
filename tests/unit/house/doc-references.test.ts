/**
 * Comments point at our own documents (docs/architecture.md#tests): every
 * `docs/<file>.md#<heading>` under src/, islands/, blocks/, schemas/ and tests/ names a file that
 * exists and a heading it has, by GitHub's anchor for that heading. Renaming a heading without
 * its references fails here; so does a reference to a document outside the repository.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const DIRS = ['src', 'islands', 'blocks', 'schemas', 'tests'];
const CODE = /\.(ts|tsx|mts|js|mjs|astro|css)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (CODE.test(name)) out.push(path);
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings (a repeated heading gets -1, -2, … as on GitHub). */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** `docs/…md` or `docs/…md#anchor` wherever it appears in a source file (comments, mostly). */
const REFERENCE = /(?<![\w/.-])docs\/[\w./-]+?\.md(?:#[\w-]+)?/g;

interface Reference {
  at: string;
  target: string;
}

function references(): Reference[] {
  const found: Reference[] = [];
  for (const file of DIRS.flatMap((d) => walk(join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(REFERENCE)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push({ at: `${relative(ROOT, file)}:${line}`, target: m[0] });
    }
  }
  return found;
}

const anchorCache = new Map<string, Set<string> | null>();
function anchors(path: string): Set<string> | null {
  if (!anchorCache.has(path)) {
    const full = join(ROOT, path);
    anchorCache.set(path, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : null);
  }
  return anchorCache.get(path)!;
}

describe('GitHub anchors', () => {
  it('are made the way GitHub makes them', () => {
    expect(slug('3-D Secure')).toBe('3-d-secure');
    expect(slug('Picture, rich text and spacer')).toBe('picture-rich-text-and-spacer');
    expect(slug('`/api/*` and the BFF')).toBe('api-and-the-bff');
    expect([...anchorsOf('# A\n## Tests\n```\n## Not a heading\n```\n## Tests\n')]).toEqual(['a', 'tests', 'tests-1']);
  });
});

describe('references to docs/ in the code', () => {
  const all = references();

  it('are there to check', () => {
    expect(all.filter((r) => r.target.includes('docs/requirements/')).length).toBeGreaterThan(100);
  });

  it('each name an existing file and one of its headings', () => {
    const broken = all.flatMap(({ at, target }) => {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const headings = anchors(path);
      if (!headings) return [`${at}: ${path} does not exist`];
      if (anchor && !headings.has(anchor)) return [`${at}: ${path} has no heading #${anchor}`];
      return [];
    });
    expect(broken).toEqual([]);
  });
});

describe('links inside docs/requirements and docs/architecture.md', () => {
  it('each name an existing file and heading (the requirements stand on their own)', () => {
    const pages = [...readdirSync(join(ROOT, 'docs/requirements')).map((f) => `docs/requirements/${f}`), 'docs/architecture.md'];
    const broken = pages.flatMap((page) => {
      const text = readFileSync(join(ROOT, page), 'utf8');
      return [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, link]) => {
        if (/^[a-z]+:/.test(link!)) return [];
        const [file, anchor] = link!.split('#') as [string, string | undefined];
        const path = file ? relative(ROOT, resolve(ROOT, page, '..', file)) : page;
        if (!path.endsWith('.md')) return existsSync(join(ROOT, path)) ? [] : [`${page}: ${link}`];
        const headings = anchors(path);
        if (!headings) return [`${page}: ${link} (no such file)`];
        return anchor && !headings.has(anchor) ? [`${page}: ${link} (no such heading)`] : [];
      });
    });
    expect(broken).toEqual([]);
  });
});
