import { describe, expect, it } from 'vitest';
import { cartRedirectTarget } from '../../../src/lib/cart/route.ts';

describe('/cart redirect target', () => {
  const here = new URL('https://shop.test/cart');
  it("goes to the Referer's locale when it is ours", () => {
    expect(cartRedirectTarget(here, 'https://shop.test/fr-fr/p/boot-FWINSTOCK1')).toBe('/fr-fr/cart');
  });
  it('falls back to the default locale (no Referer, another origin, no locale)', () => {
    expect(cartRedirectTarget(here, null)).toBe('/en-us/cart');
    expect(cartRedirectTarget(here, 'https://elsewhere.test/de-de/')).toBe('/en-us/cart');
    expect(cartRedirectTarget(here, 'https://shop.test/xx-yy/')).toBe('/en-us/cart');
    expect(cartRedirectTarget(here, 'not a url')).toBe('/en-us/cart');
  });
  it('keeps the kept query params only', () => {
    expect(cartRedirectTarget(new URL('https://shop.test/cart?preview=true&utm_source=x&enrollment_marketing_source=mail'), null)).toBe('/en-us/cart?preview=true&enrollment_marketing_source=mail');
  });
});
