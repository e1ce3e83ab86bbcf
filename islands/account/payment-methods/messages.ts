/**
 * The saved payment methods' words (issue 12), per language (en, fr, de, it). docs/requirements/account-and-loyalty.md#saved-payment-methods's
 * exact strings stay exact in English: 'credit card save failed', 'gift card already exists',
 * 'gift card save failed'. Field validation words come from schemas/forms/messages.ts and gateway
 * failures from the error catalogue (src/lib/errors/messages.ts).
 */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';
import type { CardType } from '../../../src/lib/checkout/card.ts';

export interface WalletMessages {
  cards: string;
  giftCards: string;
  cardsEmpty: string;
  giftCardsEmpty: string;
  loadFailed: string;
  retry: string;
  cardTypes: Record<CardType, string>;
  card: string;
  giftCard: string;
  /** "Visa XXX1111". */
  cardLabel: (brand: string, masked: string) => string;
  giftCardLabel: (masked: string) => string;
  expires: (mmyy: string) => string;
  expired: string;
  holderIs: (name: string) => string;
  balance: (amount: string) => string;
  defaultCard: string;
  makeDefault: string;
  delete: string;
  deleteTitle: string;
  deleteConfirm: string;
  keep: string;
  close: string;
  addCard: string;
  addGiftCard: string;
  newCardTitle: string;
  newGiftCardTitle: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  holder: string;
  makeDefaultBox: string;
  saveCard: string;
  giftCardNumber: string;
  giftCardNumberHint: string;
  pin: string;
  saveGiftCard: string;
  cancel: string;
  working: string;
  loadingForm: string;
  formFailed: string;
  cardSaved: string;
  giftCardSaved: string;
  deleted: string;
  defaultSet: (label: string) => string;
  /** docs/requirements/checkout-and-payments.md#cards. */
  cardSaveFailed: string;
  giftCardExists: string;
  giftCardSaveFailed: string;
  giftCardInvalid: string;
  pinInvalid: string;
}

const CARD_TYPES: Record<CardType, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

const en: WalletMessages = {
  cards: 'Saved cards',
  giftCards: 'Saved gift cards',
  cardsEmpty: 'You have no saved cards.',
  giftCardsEmpty: 'You have no saved gift cards.',
  loadFailed: 'We could not load your payment methods.',
  retry: 'Try again',
  cardTypes: CARD_TYPES,
  card: 'Card',
  giftCard: 'Gift card',
  cardLabel: (brand, masked) => `${brand} ${masked}`,
  giftCardLabel: (masked) => `Gift card ${masked}`,
  expires: (mmyy) => `Expires ${mmyy}`,
  expired: 'Expired',
  holderIs: (name) => `Name on card: ${name}`,
  balance: (amount) => `Balance: ${amount}`,
  defaultCard: 'Default card',
  makeDefault: 'Make default',
  delete: 'Delete',
  deleteTitle: 'Delete this payment method?',
  deleteConfirm: 'Delete payment method',
  keep: 'Keep it',
  close: 'Close',
  addCard: 'Add a card',
  addGiftCard: 'Add a gift card',
  newCardTitle: 'New card',
  newGiftCardTitle: 'New gift card',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  holder: 'Name on card',
  makeDefaultBox: 'Make this my default card',
  saveCard: 'Save card',
  giftCardNumber: 'Gift card number',
  giftCardNumberHint: '16 to 19 digits',
  pin: 'PIN',
  saveGiftCard: 'Save gift card',
  cancel: 'Cancel',
  working: 'Please wait…',
  loadingForm: 'Loading the form…',
  formFailed: 'The form could not be loaded. Check your connection and try again.',
  cardSaved: 'Card saved.',
  giftCardSaved: 'Gift card saved.',
  deleted: 'Payment method deleted.',
  defaultSet: (label) => `${label} is now your default card.`,
  cardSaveFailed: 'credit card save failed',
  giftCardExists: 'gift card already exists',
  giftCardSaveFailed: 'gift card save failed',
  giftCardInvalid: 'Enter the 16 to 19 digits of the gift card.',
  pinInvalid: 'The PIN is 4 to 8 digits.',
};

const fr: WalletMessages = {
  cards: 'Cartes enregistrées',
  giftCards: 'Cartes cadeaux enregistrées',
  cardsEmpty: 'Vous n’avez aucune carte enregistrée.',
  giftCardsEmpty: 'Vous n’avez aucune carte cadeau enregistrée.',
  loadFailed: 'Nous n’avons pas pu charger vos moyens de paiement.',
  retry: 'Réessayer',
  cardTypes: CARD_TYPES,
  card: 'Carte',
  giftCard: 'Carte cadeau',
  cardLabel: (brand, masked) => `${brand} ${masked}`,
  giftCardLabel: (masked) => `Carte cadeau ${masked}`,
  expires: (mmyy) => `Expire fin ${mmyy}`,
  expired: 'Expirée',
  holderIs: (name) => `Nom sur la carte : ${name}`,
  balance: (amount) => `Solde : ${amount}`,
  defaultCard: 'Carte par défaut',
  makeDefault: 'Définir par défaut',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer ce moyen de paiement ?',
  deleteConfirm: 'Supprimer le moyen de paiement',
  keep: 'Le garder',
  close: 'Fermer',
  addCard: 'Ajouter une carte',
  addGiftCard: 'Ajouter une carte cadeau',
  newCardTitle: 'Nouvelle carte',
  newGiftCardTitle: 'Nouvelle carte cadeau',
  cardNumber: 'Numéro de carte',
  expiry: 'Date d’expiration',
  expiryHint: 'MM/AA',
  holder: 'Nom sur la carte',
  makeDefaultBox: 'En faire ma carte par défaut',
  saveCard: 'Enregistrer la carte',
  giftCardNumber: 'Numéro de carte cadeau',
  giftCardNumberHint: '16 à 19 chiffres',
  pin: 'Code PIN',
  saveGiftCard: 'Enregistrer la carte cadeau',
  cancel: 'Annuler',
  working: 'Veuillez patienter…',
  loadingForm: 'Chargement du formulaire…',
  formFailed: 'Le formulaire n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  cardSaved: 'Carte enregistrée.',
  giftCardSaved: 'Carte cadeau enregistrée.',
  deleted: 'Moyen de paiement supprimé.',
  defaultSet: (label) => `${label} est désormais votre carte par défaut.`,
  cardSaveFailed: 'La carte n’a pas pu être enregistrée',
  giftCardExists: 'Cette carte cadeau est déjà enregistrée',
  giftCardSaveFailed: 'La carte cadeau n’a pas pu être enregistrée',
  giftCardInvalid: 'Saisissez les 16 à 19 chiffres de la carte cadeau.',
  pinInvalid: 'Le code PIN compte 4 à 8 chiffres.',
};

const de: WalletMessages = {
  cards: 'Gespeicherte Karten',
  giftCards: 'Gespeicherte Geschenkkarten',
  cardsEmpty: 'Sie haben keine Karten gespeichert.',
  giftCardsEmpty: 'Sie haben keine Geschenkkarten gespeichert.',
  loadFailed: 'Ihre Zahlungsarten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  cardTypes: CARD_TYPES,
  card: 'Karte',
  giftCard: 'Geschenkkarte',
  cardLabel: (brand, masked) => `${brand} ${masked}`,
  giftCardLabel: (masked) => `Geschenkkarte ${masked}`,
  expires: (mmyy) => `Gültig bis ${mmyy}`,
  expired: 'Abgelaufen',
  holderIs: (name) => `Name auf der Karte: ${name}`,
  balance: (amount) => `Guthaben: ${amount}`,
  defaultCard: 'Standardkarte',
  makeDefault: 'Als Standard festlegen',
  delete: 'Löschen',
  deleteTitle: 'Diese Zahlungsart löschen?',
  deleteConfirm: 'Zahlungsart löschen',
  keep: 'Behalten',
  close: 'Schließen',
  addCard: 'Karte hinzufügen',
  addGiftCard: 'Geschenkkarte hinzufügen',
  newCardTitle: 'Neue Karte',
  newGiftCardTitle: 'Neue Geschenkkarte',
  cardNumber: 'Kartennummer',
  expiry: 'Ablaufdatum',
  expiryHint: 'MM/JJ',
  holder: 'Name auf der Karte',
  makeDefaultBox: 'Als meine Standardkarte festlegen',
  saveCard: 'Karte speichern',
  giftCardNumber: 'Geschenkkartennummer',
  giftCardNumberHint: '16 bis 19 Ziffern',
  pin: 'PIN',
  saveGiftCard: 'Geschenkkarte speichern',
  cancel: 'Abbrechen',
  working: 'Bitte warten…',
  loadingForm: 'Formular wird geladen…',
  formFailed: 'Das Formular konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  cardSaved: 'Karte gespeichert.',
  giftCardSaved: 'Geschenkkarte gespeichert.',
  deleted: 'Zahlungsart gelöscht.',
  defaultSet: (label) => `${label} ist jetzt Ihre Standardkarte.`,
  cardSaveFailed: 'Die Karte konnte nicht gespeichert werden',
  giftCardExists: 'Diese Geschenkkarte ist bereits gespeichert',
  giftCardSaveFailed: 'Die Geschenkkarte konnte nicht gespeichert werden',
  giftCardInvalid: 'Geben Sie die 16 bis 19 Ziffern der Geschenkkarte ein.',
  pinInvalid: 'Die PIN hat 4 bis 8 Ziffern.',
};

const it: WalletMessages = {
  cards: 'Carte salvate',
  giftCards: 'Carte regalo salvate',
  cardsEmpty: 'Non hai carte salvate.',
  giftCardsEmpty: 'Non hai carte regalo salvate.',
  loadFailed: 'Non è stato possibile caricare i tuoi metodi di pagamento.',
  retry: 'Riprova',
  cardTypes: CARD_TYPES,
  card: 'Carta',
  giftCard: 'Carta regalo',
  cardLabel: (brand, masked) => `${brand} ${masked}`,
  giftCardLabel: (masked) => `Carta regalo ${masked}`,
  expires: (mmyy) => `Scade ${mmyy}`,
  expired: 'Scaduta',
  holderIs: (name) => `Nome sulla carta: ${name}`,
  balance: (amount) => `Saldo: ${amount}`,
  defaultCard: 'Carta predefinita',
  makeDefault: 'Rendi predefinita',
  delete: 'Elimina',
  deleteTitle: 'Eliminare questo metodo di pagamento?',
  deleteConfirm: 'Elimina metodo di pagamento',
  keep: 'Mantieni',
  close: 'Chiudi',
  addCard: 'Aggiungi una carta',
  addGiftCard: 'Aggiungi una carta regalo',
  newCardTitle: 'Nuova carta',
  newGiftCardTitle: 'Nuova carta regalo',
  cardNumber: 'Numero della carta',
  expiry: 'Data di scadenza',
  expiryHint: 'MM/AA',
  holder: 'Nome sulla carta',
  makeDefaultBox: 'Rendila la mia carta predefinita',
  saveCard: 'Salva carta',
  giftCardNumber: 'Numero della carta regalo',
  giftCardNumberHint: 'Da 16 a 19 cifre',
  pin: 'PIN',
  saveGiftCard: 'Salva carta regalo',
  cancel: 'Annulla',
  working: 'Attendere…',
  loadingForm: 'Caricamento del modulo…',
  formFailed: 'Non è stato possibile caricare il modulo. Controlla la connessione e riprova.',
  cardSaved: 'Carta salvata.',
  giftCardSaved: 'Carta regalo salvata.',
  deleted: 'Metodo di pagamento eliminato.',
  defaultSet: (label) => `${label} è ora la tua carta predefinita.`,
  cardSaveFailed: 'Non è stato possibile salvare la carta',
  giftCardExists: 'Questa carta regalo è già salvata',
  giftCardSaveFailed: 'Non è stato possibile salvare la carta regalo',
  giftCardInvalid: 'Inserisci le 16-19 cifre della carta regalo.',
  pinInvalid: 'Il PIN è di 4-8 cifre.',
};

export const walletMessages = catalogue<WalletMessages>({ en, fr, de, it });
