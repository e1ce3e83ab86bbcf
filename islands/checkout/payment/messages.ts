/**
 * The payment forms' own words (labels, legends, buttons, states), per language. Field
 * validation words come from schemas/forms/messages.ts and gateway errors (PYT402,
 * CC_EXPIRY_DATE_INVALID, GC_*, REW*, PAYMENT_*) from the error catalogue
 * (src/lib/errors/messages.ts); a missing key here fails the type check.
 */
import type { CardType } from '../../../src/lib/checkout/card.ts';
import type { PaymentMethodId } from '../../../src/lib/checkout/payment.ts';
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';

export interface PaymentMessages {
  loading: string;
  loadFailed: string;
  retry: string;
  working: string;
  methodNames: Readonly<Record<PaymentMethodId, string>>;
  /** Legend of the main method's radio group. */
  payWith: string;
  mainMethod: string;
  nothingLeftToPay: string;
  cardDetails: string;
  cardNumber: string;
  cardTypes: Record<CardType, string>;
  /** Read after the number field: the brand told from the digits. */
  cardTypeIs: (brand: string) => string;
  expiry: string;
  expiryHint: string;
  securityCode: string;
  securityCodeHint: string;
  securityCodeInvalid: string;
  holder: string;
  cardTypeUnsupported: (brands: string) => string;
  useCard: string;
  cardEnding: (brand: string, last4: string) => string;
  changeCard: string;
  savedCards: string;
  savedCard: (label: string, expiry: string) => string;
  newCard: string;
  useSavedCard: string;
  saveCard: string;
  cardSaveFailed: string;
  remove: string;
  removeThis: (what: string) => string;
  giftCards: string;
  giftCardNumber: string;
  giftCardPin: string;
  checkBalance: string;
  balanceOf: (card: string, amount: string) => string;
  applyGiftCard: string;
  appliedGiftCards: string;
  giftCardLine: (card: string) => string;
  loyalty: string;
  pointsBalance: (points: string) => string;
  voucher: (points: string, amount: string) => string;
  voucherUnavailable: string;
  voucherIneligible: string;
  usePoints: string;
  pointsApplied: (points: string) => string;
  rewards: string;
  rewardCode: string;
  applyRewardCode: string;
  rewardCard: string;
  applyRewardCard: string;
  /** docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points, said where reward and points inputs are turned off. */
  rewardsBlocked: string;
  athlete: string;
  athleteIntro: string;
  useAthlete: string;
  athletePayable: string;
  athleteRemaining: string;
  summary: string;
  rewardsApplied: string;
  chargedTo: (what: string) => string;
  remainingToPay: string;
}

/**
 * The payment methods' names, per language: the one table the payment forms, the review step's
 * summary (../payment-labels.ts) and the order confirmation (src/components/order-confirmation/
 * messages.ts) read. A plain object, so a page that needs only the names does not take the rest.
 */
export const PAYMENT_METHOD_NAMES: Readonly<Record<'en' | 'fr' | 'de' | 'it', Readonly<Record<PaymentMethodId, string>>>> = {
  en: {
    CREDIT_CARD: 'Credit or debit card',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    DW_APPLE_PAY: 'Apple Pay',
    GIFT_CARD: 'Gift card',
    LOYALTY_POINTS: 'Loyalty points',
    REWARD_CODE: 'Reward code',
    REWARD_CARD: 'Reward card',
    ATHLETES_PAYMENT: 'Athlete payment',
  },
  fr: {
    CREDIT_CARD: 'Carte bancaire',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    DW_APPLE_PAY: 'Apple Pay',
    GIFT_CARD: 'Carte cadeau',
    LOYALTY_POINTS: 'Points de fidélité',
    REWARD_CODE: 'Code récompense',
    REWARD_CARD: 'Carte récompense',
    ATHLETES_PAYMENT: 'Paiement athlète',
  },
  de: {
    CREDIT_CARD: 'Kredit- oder Debitkarte',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    DW_APPLE_PAY: 'Apple Pay',
    GIFT_CARD: 'Geschenkkarte',
    LOYALTY_POINTS: 'Treuepunkte',
    REWARD_CODE: 'Prämiencode',
    REWARD_CARD: 'Prämienkarte',
    ATHLETES_PAYMENT: 'Athletenzahlung',
  },
  it: {
    CREDIT_CARD: 'Carta di credito o di debito',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    DW_APPLE_PAY: 'Apple Pay',
    GIFT_CARD: 'Carta regalo',
    LOYALTY_POINTS: 'Punti fedeltà',
    REWARD_CODE: 'Codice premio',
    REWARD_CARD: 'Carta premio',
    ATHLETES_PAYMENT: 'Pagamento atleta',
  },
};

/** The method names in a language (English for the others). */
export const paymentMethodNames = catalogue<Readonly<Record<PaymentMethodId, string>>>(PAYMENT_METHOD_NAMES);

const en: PaymentMessages = {
  loading: 'Loading payment methods…',
  loadFailed: 'We could not load the payment methods.',
  retry: 'Try again',
  working: 'Please wait…',
  methodNames: PAYMENT_METHOD_NAMES.en,
  payWith: 'Pay with',
  mainMethod: 'Payment method',
  nothingLeftToPay: 'Nothing is left to pay: no card is needed.',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  cardTypes: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
  cardTypeIs: (brand) => `Card type: ${brand}`,
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  securityCode: 'Security code',
  securityCodeHint: '3 or 4 digits, on the back of the card (on the front for American Express)',
  securityCodeInvalid: 'The security code is 3 or 4 digits.',
  holder: 'Name on card',
  cardTypeUnsupported: (brands) => `We accept ${brands}.`,
  useCard: 'Use this card',
  cardEnding: (brand, last4) => `${brand} ending ${last4}`,
  changeCard: 'Change card',
  savedCards: 'Your saved cards',
  savedCard: (label, expiry) => `${label}, expires ${expiry}`,
  newCard: 'A new card',
  useSavedCard: 'Pay with this card',
  saveCard: 'Save this card to my account',
  cardSaveFailed: 'credit card save failed',
  remove: 'Remove',
  removeThis: (what) => `Remove ${what}`,
  giftCards: 'Gift cards',
  giftCardNumber: 'Gift card',
  giftCardPin: 'PIN',
  checkBalance: 'Check balance',
  balanceOf: (card, amount) => `Gift card ${card} balance: ${amount}`,
  applyGiftCard: 'Apply gift card',
  appliedGiftCards: 'Applied gift cards',
  giftCardLine: (card) => `Gift card ${card}`,
  loyalty: 'Loyalty points',
  pointsBalance: (points) => `You have ${points} points.`,
  voucher: (points, amount) => `${points} points: ${amount} off`,
  voucherUnavailable: 'You don’t have enough points for this one.',
  voucherIneligible: 'Not available for this order.',
  usePoints: 'Use points',
  pointsApplied: (points) => `${points} points`,
  rewards: 'Rewards',
  rewardCode: 'Reward code',
  applyRewardCode: 'Apply code',
  rewardCard: 'Reward card',
  applyRewardCard: 'Apply reward card',
  rewardsBlocked: 'Rewards and loyalty points can be used only once your athlete credit is spent, or without the athlete payment.',
  athlete: 'Athlete payment',
  athleteIntro: 'Your athlete credit pays first; anything it doesn’t cover is paid by your other methods.',
  useAthlete: 'Use my athlete credit',
  athletePayable: 'Paid with athlete credit',
  athleteRemaining: 'Athlete credit left after this order',
  summary: 'Payment summary',
  rewardsApplied: 'Rewards',
  chargedTo: (what) => `Charged to ${what}`,
  remainingToPay: 'Remaining to pay',
};

const fr: PaymentMessages = {
  loading: 'Chargement des moyens de paiement…',
  loadFailed: 'Impossible de charger les moyens de paiement.',
  retry: 'Réessayer',
  working: 'Veuillez patienter…',
  methodNames: PAYMENT_METHOD_NAMES.fr,
  payWith: 'Payer avec',
  mainMethod: 'Moyen de paiement',
  nothingLeftToPay: 'Il ne reste rien à payer : aucune carte n’est nécessaire.',
  cardDetails: 'Informations de la carte',
  cardNumber: 'Numéro de carte',
  cardTypes: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
  cardTypeIs: (brand) => `Type de carte : ${brand}`,
  expiry: 'Date d’expiration',
  expiryHint: 'MM/AA',
  securityCode: 'Code de sécurité',
  securityCodeHint: '3 ou 4 chiffres, au dos de la carte (au recto pour American Express)',
  securityCodeInvalid: 'Le code de sécurité comporte 3 ou 4 chiffres.',
  holder: 'Nom sur la carte',
  cardTypeUnsupported: (brands) => `Nous acceptons ${brands}.`,
  useCard: 'Utiliser cette carte',
  cardEnding: (brand, last4) => `${brand} se terminant par ${last4}`,
  changeCard: 'Changer de carte',
  savedCards: 'Vos cartes enregistrées',
  savedCard: (label, expiry) => `${label}, expire fin ${expiry}`,
  newCard: 'Une nouvelle carte',
  useSavedCard: 'Payer avec cette carte',
  saveCard: 'Enregistrer cette carte dans mon compte',
  cardSaveFailed: 'La carte n’a pas pu être enregistrée',
  remove: 'Retirer',
  removeThis: (what) => `Retirer ${what}`,
  giftCards: 'Cartes cadeaux',
  giftCardNumber: 'Carte cadeau',
  giftCardPin: 'Code PIN',
  checkBalance: 'Vérifier le solde',
  balanceOf: (card, amount) => `Solde de la carte cadeau ${card} : ${amount}`,
  applyGiftCard: 'Appliquer la carte cadeau',
  appliedGiftCards: 'Cartes cadeaux appliquées',
  giftCardLine: (card) => `Carte cadeau ${card}`,
  loyalty: 'Points de fidélité',
  pointsBalance: (points) => `Vous avez ${points} points.`,
  voucher: (points, amount) => `${points} points : ${amount} de réduction`,
  voucherUnavailable: 'Vous n’avez pas assez de points pour celui-ci.',
  voucherIneligible: 'Non disponible pour cette commande.',
  usePoints: 'Utiliser mes points',
  pointsApplied: (points) => `${points} points`,
  rewards: 'Récompenses',
  rewardCode: 'Code récompense',
  applyRewardCode: 'Appliquer le code',
  rewardCard: 'Carte récompense',
  applyRewardCard: 'Appliquer la carte récompense',
  rewardsBlocked: 'Les récompenses et les points de fidélité ne peuvent être utilisés qu’une fois votre crédit athlète épuisé, ou sans le paiement athlète.',
  athlete: 'Paiement athlète',
  athleteIntro: 'Votre crédit athlète paie en premier ; vos autres moyens de paiement règlent le reste.',
  useAthlete: 'Utiliser mon crédit athlète',
  athletePayable: 'Payé avec le crédit athlète',
  athleteRemaining: 'Crédit athlète restant après cette commande',
  summary: 'Récapitulatif du paiement',
  rewardsApplied: 'Récompenses',
  chargedTo: (what) => `Débité sur ${what}`,
  remainingToPay: 'Reste à payer',
};

const de: PaymentMessages = {
  loading: 'Zahlungsarten werden geladen…',
  loadFailed: 'Die Zahlungsarten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  working: 'Bitte warten…',
  methodNames: PAYMENT_METHOD_NAMES.de,
  payWith: 'Bezahlen mit',
  mainMethod: 'Zahlungsart',
  nothingLeftToPay: 'Es ist nichts mehr zu bezahlen: Du brauchst keine Karte.',
  cardDetails: 'Kartendaten',
  cardNumber: 'Kartennummer',
  cardTypes: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
  cardTypeIs: (brand) => `Kartentyp: ${brand}`,
  expiry: 'Ablaufdatum',
  expiryHint: 'MM/JJ',
  securityCode: 'Sicherheitscode',
  securityCodeHint: '3 oder 4 Ziffern auf der Rückseite der Karte (bei American Express auf der Vorderseite)',
  securityCodeInvalid: 'Der Sicherheitscode hat 3 oder 4 Ziffern.',
  holder: 'Name auf der Karte',
  cardTypeUnsupported: (brands) => `Wir akzeptieren ${brands}.`,
  useCard: 'Diese Karte verwenden',
  cardEnding: (brand, last4) => `${brand} mit Endziffern ${last4}`,
  changeCard: 'Karte ändern',
  savedCards: 'Ihre gespeicherten Karten',
  savedCard: (label, expiry) => `${label}, gültig bis ${expiry}`,
  newCard: 'Eine neue Karte',
  useSavedCard: 'Mit dieser Karte bezahlen',
  saveCard: 'Diese Karte in meinem Konto speichern',
  cardSaveFailed: 'Die Karte konnte nicht gespeichert werden',
  remove: 'Entfernen',
  removeThis: (what) => `${what} entfernen`,
  giftCards: 'Geschenkkarten',
  giftCardNumber: 'Geschenkkarte',
  giftCardPin: 'PIN',
  checkBalance: 'Guthaben prüfen',
  balanceOf: (card, amount) => `Guthaben der Geschenkkarte ${card}: ${amount}`,
  applyGiftCard: 'Geschenkkarte einlösen',
  appliedGiftCards: 'Eingelöste Geschenkkarten',
  giftCardLine: (card) => `Geschenkkarte ${card}`,
  loyalty: 'Treuepunkte',
  pointsBalance: (points) => `Du hast ${points} Punkte.`,
  voucher: (points, amount) => `${points} Punkte: ${amount} Rabatt`,
  voucherUnavailable: 'Dafür hast du nicht genug Punkte.',
  voucherIneligible: 'Für diese Bestellung nicht verfügbar.',
  usePoints: 'Punkte einlösen',
  pointsApplied: (points) => `${points} Punkte`,
  rewards: 'Prämien',
  rewardCode: 'Prämiencode',
  applyRewardCode: 'Code einlösen',
  rewardCard: 'Prämienkarte',
  applyRewardCard: 'Prämienkarte einlösen',
  rewardsBlocked: 'Prämien und Treuepunkte kannst du erst einlösen, wenn dein Athletenguthaben aufgebraucht ist, oder ohne die Athletenzahlung.',
  athlete: 'Athletenzahlung',
  athleteIntro: 'Dein Athletenguthaben zahlt zuerst; den Rest zahlen deine anderen Zahlungsarten.',
  useAthlete: 'Mein Athletenguthaben verwenden',
  athletePayable: 'Mit Athletenguthaben bezahlt',
  athleteRemaining: 'Athletenguthaben nach dieser Bestellung',
  summary: 'Zahlungsübersicht',
  rewardsApplied: 'Prämien',
  chargedTo: (what) => `Belastet: ${what}`,
  remainingToPay: 'Noch zu bezahlen',
};

const it: PaymentMessages = {
  loading: 'Caricamento dei metodi di pagamento…',
  loadFailed: 'Non è stato possibile caricare i metodi di pagamento.',
  retry: 'Riprova',
  working: 'Attendere…',
  methodNames: PAYMENT_METHOD_NAMES.it,
  payWith: 'Paga con',
  mainMethod: 'Metodo di pagamento',
  nothingLeftToPay: 'Non resta nulla da pagare: non serve una carta.',
  cardDetails: 'Dati della carta',
  cardNumber: 'Numero della carta',
  cardTypes: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
  cardTypeIs: (brand) => `Tipo di carta: ${brand}`,
  expiry: 'Data di scadenza',
  expiryHint: 'MM/AA',
  securityCode: 'Codice di sicurezza',
  securityCodeHint: '3 o 4 cifre, sul retro della carta (sul fronte per American Express)',
  securityCodeInvalid: 'Il codice di sicurezza ha 3 o 4 cifre.',
  holder: 'Nome sulla carta',
  cardTypeUnsupported: (brands) => `Accettiamo ${brands}.`,
  useCard: 'Usa questa carta',
  cardEnding: (brand, last4) => `${brand} che termina con ${last4}`,
  changeCard: 'Cambia carta',
  savedCards: 'Le tue carte salvate',
  savedCard: (label, expiry) => `${label}, scade ${expiry}`,
  newCard: 'Una nuova carta',
  useSavedCard: 'Paga con questa carta',
  saveCard: 'Salva questa carta nel mio account',
  cardSaveFailed: 'Non è stato possibile salvare la carta',
  remove: 'Rimuovi',
  removeThis: (what) => `Rimuovi ${what}`,
  giftCards: 'Carte regalo',
  giftCardNumber: 'Carta regalo',
  giftCardPin: 'PIN',
  checkBalance: 'Verifica il saldo',
  balanceOf: (card, amount) => `Saldo della carta regalo ${card}: ${amount}`,
  applyGiftCard: 'Applica la carta regalo',
  appliedGiftCards: 'Carte regalo applicate',
  giftCardLine: (card) => `Carta regalo ${card}`,
  loyalty: 'Punti fedeltà',
  pointsBalance: (points) => `Hai ${points} punti.`,
  voucher: (points, amount) => `${points} punti: ${amount} di sconto`,
  voucherUnavailable: 'Non hai abbastanza punti per questo.',
  voucherIneligible: 'Non disponibile per questo ordine.',
  usePoints: 'Usa i punti',
  pointsApplied: (points) => `${points} punti`,
  rewards: 'Premi',
  rewardCode: 'Codice premio',
  applyRewardCode: 'Applica il codice',
  rewardCard: 'Carta premio',
  applyRewardCard: 'Applica la carta premio',
  rewardsBlocked: 'Premi e punti fedeltà si possono usare solo dopo aver esaurito il credito atleta, oppure senza il pagamento atleta.',
  athlete: 'Pagamento atleta',
  athleteIntro: 'Il tuo credito atleta paga per primo; il resto lo pagano gli altri metodi.',
  useAthlete: 'Usa il mio credito atleta',
  athletePayable: 'Pagato con il credito atleta',
  athleteRemaining: 'Credito atleta rimanente dopo questo ordine',
  summary: 'Riepilogo del pagamento',
  rewardsApplied: 'Premi',
  chargedTo: (what) => `Addebitato su ${what}`,
  remainingToPay: 'Resta da pagare',
};

export const paymentMessages = catalogue<PaymentMessages>({ en, fr, de, it });

// ---- Klarna (buy-now-pay-later): the method, its info dialog and the sandbox Klarna window ----

export interface KlarnaMessages {
  heading: string;
  intro: string;
  learnMore: string;
  infoTitle: string;
  /** The info dialog's paragraphs: how the instalments work. */
  infoPoints: readonly string[];
  infoCountries: string;
  close: string;
  continueWithKlarna: string;
  connecting: string;
  category: string;
  authorize: string;
  authorizing: string;
  notApproved: string;
  /** docs/requirements/checkout-and-payments.md#checkout-steps, exact. */
  errorAuthorizing: string;
  sdkFailed: string;
  sandboxTitle: string;
  sandboxNote: string;
  outcome: string;
  outcomes: Readonly<Record<'klarna-approved' | 'klarna-declined' | 'not-approved', string>>;
  closeKlarna: string;
}

const klarnaEn: KlarnaMessages = {
  heading: 'Klarna: buy now, pay later',
  intro: 'Pay later or in interest-free instalments with Klarna.',
  learnMore: 'How does Klarna work?',
  infoTitle: 'Buy now, pay later with Klarna',
  infoPoints: [
    'Pay in 4: your total is split into 4 interest-free instalments. The first is taken when your order is placed, the others every two weeks.',
    'Pay in 30 days: receive your order first, and pay for it within 30 days.',
    'Financing: spread a larger purchase over monthly instalments, subject to Klarna’s approval and terms.',
    'Klarna checks whether you can use it when you continue. No fees when you pay on time.',
  ],
  infoCountries: 'Klarna is available on our United States, United Kingdom and Germany sites.',
  close: 'Close',
  continueWithKlarna: 'Continue with Klarna',
  connecting: 'Connecting to Klarna…',
  category: 'How would you like to pay?',
  authorize: 'Pay with Klarna',
  authorizing: 'Waiting for Klarna…',
  notApproved: 'Klarna did not approve the payment. You can try again, or choose another payment method.',
  errorAuthorizing: 'Error authorizing Klarna',
  sdkFailed: 'Klarna could not be loaded. Please try again, or choose another payment method.',
  sandboxTitle: 'Sandbox Klarna',
  sandboxNote: 'This is the sandbox Klarna, a test window: it is not Klarna and no money moves.',
  outcome: 'Test outcome (authorization token)',
  outcomes: {
    'klarna-approved': 'klarna-approved: Klarna approves the payment',
    'klarna-declined': 'klarna-declined: Klarna approves, then declines the order',
    'not-approved': 'Not approved: Klarna refuses without a form',
  },
  closeKlarna: 'Close Klarna without paying',
};

const klarnaFr: KlarnaMessages = {
  heading: 'Klarna : achetez maintenant, payez plus tard',
  intro: 'Payez plus tard ou en plusieurs fois sans frais avec Klarna.',
  learnMore: 'Comment fonctionne Klarna ?',
  infoTitle: 'Achetez maintenant, payez plus tard avec Klarna',
  infoPoints: [
    'Paiement en 4 fois : votre total est divisé en 4 versements sans intérêts. Le premier est prélevé à la commande, les suivants toutes les deux semaines.',
    'Paiement à 30 jours : recevez d’abord votre commande et payez-la dans les 30 jours.',
    'Financement : étalez un achat important en mensualités, sous réserve de l’accord et des conditions de Klarna.',
    'Klarna vérifie votre éligibilité lorsque vous continuez. Aucuns frais si vous payez à temps.',
  ],
  infoCountries: 'Klarna est disponible sur nos sites États-Unis, Royaume-Uni et Allemagne.',
  close: 'Fermer',
  continueWithKlarna: 'Continuer avec Klarna',
  connecting: 'Connexion à Klarna…',
  category: 'Comment souhaitez-vous payer ?',
  authorize: 'Payer avec Klarna',
  authorizing: 'En attente de Klarna…',
  notApproved: 'Klarna n’a pas approuvé le paiement. Vous pouvez réessayer ou choisir un autre moyen de paiement.',
  errorAuthorizing: 'Erreur lors de l’autorisation Klarna',
  sdkFailed: 'Klarna n’a pas pu être chargé. Réessayez ou choisissez un autre moyen de paiement.',
  sandboxTitle: 'Klarna (sandbox)',
  sandboxNote: 'Ceci est le Klarna de la sandbox, une fenêtre de test : ce n’est pas Klarna et aucun argent n’est débité.',
  outcome: 'Résultat du test (jeton d’autorisation)',
  outcomes: {
    'klarna-approved': 'klarna-approved : Klarna approuve le paiement',
    'klarna-declined': 'klarna-declined : Klarna approuve, puis refuse la commande',
    'not-approved': 'Non approuvé : Klarna refuse sans formulaire',
  },
  closeKlarna: 'Fermer Klarna sans payer',
};

const klarnaDe: KlarnaMessages = {
  heading: 'Klarna: jetzt kaufen, später bezahlen',
  intro: 'Bezahle später oder in zinsfreien Raten mit Klarna.',
  learnMore: 'Wie funktioniert Klarna?',
  infoTitle: 'Jetzt kaufen, später bezahlen mit Klarna',
  infoPoints: [
    'In 4 Raten: Dein Gesamtbetrag wird in 4 zinsfreie Raten aufgeteilt. Die erste wird bei der Bestellung fällig, die weiteren alle zwei Wochen.',
    'In 30 Tagen: Erhalte zuerst deine Bestellung und bezahle sie innerhalb von 30 Tagen.',
    'Finanzierung: Verteile einen größeren Einkauf auf monatliche Raten, vorbehaltlich der Zustimmung und Bedingungen von Klarna.',
    'Klarna prüft beim Fortfahren, ob du es nutzen kannst. Keine Gebühren, wenn du pünktlich zahlst.',
  ],
  infoCountries: 'Klarna gibt es auf unseren Seiten für die USA, Großbritannien und Deutschland.',
  close: 'Schließen',
  continueWithKlarna: 'Weiter mit Klarna',
  connecting: 'Verbindung zu Klarna wird hergestellt…',
  category: 'Wie möchtest du bezahlen?',
  authorize: 'Mit Klarna bezahlen',
  authorizing: 'Warten auf Klarna…',
  notApproved: 'Klarna hat die Zahlung nicht genehmigt. Du kannst es erneut versuchen oder eine andere Zahlungsart wählen.',
  errorAuthorizing: 'Fehler bei der Klarna-Autorisierung',
  sdkFailed: 'Klarna konnte nicht geladen werden. Versuche es erneut oder wähle eine andere Zahlungsart.',
  sandboxTitle: 'Sandbox-Klarna',
  sandboxNote: 'Dies ist das Klarna der Sandbox, ein Testfenster: Es ist nicht Klarna und es fließt kein Geld.',
  outcome: 'Testergebnis (Autorisierungstoken)',
  outcomes: {
    'klarna-approved': 'klarna-approved: Klarna genehmigt die Zahlung',
    'klarna-declined': 'klarna-declined: Klarna genehmigt, lehnt dann die Bestellung ab',
    'not-approved': 'Nicht genehmigt: Klarna lehnt ohne Formular ab',
  },
  closeKlarna: 'Klarna ohne Zahlung schließen',
};

const klarnaIt: KlarnaMessages = {
  heading: 'Klarna: compra ora, paga dopo',
  intro: 'Paga più tardi o in rate senza interessi con Klarna.',
  learnMore: 'Come funziona Klarna?',
  infoTitle: 'Compra ora, paga dopo con Klarna',
  infoPoints: [
    'Paga in 4 rate: il totale è diviso in 4 rate senza interessi. La prima viene addebitata all’ordine, le altre ogni due settimane.',
    'Paga in 30 giorni: ricevi prima l’ordine e pagalo entro 30 giorni.',
    'Finanziamento: distribuisci un acquisto importante in rate mensili, soggette all’approvazione e alle condizioni di Klarna.',
    'Klarna verifica se puoi usarlo quando continui. Nessun costo se paghi in tempo.',
  ],
  infoCountries: 'Klarna è disponibile sui nostri siti di Stati Uniti, Regno Unito e Germania.',
  close: 'Chiudi',
  continueWithKlarna: 'Continua con Klarna',
  connecting: 'Connessione a Klarna…',
  category: 'Come vuoi pagare?',
  authorize: 'Paga con Klarna',
  authorizing: 'In attesa di Klarna…',
  notApproved: 'Klarna non ha approvato il pagamento. Puoi riprovare o scegliere un altro metodo di pagamento.',
  errorAuthorizing: 'Errore durante l’autorizzazione Klarna',
  sdkFailed: 'Impossibile caricare Klarna. Riprova o scegli un altro metodo di pagamento.',
  sandboxTitle: 'Klarna sandbox',
  sandboxNote: 'Questo è il Klarna della sandbox, una finestra di prova: non è Klarna e non viene addebitato denaro.',
  outcome: 'Esito del test (token di autorizzazione)',
  outcomes: {
    'klarna-approved': 'klarna-approved: Klarna approva il pagamento',
    'klarna-declined': 'klarna-declined: Klarna approva, poi rifiuta l’ordine',
    'not-approved': 'Non approvato: Klarna rifiuta senza modulo',
  },
  closeKlarna: 'Chiudi Klarna senza pagare',
};

export const klarnaMessages = catalogue<KlarnaMessages>({ en: klarnaEn, fr: klarnaFr, de: klarnaDe, it: klarnaIt });
