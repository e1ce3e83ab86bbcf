/**
 * The page frame's own words: the base layout's (skip link, home link), the not-found, error and
 * unavailable pages', and the pagination of listings (server-rendered and the favorites island).
 * In src/lib so islands may import them too. Brand names stay as they are ('Cairn').
 */
import { catalogue } from '../i18n/catalogue.ts';

export interface PageMessages {
  skipToContent: string;
  /** The logo link's name. */
  home: string;
  notFoundTitle: string;
  notFoundHeading: string;
  notFoundText: string;
  backToShop: string;
  errorTitle: string;
  errorText: string;
  unavailableTitle: string;
  unavailableText: string;
  tryAgain: string;
  pagination: string;
  previous: string;
  next: string;
  page: (n: number) => string;
}

const en: PageMessages = {
  skipToContent: 'Skip to content',
  home: 'Cairn home',
  notFoundTitle: 'Page not found',
  notFoundHeading: "We can't find that page",
  notFoundText: 'The link may be old, or the page may have moved.',
  backToShop: 'Back to the shop',
  errorTitle: 'Something went wrong',
  errorText: "We couldn't show this page. Please try again in a moment.",
  unavailableTitle: "We'll be right back",
  unavailableText: 'Our shop is taking a short break. Please try again in a moment.',
  tryAgain: 'Try again',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n) => `Page ${n}`,
};

const fr: PageMessages = {
  skipToContent: 'Aller au contenu',
  home: 'Accueil Cairn',
  notFoundTitle: 'Page introuvable',
  notFoundHeading: 'Nous ne trouvons pas cette page',
  notFoundText: 'Le lien est peut-être ancien, ou la page a été déplacée.',
  backToShop: 'Retour à la boutique',
  errorTitle: 'Une erreur s’est produite',
  errorText: 'Nous n’avons pas pu afficher cette page. Veuillez réessayer dans un instant.',
  unavailableTitle: 'Nous revenons très vite',
  unavailableText: 'Notre boutique fait une courte pause. Veuillez réessayer dans un instant.',
  tryAgain: 'Réessayer',
  pagination: 'Pagination',
  previous: 'Précédente',
  next: 'Suivante',
  page: (n) => `Page ${n}`,
};

const de: PageMessages = {
  skipToContent: 'Zum Inhalt springen',
  home: 'Cairn Startseite',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundHeading: 'Diese Seite finden wir nicht',
  notFoundText: 'Der Link ist vielleicht veraltet, oder die Seite wurde verschoben.',
  backToShop: 'Zurück zum Shop',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorText: 'Diese Seite konnte nicht angezeigt werden. Bitte versuche es gleich noch einmal.',
  unavailableTitle: 'Wir sind gleich wieder da',
  unavailableText: 'Unser Shop macht eine kurze Pause. Bitte versuche es gleich noch einmal.',
  tryAgain: 'Erneut versuchen',
  pagination: 'Seitennavigation',
  previous: 'Zurück',
  next: 'Weiter',
  page: (n) => `Seite ${n}`,
};

const it: PageMessages = {
  skipToContent: 'Vai al contenuto',
  home: 'Home page di Cairn',
  notFoundTitle: 'Pagina non trovata',
  notFoundHeading: 'Non troviamo questa pagina',
  notFoundText: 'Il link potrebbe essere vecchio, oppure la pagina è stata spostata.',
  backToShop: 'Torna al negozio',
  errorTitle: 'Si è verificato un errore',
  errorText: 'Non è stato possibile mostrare questa pagina. Riprova tra un momento.',
  unavailableTitle: 'Torniamo subito',
  unavailableText: 'Il nostro negozio si sta prendendo una breve pausa. Riprova tra un momento.',
  tryAgain: 'Riprova',
  pagination: 'Paginazione',
  previous: 'Precedente',
  next: 'Successiva',
  page: (n) => `Pagina ${n}`,
};

export const pageMessages = catalogue<PageMessages>({ en, fr, de, it });
