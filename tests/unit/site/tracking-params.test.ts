/**
 * Tracking parameters leave the URL before the app sees it (src/lib/site/tracking-params.ts,
 * src/server/main.ts), by the same list as Varnish's (deploy/varnish/default.vcl).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isTrackingParam, TRACKING_PARAMS, withoutTrackingParams } from '../../../src/lib/site/tracking-params.ts';

describe('tracking parameters', () => {
  it('are an ad click’s and a newsletter’s, in any case, and not the page’s own', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'utm_', 'gclid', 'FBCLID', 'msclkid', '_ga', '__s']) expect(isTrackingParam(name), name).toBe(true);
    for (const name of ['q', 'page', 'sort', 'ref', 'siteId', 'enrollment_marketing_source', 'utm', 'gclid2', 'cms']) expect(isTrackingParam(name), name).toBe(false);
  });

  it('leave the URL; the others keep their bytes and order', () => {
    expect(withoutTrackingParams('/en-us/search?q=rain%20jacket&utm_source=mail&page=2&gclid=abc')).toBe('/en-us/search?q=rain%20jacket&page=2');
    expect(withoutTrackingParams('/en-us/?utm_source=x&utm_medium=y')).toBe('/en-us/');
    expect(withoutTrackingParams('/en-us/?siteId=CAIRN_EN_US&UTM_SOURCE=x')).toBe('/en-us/?siteId=CAIRN_EN_US');
    expect(withoutTrackingParams('/en-us/?utm%5Fsource=x&q=a+b')).toBe('/en-us/?q=a+b');
    expect(withoutTrackingParams('/en-us/c/boots-1001?color=red')).toBe('/en-us/c/boots-1001?color=red');
    expect(withoutTrackingParams('/en-us/c/boots-1001')).toBe('/en-us/c/boots-1001');
    // A malformed escape is not a tracking parameter's name: kept as it came.
    expect(withoutTrackingParams('/en-us/?q=%E0%A4%A&utm_source=x')).toBe('/en-us/?q=%E0%A4%A');
  });

  it('are the list Varnish drops in the production stack', () => {
    const vcl = readFileSync(new URL('../../../deploy/varnish/default.vcl', import.meta.url), 'utf8');
    const alternation = /if \(req\.url ~ "\(\?i\)\[\?&\]\(([^)]+)\)/.exec(vcl)?.[1];
    expect(alternation).toBeTruthy();
    const names = alternation!.split('|').map((name) => (name === 'utm_[^=&#]*' ? 'utm_*' : name));
    expect(names.sort()).toEqual([...TRACKING_PARAMS].sort());
  });
});
