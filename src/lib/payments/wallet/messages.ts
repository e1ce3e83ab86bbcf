/**
 * The device wallet's words: the summary's line labels and the message of every wallet error key
 * (docs/requirements/checkout-and-payments.md#wallet-validation), which the wallet shows at the contact field it concerns. The keys are the
 * spec's; the words are ours (the spec names the keys, not their text).
 */
import { catalogue } from '../../i18n/catalogue.ts';
import type { WalletContactField, WalletError } from './rules.ts';

export interface WalletWords {
  /** The merchant's name on the summary total. */
  merchant: string;
  subtotal: string;
  shipping: string;
  tax: string;
  discount: string;
  fields: Record<WalletContactField, string>;
  applePayCountryError: (country: string) => string;
  applePayCityNameLength: (max: number) => string;
  contactRequired: (kind: 'shipping' | 'billing', field: string) => string;
  contactCharacters: (kind: 'shipping' | 'billing', field: string) => string;
  billingCountry: string;
  addressUnserviceable: string;
  applePayShippingMethodError: string;
  applePayShippingMethodListError: string;
  unknown: string;
}

const en: WalletWords = {
  merchant: 'Cairn',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  discount: 'Discount',
  fields: { name: 'name', addressLines: 'address', locality: 'city', administrativeArea: 'state or province', postalCode: 'postal code', countryCode: 'country', emailAddress: 'email', phoneNumber: 'phone number' },
  applePayCountryError: (country) => `We can only deliver to addresses in ${country} from this site.`,
  applePayCityNameLength: (max) => `The city name must not be longer than ${max} characters.`,
  contactRequired: (kind, field) => `Please enter the ${field} of the ${kind === 'shipping' ? 'shipping' : 'billing'} contact.`,
  contactCharacters: (kind, field) => `The ${field} of the ${kind === 'shipping' ? 'shipping' : 'billing'} contact may only use letters, digits, spaces and common punctuation.`,
  billingCountry: 'We can’t accept a billing address in this country.',
  addressUnserviceable: 'We can’t deliver to this address. Please choose another one.',
  applePayShippingMethodError: 'This shipping method could not be selected. Please choose another one.',
  applePayShippingMethodListError: 'No shipping method is available for this address.',
  unknown: 'Your payment could not be completed. Please try again or choose another payment method.',
};

const fr: WalletWords = {
  merchant: 'Cairn',
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  tax: 'Taxes',
  discount: 'Remise',
  fields: { name: 'nom', addressLines: 'adresse', locality: 'ville', administrativeArea: 'région ou province', postalCode: 'code postal', countryCode: 'pays', emailAddress: 'e-mail', phoneNumber: 'numéro de téléphone' },
  applePayCountryError: (country) => `Depuis ce site, nous ne livrons qu’à des adresses situées en ${country}.`,
  applePayCityNameLength: (max) => `Le nom de la ville ne doit pas dépasser ${max} caractères.`,
  contactRequired: (kind, field) => `Veuillez saisir le champ « ${field} » du contact de ${kind === 'shipping' ? 'livraison' : 'facturation'}.`,
  contactCharacters: (kind, field) => `Le champ « ${field} » du contact de ${kind === 'shipping' ? 'livraison' : 'facturation'} ne peut contenir que des lettres, des chiffres, des espaces et la ponctuation courante.`,
  billingCountry: 'Nous ne pouvons pas accepter une adresse de facturation dans ce pays.',
  addressUnserviceable: 'Nous ne pouvons pas livrer à cette adresse. Veuillez en choisir une autre.',
  applePayShippingMethodError: 'Ce mode de livraison n’a pas pu être sélectionné. Veuillez en choisir un autre.',
  applePayShippingMethodListError: 'Aucun mode de livraison n’est disponible pour cette adresse.',
  unknown: 'Votre paiement n’a pas pu aboutir. Veuillez réessayer ou choisir un autre moyen de paiement.',
};

const de: WalletWords = {
  merchant: 'Cairn',
  subtotal: 'Zwischensumme',
  shipping: 'Versand',
  tax: 'Steuern',
  discount: 'Rabatt',
  fields: { name: 'Name', addressLines: 'Adresse', locality: 'Ort', administrativeArea: 'Bundesland oder Provinz', postalCode: 'Postleitzahl', countryCode: 'Land', emailAddress: 'E-Mail', phoneNumber: 'Telefonnummer' },
  applePayCountryError: (country) => `Über diese Website liefern wir nur an Adressen in ${country}.`,
  applePayCityNameLength: (max) => `Der Ortsname darf höchstens ${max} Zeichen lang sein.`,
  contactRequired: (kind, field) => `Bitte gib das Feld „${field}“ des ${kind === 'shipping' ? 'Liefer' : 'Rechnungs'}kontakts an.`,
  contactCharacters: (kind, field) => `Das Feld „${field}“ des ${kind === 'shipping' ? 'Liefer' : 'Rechnungs'}kontakts darf nur Buchstaben, Ziffern, Leerzeichen und übliche Satzzeichen enthalten.`,
  billingCountry: 'Eine Rechnungsadresse in diesem Land können wir nicht annehmen.',
  addressUnserviceable: 'An diese Adresse können wir nicht liefern. Bitte wähle eine andere.',
  applePayShippingMethodError: 'Diese Versandart konnte nicht gewählt werden. Bitte wähle eine andere.',
  applePayShippingMethodListError: 'Für diese Adresse ist keine Versandart verfügbar.',
  unknown: 'Deine Zahlung konnte nicht abgeschlossen werden. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
};

const it: WalletWords = {
  merchant: 'Cairn',
  subtotal: 'Subtotale',
  shipping: 'Spedizione',
  tax: 'Imposte',
  discount: 'Sconto',
  fields: { name: 'nome', addressLines: 'indirizzo', locality: 'città', administrativeArea: 'provincia', postalCode: 'CAP', countryCode: 'paese', emailAddress: 'e-mail', phoneNumber: 'numero di telefono' },
  applePayCountryError: (country) => `Da questo sito spediamo solo a indirizzi in ${country}.`,
  applePayCityNameLength: (max) => `Il nome della città non deve superare i ${max} caratteri.`,
  contactRequired: (kind, field) => `Inserisci il campo «${field}» del contatto di ${kind === 'shipping' ? 'spedizione' : 'fatturazione'}.`,
  contactCharacters: (kind, field) => `Il campo «${field}» del contatto di ${kind === 'shipping' ? 'spedizione' : 'fatturazione'} può contenere solo lettere, cifre, spazi e la punteggiatura comune.`,
  billingCountry: 'Non possiamo accettare un indirizzo di fatturazione in questo paese.',
  addressUnserviceable: 'Non possiamo spedire a questo indirizzo. Scegline un altro.',
  applePayShippingMethodError: 'Non è stato possibile selezionare questo metodo di spedizione. Scegline un altro.',
  applePayShippingMethodListError: 'Nessun metodo di spedizione disponibile per questo indirizzo.',
  unknown: 'Non è stato possibile completare il pagamento. Riprova o scegli un altro metodo di pagamento.',
};

export const walletWords = catalogue<WalletWords>({ en, fr, de, it });

/** The country's name in the page's language ('US' → 'United States'). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames(language, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The words of one wallet error, for the field (or the sheet) it concerns. */
export function walletErrorMessage(error: WalletError, language: string, siteCountry: string, cityMax: number): string {
  const t = walletWords(language);
  const kind = error.code === 'billingContactInvalid' ? 'billing' : 'shipping';
  const field = error.contactField ? t.fields[error.contactField] : '';
  switch (error.messageKey) {
    case 'applePayCountryError':
      return t.applePayCountryError(countryName(siteCountry, language));
    case 'applePayCityNameLength':
      return t.applePayCityNameLength(cityMax);
    case 'shippingContactInvalid':
    case 'billingContactInvalid':
      if (error.messageKey === 'billingContactInvalid' && error.contactField === 'countryCode' && !error.reason) return t.billingCountry;
      return error.reason === 'required' ? t.contactRequired(kind, field) : t.contactCharacters(kind, field);
    case 'addressUnserviceable':
      return t.addressUnserviceable;
    case 'applePayShippingMethodError':
      return t.applePayShippingMethodError;
    case 'applePayShippingMethodListError':
      return t.applePayShippingMethodListError;
    default:
      return error.message ?? t.unknown;
  }
}
