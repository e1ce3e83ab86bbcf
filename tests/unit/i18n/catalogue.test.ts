import { describe, expect, it } from 'vitest';
import { catalogue, languageOf } from '../../../src/lib/i18n/catalogue.ts';

describe('catalogue', () => {
  const words = catalogue({ en: 'Cart', fr: 'Panier', de: 'Warenkorb', it: 'Carrello' });

  it('looks words up by a language or a locale tag, in any case', () => {
    expect(words('fr')).toBe('Panier');
    expect(words('de-de')).toBe('Warenkorb');
    expect(words('it-IT')).toBe('Carrello');
  });

  it('falls back to English for a language the shop does not write, or none', () => {
    expect(words('es')).toBe('Cart');
    expect(words(undefined)).toBe('Cart');
    expect(languageOf('')).toBe('en');
  });
});
