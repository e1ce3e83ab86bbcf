/**
 * Seed blocks fed by data services: article grids (the journal), recommendation carousels
 * (personalisation), up-sells (catalogue + inventory), UGC widgets (social media service) and
 * inline catalogue grids, each in several variants. Copy is in the site's language; products are
 * the fixed test products (docs/sandbox.md), so the up-sells include FWSOLDOUT1, which the block
 * must drop.
 */
import { categoryPath, type Category } from '../categories.ts';
import { categoryName } from './titles.ts';
import type { RawBlock, SeedBlocks, SeedContext } from './types.ts';

type Language = 'en' | 'fr' | 'de' | 'it';
type Words = Record<Language, string>;

const W = {
  journal: { en: 'From the trail journal', fr: 'Le carnet de route', de: 'Aus dem Tourenbuch', it: 'Dal diario di sentiero' },
  journalSub: {
    en: 'Guides, stories and events from the Cairn community.',
    fr: 'Guides, récits et événements de la communauté Cairn.',
    de: 'Ratgeber, Geschichten und Events der Cairn-Community.',
    it: 'Guide, racconti ed eventi della community Cairn.',
  },
  events: { en: 'Upcoming events', fr: 'Événements à venir', de: 'Kommende Events', it: 'Prossimi eventi' },
  allArticles: { en: 'All articles', fr: 'Tous les articles', de: 'Alle Artikel', it: 'Tutti gli articoli' },
  care: { en: 'Care and repair', fr: 'Entretien et réparation', de: 'Pflege und Reparatur', it: 'Cura e riparazione' },
  trending: { en: 'Trending now', fr: 'Tendances du moment', de: 'Gerade angesagt', it: 'Di tendenza' },
  similar: { en: 'You may also like', fr: 'Vous aimerez aussi', de: 'Das könnte Ihnen auch gefallen', it: 'Potrebbe piacerti anche' },
  picks: { en: 'Picked for you', fr: 'Sélectionnés pour vous', de: 'Für Sie ausgewählt', it: 'Scelti per te' },
  searchHub: { en: 'Popular searches', fr: 'Recherches populaires', de: 'Beliebte Suchen', it: 'Ricerche popolari' },
  completeLook: { en: 'Complete the look', fr: 'Complétez la tenue', de: 'Das passt dazu', it: 'Completa il look' },
  packList: { en: 'Add to your pack', fr: 'À ajouter à votre sac', de: 'Für Ihren Rucksack', it: 'Da aggiungere allo zaino' },
  community: { en: '#CairnOutdoors', fr: '#CairnOutdoors', de: '#CairnOutdoors', it: '#CairnOutdoors' },
  communitySub: {
    en: 'Tag your photos with #CairnOutdoors to be featured.',
    fr: 'Identifiez vos photos avec #CairnOutdoors pour apparaître ici.',
    de: 'Markieren Sie Ihre Fotos mit #CairnOutdoors, um hier zu erscheinen.',
    it: 'Tagga le tue foto con #CairnOutdoors per comparire qui.',
  },
  inTheWild: { en: 'Seen in the wild', fr: 'Vus sur le terrain', de: 'Unterwegs gesehen', it: 'Visti sul campo' },
  bootsGrid: { en: 'Boots for the season', fr: 'Chaussures de saison', de: 'Schuhe für die Saison', it: 'Scarponi di stagione' },
  shopBoots: { en: 'Shop all boots', fr: 'Toutes les chaussures', de: 'Alle Schuhe', it: 'Tutti gli scarponi' },
  staffPicks: { en: 'Staff picks', fr: 'Coups de cœur de l’équipe', de: 'Empfehlungen des Teams', it: 'Scelti dallo staff' },
} satisfies Record<string, Words>;

const languageOf = (ctx: SeedContext): Language => (['fr', 'de', 'it'].includes(ctx.site.language) ? (ctx.site.language as Language) : 'en');

/** The fixed test products (src/sandbox/seed/fixed-products.ts): always present, whatever --scale. */
const UP_SELL_STACK = ['APMARKDWN1', 'FWSOLDOUT1', 'GRONESIZE1', 'APLOWSTCK1', 'FWINSTOCK1'];
const UP_SELL_CAROUSEL = ['FWINSTOCK1', 'FWSOLDOUT1', 'APMARKDWN1', 'APPARTOOS1', 'GRTENTRNG1', 'GRONESIZE1', 'APLOWSTCK1', 'GRFREEGFT1'];
const STAFF_PICKS = ['FWINSTOCK1', 'APMARKDWN1', 'GRTENTRNG1', 'GRONESIZE1'];

export function dataBlocks(ctx: SeedContext): SeedBlocks {
  const lang = languageOf(ctx);
  const t = (w: Words) => w[lang];
  const { locale } = ctx.site;
  const boots = ctx.categories.find((c) => c.id === '1001');

  const journal: RawBlock = { type: 'article-grid', id: 'data-articles-journal', name: 'Journal', title: t(W.journal), subtitle: t(W.journalSub), rows: 2, smallGridSize: 3 };
  const articlesDefault: RawBlock = { type: 'article-grid', id: 'data-articles-all', name: 'All articles', title: t(W.allArticles) };
  const events: RawBlock = { type: 'article-grid', id: 'data-articles-events', name: 'Events', title: t(W.events), tagIds: ['events'], showFilters: false, rows: 1, smallGridSize: 3 };
  const care: RawBlock = {
    type: 'article-grid',
    id: 'data-articles-care',
    name: 'Care and repair',
    title: t(W.care),
    titleHeadingTag: 'h2',
    tagIds: ['gear-care', 'repair'],
    rows: 1,
    smallGridSize: 4,
    facetLimits: { sm: 2, md: 6, lg: 8 },
  };

  const trending: RawBlock = { type: 'recommendations', id: 'data-recs-trending', name: 'Trending', title: t(W.trending), variant: '5-cards', decisionPoint: 'trending' };
  const similar: RawBlock = { type: 'recommendations', id: 'data-recs-similar', name: 'Similar', title: t(W.similar), variant: '3-cards', decisionPoint: 'similar', maxItems: 9 };
  const picks: RawBlock = { type: 'recommendations', id: 'data-recs-picks', name: 'Picks', title: t(W.picks), variant: '6-cards', decisionPoint: 'picked-for-you', maxItems: 18 };
  const searchHub: RawBlock = { type: 'recommendations', id: 'data-recs-search-hub', name: 'Search hub', title: t(W.searchHub), variant: 'search-hub', decisionPoint: 'search-hub', maxItems: 10, usePageContext: false };

  const upSellStack: RawBlock = { type: 'up-sell', id: 'data-up-sell-stack', name: 'Up-sell stack', title: t(W.completeLook), layout: 'stack', items: UP_SELL_STACK.map((id) => ({ id })) };
  const upSellCarousel: RawBlock = { type: 'up-sell', id: 'data-up-sell-carousel', name: 'Up-sell carousel', title: t(W.packList), layout: 'carousel', items: UP_SELL_CAROUSEL.map((id) => ({ id })) };

  const olapic: RawBlock = { type: 'ugc', id: 'data-ugc-olapic', name: 'Community photos', provider: 'olapic', title: t(W.community), subtitle: t(W.communitySub), instanceId: 'cairn-main', limit: 12 };
  const curalateProduct: RawBlock = { type: 'ugc', id: 'data-ugc-curalate-product', name: 'Seen in the wild', provider: 'curalate', title: t(W.inTheWild), filter: 'productId:PRODUCT_ID', limit: 8 };
  const curalateCategory: RawBlock = { type: 'ugc', id: 'data-ugc-curalate-category', name: 'Category photos', provider: 'curalate', title: t(W.inTheWild), filter: 'category:CATEGORY', limit: 6 };

  const bootsGrid: RawBlock = {
    type: 'inline-catalog-grid',
    id: 'data-grid-boots',
    name: 'Boots grid',
    title: t(W.bootsGrid),
    categoryId: '1001',
    count: 8,
    ...(boots ? { textLink: { url: categoryPath(locale, boots), text: t(W.shopBoots) } } : {}),
  };
  const staffPicks: RawBlock = { type: 'inline-catalog-grid', id: 'data-grid-picks', name: 'Staff picks', title: t(W.staffPicks), productIds: STAFF_PICKS, columns: { sm: 1, md: 2, lg: 4 } };
  const tentsGrid: RawBlock = { type: 'inline-catalog-grid', id: 'data-grid-tents', name: 'Tents by price', categoryId: '3002', count: 6, sort: 'price-asc', columns: { sm: 2, md: 3, lg: 3 } };

  return {
    home: [trending, journal],
    category: (category: Category) => [
      {
        type: 'ugc',
        id: `data-ugc-category-${category.id}`,
        name: 'Category photos',
        provider: 'olapic',
        title: `${t(W.community)} · ${categoryName(ctx.site, category.id, category.name)}`,
        limit: 6,
      },
    ],
    content: [events, curalateProduct],
    kitchenSink: [journal, articlesDefault, events, care, trending, similar, picks, searchHub, upSellStack, upSellCarousel, olapic, curalateProduct, curalateCategory, bootsGrid, staffPicks, tentsGrid],
  };
}

/** The blocks of a product's CMS content: photos of it, more to buy with it, similar products. */
export function productDataBlocks(ctx: SeedContext, productId: string): RawBlock[] {
  const lang = languageOf(ctx);
  const t = (w: Words) => w[lang];
  return [
    { type: 'ugc', id: `data-ugc-product-${productId}`, name: 'Product photos', provider: 'olapic', title: t(W.community), subtitle: t(W.communitySub), limit: 6 },
    { type: 'up-sell', id: `data-up-sell-product-${productId}`, name: 'Complete the look', title: t(W.completeLook), items: UP_SELL_STACK.filter((id) => id !== productId).map((id) => ({ id })) },
    { type: 'recommendations', id: `data-recs-product-${productId}`, name: 'Similar', title: t(W.similar), variant: '5-cards', decisionPoint: 'similar' },
  ];
}
