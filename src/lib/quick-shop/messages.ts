/**
 * The quick-shop panel's words and its product-card trigger, in en, fr, de and it (the same
 * words as the buy box's shared table); another language reads English. The discount labels ('Free Gift', 'Marked Down') are the spec's exact strings and
 * stay with the price rules (src/lib/catalogue/price.ts), as on the product card.
 */
import { catalogue, type Language } from '../i18n/catalogue.ts';

const en = {
  title: 'Quick shop',
  trigger: (name: string) => `Quick shop ${name}`,
  loading: 'Loading product…',
  loadFailed: 'We could not load this product.',
  retry: 'Try again',
  chooseOption: (label: string) => `Please choose a ${label.toLowerCase()}.`,
  unavailable: 'unavailable',
  addToCart: 'Add to cart',
  addToCartWithPrice: (price: string) => `Add to cart - ${price}`,
  outOfStock: 'Out of stock',
  notifyMe: 'Notify me',
  signInToBuy: 'Sign in to buy',
  updateInCart: 'Update',
  adding: 'Adding…',
  updating: 'Updating…',
  added: (name: string) => `${name} was added to your cart`,
  updated: (name: string) => `${name} was updated`,
  viewDetails: 'View full details',
  priceNow: 'Now',
  price: 'Price',
  priceWas: 'Was',
  email: 'Email',
  notifyIntro: 'This size and colour is sold out. We will email you when it is back.',
  notifySubmit: 'Email me when available',
  notifySending: 'Sending…',
  notifyDone: (email: string) => `We will email ${email} when it is back in stock.`,
  stockInStock: 'In Stock',
  stockLow: 'Low Stock',
  stockOutOfStock: 'Out of Stock',
  presaleNote: 'Presale: sign in to order now, ships on release.',
};

/** Every key, each a string or a function of the same arguments as English's. */
export type QuickShopMessages = { readonly [K in keyof typeof en]: (typeof en)[K] };
export type QuickShopMessageKey = keyof QuickShopMessages;

const fr: QuickShopMessages = {
  title: 'Achat rapide',
  trigger: (name) => `Achat rapide ${name}`,
  loading: 'Chargement du produit…',
  loadFailed: "Nous n'avons pas pu charger ce produit.",
  retry: 'Réessayer',
  chooseOption: (label) => `Veuillez choisir : ${label.toLowerCase()}.`,
  unavailable: 'indisponible',
  addToCart: 'Ajouter au panier',
  addToCartWithPrice: (price) => `Ajouter au panier - ${price}`,
  outOfStock: 'Épuisé',
  notifyMe: 'Me prévenir',
  signInToBuy: 'Se connecter pour acheter',
  updateInCart: 'Mettre à jour',
  adding: 'Ajout…',
  updating: 'Mise à jour…',
  added: (name) => `${name} a été ajouté à votre panier`,
  updated: (name) => `${name} a été mis à jour`,
  viewDetails: 'Voir tous les détails',
  priceNow: 'Maintenant',
  price: 'Prix',
  priceWas: 'Avant',
  email: 'E-mail',
  notifyIntro: 'Cette taille et cette couleur sont épuisées. Nous vous préviendrons par e-mail à leur retour.',
  notifySubmit: 'Me prévenir par e-mail',
  notifySending: 'Envoi…',
  notifyDone: (email) => `Nous écrirons à ${email} dès le retour en stock.`,
  stockInStock: 'En stock',
  stockLow: 'Stock limité',
  stockOutOfStock: 'Épuisé',
  presaleNote: 'Précommande : connectez-vous pour commander, expédition à la sortie.',
};

const de: QuickShopMessages = {
  title: 'Schnellkauf',
  trigger: (name) => `Schnellkauf ${name}`,
  loading: 'Produkt wird geladen…',
  loadFailed: 'Dieses Produkt konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  chooseOption: (label) => `Bitte wählen Sie: ${label}.`,
  unavailable: 'nicht verfügbar',
  addToCart: 'In den Warenkorb',
  addToCartWithPrice: (price) => `In den Warenkorb - ${price}`,
  outOfStock: 'Ausverkauft',
  notifyMe: 'Benachrichtigen',
  signInToBuy: 'Zum Kaufen anmelden',
  updateInCart: 'Aktualisieren',
  adding: 'Wird hinzugefügt…',
  updating: 'Wird aktualisiert…',
  added: (name) => `${name} wurde in den Warenkorb gelegt`,
  updated: (name) => `${name} wurde aktualisiert`,
  viewDetails: 'Alle Details ansehen',
  priceNow: 'Jetzt',
  price: 'Preis',
  priceWas: 'Vorher',
  email: 'E-Mail',
  notifyIntro: 'Diese Größe und Farbe ist ausverkauft. Wir benachrichtigen Sie per E-Mail, sobald sie wieder da ist.',
  notifySubmit: 'Per E-Mail benachrichtigen',
  notifySending: 'Wird gesendet…',
  notifyDone: (email) => `Wir schreiben an ${email}, sobald der Artikel wieder vorrätig ist.`,
  stockInStock: 'Auf Lager',
  stockLow: 'Geringer Bestand',
  stockOutOfStock: 'Ausverkauft',
  presaleNote: 'Vorverkauf: Melden Sie sich an, um jetzt zu bestellen; Versand ab Erscheinen.',
};

const it: QuickShopMessages = {
  title: 'Acquisto rapido',
  trigger: (name) => `Acquisto rapido ${name}`,
  loading: 'Caricamento del prodotto…',
  loadFailed: 'Non è stato possibile caricare questo prodotto.',
  retry: 'Riprova',
  chooseOption: (label) => `Scegli: ${label.toLowerCase()}.`,
  unavailable: 'non disponibile',
  addToCart: 'Aggiungi al carrello',
  addToCartWithPrice: (price) => `Aggiungi al carrello - ${price}`,
  outOfStock: 'Esaurito',
  notifyMe: 'Avvisami',
  signInToBuy: 'Accedi per acquistare',
  updateInCart: 'Aggiorna',
  adding: 'Aggiunta in corso…',
  updating: 'Aggiornamento…',
  added: (name) => `${name} è stato aggiunto al carrello`,
  updated: (name) => `${name} è stato aggiornato`,
  viewDetails: 'Vedi tutti i dettagli',
  priceNow: 'Ora',
  price: 'Prezzo',
  priceWas: 'Prima',
  email: 'E-mail',
  notifyIntro: 'Questa taglia e questo colore sono esauriti. Ti scriveremo quando torneranno disponibili.',
  notifySubmit: 'Avvisami via e-mail',
  notifySending: 'Invio…',
  notifyDone: (email) => `Scriveremo a ${email} quando sarà di nuovo disponibile.`,
  stockInStock: 'Disponibile',
  stockLow: 'Ultimi pezzi',
  stockOutOfStock: 'Esaurito',
  presaleNote: "Prevendita: accedi per ordinare ora, spedizione all'uscita.",
};

/** English: the default of every caller that names no language (and the tests' reference). */
export const QUICK_SHOP_MESSAGES: QuickShopMessages = en;

export const QUICK_SHOP_CATALOGUES: Readonly<Record<Language, QuickShopMessages>> = { en, fr, de, it };

/** The words for a language ('fr', 'fr-FR', 'fr-fr'); English when it has none. */
export const quickShopMessages: (language: string) => QuickShopMessages = catalogue<QuickShopMessages>(QUICK_SHOP_CATALOGUES);

/**
 * The variant's stock label in the page's language: the gateway's labels
 * (docs/requirements/catalogue.md#variant-stock: 'In Stock', 'Low Stock', 'Out of Stock') are English, so the known ones are translated;
 * an unknown one is shown as sent.
 */
const STOCK_LABELS: Readonly<Record<string, 'stockInStock' | 'stockLow' | 'stockOutOfStock'>> = {
  'In Stock': 'stockInStock',
  'Low Stock': 'stockLow',
  'Out of Stock': 'stockOutOfStock',
};

export function stockLabelText(inStock: boolean, serverLabel: string | undefined, m: QuickShopMessages): string {
  if (!inStock) return m.stockOutOfStock;
  const key = serverLabel ? STOCK_LABELS[serverLabel] : undefined;
  // A label saying "out" for a variant the live stock says is in (the details lagging) is not shown.
  if (!serverLabel || key === 'stockOutOfStock') return m.stockInStock;
  return key ? m[key] : serverLabel;
}
