/**
 * The gift option's words (docs/requirements/cart.md#gift-options "add gift option"). Field validation words come from
 * schemas/forms/messages.ts; the length message is the spec's (docs/requirements/cart.md#gift-options). en is ours, fr, de
 * and it follow it.
 */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';

export interface GiftMessages {
  add: string;
  edit: string;
  remove: string;
  title: string;
  to: string;
  email: string;
  message: string;
  save: string;
  saving: string;
  allRequired: string;
  tooLong: (n: number) => string;
  summary: (to: string) => string;
  removed: string;
  close: string;
}

const en: GiftMessages = {
  add: 'Add gift message',
  edit: 'Edit gift message',
  remove: 'Remove gift message',
  title: 'Gift message',
  to: 'To',
  email: 'Recipient email',
  message: 'Message',
  save: 'Save gift message',
  saving: 'Saving…',
  allRequired: 'A gift message needs a recipient, their email and a message: fill in all three.',
  tooLong: (n) => `Value must not be longer than ${n} characters`,
  summary: (to) => `Gift message for ${to}`,
  removed: 'Gift message removed',
  close: 'Close',
};

const fr: GiftMessages = {
  add: 'Ajouter un message cadeau',
  edit: 'Modifier le message cadeau',
  remove: 'Supprimer le message cadeau',
  title: 'Message cadeau',
  to: 'Pour',
  email: 'E-mail du destinataire',
  message: 'Message',
  save: 'Enregistrer le message cadeau',
  saving: 'Enregistrement…',
  allRequired: 'Un message cadeau demande un destinataire, son e-mail et un message : remplissez les trois.',
  tooLong: (n) => `La valeur ne doit pas dépasser ${n} caractères`,
  summary: (to) => `Message cadeau pour ${to}`,
  removed: 'Message cadeau supprimé',
  close: 'Fermer',
};

const de: GiftMessages = {
  add: 'Geschenknachricht hinzufügen',
  edit: 'Geschenknachricht bearbeiten',
  remove: 'Geschenknachricht entfernen',
  title: 'Geschenknachricht',
  to: 'An',
  email: 'E-Mail des Empfängers',
  message: 'Nachricht',
  save: 'Geschenknachricht speichern',
  saving: 'Wird gespeichert…',
  allRequired: 'Eine Geschenknachricht braucht einen Empfänger, seine E-Mail und eine Nachricht: Bitte alle drei ausfüllen.',
  tooLong: (n) => `Der Wert darf nicht länger als ${n} Zeichen sein`,
  summary: (to) => `Geschenknachricht an ${to}`,
  removed: 'Geschenknachricht entfernt',
  close: 'Schließen',
};

const it: GiftMessages = {
  add: 'Aggiungi un messaggio regalo',
  edit: 'Modifica il messaggio regalo',
  remove: 'Rimuovi il messaggio regalo',
  title: 'Messaggio regalo',
  to: 'Per',
  email: 'Email del destinatario',
  message: 'Messaggio',
  save: 'Salva il messaggio regalo',
  saving: 'Salvataggio…',
  allRequired: 'Un messaggio regalo richiede un destinatario, la sua email e un messaggio: compila tutti e tre i campi.',
  tooLong: (n) => `Il valore non può superare ${n} caratteri`,
  summary: (to) => `Messaggio regalo per ${to}`,
  removed: 'Messaggio regalo rimosso',
  close: 'Chiudi',
};

export const giftMessages = catalogue<GiftMessages>({ en, fr, de, it });
