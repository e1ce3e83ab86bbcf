/**
 * Interface strings of the article grid, its filter list and the article page (the spec names
 * none but the Coming-soon badge), a `catalogue` beside the block.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface ArticleMessages {
  articles: string;
  filters: string;
  clearAll: string;
  seeMore: string;
  seeLess: string;
  readMore: string;
  showing: (shown: number | string, total: number | string) => string;
  /** docs/requirements/content-blocks.md#article-grid: the badge label, to which the publish date is appended. */
  comingSoon: string;
  noResults: string;
  related: string;
  published: string;
  tags: string;
}

const en: ArticleMessages = {
  articles: 'Articles',
  filters: 'Filter articles by topic',
  clearAll: 'Clear all',
  seeMore: 'See more',
  seeLess: 'See less',
  readMore: 'Read more',
  showing: (shown, total) => `Showing ${shown} of ${total} articles`,
  comingSoon: 'Coming soon',
  noResults: 'No articles match these topics. Clear the filters to see them all.',
  related: 'Related articles',
  published: 'Published',
  tags: 'Topics',
};

export const articleMessages = catalogue<ArticleMessages>({
  en,
  fr: {
    articles: 'Articles',
    filters: 'Filtrer les articles par thème',
    clearAll: 'Tout effacer',
    seeMore: 'Voir plus',
    seeLess: 'Voir moins',
    readMore: 'Lire la suite',
    showing: (shown, total) => `${shown} articles affichés sur ${total}`,
    comingSoon: 'Bientôt disponible',
    noResults: 'Aucun article ne correspond à ces thèmes. Effacez les filtres pour tout voir.',
    related: 'Articles similaires',
    published: 'Publié le',
    tags: 'Thèmes',
  },
  de: {
    articles: 'Artikel',
    filters: 'Artikel nach Thema filtern',
    clearAll: 'Alle löschen',
    seeMore: 'Mehr anzeigen',
    seeLess: 'Weniger anzeigen',
    readMore: 'Mehr lesen',
    showing: (shown, total) => `${shown} von ${total} Artikeln`,
    comingSoon: 'Demnächst',
    noResults: 'Keine Artikel zu diesen Themen. Filter löschen, um alle zu sehen.',
    related: 'Ähnliche Artikel',
    published: 'Veröffentlicht am',
    tags: 'Themen',
  },
  it: {
    articles: 'Articoli',
    filters: 'Filtra gli articoli per argomento',
    clearAll: 'Cancella tutto',
    seeMore: 'Mostra di più',
    seeLess: 'Mostra di meno',
    readMore: 'Leggi altro',
    showing: (shown, total) => `${shown} articoli su ${total}`,
    comingSoon: 'Prossimamente',
    noResults: 'Nessun articolo per questi argomenti. Cancella i filtri per vederli tutti.',
    related: 'Articoli correlati',
    published: 'Pubblicato il',
    tags: 'Argomenti',
  },
});
