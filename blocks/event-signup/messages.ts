/**
 * Interface words of the event sign-up. The two steps are the spec's (docs/requirements/content-blocks.md#event-sign-up: "1 sign in
 * or join the event pass, 2 join event"); the rest are ours. Validation messages are the spec's
 * (schemas/forms/messages.ts).
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface EventSignupMessages {
  open: string;
  close: string;
  steps: string;
  stepSignIn: string;
  stepJoin: string;
  checking: string;
  signInFirst: string;
  signIn: string;
  email: string;
  days: string;
  plusOne: string;
  plusOneHint: string;
  terms: string;
  submit: string;
  submitting: string;
  dismiss: string;
  error: string;
  noScript: string;
}

export const eventSignupMessages = catalogue<EventSignupMessages>({
  en: {
    open: 'Sign up for this event',
    close: 'Close',
    steps: 'Steps',
    stepSignIn: 'Sign in or join the event pass',
    stepJoin: 'Join event',
    checking: 'Checking your account…',
    signInFirst: 'Sign in to your account to join this event. Not a member yet? You can create an account from the sign-in page.',
    signIn: 'Sign in',
    email: 'Email address',
    days: 'Which days will you attend?',
    plusOne: 'Guest name',
    plusOneHint: 'Optional: bring a guest by telling us their name.',
    terms: 'I accept the event terms and conditions',
    submit: 'Join event',
    submitting: 'Sending…',
    dismiss: 'Dismiss',
    error: 'We couldn’t register you just now. Please try again.',
    noScript: 'Turn on JavaScript to join this event.',
  },
  fr: {
    open: 'S’inscrire à cet événement',
    close: 'Fermer',
    steps: 'Étapes',
    stepSignIn: 'Connectez-vous ou rejoignez le pass événement',
    stepJoin: 'Rejoindre l’événement',
    checking: 'Vérification de votre compte…',
    signInFirst: 'Connectez-vous à votre compte pour rejoindre cet événement. Pas encore membre ? Créez un compte depuis la page de connexion.',
    signIn: 'Se connecter',
    email: 'Adresse e-mail',
    days: 'Quels jours serez-vous présent ?',
    plusOne: 'Nom de l’invité',
    plusOneHint: 'Facultatif : venez accompagné en indiquant le nom de votre invité.',
    terms: 'J’accepte les conditions de l’événement',
    submit: 'Rejoindre l’événement',
    submitting: 'Envoi…',
    dismiss: 'Fermer le message',
    error: 'Nous n’avons pas pu vous inscrire. Veuillez réessayer.',
    noScript: 'Activez JavaScript pour rejoindre cet événement.',
  },
  de: {
    open: 'Für diese Veranstaltung anmelden',
    close: 'Schließen',
    steps: 'Schritte',
    stepSignIn: 'Anmelden oder dem Event-Pass beitreten',
    stepJoin: 'Teilnehmen',
    checking: 'Ihr Konto wird geprüft…',
    signInFirst: 'Melden Sie sich bei Ihrem Konto an, um teilzunehmen. Noch kein Mitglied? Auf der Anmeldeseite können Sie ein Konto erstellen.',
    signIn: 'Anmelden',
    email: 'E-Mail-Adresse',
    days: 'An welchen Tagen nehmen Sie teil?',
    plusOne: 'Name der Begleitperson',
    plusOneHint: 'Optional: Bringen Sie eine Begleitperson mit und nennen Sie uns ihren Namen.',
    terms: 'Ich akzeptiere die Teilnahmebedingungen',
    submit: 'Teilnehmen',
    submitting: 'Wird gesendet…',
    dismiss: 'Meldung schließen',
    error: 'Die Anmeldung hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.',
    noScript: 'Aktivieren Sie JavaScript, um teilzunehmen.',
  },
  it: {
    open: 'Iscriviti a questo evento',
    close: 'Chiudi',
    steps: 'Passaggi',
    stepSignIn: 'Accedi o unisciti al pass eventi',
    stepJoin: 'Partecipa all’evento',
    checking: 'Verifica del tuo account…',
    signInFirst: 'Accedi al tuo account per partecipare a questo evento. Non sei ancora membro? Puoi creare un account dalla pagina di accesso.',
    signIn: 'Accedi',
    email: 'Indirizzo email',
    days: 'In quali giorni parteciperai?',
    plusOne: 'Nome dell’ospite',
    plusOneHint: 'Facoltativo: porta un ospite indicandoci il suo nome.',
    terms: 'Accetto i termini e le condizioni dell’evento',
    submit: 'Partecipa all’evento',
    submitting: 'Invio…',
    dismiss: 'Chiudi il messaggio',
    error: 'Non è stato possibile registrarti. Riprova.',
    noScript: 'Attiva JavaScript per partecipare a questo evento.',
  },
});
