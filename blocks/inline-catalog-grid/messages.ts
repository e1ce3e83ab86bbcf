/** Interface strings of the inline catalog grid (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export const inlineGridMessages = catalogue<{ products: string }>({
  en: { products: 'Products' },
  fr: { products: 'Produits' },
  de: { products: 'Produkte' },
  it: { products: 'Prodotti' },
});
