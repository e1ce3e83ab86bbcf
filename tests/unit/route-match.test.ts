import { describe, expect, it } from 'vitest';
import { isCurrentRoute } from '../../src/lib/site/route-match.ts';

const here = new URL('https://shop.example/en-us/c/mens-jackets-2001?color=red&size=m#reviews');

describe('isCurrentRoute', () => {
  it('matches the same path and query, in any order', () => {
    expect(isCurrentRoute('/en-us/c/mens-jackets-2001?color=red&size=m', here)).toBe(true);
    expect(isCurrentRoute('/en-us/c/mens-jackets-2001?size=m&color=red', here)).toBe(true);
  });

  it('ignores the hash and a trailing slash', () => {
    expect(isCurrentRoute('/en-us/c/mens-jackets-2001/?size=m&color=red#top', here)).toBe(true);
  });

  it('accepts an absolute URL on the same origin', () => {
    expect(isCurrentRoute('https://shop.example/en-us/c/mens-jackets-2001?color=red&size=m', here)).toBe(true);
  });

  it('does not match when the query differs', () => {
    expect(isCurrentRoute('/en-us/c/mens-jackets-2001', here)).toBe(false);
    expect(isCurrentRoute('/en-us/c/mens-jackets-2001?color=red', here)).toBe(false);
    expect(isCurrentRoute('/en-us/c/mens-jackets-2001?color=blue&size=m', here)).toBe(false);
    expect(isCurrentRoute('/en-us/c/mens-jackets-2001?color=red&size=m&sort=new', here)).toBe(false);
  });

  it('keeps repeated keys apart', () => {
    const multi = new URL('https://shop.example/en-us/search?tag=a&tag=b');
    expect(isCurrentRoute('/en-us/search?tag=b&tag=a', multi)).toBe(true);
    expect(isCurrentRoute('/en-us/search?tag=a', multi)).toBe(false);
    expect(isCurrentRoute('/en-us/search?tag=a&tag=a', multi)).toBe(false);
  });

  it('does not match another path, another origin, or a bare anchor', () => {
    expect(isCurrentRoute('/en-us/c/womens-jackets-2002?color=red&size=m', here)).toBe(false);
    expect(isCurrentRoute('https://other.example/en-us/c/mens-jackets-2001?color=red&size=m', here)).toBe(false);
    expect(isCurrentRoute('#reviews', here)).toBe(false);
    expect(isCurrentRoute('', here)).toBe(false);
  });

  it('leaves ignored params out of both sides', () => {
    const preview = new URL('https://shop.example/en-us/sale?preview=true&siteId=CAIRN_EN_US');
    expect(isCurrentRoute('/en-us/sale', preview)).toBe(false);
    expect(isCurrentRoute('/en-us/sale', preview, ['preview', 'siteId'])).toBe(true);
    expect(isCurrentRoute('/en-us/sale?preview=false', preview, ['preview', 'siteId'])).toBe(true);
  });

  it('compares encoded and decoded spellings as equal', () => {
    const spaced = new URL('https://shop.example/en-us/search?q=rain%20jacket');
    expect(isCurrentRoute('/en-us/search?q=rain+jacket', spaced)).toBe(true);
  });
});
