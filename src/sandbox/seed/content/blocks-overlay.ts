/**
 * Seed blocks that open over the page or take a shopper's details: CMS dialogs (modal and panel,
 * opened from CTA targets and rich-text links), newsletter sign-ups (plain and dynamic form) and
 * event sign-ups (a three-day event with a plus-one, a one-day event without). Pop-ups are in
 * the popups document (popups.ts). The `overlays` style-guide page holds all of them, without
 * the other groups' blocks, for the e2e suite.
 */
import type { Site } from '../../../lib/site/locales.ts';
import type { RawBlock, SeedBlocks, SeedContext } from './types.ts';

type Language = 'en' | 'fr' | 'de' | 'it';
type Words = Record<Language, string>;

/** Block ids the e2e suite and the docs refer to. */
export const OVERLAY_IDS = {
  sizeGuide: 'overlay-dialog-size-guide',
  newsletterDialog: 'overlay-dialog-newsletter',
  dialogTriggers: 'overlay-dialog-triggers',
  dialogLinkText: 'overlay-dialog-link-text',
  newsletter: 'overlay-newsletter',
  newsletterDynamic: 'overlay-newsletter-dynamic',
  eventTrailDays: 'overlay-event-trail-days',
  eventRepairCafe: 'overlay-event-repair-cafe',
} as const;

/** Seeded events (docs/requirements/sign-in.md#sign-up Event sign-up): the ids the consumer service registers against. */
export const SEEDED_EVENTS = {
  trailDays: { eventId: 'EVT-TRAIL-DAYS-2030', startDate: '2030-07-12', endDate: '2030-07-14' },
  repairCafe: { eventId: 'EVT-REPAIR-CAFE-2030', startDate: '2030-09-21', endDate: '2030-09-21' },
} as const;

const W = {
  sizeGuide: { en: 'Find your size', fr: 'Trouver votre taille', de: 'Finden Sie Ihre Größe', it: 'Trova la tua taglia' },
  sizeGuideText: {
    en: '<h3>Boots and trail shoes</h3><p>Measure your foot in the afternoon, with the socks you hike in. Between two sizes? Take the larger one: feet swell on long days.</p><ul><li>Leave a thumb’s width in front of your toes.</li><li>Your heel should not lift when you walk uphill.</li></ul>',
    fr: '<h3>Chaussures de randonnée et de trail</h3><p>Mesurez votre pied l’après-midi, avec vos chaussettes de marche. Entre deux tailles ? Prenez la plus grande : le pied gonfle pendant les longues journées.</p><ul><li>Laissez un pouce devant les orteils.</li><li>Le talon ne doit pas se soulever en montée.</li></ul>',
    de: '<h3>Wanderschuhe und Trailschuhe</h3><p>Messen Sie Ihren Fuß am Nachmittag, mit Ihren Wandersocken. Zwischen zwei Größen? Nehmen Sie die größere: Füße schwellen an langen Tagen an.</p><ul><li>Lassen Sie eine Daumenbreite vor den Zehen.</li><li>Die Ferse sollte bergauf nicht rutschen.</li></ul>',
    it: '<h3>Scarponi e scarpe da trail</h3><p>Misura il piede nel pomeriggio, con le calze da escursione. Tra due taglie? Scegli la più grande: il piede si gonfia nelle giornate lunghe.</p><ul><li>Lascia un pollice davanti alle dita.</li><li>Il tallone non deve sollevarsi in salita.</li></ul>',
  },
  sizeChartAlt: {
    en: 'Size chart: EU sizes 36 to 47 against US and UK sizes',
    fr: 'Guide des tailles : pointures EU 36 à 47 et équivalences US et UK',
    de: 'Größentabelle: EU-Größen 36 bis 47 mit US- und UK-Größen',
    it: 'Tabella taglie: taglie EU da 36 a 47 con equivalenze US e UK',
  },
  shopFootwear: { en: 'Shop footwear', fr: 'Voir les chaussures', de: 'Schuhe ansehen', it: 'Scopri le calzature' },
  newsletterDialog: { en: 'Stay in the loop', fr: 'Restez informé', de: 'Bleiben Sie auf dem Laufenden', it: 'Resta aggiornato' },
  newsletterDialogText: {
    en: '<p>Trail reports, repair tips and first dibs on new gear. Twice a month, no more.</p>',
    fr: '<p>Récits de sentiers, conseils de réparation et nouveautés en avant-première. Deux fois par mois, pas plus.</p>',
    de: '<p>Tourenberichte, Reparaturtipps und neue Ausrüstung zuerst. Zweimal im Monat, nicht öfter.</p>',
    it: '<p>Racconti dai sentieri, consigli di riparazione e anteprime sulle novità. Due volte al mese, non di più.</p>',
  },
  newsletterTitle: { en: 'Trail news in your inbox', fr: 'Les nouvelles du sentier dans votre boîte', de: 'Trail-News in Ihrem Postfach', it: 'Novità dai sentieri nella tua casella' },
  newsletterShortTitle: { en: 'Get the newsletter', fr: 'Recevoir la newsletter', de: 'Newsletter erhalten', it: 'Ricevi la newsletter' },
  newsletterIntro: {
    en: '<p>New gear, trail guides and members-only offers.</p>',
    fr: '<p>Nouveautés, guides de randonnée et offres réservées aux membres.</p>',
    de: '<p>Neue Ausrüstung, Tourenguides und Angebote nur für Mitglieder.</p>',
    it: '<p>Nuova attrezzatura, guide ai sentieri e offerte riservate ai membri.</p>',
  },
  policyText: {
    en: 'Read our <a href="/{locale}/privacy">privacy policy</a>. You can unsubscribe at any time.',
    fr: 'Consultez notre <a href="/{locale}/privacy">politique de confidentialité</a>. Désinscription à tout moment.',
    de: 'Lesen Sie unsere <a href="/{locale}/privacy">Datenschutzerklärung</a>. Abmeldung jederzeit möglich.',
    it: 'Leggi la nostra <a href="/{locale}/privacy">informativa sulla privacy</a>. Puoi annullare l’iscrizione in qualsiasi momento.',
  },
  welcomeBack: { en: 'Welcome to the list', fr: 'Bienvenue parmi nous', de: 'Willkommen auf der Liste', it: 'Benvenuto nella lista' },
  fitTips: { en: 'Get fit tips by email', fr: 'Recevoir nos conseils par e-mail', de: 'Passform-Tipps per E-Mail', it: 'Consigli sulla calzata via email' },
  openSizeGuide: { en: 'Size guide', fr: 'Guide des tailles', de: 'Größentabelle', it: 'Guida alle taglie' },
  openNewsletter: { en: 'Newsletter', fr: 'Newsletter', de: 'Newsletter', it: 'Newsletter' },
  helpLinks: { en: 'Help', fr: 'Aide', de: 'Hilfe', it: 'Aiuto' },
  linkText: {
    en: '<p>Not sure which size to pick? <a href="#dialog:overlay-dialog-size-guide">Open the size guide</a> before you order.</p>',
    fr: '<p>Vous hésitez sur la taille ? <a href="#dialog:overlay-dialog-size-guide">Ouvrez le guide des tailles</a> avant de commander.</p>',
    de: '<p>Unsicher bei der Größe? <a href="#dialog:overlay-dialog-size-guide">Öffnen Sie die Größentabelle</a>, bevor Sie bestellen.</p>',
    it: '<p>Non sai quale taglia scegliere? <a href="#dialog:overlay-dialog-size-guide">Apri la guida alle taglie</a> prima di ordinare.</p>',
  },
  trailDays: { en: 'Cairn Trail Days', fr: 'Cairn Trail Days', de: 'Cairn Trail Days', it: 'Cairn Trail Days' },
  trailDaysText: {
    en: '<p>Three days of guided hikes, gear repair workshops and evening talks in the hills. Come for one day or all three.</p>',
    fr: '<p>Trois jours de randonnées guidées, d’ateliers de réparation et de conférences en montagne. Venez un jour ou les trois.</p>',
    de: '<p>Drei Tage mit geführten Wanderungen, Reparatur-Workshops und Abendvorträgen in den Bergen. Kommen Sie für einen Tag oder alle drei.</p>',
    it: '<p>Tre giorni di escursioni guidate, laboratori di riparazione e serate in montagna. Vieni per un giorno o per tutti e tre.</p>',
  },
  joinTrailDays: { en: 'Join Trail Days', fr: 'Participer', de: 'Dabei sein', it: 'Partecipa' },
  trailDaysConfirmed: { en: 'You’re in!', fr: 'C’est noté !', de: 'Sie sind dabei!', it: 'Ci sei!' },
  trailDaysConfirmedText: {
    en: 'We’ve emailed you the programme and what to pack.',
    fr: 'Nous vous avons envoyé le programme et la liste d’équipement par e-mail.',
    de: 'Wir haben Ihnen das Programm und die Packliste per E-Mail geschickt.',
    it: 'Ti abbiamo inviato via email il programma e cosa portare.',
  },
  termsText: {
    en: 'Read the <a href="/{locale}/event-terms">event terms</a>: places are limited and cancellations are free until a week before.',
    fr: 'Lisez les <a href="/{locale}/event-terms">conditions de l’événement</a> : places limitées, annulation gratuite jusqu’à une semaine avant.',
    de: 'Lesen Sie die <a href="/{locale}/event-terms">Teilnahmebedingungen</a>: Plätze begrenzt, Stornierung bis eine Woche vorher kostenlos.',
    it: 'Leggi i <a href="/{locale}/event-terms">termini dell’evento</a>: posti limitati, cancellazione gratuita fino a una settimana prima.',
  },
  repairCafe: { en: 'Repair café', fr: 'Repair café', de: 'Repair-Café', it: 'Repair café' },
  repairCafeText: {
    en: '<p>Bring a torn jacket or a tired zip: our technicians fix it with you, for free.</p>',
    fr: '<p>Apportez une veste déchirée ou une fermeture fatiguée : nos techniciens la réparent avec vous, gratuitement.</p>',
    de: '<p>Bringen Sie eine zerrissene Jacke oder einen müden Reißverschluss: Unsere Techniker reparieren ihn mit Ihnen, kostenlos.</p>',
    it: '<p>Porta una giacca strappata o una zip stanca: i nostri tecnici la riparano con te, gratis.</p>',
  },
  repairCafeConfirmed: { en: 'See you at the repair café', fr: 'À bientôt au repair café', de: 'Bis bald im Repair-Café', it: 'Ci vediamo al repair café' },
} satisfies Record<string, Words>;

const languageOf = (site: Site): Language => (['fr', 'de', 'it'] as const).find((l) => l === site.language) ?? 'en';

export function overlayBlocks(ctx: SeedContext): SeedBlocks {
  const { site } = ctx;
  const lang = languageOf(site);
  const t = (w: Words) => w[lang].replaceAll('{locale}', site.locale);
  const L = site.locale;

  const newsletter = (id: string, dynamicForm: boolean, extra: Partial<RawBlock> = {}): RawBlock => ({
    type: 'newsletter',
    id,
    name: dynamicForm ? 'Newsletter (dynamic form)' : 'Newsletter',
    title: t(W.newsletterTitle),
    richText: t(W.newsletterIntro),
    policyText: t(W.policyText),
    dynamicForm,
    ...extra,
  });

  const sizeGuide: RawBlock = {
    type: 'dialog',
    id: OVERLAY_IDS.sizeGuide,
    name: 'Dialog: size guide (modal)',
    title: t(W.sizeGuide),
    layout: 'modal',
    items: [
      { type: 'rich-text', id: `${OVERLAY_IDS.sizeGuide}-text`, richText: t(W.sizeGuideText), maxWidth: 'full' },
      { type: 'picture', id: `${OVERLAY_IDS.sizeGuide}-chart`, media: { sm: { url: '/media/content/size-chart-800x500.svg', alt: t(W.sizeChartAlt), width: 800, height: 500 } } },
    ],
    targets: [
      { url: `/${L}/c/footwear-1000`, text: t(W.shopFootwear), style: { sm: 'primary' } },
      // A dialog target inside a dialog: the newsletter dialog takes this one's place.
      { url: `#dialog:${OVERLAY_IDS.newsletterDialog}`, text: t(W.fitTips), style: { sm: 'link' } },
    ],
  };

  const newsletterDialog: RawBlock = {
    type: 'dialog',
    id: OVERLAY_IDS.newsletterDialog,
    name: 'Dialog: newsletter (side panel)',
    title: t(W.newsletterDialog),
    layout: 'panel',
    items: [
      { type: 'rich-text', id: `${OVERLAY_IDS.newsletterDialog}-text`, richText: t(W.newsletterDialogText), maxWidth: 'full' },
      newsletter(`${OVERLAY_IDS.newsletterDialog}-form`, false, { title: t(W.newsletterShortTitle), titleHeadingTag: 'h3', richText: undefined }),
    ],
    targets: [],
  };

  const triggers: RawBlock = {
    type: 'cta-collection',
    id: OVERLAY_IDS.dialogTriggers,
    name: 'Dialog triggers (targets #dialog:<id>)',
    title: t(W.helpLinks),
    highlightButton: false,
    alignment: 'left',
    targets: [
      { url: `#dialog:${OVERLAY_IDS.sizeGuide}`, text: t(W.openSizeGuide), style: { sm: 'secondary' } },
      { url: `#dialog:${OVERLAY_IDS.newsletterDialog}`, text: t(W.openNewsletter), style: { sm: 'secondary' } },
    ],
  };

  const linkText: RawBlock = { type: 'rich-text', id: OVERLAY_IDS.dialogLinkText, name: 'Rich text with a dialog link', richText: t(W.linkText) };

  const trailDays = (id: string): RawBlock => ({
    type: 'event-signup',
    id,
    name: 'Event: three days, plus-one',
    ...SEEDED_EVENTS.trailDays,
    title: t(W.trailDays),
    enablePlusOne: true,
    richText: t(W.trailDaysText),
    submitCtaLabel: t(W.joinTrailDays),
    confirmationTitle: t(W.trailDaysConfirmed),
    confirmationSubtitle: t(W.trailDaysConfirmedText),
    termsText: t(W.termsText),
  });

  const repairCafe = (id: string): RawBlock => ({
    type: 'event-signup',
    id,
    name: 'Event: one day, no plus-one',
    ...SEEDED_EVENTS.repairCafe,
    title: t(W.repairCafe),
    enablePlusOne: false,
    richText: t(W.repairCafeText),
    confirmationTitle: t(W.repairCafeConfirmed),
  });

  return {
    home: [newsletter('overlay-newsletter-home', true, { alignment: 'center', backgroundColor: '#e9e2d0' })],
    category: () => [],
    content: [repairCafe('overlay-event-repair-cafe-content'), newsletter('overlay-newsletter-content', false)],
    kitchenSink: [
      triggers,
      linkText,
      sizeGuide,
      newsletterDialog,
      newsletter(OVERLAY_IDS.newsletter, false),
      newsletter(OVERLAY_IDS.newsletterDynamic, true, { successTitle: t(W.welcomeBack), alignment: 'center', backgroundColor: '#e9e2d0' }),
      trailDays(OVERLAY_IDS.eventTrailDays),
      repairCafe(OVERLAY_IDS.eventRepairCafe),
    ],
  };
}

/** The `overlays` style-guide page: this group's blocks alone, in the kitchen sink's variants. */
export function overlaysPageBlocks(ctx: SeedContext): RawBlock[] {
  return overlayBlocks(ctx).kitchenSink;
}

/** The `newsletter` page (where the newsletter pop-up leads): its sign-up form. */
export function newsletterPageBlocks(ctx: SeedContext): RawBlock[] {
  return overlayBlocks(ctx).kitchenSink.filter((b) => b.id === OVERLAY_IDS.newsletter);
}
