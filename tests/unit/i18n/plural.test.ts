import { afterEach, describe, expect, it, vi } from 'vitest';
import { plural } from '../../../src/lib/i18n/plural.ts';

describe('plural', () => {
  const items = (language: string, n: number) => plural(language, n, { one: `${n} one`, other: `${n} other` });

  it('follows the language, not n === 1', () => {
    expect(items('en', 0)).toBe('0 other');
    expect(items('fr', 0)).toBe('0 one');
    expect(items('fr-fr', 1)).toBe('1 one');
    expect(items('it-it', 0)).toBe('0 other');
    expect(items('de', 1)).toBe('1 one');
    expect(items('de', 2)).toBe('2 other');
  });

  it('falls back to other for a form a table does not write', () => {
    expect(plural('fr', 1_000_000, { one: 'one', other: 'other' })).toBe('other');
  });
});

describe('whole counts without Intl', () => {
  afterEach(() => vi.restoreAllMocks());
  const every = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' } as const;
  const counts = [
    ...Array.from({ length: 4001 }, (_, i) => i - 2000),
    ...Array.from({ length: 40 }, (_, i) => (i + 1) * 1_000_000),
    ...Array.from({ length: 40 }, (_, i) => (i + 1) * 1_000_000 + 1),
    -0, 1e9, 5e12, -3_000_000, Number.MAX_SAFE_INTEGER,
  ];

  it.each(['en', 'fr', 'de', 'it'])('%s: every whole count takes the category Intl.PluralRules gives it', (language) => {
    const intl = new Intl.PluralRules(language);
    expect(counts.filter((n) => plural(language, n, every) !== intl.select(n))).toEqual([]);
  });

  it('constructs no Intl.PluralRules for a whole count, and asks Intl for one with decimals', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/lib/i18n/plural.ts');
    const construct = vi.spyOn(Intl, 'PluralRules');
    expect(fresh.plural('fr-FR', 0, every)).toBe('one');
    expect(fresh.plural('it', 2_000_000, every)).toBe('many');
    expect(construct).not.toHaveBeenCalled();
    expect(fresh.plural('en', 1.5, every)).toBe(new Intl.PluralRules('en').select(1.5));
  });
});

describe('counts in the words modules', () => {
  it('follow the language’s plural rules', async () => {
    const { cartMessages } = await import('../../../islands/cart/messages.ts');
    const { favoritesCount } = await import('../../../src/lib/favorites/messages.ts');
    expect(cartMessages('fr').items(0)).toBe('0 article');
    expect(cartMessages('en').items(0)).toBe('0 items');
    expect(cartMessages('it-it').items(1)).toBe('1 articolo');
    expect(cartMessages('it-it').items(3)).toBe('3 articoli');
    expect(favoritesCount('fr-fr', 1)).toBe('1 article');
    expect(favoritesCount('it', 2)).toBe('2 articoli');
    expect(favoritesCount('en', 1)).toBe('1 item');
  });
});
