import { describe, expect, it } from 'vitest';
import { paginationItems, parsePage, DEFAULT_PAGE, PAGE_SIBLINGS } from '../../src/lib/catalogue/pagination.ts';
import { discountLabel, formatMoney, percentOff } from '../../src/lib/catalogue/price.ts';
import { normaliseSelection, optionInStock, selectedVariant, stockStatus, isSelectionComplete } from '../../src/lib/catalogue/variants.ts';
import type { Product } from '../../schemas/api/product.ts';

describe('pagination (default page 1, 2 siblings)', () => {
  it('uses the spec constants', () => {
    expect(DEFAULT_PAGE).toBe(1);
    expect(PAGE_SIBLINGS).toBe(2);
  });
  it('shows all pages when few', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows two siblings and gaps', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });
  it('fills a single-page gap with the page itself', () => {
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });
  it('has nothing for zero pages and one item for one page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });
  it('reads a page number from the query, defaulting bad input to page 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', 'abc', '1e3', '999999']) expect(parsePage(bad)).toBe(1);
  });
});

describe('price labels', () => {
  it("labels a zero price 'Free Gift'", () => expect(discountLabel(0, 40)).toBe('Free Gift'));
  it("labels a price below the original 'Marked Down'", () => expect(discountLabel(30, 40)).toBe('Marked Down'));
  it('has no label at full price', () => expect(discountLabel(40, 40)).toBeNull());
  it('shows CAD as a code and others as a symbol', () => {
    expect(formatMoney(10, 'CAD', 'en-CA')).toContain('CAD');
    expect(formatMoney(10, 'USD', 'en-US')).toBe('$10.00');
    expect(formatMoney(10, 'EUR', 'de-DE')).toContain('€');
  });
  it('rounds percent off to one decimal', () => expect(percentOff(66.66, 99.99)).toBe(33.3));
});

const boot: Product = {
  id: 'TB123456',
  name: 'Ridge Boot',
  slug: 'ridge-boot',
  description: '',
  details: [],
  presale: false,
  isRobisOnly: false,
  currency: 'USD',
  price: { currency: 'USD', lowOriginal: 100, highOriginal: 100, lowCurrent: 80, highCurrent: 100 },
  attributes: [
    { type: 'color', label: 'Colour', options: [{ value: 'moss', label: 'Moss', available: true }, { value: 'ember', label: 'Ember', available: true }] },
    { type: 'size', label: 'Size', options: [{ value: '9', label: '9', available: true }, { value: '10', label: '10', available: true }] },
  ],
  variants: [
    { id: 'v1', upc: '000000000001', attributes: { color: 'moss', size: '9' }, price: { original: 100, current: 80 }, stock: { quantity: 3 }, notifyMe: false },
    { id: 'v2', upc: '000000000002', attributes: { color: 'moss', size: '10' }, price: { original: 100, current: 80 }, stock: { quantity: 0 }, notifyMe: true },
    { id: 'v3', upc: '000000000003', attributes: { color: 'ember', size: '9' }, price: { original: 100, current: 100 }, stock: { quantity: 0 }, notifyMe: false },
    { id: 'v4', upc: '000000000004', attributes: { color: 'ember', size: '10' }, price: { original: 100, current: 100 }, stock: { quantity: 1 }, notifyMe: false },
  ],
  images: [],
};

describe('variant selection and stock', () => {
  it('picks the first colour and drops unknown values', () => {
    expect(normaliseSelection(boot, { color: 'nope', size: '42' })).toEqual({ color: 'moss' });
  });
  it('is complete only when every non-colour attribute is chosen', () => {
    expect(isSelectionComplete(boot, { color: 'moss' })).toBe(false);
    expect(isSelectionComplete(boot, { size: '9' })).toBe(true);
  });
  it('finds the variant and its stock status (InStock when quantity above 0)', () => {
    expect(selectedVariant(boot, { color: 'moss', size: '9' })?.id).toBe('v1');
    expect(stockStatus(boot, boot.variants[0]!)).toBe('InStock');
    expect(stockStatus(boot, boot.variants[1]!)).toBe('OutOfStock');
  });
  it('counts a digital product as in stock', () => {
    expect(stockStatus({ productType: 'digital' }, boot.variants[1]!)).toBe('InStock');
  });
  it('judges a size within the chosen colour', () => {
    const size = boot.attributes[1]!;
    expect(optionInStock(boot, { color: 'moss' }, size, '9')).toBe(true);
    expect(optionInStock(boot, { color: 'moss' }, size, '10')).toBe(false);
    expect(optionInStock(boot, { color: 'ember' }, size, '10')).toBe(true);
  });
});
