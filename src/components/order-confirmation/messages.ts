/**
 * The order confirmation page's words (docs/requirements/checkout-and-payments.md#order-confirmation /order-confirmation), per language: en, fr,
 * de, it. Error words come from the error catalogue; the short sign-up form's field words are
 * here too (`accountForm`), written before the sign-in catalogue (src/lib/auth/messages.ts) had Italian.
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';
import { plural } from '../../lib/i18n/plural.ts';
import { PAYMENT_METHOD_NAMES } from '../../../islands/checkout/payment/messages.ts';
import type { PaymentMethodId, ShippingCode } from './view.ts';

export interface ConfirmationMessages {
  /** The document title. */
  title: string;
  heading: (orderNumber: string) => string;
  thanks: string;
  emailSent: (email: string) => string;
  cartEmptied: string;
  /** storeContext=applePayPdp: the device-wallet purchase from a product page used its own cart. */
  walletCartKept: string;
  walletCartUntouched: string;
  goToCart: string;
  continueShopping: string;
  itemsHeading: string;
  quantity: string;
  price: string;
  rowTotal: string;
  freeGift: string;
  attribute: (name: string) => string;
  deliveryHeading: string;
  methods: Record<ShippingCode, string>;
  store: string;
  storeById: (id: string) => string;
  shipsTo: string;
  itemsInShipment: (n: number) => string;
  paymentHeading: string;
  /** The payment methods' names: the checkout's one table (islands/checkout/payment/messages.ts, no React). */
  paymentMethods: Readonly<Record<PaymentMethodId, string>>;
  cardEnding: (brand: string, last4: string) => string;
  points: (n: number) => string;
  amount: string;
  paymentMethod: string;
  totalsHeading: string;
  items: string;
  discounts: string;
  shipping: string;
  free: string;
  tax: string;
  taxIncluded: (amount: string) => string;
  total: string;
  associateHeading: string;
  associateStore: string;
  associateEmployee: string;
  accountHeading: string;
  accountIntro: string;
  accountLoading: string;
  accountCreated: string;
  savedInAccount: string;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  failedText: (orderNumber: string) => string;
  retry: string;
  homeLink: string;
  cartLink: string;
  /** The short sign-up form's words (the sign-in island's keys it uses). */
  accountForm: {
    signUpTitle: string;
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    showPassword: string;
    hidePassword: string;
    passwordRules: string;
    ruleMet: string;
    ruleNotMet: string;
    policy: string;
    signUp: string;
    working: string;
  };
}

const en: ConfirmationMessages = {
  title: 'Thank you for your order',
  heading: (n) => `Order ${n} is confirmed`,
  thanks: 'Thank you for your order.',
  emailSent: (email) => `We sent a confirmation to ${email}.`,
  cartEmptied: 'Your cart is now empty.',
  walletCartKept: 'This purchase did not change your cart: your cart still has your other items.',
  walletCartUntouched: 'This purchase did not change your cart.',
  goToCart: 'Go to your cart',
  continueShopping: 'Continue shopping',
  itemsHeading: 'Items in this order',
  quantity: 'Quantity',
  price: 'Price',
  rowTotal: 'Total',
  freeGift: 'Free gift',
  attribute: (name) => ({ color: 'Colour', size: 'Size' })[name] ?? name,
  deliveryHeading: 'Delivery',
  methods: { standard: 'Standard delivery', pudo: 'Collection point', pickup: 'Pick up in store', sts: 'Ship to store', digital: 'Email delivery', customs: 'Personalised item delivery' },
  store: 'Store',
  storeById: (id) => `Store ${id}`,
  shipsTo: 'Ships to',
  itemsInShipment: (n) => plural('en', n, { one: `${n} item`, other: `${n} items` }),
  paymentHeading: 'Payment',
  paymentMethods: PAYMENT_METHOD_NAMES.en,
  cardEnding: (brand, last4) => `${brand} …${last4}`,
  points: (n) => `${n} points`,
  amount: 'Amount',
  paymentMethod: 'Paid with',
  totalsHeading: 'Order total',
  items: 'Items',
  discounts: 'Discounts',
  shipping: 'Shipping',
  free: 'Free',
  tax: 'Tax',
  taxIncluded: (amount) => `Includes VAT of ${amount}`,
  total: 'Total',
  associateHeading: 'In-store sale',
  associateStore: 'Store',
  associateEmployee: 'Associate ID',
  accountHeading: 'Create an account to track this order',
  accountIntro: 'Your name and email come from this order. Choose a password and the order will be saved in your new account.',
  accountLoading: 'Loading the account form…',
  accountCreated: 'Your account has been created and this order is saved in it.',
  savedInAccount: 'This order is saved in your account.',
  notFoundTitle: 'We can’t show this order',
  notFoundText: 'This link doesn’t match the order placed in this browser. If you placed an order, your confirmation email has its details.',
  failedTitle: 'We couldn’t load your order',
  failedText: (n) => `Order ${n} was placed, but its details could not be loaded just now. Please try again in a moment.`,
  retry: 'Try again',
  homeLink: 'Go to the home page',
  cartLink: 'Go to your cart',
  accountForm: {
    signUpTitle: 'Create account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    passwordRules: 'Your password must have:',
    ruleMet: 'met',
    ruleNotMet: 'not met',
    policy: 'I accept the terms and the privacy policy',
    signUp: 'Create account',
    working: 'Please wait…',
  },
};

const fr: ConfirmationMessages = {
  title: 'Merci pour votre commande',
  heading: (n) => `Commande ${n} confirmée`,
  thanks: 'Merci pour votre commande.',
  emailSent: (email) => `Nous avons envoyé une confirmation à ${email}.`,
  cartEmptied: 'Votre panier est maintenant vide.',
  walletCartKept: 'Cet achat n’a pas modifié votre panier : il contient toujours vos autres articles.',
  walletCartUntouched: 'Cet achat n’a pas modifié votre panier.',
  goToCart: 'Voir votre panier',
  continueShopping: 'Continuer vos achats',
  itemsHeading: 'Articles de cette commande',
  quantity: 'Quantité',
  price: 'Prix',
  rowTotal: 'Total',
  freeGift: 'Cadeau offert',
  attribute: (name) => ({ color: 'Couleur', size: 'Taille' })[name] ?? name,
  deliveryHeading: 'Livraison',
  methods: { standard: 'Livraison standard', pudo: 'Point relais', pickup: 'Retrait en magasin', sts: 'Livraison en magasin', digital: 'Envoi par e-mail', customs: 'Livraison de l’article personnalisé' },
  store: 'Magasin',
  storeById: (id) => `Magasin ${id}`,
  shipsTo: 'Livré à',
  itemsInShipment: (n) => plural('fr', n, { one: `${n} article`, other: `${n} articles` }),
  paymentHeading: 'Paiement',
  paymentMethods: PAYMENT_METHOD_NAMES.fr,
  cardEnding: (brand, last4) => `${brand} …${last4}`,
  points: (n) => `${n} points`,
  amount: 'Montant',
  paymentMethod: 'Payé avec',
  totalsHeading: 'Total de la commande',
  items: 'Articles',
  discounts: 'Remises',
  shipping: 'Livraison',
  free: 'Gratuite',
  tax: 'Taxes',
  taxIncluded: (amount) => `Dont TVA ${amount}`,
  total: 'Total',
  associateHeading: 'Vente en magasin',
  associateStore: 'Magasin',
  associateEmployee: 'Identifiant du vendeur',
  accountHeading: 'Créez un compte pour suivre cette commande',
  accountIntro: 'Votre nom et votre e-mail viennent de cette commande. Choisissez un mot de passe et la commande sera enregistrée dans votre nouveau compte.',
  accountLoading: 'Chargement du formulaire…',
  accountCreated: 'Votre compte a été créé et cette commande y est enregistrée.',
  savedInAccount: 'Cette commande est enregistrée dans votre compte.',
  notFoundTitle: 'Nous ne pouvons pas afficher cette commande',
  notFoundText: 'Ce lien ne correspond pas à la commande passée dans ce navigateur. Si vous avez passé une commande, l’e-mail de confirmation en contient le détail.',
  failedTitle: 'Nous n’avons pas pu charger votre commande',
  failedText: (n) => `La commande ${n} a bien été passée, mais son détail n’a pas pu être chargé. Réessayez dans un instant.`,
  retry: 'Réessayer',
  homeLink: 'Aller à l’accueil',
  cartLink: 'Voir votre panier',
  accountForm: {
    signUpTitle: 'Créer un compte',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    passwordRules: 'Votre mot de passe doit contenir :',
    ruleMet: 'respecté',
    ruleNotMet: 'non respecté',
    policy: 'J’accepte les conditions et la politique de confidentialité',
    signUp: 'Créer un compte',
    working: 'Veuillez patienter…',
  },
};

const de: ConfirmationMessages = {
  title: 'Vielen Dank für Ihre Bestellung',
  heading: (n) => `Bestellung ${n} ist bestätigt`,
  thanks: 'Vielen Dank für Ihre Bestellung.',
  emailSent: (email) => `Wir haben eine Bestätigung an ${email} gesendet.`,
  cartEmptied: 'Ihr Warenkorb ist jetzt leer.',
  walletCartKept: 'Dieser Kauf hat Ihren Warenkorb nicht verändert: Ihre anderen Artikel sind noch darin.',
  walletCartUntouched: 'Dieser Kauf hat Ihren Warenkorb nicht verändert.',
  goToCart: 'Zum Warenkorb',
  continueShopping: 'Weiter einkaufen',
  itemsHeading: 'Artikel dieser Bestellung',
  quantity: 'Menge',
  price: 'Preis',
  rowTotal: 'Summe',
  freeGift: 'Gratisgeschenk',
  attribute: (name) => ({ color: 'Farbe', size: 'Größe' })[name] ?? name,
  deliveryHeading: 'Lieferung',
  methods: { standard: 'Standardversand', pudo: 'Abholstation', pickup: 'Abholung in der Filiale', sts: 'Lieferung in die Filiale', digital: 'Zustellung per E-Mail', customs: 'Lieferung des personalisierten Artikels' },
  store: 'Filiale',
  storeById: (id) => `Filiale ${id}`,
  shipsTo: 'Lieferadresse',
  itemsInShipment: (n) => plural('de', n, { one: `${n} Artikel`, other: `${n} Artikel` }),
  paymentHeading: 'Zahlung',
  paymentMethods: PAYMENT_METHOD_NAMES.de,
  cardEnding: (brand, last4) => `${brand} …${last4}`,
  points: (n) => `${n} Punkte`,
  amount: 'Betrag',
  paymentMethod: 'Bezahlt mit',
  totalsHeading: 'Bestellsumme',
  items: 'Artikel',
  discounts: 'Rabatte',
  shipping: 'Versand',
  free: 'Kostenlos',
  tax: 'Steuer',
  taxIncluded: (amount) => `Enthält ${amount} MwSt.`,
  total: 'Gesamt',
  associateHeading: 'Verkauf in der Filiale',
  associateStore: 'Filiale',
  associateEmployee: 'Mitarbeiter-ID',
  accountHeading: 'Erstellen Sie ein Konto, um diese Bestellung zu verfolgen',
  accountIntro: 'Name und E-Mail stammen aus dieser Bestellung. Wählen Sie ein Passwort, dann wird die Bestellung in Ihrem neuen Konto gespeichert.',
  accountLoading: 'Das Formular wird geladen…',
  accountCreated: 'Ihr Konto wurde erstellt und diese Bestellung ist darin gespeichert.',
  savedInAccount: 'Diese Bestellung ist in Ihrem Konto gespeichert.',
  notFoundTitle: 'Wir können diese Bestellung nicht anzeigen',
  notFoundText: 'Dieser Link passt nicht zu der Bestellung, die in diesem Browser aufgegeben wurde. Wenn Sie bestellt haben, finden Sie die Details in Ihrer Bestätigungs-E-Mail.',
  failedTitle: 'Ihre Bestellung konnte nicht geladen werden',
  failedText: (n) => `Bestellung ${n} wurde aufgegeben, aber die Details konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.`,
  retry: 'Erneut versuchen',
  homeLink: 'Zur Startseite',
  cartLink: 'Zum Warenkorb',
  accountForm: {
    signUpTitle: 'Konto erstellen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    password: 'Passwort',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    passwordRules: 'Ihr Passwort braucht:',
    ruleMet: 'erfüllt',
    ruleNotMet: 'nicht erfüllt',
    policy: 'Ich akzeptiere die Bedingungen und die Datenschutzerklärung',
    signUp: 'Konto erstellen',
    working: 'Bitte warten…',
  },
};

const it: ConfirmationMessages = {
  title: 'Grazie per il tuo ordine',
  heading: (n) => `Ordine ${n} confermato`,
  thanks: 'Grazie per il tuo ordine.',
  emailSent: (email) => `Abbiamo inviato una conferma a ${email}.`,
  cartEmptied: 'Il tuo carrello ora è vuoto.',
  walletCartKept: 'Questo acquisto non ha modificato il carrello: contiene ancora gli altri articoli.',
  walletCartUntouched: 'Questo acquisto non ha modificato il carrello.',
  goToCart: 'Vai al carrello',
  continueShopping: 'Continua lo shopping',
  itemsHeading: 'Articoli di questo ordine',
  quantity: 'Quantità',
  price: 'Prezzo',
  rowTotal: 'Totale',
  freeGift: 'Omaggio',
  attribute: (name) => ({ color: 'Colore', size: 'Taglia' })[name] ?? name,
  deliveryHeading: 'Consegna',
  methods: { standard: 'Consegna standard', pudo: 'Punto di ritiro', pickup: 'Ritiro in negozio', sts: 'Spedizione in negozio', digital: 'Invio via email', customs: 'Consegna dell’articolo personalizzato' },
  store: 'Negozio',
  storeById: (id) => `Negozio ${id}`,
  shipsTo: 'Spedito a',
  itemsInShipment: (n) => plural('it', n, { one: `${n} articolo`, other: `${n} articoli` }),
  paymentHeading: 'Pagamento',
  paymentMethods: PAYMENT_METHOD_NAMES.it,
  cardEnding: (brand, last4) => `${brand} …${last4}`,
  points: (n) => `${n} punti`,
  amount: 'Importo',
  paymentMethod: 'Pagato con',
  totalsHeading: 'Totale dell’ordine',
  items: 'Articoli',
  discounts: 'Sconti',
  shipping: 'Spedizione',
  free: 'Gratuita',
  tax: 'Imposte',
  taxIncluded: (amount) => `IVA inclusa ${amount}`,
  total: 'Totale',
  associateHeading: 'Vendita in negozio',
  associateStore: 'Negozio',
  associateEmployee: 'ID addetto',
  accountHeading: 'Crea un account per seguire questo ordine',
  accountIntro: 'Nome ed email vengono da questo ordine. Scegli una password e l’ordine sarà salvato nel tuo nuovo account.',
  accountLoading: 'Caricamento del modulo…',
  accountCreated: 'Il tuo account è stato creato e questo ordine è salvato nell’account.',
  savedInAccount: 'Questo ordine è salvato nel tuo account.',
  notFoundTitle: 'Non possiamo mostrare questo ordine',
  notFoundText: 'Questo link non corrisponde all’ordine effettuato in questo browser. Se hai effettuato un ordine, trovi i dettagli nell’email di conferma.',
  failedTitle: 'Non siamo riusciti a caricare il tuo ordine',
  failedText: (n) => `L’ordine ${n} è stato effettuato, ma i dettagli non si possono caricare in questo momento. Riprova tra poco.`,
  retry: 'Riprova',
  homeLink: 'Vai alla home page',
  cartLink: 'Vai al carrello',
  accountForm: {
    signUpTitle: 'Crea un account',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Email',
    password: 'Password',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    passwordRules: 'La password deve avere:',
    ruleMet: 'soddisfatto',
    ruleNotMet: 'non soddisfatto',
    policy: 'Accetto i termini e l’informativa sulla privacy',
    signUp: 'Crea un account',
    working: 'Attendere…',
  },
};

export const confirmationMessages = catalogue<ConfirmationMessages>({ en, fr, de, it });
