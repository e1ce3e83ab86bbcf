/** The store locator's words (src/pages/[locale]/store-locator.astro and ./make-my-store.ts). */
import { catalogue } from '../../lib/i18n/catalogue.ts';
import { plural } from '../../lib/i18n/plural.ts';

export interface StoreMessages {
  title: string;
  searchHeading: string;
  queryLabel: string;
  queryHint: string;
  search: string;
  results: (q: string, n: number) => string;
  noResults: (q: string) => string;
  notPlaced: (q: string) => string;
  unavailable: string;
  hours: string;
  closed: string;
  distance: (d: string) => string;
  phone: string;
  services: string;
  service: Record<'pickup' | 'shipToStore' | 'returns' | 'buyInStore', string>;
  makeMyStore: (name: string) => string;
  makeMyStoreShort: string;
  myStore: string;
  saving: string;
  saved: (name: string) => string;
  signInFirst: string;
  failed: string;
}

const en: StoreMessages = {
  title: 'Find a store',
  searchHeading: 'Search for a store',
  queryLabel: 'Postal code or city',
  queryHint: 'For example 80302 or Boulder.',
  search: 'Search',
  results: (q, n) => plural('en', n, { one: `${n} store for “${q}”`, other: `${n} stores for “${q}”` }),
  noResults: (q) => `No stores found for “${q}”. Try another postal code or city.`,
  notPlaced: (q) => `We could not find “${q}”. Check the postal code or search by city.`,
  unavailable: 'Stores cannot be searched right now. Please try again in a moment.',
  hours: 'Opening hours',
  closed: 'Closed',
  distance: (d) => `${d} away`,
  phone: 'Phone',
  services: 'Services',
  service: { pickup: 'Pickup in store', shipToStore: 'Ship to store', returns: 'Returns', buyInStore: 'Buy in store' },
  makeMyStore: (name) => `Make ${name} my store`,
  makeMyStoreShort: 'Make this my store',
  myStore: 'My store',
  saving: 'Saving…',
  saved: (name) => `${name} is now your store.`,
  signInFirst: 'Sign in to choose a favorite store.',
  failed: 'Your store could not be saved. Please try again.',
};

const fr: StoreMessages = {
  title: 'Trouver un magasin',
  searchHeading: 'Rechercher un magasin',
  queryLabel: 'Code postal ou ville',
  queryHint: 'Par exemple 75001 ou Paris.',
  search: 'Rechercher',
  results: (q, n) => plural('fr', n, { one: `${n} magasin pour « ${q} »`, other: `${n} magasins pour « ${q} »` }),
  noResults: (q) => `Aucun magasin trouvé pour « ${q} ». Essayez un autre code postal ou une autre ville.`,
  notPlaced: (q) => `Nous n’avons pas trouvé « ${q} ». Vérifiez le code postal ou cherchez par ville.`,
  unavailable: 'La recherche de magasins est indisponible pour le moment. Veuillez réessayer dans un instant.',
  hours: 'Horaires d’ouverture',
  closed: 'Fermé',
  distance: (d) => `à ${d}`,
  phone: 'Téléphone',
  services: 'Services',
  service: { pickup: 'Retrait en magasin', shipToStore: 'Livraison en magasin', returns: 'Retours', buyInStore: 'Achat en magasin' },
  makeMyStore: (name) => `Choisir ${name} comme mon magasin`,
  makeMyStoreShort: 'Choisir comme mon magasin',
  myStore: 'Mon magasin',
  saving: 'Enregistrement…',
  saved: (name) => `${name} est maintenant votre magasin.`,
  signInFirst: 'Connectez-vous pour choisir un magasin favori.',
  failed: 'Votre magasin n’a pas pu être enregistré. Veuillez réessayer.',
};

const de: StoreMessages = {
  title: 'Filiale finden',
  searchHeading: 'Filiale suchen',
  queryLabel: 'Postleitzahl oder Stadt',
  queryHint: 'Zum Beispiel 80331 oder München.',
  search: 'Suchen',
  results: (q, n) => plural('de', n, { one: `${n} Filiale für „${q}“`, other: `${n} Filialen für „${q}“` }),
  noResults: (q) => `Keine Filialen für „${q}“ gefunden. Versuchen Sie eine andere Postleitzahl oder Stadt.`,
  notPlaced: (q) => `„${q}“ wurde nicht gefunden. Prüfen Sie die Postleitzahl oder suchen Sie nach Stadt.`,
  unavailable: 'Die Filialsuche ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  hours: 'Öffnungszeiten',
  closed: 'Geschlossen',
  distance: (d) => `${d} entfernt`,
  phone: 'Telefon',
  services: 'Services',
  service: { pickup: 'Abholung in der Filiale', shipToStore: 'Lieferung in die Filiale', returns: 'Rücksendungen', buyInStore: 'Kauf in der Filiale' },
  makeMyStore: (name) => `${name} als meine Filiale wählen`,
  makeMyStoreShort: 'Als meine Filiale wählen',
  myStore: 'Meine Filiale',
  saving: 'Wird gespeichert…',
  saved: (name) => `${name} ist jetzt Ihre Filiale.`,
  signInFirst: 'Melden Sie sich an, um eine Lieblingsfiliale zu wählen.',
  failed: 'Ihre Filiale konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
};

const it: StoreMessages = {
  title: 'Trova un negozio',
  searchHeading: 'Cerca un negozio',
  queryLabel: 'CAP o città',
  queryHint: 'Per esempio 20121 o Milano.',
  search: 'Cerca',
  results: (q, n) => plural('it', n, { one: `${n} negozio per “${q}”`, other: `${n} negozi per “${q}”` }),
  noResults: (q) => `Nessun negozio trovato per “${q}”. Prova un altro CAP o un’altra città.`,
  notPlaced: (q) => `Non abbiamo trovato “${q}”. Controlla il CAP o cerca per città.`,
  unavailable: 'La ricerca dei negozi non è disponibile al momento. Riprova tra poco.',
  hours: 'Orari di apertura',
  closed: 'Chiuso',
  distance: (d) => `a ${d}`,
  phone: 'Telefono',
  services: 'Servizi',
  service: { pickup: 'Ritiro in negozio', shipToStore: 'Spedizione in negozio', returns: 'Resi', buyInStore: 'Acquisto in negozio' },
  makeMyStore: (name) => `Scegli ${name} come il mio negozio`,
  makeMyStoreShort: 'Scegli come il mio negozio',
  myStore: 'Il mio negozio',
  saving: 'Salvataggio…',
  saved: (name) => `${name} è ora il tuo negozio.`,
  signInFirst: 'Accedi per scegliere un negozio preferito.',
  failed: 'Non è stato possibile salvare il tuo negozio. Riprova.',
};

export const storeMessages = catalogue<StoreMessages>({ en, fr, de, it });
