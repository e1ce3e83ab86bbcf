/**
 * The catalogue's own reviews and questions, generated per product from a seeded stream
 * (src/sandbox/seed/random.ts), never stored: any --scale has them at no cost, and the same
 * product always has the same ones. Their ratings average the product's rating that
 * recommendations show (src/sandbox/personalisation/recommend.ts ratingOf), so cards and
 * review pages agree.
 *
 * Texts are composed of phrases written in the shop's four languages, so a review written in
 * one can be translated into another (POST /products/v1/review/{id}/translate).
 */
import type { Department } from '../seed/categories.ts';
import { randomFor } from '../seed/random.ts';
import { ratingOf } from '../personalisation/recommend.ts';
import { TEST_PRODUCTS } from '../cart/test-data.ts';

export const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
type Phrase = Record<Language, string>;
const p = (en: string, fr: string, de: string, it: string): Phrase => ({ en, fr, de, it });

type Mood = 'pos' | 'mix' | 'neg';

const TITLES: Record<Mood, Phrase[]> = {
  pos: [
    p('Love it', 'Je l’adore', 'Absolut begeistert', 'Lo adoro'),
    p('Worth it', 'Ça vaut le coup', 'Lohnt sich', 'Ne vale la pena'),
    p('Best purchase this year', 'Mon meilleur achat de l’année', 'Bester Kauf dieses Jahr', 'Il miglior acquisto dell’anno'),
    p('Trail tested', 'Testé sur le terrain', 'Im Gelände getestet', 'Testato sul sentiero'),
  ],
  mix: [p('Good, not perfect', 'Bien, mais pas parfait', 'Gut, aber nicht perfekt', 'Buono, non perfetto'), p('Mixed feelings', 'Avis partagé', 'Gemischte Gefühle', 'Sensazioni contrastanti')],
  neg: [p('Disappointed', 'Déçu', 'Enttäuscht', 'Deluso'), p('Not for me', 'Pas pour moi', 'Nichts für mich', 'Non fa per me')],
};

const SENTENCES: Record<Department | 'general', Record<Mood, Phrase[]>> = {
  footwear: {
    pos: [
      p('They were comfortable straight out of the box.', 'Confortables dès la sortie de la boîte.', 'Schon beim ersten Tragen bequem.', 'Comode fin dal primo utilizzo.'),
      p('Great grip on wet rock and muddy trails.', 'Excellente adhérence sur le rocher mouillé et les sentiers boueux.', 'Toller Grip auf nassem Fels und matschigen Wegen.', 'Ottimo grip su roccia bagnata e sentieri fangosi.'),
      p('My feet stayed dry through a full day of rain.', 'Mes pieds sont restés au sec toute une journée de pluie.', 'Meine Füße blieben einen ganzen Regentag lang trocken.', 'I piedi sono rimasti asciutti per un’intera giornata di pioggia.'),
    ],
    mix: [p('They run about half a size small.', 'Elles taillent une demi-pointure petit.', 'Sie fallen etwa eine halbe Nummer kleiner aus.', 'Calzano circa mezza taglia in meno.')],
    neg: [p('The heel started rubbing after a few miles.', 'Le talon a commencé à frotter après quelques kilomètres.', 'Die Ferse begann nach ein paar Kilometern zu scheuern.', 'Il tallone ha iniziato a sfregare dopo qualche chilometro.')],
  },
  apparel: {
    pos: [
      p('Warm without being bulky, and it packs down small.', 'Chaud sans être encombrant, et il se compresse bien.', 'Warm, ohne aufzutragen, und lässt sich klein verpacken.', 'Caldo senza essere ingombrante, e si comprime bene.'),
      p('The fit is spot on and the sleeves are long enough.', 'La coupe est parfaite et les manches sont assez longues.', 'Die Passform stimmt und die Ärmel sind lang genug.', 'La vestibilità è perfetta e le maniche sono abbastanza lunghe.'),
      p('It breathes well on steep climbs.', 'Il respire bien dans les montées raides.', 'Atmet gut bei steilen Anstiegen.', 'Traspira bene nelle salite ripide.'),
    ],
    mix: [p('The colour is a little darker than in the photos.', 'La couleur est un peu plus foncée que sur les photos.', 'Die Farbe ist etwas dunkler als auf den Fotos.', 'Il colore è un po’ più scuro che nelle foto.')],
    neg: [p('A seam came loose after the second wash.', 'Une couture s’est défaite après le deuxième lavage.', 'Eine Naht löste sich nach der zweiten Wäsche.', 'Una cucitura si è scucita dopo il secondo lavaggio.')],
  },
  gear: {
    pos: [
      p('Light, solid and easy to set up.', 'Léger, solide et facile à installer.', 'Leicht, stabil und einfach aufzubauen.', 'Leggero, robusto e facile da montare.'),
      p('It has survived a season of hard use without a scratch.', 'Il a survécu à une saison d’usage intensif sans une égratignure.', 'Hat eine Saison harter Nutzung ohne Kratzer überstanden.', 'Ha superato una stagione di uso intenso senza un graffio.'),
      p('Worth every penny for weekend trips.', 'Vaut chaque centime pour les sorties du week-end.', 'Jeden Cent wert für Wochenendtouren.', 'Vale ogni centesimo per le uscite del fine settimana.'),
    ],
    mix: [p('It does the job, but the instructions could be clearer.', 'Il fait le travail, mais la notice pourrait être plus claire.', 'Erfüllt seinen Zweck, aber die Anleitung könnte klarer sein.', 'Fa il suo lavoro, ma le istruzioni potrebbero essere più chiare.')],
    neg: [p('A buckle broke on the first trip.', 'Une boucle a cassé dès la première sortie.', 'Eine Schnalle brach schon auf der ersten Tour.', 'Una fibbia si è rotta alla prima uscita.')],
  },
  general: {
    pos: [
      p('I would buy it again.', 'Je le rachèterais.', 'Ich würde es wieder kaufen.', 'Lo ricomprerei.'),
      p('Delivery was quick and the packaging was plastic-free.', 'Livraison rapide et emballage sans plastique.', 'Schnelle Lieferung und plastikfreie Verpackung.', 'Consegna veloce e imballaggio senza plastica.'),
    ],
    mix: [p('Good quality, though the price is on the high side.', 'Bonne qualité, même si le prix est plutôt élevé.', 'Gute Qualität, auch wenn der Preis eher hoch ist.', 'Buona qualità, anche se il prezzo è piuttosto alto.')],
    neg: [p('Customer care sorted it out, but I expected better.', 'Le service client a réglé le problème, mais j’attendais mieux.', 'Der Kundenservice hat es gelöst, aber ich hatte mehr erwartet.', 'L’assistenza clienti ha risolto, ma mi aspettavo di meglio.')],
  },
};

const BRAND_RESPONSE = p(
  'Thank you for telling us. Our care team will contact you to put this right.',
  'Merci de nous l’avoir signalé. Notre service client vous contactera pour y remédier.',
  'Danke für Ihre Rückmeldung. Unser Kundenservice meldet sich, um das zu beheben.',
  'Grazie per la segnalazione. Il nostro servizio clienti la contatterà per risolvere il problema.',
);

const NICKNAMES = ['TrailMix', 'Alpenglow', 'SummitSeeker', 'Marmot', 'ScreeRunner', 'Switchback', 'Cirque', 'Ridgeline', 'Boulderer', 'CampCook', 'Wayfarer', 'Firn', 'Cornice', 'Treeline', 'Kestrel'];
const PLACES: Record<Language, string[]> = {
  en: ['Denver, CO', 'Seattle, WA', 'Bend, OR', 'Vancouver, BC', 'Keswick, UK', 'Fort William, UK'],
  fr: ['Chamonix', 'Lyon', 'Annecy', 'Grenoble'],
  de: ['München', 'Garmisch', 'Innsbruck', 'Freiburg'],
  it: ['Torino', 'Bolzano', 'Cortina', 'Trento'],
};

/** Fixed counts for the test products (docs/sandbox.md "Reviews"): paging and "no reviews yet". */
const FIXED_COUNTS: Readonly<Record<string, number>> = { [TEST_PRODUCTS.inStock]: 24, [TEST_PRODUCTS.soldOut]: 0 };
const SEEDED_FROM = Date.UTC(2024, 2, 1);
const SEEDED_SPAN = Date.UTC(2025, 5, 1) - SEEDED_FROM;

export interface GeneratedReview {
  id: string;
  productId: string;
  rating: number;
  locale: Language;
  nickname: string;
  location: string;
  createdAt: string;
  verifiedPurchase: boolean;
  recommended: boolean;
  helpfulVotes: number;
  notHelpfulVotes: number;
  /** Where the words come from, so any language can be rendered. */
  title: Phrase;
  sentences: Phrase[];
  brandResponse?: { text: Phrase; createdAt: string };
}

const moodOf = (rating: number): Mood => (rating >= 4 ? 'pos' : rating === 3 ? 'mix' : 'neg');

/** n ratings from 1 to 5 whose average is the product's rating, with some spread. */
function ratings(productId: string, n: number): number[] {
  if (n === 0) return [];
  const rng = randomFor(`review-ratings:${productId}`);
  const target = Math.round(ratingOf(productId) * n);
  const base = Math.floor(target / n);
  const out = Array.from({ length: n }, () => base);
  let rest = target - base * n;
  for (const i of rng.sample([...out.keys()], rest)) {
    out[i] = (out[i] as number) + 1;
    rest--;
  }
  for (let k = 0; k < Math.floor(n / 3); k++) {
    const i = rng.int(0, n - 1);
    const j = rng.int(0, n - 1);
    if (i !== j && (out[i] as number) < 5 && (out[j] as number) > 1) {
      out[i] = (out[i] as number) + 1;
      out[j] = (out[j] as number) - 1;
    }
  }
  return out;
}

export function generatedReviews(productId: string, department: Department): GeneratedReview[] {
  const rng = randomFor(`reviews:${productId}`);
  const n = FIXED_COUNTS[productId] ?? (rng.chance(0.15) ? 0 : rng.int(2, 16));
  return ratings(productId, n).map((rating, i) => {
    const mood = moodOf(rating);
    const roll = rng.next();
    const locale: Language = roll < 0.7 ? 'en' : roll < 0.8 ? 'fr' : roll < 0.9 ? 'de' : 'it';
    const dept = SENTENCES[department];
    const sentences =
      mood === 'pos'
        ? [...rng.sample(dept.pos, 2), rng.pick(SENTENCES.general.pos)]
        : mood === 'mix'
          ? [rng.pick(dept.pos), rng.pick(dept.mix), rng.pick(SENTENCES.general.mix)]
          : [rng.pick(dept.neg), rng.pick(dept.mix), rng.pick(SENTENCES.general.neg)];
    const created = SEEDED_FROM + Math.floor(rng.next() * SEEDED_SPAN);
    return {
      id: `${productId}-R${String(i + 1).padStart(2, '0')}`,
      productId,
      rating,
      locale,
      nickname: rng.pick(NICKNAMES),
      location: rng.pick(PLACES[locale]),
      createdAt: new Date(created).toISOString(),
      verifiedPurchase: rng.chance(0.7),
      recommended: rating >= 3,
      helpfulVotes: rng.int(0, 30),
      notHelpfulVotes: rng.int(0, 5),
      title: rng.pick(TITLES[mood]),
      sentences,
      ...(mood === 'neg' ? { brandResponse: { text: BRAND_RESPONSE, createdAt: new Date(created + 2 * 86_400_000).toISOString() } } : {}),
    };
  });
}

export const render = (r: GeneratedReview, language: Language) => ({ title: r.title[language], text: r.sentences.map((s) => s[language]).join(' ') });

// ---- Questions ---------------------------------------------------------------------------------

const QUESTIONS: Record<Department, Array<[question: string, answer: string]>> = {
  footwear: [
    ['Are these true to size?', 'Most people find them true to size. If you are between sizes, go half a size up for thick socks.'],
    ['Can I resole them?', 'Yes: the outsole is stitched and glued, and our repair partners can resole them.'],
    ['Are they good for wide feet?', 'They have a medium-width last with a roomy toe box; many wide-footed hikers wear them comfortably.'],
  ],
  apparel: [
    ['Does it fit over a fleece?', 'Yes, it is cut with room for a midlayer underneath.'],
    ['How do I wash it?', 'Machine wash cold with a technical detergent, then tumble dry low to restore the water repellency.'],
    ['Is it windproof?', 'It blocks most wind; for storms, wear a shell over it.'],
  ],
  gear: [
    ['How much does it weigh?', 'The weight is listed under Details; it is measured without the stuff sack.'],
    ['Is it covered by the warranty?', 'Yes, our gear carries a lifetime warranty against defects in materials and workmanship.'],
    ['Will it fit in carry-on luggage?', 'Packed down it fits most carry-on bags; check your airline’s rules for stakes and poles.'],
  ],
};

export interface GeneratedQuestion {
  id: string;
  productId: string;
  text: string;
  nickname: string;
  createdAt: string;
  answers: Array<{ id: string; text: string; nickname: string; isBrandAnswer: boolean; createdAt: string; helpfulVotes: number; notHelpfulVotes: number }>;
}

export function generatedQuestions(productId: string, department: Department): GeneratedQuestion[] {
  const rng = randomFor(`questions:${productId}`);
  const n = productId === TEST_PRODUCTS.inStock ? 3 : rng.int(0, 3);
  return rng.sample(QUESTIONS[department], n).map(([text, answer], i) => {
    const asked = SEEDED_FROM + Math.floor(rng.next() * SEEDED_SPAN);
    const id = `${productId}-Q${i + 1}`;
    return {
      id,
      productId,
      text,
      nickname: rng.pick(NICKNAMES),
      createdAt: new Date(asked).toISOString(),
      answers: [{ id: `${id}-A1`, text: answer, nickname: 'Cairn Customer Care', isBrandAnswer: true, createdAt: new Date(asked + 86_400_000).toISOString(), helpfulVotes: rng.int(0, 20), notHelpfulVotes: rng.int(0, 3) }],
    };
  });
}
