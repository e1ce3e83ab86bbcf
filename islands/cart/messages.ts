/**
 * The cart page's and the mini cart's own words (labels, headings), per language. Error and
 * notice words come from the error catalogue (src/lib/errors/messages.ts); 'Free Gift' and
 * 'Marked Down' are the spec's (docs/requirements/cart.md#coupons-and-promotions, src/lib/catalogue/price.ts) in English.
 */
import { FREE_GIFT_LABEL, MARKED_DOWN_LABEL } from '../../src/lib/catalogue/price.ts';
import type { PromoLevel } from '../../src/lib/cart/view.ts';
import { catalogue } from '../../src/lib/i18n/catalogue.ts';
import { plural } from '../../src/lib/i18n/plural.ts';

export interface CartMessages {
  title: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  /** The checkout sent the shopper here because the cart is empty. */
  emptyAtCheckout: string;
  continueShopping: string;
  items: (n: number) => string;
  quantity: string;
  quantityOf: (name: string) => string;
  remove: string;
  removeOf: (name: string) => string;
  saveForLater: string;
  saveForLaterOf: (name: string) => string;
  edit: string;
  editOf: (name: string) => string;
  originalPrice: string;
  price: string;
  lineTotal: string;
  itemDiscount: string;
  orderDiscount: string;
  freeGift: string;
  markedDown: string;
  coupon: string;
  applyCoupon: string;
  couponRequired: string;
  couponsApplied: string;
  couponNotApplied: string;
  removeCoupon: (code: string) => string;
  couponRemoveFailed: string;
  summary: string;
  subtotal: string;
  discounts: string;
  shipping: string;
  free: string;
  tax: string;
  total: string;
  promotions: string;
  promoLevels: Record<PromoLevel, string>;
  checkout: string;
  viewCart: string;
  miniCartTitle: string;
  updating: string;
}

const en: CartMessages = {
  title: 'Cart',
  loading: 'Loading your cart…',
  loadFailed: 'We could not load your cart.',
  retry: 'Try again',
  empty: 'Your cart is empty',
  emptyAtCheckout: 'Your cart is empty, so there is nothing to check out yet. Add an item first.',
  continueShopping: 'Continue shopping',
  items: (n) => plural('en', n, { one: `${n} item`, other: `${n} items` }),
  quantity: 'Quantity',
  quantityOf: (name) => `Quantity of ${name}`,
  remove: 'Remove',
  removeOf: (name) => `Remove ${name}`,
  saveForLater: 'Save for later',
  saveForLaterOf: (name) => `Save ${name} for later`,
  edit: 'Edit',
  editOf: (name) => `Edit ${name}`,
  originalPrice: 'Original price',
  price: 'Price',
  lineTotal: 'Total',
  itemDiscount: 'Item discount',
  orderDiscount: 'Order discount',
  freeGift: FREE_GIFT_LABEL,
  markedDown: MARKED_DOWN_LABEL,
  coupon: 'Coupon code',
  applyCoupon: 'Apply',
  couponRequired: 'Enter a coupon code',
  couponsApplied: 'Coupons',
  couponNotApplied: 'Not applied yet',
  removeCoupon: (code) => `Remove coupon ${code}`,
  couponRemoveFailed: 'The coupon could not be removed. Please try again.',
  summary: 'Order summary',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  shipping: 'Shipping',
  free: 'Free',
  tax: 'Tax',
  total: 'Total',
  promotions: 'Promotions',
  promoLevels: { ORDER: 'Order', PRODUCT: 'Products', SHIPPING: 'Shipping' },
  checkout: 'Checkout',
  viewCart: 'View cart',
  miniCartTitle: 'Your cart',
  updating: 'Updating your cart…',
};

const fr: CartMessages = {
  title: 'Panier',
  loading: 'Chargement de votre panier…',
  loadFailed: 'Impossible de charger votre panier.',
  retry: 'Réessayer',
  empty: 'Votre panier est vide',
  emptyAtCheckout: 'Votre panier est vide : il n’y a rien à commander pour l’instant. Ajoutez d’abord un article.',
  continueShopping: 'Continuer vos achats',
  items: (n) => plural('fr', n, { one: `${n} article`, other: `${n} articles` }),
  quantity: 'Quantité',
  quantityOf: (name) => `Quantité de ${name}`,
  remove: 'Retirer',
  removeOf: (name) => `Retirer ${name}`,
  saveForLater: 'Mettre de côté',
  saveForLaterOf: (name) => `Mettre ${name} de côté`,
  edit: 'Modifier',
  editOf: (name) => `Modifier ${name}`,
  originalPrice: 'Prix d’origine',
  price: 'Prix',
  lineTotal: 'Total',
  itemDiscount: 'Remise article',
  orderDiscount: 'Remise commande',
  freeGift: 'Cadeau offert',
  markedDown: 'Prix réduit',
  coupon: 'Code promo',
  applyCoupon: 'Appliquer',
  couponRequired: 'Saisissez un code promo',
  couponsApplied: 'Codes promo',
  couponNotApplied: 'Pas encore appliqué',
  removeCoupon: (code) => `Retirer le code ${code}`,
  couponRemoveFailed: 'Le code promo n’a pas pu être retiré. Veuillez réessayer.',
  summary: 'Récapitulatif',
  subtotal: 'Sous-total',
  discounts: 'Remises',
  shipping: 'Livraison',
  free: 'Gratuite',
  tax: 'TVA',
  total: 'Total',
  promotions: 'Promotions',
  promoLevels: { ORDER: 'Commande', PRODUCT: 'Articles', SHIPPING: 'Livraison' },
  checkout: 'Commander',
  viewCart: 'Voir le panier',
  miniCartTitle: 'Votre panier',
  updating: 'Mise à jour du panier…',
};

const de: CartMessages = {
  title: 'Warenkorb',
  loading: 'Dein Warenkorb wird geladen…',
  loadFailed: 'Dein Warenkorb konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Dein Warenkorb ist leer',
  emptyAtCheckout: 'Dein Warenkorb ist leer, es gibt noch nichts zu bestellen. Lege zuerst einen Artikel hinein.',
  continueShopping: 'Weiter einkaufen',
  items: (n) => plural('de', n, { one: `${n} Artikel`, other: `${n} Artikel` }),
  quantity: 'Menge',
  quantityOf: (name) => `Menge von ${name}`,
  remove: 'Entfernen',
  removeOf: (name) => `${name} entfernen`,
  saveForLater: 'Für später speichern',
  saveForLaterOf: (name) => `${name} für später speichern`,
  edit: 'Bearbeiten',
  editOf: (name) => `${name} bearbeiten`,
  originalPrice: 'Ursprünglicher Preis',
  price: 'Preis',
  lineTotal: 'Gesamt',
  itemDiscount: 'Artikelrabatt',
  orderDiscount: 'Bestellrabatt',
  freeGift: 'Gratisgeschenk',
  markedDown: 'Reduziert',
  coupon: 'Gutscheincode',
  applyCoupon: 'Einlösen',
  couponRequired: 'Gib einen Gutscheincode ein',
  couponsApplied: 'Gutscheine',
  couponNotApplied: 'Noch nicht angewendet',
  removeCoupon: (code) => `Gutschein ${code} entfernen`,
  couponRemoveFailed: 'Der Gutschein konnte nicht entfernt werden. Bitte versuche es erneut.',
  summary: 'Bestellübersicht',
  subtotal: 'Zwischensumme',
  discounts: 'Rabatte',
  shipping: 'Versand',
  free: 'Kostenlos',
  tax: 'MwSt.',
  total: 'Gesamtsumme',
  promotions: 'Aktionen',
  promoLevels: { ORDER: 'Bestellung', PRODUCT: 'Artikel', SHIPPING: 'Versand' },
  checkout: 'Zur Kasse',
  viewCart: 'Warenkorb ansehen',
  miniCartTitle: 'Dein Warenkorb',
  updating: 'Warenkorb wird aktualisiert…',
};

const it: CartMessages = {
  title: 'Carrello',
  loading: 'Caricamento del carrello…',
  loadFailed: 'Non è stato possibile caricare il carrello.',
  retry: 'Riprova',
  empty: 'Il tuo carrello è vuoto',
  emptyAtCheckout: 'Il tuo carrello è vuoto, quindi non c’è ancora nulla da ordinare. Aggiungi prima un articolo.',
  continueShopping: 'Continua gli acquisti',
  items: (n) => plural('it', n, { one: `${n} articolo`, other: `${n} articoli` }),
  quantity: 'Quantità',
  quantityOf: (name) => `Quantità di ${name}`,
  remove: 'Rimuovi',
  removeOf: (name) => `Rimuovi ${name}`,
  saveForLater: 'Salva per dopo',
  saveForLaterOf: (name) => `Salva ${name} per dopo`,
  edit: 'Modifica',
  editOf: (name) => `Modifica ${name}`,
  originalPrice: 'Prezzo originale',
  price: 'Prezzo',
  lineTotal: 'Totale',
  itemDiscount: 'Sconto sull’articolo',
  orderDiscount: 'Sconto sull’ordine',
  freeGift: 'Omaggio',
  markedDown: 'Ribassato',
  coupon: 'Codice sconto',
  applyCoupon: 'Applica',
  couponRequired: 'Inserisci un codice sconto',
  couponsApplied: 'Codici sconto',
  couponNotApplied: 'Non ancora applicato',
  removeCoupon: (code) => `Rimuovi il codice ${code}`,
  couponRemoveFailed: 'Non è stato possibile rimuovere il codice sconto. Riprova.',
  summary: 'Riepilogo dell’ordine',
  subtotal: 'Subtotale',
  discounts: 'Sconti',
  shipping: 'Spedizione',
  free: 'Gratis',
  tax: 'IVA',
  total: 'Totale',
  promotions: 'Promozioni',
  promoLevels: { ORDER: 'Ordine', PRODUCT: 'Articoli', SHIPPING: 'Spedizione' },
  checkout: 'Vai al pagamento',
  viewCart: 'Vedi il carrello',
  miniCartTitle: 'Il tuo carrello',
  updating: 'Aggiornamento del carrello…',
};

export const cartMessages = catalogue<CartMessages>({ en, fr, de, it });
