/**
 * Page titles and descriptions per language, roughly localised: enough for editors and tests to
 * see that fr, de and it sites answer their own documents.
 */
import type { Site } from '../../../lib/site/locales.ts';

type Language = 'en' | 'fr' | 'de' | 'it';
type Words = Record<Language, string>;

const PAGE_TITLES: Record<string, Words> = {
  home: { en: 'Outdoor footwear, apparel and gear', fr: 'Chaussures, vêtements et équipement outdoor', de: 'Outdoor-Schuhe, Bekleidung und Ausrüstung', it: 'Calzature, abbigliamento e attrezzatura outdoor' },
  'about-us': { en: 'About us', fr: 'À propos', de: 'Über uns', it: 'Chi siamo' },
  sustainability: { en: 'Sustainability', fr: 'Développement durable', de: 'Nachhaltigkeit', it: 'Sostenibilità' },
  'kitchen-sink': { en: 'Kitchen sink: every block', fr: 'Tous les blocs', de: 'Alle Blöcke', it: 'Tutti i blocchi' },
  'block-isolation': { en: 'Block isolation test', fr: 'Test d’isolation des blocs', de: 'Test der Blockisolierung', it: 'Test di isolamento dei blocchi' },
  'winter-sale': { en: 'Winter sale', fr: 'Soldes d’hiver', de: 'Winterschlussverkauf', it: 'Saldi invernali' },
  'summer-clearance': { en: 'Summer clearance', fr: 'Déstockage d’été', de: 'Sommer-Räumungsverkauf', it: 'Svendita estiva' },
  journal: { en: 'Trail journal', fr: 'Carnet de route', de: 'Tourenbuch', it: 'Diario di sentiero' },
  footer: { en: 'Footer', fr: 'Pied de page', de: 'Fußzeile', it: 'Piè di pagina' },
  menu: { en: 'Menu', fr: 'Menu', de: 'Menü', it: 'Menu' },
  popups: { en: 'Pop-ups', fr: 'Pop-ups', de: 'Pop-ups', it: 'Pop-up' },
  'fragment-trail-tips': { en: 'Trail tips', fr: 'Conseils de randonnée', de: 'Tourentipps', it: 'Consigli per il sentiero' },
  'fragment-size-help': { en: 'Size help', fr: 'Guide des tailles', de: 'Größenhilfe', it: 'Guida alle taglie' },
  'search-results': { en: 'Search results', fr: 'Résultats de recherche', de: 'Suchergebnisse', it: 'Risultati di ricerca' },
  'search-no-results': { en: 'No results', fr: 'Aucun résultat', de: 'Keine Ergebnisse', it: 'Nessun risultato' },
  account: { en: 'My account', fr: 'Mon compte', de: 'Mein Konto', it: 'Il mio account' },
  'account-profile': { en: 'My profile', fr: 'Mon profil', de: 'Mein Profil', it: 'Il mio profilo' },
  basecamp: { en: 'Basecamp', fr: 'Camp de base', de: 'Basislager', it: 'Campo base' },
  cart: { en: 'Cart', fr: 'Panier', de: 'Warenkorb', it: 'Carrello' },
  checkout: { en: 'Checkout', fr: 'Paiement', de: 'Kasse', it: 'Cassa' },
  'contact-us': { en: 'Contact us', fr: 'Nous contacter', de: 'Kontakt', it: 'Contattaci' },
  'error-4xx': { en: 'Page not found', fr: 'Page introuvable', de: 'Seite nicht gefunden', it: 'Pagina non trovata' },
  'gift-card': { en: 'Gift cards', fr: 'Cartes cadeaux', de: 'Geschenkkarten', it: 'Carte regalo' },
  'loyalty-modal': { en: 'Join Cairn Summit', fr: 'Rejoignez Cairn Summit', de: 'Werden Sie Cairn-Summit-Mitglied', it: 'Unisciti a Cairn Summit' },
  'order-confirmation': { en: 'Thank you for your order', fr: 'Merci pour votre commande', de: 'Vielen Dank für Ihre Bestellung', it: 'Grazie per il tuo ordine' },
  promotions: { en: 'Promotions', fr: 'Promotions', de: 'Angebote', it: 'Promozioni' },
  search: { en: 'Search', fr: 'Recherche', de: 'Suche', it: 'Cerca' },
  'sign-in-modal': { en: 'Sign in', fr: 'Connexion', de: 'Anmelden', it: 'Accedi' },
  'sign-up': { en: 'Create an account', fr: 'Créer un compte', de: 'Konto erstellen', it: 'Crea un account' },
  'sign-up-modal': { en: 'Create an account', fr: 'Créer un compte', de: 'Konto erstellen', it: 'Crea un account' },
  'store-locator': { en: 'Find a store', fr: 'Trouver un magasin', de: 'Filiale finden', it: 'Trova un negozio' },
  westend: { en: 'Cairn West End', fr: 'Cairn West End', de: 'Cairn West End', it: 'Cairn West End' },
};

const CATEGORY_NAMES: Record<string, Omit<Words, 'en'>> = {
  '1000': { fr: 'Chaussures', de: 'Schuhe', it: 'Calzature' },
  '1001': { fr: 'Chaussures de randonnée homme', de: 'Herren-Wanderschuhe', it: 'Scarponi da trekking uomo' },
  '1002': { fr: 'Chaussures de randonnée femme', de: 'Damen-Wanderschuhe', it: 'Scarponi da trekking donna' },
  '1003': { fr: 'Chaussures de trail', de: 'Trailrunning-Schuhe', it: 'Scarpe da trail' },
  '1004': { fr: 'Sandales', de: 'Sandalen', it: 'Sandali' },
  '2000': { fr: 'Vêtements', de: 'Bekleidung', it: 'Abbigliamento' },
  '2001': { fr: 'Vestes homme', de: 'Herrenjacken', it: 'Giacche uomo' },
  '2002': { fr: 'Vestes femme', de: 'Damenjacken', it: 'Giacche donna' },
  '2003': { fr: 'Polaires et couches intermédiaires', de: 'Fleece und Midlayer', it: 'Pile e strati intermedi' },
  '2004': { fr: 'Sous-vêtements techniques', de: 'Funktionsunterwäsche', it: 'Intimo tecnico' },
  '2005': { fr: 'Pantalons de randonnée', de: 'Wanderhosen', it: 'Pantaloni da trekking' },
  '3000': { fr: 'Équipement', de: 'Ausrüstung', it: 'Attrezzatura' },
  '3001': { fr: 'Sacs à dos', de: 'Rucksäcke', it: 'Zaini' },
  '3002': { fr: 'Tentes', de: 'Zelte', it: 'Tende' },
  '3003': { fr: 'Sacs de couchage', de: 'Schlafsäcke', it: 'Sacchi a pelo' },
  '3004': { fr: 'Bâtons de randonnée', de: 'Trekkingstöcke', it: 'Bastoncini da trekking' },
  '300500': { fr: 'Lampes frontales et éclairage', de: 'Stirnlampen und Beleuchtung', it: 'Frontali e illuminazione' },
};

const DESCRIPTIONS: Words = {
  en: 'Cairn makes footwear, apparel and gear for long days outside.',
  fr: 'Cairn fabrique des chaussures, des vêtements et de l’équipement pour les longues journées dehors.',
  de: 'Cairn macht Schuhe, Bekleidung und Ausrüstung für lange Tage draußen.',
  it: 'Cairn crea calzature, abbigliamento e attrezzatura per lunghe giornate all’aperto.',
};

/** Said by the error page's meta description; docs/requirements/content-blocks.md#page-composition types such a page as Error. */
export const NOT_AVAILABLE_DESCRIPTION = 'Page is not available';

const languageOf = (site: Site): Language => (['fr', 'de', 'it'].includes(site.language) ? (site.language as Language) : 'en');

export function pageTitle(site: Site, key: string, fallback?: string): string {
  const words = PAGE_TITLES[key];
  return words ? words[languageOf(site)] : (fallback ?? key);
}

export function categoryName(site: Site, id: string, english: string): string {
  const lang = languageOf(site);
  return lang === 'en' ? english : (CATEGORY_NAMES[id]?.[lang] ?? english);
}

export interface Meta {
  title: string;
  description: string;
  keywords: string[];
}

export function meta(site: Site, title: string, description?: string): Meta {
  return { title, description: description ?? DESCRIPTIONS[languageOf(site)], keywords: [] };
}
