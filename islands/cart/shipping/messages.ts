/**
 * The words of the cart's delivery choices: the method picker on each line, the pickup-in-store
 * panel, the change-store confirmation, the store-changed notice, the order's shipping-method
 * dialog and the delivery-method transition notices (docs/requirements/content-blocks.md#dialogs-and-panels, docs/requirements/cart.md#delivery-method-transitions). The spec names none of
 * these strings; en is ours, fr, de and it follow it. Another language falls back to English.
 */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';
import { plural } from '../../../src/lib/i18n/plural.ts';
import type { ShippingCode } from '../../../src/lib/delivery/methods.ts';
import type { TransitionCode } from '../../../src/lib/delivery/transitions.ts';

export interface ShippingMessages {
  legend: string;
  methods: Record<ShippingCode, string>;
  free: string;
  sameDay: string;
  days: (from: number, to: number) => string;
  updating: string;
  pickupAt: (store: string) => string;
  shipToStore: (store: string) => string;
  aStore: string;
  storeStock: (quantity: number) => string;
  chooseStore: string;
  changeStore: string;
  pickupTitle: string;
  pickupIntro: (item: string) => string;
  postalCode: string;
  search: string;
  searching: string;
  postalRequired: string;
  postalTooShort: (n: number) => string;
  postalTooLong: (n: number) => string;
  noStores: (code: string) => string;
  storesFound: (n: number, code: string) => string;
  distance: (text: string) => string;
  inStock: (quantity: number) => string;
  notInStock: string;
  pickHere: string;
  currentStore: string;
  confirmTitle: string;
  confirmText: (from: string, to: string) => string;
  confirm: string;
  cancel: string;
  storeChangedTitle: string;
  storeChangedText: (store: string) => string;
  ok: string;
  orderTitle: string;
  orderLegend: string;
  orderSelected: (method: string) => string;
  orderChange: string;
  apply: string;
  close: string;
  transitions: Record<TransitionCode, string>;
  transitionTitle: { info: string; error: string };
}

const en: ShippingMessages = {
  legend: 'Delivery method',
  methods: { standard: 'Standard shipping', pudo: 'Collection point', pickup: 'Pick up in store', sts: 'Ship to store', digital: 'Email delivery', customs: 'Made-to-order shipping' },
  free: 'Free',
  sameDay: 'Same day',
  days: (from, to) => (from === to ? plural('en', from, { one: `${from} day`, other: `${from} days` }) : `${from}–${to} days`),
  updating: 'Updating delivery…',
  pickupAt: (store) => `Pick up at ${store}`,
  shipToStore: (store) => `Shipped to ${store} for pickup`,
  aStore: 'the selected store',
  storeStock: (n) => (n > 0 ? `${n} in stock at this store` : 'Not on the shelf at this store'),
  chooseStore: 'Choose a store',
  changeStore: 'Change store',
  pickupTitle: 'Pick up in store',
  pickupIntro: (item) => `Find a store near you to pick up ${item}.`,
  postalCode: 'Postal code',
  search: 'Search',
  searching: 'Searching for stores…',
  postalRequired: 'Enter a postal code',
  postalTooShort: (n) => `Value must contain at least ${n} characters`,
  postalTooLong: (n) => `Value must not be longer than ${n} characters`,
  noStores: (code) => `No stores near ${code}. Try another postal code.`,
  storesFound: (n, code) => plural('en', n, { one: `${n} store near ${code}`, other: `${n} stores near ${code}` }),
  distance: (text) => `${text} away`,
  inStock: (n) => `In stock: ${n}`,
  notInStock: 'Not in stock here: we will ship it to the store or to you',
  pickHere: 'Pick up here',
  currentStore: 'Your current store',
  confirmTitle: 'Change store?',
  confirmText: (from, to) => `Pick this item up at ${to} instead of ${from}?`,
  confirm: 'Yes, change store',
  cancel: 'Cancel',
  storeChangedTitle: 'Store changed',
  storeChangedText: (store) => `Your item will be picked up at ${store}.`,
  ok: 'OK',
  orderTitle: 'Change shipping method',
  orderLegend: 'Shipping method for your order',
  orderSelected: (method) => `Shipping: ${method}`,
  orderChange: 'Change shipping method',
  apply: 'Apply',
  close: 'Close',
  transitions: {
    PICKUP_TO_HOME: 'This item is no longer available for pickup at the selected store and will be shipped to your address.',
    PICKUP_TO_STS: 'This item is not on the shelf at the selected store; it will be shipped to the store for pickup.',
    STS_TO_HOME: 'This item can no longer be shipped to the selected store and will be shipped to your address.',
    STS_TO_PICKUP: 'Good news: this item is now on the shelf at the selected store, ready for pickup.',
    HOME_TO_PICKUP: 'This item is only available at the selected store and has been set to pickup.',
    SHIPPING_METHOD_DOWNGRADED: 'Collection-point delivery is not available for this address; your order will be delivered by standard shipping.',
  },
  transitionTitle: { info: 'Delivery updated', error: 'Delivery changed' },
};

const fr: ShippingMessages = {
  legend: 'Mode de livraison',
  methods: { standard: 'Livraison standard', pudo: 'Point relais', pickup: 'Retrait en magasin', sts: 'Livraison en magasin', digital: 'Envoi par e-mail', customs: 'Livraison sur mesure' },
  free: 'Gratuit',
  sameDay: 'Le jour même',
  days: (from, to) => (from === to ? plural('fr', from, { one: `${from} jour`, other: `${from} jours` }) : `${from} à ${to} jours`),
  updating: 'Mise à jour de la livraison…',
  pickupAt: (store) => `Retrait à ${store}`,
  shipToStore: (store) => `Livré à ${store} pour retrait`,
  aStore: 'le magasin choisi',
  storeStock: (n) => (n > 0 ? `${n} en stock dans ce magasin` : 'Pas en rayon dans ce magasin'),
  chooseStore: 'Choisir un magasin',
  changeStore: 'Changer de magasin',
  pickupTitle: 'Retrait en magasin',
  pickupIntro: (item) => `Trouvez un magasin près de chez vous pour retirer ${item}.`,
  postalCode: 'Code postal',
  search: 'Rechercher',
  searching: 'Recherche des magasins…',
  postalRequired: 'Saisissez un code postal',
  postalTooShort: (n) => `La valeur doit contenir au moins ${n} caractères`,
  postalTooLong: (n) => `La valeur ne doit pas dépasser ${n} caractères`,
  noStores: (code) => `Aucun magasin près de ${code}. Essayez un autre code postal.`,
  storesFound: (n, code) => plural('fr', n, { one: `${n} magasin près de ${code}`, other: `${n} magasins près de ${code}` }),
  distance: (text) => `à ${text}`,
  inStock: (n) => `En stock : ${n}`,
  notInStock: 'Pas en stock ici : nous l’enverrons au magasin ou chez vous',
  pickHere: 'Retirer ici',
  currentStore: 'Votre magasin actuel',
  confirmTitle: 'Changer de magasin ?',
  confirmText: (from, to) => `Retirer cet article à ${to} au lieu de ${from} ?`,
  confirm: 'Oui, changer de magasin',
  cancel: 'Annuler',
  storeChangedTitle: 'Magasin modifié',
  storeChangedText: (store) => `Votre article sera à retirer à ${store}.`,
  ok: 'OK',
  orderTitle: 'Changer le mode de livraison',
  orderLegend: 'Mode de livraison de la commande',
  orderSelected: (method) => `Livraison : ${method}`,
  orderChange: 'Changer le mode de livraison',
  apply: 'Appliquer',
  close: 'Fermer',
  transitions: {
    PICKUP_TO_HOME: 'Cet article n’est plus disponible en retrait dans le magasin choisi et sera livré à votre adresse.',
    PICKUP_TO_STS: 'Cet article n’est pas en rayon dans le magasin choisi ; il y sera livré pour que vous le retiriez.',
    STS_TO_HOME: 'Cet article ne peut plus être livré au magasin choisi et sera livré à votre adresse.',
    STS_TO_PICKUP: 'Bonne nouvelle : cet article est désormais en rayon dans le magasin choisi, prêt à être retiré.',
    HOME_TO_PICKUP: 'Cet article n’est disponible que dans le magasin choisi ; il est passé en retrait en magasin.',
    SHIPPING_METHOD_DOWNGRADED: 'La livraison en point relais n’est pas possible pour cette adresse ; votre commande sera livrée en livraison standard.',
  },
  transitionTitle: { info: 'Livraison mise à jour', error: 'Livraison modifiée' },
};

const de: ShippingMessages = {
  legend: 'Versandart',
  methods: { standard: 'Standardversand', pudo: 'Abholstation', pickup: 'Im Geschäft abholen', sts: 'Lieferung ins Geschäft', digital: 'Versand per E-Mail', customs: 'Versand nach Maß' },
  free: 'Kostenlos',
  sameDay: 'Am selben Tag',
  days: (from, to) => (from === to ? plural('de', from, { one: `${from} Tag`, other: `${from} Tage` }) : `${from}–${to} Tage`),
  updating: 'Lieferung wird aktualisiert…',
  pickupAt: (store) => `Abholung in ${store}`,
  shipToStore: (store) => `Lieferung an ${store} zur Abholung`,
  aStore: 'das gewählte Geschäft',
  storeStock: (n) => (n > 0 ? `${n} vorrätig in diesem Geschäft` : 'In diesem Geschäft nicht im Regal'),
  chooseStore: 'Geschäft wählen',
  changeStore: 'Geschäft ändern',
  pickupTitle: 'Im Geschäft abholen',
  pickupIntro: (item) => `Finden Sie ein Geschäft in Ihrer Nähe, um ${item} abzuholen.`,
  postalCode: 'Postleitzahl',
  search: 'Suchen',
  searching: 'Geschäfte werden gesucht…',
  postalRequired: 'Geben Sie eine Postleitzahl ein',
  postalTooShort: (n) => `Der Wert muss mindestens ${n} Zeichen enthalten`,
  postalTooLong: (n) => `Der Wert darf nicht länger als ${n} Zeichen sein`,
  noStores: (code) => `Keine Geschäfte in der Nähe von ${code}. Versuchen Sie eine andere Postleitzahl.`,
  storesFound: (n, code) => plural('de', n, { one: `${n} Geschäft in der Nähe von ${code}`, other: `${n} Geschäfte in der Nähe von ${code}` }),
  distance: (text) => `${text} entfernt`,
  inStock: (n) => `Vorrätig: ${n}`,
  notInStock: 'Hier nicht vorrätig: Wir senden es ins Geschäft oder zu Ihnen',
  pickHere: 'Hier abholen',
  currentStore: 'Ihr aktuelles Geschäft',
  confirmTitle: 'Geschäft ändern?',
  confirmText: (from, to) => `Diesen Artikel in ${to} statt in ${from} abholen?`,
  confirm: 'Ja, Geschäft ändern',
  cancel: 'Abbrechen',
  storeChangedTitle: 'Geschäft geändert',
  storeChangedText: (store) => `Ihr Artikel liegt in ${store} zur Abholung bereit.`,
  ok: 'OK',
  orderTitle: 'Versandart ändern',
  orderLegend: 'Versandart Ihrer Bestellung',
  orderSelected: (method) => `Versand: ${method}`,
  orderChange: 'Versandart ändern',
  apply: 'Übernehmen',
  close: 'Schließen',
  transitions: {
    PICKUP_TO_HOME: 'Dieser Artikel kann im gewählten Geschäft nicht mehr abgeholt werden und wird an Ihre Adresse geschickt.',
    PICKUP_TO_STS: 'Dieser Artikel ist im gewählten Geschäft nicht im Regal; er wird zur Abholung dorthin geliefert.',
    STS_TO_HOME: 'Dieser Artikel kann nicht mehr ins gewählte Geschäft geliefert werden und wird an Ihre Adresse geschickt.',
    STS_TO_PICKUP: 'Gute Nachricht: Dieser Artikel liegt jetzt im gewählten Geschäft zur Abholung bereit.',
    HOME_TO_PICKUP: 'Dieser Artikel ist nur im gewählten Geschäft erhältlich und wurde auf Abholung umgestellt.',
    SHIPPING_METHOD_DOWNGRADED: 'Die Lieferung an eine Abholstation ist für diese Adresse nicht möglich; Ihre Bestellung kommt mit Standardversand.',
  },
  transitionTitle: { info: 'Lieferung aktualisiert', error: 'Lieferung geändert' },
};

const it: ShippingMessages = {
  legend: 'Metodo di consegna',
  methods: { standard: 'Spedizione standard', pudo: 'Punto di ritiro', pickup: 'Ritiro in negozio', sts: 'Spedizione in negozio', digital: 'Consegna via email', customs: 'Spedizione su misura' },
  free: 'Gratis',
  sameDay: 'In giornata',
  days: (from, to) => (from === to ? plural('it', from, { one: `${from} giorno`, other: `${from} giorni` }) : `${from}–${to} giorni`),
  updating: 'Aggiornamento della consegna…',
  pickupAt: (store) => `Ritiro presso ${store}`,
  shipToStore: (store) => `Spedito a ${store} per il ritiro`,
  aStore: 'il negozio selezionato',
  storeStock: (n) => (n > 0 ? `${n} disponibili in questo negozio` : 'Non disponibile a scaffale in questo negozio'),
  chooseStore: 'Scegli un negozio',
  changeStore: 'Cambia negozio',
  pickupTitle: 'Ritiro in negozio',
  pickupIntro: (item) => `Trova un negozio vicino a te per ritirare ${item}.`,
  postalCode: 'CAP',
  search: 'Cerca',
  searching: 'Ricerca dei negozi…',
  postalRequired: 'Inserisci un CAP',
  postalTooShort: (n) => `Il valore deve contenere almeno ${n} caratteri`,
  postalTooLong: (n) => `Il valore non può superare ${n} caratteri`,
  noStores: (code) => `Nessun negozio vicino a ${code}. Prova un altro CAP.`,
  storesFound: (n, code) => plural('it', n, { one: `${n} negozio vicino a ${code}`, other: `${n} negozi vicino a ${code}` }),
  distance: (text) => `a ${text}`,
  inStock: (n) => `Disponibili: ${n}`,
  notInStock: 'Non disponibile qui: lo spediremo al negozio o a te',
  pickHere: 'Ritira qui',
  currentStore: 'Il tuo negozio attuale',
  confirmTitle: 'Cambiare negozio?',
  confirmText: (from, to) => `Ritirare questo articolo presso ${to} invece che presso ${from}?`,
  confirm: 'Sì, cambia negozio',
  cancel: 'Annulla',
  storeChangedTitle: 'Negozio cambiato',
  storeChangedText: (store) => `Ritirerai il tuo articolo presso ${store}.`,
  ok: 'OK',
  orderTitle: 'Cambia metodo di spedizione',
  orderLegend: 'Metodo di spedizione del tuo ordine',
  orderSelected: (method) => `Spedizione: ${method}`,
  orderChange: 'Cambia metodo di spedizione',
  apply: 'Applica',
  close: 'Chiudi',
  transitions: {
    PICKUP_TO_HOME: 'Questo articolo non è più disponibile per il ritiro nel negozio selezionato e verrà spedito al tuo indirizzo.',
    PICKUP_TO_STS: 'Questo articolo non è a scaffale nel negozio selezionato; verrà spedito al negozio per il ritiro.',
    STS_TO_HOME: 'Questo articolo non può più essere spedito al negozio selezionato e verrà spedito al tuo indirizzo.',
    STS_TO_PICKUP: 'Buone notizie: questo articolo ora è a scaffale nel negozio selezionato, pronto per il ritiro.',
    HOME_TO_PICKUP: 'Questo articolo è disponibile solo nel negozio selezionato ed è stato impostato per il ritiro.',
    SHIPPING_METHOD_DOWNGRADED: 'La consegna al punto di ritiro non è disponibile per questo indirizzo; il tuo ordine arriverà con la spedizione standard.',
  },
  transitionTitle: { info: 'Consegna aggiornata', error: 'Consegna modificata' },
};

export const shippingMessages = catalogue<ShippingMessages>({ en, fr, de, it });

/** The words of a transition notice: ours for a known code, else the server's. */
export function transitionText(notice: { code: TransitionCode | null; serverMessage: string }, language: string): string {
  return notice.code ? shippingMessages(language).transitions[notice.code] : notice.serverMessage;
}
