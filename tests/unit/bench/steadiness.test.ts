import { describe, expect, it } from 'vitest';
import { cpuTicks, driftLine, QUIET_SPREAD, stealShare, steadinessLine, steadinessNotes, steadinessOf } from '../../bench/steadiness.ts';

describe('how steady the machine is (tests/bench/steadiness.ts)', () => {
  it('calls timings within the quiet spread steady, and wider ones not quiet', () => {
    const steady = steadinessOf([25.1, 25.4, 26.0, 25.2, 25.6]);
    expect(steady).toMatchObject({ medianMs: 25.4, quiet: true });
    expect(steady.spread).toBeLessThanOrEqual(QUIET_SPREAD);
    const noisy = steadinessOf([25, 26, 41, 25, 33]);
    expect(noisy).toMatchObject({ medianMs: 26, spread: 0.62, quiet: false });
    expect(steadinessLine('before the run', noisy)).toBe('CPU steadiness before the run: the same work took 25–41 ms (median 26, spread 62 %): not a quiet machine: compare only figures measured side by side.');
  });

  it('says when the same work took another time after the run than before it', () => {
    const before = steadinessOf([20, 21, 22]);
    expect(driftLine(before, steadinessOf([21, 22, 23]))).toBeUndefined();
    expect(driftLine(before, steadinessOf([30, 31, 33]))).toBe('The same work took 48 % longer after the run than before it (median 21 → 31 ms): this machine\'s speed changed while it was measured.');
  });

  it('notes a run only when its machine was not quiet', () => {
    const steady = steadinessOf([20, 21, 22]);
    expect(steadinessNotes(steady, steadinessOf([20, 21, 21]), 0.005)).toEqual([]);
    const notes = steadinessNotes(steady, steadinessOf([20, 21, 35]), 0.036);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^CPU steadiness after the run: .*not a quiet machine/);
    expect(notes[1]).toMatch(/^The hypervisor gave 3.6 % /);
  });

  it('reads the machine’s CPU time and the hypervisor’s share of it from /proc/stat', () => {
    const before = cpuTicks(() => 'cpu  1000 10 300 5000 40 0 10 40 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n');
    const after = cpuTicks(() => 'cpu  1500 10 400 5300 40 0 10 140 0 0\n');
    expect(before).toEqual({ total: 6400, steal: 40 });
    expect(stealShare(before, after)).toBe(0.1);
    expect(cpuTicks(() => 'not the stat file')).toBeUndefined();
    expect(stealShare(undefined, after)).toBeUndefined();
  });
});
