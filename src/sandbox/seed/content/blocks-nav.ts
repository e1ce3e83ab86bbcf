/**
 * Seed blocks for navigation and grouping: collections (grid, carousel and both, in every
 * variant), CTA collections, and the header's mega menu. Links come from the real category tree
 * and product ids, so every link lands on a seeded page.
 *
 * Media: /media/content/<name>-<w>x<h>.svg (the sandbox draws any such name at that size) and
 * the catalogue's product images (1000 × 1000).
 */
import { categoryPath, productPath, type Category, type Department } from '../categories.ts';
import { categoryName } from './titles.ts';
import type { RawBlock, SeedBlocks, SeedContext } from './types.ts';

type Language = 'en' | 'fr' | 'de' | 'it';
type Words = Record<Language, string>;

/** The few words these blocks need per site language. */
const W = {
  sale: { en: 'Sale', fr: 'Soldes', de: 'Sale', it: 'Saldi' },
  featured: { en: 'Featured', fr: 'À la une', de: 'Highlights', it: 'In evidenza' },
  categories: { en: 'Categories', fr: 'Catégories', de: 'Kategorien', it: 'Categorie' },
  topPicks: { en: 'Top picks', fr: 'Nos favoris', de: 'Top-Auswahl', it: 'I più scelti' },
  newArrivals: { en: 'New arrivals', fr: 'Nouveautés', de: 'Neuheiten', it: 'Novità' },
  bestSellers: { en: 'Best sellers', fr: 'Meilleures ventes', de: 'Bestseller', it: 'Più venduti' },
  waterproof: { en: 'Waterproof', fr: 'Imperméable', de: 'Wasserdicht', it: 'Impermeabile' },
  shopByActivity: { en: 'Shop by activity', fr: 'Par activité', de: 'Nach Aktivität', it: 'Per attività' },
  shopNow: { en: 'Shop now', fr: 'Découvrir', de: 'Jetzt shoppen', it: 'Acquista ora' },
  viewAll: { en: 'View all', fr: 'Tout voir', de: 'Alle ansehen', it: 'Vedi tutto' },
  all: { en: 'All', fr: 'Tout', de: 'Alle', it: 'Tutto' },
  sustainability: { en: 'Sustainability', fr: 'Développement durable', de: 'Nachhaltigkeit', it: 'Sostenibilità' },
  aboutUs: { en: 'About us', fr: 'À propos', de: 'Über uns', it: 'Chi siamo' },
  trailSeason: { en: 'Built for the trail season', fr: 'Prêts pour la saison du trail', de: 'Bereit für die Trailsaison', it: 'Pronti per la stagione dei sentieri' },
  departments: { en: 'Shop by department', fr: 'Par univers', de: 'Nach Bereich', it: 'Per reparto' },
  madeToLast: { en: 'Made to last', fr: 'Fait pour durer', de: 'Gemacht, um zu halten', it: 'Fatto per durare' },
  saleUpTo: { en: 'up to 40% off', fr: 'jusqu’à -40 %', de: 'bis zu 40 % Rabatt', it: 'fino al -40%' },
  shopWholeSale: { en: 'Shop the whole sale', fr: 'Voir toutes les soldes', de: 'Den ganzen Sale ansehen', it: 'Vedi tutti i saldi' },
  shopAllClothing: { en: 'Shop all clothing', fr: 'Tous les vêtements', de: 'Alle Bekleidung', it: 'Tutto l’abbigliamento' },
  guidesTested: { en: 'Tested by our guides', fr: 'Testé par nos guides', de: 'Von unseren Guides getestet', it: 'Testato dalle nostre guide' },
} satisfies Record<string, Words>;

const ACTIVITIES: ReadonlyArray<{ key: string; words: Words; category: string }> = [
  { key: 'hiking', words: { en: 'Hiking', fr: 'Randonnée', de: 'Wandern', it: 'Escursionismo' }, category: '1001' },
  { key: 'trail-running', words: { en: 'Trail running', fr: 'Trail', de: 'Trailrunning', it: 'Trail running' }, category: '1003' },
  { key: 'camping', words: { en: 'Camping', fr: 'Camping', de: 'Camping', it: 'Campeggio' }, category: '3002' },
  { key: 'rain', words: { en: 'Rain days', fr: 'Jours de pluie', de: 'Regentage', it: 'Giorni di pioggia' }, category: '2001' },
];

const DEPARTMENT_IDS: Readonly<Record<Department, string>> = { footwear: '1000', apparel: '2000', gear: '3000' };

/** A content image the sandbox draws at the size in its name. */
const media = (name: string, width: number, height: number, alt: string) => ({
  url: `/media/content/${name}-${width}x${height}.svg`,
  alt,
  width,
  height,
});

export function navBlocks(ctx: SeedContext): SeedBlocks {
  const { site, categories } = ctx;
  const lang: Language = (['fr', 'de', 'it'] as const).find((l) => l === site.language) ?? 'en';
  const t = (w: Words) => w[lang];
  const L = site.locale;
  const byId = new Map(categories.map((c) => [c.id, c]));
  const cat = (id: string): Category => {
    const c = byId.get(id);
    if (!c) throw new Error(`blocks-nav: no category ${id}`);
    return c;
  };
  const name = (c: Category) => categoryName(site, c.id, c.name);
  const path = (c: Category, query = '') => `${categoryPath(L, c)}${query}`;
  const childrenOf = (c: Category) => categories.filter((x) => x.parent === c.id);
  const products = (c: Category, n: number) => {
    const own = ctx.productsByCategory.get(c.id) ?? [];
    const fromChildren = childrenOf(c).flatMap((x) => ctx.productsByCategory.get(x.id) ?? []);
    return [...own, ...fromChildren].slice(0, n);
  };

  // ---- building blocks ----------------------------------------------------------------------

  /** A card-like banner: media on top, title and one CTA below. */
  const cardBanner = (id: string, title: string, image: ReturnType<typeof media>, url: string, cta = t(W.shopNow)): RawBlock => ({
    type: 'banner',
    id,
    name: title,
    title,
    titleStyle: 'display-sm',
    media: { sm: image },
    targets: [{ url, text: cta, style: { sm: 'secondary' }, size: 'small' }],
    responsiveLayout: { sm: { layout: 'below-1media' } },
    textAlignmentSmall: 'left',
    textAlignmentLarge: 'left',
  });

  /** A linked product picture (the alt names the product, so the link has a name). */
  const productPicture = (id: string, p: { id: string; slug: string; name: string; image: string }): RawBlock => ({
    type: 'picture',
    id,
    name: p.name,
    media: { sm: { url: p.image, alt: p.name, width: 1000, height: 1000 } },
    target: { url: productPath(L, p) },
    caption: p.name,
    aspectRatio: '1/1',
  });

  const categoryPicture = (id: string, c: Category): RawBlock => ({
    type: 'picture',
    id,
    name: name(c),
    media: {
      sm: media(`collection-${c.slug}`, 800, 1000, ''),
      lg: media(`collection-${c.slug}-wide`, 1200, 900, ''),
    },
    target: { url: path(c), text: name(c) },
    caption: name(c),
    aspectRatio: 'auto',
  });

  const ctaTargets = (list: Category[], style: 'secondary' | 'tertiary' | 'ghost' = 'secondary') =>
    list.map((c) => ({ id: `cta-${c.id}`, url: path(c), text: name(c), style: { sm: style }, size: 'small' }));

  // ---- collections --------------------------------------------------------------------------

  const trailSeason: RawBlock = {
    type: 'collection',
    id: 'nav-collection-trail-season',
    name: 'Home: trail season (carousel on small, grid on large, highlight centre)',
    title: t(W.trailSeason),
    titleHeadingTag: 'h2',
    titleAlignment: 'left',
    textLink: { url: path(cat('1003')), text: t(W.viewAll), style: { sm: 'link' } },
    variant: 'highlightCenter',
    breakpoints: {
      sm: { type: 'carousel', slideWidth: '82%', showArrows: false, showIndicators: true, autoplay: true, autorotateTime: 6, loop: true },
      md: { type: 'carousel', slideWidth: '46%', margin: 'small', showArrows: true, showIndicators: true },
      lg: { type: 'grid', columns: 3, slidePadding: 'medium' },
      xl: { type: 'grid', columns: 3, slidePadding: 'large' },
    },
    items: [
      cardBanner('nav-trail-1', name(cat('1003')), media('collection-trail-runners', 800, 1000, ''), path(cat('1003'))),
      cardBanner('nav-trail-2', name(cat('3001')), media('collection-daypacks', 800, 1000, ''), path(cat('3001'))),
      cardBanner('nav-trail-3', name(cat('2003')), media('collection-midlayers', 800, 1000, ''), path(cat('2003'))),
    ],
  };

  const bestSellerProducts = [...products(cat('1000'), 2), ...products(cat('2000'), 2), ...products(cat('3000'), 2)];
  const bestSellers: RawBlock = {
    type: 'collection',
    id: 'nav-collection-best-sellers',
    name: 'Home: best sellers (three-card grid, carousel on small)',
    title: t(W.bestSellers),
    titleAlignment: 'center',
    variant: 'threeCardGrid',
    breakpoints: {
      sm: { type: 'carousel', slideWidth: '70%', showIndicators: false, showArrows: false, showProgress: true },
      md: { type: 'grid' },
      lg: { type: 'grid' },
      xl: { type: 'grid' },
    },
    items: bestSellerProducts.map((p, i) => productPicture(`nav-best-${i + 1}`, p)),
  };

  const madeToLast: RawBlock = {
    type: 'collection',
    id: 'nav-collection-made-to-last',
    name: 'Content: made to last (elevated grid, title beside)',
    title: t(W.madeToLast),
    titleHeadingTag: 'h2',
    titlePosition: 'side',
    textLink: { url: `/${L}/sustainability`, text: t(W.sustainability), style: { sm: 'link' } },
    variant: 'elevated-grid',
    breakpoints: {
      sm: { type: 'grid', columns: 1 },
      md: { type: 'grid', columns: 2 },
      lg: { type: 'grid', columns: 3 },
      xl: { type: 'grid', columns: 3 },
    },
    items: [
      cardBanner('nav-last-1', t(W.guidesTested), media('made-to-last-guides', 800, 600, ''), path(cat('1001'))),
      cardBanner('nav-last-2', name(cat('2004')), media('made-to-last-merino', 800, 600, ''), path(cat('2004'))),
      cardBanner('nav-last-3', name(cat('3003')), media('made-to-last-down', 800, 600, ''), path(cat('3003'))),
    ],
  };

  /** Every department's sub-categories as pictures: a carousel everywhere, with every control. */
  const allControls: RawBlock = {
    type: 'collection',
    id: 'nav-collection-all-controls',
    name: 'Kitchen sink: carousel on every breakpoint, every control',
    title: t(W.categories),
    breakpoints: {
      sm: { type: 'carousel', slideWidth: '75%', showArrows: false, showIndicators: true, showProgress: false, margin: 'small' },
      md: { type: 'carousel', slideWidth: '40%', showArrows: true, showIndicators: true, showProgress: true, margin: 'medium' },
      lg: { type: 'carousel', slideWidth: '28%', slideMaxWidth: '22rem', showArrows: true, showIndicators: false, showProgress: true, autoplay: true, autorotateTime: 4, loop: true },
      xl: { type: 'carousel', slideWidth: '22%', slideMaxWidth: '22rem', showArrows: true, showIndicators: true, showProgress: true, autoplay: true, autorotateTime: 5, loop: true, margin: 'large' },
    },
    items: categories.filter((c) => c.parent).map((c) => categoryPicture(`nav-all-${c.id}`, c)),
  };

  const gridOnly: RawBlock = {
    type: 'collection',
    id: 'nav-collection-grid-only',
    name: 'Kitchen sink: grid on every breakpoint, title below and right-aligned',
    title: t(W.departments),
    titleHeadingTag: 'h3',
    titleAlignment: 'right',
    titlePosition: 'bottom',
    breakpoints: { sm: { type: 'grid', columns: 1 }, md: { type: 'grid', columns: 3 }, lg: { type: 'grid' }, xl: { type: 'grid', slidePadding: 'none' } },
    items: (['footwear', 'apparel', 'gear'] as const).map((d) => categoryPicture(`nav-grid-${d}`, cat(DEPARTMENT_IDS[d]))),
  };

  const centreCarousel: RawBlock = {
    type: 'collection',
    id: 'nav-collection-centre-carousel',
    name: 'Kitchen sink: highlight centre as a carousel on every breakpoint',
    title: t(W.shopByActivity),
    titleAlignment: 'center',
    variant: 'highlightCenter',
    breakpoints: {
      sm: { type: 'carousel', slideWidth: '70%', showArrows: false },
      md: { type: 'carousel', slideWidth: '40%' },
      lg: { type: 'carousel', slideWidth: '30%', slideMaxWidth: '24rem', loop: true },
      xl: { type: 'carousel', slideWidth: '26%', slideMaxWidth: '24rem', loop: true },
    },
    items: ACTIVITIES.map((a) => cardBanner(`nav-activity-${a.key}`, t(a.words), media(`activity-${a.key}`, 800, 1000, ''), path(cat(a.category)))),
  };

  /** The category landing's own collection: its children (a department) or its products. */
  const categoryCollection = (c: Category): RawBlock | null => {
    const kids = childrenOf(c);
    if (kids.length > 0) {
      return {
        type: 'collection',
        id: `nav-collection-category-${c.id}`,
        name: `Category ${c.id}: sub-categories`,
        title: name(c),
        variant: 'elevated-grid',
        breakpoints: { sm: { type: 'carousel', slideWidth: '78%' }, md: { type: 'grid', columns: 2 }, lg: { type: 'grid', columns: Math.min(4, kids.length) } },
        items: kids.map((k) => categoryPicture(`nav-category-${c.id}-${k.id}`, k)),
      };
    }
    const list = products(c, 8);
    if (list.length === 0) return null;
    return {
      type: 'collection',
      id: `nav-collection-category-${c.id}`,
      name: `Category ${c.id}: top picks`,
      title: `${t(W.topPicks)}: ${name(c)}`,
      titleHeadingTag: 'h2',
      breakpoints: {
        sm: { type: 'carousel', slideWidth: '60%', showArrows: false },
        md: { type: 'carousel', slideWidth: '34%' },
        lg: { type: 'carousel', slideWidth: '24%', showProgress: true },
        xl: { type: 'carousel', slideWidth: '20%', showProgress: true },
      },
      items: list.map((p, i) => productPicture(`nav-category-${c.id}-p${i + 1}`, p)),
    };
  };

  // ---- CTA collections ----------------------------------------------------------------------

  const departments = categories.filter((c) => !c.parent);
  const departmentCtas: RawBlock = {
    type: 'cta-collection',
    id: 'nav-cta-departments',
    name: 'Home: departments (equal size, bottom border)',
    title: t(W.departments),
    bottomBorder: true,
    highlightButton: true,
    equalTargetSize: true,
    targets: ctaTargets(departments),
  };

  /** Siblings of a category (or its children), with the page's own link among them: it highlights. */
  const categoryCtas = (c: Category): RawBlock => {
    const parent = c.parent ? cat(c.parent) : c;
    const list = childrenOf(parent);
    return {
      type: 'cta-collection',
      id: `nav-cta-category-${c.id}`,
      name: `Category ${c.id}: sibling categories`,
      title: name(parent),
      bottomBorder: true,
      highlightButton: true,
      alignment: 'left',
      targets: [{ id: `cta-${parent.id}-all`, url: path(parent), text: `${t(W.all)}: ${name(parent)}`, style: { sm: 'secondary' }, size: 'small' }, ...ctaTargets(list)],
    };
  };

  const contentCtas: RawBlock = {
    type: 'cta-collection',
    id: 'nav-cta-content',
    name: 'Content: about pages (links, no highlight)',
    highlightButton: false,
    alignment: 'center',
    targets: [
      { url: `/${L}/about-us`, text: t(W.aboutUs), style: { sm: 'link' } },
      { url: `/${L}/sustainability`, text: t(W.sustainability), style: { sm: 'link' } },
    ],
  };

  /** Many links: the row overflows and scrolls on every screen. */
  const overflowCtas: RawBlock = {
    type: 'cta-collection',
    id: 'nav-cta-overflow',
    name: 'Kitchen sink: every sub-category (scrolls), with query links',
    title: t(W.categories),
    alignment: 'left',
    targets: [
      ...ctaTargets(categories.filter((c) => c.parent), 'tertiary'),
      { url: path(cat('2001'), '?feature=waterproof'), text: `${name(cat('2001'))}: ${t(W.waterproof)}`, style: { sm: 'ghost' }, size: 'small' },
      { url: path(cat('1000'), '?sort=newest'), text: `${name(cat('1000'))}: ${t(W.newArrivals)}`, style: { sm: 'primary', lg: 'secondary' }, size: 'large' },
    ],
  };

  // ---- mega menu ----------------------------------------------------------------------------

  const l3 = (c: Category, query = '', label?: string) => ({ id: `mm-l3-${c.id}${query ? `-${query.replace(/\W+/g, '')}` : ''}`, title: label ?? name(c), target: { url: path(c, query) } });
  const featuredColumn = (dept: Category) => ({
    id: `mm-l2-${dept.id}-featured`,
    title: t(W.featured),
    menuStyle: 'highlight',
    delocalizedTracking: `${dept.name} | Featured`,
    children: [
      { ...l3(dept, '?sort=newest', t(W.newArrivals)), delocalizedTracking: `${dept.name} | New arrivals` },
      { ...l3(dept, '?sort=popular', t(W.bestSellers)), delocalizedTracking: `${dept.name} | Best sellers` },
    ],
  });
  const categoriesColumn = (dept: Category) => ({
    id: `mm-l2-${dept.id}-categories`,
    title: t(W.categories),
    target: { url: path(dept) },
    delocalizedTracking: `${dept.name} | Categories`,
    children: childrenOf(dept).map((c) => ({ ...l3(c), delocalizedTracking: `${dept.name} | ${c.name}` })),
  });
  const picksColumn = (dept: Category) => ({
    id: `mm-l2-${dept.id}-picks`,
    title: t(W.topPicks),
    hideShopAll: { sm: true, lg: true },
    children: products(dept, 4).map((p) => ({ id: `mm-l3-${p.id}`, title: p.name, target: { url: productPath(L, p) } })),
  });
  const activities = ACTIVITIES.map((a) => ({
    id: `mm-vs-${a.key}`,
    title: t(a.words),
    mediaObject: { ...media(`menu-activity-${a.key}`, 320, 320, ''), seoTitle: a.words.en },
    target: { url: path(cat(a.category)) },
  }));
  const l1 = (dept: Category) => ({
    id: `mm-l1-${dept.slug}`,
    name: `Menu: ${dept.name}`,
    title: name(dept),
    target: { url: path(dept), text: name(dept) },
    delocalizedTracking: dept.name,
  });

  const footwear = cat('1000');
  const apparel = cat('2000');
  const gear = cat('3000');
  const menu: RawBlock = {
    type: 'mega-menu',
    id: 'nav-mega-menu',
    name: 'Header mega menu',
    triggerOnClick: false,
    items: [
      {
        ...l1(footwear),
        columns: [categoriesColumn(footwear), featuredColumn(footwear), picksColumn(footwear)],
        menuBanner: {
          type: 'banner',
          id: 'mm-banner-footwear',
          title: t(W.guidesTested),
          titleStyle: 'display-sm',
          media: { sm: media('menu-banner-boots', 800, 600, '') },
          targets: [{ url: path(cat('1001')), text: t(W.shopNow), style: { sm: 'inverse' }, size: 'small' }],
          responsiveLayout: { sm: { layout: 'overlay' } },
          gradientStyle: 'full',
          verticalAlignment: 'bottom',
        },
        visualSelectorsTitle: t(W.shopByActivity),
        visualSelectors: activities.slice(0, 2),
      },
      {
        ...l1(apparel),
        columns: [categoriesColumn(apparel), featuredColumn(apparel), picksColumn(apparel)],
        // The editor sends shoppers to the newest clothing rather than the department page.
        overrideShopAll: { text: t(W.shopAllClothing), url: path(apparel, '?sort=newest') },
        visualSelectors: activities.slice(3),
      },
      {
        ...l1(gear),
        columns: [categoriesColumn(gear), picksColumn(gear)],
        // The panel's first column already links every gear category on large screens.
        hideShopAll: { sm: false, lg: true },
        visualSelectorsTitle: t(W.shopByActivity),
        visualSelectors: activities.slice(1, 3),
      },
      {
        id: 'mm-l1-sale',
        name: 'Menu: Sale',
        title: t(W.sale),
        titleHtml: `<strong>${t(W.sale)}</strong> <em>${t(W.saleUpTo)}</em>`,
        menuStyle: 'sale',
        menuIcon: { ...media('icon-tag', 24, 24, '') },
        target: { url: path(footwear, '?sale=true'), text: t(W.sale) },
        overrideShopAll: { text: t(W.shopWholeSale) },
        delocalizedTracking: 'Sale',
        columns: [footwear, apparel, gear].map((d) => ({
          id: `mm-l2-sale-${d.id}`,
          title: name(d),
          target: { url: path(d, '?sale=true') },
          menuStyle: 'sale',
          delocalizedTracking: `Sale | ${d.name}`,
          children: [],
        })),
      },
      {
        id: 'mm-l1-sustainability',
        name: 'Menu: sustainability (icon only)',
        title: t(W.sustainability),
        titleVisibility: 'icon-only',
        menuIcon: { ...media('icon-leaf', 24, 24, '') },
        target: { url: `/${L}/sustainability`, text: t(W.sustainability) },
        delocalizedTracking: 'Sustainability',
      },
    ],
  };

  // ---- groups -------------------------------------------------------------------------------

  return {
    home: [departmentCtas, trailSeason, bestSellers],
    category: (c) => [categoryCtas(c), categoryCollection(c)].filter((b): b is RawBlock => b !== null),
    content: [madeToLast, contentCtas],
    kitchenSink: [trailSeason, bestSellers, madeToLast, allControls, gridOnly, centreCarousel, departmentCtas, categoryCtas(cat('2001')), contentCtas, overflowCtas],
    menu: [menu],
  };
}
