/**
 * PayPal's words: the express button and its dialog (cart, mini cart, quick-shop), and the
 * sandbox PayPal window that the checkout's PayPal method shares. Gateway errors come from the
 * error catalogue (src/lib/errors/messages.ts).
 */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';
import type { PayPalStep } from '../../../src/lib/payments/paypal/express.ts';
import type { PayPalSandboxOrderId } from '../../../src/lib/payments/paypal/sandbox.ts';

export interface PayPalMessages {
  dialogTitle: string;
  steps: Record<PayPalStep, string>;
  cancelled: string;
  failed: string;
  close: string;
  tryAgain: string;
  sessionFailed: string;
  sdkFailed: string;
  addressMissing: string;
  notPlaced: string;
  cantShipThere: string;
  total: (amount: string) => string;
  sandboxTitle: string;
  sandboxNote: string;
  signedInAs: (email: string) => string;
  shipTo: string;
  checkingAddress: string;
  outcome: string;
  outcomes: Record<PayPalSandboxOrderId, string>;
  approve: string;
  cancel: string;
  /** Checkout billing: the PayPal method. */
  methodIntro: string;
  payWithPayPal: string;
}

const en: PayPalMessages = {
  dialogTitle: 'PayPal',
  steps: {
    session: 'Connecting to PayPal…',
    paypal: 'Finish in the PayPal window.',
    'shipping-change': 'Updating your shipping address…',
    authorized: 'PayPal approved your payment. Setting your shipping address…',
    submit: 'Adding PayPal to your order…',
    'additional-details': 'Adding your billing details…',
    placing: 'Placing your order…',
    placed: 'Order placed. Opening your confirmation…',
    cancelled: 'You left PayPal. Your cart is as you left it.',
    failed: 'PayPal could not complete your order. Your cart is as you left it.',
  },
  cancelled: 'You left PayPal. Your cart is as you left it.',
  failed: 'PayPal could not complete your order. Your cart is as you left it.',
  close: 'Close',
  tryAgain: 'Try PayPal again',
  sessionFailed: 'PayPal is not available right now. Please try again, or choose another way to pay.',
  sdkFailed: 'PayPal could not be loaded. Please try again, or choose another way to pay.',
  addressMissing: 'PayPal did not send a shipping address. Please choose one in PayPal.',
  notPlaced: 'Your order could not be placed with PayPal. Please go to checkout and choose another way to pay.',
  cantShipThere: 'We can’t ship to this address. Please choose another one.',
  total: (amount) => `Total ${amount}`,
  sandboxTitle: 'Sandbox PayPal',
  sandboxNote: 'This is the sandbox PayPal, a test window: it is not PayPal and no money moves.',
  signedInAs: (email) => `Signed in as ${email}`,
  shipTo: 'Ship to',
  checkingAddress: 'Checking the address…',
  outcome: 'Test outcome (PayPal order ID)',
  outcomes: { 'paypal-approved': 'paypal-approved: PayPal approves the payment', 'paypal-cancelled': 'paypal-cancelled: PayPal refuses the payment' },
  approve: 'Pay with sandbox PayPal',
  cancel: 'Cancel and return to the shop',
  methodIntro: 'You will confirm the payment in PayPal, then review your order here.',
  payWithPayPal: 'Continue with PayPal',
};

const fr: PayPalMessages = {
  dialogTitle: 'PayPal',
  steps: {
    session: 'Connexion à PayPal…',
    paypal: 'Terminez dans la fenêtre PayPal.',
    'shipping-change': 'Mise à jour de votre adresse de livraison…',
    authorized: 'PayPal a approuvé votre paiement. Enregistrement de votre adresse de livraison…',
    submit: 'Ajout de PayPal à votre commande…',
    'additional-details': 'Ajout de vos coordonnées de facturation…',
    placing: 'Validation de votre commande…',
    placed: 'Commande validée. Ouverture de votre confirmation…',
    cancelled: 'Vous avez quitté PayPal. Votre panier est tel que vous l’avez laissé.',
    failed: 'PayPal n’a pas pu finaliser votre commande. Votre panier est tel que vous l’avez laissé.',
  },
  cancelled: 'Vous avez quitté PayPal. Votre panier est tel que vous l’avez laissé.',
  failed: 'PayPal n’a pas pu finaliser votre commande. Votre panier est tel que vous l’avez laissé.',
  close: 'Fermer',
  tryAgain: 'Réessayer avec PayPal',
  sessionFailed: 'PayPal n’est pas disponible pour le moment. Réessayez ou choisissez un autre moyen de paiement.',
  sdkFailed: 'PayPal n’a pas pu être chargé. Réessayez ou choisissez un autre moyen de paiement.',
  addressMissing: 'PayPal n’a pas transmis d’adresse de livraison. Choisissez-en une dans PayPal.',
  notPlaced: 'Votre commande n’a pas pu être validée avec PayPal. Passez par la caisse et choisissez un autre moyen de paiement.',
  cantShipThere: 'Nous ne livrons pas à cette adresse. Veuillez en choisir une autre.',
  total: (amount) => `Total ${amount}`,
  sandboxTitle: 'PayPal (sandbox)',
  sandboxNote: 'Ceci est le PayPal de la sandbox, une fenêtre de test : ce n’est pas PayPal et aucun argent n’est débité.',
  signedInAs: (email) => `Connecté en tant que ${email}`,
  shipTo: 'Livrer à',
  checkingAddress: 'Vérification de l’adresse…',
  outcome: 'Résultat du test (ID de commande PayPal)',
  outcomes: { 'paypal-approved': 'paypal-approved : PayPal approuve le paiement', 'paypal-cancelled': 'paypal-cancelled : PayPal refuse le paiement' },
  approve: 'Payer avec PayPal (sandbox)',
  cancel: 'Annuler et revenir à la boutique',
  methodIntro: 'Vous confirmerez le paiement dans PayPal, puis vérifierez votre commande ici.',
  payWithPayPal: 'Continuer avec PayPal',
};

const de: PayPalMessages = {
  dialogTitle: 'PayPal',
  steps: {
    session: 'Verbindung zu PayPal wird hergestellt…',
    paypal: 'Schließe den Vorgang im PayPal-Fenster ab.',
    'shipping-change': 'Deine Lieferadresse wird aktualisiert…',
    authorized: 'PayPal hat deine Zahlung genehmigt. Deine Lieferadresse wird gespeichert…',
    submit: 'PayPal wird zu deiner Bestellung hinzugefügt…',
    'additional-details': 'Deine Rechnungsdaten werden hinzugefügt…',
    placing: 'Deine Bestellung wird aufgegeben…',
    placed: 'Bestellung aufgegeben. Deine Bestätigung wird geöffnet…',
    cancelled: 'Du hast PayPal verlassen. Dein Warenkorb ist unverändert.',
    failed: 'PayPal konnte deine Bestellung nicht abschließen. Dein Warenkorb ist unverändert.',
  },
  cancelled: 'Du hast PayPal verlassen. Dein Warenkorb ist unverändert.',
  failed: 'PayPal konnte deine Bestellung nicht abschließen. Dein Warenkorb ist unverändert.',
  close: 'Schließen',
  tryAgain: 'PayPal erneut versuchen',
  sessionFailed: 'PayPal ist gerade nicht verfügbar. Versuche es erneut oder wähle eine andere Zahlungsart.',
  sdkFailed: 'PayPal konnte nicht geladen werden. Versuche es erneut oder wähle eine andere Zahlungsart.',
  addressMissing: 'PayPal hat keine Lieferadresse übermittelt. Bitte wähle eine in PayPal aus.',
  notPlaced: 'Deine Bestellung konnte mit PayPal nicht aufgegeben werden. Gehe zur Kasse und wähle eine andere Zahlungsart.',
  cantShipThere: 'An diese Adresse können wir nicht liefern. Bitte wähle eine andere.',
  total: (amount) => `Gesamt ${amount}`,
  sandboxTitle: 'Sandbox-PayPal',
  sandboxNote: 'Dies ist das PayPal der Sandbox, ein Testfenster: Es ist nicht PayPal und es fließt kein Geld.',
  signedInAs: (email) => `Angemeldet als ${email}`,
  shipTo: 'Liefern an',
  checkingAddress: 'Adresse wird geprüft…',
  outcome: 'Testergebnis (PayPal-Bestell-ID)',
  outcomes: { 'paypal-approved': 'paypal-approved: PayPal genehmigt die Zahlung', 'paypal-cancelled': 'paypal-cancelled: PayPal lehnt die Zahlung ab' },
  approve: 'Mit Sandbox-PayPal bezahlen',
  cancel: 'Abbrechen und zum Shop zurückkehren',
  methodIntro: 'Du bestätigst die Zahlung bei PayPal und prüfst deine Bestellung danach hier.',
  payWithPayPal: 'Weiter mit PayPal',
};

const it: PayPalMessages = {
  dialogTitle: 'PayPal',
  steps: {
    session: 'Connessione a PayPal…',
    paypal: 'Completa nella finestra di PayPal.',
    'shipping-change': 'Aggiornamento dell’indirizzo di spedizione…',
    authorized: 'PayPal ha approvato il pagamento. Salvataggio dell’indirizzo di spedizione…',
    submit: 'Aggiunta di PayPal all’ordine…',
    'additional-details': 'Aggiunta dei dati di fatturazione…',
    placing: 'Invio dell’ordine…',
    placed: 'Ordine inviato. Apertura della conferma…',
    cancelled: 'Hai lasciato PayPal. Il carrello è come l’hai lasciato.',
    failed: 'PayPal non ha potuto completare l’ordine. Il carrello è come l’hai lasciato.',
  },
  cancelled: 'Hai lasciato PayPal. Il carrello è come l’hai lasciato.',
  failed: 'PayPal non ha potuto completare l’ordine. Il carrello è come l’hai lasciato.',
  close: 'Chiudi',
  tryAgain: 'Riprova con PayPal',
  sessionFailed: 'PayPal non è disponibile al momento. Riprova o scegli un altro metodo di pagamento.',
  sdkFailed: 'Impossibile caricare PayPal. Riprova o scegli un altro metodo di pagamento.',
  addressMissing: 'PayPal non ha inviato un indirizzo di spedizione. Scegline uno in PayPal.',
  notPlaced: 'Non è stato possibile inviare l’ordine con PayPal. Vai alla cassa e scegli un altro metodo di pagamento.',
  cantShipThere: 'Non spediamo a questo indirizzo. Scegline un altro.',
  total: (amount) => `Totale ${amount}`,
  sandboxTitle: 'PayPal sandbox',
  sandboxNote: 'Questo è il PayPal della sandbox, una finestra di prova: non è PayPal e non viene addebitato denaro.',
  signedInAs: (email) => `Accesso effettuato come ${email}`,
  shipTo: 'Spedisci a',
  checkingAddress: 'Verifica dell’indirizzo…',
  outcome: 'Esito del test (ID ordine PayPal)',
  outcomes: { 'paypal-approved': 'paypal-approved: PayPal approva il pagamento', 'paypal-cancelled': 'paypal-cancelled: PayPal rifiuta il pagamento' },
  approve: 'Paga con PayPal sandbox',
  cancel: 'Annulla e torna al negozio',
  methodIntro: 'Confermerai il pagamento su PayPal, poi controllerai l’ordine qui.',
  payWithPayPal: 'Continua con PayPal',
};

export const paypalMessages = catalogue<PayPalMessages>({ en, fr, de, it });
