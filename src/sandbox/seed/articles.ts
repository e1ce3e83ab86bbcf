/**
 * The journal's articles, per site: 60 each, deterministic, tagged from twelve topics, with
 * pictures the sandbox draws (/media/content/…) and six articles dated in the future ("coming
 * soon"). Written by migration 30 (src/sandbox/migrations.ts), so a database of any age, a reseed
 * and an in-memory test database all have them.
 */
import { SITES, type Site } from '../../lib/site/locales.ts';
import { slugify } from '../../lib/site/routes.ts';

type Language = 'en' | 'fr' | 'de' | 'it';
type Words = Record<Language, string>;

export const ARTICLES_PER_SITE = 60;
/** The first six articles are dated in the future: the grid shows them with the Coming-soon badge. */
export const COMING_SOON_COUNT = 6;
const PICTURE = { width: 800, height: 600 } as const;
const MEDIA = { width: 1600, height: 700 } as const;
/** Published articles step back from here, one every five days. */
const NEWEST_PUBLISHED = Date.UTC(2025, 5, 1, 8);
const DAY_MS = 86_400_000;

export interface TagSpec {
  id: string;
  label: Words;
  /** The title phrase for articles led by this tag. */
  phrase: Words;
}

/** Twelve tags: more than the small (4) and medium (10) facet limits, fewer than the large one (20). */
export const ARTICLE_TAGS: readonly TagSpec[] = [
  { id: 'hiking', label: { en: 'Hiking', fr: 'Randonnée', de: 'Wandern', it: 'Escursionismo' }, phrase: { en: 'three days on foot', fr: 'trois jours à pied', de: 'drei Tage zu Fuß', it: 'tre giorni a piedi' } },
  { id: 'camping', label: { en: 'Camping', fr: 'Camping', de: 'Camping', it: 'Campeggio' }, phrase: { en: 'a night under canvas', fr: 'une nuit sous la tente', de: 'eine Nacht im Zelt', it: 'una notte in tenda' } },
  { id: 'trail-running', label: { en: 'Trail running', fr: 'Trail', de: 'Trailrunning', it: 'Trail running' }, phrase: { en: 'running the long loop', fr: 'courir la grande boucle', de: 'die große Runde laufen', it: 'correre il grande anello' } },
  { id: 'climbing', label: { en: 'Climbing', fr: 'Escalade', de: 'Klettern', it: 'Arrampicata' }, phrase: { en: 'the first dry weekend', fr: 'le premier week-end au sec', de: 'das erste trockene Wochenende', it: 'il primo weekend asciutto' } },
  { id: 'gear-care', label: { en: 'Gear care', fr: 'Entretien', de: 'Pflege', it: 'Manutenzione' }, phrase: { en: 'washing a down jacket', fr: 'laver une doudoune', de: 'eine Daunenjacke waschen', it: 'lavare un piumino' } },
  { id: 'sustainability', label: { en: 'Sustainability', fr: 'Durabilité', de: 'Nachhaltigkeit', it: 'Sostenibilità' }, phrase: { en: 'leaving no trace', fr: 'ne laisser aucune trace', de: 'keine Spuren hinterlassen', it: 'non lasciare traccia' } },
  { id: 'events', label: { en: 'Events', fr: 'Événements', de: 'Events', it: 'Eventi' }, phrase: { en: 'join the clean-up day', fr: 'la journée de nettoyage', de: 'der Aufräumtag', it: 'la giornata di pulizia' } },
  { id: 'stories', label: { en: 'Stories', fr: 'Récits', de: 'Geschichten', it: 'Racconti' }, phrase: { en: 'a guide’s notebook', fr: 'le carnet d’un guide', de: 'das Notizbuch eines Bergführers', it: 'il taccuino di una guida' } },
  { id: 'family', label: { en: 'Family', fr: 'Famille', de: 'Familie', it: 'Famiglia' }, phrase: { en: 'first hike with kids', fr: 'première rando en famille', de: 'erste Wanderung mit Kindern', it: 'prima escursione con i bambini' } },
  { id: 'winter', label: { en: 'Winter', fr: 'Hiver', de: 'Winter', it: 'Inverno' }, phrase: { en: 'snowshoes at dawn', fr: 'raquettes à l’aube', de: 'Schneeschuhe im Morgengrauen', it: 'ciaspole all’alba' } },
  { id: 'repair', label: { en: 'Repair', fr: 'Réparation', de: 'Reparatur', it: 'Riparazione' }, phrase: { en: 'resoling old boots', fr: 'ressemeler de vieilles chaussures', de: 'alte Stiefel neu besohlen', it: 'risuolare vecchi scarponi' } },
  { id: 'photography', label: { en: 'Photography', fr: 'Photographie', de: 'Fotografie', it: 'Fotografia' }, phrase: { en: 'chasing the blue hour', fr: 'à la poursuite de l’heure bleue', de: 'auf der Jagd nach der blauen Stunde', it: 'a caccia dell’ora blu' } },
];

/** Places are names: the same in every language. */
const PLACES = [
  'Kestrel Ridge',
  'Lake Aune',
  'Grey Corries',
  'Vallon des Pierres',
  'Hohe Wand',
  'Val Serena',
  'Black Tarn',
  'Pine Hollow',
  'Col du Loup',
  'Silberkar',
  'Monte Carro',
  'Heron Bay',
] as const;

const SUBTITLES: Record<Language, ReadonlyArray<(place: string) => string>> = {
  en: [
    (p) => `Notes from ${p}, and the kit we took.`,
    (p) => `What we learned on the way to ${p}.`,
    (p) => `A slow weekend around ${p}.`,
    (p) => `Maps, weather and a packing list for ${p}.`,
  ],
  fr: [
    (p) => `Carnet de route de ${p}, et l’équipement emporté.`,
    (p) => `Ce que nous avons appris en route vers ${p}.`,
    (p) => `Un week-end tranquille autour de ${p}.`,
    (p) => `Cartes, météo et liste de matériel pour ${p}.`,
  ],
  de: [
    (p) => `Notizen aus ${p} und die Ausrüstung, die wir dabeihatten.`,
    (p) => `Was wir auf dem Weg nach ${p} gelernt haben.`,
    (p) => `Ein ruhiges Wochenende rund um ${p}.`,
    (p) => `Karten, Wetter und Packliste für ${p}.`,
  ],
  it: [
    (p) => `Appunti da ${p}, e l’attrezzatura che abbiamo portato.`,
    (p) => `Cosa abbiamo imparato sulla strada per ${p}.`,
    (p) => `Un weekend tranquillo intorno a ${p}.`,
    (p) => `Mappe, meteo e lista dell’attrezzatura per ${p}.`,
  ],
};

const BODY: Record<Language, (place: string, topic: string) => string[]> = {
  en: (p, t) => [
    `We reached ${p} late in the afternoon, with the light going gold and the wind dropping. This piece is about ${t.toLowerCase()}, and about taking the time to do it well.`,
    `Pack one more layer than you think you need, tell someone your route, and turn back when the weather says so. The mountain will still be there next weekend.`,
    `Everything we carried can go back to the Cairn workshop when it wears out: zips, seams and soles are repaired at cost, for life.`,
  ],
  fr: (p, t) => [
    `Nous sommes arrivés à ${p} en fin d’après-midi, quand la lumière devient dorée et que le vent tombe. Cet article parle de ${t.toLowerCase()}, et de prendre le temps de bien faire.`,
    `Emportez une couche de plus que prévu, indiquez votre itinéraire à un proche et faites demi-tour quand la météo l’exige. La montagne sera encore là le week-end prochain.`,
    `Tout ce que nous avons porté peut revenir à l’atelier Cairn une fois usé : fermetures, coutures et semelles sont réparées à prix coûtant, à vie.`,
  ],
  de: (p, t) => [
    `Wir erreichten ${p} am späten Nachmittag, als das Licht golden wurde und der Wind nachließ. Hier geht es um ${t}, und darum, sich Zeit dafür zu nehmen.`,
    `Packen Sie eine Schicht mehr ein als gedacht, sagen Sie jemandem Ihre Route und kehren Sie um, wenn das Wetter es verlangt. Der Berg ist auch nächstes Wochenende noch da.`,
    `Alles, was wir dabeihatten, kann zurück in die Cairn-Werkstatt: Reißverschlüsse, Nähte und Sohlen reparieren wir zum Selbstkostenpreis, ein Leben lang.`,
  ],
  it: (p, t) => [
    `Siamo arrivati a ${p} nel tardo pomeriggio, con la luce che diventava dorata e il vento che calava. Questo articolo parla di ${t.toLowerCase()}, e di prendersi il tempo per farlo bene.`,
    `Portate uno strato in più di quanto pensiate, dite a qualcuno il vostro percorso e tornate indietro quando il meteo lo chiede. La montagna sarà ancora lì il prossimo weekend.`,
    `Tutto ciò che abbiamo portato può tornare al laboratorio Cairn quando si consuma: zip, cuciture e suole riparate a prezzo di costo, per sempre.`,
  ],
};

const PICTURE_ALT: Record<Language, (label: string, place: string) => string> = {
  en: (l, p) => `${l} at ${p}`,
  fr: (l, p) => `${l} à ${p}`,
  de: (l, p) => `${l} – ${p}`,
  it: (l, p) => `${l} a ${p}`,
};

export interface SeedArticle {
  site: string;
  id: string;
  position: number;
  /** ISO publish date. */
  date: string;
  tagIds: string[];
  title: string;
  subtitle: string;
  picture: { url: string; alt: string; width: number; height: number };
  media: { url: string; alt: string; width: number; height: number };
  /** Paragraphs as HTML (the text is ours, escaped). */
  body: string;
}

const languageOf = (site: Site): Language => (['fr', 'de', 'it'].includes(site.language) ? (site.language as Language) : 'en');
const escapeHtml = (text: string): string => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);

/** Article n (0-based) of any site: the same tags, place, date and slug everywhere. */
function shape(n: number) {
  const lead = n % ARTICLE_TAGS.length;
  const round = Math.floor(n / ARTICLE_TAGS.length);
  // For one lead tag, successive rounds land on distinct places (5 and 12 are coprime).
  const place = PLACES[(lead + round * 5) % PLACES.length] as string;
  // One or two more tags, drawn from the neighbours so every tag gets a spread of counts.
  const extra = [(lead + 1 + round) % ARTICLE_TAGS.length, (lead + 3 + round * 2) % ARTICLE_TAGS.length].slice(0, 1 + (n % 2));
  const tagIds = [...new Set([lead, ...extra])].map((i) => (ARTICLE_TAGS[i] as TagSpec).id);
  const date =
    n < COMING_SOON_COUNT
      ? new Date(Date.UTC(2031, COMING_SOON_COUNT - 1 - n, 15, 9)).toISOString()
      : new Date(NEWEST_PUBLISHED - (n - COMING_SOON_COUNT) * 5 * DAY_MS).toISOString();
  const leadTag = ARTICLE_TAGS[lead] as TagSpec;
  const id = slugify(`${place} ${leadTag.phrase.en}`);
  return { lead: leadTag, round, place, tagIds, date, id };
}

export function siteArticles(site: Site): SeedArticle[] {
  const lang = languageOf(site);
  const out: SeedArticle[] = [];
  for (let n = 0; n < ARTICLES_PER_SITE; n++) {
    const s = shape(n);
    const label = s.lead.label[lang];
    const image = `article-${s.id}`;
    out.push({
      site: site.siteId,
      id: s.id,
      position: n,
      date: s.date,
      tagIds: s.tagIds,
      title: `${s.place}: ${s.lead.phrase[lang]}`,
      subtitle: (SUBTITLES[lang][s.round % SUBTITLES[lang].length] as (p: string) => string)(s.place),
      picture: { url: `/media/content/${image}-${PICTURE.width}x${PICTURE.height}.svg`, alt: PICTURE_ALT[lang](label, s.place), ...PICTURE },
      media: { url: `/media/content/${image}-${MEDIA.width}x${MEDIA.height}.svg`, alt: PICTURE_ALT[lang](label, s.place), ...MEDIA },
      body: BODY[lang](s.place, s.lead.phrase[lang]).map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    });
  }
  return out;
}

export const tagLabel = (tag: TagSpec, site: Site): string => tag.label[languageOf(site)];

const sql = (value: string | number): string => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** The rows of every site as SQL, for the migration that creates the tables. */
export function articleSeedSql(): string {
  const lines: string[] = [];
  for (const site of SITES) {
    ARTICLE_TAGS.forEach((tag, position) => {
      lines.push(`INSERT INTO article_tag_labels (site, tag_id, position, label) VALUES (${sql(site.siteId)}, ${sql(tag.id)}, ${position}, ${sql(tagLabel(tag, site))});`);
    });
    for (const a of siteArticles(site)) {
      const { site: siteId, id, position, date, tagIds, ...stored } = a;
      lines.push(
        `INSERT INTO articles (site, id, position, published_at, body) VALUES (${sql(siteId)}, ${sql(id)}, ${position}, ${sql(date)}, ${sql(JSON.stringify({ ...stored, tagIds }))});`,
      );
      for (const tagId of tagIds) {
        lines.push(`INSERT INTO article_tags (site, tag_id, article_id, published_at) VALUES (${sql(siteId)}, ${sql(tagId)}, ${sql(id)}, ${sql(date)});`);
      }
    }
  }
  return lines.join('\n');
}
