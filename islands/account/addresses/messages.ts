/**
 * The address book's words (issue 12), per language (en, fr, de, it). Field validation words
 * come from schemas/forms/messages.ts (the spec's exact strings) and gateway failures from the
 * error catalogue (src/lib/errors/messages.ts).
 */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';
import type { ApproachType } from '../../../src/lib/account/address-book.ts';
import { DE_ADDRESS_WORDS, EN_ADDRESS_WORDS, FR_ADDRESS_WORDS, IT_ADDRESS_WORDS, type AddressFormWords } from '../../checkout/address-words.ts';

export interface AddressBookMessages extends AddressFormWords {
  /** Each approach type's section title. */
  sections: Record<ApproachType, string>;
  types: Record<ApproachType, string>;
  /** The mark on the main address of a type. */
  main: Record<ApproachType, string>;
  emptyBook: string;
  emptyType: Record<ApproachType, string>;
  loadFailed: string;
  retry: string;
  add: string;
  addTitle: string;
  editTitle: string;
  typeLegend: string;
  makeMainBox: string;
  firstBecomesMain: string;
  save: string;
  cancel: string;
  edit: string;
  delete: string;
  makeMain: string;
  deleteTitle: string;
  deleteConfirm: string;
  keep: string;
  close: string;
  working: string;
  loadingForm: string;
  formFailed: string;
  saved: string;
  deleted: string;
  madeMain: (type: ApproachType) => string;
  phone: string;
}

const en: AddressBookMessages = {
  ...EN_ADDRESS_WORDS,
  sections: { S: 'Shipping addresses', B: 'Billing addresses' },
  types: { S: 'Shipping', B: 'Billing' },
  main: { S: 'Main shipping address', B: 'Main billing address' },
  emptyBook: 'You have no saved addresses yet. Add one to check out faster.',
  emptyType: { S: 'No shipping address saved.', B: 'No billing address saved.' },
  loadFailed: 'We could not load your addresses.',
  retry: 'Try again',
  add: 'Add an address',
  addTitle: 'New address',
  editTitle: 'Edit address',
  typeLegend: 'Address type',
  makeMainBox: 'Make this my main address of this type',
  firstBecomesMain: 'Your first address of a type becomes your main one.',
  save: 'Save address',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  makeMain: 'Make main',
  deleteTitle: 'Delete this address?',
  deleteConfirm: 'Delete address',
  keep: 'Keep it',
  close: 'Close',
  working: 'Please wait…',
  loadingForm: 'Loading the form…',
  formFailed: 'The form could not be loaded. Check your connection and try again.',
  saved: 'Address saved.',
  deleted: 'Address deleted.',
  madeMain: (type) => `This is now your main ${type === 'S' ? 'shipping' : 'billing'} address.`,
  phone: 'Phone',
  choose: 'Choose…',
};

const fr: AddressBookMessages = {
  ...FR_ADDRESS_WORDS,
  sections: { S: 'Adresses de livraison', B: 'Adresses de facturation' },
  types: { S: 'Livraison', B: 'Facturation' },
  main: { S: 'Adresse de livraison principale', B: 'Adresse de facturation principale' },
  emptyBook: 'Vous n’avez encore aucune adresse enregistrée. Ajoutez-en une pour commander plus vite.',
  emptyType: { S: 'Aucune adresse de livraison enregistrée.', B: 'Aucune adresse de facturation enregistrée.' },
  loadFailed: 'Nous n’avons pas pu charger vos adresses.',
  retry: 'Réessayer',
  add: 'Ajouter une adresse',
  addTitle: 'Nouvelle adresse',
  editTitle: 'Modifier l’adresse',
  typeLegend: 'Type d’adresse',
  makeMainBox: 'En faire mon adresse principale de ce type',
  firstBecomesMain: 'Votre première adresse d’un type devient votre adresse principale.',
  save: 'Enregistrer l’adresse',
  cancel: 'Annuler',
  edit: 'Modifier',
  delete: 'Supprimer',
  makeMain: 'Définir comme principale',
  deleteTitle: 'Supprimer cette adresse ?',
  deleteConfirm: 'Supprimer l’adresse',
  keep: 'La garder',
  close: 'Fermer',
  working: 'Veuillez patienter…',
  loadingForm: 'Chargement du formulaire…',
  formFailed: 'Le formulaire n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  saved: 'Adresse enregistrée.',
  deleted: 'Adresse supprimée.',
  madeMain: (type) => `C’est désormais votre adresse de ${type === 'S' ? 'livraison' : 'facturation'} principale.`,
  phone: 'Téléphone',
  choose: 'Choisir…',
};

const de: AddressBookMessages = {
  ...DE_ADDRESS_WORDS,
  sections: { S: 'Lieferadressen', B: 'Rechnungsadressen' },
  types: { S: 'Lieferung', B: 'Rechnung' },
  main: { S: 'Haupt-Lieferadresse', B: 'Haupt-Rechnungsadresse' },
  emptyBook: 'Sie haben noch keine Adressen gespeichert. Fügen Sie eine hinzu, um schneller zu bestellen.',
  emptyType: { S: 'Keine Lieferadresse gespeichert.', B: 'Keine Rechnungsadresse gespeichert.' },
  loadFailed: 'Ihre Adressen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  add: 'Adresse hinzufügen',
  addTitle: 'Neue Adresse',
  editTitle: 'Adresse bearbeiten',
  typeLegend: 'Adresstyp',
  makeMainBox: 'Als meine Hauptadresse dieses Typs festlegen',
  firstBecomesMain: 'Ihre erste Adresse eines Typs wird Ihre Hauptadresse.',
  save: 'Adresse speichern',
  cancel: 'Abbrechen',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  makeMain: 'Als Hauptadresse festlegen',
  deleteTitle: 'Diese Adresse löschen?',
  deleteConfirm: 'Adresse löschen',
  keep: 'Behalten',
  close: 'Schließen',
  working: 'Bitte warten…',
  loadingForm: 'Formular wird geladen…',
  formFailed: 'Das Formular konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  saved: 'Adresse gespeichert.',
  deleted: 'Adresse gelöscht.',
  madeMain: (type) => `Dies ist jetzt Ihre Haupt-${type === 'S' ? 'Lieferadresse' : 'Rechnungsadresse'}.`,
  phone: 'Telefon',
  choose: 'Bitte wählen…',
};

const it: AddressBookMessages = {
  ...IT_ADDRESS_WORDS,
  sections: { S: 'Indirizzi di spedizione', B: 'Indirizzi di fatturazione' },
  types: { S: 'Spedizione', B: 'Fatturazione' },
  main: { S: 'Indirizzo di spedizione principale', B: 'Indirizzo di fatturazione principale' },
  emptyBook: 'Non hai ancora indirizzi salvati. Aggiungine uno per ordinare più in fretta.',
  emptyType: { S: 'Nessun indirizzo di spedizione salvato.', B: 'Nessun indirizzo di fatturazione salvato.' },
  loadFailed: 'Non è stato possibile caricare i tuoi indirizzi.',
  retry: 'Riprova',
  add: 'Aggiungi un indirizzo',
  addTitle: 'Nuovo indirizzo',
  editTitle: 'Modifica indirizzo',
  typeLegend: 'Tipo di indirizzo',
  makeMainBox: 'Rendilo il mio indirizzo principale di questo tipo',
  firstBecomesMain: 'Il tuo primo indirizzo di un tipo diventa quello principale.',
  save: 'Salva indirizzo',
  cancel: 'Annulla',
  edit: 'Modifica',
  delete: 'Elimina',
  makeMain: 'Rendi principale',
  deleteTitle: 'Eliminare questo indirizzo?',
  deleteConfirm: 'Elimina indirizzo',
  keep: 'Mantieni',
  close: 'Chiudi',
  working: 'Attendere…',
  loadingForm: 'Caricamento del modulo…',
  formFailed: 'Non è stato possibile caricare il modulo. Controlla la connessione e riprova.',
  saved: 'Indirizzo salvato.',
  deleted: 'Indirizzo eliminato.',
  madeMain: (type) => `Ora è il tuo indirizzo di ${type === 'S' ? 'spedizione' : 'fatturazione'} principale.`,
  phone: 'Telefono',
  choose: 'Scegli…',
};

export const addressBookMessages = catalogue<AddressBookMessages>({ en, fr, de, it });
