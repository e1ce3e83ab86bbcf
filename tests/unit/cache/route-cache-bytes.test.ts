import { describe, expect, it } from 'vitest';
import { EVICT_TO, RouteCacheBytes } from '../../../src/lib/cache/route-cache-bytes.ts';

describe('the route cache ledger', () => {
  it('counts a page kept again under the same URL once, with its new size', () => {
    const dropped: string[] = [];
    const ledger = new RouteCacheBytes(1000, async (tags) => dropped.push(...tags));
    ledger.keep('/a', 300);
    ledger.keep('/a', 400);
    expect(ledger.bytes).toBe(400);
    expect(dropped).toEqual([]);
  });

  it('drops the least recently used first, as many as it takes, never the page just kept', () => {
    const dropped: string[] = [];
    const ledger = new RouteCacheBytes(1000, async (tags) => dropped.push(...tags));
    const a = ledger.keep('/a', 400);
    const b = ledger.keep('/b', 400);
    ledger.touch('/a');
    ledger.keep('/c', 900);
    expect(dropped).toEqual([b, a]);
    expect(ledger.bytes).toBe(900);
    ledger.keep('/huge', 5000);
    expect(ledger.bytes).toBe(5000);
  });

  it('drops to a little under the budget in one call, so a flood of new pages is not one scan per page', () => {
    const calls: string[][] = [];
    const ledger = new RouteCacheBytes(10_000, async (tags) => calls.push(tags));
    for (let i = 0; i < 10; i++) ledger.keep(`/p${i}`, 1000);
    expect(calls).toEqual([]);
    ledger.keep('/p10', 1000);
    // 11,000 > 10,000: down to 9,000 at most, the oldest first, in one drop.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(2);
    expect(ledger.bytes).toBe(9000);
    expect(ledger.bytes).toBeLessThanOrEqual(10_000 * EVICT_TO);
    ledger.keep('/p11', 1000);
    expect(calls).toHaveLength(1);
  });
});
