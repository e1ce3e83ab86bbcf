/**
 * The registry covers every block schema, and every block type has a valid and an invalid
 * fixture that behave as their names say. Component exhaustiveness is checked by `astro check`
 * (blocks/registry.ts is typed against schemas/content/index.ts); this file checks the data side.
 */
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockSchemas } from '../../schemas/content/index.ts';

import { parseBlock } from '../../blocks/parse.ts';

// blocks/registry.ts itself imports .astro components, which only Astro's compiler loads; its
// exhaustiveness is proven by `astro check`. Here: that the source maps every type.
const registrySource = readFileSync(new URL('../../blocks/registry.ts', import.meta.url), 'utf8');
const fixture = (type: string, kind: 'valid' | 'invalid') => new URL(`../fixtures/blocks/${type}.${kind}.json`, import.meta.url);

describe('block registry', () => {
  it('maps every block schema to a component', () => {
    for (const type of BLOCK_TYPES) {
      const key = /^[a-z]+$/.test(type) ? `${type}:` : `'${type}':`;
      expect(registrySource, type).toContain(`${key} { schema: blockSchemas`);
    }
  });

  it('names each schema after its registry key', () => {
    for (const type of BLOCK_TYPES) {
      const parsed = blockSchemas[type].safeParse({ type: 'definitely-not-this', id: 'x' });
      expect(parsed.success, type).toBe(false);
    }
  });

  it.each(BLOCK_TYPES)('%s has a valid fixture that parses and an invalid one that does not', (type) => {
    expect(existsSync(fixture(type, 'valid')), `tests/fixtures/blocks/${type}.valid.json`).toBe(true);
    expect(existsSync(fixture(type, 'invalid')), `tests/fixtures/blocks/${type}.invalid.json`).toBe(true);
    const valid = parseBlock(JSON.parse(readFileSync(fixture(type, 'valid'), 'utf8')));
    expect(valid.ok ? 'ok' : JSON.stringify(valid.issues)).toBe('ok');
    const invalid = parseBlock(JSON.parse(readFileSync(fixture(type, 'invalid'), 'utf8')));
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) expect(invalid.reason).toBe('invalid');
  });

  it('reports an unknown type without throwing', () => {
    expect(parseBlock({ type: 'mystery-widget', id: 'm1' })).toMatchObject({ ok: false, reason: 'unknown-type', type: 'mystery-widget', id: 'm1' });
  });

  it('reports garbage without throwing', () => {
    for (const raw of [null, 42, 'banner', [], { id: 7 }]) {
      expect(parseBlock(raw).ok).toBe(false);
    }
  });

  it('names the issue paths of an invalid block', () => {
    const result = parseBlock({ type: 'banner', id: 'b1', targets: 'not-a-list' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toContain('targets');
  });
});
