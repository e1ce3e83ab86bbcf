/**
 * The JSON-LD against Google's Rich Results required properties
 * (developers.google.com/search/docs/appearance/structured-data): Product (name; offers, review
 * or aggregateRating), Offer (price, priceCurrency, availability), AggregateRating (ratingValue,
 * reviewCount or ratingCount), BreadcrumbList (itemListElement with position, name, item),
 * ItemList (itemListElement with position and url), Organization (url, logo), WebSite's
 * sitelinks SearchAction (target with {search_term_string}, query-input).
 */
import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../../blocks/video/model.ts';
import { breadcrumbLd, itemListLd, organizationLd, productLd, socialMetaTags, webSiteLd, type StructuredData } from '../../../src/lib/seo/structured-data.ts';

const ORIGIN = 'https://shop.example';

/** Google's required properties, as a checker: answers the missing or wrong ones. */
function richResultProblems(ld: StructuredData): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => !ok && problems.push(what);
  const absolute = (u: unknown) => typeof u === 'string' && /^https?:\/\//.test(u);
  need(ld['@context'] === 'https://schema.org', '@context');
  const o = ld as unknown as Record<string, unknown>;
  switch (ld['@type']) {
    case 'Product': {
      need(typeof o.name === 'string' && (o.name as string).length > 0, 'name');
      need(!!(o.offers || o.review || o.aggregateRating), 'offers, review or aggregateRating');
      const offer = o.offers as Record<string, unknown> | undefined;
      if (offer?.['@type'] === 'Offer') {
        need(typeof offer.price === 'string' && /^\d+(\.\d+)?$/.test(offer.price as string), 'offers.price');
        need(typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency as string), 'offers.priceCurrency');
        need(typeof offer.availability === 'string' && (offer.availability as string).startsWith('https://schema.org/'), 'offers.availability');
      } else if (offer?.['@type'] === 'AggregateOffer') {
        need(/^\d+(\.\d+)?$/.test(String(offer.lowPrice)), 'offers.lowPrice');
        need(/^[A-Z]{3}$/.test(String(offer.priceCurrency)), 'offers.priceCurrency');
        need(typeof offer.offerCount === 'number' && (offer.offerCount as number) > 0, 'offers.offerCount');
      }
      const rating = o.aggregateRating as Record<string, unknown> | undefined;
      if (rating) {
        need(typeof rating.ratingValue === 'number', 'aggregateRating.ratingValue');
        need(typeof rating.reviewCount === 'number' && (rating.reviewCount as number) > 0, 'aggregateRating.reviewCount');
      }
      break;
    }
    case 'BreadcrumbList': {
      const items = o.itemListElement as Array<Record<string, unknown>>;
      need(Array.isArray(items) && items.length > 0, 'itemListElement');
      items.forEach((it, i) => {
        need(it['@type'] === 'ListItem' && it.position === i + 1, `itemListElement[${i}].position`);
        need(typeof it.name === 'string' && (it.name as string).length > 0, `itemListElement[${i}].name`);
        need(absolute(it.item), `itemListElement[${i}].item`);
      });
      break;
    }
    case 'ItemList': {
      const items = o.itemListElement as Array<Record<string, unknown>>;
      need(Array.isArray(items) && items.length > 0, 'itemListElement');
      items.forEach((it, i) => {
        need(it['@type'] === 'ListItem' && typeof it.position === 'number', `itemListElement[${i}].position`);
        need(absolute(it.url), `itemListElement[${i}].url`);
      });
      break;
    }
    case 'Organization':
      need(absolute(o.url), 'url');
      need(absolute(o.logo), 'logo');
      break;
    case 'WebSite': {
      need(absolute(o.url), 'url');
      const action = o.potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
      need(action?.['@type'] === 'SearchAction', 'potentialAction');
      need(absolute(action?.target?.urlTemplate) && action.target.urlTemplate.includes('{search_term_string}'), 'potentialAction.target');
      need(action?.['query-input'] === 'required name=search_term_string', 'potentialAction.query-input');
      break;
    }
  }
  return problems;
}

const variantInput = {
  name: 'Ridge Boot',
  path: '/en-us/p/ridge-boot-MB0001234',
  currency: 'USD',
  price: { current: 129 },
  inStock: true,
  sku: 'MB0001234-01',
  images: ['/media/boot.jpg'],
};

describe('Product', () => {
  it('meets the rules with an Offer and a rating', () => {
    const ld = productLd({ ...variantInput, rating: { average: 4.26, count: 12 } }, ORIGIN);
    expect(richResultProblems(ld)).toEqual([]);
    expect(ld.offers).toEqual({ '@type': 'Offer', price: '129.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: `${ORIGIN}/en-us/p/ridge-boot-MB0001234` });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(ld.image).toEqual([`${ORIGIN}/media/boot.jpg`]);
  });

  it('has no AggregateRating when the product has no ratings', () => {
    expect(productLd({ ...variantInput, rating: { average: 0, count: 0 } }, ORIGIN).aggregateRating).toBeUndefined();
    expect(productLd({ ...variantInput, rating: null }, ORIGIN).aggregateRating).toBeUndefined();
  });

  it('answers an AggregateOffer for a price range and the availability of the stock', () => {
    const ld = productLd({ ...variantInput, price: { low: 99.5, high: 149, offers: 6 }, inStock: false }, ORIGIN);
    expect(richResultProblems(ld)).toEqual([]);
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '99.50', highPrice: '149.00', offerCount: 6, availability: 'https://schema.org/OutOfStock' });
    expect(productLd({ ...variantInput, price: { low: 80, high: 80, offers: 3 } }, ORIGIN).offers).toMatchObject({ '@type': 'Offer', price: '80.00' });
    expect(productLd({ ...variantInput, presale: true }, ORIGIN).offers.availability).toBe('https://schema.org/PreOrder');
  });

  it('flags a Product that breaks the rules (the checker can fail)', () => {
    const bad = { ...productLd(variantInput, ORIGIN), name: '', offers: { '@type': 'Offer', price: '', priceCurrency: 'usd', availability: 'InStock' } } as unknown as StructuredData;
    expect(richResultProblems(bad)).toEqual(['name', 'offers.price', 'offers.priceCurrency', 'offers.availability']);
  });
});

describe('BreadcrumbList and ItemList', () => {
  it('numbers breadcrumbs from 1 with absolute items', () => {
    const ld = breadcrumbLd([{ name: 'Home', path: '/en-us/' }, { name: 'Boots', path: '/en-us/c/boots-1001' }, { name: 'Ridge Boot', path: variantInput.path }], ORIGIN);
    expect(richResultProblems(ld)).toEqual([]);
    expect(ld.itemListElement[2]).toEqual({ '@type': 'ListItem', position: 3, name: 'Ridge Boot', item: `${ORIGIN}${variantInput.path}` });
  });

  it('positions list items after the page start', () => {
    const ld = itemListLd([{ name: 'A', path: '/en-us/p/a-MB0000001' }, { name: 'B', path: '/en-us/p/b-MB0000002' }], ORIGIN, { name: 'Boots', start: 24 });
    expect(richResultProblems(ld)).toEqual([]);
    expect(ld.itemListElement.map((i) => i.position)).toEqual([25, 26]);
    expect(ld.numberOfItems).toBe(2);
  });
});

describe('Organization and WebSite', () => {
  it('meet the rules, with the sitelinks search box on the locale’s search page', () => {
    const site = webSiteLd('fr-fr', 'fr-FR', ORIGIN);
    expect(richResultProblems(organizationLd(ORIGIN))).toEqual([]);
    expect(richResultProblems(site)).toEqual([]);
    expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/fr-fr/search?q={search_term_string}`);
  });
});

describe('escaping', () => {
  it('keeps catalogue text from closing the script element', () => {
    const text = jsonForScript(productLd({ ...variantInput, name: '</script><script>alert(1)</script> & <!--' }, ORIGIN));
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script> & <!--');
  });
});

describe('social tags', () => {
  it('answers Open Graph and Twitter card tags with absolute URLs', () => {
    const tags = socialMetaTags({ type: 'product', title: 'Ridge Boot', description: 'Warm', url: variantInput.path, image: '/media/boot.jpg', locale: 'en-US' }, ORIGIN);
    const get = (key: string) => tags.find((t) => t.property === key || t.name === key)?.content;
    expect(get('og:type')).toBe('product');
    expect(get('og:url')).toBe(`${ORIGIN}${variantInput.path}`);
    expect(get('og:image')).toBe(`${ORIGIN}/media/boot.jpg`);
    expect(get('og:locale')).toBe('en_US');
    expect(get('twitter:card')).toBe('summary_large_image');
    expect(get('twitter:description')).toBe('Warm');
    expect(socialMetaTags({ type: 'website', title: 'Home', url: '/', locale: 'en-US' }, ORIGIN).find((t) => t.name === 'twitter:card')?.content).toBe('summary');
  });
});
