/** docs/requirements/catalogue.md#kept-query-parameters: siteId, cms, preview and enrollment_marketing_source survive navigation. */
import { describe, expect, it } from 'vitest';
import { KEPT_QUERY_PARAMS, isExternalHref, withKeptQuery } from '../../src/lib/site/kept-query.ts';

const current = new URL('https://shop.cairn.example/en-us?preview=true&cms=draft&siteId=CAIRN_EN_US&enrollment_marketing_source=email&utm_source=x&q=boots');

describe('withKeptQuery', () => {
  it('keeps exactly the four spec params', () => {
    expect([...KEPT_QUERY_PARAMS]).toEqual(['siteId', 'cms', 'preview', 'enrollment_marketing_source']);
  });

  it('adds them to a root-relative link, and nothing else', () => {
    expect(withKeptQuery('/en-us/c/tents-3002', current)).toBe(
      '/en-us/c/tents-3002?siteId=CAIRN_EN_US&cms=draft&preview=true&enrollment_marketing_source=email',
    );
  });

  it('keeps the link\'s own query and hash, and its own value wins', () => {
    expect(withKeptQuery('/en-us/search?q=tent&preview=false#results', current)).toBe(
      '/en-us/search?q=tent&preview=false&siteId=CAIRN_EN_US&cms=draft&enrollment_marketing_source=email#results',
    );
  });

  it('handles same-origin absolute links and keeps them absolute', () => {
    expect(withKeptQuery('https://shop.cairn.example/en-us/loyalty', new URL('https://shop.cairn.example/?cms=1'))).toBe(
      'https://shop.cairn.example/en-us/loyalty?cms=1',
    );
  });

  it.each([
    'https://www.instagram.com/cairn',
    '//evil.example/path',
    '/\\evil.example/path',
    '#sizes',
    'mailto:help@cairn.example',
    'tel:+18005550100',
    'relative/path',
    'javascript:alert(1)',
  ])('leaves %s unchanged', (href) => {
    expect(withKeptQuery(href, current)).toBe(href);
  });

  it('returns the href untouched when the current URL has none of the params', () => {
    expect(withKeptQuery('/en-us/cart', new URL('https://shop.cairn.example/en-us?utm_source=x'))).toBe('/en-us/cart');
  });

  it('keeps an empty value (preview= is still a param)', () => {
    expect(withKeptQuery('/a', new URL('https://s.example/?preview='))).toBe('/a?preview=');
  });
});

describe('isExternalHref', () => {
  it('tells off-site links from internal ones', () => {
    expect(isExternalHref('https://www.youtube.com/@cairn', current)).toBe(true);
    expect(isExternalHref('//evil.example', current)).toBe(true);
    expect(isExternalHref('/en-us/privacy', current)).toBe(false);
    expect(isExternalHref('https://shop.cairn.example/en-us', current)).toBe(false);
  });
});
