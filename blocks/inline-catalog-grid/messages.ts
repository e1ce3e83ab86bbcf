/** Interface strings of the inline catalog grid (the spec names none). */
const MESSAGES: Record<string, { products: string }> = {
  en: { products: 'Products' },
  fr: { products: 'Produits' },
  de: { products: 'Produkte' },
  it: { products: 'Prodotti' },
};
export const inlineGridMessages = (language: string): { products: string } => MESSAGES[language] ?? (MESSAGES.en as { products: string });
