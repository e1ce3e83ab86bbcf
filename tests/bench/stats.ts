/**
 * Latency statistics for the load generator. Percentiles use the nearest-rank method: the value
 * reported is one that was actually observed, never an interpolation between two requests.
 */

export interface LatencySummary {
  count: number;
  min: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** The p-th percentile (0 < p ≤ 100) of values already sorted ascending; NaN when empty. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  // The epsilon keeps float noise (0.999 * 1000 = 999.0000000000001) from skipping a rank.
  const rank = Math.ceil((p * n) / 100 - 1e-9);
  return sorted[Math.min(n, Math.max(1, rank)) - 1]!;
}

/** Sorts a copy (the caller's samples stay in arrival order) and summarises it in ms. */
export function summarize(samples: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const n = sorted.length;
  if (n === 0) return { count: 0, min: Number.NaN, mean: Number.NaN, p50: Number.NaN, p90: Number.NaN, p99: Number.NaN, max: Number.NaN };
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    count: n,
    min: sorted[0]!,
    mean: sum / n,
    p50: percentileOfSorted(sorted, 50),
    p90: percentileOfSorted(sorted, 90),
    p99: percentileOfSorted(sorted, 99),
    max: sorted[n - 1]!,
  };
}

/** Rounds for the JSON report: ms to 0.01, so files stay readable and diffs stay small. */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
