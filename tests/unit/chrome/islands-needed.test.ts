import { afterEach, describe, expect, it, vi } from 'vitest';

describe('an island wanted before the registry is on the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the registry (the chrome loads it), then opens once it is registered', async () => {
    const doc = new EventTarget();
    vi.stubGlobal('document', doc);
    vi.resetModules();
    const lazy = await import('../../../src/lib/islands/lazy.ts');
    const asked = vi.fn(() => lazy.registerIslands({ 'sign-in': async () => ({ open: () => undefined }) }));
    doc.addEventListener(lazy.ISLANDS_NEEDED_EVENT, asked);
    expect(await lazy.openIsland('sign-in')).toBe(true);
    expect(asked).toHaveBeenCalledOnce();
  });
});
