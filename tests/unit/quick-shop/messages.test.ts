/**
 * Quick shop's words (src/lib/quick-shop/messages.ts): fr, de and it say every English key, with the
 * same shape (a text or a function of the same arguments), and the page's language picks them.
 */
import { describe, expect, it } from 'vitest';
import { QUICK_SHOP_CATALOGUES, QUICK_SHOP_MESSAGES as en, quickShopMessages, stockLabelText, type QuickShopMessageKey } from '../../../src/lib/quick-shop/messages.ts';

const keys = Object.keys(en) as QuickShopMessageKey[];

describe('quick-shop messages', () => {
  it.each(['fr', 'de', 'it'] as const)('%s has every key, translated, in the same shape', (language) => {
    const m = QUICK_SHOP_CATALOGUES[language];
    expect(m).toBeDefined();
    expect(Object.keys(m!).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const ours = m![key];
      const english = en[key];
      expect(typeof ours, key).toBe(typeof english);
      if (typeof ours === 'function' && typeof english === 'function') {
        expect(ours.length, key).toBe(english.length);
        const said = (ours as (v: string) => string)('x-value');
        expect(said, key).toContain('x-value');
        expect(said.length, key).toBeGreaterThan('x-value'.length);
      } else {
        expect(String(ours).trim(), key).not.toBe('');
      }
    }
  });

  it('picks the language from "fr", "fr-FR", "de-de" or "it-it", and English for any other', () => {
    expect(quickShopMessages('fr').addToCart).toBe('Ajouter au panier');
    expect(quickShopMessages('fr-FR').title).toBe('Achat rapide');
    expect(quickShopMessages('de-de').updateInCart).toBe('Aktualisieren');
    expect(quickShopMessages('it-it').addToCart).toBe('Aggiungi al carrello');
    expect(quickShopMessages('es')).toBe(en);
    expect(quickShopMessages('en').addToCartWithPrice('$179.95')).toBe('Add to cart - $179.95');
  });

  it("translates the gateway's stock labels and keeps an unknown one", () => {
    const fr = quickShopMessages('fr');
    expect(stockLabelText(true, 'In Stock', fr)).toBe('En stock');
    expect(stockLabelText(true, 'Low Stock', fr)).toBe('Stock limité');
    expect(stockLabelText(true, undefined, fr)).toBe('En stock');
    // The live stock says in: a lagging "Out of Stock" label is not shown.
    expect(stockLabelText(true, 'Out of Stock', fr)).toBe('En stock');
    expect(stockLabelText(false, 'In Stock', fr)).toBe('Épuisé');
    expect(stockLabelText(true, 'Only online', en)).toBe('Only online');
  });
});
