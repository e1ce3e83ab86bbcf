/**
 * How steady this machine's CPU is: one fixed piece of CPU work, timed several times in a row on
 * an otherwise idle machine (before the servers start, and again after every scenario). A
 * machine whose cores are shared with others (a virtual machine's neighbours) does the same work
 * in times that differ by a quarter or more from one second to the next (docs/bench.md "Session
 * 37"); the load average does not show it. Figures measured on such a machine differ run to run
 * by as much, so they are compared side by side, never one run against another.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface Steadiness {
  /** Each timing of the work, in ms. */
  timingsMs: number[];
  medianMs: number;
  /** (slowest − fastest) / median. */
  spread: number;
  /** Whether the spread stays within QUIET_SPREAD. */
  quiet: boolean;
}

/** Timings of the same work further apart than this: not a quiet machine. */
export const QUIET_SPREAD = 0.15;

const TIMINGS = 9;
/** Bytes hashed per timing: about 20 ms on this project's machines. */
const WORK_BYTES = 32 << 20;

/**
 * SHA-256 over the same bytes: native code, so its time is the machine's alone, not the
 * JavaScript compiler's (a loop in JavaScript ran three times as fast or as slow depending on
 * how it had been compiled so far in the process).
 */
function work(bytes: Buffer): number {
  return createHash('sha256').update(bytes).digest()[0]!;
}

export function steadinessOf(timingsMs: readonly number[]): Steadiness {
  const sorted = [...timingsMs].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const spread = medianMs > 0 ? ((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)) / medianMs : 0;
  return { timingsMs: timingsMs.map((t) => Math.round(t * 10) / 10), medianMs: Math.round(medianMs * 10) / 10, spread: Math.round(spread * 100) / 100, quiet: spread <= QUIET_SPREAD };
}

export function measureSteadiness(timings = TIMINGS, size = WORK_BYTES): Steadiness {
  const bytes = Buffer.alloc(size, 7);
  work(bytes); // its pages touched and its caches warm before it is timed
  const timingsMs: number[] = [];
  for (let i = 0; i < timings; i++) {
    const started = performance.now();
    work(bytes);
    timingsMs.push(performance.now() - started);
  }
  return steadinessOf(timingsMs);
}

/** One line for the console and the notes. */
export function steadinessLine(when: string, s: Steadiness): string {
  const fastest = Math.min(...s.timingsMs);
  const slowest = Math.max(...s.timingsMs);
  const verdict = s.quiet ? 'steady' : `not a quiet machine: compare only figures measured side by side`;
  return `CPU steadiness ${when}: the same work took ${fastest}–${slowest} ms (median ${s.medianMs}, spread ${Math.round(s.spread * 100)} %): ${verdict}.`;
}

/** The machine's CPU time so far, in clock ticks: all of it, and what the hypervisor took (steal); undefined off Linux. */
export interface CpuTicks {
  total: number;
  steal: number;
}

export function cpuTicks(stat = (): string => readFileSync('/proc/stat', 'utf8')): CpuTicks | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const fields = stat().split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return undefined;
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7]! };
  } catch {
    return undefined;
  }
}

/** The share of the machine's CPU time between two readings that the hypervisor gave to others. */
export function stealShare(before: CpuTicks | undefined, after: CpuTicks | undefined): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return Math.round(((after.steal - before.steal) / (after.total - before.total)) * 1000) / 1000;
}

/** A share of the machine's CPU time given by the hypervisor to other machines (steal) worth a note. */
export const STEAL_NOTED = 0.02;

/**
 * The notes a run gets when its machine was not quiet: timings spread before or after it, a speed
 * that moved between the two, or CPU time given to other machines during it.
 */
export function steadinessNotes(before: Steadiness, after: Steadiness, steal: number | undefined): string[] {
  const notes = ([['before the run', before], ['after the run', after]] as const).filter(([, s]) => !s.quiet).map(([when, s]) => steadinessLine(when, s));
  const drift = driftLine(before, after);
  if (drift) notes.push(drift);
  if (steal !== undefined && steal >= STEAL_NOTED) {
    notes.push(`The hypervisor gave ${Math.round(steal * 1000) / 10} % of this machine's CPU time to other machines during the run (steal, /proc/stat): the figures are lower, and noisier, than this machine's own.`);
  }
  return notes;
}

/** A note when the same work took another time after the run than before it (the machine's speed moved during the run), else undefined. */
export function driftLine(before: Steadiness, after: Steadiness): string | undefined {
  if (before.medianMs <= 0) return undefined;
  const change = after.medianMs / before.medianMs - 1;
  if (Math.abs(change) <= QUIET_SPREAD) return undefined;
  return `The same work took ${Math.round(Math.abs(change) * 100)} % ${change > 0 ? 'longer' : 'less time'} after the run than before it (median ${before.medianMs} → ${after.medianMs} ms): this machine's speed changed while it was measured.`;
}
