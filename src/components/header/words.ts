/**
 * The header's words per language (English for a language without its own). The server renders
 * them into the markup and data attributes, so the header script carries no dictionary.
 * `{count}` and `{name}` are filled in by src/components/header/header.client.ts.
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';

export interface HeaderWords {
  accountNav: string;
  signIn: string;
  /** The cart button's name before the count is known. */
  cart: string;
  cartEmpty: string;
  cartOne: string;
  cartMany: string;
  greeting: string;
  account: string;
  favorites: string;
  signOut: string;
  store: string;
  endStoreSession: string;
  dismiss: string;
}

const en: HeaderWords = {
  accountNav: 'Account',
  signIn: 'Sign in',
  cart: 'Cart',
  cartEmpty: 'Cart, empty',
  cartOne: 'Cart, 1 item',
  cartMany: 'Cart, {count} items',
  greeting: 'Hi, {name}',
  account: 'Account',
  favorites: 'Favorites',
  signOut: 'Sign out',
  store: 'Store',
  endStoreSession: 'End store session',
  dismiss: 'Dismiss',
};

export const headerWords = catalogue<HeaderWords>({
  en,
  fr: {
    accountNav: 'Compte',
    signIn: 'Se connecter',
    cart: 'Panier',
    cartEmpty: 'Panier, vide',
    cartOne: 'Panier, 1 article',
    cartMany: 'Panier, {count} articles',
    greeting: 'Bonjour, {name}',
    account: 'Mon compte',
    favorites: 'Favoris',
    signOut: 'Se déconnecter',
    store: 'Magasin',
    endStoreSession: 'Terminer la session magasin',
    dismiss: 'Fermer',
  },
  de: {
    accountNav: 'Konto',
    signIn: 'Anmelden',
    cart: 'Warenkorb',
    cartEmpty: 'Warenkorb, leer',
    cartOne: 'Warenkorb, 1 Artikel',
    cartMany: 'Warenkorb, {count} Artikel',
    greeting: 'Hallo, {name}',
    account: 'Konto',
    favorites: 'Favoriten',
    signOut: 'Abmelden',
    store: 'Filiale',
    endStoreSession: 'Filialsitzung beenden',
    dismiss: 'Schließen',
  },
  it: {
    accountNav: 'Account',
    signIn: 'Accedi',
    cart: 'Carrello',
    cartEmpty: 'Carrello, vuoto',
    cartOne: 'Carrello, 1 articolo',
    cartMany: 'Carrello, {count} articoli',
    greeting: 'Ciao, {name}',
    account: 'Il mio account',
    favorites: 'Preferiti',
    signOut: 'Esci',
    store: 'Negozio',
    endStoreSession: 'Termina la sessione in negozio',
    dismiss: 'Chiudi',
  },
});
