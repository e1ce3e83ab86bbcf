/**
 * The bench's Lighthouse section (tests/bench/lighthouse.ts): which of the runs is reported, what a
 * result's figures are, and the misses against issue 15's goals.
 */
import { describe, expect, it } from 'vitest';
import { checkGoals, lighthouseTable, medianRun, summarizeLhr, type LhrLike, type LighthousePage } from '../../bench/lighthouse.ts';

describe('the median run', () => {
  it('is the run with the middle score, reported whole (not a mix of per-metric medians)', () => {
    const runs = [
      { score: 0.84, lcpMs: 4100, tag: 'slow' },
      { score: 0.98, lcpMs: 1900, tag: 'fast' },
      { score: 0.97, lcpMs: 2200, tag: 'middle' },
    ];
    expect(medianRun(runs)?.tag).toBe('middle');
  });

  it('breaks a tie in score by LCP, and takes the lower middle of an even count', () => {
    const tied = [
      { score: 0.99, lcpMs: 900, tag: 'a' },
      { score: 0.99, lcpMs: 1500, tag: 'b' },
      { score: 0.99, lcpMs: 1100, tag: 'c' },
    ];
    expect(medianRun(tied)?.tag).toBe('c');
    expect(medianRun([{ score: 0.9, lcpMs: 1 }, { score: 1, lcpMs: 1 }])?.score).toBe(0.9);
    expect(medianRun([])).toBeNull();
  });
});

describe('the goals of issue 15', () => {
  it('hold a public page to 1.0 with LCP ≤ 1.2 s, TBT ≤ 50 ms and CLS ≤ 0.01', () => {
    expect(checkGoals('public', { score: 1, lcpMs: 1200, tbtMs: 50, cls: 0.01 })).toEqual({ met: true, misses: [] });
    expect(checkGoals('public', { score: 0.995, lcpMs: 800, tbtMs: 0, cls: 0 }).met).toBe(true);
    expect(checkGoals('public', { score: 0.91, lcpMs: 3040, tbtMs: 60, cls: 0.079 }).misses).toEqual(['score 0.91 < 0.995', 'LCP 3.04 s > 1.2 s', 'TBT 60 ms > 50 ms', 'CLS 0.079 > 0.01']);
  });

  it('hold the cart, checkout and account to 0.95 and CLS ≤ 0.01, whatever their LCP', () => {
    expect(checkGoals('private', { score: 0.95, lcpMs: 4700, tbtMs: 200, cls: 0 })).toEqual({ met: true, misses: [] });
    expect(checkGoals('private', { score: 0.79, lcpMs: 4700, tbtMs: 0, cls: 0.079 }).misses).toEqual(['score 0.79 < 0.95', 'CLS 0.079 > 0.01']);
    expect(checkGoals('private', null)).toEqual({ met: false, misses: ['not measured'] });
  });
});

describe("the machine's floor", () => {
  const run = { score: 0.99, fcpMs: 760, lcpMs: 760, tbtMs: 43, cls: 0, speedIndexMs: 760, transfer: { total: 700, script: 0, stylesheet: 0, document: 500, requests: 2 }, findings: [], finalUrl: '', warnings: [], shifts: [] };
  const row = (kind: LighthousePage['kind']): LighthousePage => ({ page: kind === 'floor' ? 'floor' : 'home', path: '/x', kind, median: run, runs: [], goal: checkGoals(kind, run), problems: [] });

  it("is compared with the public goals, and its misses are named as the machine's, not as a page's miss", () => {
    expect(checkGoals('floor', run)).toEqual(checkGoals('public', run));
    const table = lighthouseTable([row('floor'), row('public')]);
    const [floorLine, homeLine] = table.split('\n').slice(2);
    expect(floorLine).toContain("the machine's floor, which misses: score 0.99 < 0.995");
    expect(floorLine).not.toContain('MISS');
    expect(homeLine).toContain('MISS: score 0.99 < 0.995');
    expect(lighthouseTable([{ ...row('floor'), goal: checkGoals('floor', { ...run, score: 1, tbtMs: 0 }) }])).toContain("the machine's floor: within the public goals");
  });
});

describe("a Lighthouse result's figures", () => {
  const lhr: LhrLike = {
    finalDisplayedUrl: 'http://127.0.0.1:4711/en-us/',
    categories: {
      performance: {
        score: 0.91,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'render-blocking-insight', weight: 0, group: 'insights' },
          { id: 'document-latency-insight', weight: 0, group: 'insights' },
          { id: 'dom-size-insight', weight: 0, group: 'insights' },
          { id: 'resource-summary', weight: 0, group: 'hidden' },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { id: 'first-contentful-paint', title: 'FCP', score: 0.8, numericValue: 2400 },
      'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 0.5, numericValue: 3000 },
      'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 1, numericValue: 0 },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', title: 'CLS', score: 1, numericValue: 0.002 },
      'speed-index': { id: 'speed-index', title: 'SI', score: 0.9, numericValue: 2500 },
      'render-blocking-insight': { id: 'render-blocking-insight', title: 'Render blocking requests', score: 0, metricSavings: { FCP: 460, LCP: 460 } },
      'document-latency-insight': { id: 'document-latency-insight', title: 'Document request latency', score: 0, displayValue: 'Est savings of 103 KiB', metricSavings: { FCP: 0, LCP: 120 }, details: { type: 'checklist', items: { usesCompression: { label: 'Applies text compression', value: false } }, overallSavingsBytes: 105_000 } },
      'dom-size-insight': { id: 'dom-size-insight', title: 'DOM size', score: 1 },
      'resource-summary': {
        id: 'resource-summary',
        title: 'Resources',
        score: null,
        details: {
          items: [
            { resourceType: 'total', transferSize: 300_000, requestCount: 40 },
            { resourceType: 'document', transferSize: 160_000, requestCount: 1 },
            { resourceType: 'script', transferSize: 50_000, requestCount: 30 },
            { resourceType: 'stylesheet', transferSize: 88_000, requestCount: 2 },
          ],
        },
      },
    },
  };

  it('are the metrics, the transfer split and the failing audits, largest saving first', () => {
    const run = summarizeLhr(lhr);
    expect(run).toMatchObject({ score: 0.91, fcpMs: 2400, lcpMs: 3000, tbtMs: 0, cls: 0.002, transfer: { total: 300_000, document: 160_000, script: 50_000, stylesheet: 88_000, requests: 40 } });
    expect(run.findings.map((f) => f.id)).toEqual(['render-blocking-insight', 'document-latency-insight']);
    expect(run.findings[1]).toMatchObject({ metricSavings: { LCP: 120 }, savingsBytes: 105_000, displayValue: 'Est savings of 103 KiB' });
  });
});
