import { describe, expect, it } from 'vitest';
import { categorySegments, detectPageType } from '../../src/lib/site/page-type.ts';

describe('page-type detection (docs/requirements/catalogue.md#page-types)', () => {
  it.each([
    ['/en-us/p/trail-boot-TB1234567', 'product detail'],
    ['/en-us/c/mens-jackets-2001', 'product listing'],
    ['/cart', 'cart'],
    ['/en-gb/cart', 'cart'],
    ['/account', 'account'],
    ['/account/orders', 'account'],
    ['/en-us/search', 'search'],
    ['/en-us/searchhub', 'search'],
    ['/en-us', 'Home'],
    ['/fr-fr/', 'Home'],
    ['/order-confirmation', 'order confirmation'],
    ['/checkout', 'checkout'],
    ['/en-us/about-us', 'Other'],
    ['/', 'Other'],
  ])('%s is %s', (path, type) => {
    expect(detectPageType(path)).toBe(type);
  });

  it("types a page whose meta description says 'Page is not available' as Error", () => {
    expect(detectPageType('/en-us/p/gone-TB1234567', 'Page is not available')).toBe('Error');
    expect(detectPageType('/en-us/p/gone-TB1234567', 'A fine boot')).toBe('product detail');
  });

  it('reads category segments after the third, without trailing numeric suffixes', () => {
    expect(categorySegments('/en-us/c/mens-jackets-2001')).toEqual(['mens-jackets']);
    expect(categorySegments('/en-us/c/apparel-2000/mens-jackets-2001')).toEqual(['apparel', 'mens-jackets']);
    expect(categorySegments('/en-us/c/')).toEqual([]);
  });
});
