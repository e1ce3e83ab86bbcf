/**
 * The loyalty programme's words (issue 12): the member panel and the benefits box of the loyalty
 * page, the join and welcome dialogs, the header's points. en, fr, de, it; `{name}` placeholders
 * are filled with `fillLoyalty`. The programme is called Cairn Summit in every language.
 */
import { catalogue } from '../i18n/catalogue.ts';
import { formatWholeNumber } from '../i18n/site-number-patterns.ts';
import type { LoyaltyBenefit } from './rules.ts';

export interface LoyaltyMessages {
  // The member panel (src/components/loyalty/LoyaltyPanel.astro)
  panelTitle: string;
  loading: string;
  guestText: string;
  nonMemberText: string;
  join: string;
  signIn: string;
  pointsLabel: string;
  /** `{points}` formatted. */
  points: string;
  tier: string;
  vouchersTitle: string;
  /** `{points}` and `{amount}`. */
  voucher: string;
  voucherReady: string;
  /** `{points}`: how many more are needed. */
  voucherMissing: string;
  vouchersEmpty: string;
  welcomeTitle: string;
  /** `{percent}`, `{code}`, `{date}`. */
  welcomeOffer: string;
  welcomeEnded: string;
  loadFailed: string;
  retry: string;
  // The benefits box
  benefitsTitle: string;
  benefits: Record<LoyaltyBenefit, string>;
  // The join dialog
  joinTitle: string;
  joinIntro: string;
  birthDate: string;
  /** `{age}`. */
  birthDateHint: string;
  acceptTerms: string;
  readTerms: string;
  loyaltyNewsletter: string;
  joinNow: string;
  working: string;
  alreadyMember: string;
  seePoints: string;
  profileFailed: string;
  close: string;
  // The welcome dialog
  welcomeDialogTitle: string;
  /** `{name}`. */
  welcomeHello: string;
  welcomeHelloNoName: string;
  /** `{points}`. */
  welcomePoints: string;
  welcomeLoading: string;
  // The header's account menu
  headerPoints: string;
}

const en: LoyaltyMessages = {
  panelTitle: 'Your Cairn Summit',
  loading: 'Loading your points…',
  guestText: 'Create a Cairn account and join the programme in one go. Already have an account? Sign in to join.',
  nonMemberText: 'You are not a member yet. Joining is free and takes a minute.',
  join: 'Join Cairn Summit',
  signIn: 'Sign in',
  pointsLabel: 'Your points',
  points: '{points} points',
  tier: 'Tier: {tier}',
  vouchersTitle: 'Rewards for your points',
  voucher: '{points} points for a {amount} reward',
  voucherReady: 'Ready to use at checkout',
  voucherMissing: '{points} more points needed',
  vouchersEmpty: 'No rewards to show yet: keep collecting points.',
  welcomeTitle: 'Your welcome offer',
  welcomeOffer: '{percent}% off your next order with the code {code}, until {date}.',
  welcomeEnded: 'Your welcome offer has ended.',
  loadFailed: 'We could not load your points. Please try again.',
  retry: 'Try again',
  benefitsTitle: 'Member benefits',
  benefits: {
    points: 'Points on every order, online and in our stores',
    welcome: 'A welcome offer on your next order',
    memberPrices: 'Member prices during our sales',
    freeShipping: 'Free standard shipping on every order',
    repairs: 'Free repairs from the Ridge tier',
  },
  joinTitle: 'Join Cairn Summit',
  joinIntro: 'Membership is free. Accept the programme terms and you are in straight away.',
  birthDate: 'Birth date',
  birthDateHint: 'You must be {age} or older to join.',
  acceptTerms: 'I accept the Cairn Summit terms',
  readTerms: 'Read the programme terms',
  loyaltyNewsletter: 'Send me Cairn Summit news and member offers by email',
  joinNow: 'Join now',
  working: 'Please wait…',
  alreadyMember: 'You are already a Cairn Summit member.',
  seePoints: 'See my points',
  profileFailed: 'We could not load your profile. Please try again.',
  close: 'Close',
  welcomeDialogTitle: 'Welcome to Cairn Summit',
  welcomeHello: 'You are in, {name}!',
  welcomeHelloNoName: 'You are in!',
  welcomePoints: 'You have {points} points to start with.',
  welcomeLoading: 'Loading your welcome offer…',
  headerPoints: '{points} points',
};

const fr: LoyaltyMessages = {
  panelTitle: 'Votre Cairn Summit',
  loading: 'Chargement de vos points…',
  guestText: 'Créez un compte Cairn et rejoignez le programme en une fois. Vous avez déjà un compte ? Connectez-vous pour adhérer.',
  nonMemberText: 'Vous n’êtes pas encore membre. L’adhésion est gratuite et ne prend qu’une minute.',
  join: 'Rejoindre Cairn Summit',
  signIn: 'Se connecter',
  pointsLabel: 'Vos points',
  points: '{points} points',
  tier: 'Palier : {tier}',
  vouchersTitle: 'Récompenses pour vos points',
  voucher: '{points} points pour une récompense de {amount}',
  voucherReady: 'Utilisable au paiement',
  voucherMissing: 'Encore {points} points nécessaires',
  vouchersEmpty: 'Aucune récompense pour l’instant : continuez à cumuler des points.',
  welcomeTitle: 'Votre offre de bienvenue',
  welcomeOffer: '{percent} % de remise sur votre prochaine commande avec le code {code}, jusqu’au {date}.',
  welcomeEnded: 'Votre offre de bienvenue est terminée.',
  loadFailed: 'Impossible de charger vos points. Veuillez réessayer.',
  retry: 'Réessayer',
  benefitsTitle: 'Avantages membres',
  benefits: {
    points: 'Des points à chaque commande, en ligne et en magasin',
    welcome: 'Une offre de bienvenue sur votre prochaine commande',
    memberPrices: 'Des prix membres pendant nos soldes',
    freeShipping: 'La livraison standard offerte sur chaque commande',
    repairs: 'Les réparations offertes dès le palier Ridge',
  },
  joinTitle: 'Rejoindre Cairn Summit',
  joinIntro: 'L’adhésion est gratuite. Acceptez les conditions du programme et vous êtes membre immédiatement.',
  birthDate: 'Date de naissance',
  birthDateHint: 'Vous devez avoir au moins {age} ans pour adhérer.',
  acceptTerms: 'J’accepte les conditions Cairn Summit',
  readTerms: 'Lire les conditions du programme',
  loyaltyNewsletter: 'Recevoir par e-mail les actualités Cairn Summit et les offres membres',
  joinNow: 'Adhérer',
  working: 'Veuillez patienter…',
  alreadyMember: 'Vous êtes déjà membre Cairn Summit.',
  seePoints: 'Voir mes points',
  profileFailed: 'Impossible de charger votre profil. Veuillez réessayer.',
  close: 'Fermer',
  welcomeDialogTitle: 'Bienvenue chez Cairn Summit',
  welcomeHello: 'C’est fait, {name} !',
  welcomeHelloNoName: 'C’est fait !',
  welcomePoints: 'Vous démarrez avec {points} points.',
  welcomeLoading: 'Chargement de votre offre de bienvenue…',
  headerPoints: '{points} points',
};

const de: LoyaltyMessages = {
  panelTitle: 'Ihr Cairn Summit',
  loading: 'Ihre Punkte werden geladen…',
  guestText: 'Erstellen Sie ein Cairn-Konto und treten Sie dem Programm gleich bei. Sie haben schon ein Konto? Melden Sie sich an, um beizutreten.',
  nonMemberText: 'Sie sind noch kein Mitglied. Der Beitritt ist kostenlos und dauert eine Minute.',
  join: 'Cairn Summit beitreten',
  signIn: 'Anmelden',
  pointsLabel: 'Ihre Punkte',
  points: '{points} Punkte',
  tier: 'Stufe: {tier}',
  vouchersTitle: 'Prämien für Ihre Punkte',
  voucher: '{points} Punkte für eine Prämie von {amount}',
  voucherReady: 'An der Kasse einlösbar',
  voucherMissing: 'Noch {points} Punkte nötig',
  vouchersEmpty: 'Noch keine Prämien: Sammeln Sie weiter Punkte.',
  welcomeTitle: 'Ihr Willkommensangebot',
  welcomeOffer: '{percent} % Rabatt auf Ihre nächste Bestellung mit dem Code {code}, bis {date}.',
  welcomeEnded: 'Ihr Willkommensangebot ist abgelaufen.',
  loadFailed: 'Ihre Punkte konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  benefitsTitle: 'Vorteile für Mitglieder',
  benefits: {
    points: 'Punkte bei jeder Bestellung, online und in unseren Filialen',
    welcome: 'Ein Willkommensangebot für Ihre nächste Bestellung',
    memberPrices: 'Mitgliederpreise in unseren Sales',
    freeShipping: 'Kostenloser Standardversand bei jeder Bestellung',
    repairs: 'Kostenlose Reparaturen ab der Stufe Ridge',
  },
  joinTitle: 'Cairn Summit beitreten',
  joinIntro: 'Die Mitgliedschaft ist kostenlos. Akzeptieren Sie die Programmbedingungen, und Sie sind sofort dabei.',
  birthDate: 'Geburtsdatum',
  birthDateHint: 'Sie müssen mindestens {age} Jahre alt sein, um beizutreten.',
  acceptTerms: 'Ich akzeptiere die Cairn-Summit-Bedingungen',
  readTerms: 'Programmbedingungen lesen',
  loyaltyNewsletter: 'Cairn-Summit-Neuigkeiten und Mitgliederangebote per E-Mail erhalten',
  joinNow: 'Jetzt beitreten',
  working: 'Bitte warten…',
  alreadyMember: 'Sie sind bereits Cairn-Summit-Mitglied.',
  seePoints: 'Meine Punkte ansehen',
  profileFailed: 'Ihr Profil konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  close: 'Schließen',
  welcomeDialogTitle: 'Willkommen bei Cairn Summit',
  welcomeHello: 'Sie sind dabei, {name}!',
  welcomeHelloNoName: 'Sie sind dabei!',
  welcomePoints: 'Sie starten mit {points} Punkten.',
  welcomeLoading: 'Ihr Willkommensangebot wird geladen…',
  headerPoints: '{points} Punkte',
};

const it: LoyaltyMessages = {
  panelTitle: 'Il tuo Cairn Summit',
  loading: 'Caricamento dei tuoi punti…',
  guestText: 'Crea un account Cairn e unisciti al programma in un solo passaggio. Hai già un account? Accedi per iscriverti.',
  nonMemberText: 'Non sei ancora membro. L’iscrizione è gratuita e richiede un minuto.',
  join: 'Unisciti a Cairn Summit',
  signIn: 'Accedi',
  pointsLabel: 'I tuoi punti',
  points: '{points} punti',
  tier: 'Livello: {tier}',
  vouchersTitle: 'Premi per i tuoi punti',
  voucher: '{points} punti per un premio da {amount}',
  voucherReady: 'Utilizzabile al pagamento',
  voucherMissing: 'Mancano {points} punti',
  vouchersEmpty: 'Ancora nessun premio: continua a raccogliere punti.',
  welcomeTitle: 'La tua offerta di benvenuto',
  welcomeOffer: 'Il {percent}% di sconto sul prossimo ordine con il codice {code}, fino al {date}.',
  welcomeEnded: 'La tua offerta di benvenuto è scaduta.',
  loadFailed: 'Non è stato possibile caricare i tuoi punti. Riprova.',
  retry: 'Riprova',
  benefitsTitle: 'Vantaggi per i membri',
  benefits: {
    points: 'Punti su ogni ordine, online e nei nostri negozi',
    welcome: 'Un’offerta di benvenuto sul prossimo ordine',
    memberPrices: 'Prezzi riservati ai membri durante i saldi',
    freeShipping: 'Spedizione standard gratuita su ogni ordine',
    repairs: 'Riparazioni gratuite dal livello Ridge',
  },
  joinTitle: 'Unisciti a Cairn Summit',
  joinIntro: 'L’iscrizione è gratuita. Accetta i termini del programma e sei subito dei nostri.',
  birthDate: 'Data di nascita',
  birthDateHint: 'Devi avere almeno {age} anni per iscriverti.',
  acceptTerms: 'Accetto i termini di Cairn Summit',
  readTerms: 'Leggi i termini del programma',
  loyaltyNewsletter: 'Inviami via email le novità di Cairn Summit e le offerte per i membri',
  joinNow: 'Iscriviti ora',
  working: 'Attendere…',
  alreadyMember: 'Sei già membro di Cairn Summit.',
  seePoints: 'Vedi i miei punti',
  profileFailed: 'Non è stato possibile caricare il tuo profilo. Riprova.',
  close: 'Chiudi',
  welcomeDialogTitle: 'Benvenuto in Cairn Summit',
  welcomeHello: 'Ci sei, {name}!',
  welcomeHelloNoName: 'Ci sei!',
  welcomePoints: 'Parti con {points} punti.',
  welcomeLoading: 'Caricamento della tua offerta di benvenuto…',
  headerPoints: '{points} punti',
};

export const loyaltyMessages = catalogue<LoyaltyMessages>({ en, fr, de, it });

/** Fills `{name}` placeholders; unknown ones stay as they are. */
export const fillLoyalty = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

/** Points as the site writes numbers (5,000 / 5 000 / 5.000), without `Intl` on a site (src/lib/i18n/site-number-patterns.ts). */
export const formatPoints = (points: number, hreflang: string): string => formatWholeNumber(points, hreflang);

/** A date (ISO) as the site writes it, in words (May 14, 2025 / 14 mai 2025). */
export const formatLoyaltyDate = (iso: string, hreflang: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(hreflang, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
};
