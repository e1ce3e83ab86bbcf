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
    const cases: ReadonlyArray<readonly [from: string, to: string]> = [
      ['/en-us/search?q=rain%20jacket&utm_source=mail&page=2&gclid=abc', '/en-us/search?q=rain%20jacket&page=2'],
      ['/en-us/?utm_source=x&utm_medium=y', '/en-us/'],
      ['/en-us/?siteId=CAIRN_EN_US&UTM_SOURCE=x', '/en-us/?siteId=CAIRN_EN_US'],
      ['/en-us/?utm%5Fsource=x&q=a+b', '/en-us/?q=a+b'],
      ['/en-us/c/boots-1001?color=red', '/en-us/c/boots-1001?color=red'],
      ['/en-us/c/boots-1001', '/en-us/c/boots-1001'],
      // Without a tracking parameter, nothing changes, not even an empty pair.
      ['/en-us/c/boots-1001?color=red&&size=9', '/en-us/c/boots-1001?color=red&&size=9'],
      ['/en-us/?utm_source=x&', '/en-us/'],
      // A malformed escape is not a tracking parameter's name: kept as it came.
      ['/en-us/?q=%E0%A4%A&utm_source=x', '/en-us/?q=%E0%A4%A'],
    ];
    for (const [from, to] of cases) expect(withoutTrackingParams(from), from).toBe(to);
  });

  it('are the list Varnish drops in the production stack', () => {
    const vcl = readFileSync(new URL('../../../deploy/varnish/default.vcl', import.meta.url), 'utf8');
    const alternation = /if \(req\.url ~ "\(\?i\)\[\?&\]\(([^)]+)\)/.exec(vcl)?.[1];
    expect(alternation).toBeTruthy();
    const names = alternation!.split('|').map((name) => (name === 'utm_[^=&#]*' ? 'utm_*' : name));
    expect(names.sort()).toEqual([...TRACKING_PARAMS].sort());
  });
});
