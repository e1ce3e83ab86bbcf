/** Interface strings of the recommendation carousel (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface RecommendationMessages {
  recommendations: string;
  /** `{n}` is the rating, out of 5. */
  rating: string;
  nowPrice: string;
  price: string;
  wasPrice: string;
}

export const recommendationMessages = catalogue<RecommendationMessages>({
  en: { recommendations: 'Recommended products', rating: 'Rated {n} out of 5', nowPrice: 'Now', price: 'Price', wasPrice: 'Was' },
  fr: { recommendations: 'Produits recommandés', rating: 'Noté {n} sur 5', nowPrice: 'Maintenant', price: 'Prix', wasPrice: 'Avant' },
  de: { recommendations: 'Empfohlene Produkte', rating: 'Bewertet mit {n} von 5', nowPrice: 'Jetzt', price: 'Preis', wasPrice: 'Vorher' },
  it: { recommendations: 'Prodotti consigliati', rating: 'Valutato {n} su 5', nowPrice: 'Ora', price: 'Prezzo', wasPrice: 'Prima' },
});
