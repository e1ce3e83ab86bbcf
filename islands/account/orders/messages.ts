/**
 * The order islands' words (issue 12: an order's actions in the account, guest order tracking),
 * per language (en, fr, de, it), plus the order statuses that the server-rendered pages show
 * too. Validation messages come from schemas/forms/messages.ts (the spec's exact strings).
 */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';
import type { z } from 'zod';
import type { cancelOrder, RETURN_REASONS } from '../../../schemas/api/consumer/orders.ts';
import type { OrderStatus } from '../../../src/lib/account/orders.ts';

export type ReturnReason = (typeof RETURN_REASONS)[number];
export type CancelReason = NonNullable<z.input<typeof cancelOrder.request.body>['reason']>;

export interface OrderMessages {
  statuses: Record<OrderStatus, string>;
  returnReasons: Record<ReturnReason, string>;
  cancelReasons: Record<CancelReason, string>;
  close: string;
  /** No answer at all (offline, or the deadline passed). */
  offline: string;
  failed: string;
  /** Tracking (the order page's "Track order" and the guest tracking page). */
  track: string;
  tracking: string;
  trackingHeading: (orderNumber: string) => string;
  status: string;
  carrier: string;
  trackingNumber: string;
  trackOnCarrier: (carrier: string) => string;
  estimatedDelivery: string;
  history: string;
  events: Record<OrderStatus, string>;
  trackFailed: string;
  /** The invoice. */
  invoice: string;
  invoiceWorking: string;
  invoiceDone: (fileName: string) => string;
  invoiceFailed: string;
  /** The return label. */
  returnLabel: string;
  returnTitle: string;
  returnIntro: string;
  returnItem: (name: string) => string;
  quantity: string;
  reason: string;
  returnSubmit: string;
  returnWorking: string;
  returnNothingChosen: string;
  returnDone: string;
  returnDetails: (carrier: string, trackingNumber: string) => string;
  returnDownload: string;
  howToReturn: string;
  returnFailed: string;
  /** Cancelling. */
  cancel: string;
  cancelTitle: (orderNumber: string) => string;
  cancelText: string;
  cancelConfirm: string;
  cancelKeep: string;
  cancelWorking: string;
  cancelRefused: string;
  cancelFailed: string;
  /** The e-gift card email. */
  resend: (recipient: string) => string;
  resendWorking: string;
  resendDone: (recipient: string) => string;
  resendFailed: string;
  /** The guest tracking form. */
  orderNumber: string;
  orderNumberHint: string;
  email: string;
  emailHint: string;
  trackWorking: string;
  notFound: string;
}

const en: OrderMessages = {
  statuses: {
    payment_pending: 'Awaiting payment',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    ready_for_pickup: 'Ready for pickup',
    picked_up: 'Picked up',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  returnReasons: { TOO_SMALL: 'Too small', TOO_LARGE: 'Too large', NOT_AS_DESCRIBED: 'Not as described', DAMAGED: 'Arrived damaged', CHANGED_MIND: 'Changed my mind', OTHER: 'Another reason' },
  cancelReasons: { CHANGED_MIND: 'I changed my mind', ORDERED_BY_MISTAKE: 'I ordered by mistake', TOO_SLOW: 'It takes too long', OTHER: 'Another reason' },
  close: 'Close',
  offline: 'We couldn’t reach the shop. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
  track: 'Track order',
  tracking: 'Looking up your order…',
  trackingHeading: (n) => `Order ${n}`,
  status: 'Status',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackOnCarrier: (carrier) => `Follow the parcel on the ${carrier} website`,
  estimatedDelivery: 'Estimated delivery',
  history: 'Order history',
  events: {
    payment_pending: 'Order placed, awaiting payment',
    processing: 'Order placed',
    shipped: 'Handed to the carrier',
    delivered: 'Delivered',
    ready_for_pickup: 'Ready for pickup at the store',
    picked_up: 'Picked up at the store',
    completed: 'Bought in store',
    cancelled: 'Cancelled',
  },
  trackFailed: 'We couldn’t load the tracking just now. Please try again.',
  invoice: 'Download invoice (PDF)',
  invoiceWorking: 'Preparing your invoice…',
  invoiceDone: (file) => `Your invoice ${file} has been downloaded.`,
  invoiceFailed: 'We couldn’t get the invoice just now. Please try again.',
  returnLabel: 'Get a return label',
  returnTitle: 'Return items',
  returnIntro: 'Choose what you are sending back and why. The label is free.',
  returnItem: (name) => `Return ${name}`,
  quantity: 'Quantity',
  reason: 'Reason',
  returnSubmit: 'Create return label',
  returnWorking: 'Creating your return label…',
  returnNothingChosen: 'Choose at least one item to return.',
  returnDone: 'Your return label is ready.',
  returnDetails: (carrier, n) => `Drop the parcel with ${carrier}. Return tracking number: ${n}.`,
  returnDownload: 'Download return label (PDF)',
  howToReturn: 'How to return',
  returnFailed: 'We couldn’t create the return label. Please try again.',
  cancel: 'Cancel order',
  cancelTitle: (n) => `Cancel order ${n}?`,
  cancelText: 'The order will not be sent. Your payment is refunded, and any gift card balance, loyalty points and programme spend it used are given back.',
  cancelConfirm: 'Yes, cancel the order',
  cancelKeep: 'Keep the order',
  cancelWorking: 'Cancelling your order…',
  cancelRefused: 'This order can no longer be cancelled: it has already left our warehouse.',
  cancelFailed: 'We couldn’t cancel the order just now. Please try again.',
  resend: (to) => `Resend the gift card email to ${to}`,
  resendWorking: 'Sending the gift card email…',
  resendDone: (to) => `We sent the gift card email again to ${to}.`,
  resendFailed: 'We couldn’t send the gift card email just now. Please try again.',
  orderNumber: 'Order number',
  orderNumberHint: 'It is in your confirmation email, for example CRN00001002.',
  email: 'Email',
  emailHint: 'The email address the order was placed with.',
  trackWorking: 'Looking up your order…',
  notFound: 'We couldn’t find an order with this number and email. Check both and try again.',
};

const fr: OrderMessages = {
  statuses: {
    payment_pending: 'En attente de paiement',
    processing: 'En préparation',
    shipped: 'Expédiée',
    delivered: 'Livrée',
    ready_for_pickup: 'Prête à être retirée',
    picked_up: 'Retirée',
    completed: 'Terminée',
    cancelled: 'Annulée',
  },
  returnReasons: { TOO_SMALL: 'Trop petit', TOO_LARGE: 'Trop grand', NOT_AS_DESCRIBED: 'Non conforme à la description', DAMAGED: 'Arrivé endommagé', CHANGED_MIND: 'J’ai changé d’avis', OTHER: 'Autre raison' },
  cancelReasons: { CHANGED_MIND: 'J’ai changé d’avis', ORDERED_BY_MISTAKE: 'J’ai commandé par erreur', TOO_SLOW: 'Le délai est trop long', OTHER: 'Autre raison' },
  close: 'Fermer',
  offline: 'Impossible de joindre la boutique. Vérifiez votre connexion et réessayez.',
  failed: 'Une erreur s’est produite. Veuillez réessayer.',
  track: 'Suivre la commande',
  tracking: 'Recherche de votre commande…',
  trackingHeading: (n) => `Commande ${n}`,
  status: 'Statut',
  carrier: 'Transporteur',
  trackingNumber: 'Numéro de suivi',
  trackOnCarrier: (carrier) => `Suivre le colis sur le site de ${carrier}`,
  estimatedDelivery: 'Livraison estimée',
  history: 'Historique de la commande',
  events: {
    payment_pending: 'Commande passée, en attente de paiement',
    processing: 'Commande passée',
    shipped: 'Remise au transporteur',
    delivered: 'Livrée',
    ready_for_pickup: 'Prête à être retirée en magasin',
    picked_up: 'Retirée en magasin',
    completed: 'Achetée en magasin',
    cancelled: 'Annulée',
  },
  trackFailed: 'Impossible de charger le suivi pour le moment. Veuillez réessayer.',
  invoice: 'Télécharger la facture (PDF)',
  invoiceWorking: 'Préparation de votre facture…',
  invoiceDone: (file) => `Votre facture ${file} a été téléchargée.`,
  invoiceFailed: 'Impossible d’obtenir la facture pour le moment. Veuillez réessayer.',
  returnLabel: 'Obtenir une étiquette de retour',
  returnTitle: 'Retourner des articles',
  returnIntro: 'Choisissez ce que vous renvoyez et pourquoi. L’étiquette est gratuite.',
  returnItem: (name) => `Retourner ${name}`,
  quantity: 'Quantité',
  reason: 'Motif',
  returnSubmit: 'Créer l’étiquette de retour',
  returnWorking: 'Création de votre étiquette de retour…',
  returnNothingChosen: 'Choisissez au moins un article à retourner.',
  returnDone: 'Votre étiquette de retour est prête.',
  returnDetails: (carrier, n) => `Déposez le colis chez ${carrier}. Numéro de suivi du retour : ${n}.`,
  returnDownload: 'Télécharger l’étiquette de retour (PDF)',
  howToReturn: 'Comment retourner',
  returnFailed: 'Impossible de créer l’étiquette de retour. Veuillez réessayer.',
  cancel: 'Annuler la commande',
  cancelTitle: (n) => `Annuler la commande ${n} ?`,
  cancelText: 'La commande ne sera pas expédiée. Votre paiement est remboursé, et le solde de carte cadeau, les points de fidélité et les dépenses de programme utilisés vous sont rendus.',
  cancelConfirm: 'Oui, annuler la commande',
  cancelKeep: 'Garder la commande',
  cancelWorking: 'Annulation de votre commande…',
  cancelRefused: 'Cette commande ne peut plus être annulée : elle a déjà quitté notre entrepôt.',
  cancelFailed: 'Impossible d’annuler la commande pour le moment. Veuillez réessayer.',
  resend: (to) => `Renvoyer l’e-mail de la carte cadeau à ${to}`,
  resendWorking: 'Envoi de l’e-mail de la carte cadeau…',
  resendDone: (to) => `Nous avons renvoyé l’e-mail de la carte cadeau à ${to}.`,
  resendFailed: 'Impossible d’envoyer l’e-mail de la carte cadeau pour le moment. Veuillez réessayer.',
  orderNumber: 'Numéro de commande',
  orderNumberHint: 'Il figure dans votre e-mail de confirmation, par exemple CRN00001002.',
  email: 'E-mail',
  emailHint: 'L’adresse e-mail utilisée pour la commande.',
  trackWorking: 'Recherche de votre commande…',
  notFound: 'Aucune commande ne correspond à ce numéro et à cet e-mail. Vérifiez-les et réessayez.',
};

const de: OrderMessages = {
  statuses: {
    payment_pending: 'Zahlung ausstehend',
    processing: 'In Bearbeitung',
    shipped: 'Versandt',
    delivered: 'Zugestellt',
    ready_for_pickup: 'Abholbereit',
    picked_up: 'Abgeholt',
    completed: 'Abgeschlossen',
    cancelled: 'Storniert',
  },
  returnReasons: { TOO_SMALL: 'Zu klein', TOO_LARGE: 'Zu groß', NOT_AS_DESCRIBED: 'Nicht wie beschrieben', DAMAGED: 'Beschädigt angekommen', CHANGED_MIND: 'Ich habe es mir anders überlegt', OTHER: 'Anderer Grund' },
  cancelReasons: { CHANGED_MIND: 'Ich habe es mir anders überlegt', ORDERED_BY_MISTAKE: 'Ich habe versehentlich bestellt', TOO_SLOW: 'Es dauert zu lange', OTHER: 'Anderer Grund' },
  close: 'Schließen',
  offline: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  track: 'Bestellung verfolgen',
  tracking: 'Ihre Bestellung wird gesucht…',
  trackingHeading: (n) => `Bestellung ${n}`,
  status: 'Status',
  carrier: 'Versanddienst',
  trackingNumber: 'Sendungsnummer',
  trackOnCarrier: (carrier) => `Sendung auf der Website von ${carrier} verfolgen`,
  estimatedDelivery: 'Voraussichtliche Zustellung',
  history: 'Bestellverlauf',
  events: {
    payment_pending: 'Bestellung aufgegeben, Zahlung ausstehend',
    processing: 'Bestellung aufgegeben',
    shipped: 'An den Versanddienst übergeben',
    delivered: 'Zugestellt',
    ready_for_pickup: 'Im Geschäft abholbereit',
    picked_up: 'Im Geschäft abgeholt',
    completed: 'Im Geschäft gekauft',
    cancelled: 'Storniert',
  },
  trackFailed: 'Die Sendungsverfolgung konnte gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
  invoice: 'Rechnung herunterladen (PDF)',
  invoiceWorking: 'Ihre Rechnung wird erstellt…',
  invoiceDone: (file) => `Ihre Rechnung ${file} wurde heruntergeladen.`,
  invoiceFailed: 'Die Rechnung konnte gerade nicht abgerufen werden. Bitte versuchen Sie es erneut.',
  returnLabel: 'Rücksendeetikett erstellen',
  returnTitle: 'Artikel zurücksenden',
  returnIntro: 'Wählen Sie, was Sie zurücksenden und warum. Das Etikett ist kostenlos.',
  returnItem: (name) => `${name} zurücksenden`,
  quantity: 'Menge',
  reason: 'Grund',
  returnSubmit: 'Rücksendeetikett erstellen',
  returnWorking: 'Ihr Rücksendeetikett wird erstellt…',
  returnNothingChosen: 'Wählen Sie mindestens einen Artikel zur Rücksendung.',
  returnDone: 'Ihr Rücksendeetikett ist bereit.',
  returnDetails: (carrier, n) => `Geben Sie das Paket bei ${carrier} ab. Sendungsnummer der Rücksendung: ${n}.`,
  returnDownload: 'Rücksendeetikett herunterladen (PDF)',
  howToReturn: 'So geht die Rückgabe',
  returnFailed: 'Das Rücksendeetikett konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  cancel: 'Bestellung stornieren',
  cancelTitle: (n) => `Bestellung ${n} stornieren?`,
  cancelText: 'Die Bestellung wird nicht versandt. Ihre Zahlung wird erstattet, und genutztes Geschenkkartenguthaben, Treuepunkte und Programmausgaben erhalten Sie zurück.',
  cancelConfirm: 'Ja, Bestellung stornieren',
  cancelKeep: 'Bestellung behalten',
  cancelWorking: 'Ihre Bestellung wird storniert…',
  cancelRefused: 'Diese Bestellung kann nicht mehr storniert werden: Sie hat unser Lager bereits verlassen.',
  cancelFailed: 'Die Bestellung konnte gerade nicht storniert werden. Bitte versuchen Sie es erneut.',
  resend: (to) => `Geschenkkarten-E-Mail erneut an ${to} senden`,
  resendWorking: 'Die Geschenkkarten-E-Mail wird gesendet…',
  resendDone: (to) => `Wir haben die Geschenkkarten-E-Mail erneut an ${to} gesendet.`,
  resendFailed: 'Die Geschenkkarten-E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es erneut.',
  orderNumber: 'Bestellnummer',
  orderNumberHint: 'Sie steht in Ihrer Bestätigungs-E-Mail, zum Beispiel CRN00001002.',
  email: 'E-Mail',
  emailHint: 'Die E-Mail-Adresse, mit der bestellt wurde.',
  trackWorking: 'Ihre Bestellung wird gesucht…',
  notFound: 'Wir haben keine Bestellung mit dieser Nummer und E-Mail gefunden. Prüfen Sie beides und versuchen Sie es erneut.',
};

const it: OrderMessages = {
  statuses: {
    payment_pending: 'In attesa di pagamento',
    processing: 'In lavorazione',
    shipped: 'Spedito',
    delivered: 'Consegnato',
    ready_for_pickup: 'Pronto per il ritiro',
    picked_up: 'Ritirato',
    completed: 'Completato',
    cancelled: 'Annullato',
  },
  returnReasons: { TOO_SMALL: 'Troppo piccolo', TOO_LARGE: 'Troppo grande', NOT_AS_DESCRIBED: 'Non conforme alla descrizione', DAMAGED: 'Arrivato danneggiato', CHANGED_MIND: 'Ho cambiato idea', OTHER: 'Altro motivo' },
  cancelReasons: { CHANGED_MIND: 'Ho cambiato idea', ORDERED_BY_MISTAKE: 'Ho ordinato per errore', TOO_SLOW: 'Ci vuole troppo tempo', OTHER: 'Altro motivo' },
  close: 'Chiudi',
  offline: 'Impossibile raggiungere il negozio. Controlla la connessione e riprova.',
  failed: 'Si è verificato un errore. Riprova.',
  track: 'Traccia l’ordine',
  tracking: 'Ricerca del tuo ordine…',
  trackingHeading: (n) => `Ordine ${n}`,
  status: 'Stato',
  carrier: 'Corriere',
  trackingNumber: 'Numero di tracciamento',
  trackOnCarrier: (carrier) => `Segui il pacco sul sito di ${carrier}`,
  estimatedDelivery: 'Consegna stimata',
  history: 'Cronologia dell’ordine',
  events: {
    payment_pending: 'Ordine effettuato, in attesa di pagamento',
    processing: 'Ordine effettuato',
    shipped: 'Affidato al corriere',
    delivered: 'Consegnato',
    ready_for_pickup: 'Pronto per il ritiro in negozio',
    picked_up: 'Ritirato in negozio',
    completed: 'Acquistato in negozio',
    cancelled: 'Annullato',
  },
  trackFailed: 'Impossibile caricare il tracciamento in questo momento. Riprova.',
  invoice: 'Scarica la fattura (PDF)',
  invoiceWorking: 'Preparazione della fattura…',
  invoiceDone: (file) => `La fattura ${file} è stata scaricata.`,
  invoiceFailed: 'Impossibile ottenere la fattura in questo momento. Riprova.',
  returnLabel: 'Ottieni un’etichetta di reso',
  returnTitle: 'Restituisci articoli',
  returnIntro: 'Scegli cosa restituisci e perché. L’etichetta è gratuita.',
  returnItem: (name) => `Restituisci ${name}`,
  quantity: 'Quantità',
  reason: 'Motivo',
  returnSubmit: 'Crea l’etichetta di reso',
  returnWorking: 'Creazione dell’etichetta di reso…',
  returnNothingChosen: 'Scegli almeno un articolo da restituire.',
  returnDone: 'La tua etichetta di reso è pronta.',
  returnDetails: (carrier, n) => `Consegna il pacco a ${carrier}. Numero di tracciamento del reso: ${n}.`,
  returnDownload: 'Scarica l’etichetta di reso (PDF)',
  howToReturn: 'Come fare un reso',
  returnFailed: 'Impossibile creare l’etichetta di reso. Riprova.',
  cancel: 'Annulla l’ordine',
  cancelTitle: (n) => `Annullare l’ordine ${n}?`,
  cancelText: 'L’ordine non verrà spedito. Il pagamento viene rimborsato e ti restituiamo il saldo delle carte regalo, i punti fedeltà e la spesa del programma utilizzati.',
  cancelConfirm: 'Sì, annulla l’ordine',
  cancelKeep: 'Mantieni l’ordine',
  cancelWorking: 'Annullamento dell’ordine…',
  cancelRefused: 'Questo ordine non può più essere annullato: ha già lasciato il nostro magazzino.',
  cancelFailed: 'Impossibile annullare l’ordine in questo momento. Riprova.',
  resend: (to) => `Invia di nuovo l’e-mail della carta regalo a ${to}`,
  resendWorking: 'Invio dell’e-mail della carta regalo…',
  resendDone: (to) => `Abbiamo inviato di nuovo l’e-mail della carta regalo a ${to}.`,
  resendFailed: 'Impossibile inviare l’e-mail della carta regalo in questo momento. Riprova.',
  orderNumber: 'Numero d’ordine',
  orderNumberHint: 'Si trova nell’e-mail di conferma, ad esempio CRN00001002.',
  email: 'E-mail',
  emailHint: 'L’indirizzo e-mail usato per l’ordine.',
  trackWorking: 'Ricerca del tuo ordine…',
  notFound: 'Non abbiamo trovato un ordine con questo numero ed e-mail. Controllali e riprova.',
};

export const orderMessages = catalogue<OrderMessages>({ en, fr, de, it });
