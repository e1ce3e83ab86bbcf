/**
 * Islands that load on intent (src/lib/islands/lazy.ts): the code is fetched once however many
 * triggers ask, a failed fetch can be tried again, and opening one that can't load says so
 * instead of throwing into a click handler.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const opened: unknown[] = [];
let attempts = 0;
let failNext = false;

const demo = async () => {
  attempts++;
  if (failNext) {
    failNext = false;
    throw new Error('chunk failed to load');
  }
  return { open: (props: unknown) => void opened.push(props) };
};

const { loadIsland, openIsland, registerIslands } = await import('../../src/lib/islands/lazy.ts');
registerIslands({ demo } as never);

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
    fresh.registerIslands({ demo } as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    failNext = true;
    expect(await fresh.openIsland('demo' as never)).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    expect(await fresh.openIsland('demo' as never, 'again')).toBe(true);
    expect(opened).toContain('again');
    error.mockRestore();
  });
});

describe('an island asked for before the registry arrives', () => {
  it('waits for the registry instead of failing', async () => {
    vi.resetModules();
    const fresh = await import('../../src/lib/islands/lazy.ts');
    const pending = fresh.openIsland('demo' as never, 'early');
    await Promise.resolve();
    expect(opened).not.toContain('early');
    fresh.registerIslands({ demo } as never);
    expect(await pending).toBe(true);
    expect(opened).toContain('early');
  });
});
