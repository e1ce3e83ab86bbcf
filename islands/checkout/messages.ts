/**
 * The checkout's own words (steps, address form, delivery, summary, 3-D Secure), per language.
 * Field validation words come from schemas/forms/messages.ts and gateway errors from the error
 * catalogue (src/lib/errors/messages.ts); the payment forms have their own (./payment/messages.ts).
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';
import type { CheckoutStep } from '../../src/lib/checkout/steps.ts';
import { DE_ADDRESS_WORDS, EN_ADDRESS_WORDS, FR_ADDRESS_WORDS, IT_ADDRESS_WORDS, type AddressFormWords } from './address-words.ts';

export interface CheckoutMessages extends AddressFormWords {
  title: string;
  loading: string;
  loadFailed: string;
  retry: string;
  steps: Record<CheckoutStep, string>;
  stepOf: (n: number, total: number) => string;
  progress: string;
  addressLine2Hint: string;
  contact: string;
  contactNote: string;
  shippingAddress: string;
  savedAddresses: string;
  newAddress: string;
  saveToAddressBook: string;
  delivery: string;
  deliveryFor: (items: string) => string;
  free: string;
  pickupAt: (store: string) => string;
  shipToStoreAt: (store: string) => string;
  pickupOnly: string;
  pickupContact: string;
  collectionPoint: string;
  findCollectionPoints: string;
  collectionPointsNone: string;
  continueToBilling: string;
  continueToSummary: string;
  billingAddress: string;
  sameAsShipping: string;
  useSavedBilling: string;
  payment: string;
  paymentIncomplete: string;
  summary: string;
  edit: (what: string) => string;
  items: string;
  qty: (n: number) => string;
  deliveryMethod: string;
  subtotal: string;
  discounts: string;
  shipping: string;
  tax: string;
  total: string;
  giftCards: string;
  rewards: string;
  remainingToPay: string;
  placeOrder: (total: string) => string;
  placing: string;
  placeAgain: string;
  orderSummary: string;
  express: string;
  associate: (store: string, employee: string) => string;
  adjustments: string;
  adjustmentType: string;
  percentage: string;
  amount: string;
  adjustmentValue: string;
  adjustmentReason: string;
  adjustmentLine: string;
  wholeOrder: string;
  addAdjustment: string;
  removeAdjustment: (label: string) => string;
  threeDsTitle: string;
  threeDsBody: (amount: string) => string;
  threeDsSandbox: string;
  threeDsConfirm: string;
  threeDsCancel: string;
  threeDsWorking: string;
  emptyCart: string;
  backToCart: string;
  secure: string;
}

const en: CheckoutMessages = {
  ...EN_ADDRESS_WORDS,
  title: 'Checkout',
  loading: 'Loading your checkout…',
  loadFailed: 'We could not load your checkout.',
  retry: 'Try again',
  steps: { shipping: 'Shipping', billing: 'Billing', summary: 'Summary' },
  stepOf: (n, total) => `Step ${n} of ${total}`,
  progress: 'Checkout steps',
  addressLine2Hint: 'Optional',
  contact: 'Contact',
  contactNote: 'We send your order confirmation to this email.',
  shippingAddress: 'Shipping address',
  savedAddresses: 'Your addresses',
  newAddress: 'Enter a new address',
  saveToAddressBook: 'Save this address to my account',
  delivery: 'Delivery',
  deliveryFor: (items) => `Delivery for ${items}`,
  free: 'Free',
  pickupAt: (store) => `Pick up at ${store}`,
  shipToStoreAt: (store) => `Ship to ${store}`,
  pickupOnly: 'Everything in your cart is picked up in store: no shipping address is needed.',
  pickupContact: 'Pickup contact',
  collectionPoint: 'Collection point',
  findCollectionPoints: 'Find collection points near the postal code',
  collectionPointsNone: 'No collection point was found near this postal code.',
  continueToBilling: 'Continue to billing',
  continueToSummary: 'Continue to summary',
  billingAddress: 'Billing address',
  sameAsShipping: 'Same as shipping address',
  useSavedBilling: 'Use a saved address',
  payment: 'Payment',
  paymentIncomplete: 'Choose how to pay the remaining amount.',
  summary: 'Review your order',
  edit: (what) => `Edit ${what}`,
  items: 'Items',
  qty: (n) => `Qty ${n}`,
  deliveryMethod: 'Delivery method',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  giftCards: 'Gift cards',
  rewards: 'Rewards',
  remainingToPay: 'Remaining to pay',
  placeOrder: (total) => `Place order · ${total}`,
  placing: 'Placing your order…',
  placeAgain: 'Try placing the order again',
  orderSummary: 'Order summary',
  express: 'Express checkout: your saved address and card are filled in. Review and place your order.',
  associate: (store, employee) => `In-store order at ${store}, associate ${employee}`,
  adjustments: 'Price adjustments',
  adjustmentType: 'Adjustment type',
  percentage: 'Percentage',
  amount: 'Amount',
  adjustmentValue: 'Value',
  adjustmentReason: 'Reason',
  adjustmentLine: 'Applies to',
  wholeOrder: 'Whole order',
  addAdjustment: 'Add adjustment',
  removeAdjustment: (label) => `Remove adjustment ${label}`,
  threeDsTitle: 'Confirm your payment',
  threeDsBody: (amount) => `Your card issuer asks you to confirm this payment of ${amount}.`,
  threeDsSandbox: 'Sandbox 3-D Secure: no bank is contacted.',
  threeDsConfirm: 'Confirm payment',
  threeDsCancel: 'Cancel payment',
  threeDsWorking: 'Confirming with your bank…',
  emptyCart: 'Your cart is empty: add an item before you check out.',
  backToCart: 'Back to cart',
  secure: 'Secure checkout',
};

const fr: CheckoutMessages = {
  ...FR_ADDRESS_WORDS,
  title: 'Paiement',
  loading: 'Chargement de votre commande…',
  loadFailed: 'Nous n’avons pas pu charger votre commande.',
  retry: 'Réessayer',
  steps: { shipping: 'Livraison', billing: 'Facturation', summary: 'Récapitulatif' },
  stepOf: (n, total) => `Étape ${n} sur ${total}`,
  progress: 'Étapes de la commande',
  addressLine2Hint: 'Facultatif',
  contact: 'Contact',
  contactNote: 'Nous envoyons la confirmation de commande à cette adresse e-mail.',
  shippingAddress: 'Adresse de livraison',
  savedAddresses: 'Vos adresses',
  newAddress: 'Saisir une nouvelle adresse',
  saveToAddressBook: 'Enregistrer cette adresse dans mon compte',
  delivery: 'Livraison',
  deliveryFor: (items) => `Livraison pour ${items}`,
  free: 'Gratuit',
  pickupAt: (store) => `Retrait à ${store}`,
  shipToStoreAt: (store) => `Envoi au magasin ${store}`,
  pickupOnly: 'Tout votre panier est retiré en magasin : aucune adresse de livraison n’est nécessaire.',
  pickupContact: 'Contact pour le retrait',
  collectionPoint: 'Point relais',
  findCollectionPoints: 'Trouver des points relais près du code postal',
  collectionPointsNone: 'Aucun point relais trouvé près de ce code postal.',
  continueToBilling: 'Continuer vers la facturation',
  continueToSummary: 'Continuer vers le récapitulatif',
  billingAddress: 'Adresse de facturation',
  sameAsShipping: 'Identique à l’adresse de livraison',
  useSavedBilling: 'Utiliser une adresse enregistrée',
  payment: 'Paiement',
  paymentIncomplete: 'Choisissez comment payer le montant restant.',
  summary: 'Vérifiez votre commande',
  edit: (what) => `Modifier : ${what}`,
  items: 'Articles',
  qty: (n) => `Qté ${n}`,
  deliveryMethod: 'Mode de livraison',
  subtotal: 'Sous-total',
  discounts: 'Remises',
  shipping: 'Livraison',
  tax: 'Taxes',
  total: 'Total',
  giftCards: 'Cartes cadeaux',
  rewards: 'Récompenses',
  remainingToPay: 'Reste à payer',
  placeOrder: (total) => `Passer la commande · ${total}`,
  placing: 'Commande en cours…',
  placeAgain: 'Réessayer de passer la commande',
  orderSummary: 'Résumé de la commande',
  express: 'Paiement express : votre adresse et votre carte enregistrées sont renseignées. Vérifiez puis passez commande.',
  associate: (store, employee) => `Commande en magasin à ${store}, conseiller ${employee}`,
  adjustments: 'Ajustements de prix',
  adjustmentType: 'Type d’ajustement',
  percentage: 'Pourcentage',
  amount: 'Montant',
  adjustmentValue: 'Valeur',
  adjustmentReason: 'Motif',
  adjustmentLine: 'S’applique à',
  wholeOrder: 'Toute la commande',
  addAdjustment: 'Ajouter l’ajustement',
  removeAdjustment: (label) => `Supprimer l’ajustement ${label}`,
  threeDsTitle: 'Confirmez votre paiement',
  threeDsBody: (amount) => `Votre banque vous demande de confirmer ce paiement de ${amount}.`,
  threeDsSandbox: '3-D Secure de test : aucune banque n’est contactée.',
  threeDsConfirm: 'Confirmer le paiement',
  threeDsCancel: 'Annuler le paiement',
  threeDsWorking: 'Confirmation auprès de votre banque…',
  emptyCart: 'Votre panier est vide : ajoutez un article avant de commander.',
  backToCart: 'Retour au panier',
  secure: 'Paiement sécurisé',
};

const de: CheckoutMessages = {
  ...DE_ADDRESS_WORDS,
  title: 'Kasse',
  loading: 'Ihre Bestellung wird geladen…',
  loadFailed: 'Ihre Bestellung konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  steps: { shipping: 'Versand', billing: 'Zahlung', summary: 'Übersicht' },
  stepOf: (n, total) => `Schritt ${n} von ${total}`,
  progress: 'Schritte der Bestellung',
  addressLine2Hint: 'Optional',
  contact: 'Kontakt',
  contactNote: 'An diese E-Mail-Adresse senden wir Ihre Bestellbestätigung.',
  shippingAddress: 'Lieferadresse',
  savedAddresses: 'Ihre Adressen',
  newAddress: 'Neue Adresse eingeben',
  saveToAddressBook: 'Diese Adresse in meinem Konto speichern',
  delivery: 'Lieferung',
  deliveryFor: (items) => `Lieferung für ${items}`,
  free: 'Kostenlos',
  pickupAt: (store) => `Abholung in ${store}`,
  shipToStoreAt: (store) => `Lieferung in die Filiale ${store}`,
  pickupOnly: 'Alles in Ihrem Warenkorb wird in der Filiale abgeholt: Es ist keine Lieferadresse nötig.',
  pickupContact: 'Kontakt für die Abholung',
  collectionPoint: 'Abholstation',
  findCollectionPoints: 'Abholstationen in der Nähe der Postleitzahl suchen',
  collectionPointsNone: 'In der Nähe dieser Postleitzahl wurde keine Abholstation gefunden.',
  continueToBilling: 'Weiter zur Zahlung',
  continueToSummary: 'Weiter zur Übersicht',
  billingAddress: 'Rechnungsadresse',
  sameAsShipping: 'Wie Lieferadresse',
  useSavedBilling: 'Gespeicherte Adresse verwenden',
  payment: 'Zahlung',
  paymentIncomplete: 'Wählen Sie, wie Sie den Restbetrag bezahlen.',
  summary: 'Bestellung prüfen',
  edit: (what) => `${what} ändern`,
  items: 'Artikel',
  qty: (n) => `Menge ${n}`,
  deliveryMethod: 'Versandart',
  subtotal: 'Zwischensumme',
  discounts: 'Rabatte',
  shipping: 'Versand',
  tax: 'Steuern',
  total: 'Gesamt',
  giftCards: 'Geschenkkarten',
  rewards: 'Prämien',
  remainingToPay: 'Noch zu zahlen',
  placeOrder: (total) => `Kostenpflichtig bestellen · ${total}`,
  placing: 'Ihre Bestellung wird aufgegeben…',
  placeAgain: 'Bestellung erneut aufgeben',
  orderSummary: 'Bestellübersicht',
  express: 'Express-Kasse: Ihre gespeicherte Adresse und Karte sind eingetragen. Prüfen Sie die Bestellung und schließen Sie sie ab.',
  associate: (store, employee) => `Bestellung in der Filiale ${store}, Mitarbeiter ${employee}`,
  adjustments: 'Preisanpassungen',
  adjustmentType: 'Art der Anpassung',
  percentage: 'Prozent',
  amount: 'Betrag',
  adjustmentValue: 'Wert',
  adjustmentReason: 'Grund',
  adjustmentLine: 'Gilt für',
  wholeOrder: 'Gesamte Bestellung',
  addAdjustment: 'Anpassung hinzufügen',
  removeAdjustment: (label) => `Anpassung ${label} entfernen`,
  threeDsTitle: 'Zahlung bestätigen',
  threeDsBody: (amount) => `Ihre Bank bittet Sie, diese Zahlung über ${amount} zu bestätigen.`,
  threeDsSandbox: '3-D Secure im Testmodus: Es wird keine Bank kontaktiert.',
  threeDsConfirm: 'Zahlung bestätigen',
  threeDsCancel: 'Zahlung abbrechen',
  threeDsWorking: 'Bestätigung bei Ihrer Bank…',
  emptyCart: 'Ihr Warenkorb ist leer: Legen Sie einen Artikel hinein, bevor Sie zur Kasse gehen.',
  backToCart: 'Zurück zum Warenkorb',
  secure: 'Sichere Kasse',
};

const it: CheckoutMessages = {
  ...IT_ADDRESS_WORDS,
  title: 'Cassa',
  loading: 'Caricamento dell’ordine…',
  loadFailed: 'Non è stato possibile caricare l’ordine.',
  retry: 'Riprova',
  steps: { shipping: 'Spedizione', billing: 'Fatturazione', summary: 'Riepilogo' },
  stepOf: (n, total) => `Passaggio ${n} di ${total}`,
  progress: 'Passaggi dell’ordine',
  addressLine2Hint: 'Facoltativo',
  contact: 'Contatto',
  contactNote: 'Inviamo la conferma dell’ordine a questa email.',
  shippingAddress: 'Indirizzo di spedizione',
  savedAddresses: 'I tuoi indirizzi',
  newAddress: 'Inserisci un nuovo indirizzo',
  saveToAddressBook: 'Salva questo indirizzo nel mio account',
  delivery: 'Consegna',
  deliveryFor: (items) => `Consegna per ${items}`,
  free: 'Gratis',
  pickupAt: (store) => `Ritiro presso ${store}`,
  shipToStoreAt: (store) => `Spedizione al negozio ${store}`,
  pickupOnly: 'Tutto il carrello viene ritirato in negozio: non serve un indirizzo di spedizione.',
  pickupContact: 'Contatto per il ritiro',
  collectionPoint: 'Punto di ritiro',
  findCollectionPoints: 'Trova punti di ritiro vicino al CAP',
  collectionPointsNone: 'Nessun punto di ritiro trovato vicino a questo CAP.',
  continueToBilling: 'Continua con la fatturazione',
  continueToSummary: 'Continua con il riepilogo',
  billingAddress: 'Indirizzo di fatturazione',
  sameAsShipping: 'Uguale all’indirizzo di spedizione',
  useSavedBilling: 'Usa un indirizzo salvato',
  payment: 'Pagamento',
  paymentIncomplete: 'Scegli come pagare l’importo restante.',
  summary: 'Controlla l’ordine',
  edit: (what) => `Modifica ${what}`,
  items: 'Articoli',
  qty: (n) => `Qtà ${n}`,
  deliveryMethod: 'Metodo di consegna',
  subtotal: 'Subtotale',
  discounts: 'Sconti',
  shipping: 'Spedizione',
  tax: 'Imposte',
  total: 'Totale',
  giftCards: 'Carte regalo',
  rewards: 'Premi',
  remainingToPay: 'Da pagare',
  placeOrder: (total) => `Effettua l’ordine · ${total}`,
  placing: 'Invio dell’ordine…',
  placeAgain: 'Riprova a effettuare l’ordine',
  orderSummary: 'Riepilogo ordine',
  express: 'Checkout rapido: indirizzo e carta salvati sono già inseriti. Controlla ed effettua l’ordine.',
  associate: (store, employee) => `Ordine in negozio presso ${store}, addetto ${employee}`,
  adjustments: 'Modifiche di prezzo',
  adjustmentType: 'Tipo di modifica',
  percentage: 'Percentuale',
  amount: 'Importo',
  adjustmentValue: 'Valore',
  adjustmentReason: 'Motivo',
  adjustmentLine: 'Si applica a',
  wholeOrder: 'Intero ordine',
  addAdjustment: 'Aggiungi modifica',
  removeAdjustment: (label) => `Rimuovi la modifica ${label}`,
  threeDsTitle: 'Conferma il pagamento',
  threeDsBody: (amount) => `La tua banca ti chiede di confermare questo pagamento di ${amount}.`,
  threeDsSandbox: '3-D Secure di prova: nessuna banca viene contattata.',
  threeDsConfirm: 'Conferma il pagamento',
  threeDsCancel: 'Annulla il pagamento',
  threeDsWorking: 'Conferma con la tua banca…',
  emptyCart: 'Il carrello è vuoto: aggiungi un articolo prima di procedere.',
  backToCart: 'Torna al carrello',
  secure: 'Pagamento sicuro',
};

export const checkoutMessages = catalogue<CheckoutMessages>({ en, fr, de, it });
