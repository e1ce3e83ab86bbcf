/**
 * The product page buy box's words, in en, fr, de and it: its own few (quantity, availability,
 * the size links' "out of stock") and quick shop's for what the two surfaces share (the footer
 * button by priority, "Please choose a size.", notify-me, the stock labels), so both say the same.
 *
 * Quick shop's catalogue has no Italian yet (its test pins 'it' to English), so the Italian
 * quick-shop words live here, complete and typed against quick shop's keys; they belong in
 * src/lib/quick-shop/messages.ts once that catalogue takes a fourth language.
 */
import { QUICK_SHOP_CATALOGUES, QUICK_SHOP_MESSAGES, type QuickShopMessages } from '../../src/lib/quick-shop/messages.ts';

const en = {
  quantity: 'Quantity',
  /** `attributes`: the attribute names still to choose, already joined ("size", "size and width"). */
  chooseToSeeAvailability: (attributes: string) => `Choose ${attributes.toLowerCase()} to see availability.`,
  /** A size link's name when choosing it leads to nothing in stock. */
  optionOutOfStock: (option: string) => `${option} (out of stock)`,
};

/** Every key, each a string or a function of the same arguments as English's. */
export type BuyBoxOwnMessages = { readonly [K in keyof typeof en]: (typeof en)[K] };

const fr: BuyBoxOwnMessages = {
  quantity: 'Quantité',
  chooseToSeeAvailability: (attributes) => `Pour voir la disponibilité, choisissez : ${attributes.toLowerCase()}.`,
  optionOutOfStock: (option) => `${option} (épuisé)`,
};

const de: BuyBoxOwnMessages = {
  quantity: 'Menge',
  // German nouns keep their capital.
  chooseToSeeAvailability: (attributes) => `Um die Verfügbarkeit zu sehen, wählen Sie: ${attributes}.`,
  optionOutOfStock: (option) => `${option} (ausverkauft)`,
};

const it: BuyBoxOwnMessages = {
  quantity: 'Quantità',
  chooseToSeeAvailability: (attributes) => `Per vedere la disponibilità, scegli: ${attributes.toLowerCase()}.`,
  optionOutOfStock: (option) => `${option} (esaurito)`,
};

/** Quick shop's words in Italian (see the module comment). */
export const QUICK_SHOP_IT: QuickShopMessages = {
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

export interface BuyBoxMessages extends BuyBoxOwnMessages {
  /** The words shared with quick shop, in the same language. */
  readonly shared: QuickShopMessages;
}

const OWN: Readonly<Record<string, BuyBoxOwnMessages>> = { en, fr, de, it };
const SHARED: Readonly<Record<string, QuickShopMessages>> = { ...QUICK_SHOP_CATALOGUES, it: QUICK_SHOP_IT };

/** The languages with every word (tests check each one says every key). */
export const BUY_BOX_LANGUAGES = Object.keys(OWN);

/** The words for a language ('it', 'it-IT', 'it-it'); English when it has none. */
export function buyBoxMessages(language: string): BuyBoxMessages {
  const code = language.slice(0, 2).toLowerCase();
  return { ...(OWN[code] ?? en), shared: SHARED[code] ?? QUICK_SHOP_MESSAGES };
}
