/**
 * The listing's words (category and search pages: facets, chosen filters, sort, counts), per
 * language: en, fr, de, it. Facet titles are by facet id; an id without words here shows the
 * label the products service answers.
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';
import { plural } from '../../lib/i18n/plural.ts';
import type { CatalogSort } from '../../../schemas/api/product.ts';

export interface ListingMessages {
  products: (count: number) => string;
  /** Announced after the results changed in place. */
  found: (count: number) => string;
  /** The product grid's name. */
  grid: (title: string) => string;
  sortBy: string;
  sorts: Record<CatalogSort, string>;
  apply: string;
  /** The facet panel's heading (for screen readers; the phone's toggle says `filtersChosen`). */
  panel: string;
  /** The phone's filter toggle, with how many are chosen. */
  filtersChosen: (count: number) => string;
  facets: Record<string, string>;
  /** A facet value: its name and how many products it has. */
  value: (label: string, count: number) => string;
  seeMore: string;
  seeLess: string;
  clearFacet: string;
  clearFacetLabel: (facet: string) => string;
  chosenFilters: string;
  removeFilter: (value: string) => string;
  clearAll: string;
  unavailable: string;
  emptyPage: string;
  firstPage: string;
  noMatch: string;
  /** Announced while the results change in place. */
  updating: string;
  /** Announced when an in-place update failed and the page loads instead. */
  updateFailed: string;
}

const en: ListingMessages = {
  products: (n) => plural('en', n, { one: `${n} product`, other: `${n} products` }),
  found: (n) => plural('en', n, { one: `${n} product found`, other: `${n} products found` }),
  grid: (title) => `${title} products`,
  sortBy: 'Sort by',
  sorts: { featured: 'Featured', newest: 'Newest', 'price-asc': 'Price: low to high', 'price-desc': 'Price: high to low', name: 'Name' },
  apply: 'Apply',
  panel: 'Product filters',
  filtersChosen: (n) => (n ? `Filters (${n})` : 'Filters'),
  facets: { color: 'Color', size: 'Size', price: 'Price', category: 'Category' },
  value: (label, count) => `${label} (${count})`,
  seeMore: 'See more',
  seeLess: 'See less',
  clearFacet: 'Clear',
  clearFacetLabel: (facet) => `Clear ${facet} filters`,
  chosenFilters: 'Chosen filters',
  removeFilter: (value) => `Remove filter ${value}`,
  clearAll: 'Clear all filters',
  unavailable: "Products can't be shown right now. Please try again in a moment.",
  emptyPage: 'There are no products on this page.',
  firstPage: 'See the first page',
  noMatch: 'No products match these filters. Remove one or clear them all.',
  updating: 'Updating the products…',
  updateFailed: 'The products could not be updated. Loading the page…',
};

const fr: ListingMessages = {
  products: (n) => (n <= 1 ? `${n} produit` : `${n} produits`),
  found: (n) => (n <= 1 ? `${n} produit trouvé` : `${n} produits trouvés`),
  grid: (title) => `Produits : ${title}`,
  sortBy: 'Trier par',
  sorts: { featured: 'Sélection', newest: 'Nouveautés', 'price-asc': 'Prix croissant', 'price-desc': 'Prix décroissant', name: 'Nom' },
  apply: 'Appliquer',
  panel: 'Filtres des produits',
  filtersChosen: (n) => (n ? `Filtres (${n})` : 'Filtres'),
  facets: { color: 'Couleur', size: 'Taille', price: 'Prix', category: 'Catégorie' },
  value: (label, count) => `${label} (${count})`,
  seeMore: 'Voir plus',
  seeLess: 'Voir moins',
  clearFacet: 'Effacer',
  clearFacetLabel: (facet) => `Effacer les filtres ${facet}`,
  chosenFilters: 'Filtres choisis',
  removeFilter: (value) => `Retirer le filtre ${value}`,
  clearAll: 'Effacer tous les filtres',
  unavailable: 'Les produits ne peuvent pas être affichés pour le moment. Veuillez réessayer dans un instant.',
  emptyPage: "Il n'y a aucun produit sur cette page.",
  firstPage: 'Voir la première page',
  noMatch: 'Aucun produit ne correspond à ces filtres. Retirez-en un ou effacez-les tous.',
  updating: 'Mise à jour des produits…',
  updateFailed: 'Les produits n’ont pas pu être mis à jour. Chargement de la page…',
};

const de: ListingMessages = {
  products: (n) => plural('de', n, { one: `${n} Produkt`, other: `${n} Produkte` }),
  found: (n) => plural('de', n, { one: `${n} Produkt gefunden`, other: `${n} Produkte gefunden` }),
  grid: (title) => `Produkte: ${title}`,
  sortBy: 'Sortieren nach',
  sorts: { featured: 'Empfohlen', newest: 'Neueste', 'price-asc': 'Preis: aufsteigend', 'price-desc': 'Preis: absteigend', name: 'Name' },
  apply: 'Anwenden',
  panel: 'Produktfilter',
  filtersChosen: (n) => (n ? `Filter (${n})` : 'Filter'),
  facets: { color: 'Farbe', size: 'Größe', price: 'Preis', category: 'Kategorie' },
  value: (label, count) => `${label} (${count})`,
  seeMore: 'Mehr anzeigen',
  seeLess: 'Weniger anzeigen',
  clearFacet: 'Löschen',
  clearFacetLabel: (facet) => `Filter ${facet} löschen`,
  chosenFilters: 'Gewählte Filter',
  removeFilter: (value) => `Filter ${value} entfernen`,
  clearAll: 'Alle Filter löschen',
  unavailable: 'Die Produkte können gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
  emptyPage: 'Auf dieser Seite gibt es keine Produkte.',
  firstPage: 'Zur ersten Seite',
  noMatch: 'Keine Produkte passen zu diesen Filtern. Entfernen Sie einen oder löschen Sie alle.',
  updating: 'Die Produkte werden aktualisiert…',
  updateFailed: 'Die Produkte konnten nicht aktualisiert werden. Die Seite wird geladen…',
};

const it: ListingMessages = {
  products: (n) => plural('it', n, { one: `${n} prodotto`, other: `${n} prodotti` }),
  found: (n) => plural('it', n, { one: `${n} prodotto trovato`, other: `${n} prodotti trovati` }),
  grid: (title) => `Prodotti: ${title}`,
  sortBy: 'Ordina per',
  sorts: { featured: 'In evidenza', newest: 'Novità', 'price-asc': 'Prezzo crescente', 'price-desc': 'Prezzo decrescente', name: 'Nome' },
  apply: 'Applica',
  panel: 'Filtri dei prodotti',
  filtersChosen: (n) => (n ? `Filtri (${n})` : 'Filtri'),
  facets: { color: 'Colore', size: 'Taglia', price: 'Prezzo', category: 'Categoria' },
  value: (label, count) => `${label} (${count})`,
  seeMore: 'Mostra di più',
  seeLess: 'Mostra meno',
  clearFacet: 'Cancella',
  clearFacetLabel: (facet) => `Cancella i filtri ${facet}`,
  chosenFilters: 'Filtri scelti',
  removeFilter: (value) => `Rimuovi il filtro ${value}`,
  clearAll: 'Cancella tutti i filtri',
  unavailable: 'Non è possibile mostrare i prodotti in questo momento. Riprova tra poco.',
  emptyPage: 'Non ci sono prodotti in questa pagina.',
  firstPage: 'Vai alla prima pagina',
  noMatch: 'Nessun prodotto corrisponde a questi filtri. Rimuovine uno o cancellali tutti.',
  updating: 'Aggiornamento dei prodotti…',
  updateFailed: 'Non è stato possibile aggiornare i prodotti. Caricamento della pagina…',
};

export const listingMessages = catalogue<ListingMessages>({ en, fr, de, it });
