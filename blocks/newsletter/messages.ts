/**
 * Interface words of the newsletter sign-up. The spec asks for "the translated success" and an
 * error message (docs/requirements/content-blocks.md#newsletter) without giving the words; the validation messages are the spec's
 * (schemas/forms/messages.ts). Editors can replace the labels and the success copy per block.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface NewsletterMessages {
  email: string;
  policy: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successMessage: string;
  alreadySubscribed: string;
  error: string;
  noScript: string;
}

export const newsletterMessages = catalogue<NewsletterMessages>({
  en: {
    email: 'Email address',
    policy: 'I want to receive the newsletter and accept the privacy policy',
    submit: 'Sign up',
    submitting: 'Signing you up…',
    successTitle: 'You’re on the list',
    successMessage: 'Thanks for signing up. Look out for our next newsletter in your inbox.',
    alreadySubscribed: 'This address is already subscribed to our newsletter.',
    error: 'We couldn’t sign you up just now. Please try again in a moment.',
    noScript: 'Turn on JavaScript to sign up.',
  },
  fr: {
    email: 'Adresse e-mail',
    policy: 'Je souhaite recevoir la newsletter et j’accepte la politique de confidentialité',
    submit: 'S’inscrire',
    submitting: 'Inscription en cours…',
    successTitle: 'Vous êtes inscrit',
    successMessage: 'Merci de votre inscription. Notre prochaine newsletter arrive bientôt dans votre boîte de réception.',
    alreadySubscribed: 'Cette adresse est déjà inscrite à notre newsletter.',
    error: 'Nous n’avons pas pu vous inscrire. Veuillez réessayer dans un instant.',
    noScript: 'Activez JavaScript pour vous inscrire.',
  },
  de: {
    email: 'E-Mail-Adresse',
    policy: 'Ich möchte den Newsletter erhalten und akzeptiere die Datenschutzerklärung',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    successTitle: 'Sie sind dabei',
    successMessage: 'Danke für Ihre Anmeldung. Unser nächster Newsletter kommt bald in Ihr Postfach.',
    alreadySubscribed: 'Diese Adresse ist bereits für unseren Newsletter angemeldet.',
    error: 'Die Anmeldung hat gerade nicht geklappt. Bitte versuchen Sie es gleich noch einmal.',
    noScript: 'Aktivieren Sie JavaScript, um sich anzumelden.',
  },
  it: {
    email: 'Indirizzo email',
    policy: 'Voglio ricevere la newsletter e accetto l’informativa sulla privacy',
    submit: 'Iscriviti',
    submitting: 'Iscrizione in corso…',
    successTitle: 'Sei iscritto',
    successMessage: 'Grazie per l’iscrizione. La nostra prossima newsletter arriverà presto nella tua casella.',
    alreadySubscribed: 'Questo indirizzo è già iscritto alla nostra newsletter.',
    error: 'Non è stato possibile iscriverti. Riprova tra un momento.',
    noScript: 'Attiva JavaScript per iscriverti.',
  },
});
