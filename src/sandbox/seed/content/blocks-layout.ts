/**
 * Seed blocks for layout, navigation and media: video and video player, accordions, anchors,
 * linked cards, category cards, secondary nav, filter-by, vertical list, icon-and-text and the
 * benefit bar, in the site's language. Links come from the real category tree and the seeded
 * pages, so every link lands somewhere.
 *
 * Media: the sandbox's video files and WebVTT tracks (/media/video/, made by
 * scripts/make-sandbox-video.ts), generated content images (/media/content/<name>-<w>x<h>.svg)
 * and the line icons in public/icons/. No block here names a Cloudinary asset: the sandbox
 * must never call an outside host (cloudinaryAsset is covered by the unit tests).
 */
import { categoryPath, type Category } from '../categories.ts';
import { categoryName } from './titles.ts';
import type { RawBlock, SeedBlocks, SeedContext } from './types.ts';

type Language = 'en' | 'fr' | 'de' | 'it';
type Words = Record<Language, string>;

/** The sandbox's video files: a six-second loop in two cuts, each in WebM and MP4. */
export const VIDEO_CUTS = {
  portrait: { name: 'trail-loop-portrait', width: 360, height: 640 },
  landscape: { name: 'trail-loop-landscape', width: 640, height: 360 },
} as const;

/** WebVTT tracks exist for these languages (captions and chapters). */
const TRACK_LANGUAGES: readonly Language[] = ['en', 'fr', 'de', 'it'];

const W = {
  trackCaptions: { en: 'English', fr: 'Français', de: 'Deutsch', it: 'Italiano' },
  trackChapters: { en: 'Chapters', fr: 'Chapitres', de: 'Kapitel', it: 'Capitoli' },
  videoAlt: { en: 'A six-second loop from trailhead to summit', fr: 'Une boucle de six secondes du départ au sommet', de: 'Eine Sechs-Sekunden-Schleife vom Start zum Gipfel', it: 'Un loop di sei secondi dalla partenza alla vetta' },
  videoTitle: { en: 'Six seconds on the trail', fr: 'Six secondes sur le sentier', de: 'Sechs Sekunden auf dem Trail', it: 'Sei secondi sul sentiero' },
  videoDescription: {
    en: 'From the trailhead to the summit in one short loop, filmed for the Cairn autumn collection.',
    fr: 'Du départ au sommet en une courte boucle, tournée pour la collection d’automne Cairn.',
    de: 'Vom Start zum Gipfel in einer kurzen Schleife, gedreht für die Cairn-Herbstkollektion.',
    it: 'Dalla partenza alla vetta in un breve loop, girato per la collezione autunnale Cairn.',
  },
  ambientTitle: { en: 'Ridge at dawn (ambient loop)', fr: 'Crête à l’aube (boucle d’ambiance)', de: 'Grat im Morgengrauen (Ambient-Schleife)', it: 'Cresta all’alba (loop d’atmosfera)' },
  anchorsTitle: { en: 'On this page', fr: 'Sur cette page', de: 'Auf dieser Seite', it: 'In questa pagina' },
  film: { en: 'The film', fr: 'Le film', de: 'Der Film', it: 'Il film' },
  promises: { en: 'Our promises', fr: 'Nos engagements', de: 'Unsere Versprechen', it: 'I nostri impegni' },
  faq: { en: 'Questions', fr: 'Questions', de: 'Fragen', it: 'Domande' },
  faqTitle: { en: 'Questions about repairs', fr: 'Questions sur les réparations', de: 'Fragen zu Reparaturen', it: 'Domande sulle riparazioni' },
  q1: { en: 'How long does a repair take?', fr: 'Combien de temps dure une réparation ?', de: 'Wie lange dauert eine Reparatur?', it: 'Quanto dura una riparazione?' },
  a1: { en: 'Two to three weeks, door to door. We email you when it ships back.', fr: 'Deux à trois semaines, de porte à porte. Nous vous écrivons au renvoi.', de: 'Zwei bis drei Wochen, von Tür zu Tür. Wir schreiben Ihnen beim Rückversand.', it: 'Da due a tre settimane, porta a porta. Ti scriviamo alla spedizione.' },
  q2: { en: 'What does it cost?', fr: 'Combien ça coûte ?', de: 'Was kostet das?', it: 'Quanto costa?' },
  a2: { en: 'Parts at cost; labour is free for Cairn Summit members.', fr: 'Pièces à prix coûtant ; main-d’œuvre offerte aux membres Cairn Summit.', de: 'Teile zum Selbstkostenpreis; Arbeit gratis für Cairn-Summit-Mitglieder.', it: 'Ricambi a prezzo di costo; manodopera gratuita per i membri Cairn Summit.' },
  q3: { en: 'Can you repair gear from other brands?', fr: 'Réparez-vous d’autres marques ?', de: 'Reparieren Sie auch andere Marken?', it: 'Riparate anche altri marchi?' },
  a3: { en: 'Zips and seams, yes. Soles only on Cairn boots.', fr: 'Fermetures et coutures, oui. Les semelles seulement sur les chaussures Cairn.', de: 'Reißverschlüsse und Nähte ja, Sohlen nur bei Cairn-Schuhen.', it: 'Zip e cuciture sì. Suole solo sugli scarponi Cairn.' },
  sizingTitle: { en: 'Fit and sizing', fr: 'Coupe et tailles', de: 'Passform und Größen', it: 'Vestibilità e taglie' },
  s1: { en: 'Between two sizes?', fr: 'Entre deux tailles ?', de: 'Zwischen zwei Größen?', it: 'Tra due taglie?' },
  s1a: { en: 'Take the larger one for boots: feet swell on long days.', fr: 'Prenez la plus grande pour les chaussures : les pieds gonflent.', de: 'Bei Schuhen die größere: Füße schwellen an langen Tagen an.', it: 'Per gli scarponi, la più grande: i piedi si gonfiano.' },
  s2: { en: 'Do shells fit over a fleece?', fr: 'Les vestes passent-elles sur une polaire ?', de: 'Passen Jacken über Fleece?', it: 'Le giacche vanno sopra un pile?' },
  s2a: { en: 'Yes: every shell is cut for a mid layer underneath.', fr: 'Oui : chaque veste est coupée pour une couche intermédiaire.', de: 'Ja: jede Jacke ist für eine Mittelschicht darunter geschnitten.', it: 'Sì: ogni giacca è tagliata per uno strato intermedio.' },
  promiseShipping: { en: '<p><strong>Free shipping</strong> on orders over 75.</p>', fr: '<p><strong>Livraison offerte</strong> dès 75 d’achat.</p>', de: '<p><strong>Kostenloser Versand</strong> ab 75.</p>', it: '<p><strong>Spedizione gratuita</strong> sopra 75.</p>' },
  promiseReturns: { en: '<p><strong>60-day returns</strong>, free.</p>', fr: '<p><strong>Retours sous 60 jours</strong>, gratuits.</p>', de: '<p><strong>60 Tage Rückgabe</strong>, kostenlos.</p>', it: '<p><strong>Resi entro 60 giorni</strong>, gratuiti.</p>' },
  promiseRepairs: { en: '<p><strong>Repairs for life</strong>, at cost.</p>', fr: '<p><strong>Réparations à vie</strong>, à prix coûtant.</p>', de: '<p><strong>Reparaturen ein Leben lang</strong>, zum Selbstkostenpreis.</p>', it: '<p><strong>Riparazioni a vita</strong>, a prezzo di costo.</p>' },
  promiseTested: { en: '<p><strong>Guide tested</strong> for a full season.</p>', fr: '<p><strong>Testé par nos guides</strong> une saison entière.</p>', de: '<p><strong>Von Guides getestet</strong>, eine ganze Saison.</p>', it: '<p><strong>Testato dalle guide</strong> per un’intera stagione.</p>' },
  promiseMaterials: { en: '<p><strong>Recycled materials</strong> in 80 % of our range.</p>', fr: '<p><strong>Matières recyclées</strong> dans 80 % de la gamme.</p>', de: '<p><strong>Recycelte Materialien</strong> in 80 % des Sortiments.</p>', it: '<p><strong>Materiali riciclati</strong> nell’80 % della gamma.</p>' },
  promiseWarranty: { en: '<p><strong>Two-year warranty</strong> on everything.</p>', fr: '<p><strong>Garantie de deux ans</strong> sur tout.</p>', de: '<p><strong>Zwei Jahre Garantie</strong> auf alles.</p>', it: '<p><strong>Garanzia di due anni</strong> su tutto.</p>' },
  details: { en: 'Details', fr: 'Détails', de: 'Details', it: 'Dettagli' },
  howToReturn: { en: 'How to return', fr: 'Comment retourner', de: 'So geht die Rückgabe', it: 'Come fare un reso' },
  guidesTitle: { en: 'From the trail journal', fr: 'Extraits du carnet de route', de: 'Aus dem Tourenbuch', it: 'Dal diario di sentiero' },
  guideStory: { en: 'Our story', fr: 'Notre histoire', de: 'Unsere Geschichte', it: 'La nostra storia' },
  guideStoryText: { en: 'From a garage in Chamonix to a repair workshop for the whole range.', fr: 'D’un garage à Chamonix à un atelier de réparation pour toute la gamme.', de: 'Von einer Garage in Chamonix zur Reparaturwerkstatt für das ganze Sortiment.', it: 'Da un garage a Chamonix a un laboratorio di riparazione per tutta la gamma.' },
  guideSustainability: { en: 'Sustainability report', fr: 'Rapport de développement durable', de: 'Nachhaltigkeitsbericht', it: 'Rapporto di sostenibilità' },
  guideSustainabilityText: { en: '41,000 items repaired last year, 18 tonnes kept out of landfill.', fr: '41 000 articles réparés l’an dernier, 18 tonnes évitées.', de: '41.000 Teile repariert, 18 Tonnen vor der Deponie bewahrt.', it: '41.000 articoli riparati, 18 tonnellate evitate.' },
  guideTents: { en: 'Choosing a tent', fr: 'Choisir une tente', de: 'Ein Zelt wählen', it: 'Scegliere una tenda' },
  guideTentsText: { en: 'Weight, space and weather, weighed up by our guides.', fr: 'Poids, espace et météo, pesés par nos guides.', de: 'Gewicht, Platz und Wetter, abgewogen von unseren Guides.', it: 'Peso, spazio e meteo, valutati dalle nostre guide.' },
  guideLnt: { en: 'Leave no trace', fr: 'Ne laisser aucune trace', de: 'Keine Spuren hinterlassen', it: 'Non lasciare traccia' },
  guideLntText: { en: 'Seven principles for every trip, by the Leave No Trace centre.', fr: 'Sept principes pour chaque sortie.', de: 'Sieben Grundsätze für jede Tour.', it: 'Sette principi per ogni uscita.' },
  readGuide: { en: 'Read more', fr: 'Lire la suite', de: 'Weiterlesen', it: 'Leggi di più' },
  guideEyebrow: { en: 'Journal', fr: 'Carnet', de: 'Tourenbuch', it: 'Diario' },
  shopByDepartment: { en: 'Shop by department', fr: 'Par univers', de: 'Nach Bereich', it: 'Per reparto' },
  departmentLine: { en: 'Everything for the trail', fr: 'Tout pour le sentier', de: 'Alles für den Trail', it: 'Tutto per il sentiero' },
  popularCategories: { en: 'Popular categories', fr: 'Catégories populaires', de: 'Beliebte Kategorien', it: 'Categorie popolari' },
  newIn: { en: 'New in', fr: 'Nouveautés', de: 'Neu eingetroffen', it: 'Novità' },
  layersTitle: { en: 'Three layers, every season', fr: 'Trois couches, toute l’année', de: 'Drei Schichten, jede Saison', it: 'Tre strati, ogni stagione' },
  base: { en: 'Base layer', fr: 'Première couche', de: 'Baselayer', it: 'Strato base' },
  baseText: { en: 'Merino next to the skin: warm when wet, dry in an hour.', fr: 'Du mérinos contre la peau : chaud même mouillé.', de: 'Merino auf der Haut: warm, auch wenn nass.', it: 'Merino sulla pelle: caldo anche da bagnato.' },
  mid: { en: 'Mid layer', fr: 'Couche intermédiaire', de: 'Mittelschicht', it: 'Strato intermedio' },
  midText: { en: 'Fleece that breathes on the climb and traps heat at the top.', fr: 'Une polaire qui respire à la montée et garde la chaleur au sommet.', de: 'Fleece, das beim Aufstieg atmet und oben wärmt.', it: 'Pile che traspira in salita e trattiene il calore in vetta.' },
  shell: { en: 'Shell', fr: 'Veste', de: 'Jacke', it: 'Guscio' },
  shellText: { en: 'Taped seams and a hood that turns with your head.', fr: 'Coutures étanches et capuche qui suit la tête.', de: 'Getapte Nähte und eine Kapuze, die mitdreht.', it: 'Cuciture nastrate e cappuccio che segue la testa.' },
  campTitle: { en: 'A night out, step by step', fr: 'Une nuit dehors, étape par étape', de: 'Eine Nacht draußen, Schritt für Schritt', it: 'Una notte fuori, passo dopo passo' },
  pitch: { en: 'Pitch before dark', fr: 'Monter avant la nuit', de: 'Vor Dunkelheit aufbauen', it: 'Montare prima del buio' },
  cook: { en: 'Cook out of the wind', fr: 'Cuisiner à l’abri du vent', de: 'Windgeschützt kochen', it: 'Cucinare al riparo dal vento' },
  sleep: { en: 'Sleep warm', fr: 'Dormir au chaud', de: 'Warm schlafen', it: 'Dormire al caldo' },
  contactUs: { en: 'Contact us', fr: 'Nous contacter', de: 'Kontakt', it: 'Contattaci' },
  aboutUs: { en: 'About us', fr: 'À propos', de: 'Über uns', it: 'Chi siamo' },
  sustainability: { en: 'Sustainability', fr: 'Développement durable', de: 'Nachhaltigkeit', it: 'Sostenibilità' },
  all: { en: 'All', fr: 'Tout', de: 'Alle', it: 'Tutto' },
  newest: { en: 'Newest', fr: 'Nouveautés', de: 'Neueste', it: 'Novità' },
  priceLow: { en: 'Price: low to high', fr: 'Prix croissant', de: 'Preis aufsteigend', it: 'Prezzo crescente' },
  priceHigh: { en: 'Price: high to low', fr: 'Prix décroissant', de: 'Preis absteigend', it: 'Prezzo decrescente' },
  sortBy: { en: 'Sort by', fr: 'Trier par', de: 'Sortieren nach', it: 'Ordina per' },
  benefitTitle: { en: 'Free repairs for Cairn Summit members', fr: 'Réparations offertes aux membres Cairn Summit', de: 'Kostenlose Reparaturen für Cairn-Summit-Mitglieder', it: 'Riparazioni gratuite per i membri Cairn Summit' },
  benefitSubtitle: { en: 'Zips, seams and soles, for as long as you own it.', fr: 'Fermetures, coutures et semelles, aussi longtemps que vous le gardez.', de: 'Reißverschlüsse, Nähte und Sohlen, solange Sie es besitzen.', it: 'Zip, cuciture e suole, finché lo possiedi.' },
  benefitInfo: {
    en: 'Members pay nothing for labour on any repair; parts are charged at cost. Shipping to the workshop is free both ways.',
    fr: 'Les membres ne paient pas la main-d’œuvre ; les pièces sont au prix coûtant. L’envoi à l’atelier est gratuit dans les deux sens.',
    de: 'Mitglieder zahlen keine Arbeitszeit; Teile zum Selbstkostenpreis. Der Versand zur Werkstatt ist in beide Richtungen kostenlos.',
    it: 'I membri non pagano la manodopera; i ricambi sono a prezzo di costo. La spedizione al laboratorio è gratuita in entrambe le direzioni.',
  },
  join: { en: 'Join for free', fr: 'Adhérer gratuitement', de: 'Kostenlos beitreten', it: 'Iscriviti gratis' },
  terms: { en: 'Programme terms', fr: 'Conditions du programme', de: 'Programmbedingungen', it: 'Termini del programma' },
  returnsBar: { en: 'Free returns for 60 days', fr: 'Retours gratuits pendant 60 jours', de: '60 Tage kostenlose Rückgabe', it: 'Resi gratuiti per 60 giorni' },
  returnsInfo: { en: 'Return conditions', fr: 'Conditions de retour', de: 'Rückgabebedingungen', it: 'Condizioni di reso' },
} satisfies Record<string, Words>;

/** A content image the sandbox draws at the size in its name. */
const img = (name: string, width: number, height: number, alt: string) => ({ url: `/media/content/${name}-${width}x${height}.svg`, alt, width, height, type: 'image' });
/** A line icon from public/icons (48 × 48); light ones sit on dark item colours. */
const icon = (name: string, light = false) => ({ url: `/icons/${name}${light ? '-light' : ''}.svg`, alt: '', width: 48, height: 48, type: 'image' });

export function layoutBlocks(ctx: SeedContext): SeedBlocks {
  const { site, categories } = ctx;
  const lang: Language = (['fr', 'de', 'it'] as const).find((l) => l === site.language) ?? 'en';
  const t = (key: keyof typeof W) => W[key][lang];
  const loc = (path: string) => `/${site.locale}${path}`;
  const byId = new Map(categories.map((c) => [c.id, c]));
  const cat = (id: string): Category => {
    const c = byId.get(id);
    if (!c) throw new Error(`blocks-layout: no category ${id}`);
    return c;
  };
  const name = (c: Category) => categoryName(site, c.id, c.name);
  const departments = categories.filter((c) => !c.parent);
  const childrenOf = (c: Category) => categories.filter((x) => x.parent === c.id);

  // ── Video ───────────────────────────────────────────────────────────────────────────────────
  const cut = (which: keyof typeof VIDEO_CUTS, alt = '') => {
    const c = VIDEO_CUTS[which];
    return {
      url: `/media/video/${c.name}.mp4`,
      alternates: [`/media/video/${c.name}.webm`],
      poster: `/media/content/video-${c.name}-${c.width}x${c.height}.svg`,
      width: c.width,
      height: c.height,
      alt,
      type: 'video',
    };
  };
  const trackLang: Language = TRACK_LANGUAGES.includes(lang) ? lang : 'en';
  const captions = (isDefault = false) => ({ src: `/media/video/trail-loop.captions.${trackLang}.vtt`, label: t('trackCaptions'), srclang: trackLang, kind: 'transcripts', default: isDefault });
  const chapters = { src: `/media/video/trail-loop.chapters.${trackLang}.vtt`, label: t('trackChapters'), srclang: trackLang, kind: 'chapters' };

  const film: RawBlock = {
    type: 'video',
    id: 'layout-video-film',
    name: 'Video – the trail loop (portrait on small, landscape from md)',
    anchorId: 'film',
    media: { sm: cut('portrait', t('videoAlt')), md: cut('landscape', t('videoAlt')) },
    tracks: [captions(), chapters],
    seoTitle: t('videoTitle'),
    seoDescription: t('videoDescription'),
    paddings: { top: 'md', bottom: 'md', x: 'sm' },
  };
  const ambient: RawBlock = {
    type: 'video',
    id: 'layout-video-ambient',
    name: 'Video – ambient loop (autoplay, muted, no controls), not on phones',
    media: { sm: cut('landscape') },
    // Decoration only: phones are spared the download.
    hideOnBreakpoint: ['sm'],
    playerSettings: { autoplay: true, muted: true, loop: true, hideControls: true },
    seoTitle: t('ambientTitle'),
    paddings: { top: 'none', bottom: 'md', x: 'none' },
  };
  const player: RawBlock = {
    type: 'video-player',
    id: 'layout-video-player',
    name: 'Video player – captions shown by default, chapters',
    media: { sm: cut('landscape', t('videoAlt')) },
    tracks: [captions(true), chapters],
    seoTitle: t('videoTitle'),
    paddings: { top: 'lg', bottom: 'lg', x: 'md' },
  };

  // ── Accordions and anchors ──────────────────────────────────────────────────────────────────
  const faq: RawBlock = {
    type: 'accordions',
    id: 'layout-accordions-faq',
    name: 'Accordions – repairs FAQ (one open at a time)',
    anchorId: 'faq',
    title: t('faqTitle'),
    singleOpen: true,
    items: [
      { title: t('q1'), richText: `<p>${t('a1')}</p>`, open: true },
      { title: t('q2'), richText: `<p>${t('a2')}</p><p><a href="${loc('/loyalty')}">${t('join')}</a></p>` },
      { title: t('q3'), richText: `<p>${t('a3')}</p>` },
    ],
  };
  const sizing: RawBlock = {
    type: 'accordions',
    id: 'layout-accordions-sizing',
    name: 'Accordions – sizing (several open, h3 title)',
    title: t('sizingTitle'),
    titleHeadingTag: 'h3',
    items: [
      { title: t('s1'), richText: `<p>${t('s1a')}</p>` },
      { title: t('s2'), richText: `<p>${t('s2a')}</p>` },
    ],
  };
  const anchors: RawBlock = {
    type: 'anchors',
    id: 'layout-anchors',
    name: 'Anchors – on this page',
    title: t('anchorsTitle'),
    showTitle: true,
    links: [
      { text: t('film'), anchorId: 'film' },
      { text: t('promises'), anchorId: 'promises' },
      { text: t('faq'), anchorId: 'faq' },
    ],
  };

  // ── Cards ───────────────────────────────────────────────────────────────────────────────────
  const guides: RawBlock = {
    type: 'linked-cards',
    id: 'layout-linked-cards-journal',
    name: 'Linked cards – journal (copy below)',
    title: t('guidesTitle'),
    columns: { sm: 1, md: 2, lg: 3 },
    aspectRatio: '3/2',
    cards: [
      { eyebrow: t('guideEyebrow'), title: t('guideStory'), text: t('guideStoryText'), media: { sm: img('repair-workshop', 1200, 900, '') }, target: { url: loc('/about-us') }, cta: t('readGuide') },
      { eyebrow: t('guideEyebrow'), title: t('guideSustainability'), text: t('guideSustainabilityText'), media: { sm: img('forest-floor', 1200, 1200, '') }, target: { url: loc('/sustainability') }, cta: t('readGuide') },
      { eyebrow: t('guideEyebrow'), title: t('guideTents'), text: t('guideTentsText'), media: { sm: img('night-camp', 1920, 820, '') }, target: { url: categoryPath(site.locale, cat('3002')) }, cta: t('readGuide') },
    ],
  };
  const guidesOverlay: RawBlock = {
    type: 'linked-cards',
    id: 'layout-linked-cards-overlay',
    name: 'Linked cards – copy over media, four columns, new tab',
    columns: { sm: 2, md: 2, lg: 4 },
    aspectRatio: '4/5',
    variant: 'overlay',
    cards: [
      { title: t('guideStory'), media: { sm: img('basecamp-lake', 800, 1000, '') }, target: { url: loc('/about-us') } },
      { title: t('guideSustainability'), media: { sm: img('forest-floor', 1200, 1200, '') }, target: { url: loc('/sustainability') } },
      { title: t('guideTents'), media: { sm: img('night-camp', 750, 1000, '') }, target: { url: categoryPath(site.locale, cat('3002')) } },
      { title: t('guideLnt'), text: t('guideLntText'), media: { sm: img('trail-texture', 750, 1000, '') }, target: { url: 'https://lnt.org/why/7-principles/', targetAttribute: '_blank' } },
    ],
    backgroundColor: '#e9e2d0',
  };
  const departmentCards: RawBlock = {
    type: 'category-cards',
    id: 'layout-category-cards-departments',
    name: 'Category cards – departments',
    title: t('shopByDepartment'),
    columns: { sm: 1, md: 3, lg: 3 },
    aspectRatio: '16/9',
    cards: departments.map((d) => ({ categoryId: d.id, slug: d.slug, title: name(d), subtitle: t('departmentLine'), media: { sm: img(`category-${d.department}`, 1600, 600, '') } })),
  };
  const newInCards: RawBlock = {
    type: 'category-cards',
    id: 'layout-category-cards-new-in',
    name: 'Category cards – new in (sorted newest), four columns',
    title: t('popularCategories'),
    titleHeadingTag: 'h3',
    columns: { sm: 2, md: 2, lg: 4 },
    cards: ['1001', '1003', '2002', '3001'].map((id) => {
      const c = cat(id);
      return { categoryId: c.id, slug: c.slug, title: name(c), subtitle: t('newIn'), query: { sort: 'newest' }, media: { sm: img(`collection-${c.slug}`, 800, 800, '') } };
    }),
  };

  // ── Vertical list ───────────────────────────────────────────────────────────────────────────
  const layers: RawBlock = {
    type: 'vertical-list',
    id: 'layout-vertical-list-layers',
    name: 'Vertical list – layering (media right, linked items)',
    title: t('layersTitle'),
    items: [
      { title: t('base'), text: t('baseText'), media: { sm: img('layer-base', 800, 1000, t('base')) }, target: { url: categoryPath(site.locale, cat('2004')) } },
      { title: t('mid'), text: t('midText'), media: { sm: img('layer-mid', 800, 1000, t('mid')) }, target: { url: categoryPath(site.locale, cat('2003')) } },
      { title: t('shell'), text: t('shellText'), media: { sm: img('layer-shell', 800, 1000, t('shell')) }, target: { url: categoryPath(site.locale, cat('2001')) } },
    ],
  };
  const camp: RawBlock = {
    type: 'vertical-list',
    id: 'layout-vertical-list-camp',
    name: 'Vertical list – camp steps (media left, no links, colours)',
    title: t('campTitle'),
    mediaPosition: 'left',
    aspectRatio: '1/1',
    backgroundColor: '#2f4a3a',
    textColor: '#fbfaf7',
    items: [
      { title: t('pitch'), media: { sm: img('camp-pitch', 900, 900, t('pitch')) } },
      { title: t('cook'), media: { sm: img('camp-cook', 900, 900, t('cook')) } },
      { title: t('sleep'), media: { sm: img('camp-sleep', 900, 900, t('sleep')) } },
    ],
  };

  // ── Icon and text ───────────────────────────────────────────────────────────────────────────
  const promisesFour: RawBlock = {
    type: 'icon-and-text',
    id: 'layout-icon-and-text-promises',
    name: 'Icon and text – four promises (2-column grid), icon above, medium',
    anchorId: 'promises',
    title: t('promises'),
    iconSize: 'medium',
    variant: 'icon-above-text',
    iconAndText: [
      { icon: icon('truck'), richText: t('promiseShipping') },
      { icon: icon('returns'), richText: t('promiseReturns'), target: { url: loc('/help/returns/how-to-return'), text: t('howToReturn') } },
      { icon: icon('repair'), richText: t('promiseRepairs') },
      { icon: icon('mountain'), richText: t('promiseTested') },
    ],
  };
  const promisesLeft: RawBlock = {
    type: 'icon-and-text',
    id: 'layout-icon-and-text-left',
    name: 'Icon and text – three, icon left, small',
    iconSize: 'small',
    variant: 'icon-left',
    iconAndText: [
      { icon: icon('leaf'), richText: t('promiseMaterials') },
      { icon: icon('shield'), richText: t('promiseWarranty'), target: { url: loc('/help/contact-us'), text: t('details'), style: { sm: 'link' } } },
      { icon: icon('truck'), richText: t('promiseShipping') },
    ],
  };
  const promisesColumn: RawBlock = {
    type: 'icon-and-text',
    id: 'layout-icon-and-text-column',
    name: 'Icon and text – one column, large, coloured items',
    title: t('promises'),
    titleHeadingTag: 'h3',
    iconSize: 'large',
    variant: 'one-column',
    iconAndText: [
      { icon: icon('repair', true), richText: t('promiseRepairs'), backgroundColor: '#2f4a3a', textColor: '#fbfaf7' },
      { icon: icon('leaf'), richText: t('promiseMaterials'), backgroundColor: '#e9e2d0', textColor: '#1b1f1c' },
    ],
  };

  // ── Benefit bar ─────────────────────────────────────────────────────────────────────────────
  const benefitRepairs: RawBlock = {
    type: 'benefit-bar',
    id: 'layout-benefit-bar-repairs',
    name: 'Benefit bar – free repairs (closable, image, logo, info)',
    logo: img('logo-summit-series', 320, 120, 'Cairn Summit'),
    backgroundImage: { sm: img('trail-texture', 750, 1000, ''), md: img('trail-texture', 1920, 820, '') },
    alignment: 'left',
    title: t('benefitTitle'),
    subtitle: t('benefitSubtitle'),
    infoIcon: { text: t('benefitInfo') },
    targets: [
      { id: 'join', url: loc('/loyalty'), text: t('join') },
      { id: 'terms', url: loc('/loyalty-terms'), text: t('terms') },
    ],
    showCloseButton: true,
  };
  const benefitReturns: RawBlock = {
    type: 'benefit-bar',
    id: 'layout-benefit-bar-returns',
    name: 'Benefit bar – returns (centred, info link, not closable)',
    backgroundColor: '#e9e2d0',
    textColor: '#1b1f1c',
    alignment: 'center',
    title: t('returnsBar'),
    infoIcon: { url: loc('/help/returns/how-to-return'), label: t('returnsInfo') },
  };

  // ── Secondary nav and filter-by (category pages) ────────────────────────────────────────────
  const departmentNav = (d: Category, id: string): RawBlock => ({
    type: 'secondary-nav',
    id,
    name: `Secondary nav – ${d.slug}`,
    title: name(d),
    titleUrl: categoryPath(site.locale, d),
    links: childrenOf(d).map((c) => ({ text: name(c), url: categoryPath(site.locale, c) })),
  });
  const helpNav: RawBlock = {
    type: 'secondary-nav',
    id: 'layout-secondary-nav-help',
    name: 'Secondary nav – about and help',
    title: t('aboutUs'),
    links: [
      { text: t('aboutUs'), url: loc('/about-us') },
      { text: t('sustainability'), url: loc('/sustainability') },
      { text: t('contactUs'), url: loc('/help/contact-us') },
      { text: t('howToReturn'), url: loc('/help/returns/how-to-return') },
    ],
  };
  /** The listing's own orders as filters; without a title the row is labelled "Filter by". */
  const sortFilters = (c: Category, id: string, title?: string): RawBlock => ({
    type: 'filter-by',
    id,
    name: `Filter by – ${c.slug}${title ? ` (${title})` : ''}`,
    ...(title ? { title } : {}),
    filters: [
      { text: t('all'), categoryId: c.id, slug: c.slug },
      { text: t('newest'), categoryId: c.id, slug: c.slug, query: { sort: 'newest' } },
      { text: t('priceLow'), categoryId: c.id, slug: c.slug, query: { sort: 'price-asc' } },
      { text: t('priceHigh'), categoryId: c.id, slug: c.slug, query: { sort: 'price-desc' } },
    ],
  });
  const jacketFilters: RawBlock = {
    type: 'filter-by',
    id: 'layout-filter-by-jackets',
    name: 'Filter by – jackets by category (links, centred)',
    display: 'links',
    alignment: 'center',
    filters: ['2001', '2002', '2003'].map((id) => {
      const c = cat(id);
      return { text: name(c), categoryId: c.id, slug: c.slug };
    }),
  };
  const category = (c: Category): RawBlock[] => {
    const department = c.parent ? cat(c.parent) : c;
    if (childrenOf(department).length === 0) return [sortFilters(c, `layout-filter-by-${c.id}`)];
    return [departmentNav(department, `layout-secondary-nav-${c.id}`), sortFilters(c, `layout-filter-by-${c.id}`)];
  };

  // ── Pages ───────────────────────────────────────────────────────────────────────────────────
  const home: RawBlock[] = [departmentCards, promisesFour, layers, benefitRepairs];
  const content: RawBlock[] = [anchors, film, promisesFour, faq, guides];
  const gear = cat('3000');
  const kitchenSink: RawBlock[] = [
    benefitRepairs,
    benefitReturns,
    { ...anchors, id: 'sink-anchors', sticky: { lg: true } },
    { ...film, id: 'sink-video-film' },
    { ...ambient, id: 'sink-video-ambient' },
    { ...player, id: 'sink-video-player' },
    { ...promisesFour, id: 'sink-icon-and-text-four' },
    { ...promisesLeft, id: 'sink-icon-and-text-left' },
    { ...promisesColumn, id: 'sink-icon-and-text-column' },
    { ...faq, id: 'sink-accordions-faq' },
    { ...sizing, id: 'sink-accordions-sizing' },
    { ...guides, id: 'sink-linked-cards' },
    { ...guidesOverlay, id: 'sink-linked-cards-overlay' },
    { ...departmentCards, id: 'sink-category-cards' },
    { ...newInCards, id: 'sink-category-cards-new-in' },
    departmentNav(gear, 'sink-secondary-nav-gear'),
    helpNav,
    sortFilters(cat('2001'), 'sink-filter-by-chips', t('sortBy')),
    jacketFilters,
    { ...layers, id: 'sink-vertical-list-layers' },
    { ...camp, id: 'sink-vertical-list-camp' },
  ];
  return { home, category, content, kitchenSink };
}
