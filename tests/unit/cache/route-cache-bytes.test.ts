import { describe, expect, it } from 'vitest';
import { RouteCacheBytes } from '../../../src/lib/cache/route-cache-bytes.ts';

describe('the route cache ledger', () => {
  it('counts a page kept again under the same URL once, with its new size', () => {
    const dropped: string[] = [];
    const ledger = new RouteCacheBytes(1000, async (tag) => dropped.push(tag));
    ledger.keep('/a', 300);
    ledger.keep('/a', 400);
    expect(ledger.bytes).toBe(400);
    expect(dropped).toEqual([]);
  });

  it('drops the least recently used first, as many as it takes, never the page just kept', () => {
    const dropped: string[] = [];
    const ledger = new RouteCacheBytes(1000, async (tag) => dropped.push(tag));
    const a = ledger.keep('/a', 400);
    const b = ledger.keep('/b', 400);
    ledger.touch('/a');
    ledger.keep('/c', 900);
    expect(dropped).toEqual([b, a]);
    expect(ledger.bytes).toBe(900);
    ledger.keep('/huge', 5000);
    expect(ledger.bytes).toBe(5000);
  });
});
