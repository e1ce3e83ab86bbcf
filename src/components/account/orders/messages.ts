/**
 * The words of the account's order pages and the guest tracking page (issue 12), per language
 * (en, fr, de, it). Line, delivery, payment and totals words are the order confirmation's
 * (src/components/order-confirmation/messages.ts) and statuses the order islands'
 * (islands/account/orders/messages.ts), so an order reads the same everywhere.
 */
import { catalogue } from '../../../lib/i18n/catalogue.ts';

export interface OrderPageMessages {
  ordersLabel: string;
  orderLink: (orderNumber: string) => string;
  date: string;
  status: string;
  total: string;
  items: string;
  inStore: string;
  emptyTitle: string;
  emptyText: string;
  startShopping: string;
  emptyPage: string;
  firstPage: string;
  listFailedTitle: string;
  listFailedText: string;
  retry: string;
  pagination: string;
  previous: string;
  next: string;
  page: (n: number) => string;
  showing: (from: number, to: number, total: number) => string;
  trackGuestOrder: string;
  /** One order. */
  orderTitle: (orderNumber: string) => string;
  allOrders: string;
  placedOn: string;
  cancelledOn: string;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  failedText: string;
  cancelledNotice: string;
  actionsHeading: string;
  giftFor: (to: string, email: string) => string;
  addressesHeading: string;
  deliveryAddress: string;
  billingAddress: string;
  returnsHeading: string;
  returnLine: (returnId: string, date: string) => string;
  returnedItems: string;
  /** Guest order tracking. */
  trackTitle: string;
  trackIntro: string;
  trackSignedIn: string;
}

const en: OrderPageMessages = {
  ordersLabel: 'Your orders',
  orderLink: (n) => `Order ${n}`,
  date: 'Date',
  status: 'Status',
  total: 'Total',
  items: 'Items',
  inStore: 'Bought in store',
  emptyTitle: 'You have no orders yet',
  emptyText: 'When you place an order, it appears here with its status, tracking and invoice.',
  startShopping: 'Start shopping',
  emptyPage: 'There are no orders on this page.',
  firstPage: 'Go to the first page',
  listFailedTitle: 'We couldn’t load your orders',
  listFailedText: 'Your orders could not be loaded just now. Please try again in a moment.',
  retry: 'Try again',
  pagination: 'Order pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (n) => `Page ${n}`,
  showing: (from, to, total) => `Orders ${from} to ${to} of ${total}`,
  trackGuestOrder: 'Track an order placed without an account',
  orderTitle: (n) => `Order ${n}`,
  allOrders: 'All orders',
  placedOn: 'Placed on',
  cancelledOn: 'Cancelled on',
  notFoundTitle: 'We can’t show this order',
  notFoundText: 'This order is not in your account. Check the order number, or find the order in your list of orders.',
  failedTitle: 'We couldn’t load this order',
  failedText: 'The order could not be loaded just now. Please try again in a moment.',
  cancelledNotice: 'Your order has been cancelled. Your payment is refunded, and the gift card balance, loyalty points and programme spend it used are given back.',
  actionsHeading: 'Manage this order',
  giftFor: (to, email) => `E-gift card for ${to} (${email})`,
  addressesHeading: 'Addresses',
  deliveryAddress: 'Delivery address',
  billingAddress: 'Billing address',
  returnsHeading: 'Returns',
  returnLine: (id, date) => `Return ${id}, ${date}`,
  returnedItems: 'Items',
  trackTitle: 'Track your order',
  trackIntro: 'Enter the order number and the email address the order was placed with.',
  trackSignedIn: 'Your orders are also in your account.',
};

const fr: OrderPageMessages = {
  ordersLabel: 'Vos commandes',
  orderLink: (n) => `Commande ${n}`,
  date: 'Date',
  status: 'Statut',
  total: 'Total',
  items: 'Articles',
  inStore: 'Achat en magasin',
  emptyTitle: 'Vous n’avez pas encore de commande',
  emptyText: 'Quand vous passez une commande, elle apparaît ici avec son statut, son suivi et sa facture.',
  startShopping: 'Commencer vos achats',
  emptyPage: 'Aucune commande sur cette page.',
  firstPage: 'Aller à la première page',
  listFailedTitle: 'Impossible de charger vos commandes',
  listFailedText: 'Vos commandes n’ont pas pu être chargées pour le moment. Veuillez réessayer dans un instant.',
  retry: 'Réessayer',
  pagination: 'Pages de commandes',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (n) => `Page ${n}`,
  showing: (from, to, total) => `Commandes ${from} à ${to} sur ${total}`,
  trackGuestOrder: 'Suivre une commande passée sans compte',
  orderTitle: (n) => `Commande ${n}`,
  allOrders: 'Toutes les commandes',
  placedOn: 'Passée le',
  cancelledOn: 'Annulée le',
  notFoundTitle: 'Nous ne pouvons pas afficher cette commande',
  notFoundText: 'Cette commande ne figure pas dans votre compte. Vérifiez le numéro de commande ou retrouvez-la dans la liste de vos commandes.',
  failedTitle: 'Impossible de charger cette commande',
  failedText: 'La commande n’a pas pu être chargée pour le moment. Veuillez réessayer dans un instant.',
  cancelledNotice: 'Votre commande a été annulée. Votre paiement est remboursé, et le solde de carte cadeau, les points de fidélité et les dépenses de programme utilisés vous sont rendus.',
  actionsHeading: 'Gérer cette commande',
  giftFor: (to, email) => `Carte cadeau électronique pour ${to} (${email})`,
  addressesHeading: 'Adresses',
  deliveryAddress: 'Adresse de livraison',
  billingAddress: 'Adresse de facturation',
  returnsHeading: 'Retours',
  returnLine: (id, date) => `Retour ${id}, ${date}`,
  returnedItems: 'Articles',
  trackTitle: 'Suivre votre commande',
  trackIntro: 'Saisissez le numéro de commande et l’adresse e-mail utilisée pour la commande.',
  trackSignedIn: 'Vos commandes figurent aussi dans votre compte.',
};

const de: OrderPageMessages = {
  ordersLabel: 'Ihre Bestellungen',
  orderLink: (n) => `Bestellung ${n}`,
  date: 'Datum',
  status: 'Status',
  total: 'Summe',
  items: 'Artikel',
  inStore: 'Im Geschäft gekauft',
  emptyTitle: 'Sie haben noch keine Bestellungen',
  emptyText: 'Wenn Sie bestellen, erscheint die Bestellung hier mit Status, Sendungsverfolgung und Rechnung.',
  startShopping: 'Jetzt einkaufen',
  emptyPage: 'Auf dieser Seite gibt es keine Bestellungen.',
  firstPage: 'Zur ersten Seite',
  listFailedTitle: 'Ihre Bestellungen konnten nicht geladen werden',
  listFailedText: 'Ihre Bestellungen konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  retry: 'Erneut versuchen',
  pagination: 'Bestellseiten',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  page: (n) => `Seite ${n}`,
  showing: (from, to, total) => `Bestellungen ${from} bis ${to} von ${total}`,
  trackGuestOrder: 'Eine Bestellung ohne Konto verfolgen',
  orderTitle: (n) => `Bestellung ${n}`,
  allOrders: 'Alle Bestellungen',
  placedOn: 'Bestellt am',
  cancelledOn: 'Storniert am',
  notFoundTitle: 'Wir können diese Bestellung nicht anzeigen',
  notFoundText: 'Diese Bestellung gehört nicht zu Ihrem Konto. Prüfen Sie die Bestellnummer oder suchen Sie die Bestellung in Ihrer Bestellliste.',
  failedTitle: 'Diese Bestellung konnte nicht geladen werden',
  failedText: 'Die Bestellung konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  cancelledNotice: 'Ihre Bestellung wurde storniert. Ihre Zahlung wird erstattet, und genutztes Geschenkkartenguthaben, Treuepunkte und Programmausgaben erhalten Sie zurück.',
  actionsHeading: 'Bestellung verwalten',
  giftFor: (to, email) => `E-Geschenkkarte für ${to} (${email})`,
  addressesHeading: 'Adressen',
  deliveryAddress: 'Lieferadresse',
  billingAddress: 'Rechnungsadresse',
  returnsHeading: 'Rücksendungen',
  returnLine: (id, date) => `Rücksendung ${id}, ${date}`,
  returnedItems: 'Artikel',
  trackTitle: 'Bestellung verfolgen',
  trackIntro: 'Geben Sie die Bestellnummer und die E-Mail-Adresse ein, mit der bestellt wurde.',
  trackSignedIn: 'Ihre Bestellungen finden Sie auch in Ihrem Konto.',
};

const it: OrderPageMessages = {
  ordersLabel: 'I tuoi ordini',
  orderLink: (n) => `Ordine ${n}`,
  date: 'Data',
  status: 'Stato',
  total: 'Totale',
  items: 'Articoli',
  inStore: 'Acquistato in negozio',
  emptyTitle: 'Non hai ancora ordini',
  emptyText: 'Quando effettui un ordine, compare qui con il suo stato, il tracciamento e la fattura.',
  startShopping: 'Inizia lo shopping',
  emptyPage: 'Non ci sono ordini in questa pagina.',
  firstPage: 'Vai alla prima pagina',
  listFailedTitle: 'Impossibile caricare i tuoi ordini',
  listFailedText: 'I tuoi ordini non possono essere caricati in questo momento. Riprova tra poco.',
  retry: 'Riprova',
  pagination: 'Pagine degli ordini',
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  page: (n) => `Pagina ${n}`,
  showing: (from, to, total) => `Ordini da ${from} a ${to} di ${total}`,
  trackGuestOrder: 'Traccia un ordine effettuato senza account',
  orderTitle: (n) => `Ordine ${n}`,
  allOrders: 'Tutti gli ordini',
  placedOn: 'Effettuato il',
  cancelledOn: 'Annullato il',
  notFoundTitle: 'Non possiamo mostrare questo ordine',
  notFoundText: 'Questo ordine non è nel tuo account. Controlla il numero d’ordine o cerca l’ordine nell’elenco dei tuoi ordini.',
  failedTitle: 'Impossibile caricare questo ordine',
  failedText: 'L’ordine non può essere caricato in questo momento. Riprova tra poco.',
  cancelledNotice: 'Il tuo ordine è stato annullato. Il pagamento viene rimborsato e ti restituiamo il saldo delle carte regalo, i punti fedeltà e la spesa del programma utilizzati.',
  actionsHeading: 'Gestisci questo ordine',
  giftFor: (to, email) => `Carta regalo elettronica per ${to} (${email})`,
  addressesHeading: 'Indirizzi',
  deliveryAddress: 'Indirizzo di consegna',
  billingAddress: 'Indirizzo di fatturazione',
  returnsHeading: 'Resi',
  returnLine: (id, date) => `Reso ${id}, ${date}`,
  returnedItems: 'Articoli',
  trackTitle: 'Traccia il tuo ordine',
  trackIntro: 'Inserisci il numero d’ordine e l’indirizzo e-mail usato per l’ordine.',
  trackSignedIn: 'I tuoi ordini sono anche nel tuo account.',
};

export const orderPageMessages = catalogue<OrderPageMessages>({ en, fr, de, it });
