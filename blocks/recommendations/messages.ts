/** Interface strings of the recommendation carousel (the spec names none). */
export interface RecommendationMessages {
  recommendations: string;
  /** `{n}` is the rating, out of 5. */
  rating: string;
  nowPrice: string;
  price: string;
  wasPrice: string;
}

const MESSAGES: Record<string, RecommendationMessages> = {
  en: { recommendations: 'Recommended products', rating: 'Rated {n} out of 5', nowPrice: 'Now', price: 'Price', wasPrice: 'Was' },
  fr: { recommendations: 'Produits recommandés', rating: 'Noté {n} sur 5', nowPrice: 'Maintenant', price: 'Prix', wasPrice: 'Avant' },
  de: { recommendations: 'Empfohlene Produkte', rating: 'Bewertet mit {n} von 5', nowPrice: 'Jetzt', price: 'Preis', wasPrice: 'Vorher' },
  it: { recommendations: 'Prodotti consigliati', rating: 'Valutato {n} su 5', nowPrice: 'Ora', price: 'Prezzo', wasPrice: 'Prima' },
};

export const recommendationMessages = (language: string): RecommendationMessages => MESSAGES[language] ?? (MESSAGES.en as RecommendationMessages);
