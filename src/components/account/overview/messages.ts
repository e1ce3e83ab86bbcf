/**
 * The account overview's words (issue 12), per language (en, fr, de, it): the greeting, the
 * loyalty block, the latest orders and the shortcuts. The spend banners' words are in
 * ../spend/messages.ts; order statuses are the orders section's (islands/account/orders/messages.ts).
 */
import { catalogue } from '../../../lib/i18n/catalogue.ts';
import type { Shortcut } from '../../../lib/account/overview.ts';

export interface OverviewMessages {
  greeting: (firstName: string) => string;
  greetingNoName: string;
  intro: string;
  loyaltyHeading: string;
  memberStatus: string;
  points: (formatted: string) => string;
  tier: (tier: string) => string;
  pointsUnavailable: string;
  rewardsLink: string;
  joinTitle: string;
  joinText: string;
  joinLink: string;
  profileFailed: string;
  ordersHeading: string;
  ordersCaption: string;
  orderNumber: string;
  orderDate: string;
  orderStatus: string;
  orderTotal: string;
  orderLink: (orderNumber: string) => string;
  noOrders: string;
  startShopping: string;
  ordersFailed: string;
  allOrders: string;
  shortcutsHeading: string;
  shortcuts: Record<Shortcut, { title: string; text: string }>;
}

const en: OverviewMessages = {
  greeting: (firstName) => `Hi, ${firstName}`,
  greetingNoName: 'Hi there',
  intro: 'Here is what is new in your account.',
  loyaltyHeading: 'Cairn Summit loyalty',
  memberStatus: 'You are a Cairn Summit member.',
  points: (formatted) => `${formatted} points`,
  tier: (tier) => `${tier} tier`,
  pointsUnavailable: 'Your points balance is not available right now.',
  rewardsLink: 'See your rewards',
  joinTitle: 'Join Cairn Summit',
  joinText: 'Earn points on every order, get member-only offers and a welcome reward.',
  joinLink: 'Join Cairn Summit',
  profileFailed: 'We couldn’t load your loyalty status right now. Please reload the page to try again.',
  ordersHeading: 'Latest orders',
  ordersCaption: 'Your latest orders',
  orderNumber: 'Order',
  orderDate: 'Date',
  orderStatus: 'Status',
  orderTotal: 'Total',
  orderLink: (orderNumber) => `Order ${orderNumber}`,
  noOrders: 'No orders yet',
  startShopping: 'Start shopping',
  ordersFailed: 'We couldn’t load your orders right now. Please reload the page to try again.',
  allOrders: 'All orders',
  shortcutsHeading: 'Shortcuts',
  shortcuts: {
    profile: { title: 'Profile', text: 'Name, contact details, password' },
    addresses: { title: 'Addresses', text: 'Shipping and billing addresses' },
    'payment-methods': { title: 'Payment methods', text: 'Saved cards and gift cards' },
    communication: { title: 'Communication', text: 'Newsletters, SMS and notifications' },
    favorites: { title: 'Favorites', text: 'Products you saved' },
    'order-tracking': { title: 'Track an order', text: 'With an order number and email' },
  },
};

const fr: OverviewMessages = {
  greeting: (firstName) => `Bonjour, ${firstName}`,
  greetingNoName: 'Bonjour',
  intro: 'Voici les nouveautés de votre compte.',
  loyaltyHeading: 'Fidélité Cairn Summit',
  memberStatus: 'Vous êtes membre Cairn Summit.',
  points: (formatted) => `${formatted} points`,
  tier: (tier) => `Niveau ${tier}`,
  pointsUnavailable: 'Votre solde de points n’est pas disponible pour le moment.',
  rewardsLink: 'Voir vos récompenses',
  joinTitle: 'Rejoignez Cairn Summit',
  joinText: 'Gagnez des points à chaque commande, profitez d’offres réservées aux membres et d’un cadeau de bienvenue.',
  joinLink: 'Rejoindre Cairn Summit',
  profileFailed: 'Impossible de charger votre statut de fidélité pour le moment. Rechargez la page pour réessayer.',
  ordersHeading: 'Dernières commandes',
  ordersCaption: 'Vos dernières commandes',
  orderNumber: 'Commande',
  orderDate: 'Date',
  orderStatus: 'Statut',
  orderTotal: 'Total',
  orderLink: (orderNumber) => `Commande ${orderNumber}`,
  noOrders: 'Aucune commande pour le moment',
  startShopping: 'Commencer vos achats',
  ordersFailed: 'Impossible de charger vos commandes pour le moment. Rechargez la page pour réessayer.',
  allOrders: 'Toutes les commandes',
  shortcutsHeading: 'Raccourcis',
  shortcuts: {
    profile: { title: 'Profil', text: 'Nom, coordonnées, mot de passe' },
    addresses: { title: 'Adresses', text: 'Adresses de livraison et de facturation' },
    'payment-methods': { title: 'Moyens de paiement', text: 'Cartes et cartes cadeaux enregistrées' },
    communication: { title: 'Communication', text: 'Newsletters, SMS et notifications' },
    favorites: { title: 'Favoris', text: 'Les produits que vous avez enregistrés' },
    'order-tracking': { title: 'Suivre une commande', text: 'Avec un numéro de commande et un e-mail' },
  },
};

const de: OverviewMessages = {
  greeting: (firstName) => `Hallo, ${firstName}`,
  greetingNoName: 'Hallo',
  intro: 'Das ist neu in Ihrem Konto.',
  loyaltyHeading: 'Cairn-Summit-Treueprogramm',
  memberStatus: 'Sie sind Cairn-Summit-Mitglied.',
  points: (formatted) => `${formatted} Punkte`,
  tier: (tier) => `Stufe ${tier}`,
  pointsUnavailable: 'Ihr Punktestand ist gerade nicht verfügbar.',
  rewardsLink: 'Ihre Prämien ansehen',
  joinTitle: 'Werden Sie Mitglied bei Cairn Summit',
  joinText: 'Sammeln Sie bei jeder Bestellung Punkte und erhalten Sie exklusive Angebote und ein Willkommensgeschenk.',
  joinLink: 'Cairn Summit beitreten',
  profileFailed: 'Ihr Treuestatus konnte gerade nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  ordersHeading: 'Letzte Bestellungen',
  ordersCaption: 'Ihre letzten Bestellungen',
  orderNumber: 'Bestellung',
  orderDate: 'Datum',
  orderStatus: 'Status',
  orderTotal: 'Summe',
  orderLink: (orderNumber) => `Bestellung ${orderNumber}`,
  noOrders: 'Noch keine Bestellungen',
  startShopping: 'Jetzt einkaufen',
  ordersFailed: 'Ihre Bestellungen konnten gerade nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  allOrders: 'Alle Bestellungen',
  shortcutsHeading: 'Schnellzugriff',
  shortcuts: {
    profile: { title: 'Profil', text: 'Name, Kontaktdaten, Passwort' },
    addresses: { title: 'Adressen', text: 'Liefer- und Rechnungsadressen' },
    'payment-methods': { title: 'Zahlungsarten', text: 'Gespeicherte Karten und Geschenkkarten' },
    communication: { title: 'Kommunikation', text: 'Newsletter, SMS und Benachrichtigungen' },
    favorites: { title: 'Favoriten', text: 'Ihre gemerkten Produkte' },
    'order-tracking': { title: 'Bestellung verfolgen', text: 'Mit Bestellnummer und E-Mail-Adresse' },
  },
};

const it: OverviewMessages = {
  greeting: (firstName) => `Ciao, ${firstName}`,
  greetingNoName: 'Ciao',
  intro: 'Ecco le novità del tuo account.',
  loyaltyHeading: 'Programma fedeltà Cairn Summit',
  memberStatus: 'Sei un membro Cairn Summit.',
  points: (formatted) => `${formatted} punti`,
  tier: (tier) => `Livello ${tier}`,
  pointsUnavailable: 'Il saldo punti non è disponibile al momento.',
  rewardsLink: 'Vedi i tuoi premi',
  joinTitle: 'Unisciti a Cairn Summit',
  joinText: 'Guadagna punti con ogni ordine, ricevi offerte riservate ai membri e un premio di benvenuto.',
  joinLink: 'Iscriviti a Cairn Summit',
  profileFailed: 'Non è stato possibile caricare il tuo stato fedeltà. Ricarica la pagina per riprovare.',
  ordersHeading: 'Ultimi ordini',
  ordersCaption: 'I tuoi ultimi ordini',
  orderNumber: 'Ordine',
  orderDate: 'Data',
  orderStatus: 'Stato',
  orderTotal: 'Totale',
  orderLink: (orderNumber) => `Ordine ${orderNumber}`,
  noOrders: 'Nessun ordine ancora',
  startShopping: 'Inizia lo shopping',
  ordersFailed: 'Non è stato possibile caricare i tuoi ordini. Ricarica la pagina per riprovare.',
  allOrders: 'Tutti gli ordini',
  shortcutsHeading: 'Scorciatoie',
  shortcuts: {
    profile: { title: 'Profilo', text: 'Nome, recapiti, password' },
    addresses: { title: 'Indirizzi', text: 'Indirizzi di spedizione e fatturazione' },
    'payment-methods': { title: 'Metodi di pagamento', text: 'Carte e carte regalo salvate' },
    communication: { title: 'Comunicazioni', text: 'Newsletter, SMS e notifiche' },
    favorites: { title: 'Preferiti', text: 'I prodotti che hai salvato' },
    'order-tracking': { title: 'Traccia un ordine', text: 'Con numero d’ordine ed e-mail' },
  },
};

export const overviewMessages = catalogue<OverviewMessages>({ en, fr, de, it });
