/**
 * The sandbox wallet sheet's words (the buttons' are in ./button-messages.ts, so a button doesn't
 * load the sheet's). The sheet is a stand-in for Apple Pay in development and tests, and says so.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface ExpressMessages {
  opening: string;
  sheetTitle: string;
  sheetNote: string;
  connecting: string;
  connectFailed: string;
  shippingContact: string;
  billingContact: string;
  sameAsShipping: string;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
  useContact: string;
  checkingContact: string;
  shippingMethod: string;
  noMethodsYet: string;
  paymentOutcome: string;
  outcomeSuccess: string;
  outcomeFailure: string;
  summary: string;
  total: string;
  pending: string;
  pay: string;
  paying: string;
  cancel: string;
  close: string;
  fixContact: string;
  paymentFailed: string;
  cartIntact: string;
  approved: string;
  free: string;
}

const en: ExpressMessages = {
  opening: 'Opening the wallet…',
  sheetTitle: 'Sandbox wallet',
  sheetNote: 'Test payments only: this sheet stands in for Apple Pay. No card is charged.',
  connecting: 'Connecting to the shop…',
  connectFailed: 'The wallet could not be started.',
  shippingContact: 'Shipping contact',
  billingContact: 'Billing contact',
  sameAsShipping: 'Same as the shipping contact',
  firstName: 'First name',
  lastName: 'Last name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  province: 'State or province',
  postalCode: 'Postal code',
  country: 'Country',
  email: 'Email',
  phone: 'Phone',
  useContact: 'Use this contact',
  checkingContact: 'Checking the contact…',
  shippingMethod: 'Shipping method',
  noMethodsYet: 'Use a contact to see the shipping methods.',
  paymentOutcome: 'Test payment outcome',
  outcomeSuccess: 'Approved (wallet-success)',
  outcomeFailure: 'Declined (wallet-failure)',
  summary: 'Summary',
  total: 'Total',
  pending: 'Pending',
  pay: 'Pay with sandbox wallet',
  paying: 'Paying…',
  cancel: 'Cancel',
  close: 'Close',
  fixContact: 'Please correct the contact details marked below.',
  paymentFailed: 'Payment not completed',
  cartIntact: 'Your cart has not changed.',
  approved: 'Payment approved. Opening your order confirmation…',
  free: 'Free',
};

const fr: ExpressMessages = {
  opening: 'Ouverture du portefeuille…',
  sheetTitle: 'Portefeuille sandbox',
  sheetNote: 'Paiements de test uniquement : cette fenêtre remplace Apple Pay. Aucune carte n’est débitée.',
  connecting: 'Connexion à la boutique…',
  connectFailed: 'Le portefeuille n’a pas pu démarrer.',
  shippingContact: 'Contact de livraison',
  billingContact: 'Contact de facturation',
  sameAsShipping: 'Identique au contact de livraison',
  firstName: 'Prénom',
  lastName: 'Nom',
  addressLine1: 'Adresse, ligne 1',
  addressLine2: 'Adresse, ligne 2',
  city: 'Ville',
  province: 'Région ou province',
  postalCode: 'Code postal',
  country: 'Pays',
  email: 'E-mail',
  phone: 'Téléphone',
  useContact: 'Utiliser ce contact',
  checkingContact: 'Vérification du contact…',
  shippingMethod: 'Mode de livraison',
  noMethodsYet: 'Choisissez un contact pour voir les modes de livraison.',
  paymentOutcome: 'Résultat du paiement de test',
  outcomeSuccess: 'Accepté (wallet-success)',
  outcomeFailure: 'Refusé (wallet-failure)',
  summary: 'Récapitulatif',
  total: 'Total',
  pending: 'En attente',
  pay: 'Payer avec le portefeuille sandbox',
  paying: 'Paiement…',
  cancel: 'Annuler',
  close: 'Fermer',
  fixContact: 'Veuillez corriger les informations de contact signalées ci-dessous.',
  paymentFailed: 'Paiement non effectué',
  cartIntact: 'Votre panier n’a pas changé.',
  approved: 'Paiement accepté. Ouverture de la confirmation de commande…',
  free: 'Gratuit',
};

const de: ExpressMessages = {
  opening: 'Wallet wird geöffnet…',
  sheetTitle: 'Sandbox-Wallet',
  sheetNote: 'Nur Testzahlungen: Dieses Fenster ersetzt Apple Pay. Es wird keine Karte belastet.',
  connecting: 'Verbindung zum Shop wird hergestellt…',
  connectFailed: 'Das Wallet konnte nicht gestartet werden.',
  shippingContact: 'Lieferkontakt',
  billingContact: 'Rechnungskontakt',
  sameAsShipping: 'Wie der Lieferkontakt',
  firstName: 'Vorname',
  lastName: 'Nachname',
  addressLine1: 'Adresszeile 1',
  addressLine2: 'Adresszeile 2',
  city: 'Ort',
  province: 'Bundesland oder Provinz',
  postalCode: 'Postleitzahl',
  country: 'Land',
  email: 'E-Mail',
  phone: 'Telefon',
  useContact: 'Diesen Kontakt verwenden',
  checkingContact: 'Kontakt wird geprüft…',
  shippingMethod: 'Versandart',
  noMethodsYet: 'Wähle einen Kontakt, um die Versandarten zu sehen.',
  paymentOutcome: 'Ergebnis der Testzahlung',
  outcomeSuccess: 'Genehmigt (wallet-success)',
  outcomeFailure: 'Abgelehnt (wallet-failure)',
  summary: 'Übersicht',
  total: 'Gesamt',
  pending: 'Ausstehend',
  pay: 'Mit Sandbox-Wallet bezahlen',
  paying: 'Zahlung läuft…',
  cancel: 'Abbrechen',
  close: 'Schließen',
  fixContact: 'Bitte korrigiere die unten markierten Kontaktangaben.',
  paymentFailed: 'Zahlung nicht abgeschlossen',
  cartIntact: 'Dein Warenkorb ist unverändert.',
  approved: 'Zahlung genehmigt. Deine Bestellbestätigung wird geöffnet…',
  free: 'Kostenlos',
};

const it: ExpressMessages = {
  opening: 'Apertura del wallet…',
  sheetTitle: 'Wallet sandbox',
  sheetNote: 'Solo pagamenti di prova: questa finestra sostituisce Apple Pay. Nessuna carta viene addebitata.',
  connecting: 'Connessione al negozio…',
  connectFailed: 'Non è stato possibile avviare il wallet.',
  shippingContact: 'Contatto di spedizione',
  billingContact: 'Contatto di fatturazione',
  sameAsShipping: 'Uguale al contatto di spedizione',
  firstName: 'Nome',
  lastName: 'Cognome',
  addressLine1: 'Indirizzo, riga 1',
  addressLine2: 'Indirizzo, riga 2',
  city: 'Città',
  province: 'Provincia',
  postalCode: 'CAP',
  country: 'Paese',
  email: 'E-mail',
  phone: 'Telefono',
  useContact: 'Usa questo contatto',
  checkingContact: 'Verifica del contatto…',
  shippingMethod: 'Metodo di spedizione',
  noMethodsYet: 'Scegli un contatto per vedere i metodi di spedizione.',
  paymentOutcome: 'Esito del pagamento di prova',
  outcomeSuccess: 'Approvato (wallet-success)',
  outcomeFailure: 'Rifiutato (wallet-failure)',
  summary: 'Riepilogo',
  total: 'Totale',
  pending: 'In attesa',
  pay: 'Paga con il wallet sandbox',
  paying: 'Pagamento in corso…',
  cancel: 'Annulla',
  close: 'Chiudi',
  fixContact: 'Correggi i dati di contatto indicati qui sotto.',
  paymentFailed: 'Pagamento non completato',
  cartIntact: 'Il tuo carrello non è cambiato.',
  approved: 'Pagamento approvato. Apertura della conferma d’ordine…',
  free: 'Gratis',
};

export const expressMessages = catalogue<ExpressMessages>({ en, fr, de, it });
