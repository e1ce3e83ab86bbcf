/**
 * Every words module is a `catalogue` (src/lib/i18n/catalogue.ts) and says the same things in
 * every language: the type check already fails on a missing language or key; this also fails on a
 * placeholder (`{name}`) or a function's arguments that differ from English's, on an empty text,
 * and on a module that looks its language up another way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// The server's words in every language (the browser's catalogue holds one).
import '../../../src/lib/errors/all-words.ts';
import { LANGUAGES, type Catalogue } from '../../../src/lib/i18n/catalogue.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
/** Modules not on `catalogue` yet (none). */
const NOT_YET: readonly string[] = [];

function wordFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'sandbox' || entry.name === 'node_modules' ? [] : wordFiles(path);
    return /^(messages|words|strings)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = ['src', 'islands', 'blocks', 'schemas'].flatMap((root) => wordFiles(join(ROOT, root))).map((f) => relative(ROOT, f));

const isCatalogue = (value: unknown): value is Catalogue<unknown> => typeof value === 'function' && typeof (value as { tables?: unknown }).tables === 'object';

/** The shape of a value: its keys, its functions' arities and its texts' placeholders. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    const placeholders = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    return [`${path}: text {${placeholders.join(',')}}`];
  }
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (value && typeof value === 'object') return Object.keys(value).sort().flatMap((key) => shape((value as Record<string, unknown>)[key], `${path}.${key}`));
  return [`${path}: ${typeof value}`];
}

function emptyTexts(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [path] : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => emptyTexts(v, `${path}.${k}`));
  return [];
}

describe('words modules', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.filter((f) => !NOT_YET.includes(f)))('%s declares its words with catalogue()', async (file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    expect(source, 'a language looked up by hand').not.toMatch(/language\.slice\(0, ?2\)|\[language\]/);
    const module = (await import(pathToFileURL(join(ROOT, file)).href)) as Record<string, unknown>;
    const catalogues = Object.entries(module).filter(([, v]) => isCatalogue(v)) as Array<[string, Catalogue<unknown>]>;
    expect(catalogues.length, 'catalogue exports').toBeGreaterThan(0);
    for (const [name, words] of catalogues) {
      const english = shape(words.tables.en);
      for (const language of LANGUAGES) {
        expect(shape(words.tables[language]), `${name} ${language}: keys, arities and placeholders as English's`).toEqual(english);
        expect(emptyTexts(words.tables[language]), `${name} ${language}: empty texts`).toEqual([]);
      }
    }
  });
});
