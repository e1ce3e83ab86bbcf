/**
 * The account frame's words (issue 12): the section names of the navigation, the signed-out
 * panel, per language (en, fr, de, it). Each section's own words live with its island.
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';
import type { AccountSection } from '../../lib/account/sections.ts';

export interface AccountFrameMessages {
  account: string;
  sections: Record<AccountSection, string>;
  favorites: string;
  loyalty: string;
  signedOutTitle: string;
  signedOutText: string;
  signIn: string;
}

const en: AccountFrameMessages = {
  account: 'My account',
  sections: { overview: 'Overview', profile: 'Profile', addresses: 'Addresses', 'payment-methods': 'Payment methods', orders: 'Orders', communication: 'Communication' },
  favorites: 'Favorites',
  loyalty: 'Cairn Summit loyalty',
  signedOutTitle: 'Sign in to see your account',
  signedOutText: 'Your orders, addresses, payment methods and preferences are here once you are signed in.',
  signIn: 'Sign in',
};

const fr: AccountFrameMessages = {
  account: 'Mon compte',
  sections: { overview: 'Vue d’ensemble', profile: 'Profil', addresses: 'Adresses', 'payment-methods': 'Moyens de paiement', orders: 'Commandes', communication: 'Communication' },
  favorites: 'Favoris',
  loyalty: 'Fidélité Cairn Summit',
  signedOutTitle: 'Connectez-vous pour voir votre compte',
  signedOutText: 'Vos commandes, adresses, moyens de paiement et préférences vous attendent une fois connecté.',
  signIn: 'Se connecter',
};

const de: AccountFrameMessages = {
  account: 'Mein Konto',
  sections: { overview: 'Übersicht', profile: 'Profil', addresses: 'Adressen', 'payment-methods': 'Zahlungsarten', orders: 'Bestellungen', communication: 'Kommunikation' },
  favorites: 'Favoriten',
  loyalty: 'Cairn-Summit-Treueprogramm',
  signedOutTitle: 'Melden Sie sich an, um Ihr Konto zu sehen',
  signedOutText: 'Ihre Bestellungen, Adressen, Zahlungsarten und Einstellungen finden Sie hier, sobald Sie angemeldet sind.',
  signIn: 'Anmelden',
};

const it: AccountFrameMessages = {
  account: 'Il mio account',
  sections: { overview: 'Panoramica', profile: 'Profilo', addresses: 'Indirizzi', 'payment-methods': 'Metodi di pagamento', orders: 'Ordini', communication: 'Comunicazioni' },
  favorites: 'Preferiti',
  loyalty: 'Programma fedeltà Cairn Summit',
  signedOutTitle: 'Accedi per vedere il tuo account',
  signedOutText: 'I tuoi ordini, indirizzi, metodi di pagamento e preferenze sono qui una volta effettuato l’accesso.',
  signIn: 'Accedi',
};

export const accountFrameMessages = catalogue<AccountFrameMessages>({ en, fr, de, it });
