import { describe, expect, it } from 'vitest';
import {
  carriedFields,
  clearAll,
  clearFacet,
  FACET_DISPLAY_LIMITS,
  gatewayFilters,
  listingHref,
  listingQuery,
  MAX_VALUES_PER_FACET,
  overflowClasses,
  priceBucketLabel,
  readListingState,
  safeSwatch,
  seeMoreClasses,
  toggleValue,
  withSort,
  type ListingState,
} from '../../../src/lib/catalogue/facets.ts';
import { facetPanel, type AnswerFacet } from '../../../src/lib/catalogue/facets-view.ts';

const read = (qs: string, withQuery = false) => readListingState(new URLSearchParams(qs), { withQuery });

describe('the listing state in the URL', () => {
  it('reads filters, sort and page, and leaves out what is not a facet', () => {
    const state = read('color=moss&color=black&size=M&price=50-100&ref=mail&utm_source=x&sort=price-asc&page=3');
    expect(state).toEqual({ q: '', filters: { color: ['black', 'moss'], size: ['M'], price: ['50-100'] }, sort: 'price-asc', page: 3 });
  });

  it('drops malformed values: unknown sorts, bad pages, separators, duplicates, too many', () => {
    const many = Array.from({ length: 30 }, (_, i) => `color=c${String(i).padStart(2, '0')}`).join('&');
    const state = read(`${many}&color=c00&size=a,b&size=x:y&sort=cheapest&page=-2`);
    expect(state.filters.color).toHaveLength(MAX_VALUES_PER_FACET);
    expect(state.filters.size).toBeUndefined();
    expect(state.sort).toBe('featured');
    expect(state.page).toBe(1);
  });

  it('reads the words only on search pages, trimmed and capped', () => {
    expect(read('q=%20%20rain%20%20jacket%20').q).toBe('');
    expect(read('q=%20%20rain%20%20jacket%20', true).q).toBe('rain jacket');
    expect(readListingState(new URLSearchParams(`q=${'a'.repeat(300)}`), { withQuery: true, maxQuery: 200 }).q).toHaveLength(200);
  });

  it('writes one canonical query whatever order the URL had', () => {
    const a = read('size=M&color=moss&color=black&page=2&sort=newest');
    const b = read('sort=newest&page=2&color=black&size=M&color=moss');
    expect(listingQuery(a)).toBe('color=black&color=moss&size=M&sort=newest&page=2');
    expect(listingQuery(b)).toBe(listingQuery(a));
  });

  it('leaves defaults out of links', () => {
    expect(listingHref('/en-us/c/footwear-1000', read(''))).toBe('/en-us/c/footwear-1000');
    expect(listingHref('/en-us/search', read('q=boot&sort=featured&page=1', true))).toBe('/en-us/search?q=boot');
  });

  it('round-trips: the URL written reads back as the same state', () => {
    const state: ListingState = { q: 'trail boot', filters: { color: ['summit-red'], price: ['300+'], category: ['1001'] }, sort: 'price-desc', page: 2 };
    expect(readListingState(new URLSearchParams(listingQuery(state)), { withQuery: true })).toEqual(state);
  });

  it("builds the gateway's filters= value", () => {
    expect(gatewayFilters({ size: ['M'], color: ['black', 'moss'], price: ['50-100'] })).toBe('color:black,color:moss,size:M,price:50-100');
    expect(gatewayFilters({})).toBe('');
  });
});

describe('changing the state', () => {
  const state = read('q=jacket&color=black&size=M&sort=price-asc&page=4', true);

  it('switches a value on and off, back to page 1', () => {
    const on = toggleValue(state, 'color', 'moss');
    expect(on.filters.color).toEqual(['black', 'moss']);
    expect(on.page).toBe(1);
    const off = toggleValue(on, 'color', 'black');
    expect(off.filters.color).toEqual(['moss']);
    expect(toggleValue(off, 'color', 'moss').filters.color).toBeUndefined();
  });

  it('clears one facet or every filter, keeping the words and the sort', () => {
    expect(clearFacet(state, 'color').filters).toEqual({ size: ['M'] });
    const none = clearAll(state);
    expect(none).toEqual({ q: 'jacket', filters: {}, sort: 'price-asc', page: 1 });
  });

  it('a new sort starts at page 1', () => {
    expect(withSort(state, 'newest')).toMatchObject({ sort: 'newest', page: 1 });
  });

  it('the sort form carries the words and the filters', () => {
    expect(carriedFields(state)).toEqual([
      ['q', 'jacket'],
      ['color', 'black'],
      ['size', 'M'],
    ]);
  });
});

describe('facet display limits (docs/requirements/catalogue.md#listings-and-search: sm 4, md 10, lg 20)', () => {
  it('uses the spec limits', () => {
    expect(FACET_DISPLAY_LIMITS).toEqual({ sm: 4, md: 10, lg: 20 });
  });

  it('hides values past each limit, and shows see-more where something is hidden', () => {
    expect(overflowClasses(3)).toBe('');
    expect(overflowClasses(4)).toBe('fx-sm');
    expect(overflowClasses(10)).toBe('fx-sm fx-md');
    expect(overflowClasses(20)).toBe('fx-sm fx-md fx-lg');
    expect(seeMoreClasses(4)).toBe('');
    expect(seeMoreClasses(5)).toBe('fm-sm');
    expect(seeMoreClasses(16)).toBe('fm-sm fm-md');
    expect(seeMoreClasses(21)).toBe('fm-sm fm-md fm-lg');
  });
});

describe('labels', () => {
  const money = (n: number) => `$${n}`;
  it('names price buckets in the site money', () => {
    expect(priceBucketLabel('50-100', money)).toBe('$50 – $100');
    expect(priceBucketLabel('300+', money)).toBe('$300+');
    expect(priceBucketLabel('cheap', money)).toBeNull();
  });

  it('accepts only hex swatches in a style attribute', () => {
    expect(safeSwatch('#56643a')).toBe('#56643a');
    expect(safeSwatch('#fff')).toBe('#fff');
    expect(safeSwatch('red; background: url(x)')).toBeNull();
    expect(safeSwatch(undefined)).toBeNull();
  });
});

describe('the facet panel', () => {
  const answer: AnswerFacet[] = [
    { id: 'color', label: 'Color', values: Array.from({ length: 6 }, (_, i) => ({ value: `c${i}`, label: `Colour ${i}`, count: 10 - i, swatch: '#000000' })) },
    { id: 'size', label: 'Size', values: [{ value: 'M', label: 'M', count: 3 }, { value: 'L', label: 'L', count: 2 }] },
    { id: 'price', label: 'Price', values: [{ value: '0-50', label: '$0 - $50', count: 1 }, { value: '300+', label: '$300+', count: 2 }] },
    // A category page's own category: one value, narrows nothing.
    { id: 'category', label: 'Category', values: [{ value: '2001', label: "Men's Jackets", count: 5 }] },
    // Not a facet the URL can filter by.
    { id: 'brand', label: 'Brand', values: [{ value: 'a', label: 'A', count: 1 }, { value: 'b', label: 'B', count: 1 }] },
  ];
  const options = { path: '/en-us/c/apparel-2000', titles: { color: 'Couleur' }, money: (n: number) => `${n} €` };

  it('shows the facets that narrow, with counts, swatches, links and see-more', () => {
    const view = facetPanel(answer, read('size=M&page=2'), options);
    expect(view.facets.map((f) => f.id)).toEqual(['color', 'size', 'price']);
    const color = view.facets[0]!;
    expect(color.title).toBe('Couleur');
    expect(color.values[0]).toMatchObject({ value: 'c0', label: 'Colour 0', count: 10, swatch: '#000000', chosen: false, href: '/en-us/c/apparel-2000?color=c0&size=M', overflow: '' });
    expect(color.values[4]!.overflow).toBe('fx-sm');
    expect(color.more).toBe('fm-sm');
    const size = view.facets[1]!;
    expect(size.title).toBe('Size');
    expect(size.values.find((v) => v.value === 'M')).toMatchObject({ chosen: true, href: '/en-us/c/apparel-2000' });
    expect(size.clearHref).toBe('/en-us/c/apparel-2000');
    expect(view.facets[2]!.values.map((v) => v.label)).toEqual(['0 € – 50 €', '300 €+']);
  });

  it('shows a chip per chosen value, and keeps a chosen value the answer no longer lists', () => {
    const view = facetPanel(answer, read('color=c1&color=gone&price=300%2B'), options);
    expect(view.chips.map((c) => [c.label, c.href])).toEqual([
      ['Colour 1', '/en-us/c/apparel-2000?color=gone&price=300%2B'],
      ['gone', '/en-us/c/apparel-2000?color=c1&price=300%2B'],
      ['300 €+', '/en-us/c/apparel-2000?color=c1&color=gone'],
    ]);
    expect(view.facets[0]!.values.find((v) => v.value === 'gone')).toMatchObject({ count: 0, chosen: true });
    expect(view.clearAllHref).toBe('/en-us/c/apparel-2000');
  });
});
