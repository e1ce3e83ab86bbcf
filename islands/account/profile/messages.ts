/**
 * The account profile's words (issue 12), per language: en, fr, de, it. 'Profile not loaded' is
 * the spec's (docs/requirements/errors.md#field-validation-messages); validation messages come from schemas/forms/messages.ts and server
 * refusals from the error catalogue. The change-password form's words are the sign-in
 * catalogue's (src/lib/auth/messages.ts).
 */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';
import type { Gender } from '../../../src/lib/account/profile-form.ts';
import { interestName } from '../../../src/lib/auth/messages.ts';


export interface ProfileMessages {
  detailsHeading: string;
  passwordHeading: string;
  firstName: string;
  lastName: string;
  email: string;
  emailHint: string;
  dialCode: string;
  phone: string;
  phoneHint: (example: string) => string;
  birthDate: (format: string) => string;
  birthDateHint: (age: number) => string;
  gender: string;
  choose: string;
  genders: Record<Gender, string>;
  postalCode: string;
  shoeSize: string;
  noPreference: string;
  interests: string;
  interestsHint: string;
  optional: string;
  save: string;
  saving: string;
  saved: string;
  unchanged: string;
  /** docs/requirements/account-and-loyalty.md#addresses. */
  notLoaded: string;
  notLoadedText: string;
  retry: string;
  keepOneInterest: string;
}

const en: ProfileMessages = {
  detailsHeading: 'Personal details',
  passwordHeading: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'You sign in with this email address.',
  dialCode: 'Country code',
  phone: 'Mobile number',
  phoneHint: (example) => `Format: ${example}`,
  birthDate: (format) => `Birth date (${format})`,
  birthDateHint: (age) => `You must be ${age} or older.`,
  gender: 'Gender',
  choose: 'Choose…',
  genders: { female: 'Female', male: 'Male', 'non-binary': 'Non-binary', undisclosed: 'Prefer not to say' },
  postalCode: 'Postal code',
  shoeSize: 'Preferred shoe size (US)',
  noPreference: 'No preference',
  interests: 'Interests',
  interestsHint: 'Pick what you love doing outdoors.',
  optional: 'optional',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Your profile has been saved.',
  unchanged: 'There are no changes to save.',
  notLoaded: 'Profile not loaded',
  notLoadedText: 'We could not load your profile. Please try again.',
  retry: 'Try again',
  keepOneInterest: 'Keep at least one interest: a saved list can’t be emptied.',
};

const fr: ProfileMessages = {
  detailsHeading: 'Informations personnelles',
  passwordHeading: 'Mot de passe',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  emailHint: 'Vous vous connectez avec cette adresse e-mail.',
  dialCode: 'Indicatif du pays',
  phone: 'Numéro de mobile',
  phoneHint: (example) => `Format : ${example}`,
  birthDate: (format) => `Date de naissance (${format})`,
  birthDateHint: (age) => `Vous devez avoir ${age} ans ou plus.`,
  gender: 'Genre',
  choose: 'Choisir…',
  genders: { female: 'Femme', male: 'Homme', 'non-binary': 'Non binaire', undisclosed: 'Je préfère ne pas le dire' },
  postalCode: 'Code postal',
  shoeSize: 'Pointure préférée (US)',
  noPreference: 'Aucune préférence',
  interests: 'Centres d’intérêt',
  interestsHint: 'Choisissez ce que vous aimez faire en plein air.',
  optional: 'facultatif',
  save: 'Enregistrer les modifications',
  saving: 'Enregistrement…',
  saved: 'Votre profil a été enregistré.',
  unchanged: 'Il n’y a aucune modification à enregistrer.',
  notLoaded: 'Profil non chargé',
  notLoadedText: 'Nous n’avons pas pu charger votre profil. Veuillez réessayer.',
  retry: 'Réessayer',
  keepOneInterest: 'Gardez au moins un centre d’intérêt : une liste enregistrée ne peut pas être vidée.',
};

const de: ProfileMessages = {
  detailsHeading: 'Persönliche Daten',
  passwordHeading: 'Passwort',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  emailHint: 'Mit dieser E-Mail-Adresse melden Sie sich an.',
  dialCode: 'Ländervorwahl',
  phone: 'Mobilnummer',
  phoneHint: (example) => `Format: ${example}`,
  birthDate: (format) => `Geburtsdatum (${format})`,
  birthDateHint: (age) => `Sie müssen mindestens ${age} Jahre alt sein.`,
  gender: 'Geschlecht',
  choose: 'Bitte wählen…',
  genders: { female: 'Weiblich', male: 'Männlich', 'non-binary': 'Nicht-binär', undisclosed: 'Keine Angabe' },
  postalCode: 'Postleitzahl',
  shoeSize: 'Bevorzugte Schuhgröße (US)',
  noPreference: 'Keine Vorliebe',
  interests: 'Interessen',
  interestsHint: 'Wählen Sie, was Sie draußen gerne tun.',
  optional: 'optional',
  save: 'Änderungen speichern',
  saving: 'Wird gespeichert…',
  saved: 'Ihr Profil wurde gespeichert.',
  unchanged: 'Es gibt keine Änderungen zu speichern.',
  notLoaded: 'Profil nicht geladen',
  notLoadedText: 'Ihr Profil konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  keepOneInterest: 'Behalten Sie mindestens ein Interesse: Eine gespeicherte Liste kann nicht geleert werden.',
};

const it: ProfileMessages = {
  detailsHeading: 'Dati personali',
  passwordHeading: 'Password',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Email',
  emailHint: 'Accedi con questo indirizzo email.',
  dialCode: 'Prefisso internazionale',
  phone: 'Numero di cellulare',
  phoneHint: (example) => `Formato: ${example}`,
  birthDate: (format) => `Data di nascita (${format})`,
  birthDateHint: (age) => `Devi avere almeno ${age} anni.`,
  gender: 'Genere',
  choose: 'Scegli…',
  genders: { female: 'Donna', male: 'Uomo', 'non-binary': 'Non binario', undisclosed: 'Preferisco non dirlo' },
  postalCode: 'CAP',
  shoeSize: 'Numero di scarpe preferito (US)',
  noPreference: 'Nessuna preferenza',
  interests: 'Interessi',
  interestsHint: 'Scegli cosa ami fare all’aria aperta.',
  optional: 'facoltativo',
  save: 'Salva le modifiche',
  saving: 'Salvataggio…',
  saved: 'Il tuo profilo è stato salvato.',
  unchanged: 'Non ci sono modifiche da salvare.',
  notLoaded: 'Profilo non caricato',
  notLoadedText: 'Non è stato possibile caricare il tuo profilo. Riprova.',
  retry: 'Riprova',
  keepOneInterest: 'Mantieni almeno un interesse: un elenco salvato non può essere svuotato.',
};

export const profileMessages = catalogue<ProfileMessages>({ en, fr, de, it });

/** Interest names: the sign-in catalogue's, in every language. */
export const interestLabel = (interest: string, language: string): string => interestName(interest, language);
