/**
 * Islands that load on intent (src/lib/islands/lazy.ts): the code is fetched once however many
 * triggers ask, a failed fetch can be tried again, and opening one that can't load says so
 * instead of throwing into a click handler.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const opened: unknown[] = [];
let attempts = 0;
let failNext = false;

vi.mock('../../src/lib/islands/registry.ts', () => ({
  ISLANDS: {
    demo: async () => {
      attempts++;
      if (failNext) {
        failNext = false;
        throw new Error('chunk failed to load');
      }
      return { open: (props: unknown) => void opened.push(props) };
    },
  },
}));

const { loadIsland, openIsland } = await import('../../src/lib/islands/lazy.ts');

describe('lazy islands', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('fetches an island once, however many triggers ask for it', async () => {
    const before = attempts;
    const [a, b] = await Promise.all([loadIsland('demo' as never), loadIsland('demo' as never)]);
    expect(a).toBe(b);
    await loadIsland('demo' as never);
    expect(attempts - before).toBeLessThanOrEqual(1);
  });

  it('opens with the trigger’s props', async () => {
    expect(await openIsland('demo' as never, { productId: 'FWINSTOCK1' })).toBe(true);
    expect(opened).toEqual([{ productId: 'FWINSTOCK1' }]);
  });
});

describe('a failed island load', () => {
  it('answers false and lets the next attempt fetch again', async () => {
    vi.resetModules();
    const fresh = await import('../../src/lib/islands/lazy.ts');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    failNext = true;
    expect(await fresh.openIsland('demo' as never)).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    expect(await fresh.openIsland('demo' as never, 'again')).toBe(true);
    expect(opened).toContain('again');
    error.mockRestore();
  });
});
