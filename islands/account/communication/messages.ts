/**
 * The account communication page's words (issue 12), per language: en, fr, de, it. Server
 * refusals come from the error catalogue.
 */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';
import type { NotificationChannel, NotificationType } from '../../../src/lib/account/subscriptions.ts';
import type { SubscriptionType } from '../../../schemas/api/subscription.ts';

export interface CommunicationMessages {
  subscriptionsHeading: string;
  subscriptionsIntro: string;
  names: Record<SubscriptionType, string>;
  descriptions: Record<SubscriptionType, string>;
  /** Where the subscription goes: the email address or the phone number. */
  sentTo: (recipient: string) => string;
  subscribedSince: (date: string) => string;
  unsubscribedOn: (date: string) => string;
  notSubscribed: string;
  subscribed: (name: string) => string;
  unsubscribed: (name: string) => string;
  saving: string;
  smsNeedsPhone: string;
  smsTerms: string;
  editProfile: string;
  loyaltyOnly: string;
  joinLoyalty: string;
  notificationsHeading: string;
  notificationsIntro: string;
  notificationTypes: Record<NotificationType, string>;
  channels: Record<NotificationChannel, string>;
  /** The accessible name of one choice: 'Order updates by email'. */
  choice: (type: string, channel: string) => string;
  kind: string;
  pushInApp: string;
  saveNotifications: string;
  notificationsSaved: string;
  notificationsUnchanged: string;
  loadFailed: string;
  retry: string;
}

const en: CommunicationMessages = {
  subscriptionsHeading: 'Newsletters and text messages',
  subscriptionsIntro: 'Choose what we may send you. Each change is saved at once.',
  names: { Newsletter: 'Newsletter', LoyaltyNewsletter: 'Loyalty newsletter', SMS: 'Text messages (SMS)' },
  descriptions: {
    Newsletter: 'New gear, trail stories and offers, about twice a month.',
    LoyaltyNewsletter: 'Member rewards, points reminders and early access for Cairn Summit members.',
    SMS: 'Offers and launches by text message.',
  },
  sentTo: (recipient) => `Sent to ${recipient}`,
  subscribedSince: (date) => `Subscribed since ${date}`,
  unsubscribedOn: (date) => `Unsubscribed on ${date}`,
  notSubscribed: 'Not subscribed',
  subscribed: (name) => `You are subscribed to: ${name}.`,
  unsubscribed: (name) => `You are unsubscribed from: ${name}.`,
  saving: 'Saving…',
  smsNeedsPhone: 'Text messages need a valid mobile number on your profile.',
  smsTerms: 'You agree to receive recurring marketing text messages at this number. Message and data rates may apply. Reply STOP to cancel.',
  editProfile: 'Add a mobile number to your profile',
  loyaltyOnly: 'The loyalty newsletter is for Cairn Summit members.',
  joinLoyalty: 'Join Cairn Summit loyalty',
  notificationsHeading: 'Notifications',
  notificationsIntro: 'Tell us which updates you want, and how.',
  notificationTypes: { ORDER_UPDATES: 'Order updates', BACK_IN_STOCK: 'Back in stock', PRICE_DROP: 'Price drops', EVENTS: 'Events' },
  channels: { EMAIL: 'Email', SMS: 'SMS', PUSH: 'Push' },
  choice: (type, channel) => `${type}: ${channel}`,
  kind: 'Notification',
  pushInApp: 'Push notifications are set in the Cairn app.',
  saveNotifications: 'Save notification choices',
  notificationsSaved: 'Your notification choices have been saved.',
  notificationsUnchanged: 'There are no changes to save.',
  loadFailed: 'We could not load your communication preferences.',
  retry: 'Try again',
};

const fr: CommunicationMessages = {
  subscriptionsHeading: 'Newsletters et SMS',
  subscriptionsIntro: 'Choisissez ce que nous pouvons vous envoyer. Chaque changement est enregistré aussitôt.',
  names: { Newsletter: 'Newsletter', LoyaltyNewsletter: 'Newsletter fidélité', SMS: 'SMS' },
  descriptions: {
    Newsletter: 'Nouveautés, récits de sentiers et offres, environ deux fois par mois.',
    LoyaltyNewsletter: 'Récompenses, rappels de points et accès anticipé pour les membres Cairn Summit.',
    SMS: 'Offres et lancements par SMS.',
  },
  sentTo: (recipient) => `Envoyé à ${recipient}`,
  subscribedSince: (date) => `Abonné depuis le ${date}`,
  unsubscribedOn: (date) => `Désabonné le ${date}`,
  notSubscribed: 'Non abonné',
  subscribed: (name) => `Vous êtes abonné : ${name}.`,
  unsubscribed: (name) => `Vous êtes désabonné : ${name}.`,
  saving: 'Enregistrement…',
  smsNeedsPhone: 'Les SMS nécessitent un numéro de mobile valide dans votre profil.',
  smsTerms: 'Vous acceptez de recevoir des SMS marketing récurrents à ce numéro. Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour arrêter.',
  editProfile: 'Ajouter un numéro de mobile à votre profil',
  loyaltyOnly: 'La newsletter fidélité est réservée aux membres Cairn Summit.',
  joinLoyalty: 'Rejoindre la fidélité Cairn Summit',
  notificationsHeading: 'Notifications',
  notificationsIntro: 'Dites-nous quelles informations vous souhaitez recevoir, et comment.',
  notificationTypes: { ORDER_UPDATES: 'Suivi de commande', BACK_IN_STOCK: 'Retour en stock', PRICE_DROP: 'Baisses de prix', EVENTS: 'Événements' },
  channels: { EMAIL: 'E-mail', SMS: 'SMS', PUSH: 'Push' },
  choice: (type, channel) => `${type}: ${channel}`,
  kind: 'Notification',
  pushInApp: 'Les notifications push se règlent dans l’application Cairn.',
  saveNotifications: 'Enregistrer les notifications',
  notificationsSaved: 'Vos choix de notifications ont été enregistrés.',
  notificationsUnchanged: 'Il n’y a aucune modification à enregistrer.',
  loadFailed: 'Nous n’avons pas pu charger vos préférences de communication.',
  retry: 'Réessayer',
};

const de: CommunicationMessages = {
  subscriptionsHeading: 'Newsletter und SMS',
  subscriptionsIntro: 'Wählen Sie, was wir Ihnen senden dürfen. Jede Änderung wird sofort gespeichert.',
  names: { Newsletter: 'Newsletter', LoyaltyNewsletter: 'Treue-Newsletter', SMS: 'SMS' },
  descriptions: {
    Newsletter: 'Neue Ausrüstung, Tourengeschichten und Angebote, etwa zweimal im Monat.',
    LoyaltyNewsletter: 'Prämien, Punkte-Erinnerungen und früher Zugang für Cairn-Summit-Mitglieder.',
    SMS: 'Angebote und Neuheiten per SMS.',
  },
  sentTo: (recipient) => `An ${recipient}`,
  subscribedSince: (date) => `Abonniert seit ${date}`,
  unsubscribedOn: (date) => `Abgemeldet am ${date}`,
  notSubscribed: 'Nicht abonniert',
  subscribed: (name) => `Sie haben abonniert: ${name}.`,
  unsubscribed: (name) => `Sie haben sich abgemeldet: ${name}.`,
  saving: 'Wird gespeichert…',
  smsNeedsPhone: 'Für SMS brauchen wir eine gültige Mobilnummer in Ihrem Profil.',
  smsTerms: 'Sie stimmen zu, regelmäßig Marketing-SMS an diese Nummer zu erhalten. Es können Gebühren für Nachrichten und Daten anfallen. Antworten Sie STOP zum Abmelden.',
  editProfile: 'Mobilnummer im Profil hinzufügen',
  loyaltyOnly: 'Der Treue-Newsletter ist für Cairn-Summit-Mitglieder.',
  joinLoyalty: 'Dem Cairn-Summit-Treueprogramm beitreten',
  notificationsHeading: 'Benachrichtigungen',
  notificationsIntro: 'Sagen Sie uns, über was und wie wir Sie informieren sollen.',
  notificationTypes: { ORDER_UPDATES: 'Bestellstatus', BACK_IN_STOCK: 'Wieder verfügbar', PRICE_DROP: 'Preissenkungen', EVENTS: 'Veranstaltungen' },
  channels: { EMAIL: 'E-Mail', SMS: 'SMS', PUSH: 'Push' },
  choice: (type, channel) => `${type}: ${channel}`,
  kind: 'Benachrichtigung',
  pushInApp: 'Push-Benachrichtigungen stellen Sie in der Cairn-App ein.',
  saveNotifications: 'Benachrichtigungen speichern',
  notificationsSaved: 'Ihre Benachrichtigungen wurden gespeichert.',
  notificationsUnchanged: 'Es gibt keine Änderungen zu speichern.',
  loadFailed: 'Ihre Kommunikationseinstellungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
};

const it: CommunicationMessages = {
  subscriptionsHeading: 'Newsletter e SMS',
  subscriptionsIntro: 'Scegli cosa possiamo inviarti. Ogni modifica viene salvata subito.',
  names: { Newsletter: 'Newsletter', LoyaltyNewsletter: 'Newsletter fedeltà', SMS: 'SMS' },
  descriptions: {
    Newsletter: 'Novità, storie di sentiero e offerte, circa due volte al mese.',
    LoyaltyNewsletter: 'Premi, promemoria sui punti e accesso anticipato per i membri Cairn Summit.',
    SMS: 'Offerte e lanci via SMS.',
  },
  sentTo: (recipient) => `Inviata a ${recipient}`,
  subscribedSince: (date) => `Iscritto dal ${date}`,
  unsubscribedOn: (date) => `Disiscritto il ${date}`,
  notSubscribed: 'Non iscritto',
  subscribed: (name) => `Sei iscritto a: ${name}.`,
  unsubscribed: (name) => `Non sei più iscritto a: ${name}.`,
  saving: 'Salvataggio…',
  smsNeedsPhone: 'Per gli SMS serve un numero di cellulare valido nel tuo profilo.',
  smsTerms: 'Accetti di ricevere SMS di marketing ricorrenti a questo numero. Potrebbero essere applicati costi per messaggi e dati. Rispondi STOP per annullare.',
  editProfile: 'Aggiungi un numero di cellulare al tuo profilo',
  loyaltyOnly: 'La newsletter fedeltà è per i membri Cairn Summit.',
  joinLoyalty: 'Iscriviti al programma fedeltà Cairn Summit',
  notificationsHeading: 'Notifiche',
  notificationsIntro: 'Dicci quali aggiornamenti vuoi ricevere, e come.',
  notificationTypes: { ORDER_UPDATES: 'Aggiornamenti sugli ordini', BACK_IN_STOCK: 'Di nuovo disponibile', PRICE_DROP: 'Ribassi di prezzo', EVENTS: 'Eventi' },
  channels: { EMAIL: 'Email', SMS: 'SMS', PUSH: 'Push' },
  choice: (type, channel) => `${type}: ${channel}`,
  kind: 'Notifica',
  pushInApp: 'Le notifiche push si impostano nell’app Cairn.',
  saveNotifications: 'Salva le notifiche',
  notificationsSaved: 'Le tue scelte sulle notifiche sono state salvate.',
  notificationsUnchanged: 'Non ci sono modifiche da salvare.',
  loadFailed: 'Non è stato possibile caricare le tue preferenze di comunicazione.',
  retry: 'Riprova',
};

export const communicationMessages = catalogue<CommunicationMessages>({ en, fr, de, it });
