/**
 * The product page's words (src/pages/[locale]/p/[product].astro and src/components/product/*,
 * the price shared with product cards, and the product islands in islands/product/*), in en, fr,
 * de and it. 'Marked Down' and 'Free Gift' are the spec's exact English labels (docs/requirements/catalogue.md#prices).
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';
import { plural } from '../../lib/i18n/plural.ts';

export interface ProductMessages {
  images: string;
  details: string;
  breadcrumbs: string;
  home: string;
  /** The Coming-soon badge with the publish date appended (docs/requirements/catalogue.md#product). */
  comingSoon: (date: string) => string;
  presale: (date: string) => string;
  presaleNoDate: string;
  lowStock: string;
  // Price
  priceNow: string;
  price: string;
  priceWas: string;
  markedDown: string;
  freeGift: string;
  percentOff: (percent: string) => string;
  upToPercentOff: (percent: string) => string;
  /** The omnibus price: the lowest price of the last 30 days. */
  omnibus: (price: string) => string;
  // Size chart
  sizeChart: string;
  sizeChartTitle: (name: string) => string;
  close: string;
  size: string;
  footLengthCm: string;
  footLengthIn: string;
  chest: string;
  waist: string;
  hips: string;
  sizeUs: string;
  sizeUk: string;
  sizeEu: string;
  footSizesHint: string;
  measureHint: string;
  // Stores
  checkStores: string;
  storesTitle: string;
  storesChooseFirst: string;
  storesIntro: (variant: string) => string;
  yourStore: (store: string) => string;
  postalCode: string;
  postalCodeHint: string;
  postalCodeRequired: string;
  postalCodeUnknown: (code: string) => string;
  search: string;
  searching: string;
  storesNone: string;
  storesFailed: string;
  storeQuantity: (n: number) => string;
  storeNone: string;
  storePickup: string;
  storeShipToStore: string;
  storesResult: (n: number) => string;
  distanceKm: (km: string) => string;
  // Product sets
  setsTitle: string;
  setTotal: (price: string) => string;
  setAdd: (name: string) => string;
}

const en: ProductMessages = {
  images: 'Product images',
  details: 'Details',
  breadcrumbs: 'Breadcrumb',
  home: 'Home',
  comingSoon: (date) => `Coming soon ${date}`,
  presale: (date) => `Presale: ships from ${date}`,
  presaleNoDate: 'Presale',
  lowStock: 'Low stock: only a few left',
  priceNow: 'Now',
  price: 'Price',
  priceWas: 'Was',
  markedDown: 'Marked Down',
  freeGift: 'Free Gift',
  percentOff: (p) => `${p}% off`,
  upToPercentOff: (p) => `Up to ${p}% off`,
  omnibus: (price) => `Lowest price in the last 30 days: ${price}`,
  sizeChart: 'Size chart',
  sizeChartTitle: (name) => `Size chart: ${name}`,
  close: 'Close',
  size: 'Size',
  footLengthCm: 'Foot length (cm)',
  footLengthIn: 'Foot length (in)',
  chest: 'Chest (cm)',
  waist: 'Waist (cm)',
  hips: 'Hips (cm)',
  sizeUs: 'US',
  sizeUk: 'UK',
  sizeEu: 'EU',
  footSizesHint: 'Stand on a sheet of paper, mark your heel and longest toe, and measure between the marks.',
  measureHint: 'Measure over light clothing. Between two sizes, choose the larger.',
  checkStores: 'Check store availability',
  storesTitle: 'Availability in stores',
  storesChooseFirst: 'Choose a size to check store availability.',
  storesIntro: (variant) => `Stock for ${variant} at stores near you.`,
  yourStore: (store) => `Your store: ${store}`,
  postalCode: 'Postal code',
  postalCodeHint: 'We show the stores nearest to this postal code.',
  postalCodeRequired: 'Enter a postal code.',
  postalCodeUnknown: (code) => `We could not find stores near ${code}. Check the postal code.`,
  search: 'Check stores',
  searching: 'Checking stores…',
  storesNone: 'No store near this postal code has this item.',
  storesFailed: 'Store availability could not be loaded. Please try again.',
  storeQuantity: (n) => `${n} in stock`,
  storeNone: 'Out of stock',
  storePickup: 'Pick up today',
  storeShipToStore: 'Ship to store',
  storesResult: (n) => plural('en', n, { one: '1 store found.', other: `${n} stores found.` }),
  distanceKm: (km) => `${km} km`,
  setsTitle: 'Complete the set',
  setTotal: (price) => `Together: ${price}`,
  setAdd: (name) => `Add ${name} to cart`,
};

const fr: ProductMessages = {
  images: 'Images du produit',
  details: 'Détails',
  breadcrumbs: "Fil d'Ariane",
  home: 'Accueil',
  comingSoon: (date) => `Bientôt disponible ${date}`,
  presale: (date) => `Prévente : expédition à partir du ${date}`,
  presaleNoDate: 'Prévente',
  lowStock: 'Stock faible : plus que quelques pièces',
  priceNow: 'Maintenant',
  price: 'Prix',
  priceWas: 'Avant',
  markedDown: 'Prix réduit',
  freeGift: 'Cadeau offert',
  percentOff: (p) => `-${p} %`,
  upToPercentOff: (p) => `Jusqu'à -${p} %`,
  omnibus: (price) => `Prix le plus bas des 30 derniers jours : ${price}`,
  sizeChart: 'Guide des tailles',
  sizeChartTitle: (name) => `Guide des tailles : ${name}`,
  close: 'Fermer',
  size: 'Taille',
  footLengthCm: 'Longueur du pied (cm)',
  footLengthIn: 'Longueur du pied (po)',
  chest: 'Poitrine (cm)',
  waist: 'Taille (cm)',
  hips: 'Hanches (cm)',
  sizeUs: 'US',
  sizeUk: 'UK',
  sizeEu: 'EU',
  footSizesHint: "Posez le pied sur une feuille, marquez le talon et l'orteil le plus long, puis mesurez entre les deux marques.",
  measureHint: 'Mesurez par-dessus des vêtements légers. Entre deux tailles, choisissez la plus grande.',
  checkStores: 'Voir la disponibilité en magasin',
  storesTitle: 'Disponibilité en magasin',
  storesChooseFirst: 'Choisissez une taille pour voir la disponibilité en magasin.',
  storesIntro: (variant) => `Stock de ${variant} dans les magasins proches de chez vous.`,
  yourStore: (store) => `Votre magasin : ${store}`,
  postalCode: 'Code postal',
  postalCodeHint: 'Nous affichons les magasins les plus proches de ce code postal.',
  postalCodeRequired: 'Saisissez un code postal.',
  postalCodeUnknown: (code) => `Aucun magasin trouvé près de ${code}. Vérifiez le code postal.`,
  search: 'Voir les magasins',
  searching: 'Recherche des magasins…',
  storesNone: "Aucun magasin proche de ce code postal n'a cet article.",
  storesFailed: 'La disponibilité en magasin n’a pas pu être chargée. Veuillez réessayer.',
  storeQuantity: (n) => `${n} en stock`,
  storeNone: 'Épuisé',
  storePickup: "Retrait aujourd'hui",
  storeShipToStore: 'Livraison en magasin',
  storesResult: (n) => plural('fr', n, { one: `${n} magasin trouvé.`, other: `${n} magasins trouvés.` }),
  distanceKm: (km) => `${km} km`,
  setsTitle: "Complétez l'ensemble",
  setTotal: (price) => `Ensemble : ${price}`,
  setAdd: (name) => `Ajouter ${name} au panier`,
};

const de: ProductMessages = {
  images: 'Produktbilder',
  details: 'Details',
  breadcrumbs: 'Brotkrümelnavigation',
  home: 'Startseite',
  comingSoon: (date) => `Demnächst erhältlich ${date}`,
  presale: (date) => `Vorverkauf: Versand ab ${date}`,
  presaleNoDate: 'Vorverkauf',
  lowStock: 'Geringer Bestand: nur noch wenige verfügbar',
  priceNow: 'Jetzt',
  price: 'Preis',
  priceWas: 'Vorher',
  markedDown: 'Reduziert',
  freeGift: 'Gratis-Geschenk',
  percentOff: (p) => `-${p} %`,
  upToPercentOff: (p) => `Bis zu -${p} %`,
  omnibus: (price) => `Niedrigster Preis der letzten 30 Tage: ${price}`,
  sizeChart: 'Größentabelle',
  sizeChartTitle: (name) => `Größentabelle: ${name}`,
  close: 'Schließen',
  size: 'Größe',
  footLengthCm: 'Fußlänge (cm)',
  footLengthIn: 'Fußlänge (Zoll)',
  chest: 'Brust (cm)',
  waist: 'Taille (cm)',
  hips: 'Hüfte (cm)',
  sizeUs: 'US',
  sizeUk: 'UK',
  sizeEu: 'EU',
  footSizesHint: 'Stellen Sie sich auf ein Blatt Papier, markieren Sie Ferse und längsten Zeh und messen Sie den Abstand.',
  measureHint: 'Über leichter Kleidung messen. Zwischen zwei Größen die größere wählen.',
  checkStores: 'Verfügbarkeit in Filialen prüfen',
  storesTitle: 'Verfügbarkeit in Filialen',
  storesChooseFirst: 'Wählen Sie eine Größe, um die Verfügbarkeit in Filialen zu sehen.',
  storesIntro: (variant) => `Bestand von ${variant} in Filialen in Ihrer Nähe.`,
  yourStore: (store) => `Ihre Filiale: ${store}`,
  postalCode: 'Postleitzahl',
  postalCodeHint: 'Wir zeigen die Filialen, die dieser Postleitzahl am nächsten sind.',
  postalCodeRequired: 'Geben Sie eine Postleitzahl ein.',
  postalCodeUnknown: (code) => `Wir haben keine Filialen in der Nähe von ${code} gefunden. Prüfen Sie die Postleitzahl.`,
  search: 'Filialen prüfen',
  searching: 'Filialen werden geprüft…',
  storesNone: 'Keine Filiale in der Nähe dieser Postleitzahl hat diesen Artikel.',
  storesFailed: 'Die Verfügbarkeit in Filialen konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  storeQuantity: (n) => `${n} auf Lager`,
  storeNone: 'Nicht auf Lager',
  storePickup: 'Heute abholen',
  storeShipToStore: 'Lieferung in die Filiale',
  storesResult: (n) => plural('de', n, { one: '1 Filiale gefunden.', other: `${n} Filialen gefunden.` }),
  distanceKm: (km) => `${km} km`,
  setsTitle: 'Das Set vervollständigen',
  setTotal: (price) => `Zusammen: ${price}`,
  setAdd: (name) => `${name} in den Warenkorb legen`,
};

const it: ProductMessages = {
  images: 'Immagini del prodotto',
  details: 'Dettagli',
  breadcrumbs: 'Percorso di navigazione',
  home: 'Home',
  comingSoon: (date) => `Presto disponibile ${date}`,
  presale: (date) => `Prevendita: spedizione dal ${date}`,
  presaleNoDate: 'Prevendita',
  lowStock: 'Scorte limitate: ne restano pochi',
  priceNow: 'Ora',
  price: 'Prezzo',
  priceWas: 'Prima',
  markedDown: 'Ribassato',
  freeGift: 'Omaggio',
  percentOff: (p) => `-${p}%`,
  upToPercentOff: (p) => `Fino a -${p}%`,
  omnibus: (price) => `Prezzo più basso degli ultimi 30 giorni: ${price}`,
  sizeChart: 'Tabella taglie',
  sizeChartTitle: (name) => `Tabella taglie: ${name}`,
  close: 'Chiudi',
  size: 'Taglia',
  footLengthCm: 'Lunghezza del piede (cm)',
  footLengthIn: 'Lunghezza del piede (in)',
  chest: 'Torace (cm)',
  waist: 'Vita (cm)',
  hips: 'Fianchi (cm)',
  sizeUs: 'US',
  sizeUk: 'UK',
  sizeEu: 'EU',
  footSizesHint: "Appoggia il piede su un foglio, segna il tallone e la punta dell'alluce più lungo e misura la distanza.",
  measureHint: 'Misura sopra abiti leggeri. Tra due taglie, scegli la più grande.',
  checkStores: 'Verifica la disponibilità nei negozi',
  storesTitle: 'Disponibilità nei negozi',
  storesChooseFirst: 'Scegli una taglia per verificare la disponibilità nei negozi.',
  storesIntro: (variant) => `Disponibilità di ${variant} nei negozi vicino a te.`,
  yourStore: (store) => `Il tuo negozio: ${store}`,
  postalCode: 'CAP',
  postalCodeHint: 'Mostriamo i negozi più vicini a questo CAP.',
  postalCodeRequired: 'Inserisci un CAP.',
  postalCodeUnknown: (code) => `Non abbiamo trovato negozi vicino a ${code}. Controlla il CAP.`,
  search: 'Verifica i negozi',
  searching: 'Verifica dei negozi…',
  storesNone: 'Nessun negozio vicino a questo CAP ha questo articolo.',
  storesFailed: 'Non è stato possibile caricare la disponibilità nei negozi. Riprova.',
  storeQuantity: (n) => plural('it', n, { one: '1 disponibile', other: `${n} disponibili` }),
  storeNone: 'Esaurito',
  storePickup: 'Ritiro oggi',
  storeShipToStore: 'Spedizione in negozio',
  storesResult: (n) => plural('it', n, { one: '1 negozio trovato.', other: `${n} negozi trovati.` }),
  distanceKm: (km) => `${km} km`,
  setsTitle: 'Completa il set',
  setTotal: (price) => `Insieme: ${price}`,
  setAdd: (name) => `Aggiungi ${name} al carrello`,
};

export const productMessages = catalogue<ProductMessages>({ en, fr, de, it });
