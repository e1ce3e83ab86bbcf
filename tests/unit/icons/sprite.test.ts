import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../../src/components/icons/names.ts';

const sprite = readFileSync(new URL('../../../src/components/icons/sprite.svg', import.meta.url), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('the icon sprite', () => {
  it('has a symbol for every icon name, and no symbol without a name', () => {
    expect([...symbolIds].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws with currentColor or inherits, so an icon takes its button colour', () => {
    expect(sprite).not.toMatch(/(fill|stroke)="#/);
    expect(sprite).not.toMatch(/<style|<script|href=/);
  });
});
