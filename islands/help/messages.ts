/**
 * The help forms' own words (contact us, warranty claim), per language. Field validation words
 * come from schemas/forms/messages.ts (the spec's exact strings) and gateway failures from the
 * error catalogue (src/lib/errors/messages.ts); only what those don't say is here.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';
import type { PurchasePlace, WarrantyIssue } from '../../src/lib/help/forms.ts';

export interface HelpFormMessages {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: (mask: string) => string;
  orderNumber: string;
  orderNumberHint: string;
  optional: string;
  requiredNote: string;
  prefilled: string;
  sending: string;
  retry: string;
  /** The live count under a text box. */
  count: (n: number, max: number) => string;
  /** Spoken when the text nears its limit. */
  left: (n: number) => string;
  over: (n: number) => string;
  fixFields: string;
  sendFailed: string;
  // Contact us
  contactTitle: string;
  contactIntro: string;
  category: string;
  subject: string;
  chooseCategory: string;
  chooseSubject: string;
  chooseCategoryFirst: string;
  categoriesLoading: string;
  categoriesFailed: string;
  message: string;
  messageHint: string;
  send: string;
  contactSentTitle: string;
  contactSentText: (email: string) => string;
  reference: string;
  sendAnother: string;
  // Warranty
  warrantyTitle: string;
  warrantyIntro: string;
  product: string;
  productHint: string;
  productInvalid: string;
  productUnknown: string;
  orderNotYours: string;
  purchaseDate: string;
  dateHint: (format: string) => string;
  purchasePlace: string;
  choosePlace: string;
  places: Record<PurchasePlace, string>;
  issue: string;
  chooseIssue: string;
  issues: Record<WarrantyIssue, string>;
  description: string;
  descriptionHint: string;
  yourDetails: string;
  claimSend: string;
  claimSentTitle: string;
  claimSentText: (email: string) => string;
  claimReference: string;
  fileAnother: string;
}

const en: HelpFormMessages = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone (optional)',
  phoneHint: (mask) => `Format: ${mask}`,
  orderNumber: 'Order number (optional)',
  orderNumberHint: 'It is in your order confirmation email, for example CRN00001001.',
  optional: 'optional',
  requiredNote: 'All fields are required unless marked optional.',
  prefilled: 'We filled in your details from your account.',
  sending: 'Sending…',
  retry: 'Try again',
  count: (n, max) => `${n} of ${max} characters`,
  left: (n) => `${n} characters left`,
  over: (n) => `${n} characters too many`,
  fixFields: 'Please check the highlighted fields.',
  sendFailed: 'Nothing you typed is lost: please try again.',
  contactTitle: 'Write to us',
  contactIntro: 'Choose a topic and a subject so your message reaches the right team.',
  category: 'Topic',
  subject: 'Subject',
  chooseCategory: 'Choose a topic',
  chooseSubject: 'Choose a subject',
  chooseCategoryFirst: 'Choose a topic first',
  categoriesLoading: 'Loading the topics…',
  categoriesFailed: 'We could not load the topics.',
  message: 'Your message',
  messageHint: 'Tell us what happened and what you would like us to do.',
  send: 'Send message',
  contactSentTitle: 'Thank you, we have your message',
  contactSentText: (email) => `We have sent a confirmation to ${email} and will answer within one business day.`,
  reference: 'Your reference',
  sendAnother: 'Send another message',
  warrantyTitle: 'Make a warranty claim',
  warrantyIntro: 'Tell us about the item and what went wrong. We answer every claim within three business days.',
  product: 'Product number',
  productHint: 'Two letters followed by letters or digits, for example FWINSTOCK1. You can also paste the address of the product page.',
  productInvalid: 'Enter a product number, or paste the address of the product page.',
  productUnknown: 'We don’t know this product number. Please check it.',
  orderNotYours: 'This order number is not in your account.',
  purchaseDate: 'Date of purchase',
  dateHint: (format) => `Format: ${format}`,
  purchasePlace: 'Where did you buy it?',
  choosePlace: 'Choose where',
  places: { ONLINE: 'On this website', STORE: 'In a Cairn store', RETAILER: 'From another retailer' },
  issue: 'What is wrong with it?',
  chooseIssue: 'Choose the problem',
  issues: { SEAM: 'A seam is coming apart', SOLE: 'The sole is coming off or worn through', ZIPPER: 'The zip is broken', WATERPROOFING: 'It lets water in', HARDWARE: 'A buckle, pole or fastener broke', OTHER: 'Something else' },
  description: 'Describe the problem',
  descriptionHint: 'When did it start, and how have you used and cared for the item?',
  yourDetails: 'Your details',
  claimSend: 'Send claim',
  claimSentTitle: 'Thank you, your claim is registered',
  claimSentText: (email) => `We have sent a confirmation to ${email}. Our repair team will be in touch within three business days.`,
  claimReference: 'Claim number',
  fileAnother: 'Make another claim',
};

const fr: HelpFormMessages = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone (facultatif)',
  phoneHint: (mask) => `Format : ${mask}`,
  orderNumber: 'Numéro de commande (facultatif)',
  orderNumberHint: 'Il figure dans l’e-mail de confirmation de votre commande, par exemple CRN00001001.',
  optional: 'facultatif',
  requiredNote: 'Tous les champs sont obligatoires, sauf mention « facultatif ».',
  prefilled: 'Nous avons repris vos coordonnées depuis votre compte.',
  sending: 'Envoi…',
  retry: 'Réessayer',
  count: (n, max) => `${n} caractères sur ${max}`,
  left: (n) => `Encore ${n} caractères`,
  over: (n) => `${n} caractères en trop`,
  fixFields: 'Veuillez vérifier les champs signalés.',
  sendFailed: 'Rien de ce que vous avez saisi n’est perdu : veuillez réessayer.',
  contactTitle: 'Nous écrire',
  contactIntro: 'Choisissez un thème et un objet pour que votre message arrive à la bonne équipe.',
  category: 'Thème',
  subject: 'Objet',
  chooseCategory: 'Choisissez un thème',
  chooseSubject: 'Choisissez un objet',
  chooseCategoryFirst: 'Choisissez d’abord un thème',
  categoriesLoading: 'Chargement des thèmes…',
  categoriesFailed: 'Impossible de charger les thèmes.',
  message: 'Votre message',
  messageHint: 'Dites-nous ce qui s’est passé et ce que vous attendez de nous.',
  send: 'Envoyer le message',
  contactSentTitle: 'Merci, nous avons bien reçu votre message',
  contactSentText: (email) => `Nous avons envoyé une confirmation à ${email} et vous répondrons sous un jour ouvrable.`,
  reference: 'Votre référence',
  sendAnother: 'Envoyer un autre message',
  warrantyTitle: 'Faire une demande de garantie',
  warrantyIntro: 'Présentez-nous l’article et le problème. Nous répondons à chaque demande sous trois jours ouvrables.',
  product: 'Référence du produit',
  productHint: 'Deux lettres suivies de lettres ou de chiffres, par exemple FWINSTOCK1. Vous pouvez aussi coller l’adresse de la page produit.',
  productInvalid: 'Saisissez une référence produit, ou collez l’adresse de la page produit.',
  productUnknown: 'Cette référence produit nous est inconnue. Veuillez la vérifier.',
  orderNotYours: 'Ce numéro de commande ne figure pas dans votre compte.',
  purchaseDate: 'Date d’achat',
  dateHint: (format) => `Format : ${format}`,
  purchasePlace: 'Où l’avez-vous acheté ?',
  choosePlace: 'Choisissez le lieu',
  places: { ONLINE: 'Sur ce site', STORE: 'Dans un magasin Cairn', RETAILER: 'Chez un autre revendeur' },
  issue: 'Quel est le problème ?',
  chooseIssue: 'Choisissez le problème',
  issues: { SEAM: 'Une couture se défait', SOLE: 'La semelle se décolle ou est usée', ZIPPER: 'La fermeture éclair est cassée', WATERPROOFING: 'L’eau passe', HARDWARE: 'Une boucle, un bâton ou une attache a cassé', OTHER: 'Autre chose' },
  description: 'Décrivez le problème',
  descriptionHint: 'Depuis quand, et comment avez-vous utilisé et entretenu l’article ?',
  yourDetails: 'Vos coordonnées',
  claimSend: 'Envoyer la demande',
  claimSentTitle: 'Merci, votre demande est enregistrée',
  claimSentText: (email) => `Nous avons envoyé une confirmation à ${email}. Notre atelier de réparation vous contactera sous trois jours ouvrables.`,
  claimReference: 'Numéro de demande',
  fileAnother: 'Faire une autre demande',
};

const de: HelpFormMessages = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon (optional)',
  phoneHint: (mask) => `Format: ${mask}`,
  orderNumber: 'Bestellnummer (optional)',
  orderNumberHint: 'Sie steht in Ihrer Bestellbestätigung, zum Beispiel CRN00001001.',
  optional: 'optional',
  requiredNote: 'Alle Felder sind Pflichtfelder, sofern nicht als optional gekennzeichnet.',
  prefilled: 'Wir haben Ihre Daten aus Ihrem Konto übernommen.',
  sending: 'Wird gesendet…',
  retry: 'Erneut versuchen',
  count: (n, max) => `${n} von ${max} Zeichen`,
  left: (n) => `Noch ${n} Zeichen`,
  over: (n) => `${n} Zeichen zu viel`,
  fixFields: 'Bitte prüfen Sie die markierten Felder.',
  sendFailed: 'Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es erneut.',
  contactTitle: 'Schreiben Sie uns',
  contactIntro: 'Wählen Sie ein Thema und einen Betreff, damit Ihre Nachricht das richtige Team erreicht.',
  category: 'Thema',
  subject: 'Betreff',
  chooseCategory: 'Thema wählen',
  chooseSubject: 'Betreff wählen',
  chooseCategoryFirst: 'Wählen Sie zuerst ein Thema',
  categoriesLoading: 'Themen werden geladen…',
  categoriesFailed: 'Die Themen konnten nicht geladen werden.',
  message: 'Ihre Nachricht',
  messageHint: 'Was ist passiert, und was sollen wir für Sie tun?',
  send: 'Nachricht senden',
  contactSentTitle: 'Danke, Ihre Nachricht ist angekommen',
  contactSentText: (email) => `Wir haben eine Bestätigung an ${email} geschickt und antworten innerhalb eines Werktags.`,
  reference: 'Ihre Referenz',
  sendAnother: 'Weitere Nachricht senden',
  warrantyTitle: 'Garantieanspruch stellen',
  warrantyIntro: 'Nennen Sie uns den Artikel und das Problem. Wir beantworten jeden Antrag innerhalb von drei Werktagen.',
  product: 'Artikelnummer',
  productHint: 'Zwei Buchstaben, dann Buchstaben oder Ziffern, zum Beispiel FWINSTOCK1. Sie können auch die Adresse der Produktseite einfügen.',
  productInvalid: 'Geben Sie eine Artikelnummer ein, oder fügen Sie die Adresse der Produktseite ein.',
  productUnknown: 'Diese Artikelnummer kennen wir nicht. Bitte prüfen Sie sie.',
  orderNotYours: 'Diese Bestellnummer gehört nicht zu Ihrem Konto.',
  purchaseDate: 'Kaufdatum',
  dateHint: (format) => `Format: ${format}`,
  purchasePlace: 'Wo haben Sie es gekauft?',
  choosePlace: 'Ort wählen',
  places: { ONLINE: 'Auf dieser Website', STORE: 'In einer Cairn-Filiale', RETAILER: 'Bei einem anderen Händler' },
  issue: 'Was ist defekt?',
  chooseIssue: 'Problem wählen',
  issues: { SEAM: 'Eine Naht löst sich', SOLE: 'Die Sohle löst sich oder ist durchgelaufen', ZIPPER: 'Der Reißverschluss ist kaputt', WATERPROOFING: 'Es lässt Wasser durch', HARDWARE: 'Eine Schnalle, ein Stock oder ein Verschluss ist gebrochen', OTHER: 'Etwas anderes' },
  description: 'Beschreiben Sie das Problem',
  descriptionHint: 'Seit wann besteht es, und wie haben Sie den Artikel benutzt und gepflegt?',
  yourDetails: 'Ihre Daten',
  claimSend: 'Antrag senden',
  claimSentTitle: 'Danke, Ihr Antrag ist eingegangen',
  claimSentText: (email) => `Wir haben eine Bestätigung an ${email} geschickt. Unser Reparaturteam meldet sich innerhalb von drei Werktagen.`,
  claimReference: 'Antragsnummer',
  fileAnother: 'Weiteren Antrag stellen',
};

const it: HelpFormMessages = {
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Email',
  phone: 'Telefono (facoltativo)',
  phoneHint: (mask) => `Formato: ${mask}`,
  orderNumber: 'Numero d’ordine (facoltativo)',
  orderNumberHint: 'Lo trovi nell’email di conferma dell’ordine, ad esempio CRN00001001.',
  optional: 'facoltativo',
  requiredNote: 'Tutti i campi sono obbligatori, salvo quelli indicati come facoltativi.',
  prefilled: 'Abbiamo inserito i tuoi dati dal tuo account.',
  sending: 'Invio…',
  retry: 'Riprova',
  count: (n, max) => `${n} di ${max} caratteri`,
  left: (n) => `Ancora ${n} caratteri`,
  over: (n) => `${n} caratteri di troppo`,
  fixFields: 'Controlla i campi evidenziati.',
  sendFailed: 'Quello che hai scritto non è andato perso: riprova.',
  contactTitle: 'Scrivici',
  contactIntro: 'Scegli un argomento e un oggetto, così il tuo messaggio arriva al team giusto.',
  category: 'Argomento',
  subject: 'Oggetto',
  chooseCategory: 'Scegli un argomento',
  chooseSubject: 'Scegli un oggetto',
  chooseCategoryFirst: 'Scegli prima un argomento',
  categoriesLoading: 'Caricamento degli argomenti…',
  categoriesFailed: 'Non è stato possibile caricare gli argomenti.',
  message: 'Il tuo messaggio',
  messageHint: 'Raccontaci cosa è successo e cosa possiamo fare per te.',
  send: 'Invia messaggio',
  contactSentTitle: 'Grazie, abbiamo ricevuto il tuo messaggio',
  contactSentText: (email) => `Abbiamo inviato una conferma a ${email} e ti risponderemo entro un giorno lavorativo.`,
  reference: 'Il tuo riferimento',
  sendAnother: 'Invia un altro messaggio',
  warrantyTitle: 'Richiesta in garanzia',
  warrantyIntro: 'Indicaci l’articolo e il problema. Rispondiamo a ogni richiesta entro tre giorni lavorativi.',
  product: 'Codice prodotto',
  productHint: 'Due lettere seguite da lettere o cifre, ad esempio FWINSTOCK1. Puoi anche incollare l’indirizzo della pagina del prodotto.',
  productInvalid: 'Inserisci un codice prodotto, oppure incolla l’indirizzo della pagina del prodotto.',
  productUnknown: 'Non conosciamo questo codice prodotto. Controllalo.',
  orderNotYours: 'Questo numero d’ordine non è nel tuo account.',
  purchaseDate: 'Data di acquisto',
  dateHint: (format) => `Formato: ${format}`,
  purchasePlace: 'Dove l’hai acquistato?',
  choosePlace: 'Scegli dove',
  places: { ONLINE: 'Su questo sito', STORE: 'In un negozio Cairn', RETAILER: 'Presso un altro rivenditore' },
  issue: 'Qual è il problema?',
  chooseIssue: 'Scegli il problema',
  issues: { SEAM: 'Una cucitura si sta aprendo', SOLE: 'La suola si stacca o è consumata', ZIPPER: 'La zip è rotta', WATERPROOFING: 'Lascia passare l’acqua', HARDWARE: 'Una fibbia, un bastoncino o una chiusura si è rotta', OTHER: 'Altro' },
  description: 'Descrivi il problema',
  descriptionHint: 'Da quando, e come hai usato e curato l’articolo?',
  yourDetails: 'I tuoi dati',
  claimSend: 'Invia richiesta',
  claimSentTitle: 'Grazie, la tua richiesta è registrata',
  claimSentText: (email) => `Abbiamo inviato una conferma a ${email}. Il nostro laboratorio ti contatterà entro tre giorni lavorativi.`,
  claimReference: 'Numero di richiesta',
  fileAnother: 'Fai un’altra richiesta',
};

export const helpFormMessages = catalogue<HelpFormMessages>({ en, fr, de, it });
