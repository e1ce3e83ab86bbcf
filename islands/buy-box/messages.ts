/**
 * The product page buy box's words, in en, fr, de and it: its own few (quantity, availability,
 * the size links' "out of stock") and quick shop's for what the two surfaces share (the footer
 * button by priority, "Please choose a size.", notify-me, the stock labels), so both say the same.
 */
import { catalogue, LANGUAGES } from '../../src/lib/i18n/catalogue.ts';
import { quickShopMessages, type QuickShopMessages } from '../../src/lib/quick-shop/messages.ts';

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

export interface BuyBoxMessages extends BuyBoxOwnMessages {
  /** The words shared with quick shop, in the same language. */
  readonly shared: QuickShopMessages;
}

/** The buy box's own words (the shared ones are quick shop's). */
export const buyBoxOwnMessages = catalogue<BuyBoxOwnMessages>({ en, fr, de, it });

/** The languages with every word (tests check each one says every key). */
export const BUY_BOX_LANGUAGES = LANGUAGES;

/** The words for a language ('it', 'it-IT', 'it-it'); English when it has none. */
export function buyBoxMessages(language: string): BuyBoxMessages {
  return { ...buyBoxOwnMessages(language), shared: quickShopMessages(language) };
}
