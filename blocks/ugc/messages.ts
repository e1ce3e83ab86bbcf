/** Interface strings of the UGC widgets (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface UgcMessages {
  photos: string;
  /** `{user}` and `{caption}`. */
  openPhoto: string;
  close: string;
  by: string;
  shopTheLook: string;
  report: string;
  reportTitle: string;
  email: string;
  reason: string;
  reasons: Record<'inappropriate' | 'spam' | 'copyright' | 'other', string>;
  send: string;
  reported: string;
  reportFailed: string;
}

const en: UgcMessages = {
  photos: 'Photos from our community',
  openPhoto: 'Photo by {user}: {caption}',
  close: 'Close',
  by: 'Photo by',
  shopTheLook: 'Shop the look',
  report: 'Report this photo',
  reportTitle: 'Report this photo',
  email: 'Your email',
  reason: 'Reason',
  reasons: { inappropriate: 'Inappropriate', spam: 'Spam', copyright: 'Copyright', other: 'Something else' },
  send: 'Send report',
  reported: 'Thank you. We will review this photo.',
  reportFailed: 'The report could not be sent. Please try again.',
};

export const ugcMessages = catalogue<UgcMessages>({
  en,
  fr: {
    photos: 'Photos de notre communauté',
    openPhoto: 'Photo de {user} : {caption}',
    close: 'Fermer',
    by: 'Photo de',
    shopTheLook: 'Acheter le look',
    report: 'Signaler cette photo',
    reportTitle: 'Signaler cette photo',
    email: 'Votre e-mail',
    reason: 'Motif',
    reasons: { inappropriate: 'Inapproprié', spam: 'Spam', copyright: 'Droits d’auteur', other: 'Autre chose' },
    send: 'Envoyer le signalement',
    reported: 'Merci. Nous allons examiner cette photo.',
    reportFailed: 'Le signalement n’a pas pu être envoyé. Veuillez réessayer.',
  },
  de: {
    photos: 'Fotos aus unserer Community',
    openPhoto: 'Foto von {user}: {caption}',
    close: 'Schließen',
    by: 'Foto von',
    shopTheLook: 'Den Look shoppen',
    report: 'Foto melden',
    reportTitle: 'Foto melden',
    email: 'Ihre E-Mail-Adresse',
    reason: 'Grund',
    reasons: { inappropriate: 'Unangemessen', spam: 'Spam', copyright: 'Urheberrecht', other: 'Etwas anderes' },
    send: 'Meldung senden',
    reported: 'Danke. Wir prüfen dieses Foto.',
    reportFailed: 'Die Meldung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  it: {
    photos: 'Foto dalla nostra community',
    openPhoto: 'Foto di {user}: {caption}',
    close: 'Chiudi',
    by: 'Foto di',
    shopTheLook: 'Acquista il look',
    report: 'Segnala questa foto',
    reportTitle: 'Segnala questa foto',
    email: 'La tua email',
    reason: 'Motivo',
    reasons: { inappropriate: 'Inappropriata', spam: 'Spam', copyright: 'Copyright', other: 'Altro' },
    send: 'Invia segnalazione',
    reported: 'Grazie. Esamineremo questa foto.',
    reportFailed: 'Impossibile inviare la segnalazione. Riprova.',
  },
});
