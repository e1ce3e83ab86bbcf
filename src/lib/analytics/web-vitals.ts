/**
 * Real-user metrics (issue 15): LCP, INP and CLS measured by `web-vitals` in the shopper's browser,
 * pushed to the tag-manager data layer as `web_vital` events, with performance consent (C0002)
 * only, like every analytics event (./data-layer.ts). The event's shape is in docs/decisions.md
 * ("Real-user metrics").
 *
 * Nothing runs before interaction: the chrome's lazy part (onIntent in
 * src/components/chrome/chrome.lazy.ts) calls startWebVitals() on the shopper's first intent,
 * and `web-vitals` is imported only then, and only once performance consent is granted (at
 * once, or when the shopper grants it later). Its observers are buffered, so the LCP and the
 * layout shifts from before it loaded are still counted. It reports each metric when the page
 * is hidden (`visibilitychange`), LCP also on the first key press or click, and again after a
 * back/forward-cache restore (a new `metricId`).
 */
import type { Metric } from 'web-vitals';
import { whenConsented } from '../consent/consent.client.ts';
import { pushEvent } from './data-layer.ts';
import { PERFORMANCE_CATEGORY } from '../consent/consent.ts';

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** One metric report in the data layer. */
export interface WebVitalEvent {
  event: 'web_vital';
  metricName: WebVitalName;
  /** LCP and INP in whole milliseconds; CLS unitless, to 4 decimals. */
  metricValue: number;
  /** The change since this metric's last report (equal to metricValue on the first). */
  metricDelta: number;
  metricRating: Metric['rating'];
  /** web-vitals' id of this metric instance: reports with the same id are updates of one value. */
  metricId: string;
  navigationType: Metric['navigationType'];
}

const isWebVital = (name: string): name is WebVitalName => (WEB_VITAL_NAMES as readonly string[]).includes(name);

function rounded(name: WebVitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/** The data-layer event for a web-vitals metric; null for the metrics not reported (FCP, TTFB) or a value that is not a number. */
export function toWebVitalEvent(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'rating' | 'id' | 'navigationType'>): WebVitalEvent | null {
  if (!isWebVital(metric.name) || !Number.isFinite(metric.value)) return null;
  return {
    event: 'web_vital',
    metricName: metric.name,
    metricValue: rounded(metric.name, metric.value),
    metricDelta: rounded(metric.name, Number.isFinite(metric.delta) ? metric.delta : metric.value),
    metricRating: metric.rating,
    metricId: metric.id,
    navigationType: metric.navigationType,
  };
}

/** Pushes one metric, if performance consent still holds when it is reported; true when pushed. */
export function reportWebVital(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'rating' | 'id' | 'navigationType'>): boolean {
  const event = toWebVitalEvent(metric);
  return event !== null && pushEvent(event);
}

/** The performance mark set once web-vitals' observers are in place. */
export const WEB_VITALS_OBSERVING_MARK = 'cairn:web-vitals-observing';

let started = false;
let loading = false;

function load(): void {
  if (loading) return;
  loading = true;
  import('web-vitals').then(
    ({ onLCP, onINP, onCLS }) => {
      onLCP(reportWebVital);
      onINP(reportWebVital);
      onCLS(reportWebVital);
      // When measuring began, on the page's own timeline (DevTools, and the e2e suite, which waits for it).
      performance.mark(WEB_VITALS_OBSERVING_MARK);
    },
    // A failed fetch (offline): tried again on the next intent.
    () => {
      loading = false;
      started = false;
    },
  );
}

/** Called on the shopper's first intent (and harmlessly on later ones): loads web-vitals once performance consent is granted. */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  whenConsented(PERFORMANCE_CATEGORY, load);
}
