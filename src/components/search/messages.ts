/**
 * Search's words (the header's search field and its suggestions, the search page: results, hub
 * and no results), per language: en, fr, de, it. The header renders the field's words into the
 * markup, so the type-ahead script carries no dictionary. `{count}` is filled in by the script.
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';
import { plural } from '../../lib/i18n/plural.ts';

export interface SearchMessages {
  /** The search landmark and the field's label. */
  search: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  groups: { terms: string; categories: string; products: string };
  /** Announced when suggestions arrive ({count} is filled in by the script). */
  suggestionsCount: string;
  suggestionsOne: string;
  noSuggestions: string;
  /** The search page's title and h1. */
  hubTitle: string;
  resultsTitle: (q: string) => string;
  noResultsTitle: (q: string) => string;
  hubIntro: string;
  popularCategories: string;
  noResultsHelp: string;
  tryInstead: string;
  results: string;
  products: (count: number) => string;
}

const quoted = (q: string, open = '“', close = '”') => `${open}${q}${close}`;

const en: SearchMessages = {
  search: 'Search',
  placeholder: 'Search boots, jackets, tents…',
  submit: 'Search',
  suggestions: 'Search suggestions',
  groups: { terms: 'Suggested searches', categories: 'Categories', products: 'Products' },
  suggestionsCount: '{count} suggestions. Use the up and down arrows to choose.',
  suggestionsOne: '1 suggestion. Use the up and down arrows to choose.',
  noSuggestions: 'No suggestions',
  hubTitle: 'Search',
  resultsTitle: (q) => `Results for ${quoted(q)}`,
  noResultsTitle: (q) => `No results for ${quoted(q)}`,
  hubIntro: 'What are you looking for? Type a product, an activity or a category above, or start from a category.',
  popularCategories: 'Popular categories',
  noResultsHelp: 'Check the spelling, use fewer words or a more general word, or start from a category.',
  tryInstead: 'Try searching for',
  results: 'Search results',
  products: (n) => plural('en', n, { one: `${n} product`, other: `${n} products` }),
};

const fr: SearchMessages = {
  search: 'Rechercher',
  placeholder: 'Chaussures, vestes, tentes…',
  submit: 'Rechercher',
  suggestions: 'Suggestions de recherche',
  groups: { terms: 'Recherches suggérées', categories: 'Catégories', products: 'Produits' },
  suggestionsCount: '{count} suggestions. Utilisez les flèches haut et bas pour choisir.',
  suggestionsOne: '1 suggestion. Utilisez les flèches haut et bas pour choisir.',
  noSuggestions: 'Aucune suggestion',
  hubTitle: 'Recherche',
  resultsTitle: (q) => `Résultats pour ${quoted(q, '« ', ' »')}`,
  noResultsTitle: (q) => `Aucun résultat pour ${quoted(q, '« ', ' »')}`,
  hubIntro: 'Que cherchez-vous ? Saisissez un produit, une activité ou une catégorie ci-dessus, ou partez d’une catégorie.',
  popularCategories: 'Catégories populaires',
  noResultsHelp: 'Vérifiez l’orthographe, utilisez moins de mots ou un mot plus général, ou partez d’une catégorie.',
  tryInstead: 'Essayez plutôt',
  results: 'Résultats de recherche',
  products: (n) => (n <= 1 ? `${n} produit` : `${n} produits`),
};

const de: SearchMessages = {
  search: 'Suchen',
  placeholder: 'Stiefel, Jacken, Zelte…',
  submit: 'Suchen',
  suggestions: 'Suchvorschläge',
  groups: { terms: 'Vorgeschlagene Suchen', categories: 'Kategorien', products: 'Produkte' },
  suggestionsCount: '{count} Vorschläge. Mit den Pfeiltasten nach oben und unten auswählen.',
  suggestionsOne: '1 Vorschlag. Mit den Pfeiltasten nach oben und unten auswählen.',
  noSuggestions: 'Keine Vorschläge',
  hubTitle: 'Suche',
  resultsTitle: (q) => `Ergebnisse für ${quoted(q, '„', '“')}`,
  noResultsTitle: (q) => `Keine Ergebnisse für ${quoted(q, '„', '“')}`,
  hubIntro: 'Wonach suchen Sie? Geben Sie oben ein Produkt, eine Aktivität oder eine Kategorie ein, oder beginnen Sie bei einer Kategorie.',
  popularCategories: 'Beliebte Kategorien',
  noResultsHelp: 'Prüfen Sie die Schreibweise, verwenden Sie weniger oder allgemeinere Wörter, oder beginnen Sie bei einer Kategorie.',
  tryInstead: 'Versuchen Sie es mit',
  results: 'Suchergebnisse',
  products: (n) => plural('de', n, { one: `${n} Produkt`, other: `${n} Produkte` }),
};

const it: SearchMessages = {
  search: 'Cerca',
  placeholder: 'Scarponi, giacche, tende…',
  submit: 'Cerca',
  suggestions: 'Suggerimenti di ricerca',
  groups: { terms: 'Ricerche suggerite', categories: 'Categorie', products: 'Prodotti' },
  suggestionsCount: '{count} suggerimenti. Usa le frecce su e giù per scegliere.',
  suggestionsOne: '1 suggerimento. Usa le frecce su e giù per scegliere.',
  noSuggestions: 'Nessun suggerimento',
  hubTitle: 'Cerca',
  resultsTitle: (q) => `Risultati per ${quoted(q, '« ', ' »')}`,
  noResultsTitle: (q) => `Nessun risultato per ${quoted(q, '« ', ' »')}`,
  hubIntro: 'Che cosa stai cercando? Scrivi sopra un prodotto, un’attività o una categoria, oppure parti da una categoria.',
  popularCategories: 'Categorie popolari',
  noResultsHelp: 'Controlla l’ortografia, usa meno parole o una parola più generica, oppure parti da una categoria.',
  tryInstead: 'Prova a cercare',
  results: 'Risultati di ricerca',
  products: (n) => plural('it', n, { one: `${n} prodotto`, other: `${n} prodotti` }),
};

export const searchMessages = catalogue<SearchMessages>({ en, fr, de, it });
