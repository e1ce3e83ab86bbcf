/**
 * The saved-for-later section's words (the cart page) in en, fr, de and it; another language
 * falls back to English. The out-of-stock message itself ('this item could not be moved to cart',
 * ITEM_OOS) is the error catalogue's (src/lib/errors/messages.ts).
 */
import { catalogue, LANGUAGES } from '../../src/lib/i18n/catalogue.ts';
import { listTextOf } from '../../src/lib/site/list-text.ts';

const en = {
  heading: 'Saved for later ({n})',
  loading: 'Loading your saved items…',
  empty: 'You have nothing saved for later.',
  loadFailed: 'Your saved items could not be loaded.',
  retry: 'Try again',
  moveToCart: 'Move to cart',
  moveToCartLabel: 'Move to cart: {name}',
  remove: 'Remove',
  removeLabel: 'Remove from saved for later: {name}',
  edit: 'Edit',
  editLabel: 'Edit {name}',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  qty: 'Qty {n}',
  moved: '{name} moved to cart',
  removed: '{name} removed from saved for later',
} as const;

export type SavedMessageKey = keyof typeof en;
type Catalogue = Record<SavedMessageKey, string>;

const fr: Catalogue = {
  heading: 'Mis de côté ({n})',
  loading: 'Chargement de vos articles mis de côté…',
  empty: "Vous n'avez rien mis de côté.",
  loadFailed: "Vos articles mis de côté n'ont pas pu être chargés.",
  retry: 'Réessayer',
  moveToCart: 'Déplacer dans le panier',
  moveToCartLabel: 'Déplacer dans le panier : {name}',
  remove: 'Retirer',
  removeLabel: 'Retirer des articles mis de côté : {name}',
  edit: 'Modifier',
  editLabel: 'Modifier {name}',
  inStock: 'En stock',
  outOfStock: 'Épuisé',
  qty: 'Qté {n}',
  moved: '{name} déplacé dans le panier',
  removed: '{name} retiré des articles mis de côté',
};

const de: Catalogue = {
  heading: 'Für später gespeichert ({n})',
  loading: 'Ihre gespeicherten Artikel werden geladen…',
  empty: 'Sie haben nichts für später gespeichert.',
  loadFailed: 'Ihre gespeicherten Artikel konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  moveToCart: 'In den Warenkorb',
  moveToCartLabel: 'In den Warenkorb: {name}',
  remove: 'Entfernen',
  removeLabel: 'Aus „Für später gespeichert“ entfernen: {name}',
  edit: 'Bearbeiten',
  editLabel: '{name} bearbeiten',
  inStock: 'Auf Lager',
  outOfStock: 'Ausverkauft',
  qty: 'Menge {n}',
  moved: '{name} in den Warenkorb gelegt',
  removed: '{name} aus „Für später gespeichert“ entfernt',
};

const it: Catalogue = {
  heading: 'Salvati per dopo ({n})',
  loading: 'Caricamento degli articoli salvati…',
  empty: 'Non hai nulla salvato per dopo.',
  loadFailed: 'Non è stato possibile caricare gli articoli salvati.',
  retry: 'Riprova',
  moveToCart: 'Sposta nel carrello',
  moveToCartLabel: 'Sposta nel carrello: {name}',
  remove: 'Rimuovi',
  removeLabel: 'Rimuovi dai salvati per dopo: {name}',
  edit: 'Modifica',
  editLabel: 'Modifica {name}',
  inStock: 'Disponibile',
  outOfStock: 'Esaurito',
  qty: 'Qtà {n}',
  moved: '{name} spostato nel carrello',
  removed: '{name} rimosso dai salvati per dopo',
};

export const savedMessages = catalogue<Catalogue>({ en, fr, de, it });

export const savedText = listTextOf<SavedMessageKey>(savedMessages);

export const SAVED_LANGUAGES: readonly string[] = LANGUAGES;
