import { describe, expect, it } from 'vitest';
import { categoryPath, parseCategorySegment, parseProductSegment, productPath, slugify } from '../../src/lib/site/routes.ts';

describe('product ids (8 to 11 uppercase alphanumerics, two letters first)', () => {
  it.each(['TB123456', 'NF0A5JZ1', 'TB12345678A', 'ABCDEFGH'])('accepts %s', (id) => {
    expect(parseProductSegment(`trail-boot-${id}`)).toEqual({ slug: 'trail-boot', id });
  });
  it.each(['TB12345', 'TB1234567890', 'tb123456', '1B123456', 'T1234567', ''])('refuses %s', (id) => {
    expect(parseProductSegment(`trail-boot-${id}`)).toBeNull();
  });
  it('refuses a segment with no slug', () => {
    expect(parseProductSegment('TB123456')).toBeNull();
  });
});

describe('category ids (4 to 10 digits)', () => {
  it.each(['1000', '300500', '1234567890'])('accepts %s', (id) => {
    expect(parseCategorySegment(`gear-${id}`)).toEqual({ slug: 'gear', id });
  });
  it.each(['123', '12345678901', '12a4'])('refuses %s', (id) => {
    expect(parseCategorySegment(`gear-${id}`)).toBeNull();
  });
  it('keeps hyphens inside the slug', () => {
    expect(parseCategorySegment('mens-hiking-boots-1001')).toEqual({ slug: 'mens-hiking-boots', id: '1001' });
  });
});

describe('paths', () => {
  it('builds category and product paths', () => {
    expect(categoryPath('en-us', { slug: 'gear', id: '3000' })).toBe('/en-us/c/gear-3000');
    expect(productPath('fr-fr', { slug: 'ridge-boot', id: 'TB123456' })).toBe('/fr-fr/p/ridge-boot-TB123456');
  });
  it('slugifies names with accents and ampersands', () => {
    expect(slugify('Fleece & Midlayers')).toBe('fleece-and-midlayers');
    expect(slugify('Veste Légère')).toBe('veste-legere');
  });
});
