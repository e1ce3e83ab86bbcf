/**
 * Seed blocks for media and content: heroes, banners (every layout), pictures, spacers, rich
 * text, promo bars and the site footer. Headlines are in the site's language; links come from
 * the real category tree, product ids and the informational routes (docs/requirements/catalogue.md#routes), so every link
 * lands on a seeded page.
 *
 * Media: /media/content/<name>-<w>x<h>.svg (the sandbox draws any such name at that size; the
 * full list is CONTENT_MEDIA below) and the catalogue's product images (1000 × 1000).
 */
import { categoryPath, productPath, type Category, type Department } from '../categories.ts';
import { categoryName } from './titles.ts';
import type { RawBlock, SeedBlocks, SeedContext } from './types.ts';

type Language = 'en' | 'fr' | 'de' | 'it';
type Words = Record<Language, string>;

/** Catalogue product images are drawn in a 1000 × 1000 box (src/sandbox/media/svg.ts). */
const PRODUCT_IMAGE_SIZE = 1000;

/** Every content image the seed uses, for the sandbox and for anyone checking the list. */
export const CONTENT_MEDIA: ReadonlyArray<{ name: string; width: number; height: number }> = [
  { name: 'hero-autumn-ridge', width: 750, height: 1100 },
  { name: 'hero-autumn-ridge', width: 1536, height: 1024 },
  { name: 'hero-autumn-ridge', width: 1920, height: 1000 },
  { name: 'hero-winter-summit', width: 750, height: 1200 },
  { name: 'hero-winter-summit', width: 1920, height: 1080 },
  { name: 'repair-workshop', width: 800, height: 800 },
  { name: 'repair-workshop', width: 1200, height: 900 },
  { name: 'duo-boots-granite', width: 800, height: 800 },
  { name: 'duo-shell-rain', width: 800, height: 800 },
  { name: 'pack-light-fjord', width: 1920, height: 800 },
  { name: 'basecamp-lake', width: 800, height: 1000 },
  { name: 'basecamp-lake', width: 1600, height: 900 },
  { name: 'trail-texture', width: 1600, height: 900 },
  { name: 'category-footwear', width: 1600, height: 600 },
  { name: 'category-apparel', width: 1600, height: 600 },
  { name: 'category-gear', width: 1600, height: 600 },
  { name: 'logo-summit-series', width: 320, height: 120 },
  { name: 'logo-summit-series', width: 480, height: 180 },
  { name: 'stamp-guide-tested', width: 400, height: 400 },
  { name: 'forest-floor', width: 1200, height: 1200 },
  { name: 'night-camp', width: 1920, height: 820 },
  // The kitchen sink's wide banners: one portrait and one panorama per name.
  { name: 'night-camp', width: 750, height: 1000 },
  { name: 'trail-texture', width: 750, height: 1000 },
  { name: 'trail-texture', width: 1920, height: 820 },
  { name: 'hero-winter-summit', width: 750, height: 1000 },
  { name: 'hero-winter-summit', width: 1920, height: 820 },
  { name: 'pack-light-fjord', width: 750, height: 1000 },
  { name: 'pack-light-fjord', width: 1920, height: 820 },
];

/** A content image the sandbox draws at the size in its name. */
const img = (name: string, width: number, height: number, alt: string) => ({
  url: `/media/content/${name}-${width}x${height}.svg`,
  alt,
  width,
  height,
  type: 'image',
});

/** The words these blocks need per site language. */
const W = {
  heroOverline: { en: 'Autumn 2025', fr: 'Automne 2025', de: 'Herbst 2025', it: 'Autunno 2025' },
  heroTitle: { en: 'Built for the long way round', fr: 'Faits pour le plus long chemin', de: 'Gemacht für den langen Weg', it: 'Fatti per la strada più lunga' },
  heroSubtitle: {
    en: 'Waterproof boots and shells that are made to be repaired, not replaced.',
    fr: 'Des chaussures et vestes imperméables conçues pour être réparées, pas remplacées.',
    de: 'Wasserdichte Schuhe und Jacken, gemacht zum Reparieren statt Ersetzen.',
    it: 'Scarponi e giacche impermeabili fatti per essere riparati, non sostituiti.',
  },
  heroAlt: { en: 'Two hikers crossing a misty ridge at dawn', fr: 'Deux randonneurs sur une crête brumeuse à l’aube', de: 'Zwei Wanderer auf einem nebligen Grat im Morgengrauen', it: 'Due escursionisti su una cresta nebbiosa all’alba' },
  shopMen: { en: 'Shop men', fr: 'Homme', de: 'Herren', it: 'Uomo' },
  shopWomen: { en: 'Shop women', fr: 'Femme', de: 'Damen', it: 'Donna' },
  repairTitle: { en: 'Repair, don’t replace', fr: 'Réparer plutôt que remplacer', de: 'Reparieren statt ersetzen', it: 'Riparare, non sostituire' },
  repairText: {
    en: 'Every Cairn jacket and boot can go back to our workshop. We fix zips, seams and soles at cost, for life.',
    fr: 'Chaque veste et chaussure Cairn peut revenir à notre atelier. Fermetures, coutures et semelles réparées à prix coûtant, à vie.',
    de: 'Jede Cairn-Jacke und jeder Schuh kann zurück in unsere Werkstatt. Reißverschlüsse, Nähte und Sohlen reparieren wir zum Selbstkostenpreis, ein Leben lang.',
    it: 'Ogni giacca e scarpone Cairn può tornare nel nostro laboratorio. Ripariamo zip, cuciture e suole a prezzo di costo, per sempre.',
  },
  repairCta: { en: 'How repairs work', fr: 'Comment ça marche', de: 'So funktioniert’s', it: 'Come funziona' },
  repairAlt: { en: 'A workbench with a boot being resoled', fr: 'Un établi avec une chaussure en cours de ressemelage', de: 'Eine Werkbank, auf der ein Schuh neu besohlt wird', it: 'Un banco da lavoro con uno scarpone in risuolatura' },
  duoTitle: { en: 'Ready for every forecast', fr: 'Prêts pour toutes les météos', de: 'Bereit für jede Vorhersage', it: 'Pronti per ogni previsione' },
  duoSubtitle: { en: 'Grippy soles below, taped seams above.', fr: 'Des semelles accrocheuses, des coutures étanches.', de: 'Griffige Sohlen unten, getapte Nähte oben.', it: 'Suole aderenti sotto, cuciture nastrate sopra.' },
  rewardsTitle: { en: 'Join Cairn Summit', fr: 'Rejoignez Cairn Summit', de: 'Werden Sie Cairn-Summit-Mitglied', it: 'Unisciti a Cairn Summit' },
  rewardsSubtitle: {
    en: 'Earn points on every order, get free repairs and early access to new gear.',
    fr: 'Cumulez des points à chaque commande, profitez de réparations gratuites et d’un accès anticipé.',
    de: 'Punkte bei jeder Bestellung, kostenlose Reparaturen und früher Zugang zu neuer Ausrüstung.',
    it: 'Punti su ogni ordine, riparazioni gratuite e accesso anticipato alle novità.',
  },
  rewardsCta: { en: 'Join for free', fr: 'Adhérer gratuitement', de: 'Kostenlos beitreten', it: 'Iscriviti gratis' },
  rewardsTerms: { en: 'Programme terms', fr: 'Conditions du programme', de: 'Programmbedingungen', it: 'Termini del programma' },
  packTitle: { en: 'Pack light, go far', fr: 'Partir léger, aller loin', de: 'Leicht packen, weit gehen', it: 'Zaino leggero, strada lunga' },
  packSubtitle: { en: 'Backpacks from 28 to 65 litres, all under 1.6 kg.', fr: 'Sacs de 28 à 65 litres, tous sous 1,6 kg.', de: 'Rucksäcke von 28 bis 65 Litern, alle unter 1,6 kg.', it: 'Zaini da 28 a 65 litri, tutti sotto 1,6 kg.' },
  packAlt: { en: 'A hiker with a backpack above a fjord', fr: 'Un randonneur avec un sac à dos au-dessus d’un fjord', de: 'Ein Wanderer mit Rucksack über einem Fjord', it: 'Un escursionista con lo zaino sopra un fiordo' },
  packCaption: { en: 'Shot in Lofoten, Norway', fr: 'Photo prise aux Lofoten', de: 'Aufgenommen auf den Lofoten', it: 'Scattata alle Lofoten' },
  newBadge: { en: 'New', fr: 'Nouveau', de: 'Neu', it: 'Novità' },
  shopBackpacks: { en: 'Shop backpacks', fr: 'Voir les sacs à dos', de: 'Rucksäcke ansehen', it: 'Scopri gli zaini' },
  promoShipping: { en: 'Free shipping on orders over {amount}.', fr: 'Livraison offerte dès {amount} d’achat.', de: 'Kostenloser Versand ab {amount}.', it: 'Spedizione gratuita sopra {amount}.' },
  promoReturns: { en: '60-day free returns.', fr: 'Retours gratuits sous 60 jours.', de: '60 Tage kostenlose Rückgabe.', it: 'Resi gratuiti entro 60 giorni.' },
  promoPoints: { en: 'Members earn double points this week.', fr: 'Points doublés pour les membres cette semaine.', de: 'Mitglieder sammeln diese Woche doppelte Punkte.', it: 'Punti doppi per i membri questa settimana.' },
  details: { en: 'Details', fr: 'Détails', de: 'Details', it: 'Dettagli' },
  howToReturn: { en: 'How to return', fr: 'Comment retourner', de: 'So geht die Rückgabe', it: 'Come fare un reso' },
  join: { en: 'Join', fr: 'Adhérer', de: 'Beitreten', it: 'Iscriviti' },
  whyTitle: { en: 'Why Cairn', fr: 'Pourquoi Cairn', de: 'Warum Cairn', it: 'Perché Cairn' },
  whyText: {
    en: 'We test every product for a full season with our mountain guides before it reaches the shop.',
    fr: 'Chaque produit est testé une saison entière par nos guides de montagne avant d’arriver en boutique.',
    de: 'Jedes Produkt testen unsere Bergführer eine ganze Saison lang, bevor es in den Shop kommt.',
    it: 'Ogni prodotto viene testato per un’intera stagione dalle nostre guide alpine prima di arrivare in negozio.',
  },
  whyList1: { en: 'Recycled or responsibly sourced materials', fr: 'Matières recyclées ou issues de sources responsables', de: 'Recycelte oder verantwortungsvoll beschaffte Materialien', it: 'Materiali riciclati o di provenienza responsabile' },
  whyList2: { en: 'Repairs for life at cost', fr: 'Réparations à vie à prix coûtant', de: 'Reparaturen ein Leben lang zum Selbstkostenpreis', it: 'Riparazioni a vita a prezzo di costo' },
  whyList3: { en: 'Free returns for 60 days', fr: 'Retours gratuits pendant 60 jours', de: '60 Tage kostenlose Rückgabe', it: 'Resi gratuiti per 60 giorni' },
  contactUs: { en: 'Contact us', fr: 'Nous contacter', de: 'Kontakt', it: 'Contattaci' },
  trackOrder: { en: 'Track your order', fr: 'Suivre votre commande', de: 'Bestellung verfolgen', it: 'Traccia il tuo ordine' },
  findStore: { en: 'Find a store', fr: 'Trouver un magasin', de: 'Filiale finden', it: 'Trova un negozio' },
  basecampAlt: { en: 'Three tents pitched by a lake at dusk', fr: 'Trois tentes au bord d’un lac au crépuscule', de: 'Drei Zelte an einem See in der Abenddämmerung', it: 'Tre tende in riva a un lago al tramonto' },
  basecampCaption: { en: 'Basecamp at Lac Blanc, testing the Ridge 2 tent.', fr: 'Camp de base au lac Blanc, test de la tente Ridge 2.', de: 'Basislager am Lac Blanc, Test des Zelts Ridge 2.', it: 'Campo base al Lac Blanc, test della tenda Ridge 2.' },
  shopTents: { en: 'Shop tents', fr: 'Voir les tentes', de: 'Zelte ansehen', it: 'Scopri le tende' },
  aboutTitle: { en: 'Our story', fr: 'Notre histoire', de: 'Unsere Geschichte', it: 'La nostra storia' },
  aboutText: {
    en: 'Cairn started in 1998 in a garage in Chamonix, resoling boots for guides. We still do.',
    fr: 'Cairn est né en 1998 dans un garage de Chamonix, en ressemelant les chaussures des guides. Nous le faisons toujours.',
    de: 'Cairn begann 1998 in einer Garage in Chamonix mit dem Neubesohlen von Bergführer-Schuhen. Das tun wir noch heute.',
    it: 'Cairn è nata nel 1998 in un garage di Chamonix, risuolando gli scarponi delle guide. Lo facciamo ancora.',
  },
  workshopTitle: { en: 'From the workshop', fr: 'Depuis l’atelier', de: 'Aus der Werkstatt', it: 'Dal laboratorio' },
  workshopText: {
    en: 'Last year we repaired 41,000 items and kept 18 tonnes of gear out of landfill.',
    fr: 'L’an dernier, nous avons réparé 41 000 articles et évité 18 tonnes de déchets.',
    de: 'Letztes Jahr haben wir 41.000 Teile repariert und 18 Tonnen Ausrüstung vor der Deponie bewahrt.',
    it: 'L’anno scorso abbiamo riparato 41.000 articoli ed evitato 18 tonnellate di rifiuti.',
  },
  productPick: { en: 'Guide’s pick', fr: 'Le choix des guides', de: 'Tipp der Guides', it: 'La scelta delle guide' },
  viewProduct: { en: 'View product', fr: 'Voir le produit', de: 'Produkt ansehen', it: 'Vedi prodotto' },
  shopAll: { en: 'Shop all {name}', fr: 'Tout voir : {name}', de: 'Alle {name}', it: 'Vedi tutto: {name}' },
  footwearLine: { en: 'Boots, trail runners and sandals, resoleable by design.', fr: 'Chaussures, trail et sandales, ressemelables.', de: 'Schuhe, Trailrunner und Sandalen, neu besohlbar.', it: 'Scarponi, scarpe da trail e sandali, risuolabili.' },
  apparelLine: { en: 'Shells, fleece and base layers for every season.', fr: 'Vestes, polaires et couches de base pour chaque saison.', de: 'Jacken, Fleece und Baselayer für jede Saison.', it: 'Giacche, pile e strati base per ogni stagione.' },
  gearLine: { en: 'Packs, tents and light for nights out.', fr: 'Sacs, tentes et lumière pour les nuits dehors.', de: 'Rucksäcke, Zelte und Licht für Nächte draußen.', it: 'Zaini, tende e luci per le notti all’aperto.' },
  help: { en: 'Help', fr: 'Aide', de: 'Hilfe', it: 'Aiuto' },
  loyaltyTerms: { en: 'Cairn Summit terms', fr: 'Conditions Cairn Summit', de: 'Cairn-Summit-Bedingungen', it: 'Termini Cairn Summit' },
  privacy: { en: 'Privacy', fr: 'Confidentialité', de: 'Datenschutz', it: 'Privacy' },
  brandTerms: { en: 'Terms of use', fr: 'Conditions d’utilisation', de: 'Nutzungsbedingungen', it: 'Termini d’uso' },
  saleTerms: { en: 'Terms of sale', fr: 'Conditions de vente', de: 'Verkaufsbedingungen', it: 'Condizioni di vendita' },
  smsTerms: { en: 'SMS terms', fr: 'Conditions SMS', de: 'SMS-Bedingungen', it: 'Termini SMS' },
  associateTerms: { en: 'Associate discount terms', fr: 'Conditions de remise employé', de: 'Bedingungen Mitarbeiterrabatt', it: 'Termini sconto dipendenti' },
  newsletterTitle: { en: 'Trail notes in your inbox', fr: 'Nos carnets de route par e-mail', de: 'Tourennotizen per E-Mail', it: 'Note di sentiero nella tua casella' },
  newsletterText: {
    en: 'New gear, route ideas and member offers, twice a month. Sign up when you create your account.',
    fr: 'Nouveautés, idées d’itinéraires et offres membres, deux fois par mois. Inscrivez-vous en créant votre compte.',
    de: 'Neue Ausrüstung, Tourenideen und Mitgliederangebote, zweimal im Monat. Melden Sie sich beim Erstellen Ihres Kontos an.',
    it: 'Novità, idee di percorso e offerte per i membri, due volte al mese. Iscriviti quando crei il tuo account.',
  },
  followUs: { en: 'Follow Cairn', fr: 'Suivez Cairn', de: 'Folge Cairn', it: 'Segui Cairn' },
  rights: { en: 'All rights reserved.', fr: 'Tous droits réservés.', de: 'Alle Rechte vorbehalten.', it: 'Tutti i diritti riservati.' },
  winterTitle: { en: 'First snow, first tracks', fr: 'Premières neiges, premières traces', de: 'Erster Schnee, erste Spuren', it: 'Prima neve, prime tracce' },
  winterAlt: { en: 'A snowy summit under a clear sky', fr: 'Un sommet enneigé sous un ciel clair', de: 'Ein verschneiter Gipfel unter klarem Himmel', it: 'Una vetta innevata sotto un cielo limpido' },
} satisfies Record<string, Words>;

const DEPARTMENT_LINE: Readonly<Record<Department, keyof typeof W>> = { footwear: 'footwearLine', apparel: 'apparelLine', gear: 'gearLine' };
const DEPARTMENT_COLOUR: Readonly<Record<Department, string>> = { footwear: '#e9e2d0', apparel: '#dfe7e1', gear: '#e4e9ef' };

export function mediaBlocks(ctx: SeedContext): SeedBlocks {
  const { site, categories, productsByCategory } = ctx;
  const lang: Language = (['fr', 'de', 'it'] as const).find((l) => l === site.language) ?? 'en';
  const t = (key: keyof typeof W) => W[key][lang];
  const loc = (path: string) => `/${site.locale}${path}`;
  const byId = new Map(categories.map((c) => [c.id, c]));
  const catHref = (id: string) => {
    const c = byId.get(id);
    return c ? categoryPath(site.locale, c) : loc('');
  };
  const catName = (c: Category) => categoryName(site, c.id, c.name);
  const money = new Intl.NumberFormat(site.hreflang, { style: 'currency', currency: site.currency, maximumFractionDigits: 0 }).format(75);
  const firstProduct = (categoryId: string) => productsByCategory.get(categoryId)?.[0];
  const productMedia = (p: { image: string; name: string }) => ({ url: p.image, alt: p.name, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE, type: 'image' });

  // ── Home ────────────────────────────────────────────────────────────────────────────────────
  const heroMedia = {
    sm: img('hero-autumn-ridge', 750, 1100, t('heroAlt')),
    md: img('hero-autumn-ridge', 1536, 1024, t('heroAlt')),
    lg: img('hero-autumn-ridge', 1920, 1000, t('heroAlt')),
  };
  const hero: RawBlock = {
    type: 'hero',
    id: 'home-hero',
    name: 'Home hero – autumn',
    overline: t('heroOverline'),
    title: t('heroTitle'),
    subtitle: t('heroSubtitle'),
    media: heroMedia,
    targets: [
      { url: catHref('1001'), text: t('shopMen'), style: { sm: 'inverse' }, size: 'large' },
      { url: catHref('1002'), text: t('shopWomen'), style: { sm: 'ghost' }, size: 'large' },
    ],
    equalTargetSize: true,
    gradientStyle: 'full',
    gradientTone: 'dark',
    textAlignmentSmall: 'center',
    textAlignmentLarge: 'left',
    alignmentSmall: 'center',
    alignmentLarge: 'left',
    overlayWidth: 'sm',
    promotionTracking: { promotionName: 'home-hero-autumn' },
  };

  const repairMedia = { sm: img('repair-workshop', 800, 800, t('repairAlt')), lg: img('repair-workshop', 1200, 900, t('repairAlt')) };
  const repairSplit: RawBlock = {
    type: 'banner',
    id: 'home-repair-split',
    name: 'Home – repair promise (split)',
    title: t('repairTitle'),
    richText: `<p>${t('repairText')}</p>`,
    media: repairMedia,
    targets: [{ url: loc('/help/contact-us'), text: t('repairCta'), style: { sm: 'secondary' } }],
    backgroundColor: '#e9e2d0',
    responsiveLayout: { sm: { layout: 'below-1media' }, lg: { layout: 'split', alignment: 'right' } },
    imageWidth: 60,
    textAlignmentSmall: 'left',
    textAlignmentLarge: 'left',
  };

  const boots = img('duo-boots-granite', 800, 800, '');
  const shell = img('duo-shell-rain', 800, 800, '');
  const duo: RawBlock = {
    type: 'banner',
    id: 'home-duo',
    name: 'Home – footwear and apparel (two media)',
    title: t('duoTitle'),
    subtitle: t('duoSubtitle'),
    media: { sm: boots },
    mediaList: [{ sm: shell }],
    targets: [
      { url: catHref('1000'), text: catName(byId.get('1000') as Category), style: { sm: 'primary' } },
      { url: catHref('2000'), text: catName(byId.get('2000') as Category), style: { sm: 'secondary' } },
    ],
    responsiveLayout: { sm: { layout: 'below-1media' }, md: { layout: 'below-2media' } },
    textAlignmentSmall: 'center',
    textAlignmentLarge: 'center',
  };

  const promoHome: RawBlock = {
    type: 'promo-bar',
    id: 'home-promo-bar',
    name: 'Home – service promises',
    messages: [
      { id: 'shipping', text: t('promoShipping').replace('{amount}', money) },
      { id: 'returns', text: t('promoReturns'), target: { url: loc('/help/returns/how-to-return'), text: t('howToReturn') } },
      { id: 'points', text: t('promoPoints'), target: { url: loc('/loyalty'), text: t('join') } },
    ],
    display: 'list',
    backgroundColor: '#e9e2d0',
    textColor: '#1b1f1c',
  };

  const rewardsThin: RawBlock = {
    type: 'banner',
    id: 'home-rewards',
    name: 'Home – loyalty (thin)',
    overline: 'Cairn Summit',
    title: t('rewardsTitle'),
    subtitle: t('rewardsSubtitle'),
    targets: [{ url: loc('/loyalty'), text: t('rewardsCta'), style: { sm: 'primary' } }],
    richTextBelowTargets: `<p><a href="${loc('/loyalty-terms')}">${t('rewardsTerms')}</a></p>`,
    backdrop: true,
    backgroundColor: '#dfe7e1',
    titleStyle: 'display-md',
    subtitleStyle: 'body-md',
  };

  const packMedia = { sm: img('pack-light-fjord', 750, 1000, t('packAlt')), lg: img('pack-light-fjord', 1920, 800, t('packAlt')) };
  const packCinema: RawBlock = {
    type: 'banner',
    id: 'home-pack-light',
    name: 'Home – backpacks (cinema)',
    badge: { text: t('newBadge') },
    eyebrowLogoResponsive: {
      sm: img('logo-summit-series', 320, 120, 'Summit Series'),
      lg: img('logo-summit-series', 480, 180, 'Summit Series'),
    },
    title: t('packTitle'),
    subtitle: t('packSubtitle'),
    media: packMedia,
    mediaTarget: { url: catHref('3001') },
    targets: [{ url: catHref('3001'), text: t('shopBackpacks'), style: { sm: 'inverse' } }],
    cinemaMode: true,
    isFullWidth: true,
    gradientStyle: 'focused',
    gradientTone: 'dark',
    verticalAlignment: 'bottom',
    alignmentSmall: 'center',
    alignmentLarge: 'center',
    textAlignmentSmall: 'center',
    textAlignmentLarge: 'center',
    overlayWidth: 'md',
    captionText: t('packCaption'),
    captionPosition: 'top',
    promotionTracking: { promotionName: 'home-pack-light' },
  };

  const spacerDivider: RawBlock = { type: 'spacer', id: 'home-spacer', name: 'Home – divider', size: { sm: 'md', lg: 'lg' }, divider: { style: 'solid' } };

  const basecampPicture: RawBlock = {
    type: 'picture',
    id: 'home-basecamp-picture',
    name: 'Home – basecamp picture',
    media: { sm: img('basecamp-lake', 800, 1000, t('basecampAlt')), md: img('basecamp-lake', 1600, 900, t('basecampAlt')) },
    target: { url: catHref('3002'), text: t('shopTents') },
    caption: t('basecampCaption'),
    captionAlignment: 'center',
  };

  const why: RawBlock = {
    type: 'rich-text',
    id: 'home-why-cairn',
    name: 'Home – why Cairn',
    richText: `<h2>${t('whyTitle')}</h2><p>${t('whyText')}</p><ul><li>${t('whyList1')}</li><li>${t('whyList2')}</li><li>${t('whyList3')}</li></ul>`,
    textAlignmentSmall: 'left',
    textAlignmentLarge: 'center',
    maxWidth: 'md',
  };

  const home: RawBlock[] = [hero, repairSplit, duo, promoHome, packCinema, spacerDivider, rewardsThin, basecampPicture, why];

  // ── Category: a thin banner per category ──────────────────────────────────────────────────
  const category = (c: Category): RawBlock[] => {
    const parent = c.parent ? byId.get(c.parent) : undefined;
    const subcategories = categories.filter((s) => s.parent === c.id).slice(0, 3);
    const targets = parent
      ? [{ url: categoryPath(site.locale, parent), text: t('shopAll').replace('{name}', catName(parent)), style: { sm: 'link' } }]
      : subcategories.map((s, i) => ({ url: categoryPath(site.locale, s), text: catName(s), style: { sm: i === 0 ? 'primary' : 'secondary' }, size: 'small' }));
    return [
      {
        type: 'banner',
        id: `category-${c.id}-banner`,
        name: `Category ${c.slug} – thin banner`,
        title: catName(c),
        subtitle: t(DEPARTMENT_LINE[c.department]),
        targets,
        backgroundColor: DEPARTMENT_COLOUR[c.department],
        titleStyle: 'display-md',
        subtitleStyle: 'body-md',
        textAlignmentSmall: 'left',
        textAlignmentLarge: 'left',
        promotionTracking: { promotionName: `category-${c.slug}` },
      },
    ];
  };

  // ── Content pages ─────────────────────────────────────────────────────────────────────────
  // The first rich-text and the first banner here are the composer's templates for simple
  // pages: keep them neutral (no background colour, plain title and text).
  const aboutText: RawBlock = {
    type: 'rich-text',
    id: 'content-our-story',
    name: 'Content – our story',
    richText: `<h2>${t('aboutTitle')}</h2><p>${t('aboutText')}</p>`,
    maxWidth: 'md',
  };
  const workshopBanner: RawBlock = {
    type: 'banner',
    id: 'content-workshop',
    name: 'Content – workshop (media below)',
    title: t('workshopTitle'),
    richText: `<p>${t('workshopText')}</p>`,
    media: { sm: img('repair-workshop', 1200, 900, t('repairAlt')) },
    targets: [{ url: loc('/help/contact-us'), text: t('contactUs'), style: { sm: 'secondary' } }],
    responsiveLayout: { sm: { layout: 'below-1media' } },
  };
  const storyPicture: RawBlock = {
    type: 'picture',
    id: 'content-basecamp-picture',
    name: 'Content – basecamp picture',
    media: { sm: img('basecamp-lake', 800, 1000, t('basecampAlt')), md: img('basecamp-lake', 1600, 900, t('basecampAlt')) },
    caption: t('basecampCaption'),
    aspectRatio: '3/2',
  };
  const contentSpacer: RawBlock = { type: 'spacer', id: 'content-spacer', name: 'Content – space', size: { sm: 'sm', lg: 'md' } };
  const pick = firstProduct('1001') ?? firstProduct('1000');
  const productSplit: RawBlock | undefined = pick && {
    type: 'banner',
    id: 'content-guides-pick',
    name: 'Content – guide’s pick (product, split)',
    overline: t('productPick'),
    title: pick.name,
    media: { sm: productMedia(pick) },
    mediaTarget: { url: productPath(site.locale, pick) },
    targets: [{ url: productPath(site.locale, pick), text: t('viewProduct'), style: { sm: 'primary' } }],
    responsiveLayout: { sm: { layout: 'below-1media' }, md: { layout: 'split', alignment: 'left' } },
    imageWidth: 40,
    backgroundColor: '#fbfaf7',
  };
  const whyColoured: RawBlock = {
    type: 'rich-text',
    id: 'content-why-cairn',
    name: 'Content – why Cairn (coloured)',
    richText: `<h2>${t('whyTitle')}</h2><p>${t('whyText')}</p><p><a href="${loc('/help/contact-us')}">${t('contactUs')}</a></p>`,
    textColor: '#fbfaf7',
    backgroundColor: '#2f4a3a',
    textAlignmentSmall: 'center',
    maxWidth: 'sm',
  };
  const content: RawBlock[] = [aboutText, workshopBanner, storyPicture, contentSpacer, ...(productSplit ? [productSplit] : []), whyColoured];

  // ── Kitchen sink: every variant ───────────────────────────────────────────────────────────
  const wide = (name: string, alt = '') => ({ sm: img(name, 750, 1000, alt), lg: img(name, 1920, 820, alt) });
  const sinkTarget = (text: string, style: string, extra: Record<string, unknown> = {}) => ({ url: catHref('1000'), text, style: { sm: style }, ...extra });
  const overlayVariants: RawBlock[] = (['top', 'middle', 'bottom'] as const).flatMap((v) =>
    (['left', 'center', 'right'] as const).map((a) => ({
      type: 'banner',
      id: `sink-overlay-${v}-${a}`,
      name: `Overlay ${v} ${a}`,
      title: `Overlay: ${v} ${a}`,
      subtitle: 'Copy over the media, placed by alignment and vertical alignment.',
      media: wide('night-camp', ''),
      targets: [sinkTarget('Primary', 'primary'), sinkTarget('Inverse', 'inverse')],
      verticalAlignment: v,
      alignmentSmall: a,
      alignmentLarge: a,
      textAlignmentSmall: a,
      textAlignmentLarge: a,
      gradientStyle: 'full',
      overlayWidth: a === 'center' ? 'md' : 'sm',
    })),
  );
  const sinkBanners: RawBlock[] = [
    ...overlayVariants,
    ...([60, 50, 40] as const).map((w, i) => ({
      type: 'banner',
      id: `sink-split-${w}`,
      name: `Split ${w}`,
      overline: `imageWidth ${w}`,
      title: `Split layout, image ${w} %`,
      richText: '<p>The media takes the image width; the copy sits beside it. <a href="' + loc('/help/contact-us') + '">Questions?</a></p>',
      media: { sm: img('forest-floor', 1200, 1200, '') },
      targets: [sinkTarget('Secondary', 'secondary')],
      imageWidth: w,
      responsiveLayout: { sm: { layout: 'below-1media' }, md: { layout: 'split', alignment: i === 1 ? 'right' : 'left' } },
    })),
    {
      type: 'banner',
      id: 'sink-below-2media',
      name: 'Below, two media, equal CTAs',
      title: 'Two media, copy below, equal-size CTAs',
      media: { sm: boots },
      mediaList: [{ sm: shell }],
      targets: [sinkTarget('Short', 'primary'), sinkTarget('A much longer label', 'secondary')],
      equalTargetSize: true,
      responsiveLayout: { sm: { layout: 'below-2media' } },
      textAlignmentSmall: 'center',
      textAlignmentLarge: 'center',
    },
    {
      type: 'banner',
      id: 'sink-responsive',
      name: 'Overlay on small, split on large, two media on xl',
      titleHtml: 'Responsive <em>layouts</em>',
      subtitleHtml: 'Overlay below md, <strong>split</strong> on lg, two media on xl.',
      media: wide('trail-texture'),
      mediaList: [{ sm: img('forest-floor', 1200, 1200, '') }],
      targets: [sinkTarget('Shop', 'inverse', { size: 'small' }), sinkTarget('Link style', 'link', { size: 'small' })],
      responsiveLayout: { sm: { layout: 'overlay' }, lg: { layout: 'split', alignment: 'left' }, xl: { layout: 'below-2media', alignment: 'center' } },
      gradientStyle: 'full',
      gradientBreakpoints: ['sm', 'md'],
    },
    {
      type: 'banner',
      id: 'sink-light-gradient',
      name: 'Light focused gradient, caption bottom, overlay picture',
      overline: 'Focused light gradient',
      overlineColor: '#2f4a3a',
      title: 'Light tone, dark copy',
      media: wide('hero-winter-summit', t('winterAlt')),
      overlayPicture: { sm: img('stamp-guide-tested', 400, 400, 'Tested by Cairn guides') },
      gradientStyle: 'focused',
      gradientTone: 'light',
      verticalAlignment: 'top',
      captionText: 'Caption, bottom',
      captionPosition: 'bottom',
      targets: [sinkTarget('Primary', 'primary')],
    },
    {
      type: 'banner',
      id: 'sink-backdrop',
      name: 'Backdrop panel, full height',
      eyebrowText: 'Eyebrow text',
      eyebrowTextColor: '#b4451f',
      eyebrowLogo: img('logo-summit-series', 320, 120, 'Summit Series'),
      title: 'Backdrop panel on a full-height banner',
      richText: '<p>The panel keeps copy legible on any photo.</p>',
      richTextBelowTargets: '<p><small>Small print below the targets.</small></p>',
      media: wide('pack-light-fjord', ''),
      backdrop: true,
      isFullHeight: true,
      alignmentLarge: 'right',
      targets: [sinkTarget('Primary', 'primary'), sinkTarget('Tertiary', 'tertiary')],
    },
    {
      type: 'banner',
      id: 'sink-no-cta-linked',
      name: 'No-CTA, whole media linked, hidden title',
      title: 'A linked banner without buttons',
      hideTitle: true,
      media: wide('night-camp', 'Tents under the stars'),
      mediaTarget: { url: catHref('3002'), text: t('shopTents') },
      targets: [sinkTarget('Hidden because No-CTA', 'primary')],
      linkType: 'No-CTA',
    },
    {
      type: 'banner',
      id: 'sink-thin-plain',
      name: 'Thin, no backdrop',
      title: 'Thin banner (no media)',
      subtitle: 'Copy and CTAs side by side on large screens, 3rem apart.',
      targets: [sinkTarget('Primary', 'primary', { size: 'small' })],
    },
    {
      type: 'banner',
      id: 'sink-thin-backdrop',
      name: 'Thin, backdrop, badge',
      badge: { text: 'Badge', backgroundColor: '#2f6690', textColor: '#ffffff' },
      title: 'Thin banner with backdrop',
      subtitle: '4.5rem between copy and CTAs on large screens.',
      backdrop: true,
      backgroundColor: '#1b1f1c',
      titleColor: '#1b1f1c',
      targets: [sinkTarget('Primary', 'primary', { size: 'small', targetAttribute: '_blank' })],
    },
  ];
  const sinkHeroes: RawBlock[] = [
    { ...hero, id: 'sink-hero', name: 'Hero (home)', titleH1: false },
    {
      type: 'hero',
      id: 'sink-hero-winter',
      name: 'Hero, centred, light tone, full height',
      titleH1: false,
      title: t('winterTitle'),
      media: { sm: img('hero-winter-summit', 750, 1200, t('winterAlt')), lg: img('hero-winter-summit', 1920, 1080, t('winterAlt')) },
      targets: [{ url: catHref('2000'), text: t('shopAll').replace('{name}', catName(byId.get('2000') as Category)), style: { sm: 'primary' }, size: 'large' }],
      gradientStyle: 'full',
      gradientTone: 'light',
      alignmentSmall: 'center',
      alignmentLarge: 'center',
      textAlignmentSmall: 'center',
      textAlignmentLarge: 'center',
      isFullHeight: true,
    },
  ];
  const product = firstProduct('3001') ?? firstProduct('3000');
  const sinkPictures: RawBlock[] = [
    { ...basecampPicture, id: 'sink-picture-art-directed', name: 'Art-directed, linked, caption' },
    { type: 'picture', id: 'sink-picture-16-9', name: '16/9 full width', media: { sm: img('trail-texture', 1600, 900, '') }, aspectRatio: '16/9', isFullWidth: true },
    { type: 'picture', id: 'sink-picture-square', name: '1/1 caption right', media: { sm: img('forest-floor', 1200, 1200, 'Moss and pine needles on the forest floor') }, aspectRatio: '1/1', caption: 'Caption aligned right', captionAlignment: 'right' },
    { type: 'picture', id: 'sink-picture-21-9', name: '21/9', media: { sm: img('night-camp', 1920, 820, 'A camp under the Milky Way') }, aspectRatio: '21/9' },
    ...(product
      ? [{ type: 'picture', id: 'sink-picture-product', name: 'Product image, new tab', media: { sm: productMedia(product) }, aspectRatio: '4/5', target: { url: productPath(site.locale, product), targetAttribute: '_blank' } }]
      : []),
  ];
  const sinkSpacers: RawBlock[] = [
    ...(['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const).map((s) => ({ type: 'spacer', id: `sink-spacer-${s}`, name: `Spacer ${s}`, size: { sm: s }, divider: {} })),
    { type: 'spacer', id: 'sink-spacer-responsive', name: 'Responsive, dashed, edge to edge', size: { sm: 'xs', md: 'md', lg: 'lg', xl: 'xl' }, divider: { style: 'dashed', inset: false, color: '#b4451f' } },
    { type: 'spacer', id: 'sink-spacer-dotted', name: 'Dotted on sand, hidden on small', size: { sm: 'lg' }, divider: { style: 'dotted' }, backgroundColor: '#e9e2d0', hideOnBreakpoint: ['sm'] },
  ];
  const sinkRichText: RawBlock[] = [
    { ...why, id: 'sink-rich-text-md' },
    {
      type: 'rich-text',
      id: 'sink-rich-text-everything',
      name: 'Every allowed tag',
      richText:
        '<h2>Heading 2</h2><h3>Heading 3</h3><p><strong>Strong</strong>, <em>em</em>, <u>u</u>, <s>s</s>, <small>small</small>, H<sub>2</sub>O, m<sup>2</sup>.</p><ol><li>One</li><li>Two</li></ol><blockquote>Leave only footprints.</blockquote><p><a href="https://www.example.org" target="_blank">External link</a>, <a href="mailto:help@cairn.example">mail</a>, <a href="#main">back to the main content</a>.</p>',
      maxWidth: 'lg',
    },
    { type: 'rich-text', id: 'sink-rich-text-right', name: 'Right aligned, small width', richText: '<p>Right-aligned copy in a narrow measure.</p>', textAlignmentSmall: 'right', maxWidth: 'sm' },
    { ...whyColoured, id: 'sink-rich-text-coloured', maxWidth: 'full' },
  ];
  const sinkPromos: RawBlock[] = [
    { type: 'promo-bar', id: 'sink-promo-single', name: 'One message', label: 'Promotions example: one message', messages: [{ text: t('promoReturns') }] },
    {
      type: 'promo-bar',
      id: 'sink-promo-rotate',
      name: 'Rotating, sticky on small',
      label: 'Promotions example: rotating',
      messages: [
        { text: t('promoShipping').replace('{amount}', money), target: { url: loc('/help/contact-us'), text: t('details') } },
        { text: t('promoReturns'), target: { url: loc('/help/returns/how-to-return'), text: t('howToReturn') } },
        { text: t('promoPoints'), target: { url: 'https://www.example.org/cairn-summit', text: t('details'), targetAttribute: '_blank' } },
      ],
      rotationSeconds: 5,
      sticky: { sm: true },
      promotionTracking: { promotionName: 'sink-promo-rotate' },
    },
    { ...promoHome, id: 'sink-promo-list', name: 'List display', label: 'Promotions example: list' },
  ];
  const kitchenSink: RawBlock[] = [...sinkHeroes, ...sinkBanners, ...sinkPictures, ...sinkSpacers, ...sinkRichText, ...sinkPromos];

  // ── Footer ────────────────────────────────────────────────────────────────────────────────
  const link = (text: string, url: string) => ({ text, url });
  const departments = categories.filter((c) => !c.parent);
  const footer: RawBlock[] = [
    {
      type: 'footer',
      id: 'site-footer',
      name: 'Site footer',
      groups: [
        ...departments.map((d) => ({
          id: `footer-${d.slug}`,
          title: catName(d),
          links: [d, ...categories.filter((c) => c.parent === d.id)].map((c) => link(catName(c), categoryPath(site.locale, c))),
        })),
        {
          id: 'footer-help',
          title: t('help'),
          links: [link(t('contactUs'), loc('/help/contact-us')), link(t('trackOrder'), loc('/order-status')), link(t('findStore'), loc('/store-locator')), link(t('howToReturn'), loc('/help/returns/how-to-return'))],
        },
        {
          id: 'footer-summit',
          title: 'Cairn Summit',
          links: [link(t('rewardsTitle'), loc('/loyalty')), link(t('loyaltyTerms'), loc('/loyalty-terms'))],
        },
      ],
      newsletter: { title: t('newsletterTitle'), text: t('newsletterText') },
      socialTitle: t('followUs'),
      social: [
        { network: 'instagram', url: 'https://www.instagram.com/cairn.outdoor' },
        { network: 'youtube', url: 'https://www.youtube.com/@cairn.outdoor' },
        { network: 'strava', url: 'https://www.strava.com/clubs/cairn-outdoor' },
        { network: 'facebook', url: 'https://www.facebook.com/cairn.outdoor' },
      ],
      legalLinks: [
        link(t('privacy'), loc('/privacy')),
        link(t('brandTerms'), loc('/brand-terms')),
        link(t('saleTerms'), loc('/sale-terms')),
        link(t('smsTerms'), loc('/sms-terms')),
        link(t('associateTerms'), loc('/associate-discount-terms')),
      ],
      copyright: `© {year} Cairn Outdoor Co. ${t('rights')}`,
    },
  ];

  // A second footer on the styleguide page: groups only, with its own landmark name.
  const siteFooter = footer[0] as RawBlock & { groups: unknown[] };
  kitchenSink.push({
    type: 'footer',
    id: 'sink-footer-compact',
    name: 'Footer, groups only, light',
    navLabel: 'Footer example',
    groups: siteFooter.groups.slice(0, 2),
    backgroundColor: '#e9e2d0',
    textColor: '#1b1f1c',
  });

  return { home, category, content, kitchenSink, footer };
}
