/**
 * The words of the sign-in, sign-up, enrolment and password screens. English holds the spec's
 * exact strings ('you have successfully logged in', seed 000 §8); French and German are ours;
 * another language falls back to English. Field validation messages are in
 * schemas/forms/messages.ts.
 */

const en = {
  signInTitle: 'Sign in',
  signUpTitle: 'Create account',
  lookupTitle: 'Sign in or create an account',
  lookupIntro: 'Enter your email address to sign in or create an account.',
  forgotTitle: 'Reset your password',
  completeTitle: 'Complete your profile',
  accountTitle: 'Your account',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  currentPassword: 'Current password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  passwordRules: 'Your password must have:',
  ruleMet: 'met',
  ruleNotMet: 'not met',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Mobile number',
  dialCode: 'Country code',
  birthDate: 'Birth date',
  postalCode: 'Postal code',
  gender: 'Gender',
  continue: 'Continue',
  signIn: 'Sign in',
  signUp: 'Create account',
  signOut: 'Sign out',
  createAccountSwitch: 'New here? Create account',
  haveAccountSwitch: 'Already a member? Sign in',
  forgotPassword: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  useAnotherEmail: 'Use another email',
  working: 'Please wait…',
  newsletter: 'Email me news and offers',
  loyaltyTerms: 'Join the loyalty programme and accept its terms',
  policy: 'I accept the terms and the privacy policy',
  smsOptIn: 'Send me text messages (SMS)',
  smsOptInHint: 'Enter a valid mobile number first.',
  smsTermsTitle: 'SMS terms',
  smsTermsText: 'By accepting you agree to receive recurring marketing text messages at the number given. Message and data rates may apply. Reply STOP to cancel.',
  accept: 'I accept',
  cancel: 'Cancel',
  employeeTermsTitle: 'Employee discount terms',
  employeeTermsText: 'Your employee discount applies to personal purchases only, within your annual cap. Read the full associate discount terms before you accept.',
  employeeTermsLink: 'Associate discount terms',
  employeeTermsAccept: 'Accept the terms',
  employeeTermsLater: 'Not now',
  signedIn: 'you have successfully logged in',
  accountCreated: 'Your account has been created.',
  signedOut: 'You are signed out.',
  signedInAs: 'Signed in as {name}',
  resetSent: 'If an account exists for {email}, we have sent a link to reset the password.',
  resetSentTitle: 'Check your email',
  sendResetLink: 'Send reset link',
  resetDone: 'Your password has been changed. You can sign in with it now.',
  setPassword: 'Set new password',
  changePassword: 'Change password',
  passwordChanged: 'Your password has been changed.',
  mobileStepTitle: 'Add your mobile number',
  profileStepTitle: 'Tell us about you',
  interestsStepTitle: 'Your interests',
  interestsIntro: 'Pick what you love doing outdoors.',
  successStepTitle: 'All set',
  successStepText: 'Thank you, your profile is complete.',
  skip: 'Skip for now',
  save: 'Save',
  done: 'Done',
  close: 'Close',
  stepOf: 'Step {n} of {total}',
} as const;

export type AuthMessageId = keyof typeof en;
type Table = Readonly<Record<AuthMessageId, string>>;

const fr: Partial<Table> = {
  signInTitle: 'Se connecter',
  signUpTitle: 'Créer un compte',
  lookupTitle: 'Se connecter ou créer un compte',
  lookupIntro: 'Saisissez votre adresse e-mail pour vous connecter ou créer un compte.',
  forgotTitle: 'Réinitialiser le mot de passe',
  completeTitle: 'Compléter votre profil',
  accountTitle: 'Votre compte',
  email: 'E-mail',
  password: 'Mot de passe',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le nouveau mot de passe',
  currentPassword: 'Mot de passe actuel',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  passwordRules: 'Votre mot de passe doit contenir :',
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Numéro de mobile',
  dialCode: 'Indicatif du pays',
  birthDate: 'Date de naissance',
  postalCode: 'Code postal',
  continue: 'Continuer',
  signIn: 'Se connecter',
  signUp: 'Créer un compte',
  signOut: 'Se déconnecter',
  forgotPassword: 'Mot de passe oublié ?',
  backToSignIn: 'Retour à la connexion',
  working: 'Veuillez patienter…',
  accept: 'J’accepte',
  cancel: 'Annuler',
  signedIn: 'vous êtes connecté',
  accountCreated: 'Votre compte a été créé.',
  signedOut: 'Vous êtes déconnecté.',
  close: 'Fermer',
};

const de: Partial<Table> = {
  signInTitle: 'Anmelden',
  signUpTitle: 'Konto erstellen',
  lookupTitle: 'Anmelden oder Konto erstellen',
  lookupIntro: 'Geben Sie Ihre E-Mail-Adresse ein, um sich anzumelden oder ein Konto zu erstellen.',
  forgotTitle: 'Passwort zurücksetzen',
  completeTitle: 'Profil vervollständigen',
  accountTitle: 'Ihr Konto',
  email: 'E-Mail',
  password: 'Passwort',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Neues Passwort bestätigen',
  currentPassword: 'Aktuelles Passwort',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  passwordRules: 'Ihr Passwort muss enthalten:',
  firstName: 'Vorname',
  lastName: 'Nachname',
  phone: 'Mobilnummer',
  dialCode: 'Ländervorwahl',
  birthDate: 'Geburtsdatum',
  postalCode: 'Postleitzahl',
  continue: 'Weiter',
  signIn: 'Anmelden',
  signUp: 'Konto erstellen',
  signOut: 'Abmelden',
  forgotPassword: 'Passwort vergessen?',
  backToSignIn: 'Zurück zur Anmeldung',
  working: 'Bitte warten…',
  accept: 'Ich akzeptiere',
  cancel: 'Abbrechen',
  signedIn: 'Sie haben sich erfolgreich angemeldet',
  accountCreated: 'Ihr Konto wurde erstellt.',
  signedOut: 'Sie sind abgemeldet.',
  close: 'Schließen',
};

const TABLES: Readonly<Record<string, Partial<Table>>> = { en, fr, de };

export function authMessages(language: string): Table {
  return { ...en, ...TABLES[language.slice(0, 2).toLowerCase()] };
}

/** The forms' one way to put values into a message (schemas/forms/messages.ts). */
export { fillMessage as fill } from '../../../schemas/forms/messages.ts';

/** The interests' names (schemas/api/consumer-rules.ts INTERESTS), per language; English otherwise. */
const INTEREST_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { hiking: 'Hiking', 'trail-running': 'Trail running', climbing: 'Climbing', camping: 'Camping', skiing: 'Skiing', snowboarding: 'Snowboarding', travel: 'Travel', 'urban-exploring': 'Urban exploring', fishing: 'Fishing', cycling: 'Cycling' },
  fr: { hiking: 'Randonnée', 'trail-running': 'Trail', climbing: 'Escalade', camping: 'Camping', skiing: 'Ski', snowboarding: 'Snowboard', travel: 'Voyage', 'urban-exploring': 'Exploration urbaine', fishing: 'Pêche', cycling: 'Vélo' },
  de: { hiking: 'Wandern', 'trail-running': 'Trailrunning', climbing: 'Klettern', camping: 'Camping', skiing: 'Skifahren', snowboarding: 'Snowboarden', travel: 'Reisen', 'urban-exploring': 'Städte erkunden', fishing: 'Angeln', cycling: 'Radfahren' },
};

export function interestName(interest: string, language: string): string {
  return INTEREST_NAMES[language.slice(0, 2).toLowerCase()]?.[interest] ?? INTEREST_NAMES.en?.[interest] ?? interest;
}
