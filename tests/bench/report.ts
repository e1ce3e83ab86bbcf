/** The bench's printed tables and its JSON file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageWeight } from './assets.ts';
import type { InteractionCost } from './interaction.ts';
import type { LoadResult } from './load.ts';
import type { OrderResult } from './order.ts';
import type { ScaleCheck } from './search.ts';

export interface Ratio {
  page: string;
  /** e.g. "ssr-cold/static" */
  pair: string;
  /** numerator req/s ÷ denominator req/s: below 1 means the first serves fewer requests. */
  throughput: number;
  /** numerator p50 ÷ denominator p50: above 1 means the first is slower. */
  p50: number;
  p99: number;
}

export interface BenchReport {
  meta: Record<string, unknown>;
  load: LoadResult[];
  ratios: Ratio[];
  pages: PageWeight[];
  /** First-interaction costs (quick-shop), when measured. */
  interactions: InteractionCost[];
  /** Whole guest orders through the BFF, when measured. */
  orders: OrderResult[];
  /** Pages that were to be weighed but answered something else than 200 (a page not built yet: 404). */
  unweighed: UnweighedPage[];
  /** `--scale-check N`: the search scenarios at N products against the base run (tests/bench/search.ts). */
  scale?: ScaleCheck;
  notes: string[];
  problems: string[];
}

export interface UnweighedPage {
  page: string;
  path: string;
  status: number;
  /** Why: 'the page does not exist in this build yet'… */
  reason: string;
  goal?: PageWeight['goal'];
}

type Align = 'l' | 'r';

export function table(headers: string[], rows: string[][], align: Align[]): string {
  const widths = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (align[c] === 'r' ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (v: number) => (Number.isFinite(v) ? (v >= 100 ? v.toFixed(0) : v.toFixed(1)) : '–');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function cacheCell(r: LoadResult): string {
  const parts = Object.entries(r.cache)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => (n === r.requests ? k : `${k} ${((n / r.requests) * 100).toFixed(0)}%`));
  const mark = r.cacheVerified === false ? ' (!)' : '';
  return (parts.join(', ') || '–') + mark;
}

export function loadTable(results: LoadResult[]): string {
  return table(
    ['scenario', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'X-Astro-Cache', 'body KB', 'client CPU'],
    results.map((r) => [
      r.name,
      r.rps.toFixed(0),
      ms(r.latencyMs.p50),
      ms(r.latencyMs.p90),
      ms(r.latencyMs.p99),
      ms(r.latencyMs.max),
      String(r.requests),
      r.errors === 0 ? '0' : `${r.errors} (${(r.errorRate * 100).toFixed(1)}%)`,
      cacheCell(r),
      kb(r.meanBodyBytes),
      `${r.clientCpuPercent.toFixed(0)}%`,
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r'],
  );
}

export function ratioLines(ratios: Ratio[]): string {
  return ratios
    .map(
      (r) =>
        `${r.page} ${r.pair}: ${r.throughput.toFixed(2)}× the throughput, ${r.p50.toFixed(1)}× the p50 latency, ${r.p99.toFixed(1)}× the p99 latency`,
    )
    .join('\n');
}

const goalCell = (goal: PageWeight['goal'], js: number | null): string => {
  if (!goal) return '';
  const target = `≤ ${goal.maxJsGzipKb} KB`;
  if (js === null) return `${target}: not measured`;
  return goal.met ? `${target}: ok` : `${target}: over by ${kb(js - goal.maxJsGzipKb * 1024)}`;
};

export function pageTable(pages: PageWeight[], unweighed: UnweighedPage[] = []): string {
  const withGoal = pages.some((p) => p.goal) || unweighed.some((u) => u.goal);
  const headers = ['page', 'HTML KB raw/gz', 'JS req', 'JS KB raw/gz', 'CSS req', 'CSS KB raw/gz', 'blocking CSS req/gz', 'inline JS/CSS KB', 'React', 'islands', 'LCP ms', 'CLS'];
  const align: Align[] = ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r'];
  const rows = pages.map((p) => [
    p.page,
    `${kb(p.html.raw)} / ${kb(p.html.gzip)}`,
    String(p.js.requests),
    `${kb(p.js.raw)} / ${kb(p.js.gzip)}`,
    String(p.css.requests),
    `${kb(p.css.raw)} / ${kb(p.css.gzip)}`,
    p.blockingCss ? `${p.blockingCss.requests} / ${kb(p.blockingCss.gzip)}` : '–',
    `${kb(p.inline.scriptBytes)} / ${kb(p.inline.styleBytes)}`,
    p.react ? 'yes' : 'no',
    String(p.islands.length),
    p.lcpMs === null ? '–' : String(p.lcpMs),
    p.cls.toFixed(3),
    ...(withGoal ? [goalCell(p.goal, p.js.gzip)] : []),
  ]);
  for (const u of unweighed) rows.push([u.page, `HTTP ${u.status}`, ...Array.from({ length: headers.length - 2 }, () => '–'), ...(withGoal ? [goalCell(u.goal, null)] : [])]);
  if (withGoal) {
    headers.push('JS goal (gz, React incl.)');
    align.push('l');
  }
  return table(headers, rows, align);
}

/** The whole order and each of its steps, for the placed orders. */
export function orderTable(result: OrderResult): string {
  const row = (name: string, s: OrderResult['latencyMs']) => [name, ms(s.p50), ms(s.p90), ms(s.p99), ms(s.max)];
  return table(
    ['guest order (BFF)', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
    [row('whole order', result.latencyMs), ...result.steps.map((s) => row(`  ${s.step}`, s.latencyMs))],
    ['l', 'r', 'r', 'r', 'r'],
  );
}

export function orderSummary(result: OrderResult): string {
  const failed = result.failed === 0 ? '0 failed' : `${result.failed} failed (${(result.failedRate * 100).toFixed(1)}%: ${Object.entries(result.failures).map(([k, n]) => `${k} ×${n}`).join(', ')})`;
  return `${result.name}: ${result.ordersPerSecond.toFixed(1)} orders/s, ${result.placed} placed, ${failed}, ${result.shoppers} shoppers, ${(result.elapsedMs / 1000).toFixed(1)} s, ${result.requests} requests, client CPU ${result.clientCpuPercent.toFixed(0)}%${result.budgetExhausted ? ' (stopped early: the stock budget was used up)' : ''}`;
}

/** Writes bench-<timestamp>.json and latest.json; returns the timestamped path. */
export function writeReport(outDir: string, report: BenchReport, stamp: string): string {
  mkdirSync(outDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const path = join(outDir, `bench-${stamp}.json`);
  writeFileSync(path, json);
  writeFileSync(join(outDir, 'latest.json'), json);
  return path;
}
