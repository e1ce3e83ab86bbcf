/**
 * The associate login's words per language (English for a language without its own). The page
 * renders them into its markup and a data attribute, so the script carries no dictionary.
 * The password field's words are the sign-in's (src/lib/auth/messages.ts), the end action's the
 * header's (src/components/header/words.ts), field messages schemas/forms/messages.ts.
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';

export interface AssociateLoginWords {
  title: string;
  intro: string;
  store: string;
  chooseStore: string;
  loadingStores: string;
  storeId: string;
  storeIdFormat: string;
  storesFailed: string;
  storesEmpty: string;
  associateId: string;
  associateIdFormat: string;
  submit: string;
  submitting: string;
  signedInAt: string;
  checking: string;
  /** AUT401 here: the catalogue's words speak of an email, an associate signs in with an id. */
  wrongCredentials: string;
}

const en: AssociateLoginWords = {
  title: 'Associate login',
  intro: 'Sign in at your store to place orders for customers.',
  store: 'Store',
  chooseStore: 'Choose a store',
  loadingStores: 'Loading stores…',
  storeId: 'Store id',
  storeIdFormat: '3 to 6 digits',
  storesFailed: 'The list of stores could not be loaded. Enter your store id instead.',
  storesEmpty: 'No store on this site takes associate sign-in. Enter your store id.',
  associateId: 'Associate id',
  associateIdFormat: '3 to 12 letters or digits',
  submit: 'Sign in at this store',
  submitting: 'Signing in…',
  signedInAt: 'You are signed in at {storeName} as {employee}',
  checking: 'Checking your store session…',
  wrongCredentials: 'The associate id or password is incorrect.',
};

const fr: AssociateLoginWords = {
  title: 'Connexion conseiller',
  intro: 'Connectez-vous dans votre magasin pour passer des commandes pour les clients.',
  store: 'Magasin',
  chooseStore: 'Choisissez un magasin',
  loadingStores: 'Chargement des magasins…',
  storeId: 'Identifiant du magasin',
  storeIdFormat: '3 à 6 chiffres',
  storesFailed: 'La liste des magasins n’a pas pu être chargée. Saisissez plutôt l’identifiant de votre magasin.',
  storesEmpty: 'Aucun magasin de ce site n’accepte la connexion conseiller. Saisissez l’identifiant de votre magasin.',
  associateId: 'Identifiant conseiller',
  associateIdFormat: '3 à 12 lettres ou chiffres',
  submit: 'Se connecter dans ce magasin',
  submitting: 'Connexion…',
  signedInAt: 'Vous êtes connecté·e à {storeName} en tant que {employee}',
  checking: 'Vérification de votre session magasin…',
  wrongCredentials: 'L’identifiant conseiller ou le mot de passe est incorrect.',
};

const de: AssociateLoginWords = {
  title: 'Mitarbeiter-Anmeldung',
  intro: 'Melde dich in deiner Filiale an, um Bestellungen für Kundinnen und Kunden aufzugeben.',
  store: 'Filiale',
  chooseStore: 'Filiale auswählen',
  loadingStores: 'Filialen werden geladen…',
  storeId: 'Filial-ID',
  storeIdFormat: '3 bis 6 Ziffern',
  storesFailed: 'Die Filialliste konnte nicht geladen werden. Gib stattdessen deine Filial-ID ein.',
  storesEmpty: 'Keine Filiale dieser Website erlaubt die Mitarbeiter-Anmeldung. Gib deine Filial-ID ein.',
  associateId: 'Mitarbeiter-ID',
  associateIdFormat: '3 bis 12 Buchstaben oder Ziffern',
  submit: 'In dieser Filiale anmelden',
  submitting: 'Anmeldung läuft…',
  signedInAt: 'Du bist in {storeName} als {employee} angemeldet',
  checking: 'Deine Filialsitzung wird geprüft…',
  wrongCredentials: 'Mitarbeiter-ID oder Passwort ist falsch.',
};

const it: AssociateLoginWords = {
  title: 'Accesso addetto vendite',
  intro: 'Accedi nel tuo negozio per effettuare ordini per i clienti.',
  store: 'Negozio',
  chooseStore: 'Scegli un negozio',
  loadingStores: 'Caricamento dei negozi…',
  storeId: 'Codice negozio',
  storeIdFormat: 'Da 3 a 6 cifre',
  storesFailed: 'Non è stato possibile caricare l’elenco dei negozi. Inserisci il codice del tuo negozio.',
  storesEmpty: 'Nessun negozio di questo sito consente l’accesso degli addetti. Inserisci il codice del tuo negozio.',
  associateId: 'Codice addetto',
  associateIdFormat: 'Da 3 a 12 lettere o cifre',
  submit: 'Accedi in questo negozio',
  submitting: 'Accesso in corso…',
  signedInAt: 'Hai effettuato l’accesso presso {storeName} come {employee}',
  checking: 'Verifica della sessione del negozio…',
  wrongCredentials: 'Il codice addetto o la password non sono corretti.',
};

export const associateLoginWords = catalogue<AssociateLoginWords>({ en, fr, de, it });
