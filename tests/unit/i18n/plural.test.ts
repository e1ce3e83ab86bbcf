import { describe, expect, it } from 'vitest';
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
