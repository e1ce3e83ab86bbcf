/**
 * The address form's words (islands/checkout/AddressForm.tsx), per language: one table for every
 * form that shows it (the checkout's address steps, the account's address book).
 */
import type { AddressField } from '../../src/lib/checkout/address.ts';

export interface AddressFormWords {
  fields: Record<AddressField, string>;
  phoneHint: (mask: string) => string;
  choose: string;
}

export const EN_ADDRESS_WORDS: AddressFormWords = {
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    addressLine1: 'Address',
    addressLine2: 'Apartment, suite (optional)',
    city: 'City',
    province: 'State or province',
    postalCode: 'Postal code',
    country: 'Country',
  },
  phoneHint: (mask) => `Format: ${mask}`,
  choose: 'Choose…',
};

export const FR_ADDRESS_WORDS: AddressFormWords = {
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    addressLine1: 'Adresse',
    addressLine2: 'Appartement, bâtiment (facultatif)',
    city: 'Ville',
    province: 'Région ou province',
    postalCode: 'Code postal',
    country: 'Pays',
  },
  phoneHint: (mask) => `Format : ${mask}`,
  choose: 'Choisir…',
};

export const DE_ADDRESS_WORDS: AddressFormWords = {
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    addressLine1: 'Straße und Hausnummer',
    addressLine2: 'Adresszusatz (optional)',
    city: 'Ort',
    province: 'Bundesland oder Region',
    postalCode: 'Postleitzahl',
    country: 'Land',
  },
  phoneHint: (mask) => `Format: ${mask}`,
  choose: 'Bitte wählen…',
};

export const IT_ADDRESS_WORDS: AddressFormWords = {
  fields: {
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Email',
    phone: 'Telefono',
    addressLine1: 'Indirizzo',
    addressLine2: 'Interno, scala (facoltativo)',
    city: 'Città',
    province: 'Provincia',
    postalCode: 'CAP',
    country: 'Paese',
  },
  phoneHint: (mask) => `Formato: ${mask}`,
  choose: 'Scegli…',
};
