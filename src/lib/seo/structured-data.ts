/**
 * JSON-LD for search engines (schema.org, Google's Rich Results): Product with its Offer and
 * AggregateRating, BreadcrumbList, ItemList, Organization and WebSite with a SearchAction. Small
 * typed builders (our own types: no dependency), rendered by ./JsonLd.astro through
 * `jsonForScript` (CMS and catalogue text can never close the <script> element).
 * URLs are absolute (Google requires it for item and url).
 */
export const SCHEMA_CONTEXT = 'https://schema.org';

export type ItemAvailability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock' | 'https://schema.org/PreOrder';

export interface Offer {
  '@type': 'Offer';
  price: string;
  priceCurrency: string;
  availability: ItemAvailability;
  url: string;
}

export interface AggregateOffer {
  '@type': 'AggregateOffer';
  lowPrice: string;
  highPrice: string;
  priceCurrency: string;
  offerCount: number;
  availability: ItemAvailability;
}

export interface AggregateRating {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}

export interface ProductLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Product';
  name: string;
  url: string;
  sku?: string;
  description?: string;
  image?: string[];
  brand?: { '@type': 'Brand'; name: string };
  offers: Offer | AggregateOffer;
  aggregateRating?: AggregateRating;
}

export interface ListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbListLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: ListItem[];
}

export interface ItemListLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'ItemList';
  name?: string;
  numberOfItems: number;
  itemListElement: Array<{ '@type': 'ListItem'; position: number; url: string; name: string }>;
}

export interface OrganizationLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Organization';
  name: string;
  url: string;
  logo: string;
  sameAs: string[];
}

export interface WebSiteLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'WebSite';
  name: string;
  url: string;
  inLanguage: string;
  potentialAction: { '@type': 'SearchAction'; target: { '@type': 'EntryPoint'; urlTemplate: string }; 'query-input': 'required name=search_term_string' };
}

export type StructuredData = ProductLd | BreadcrumbListLd | ItemListLd | OrganizationLd | WebSiteLd;

export const BRAND = 'Cairn';
export const ORGANIZATION_NAME = 'Cairn Outdoor Co.';
export const SOCIAL_PROFILES = [
  'https://www.instagram.com/cairn.outdoor',
  'https://www.youtube.com/@cairn.outdoor',
  'https://www.strava.com/clubs/cairn-outdoor',
  'https://www.facebook.com/cairn.outdoor',
];

const absolute = (path: string, origin: string): string => new URL(path, origin).href;
/** schema.org prices are plain numbers with a dot: "129.00". */
export const priceText = (amount: number): string => amount.toFixed(2);

export interface ProductInput {
  name: string;
  /** The product page's path (or URL). */
  path: string;
  currency: string;
  /** The chosen variant's price, or the product's range. */
  price: { current: number } | { low: number; high: number; offers: number };
  inStock: boolean;
  presale?: boolean;
  sku?: string;
  description?: string;
  images?: readonly string[];
  rating?: { average: number; count: number } | null;
}

export function productLd(input: ProductInput, origin: string): ProductLd {
  const url = absolute(input.path, origin);
  const availability: ItemAvailability = input.presale ? 'https://schema.org/PreOrder' : input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const offers: Offer | AggregateOffer =
    'current' in input.price || input.price.low === input.price.high
      ? { '@type': 'Offer', price: priceText('current' in input.price ? input.price.current : input.price.low), priceCurrency: input.currency, availability, url }
      : { '@type': 'AggregateOffer', lowPrice: priceText(input.price.low), highPrice: priceText(input.price.high), priceCurrency: input.currency, offerCount: input.price.offers, availability };
  const images = (input.images ?? []).filter(Boolean).map((src) => absolute(src, origin));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: input.name,
    url,
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.description ? { description: input.description.slice(0, 5000) } : {}),
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: BRAND },
    offers,
    // Google refuses an AggregateRating without ratings: only when the product has some.
    ...(input.rating && input.rating.count > 0 && input.rating.average > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(input.rating.average * 10) / 10, reviewCount: input.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[], origin: string): BreadcrumbListLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absolute(c.path, origin) })),
  };
}

export function itemListLd(items: ReadonlyArray<{ name: string; path: string }>, origin: string, options: { name?: string; start?: number } = {}): ItemListLd {
  const start = options.start ?? 0;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    ...(options.name ? { name: options.name } : {}),
    numberOfItems: items.length,
    itemListElement: items.map((p, i) => ({ '@type': 'ListItem', position: start + i + 1, url: absolute(p.path, origin), name: p.name })),
  };
}

export function organizationLd(origin: string): OrganizationLd {
  return { '@context': SCHEMA_CONTEXT, '@type': 'Organization', name: ORGANIZATION_NAME, url: absolute('/', origin), logo: absolute('/favicon.svg', origin), sameAs: SOCIAL_PROFILES };
}

/** The home page's WebSite with the sitelinks search box: /{locale}/search?q={search_term_string}. */
export function webSiteLd(locale: string, hreflang: string, origin: string): WebSiteLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: BRAND,
    url: absolute(`/${locale}/`, origin),
    inLanguage: hreflang,
    potentialAction: {
      '@type': 'SearchAction',
      // Built by hand: URL encoding would turn the braces of the template into %7B…%7D.
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(`/${locale}/search`, origin)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Open Graph and Twitter card tags for a page. */
export interface SocialMeta {
  type: 'website' | 'product' | 'article';
  title: string;
  description?: string;
  /** The page's path or URL. */
  url: string;
  image?: string;
  imageAlt?: string;
  locale: string;
}

export interface MetaTag {
  property?: string;
  name?: string;
  content: string;
}

export function socialMetaTags(meta: SocialMeta, origin: string): MetaTag[] {
  const image = meta.image ? absolute(meta.image, origin) : undefined;
  const tags: MetaTag[] = [
    { property: 'og:type', content: meta.type },
    { property: 'og:site_name', content: BRAND },
    { property: 'og:title', content: meta.title },
    { property: 'og:url', content: absolute(meta.url, origin) },
    { property: 'og:locale', content: meta.locale.replace('-', '_') },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.title },
  ];
  if (meta.description) tags.push({ property: 'og:description', content: meta.description }, { name: 'twitter:description', content: meta.description });
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (image && meta.imageAlt) tags.push({ property: 'og:image:alt', content: meta.imageAlt }, { name: 'twitter:image:alt', content: meta.imageAlt });
  return tags;
}
