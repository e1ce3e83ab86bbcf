/**
 * Real-user metrics (issue 15, src/lib/analytics/web-vitals.ts): web-vitals' LCP, INP and CLS as
 * `web_vital` data-layer events, pushed only with performance consent (C0002).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toWebVitalEvent } from '../../../src/lib/analytics/web-vitals.ts';

const metric = (name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', value: number, delta = value) => ({ name, value, delta, rating: 'good' as const, id: `v5-${name}-1`, navigationType: 'navigate' as const });

describe('a web-vitals metric as a data-layer event', () => {
  it('reports LCP and INP in whole milliseconds', () => {
    expect(toWebVitalEvent(metric('LCP', 1234.56))).toEqual({ event: 'web_vital', metricName: 'LCP', metricValue: 1235, metricDelta: 1235, metricRating: 'good', metricId: 'v5-LCP-1', navigationType: 'navigate' });
    expect(toWebVitalEvent({ ...metric('INP', 208, 48.4), rating: 'needs-improvement' })).toMatchObject({ metricName: 'INP', metricValue: 208, metricDelta: 48, metricRating: 'needs-improvement' });
  });

  it('reports CLS unitless, to four decimals, and zero as zero', () => {
    expect(toWebVitalEvent(metric('CLS', 0.123456, 0.00004))).toMatchObject({ metricName: 'CLS', metricValue: 0.1235, metricDelta: 0 });
    expect(toWebVitalEvent(metric('CLS', 0))).toMatchObject({ metricName: 'CLS', metricValue: 0 });
  });

  it('keeps the navigation type (a back/forward-cache restore is its own report)', () => {
    expect(toWebVitalEvent({ ...metric('LCP', 900), navigationType: 'back-forward-cache', id: 'v5-2' })).toMatchObject({ navigationType: 'back-forward-cache', metricId: 'v5-2' });
  });

  it('leaves out the metrics it does not report and values that are not numbers', () => {
    expect(toWebVitalEvent(metric('FCP', 800))).toBeNull();
    expect(toWebVitalEvent(metric('TTFB', 80))).toBeNull();
    expect(toWebVitalEvent(metric('LCP', Number.NaN))).toBeNull();
  });
});

describe('reporting to the data layer', () => {
  /** A browser just big enough for the consent store (as tests/unit/consent.test.ts). */
  function browser(region: 'EMEA' | 'NORA', cookie = '') {
    const root = { dataset: { region } };
    vi.stubGlobal('document', { cookie, querySelector: (selector: string) => (selector === '[data-consent]' ? root : null) });
    vi.stubGlobal('location', { search: '', protocol: 'https:' });
    vi.stubGlobal('window', globalThis);
    delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
  }
  const layer = () => (globalThis as { dataLayer?: unknown[] }).dataLayer;
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('pushes nothing without performance consent', async () => {
    browser('EMEA', 'cairn_consent=v1.C0001.1700000000');
    const { reportWebVital } = await import('../../../src/lib/analytics/web-vitals.ts');
    expect(reportWebVital(metric('LCP', 1000))).toBe(false);
    expect(layer()).toBeUndefined();
  });

  it('pushes with performance consent, and stops when it is withdrawn', async () => {
    browser('EMEA', 'cairn_consent=v1.C0001-C0002.1700000000');
    const { reportWebVital } = await import('../../../src/lib/analytics/web-vitals.ts');
    const { hasConsent, saveConsentChoice } = await import('../../../src/lib/consent/consent.client.ts');
    expect(hasConsent('C0002')).toBe(true);
    expect(reportWebVital(metric('CLS', 0.002))).toBe(true);
    expect(layer()).toEqual([expect.objectContaining({ event: 'web_vital', metricName: 'CLS', metricValue: 0.002 })]);

    saveConsentChoice([]);
    expect(hasConsent('C0002')).toBe(false);
    expect(reportWebVital(metric('INP', 40))).toBe(false);
    expect(layer()).toHaveLength(1);
  });

  it('pushes outside EMEA, where every category counts as granted', async () => {
    browser('NORA');
    const { reportWebVital } = await import('../../../src/lib/analytics/web-vitals.ts');
    expect(reportWebVital(metric('INP', 64))).toBe(true);
    expect(layer()).toEqual([expect.objectContaining({ metricName: 'INP', metricValue: 64 })]);
  });
});
