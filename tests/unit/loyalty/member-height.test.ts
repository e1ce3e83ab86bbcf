/**
 * The loyalty panel's remembered member height (src/lib/loyalty/member-height.ts): what the
 * panel's script keeps per page language and viewport span, what it forgets, and what the inline
 * script gives the loading state before it paints, including from storage that is refused or
 * holds nonsense.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { forgetMemberHeight, MEMBER_HEIGHT_EARLY_SCRIPT, MEMBER_HEIGHT_KEY, rememberMemberHeight, WIDE_FROM_PX } from '../../../src/lib/loyalty/member-height.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const refusing: Storage = {
  length: 0,
  clear() {},
  key: () => null,
  getItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

/** The min-height the inline script gives the loading state, '' when it gives none. */
function earlyMinHeight(stored: string | null, viewportWidth: number, storage?: Partial<Storage>, lang = 'en-US'): string {
  const loading = { style: { minHeight: '' } };
  runInNewContext(MEMBER_HEIGHT_EARLY_SCRIPT, {
    innerWidth: viewportWidth,
    localStorage: storage ?? { getItem: (key: string) => (key === MEMBER_HEIGHT_KEY ? stored : null) },
    document: { documentElement: { lang }, currentScript: { previousElementSibling: loading } },
  });
  return loading.style.minHeight;
}

describe('the loyalty panel’s member height', () => {
  it('keeps one height per language for phones and one for wider screens, rounded', () => {
    const storage = memoryStorage();
    rememberMemberHeight('en-CA', 412, 371.6, storage);
    rememberMemberHeight('en-CA', 1280, 290, storage);
    rememberMemberHeight('fr-CA', 412, 457, storage);
    expect(JSON.parse(storage.getItem(MEMBER_HEIGHT_KEY) ?? '')).toEqual({ 'en-CA|narrow': 372, 'en-CA|wide': 290, 'fr-CA|narrow': 457 });
    rememberMemberHeight('en-CA', WIDE_FROM_PX - 1, 400, storage);
    expect(JSON.parse(storage.getItem(MEMBER_HEIGHT_KEY) ?? '')).toMatchObject({ 'en-CA|narrow': 400, 'en-CA|wide': 290 });
  });

  it('keeps nothing for a part that has no height (hidden or not laid out)', () => {
    const storage = memoryStorage();
    rememberMemberHeight('en-US', 412, 0, storage);
    expect(storage.getItem(MEMBER_HEIGHT_KEY)).toBeNull();
  });

  it('starts afresh over a value that is not its own', () => {
    const storage = memoryStorage({ [MEMBER_HEIGHT_KEY]: '[1,2' });
    rememberMemberHeight('en-US', 412, 300, storage);
    expect(JSON.parse(storage.getItem(MEMBER_HEIGHT_KEY) ?? '')).toEqual({ 'en-US|narrow': 300 });
  });

  it('forgets every height when the panel shows a guest or a non-member, or at sign-out', () => {
    const storage = memoryStorage({ [MEMBER_HEIGHT_KEY]: '{"en-US|narrow":300,"fr-FR|wide":250}' });
    forgetMemberHeight(storage);
    expect(storage.getItem(MEMBER_HEIGHT_KEY)).toBeNull();
  });

  it('never throws when the browser refuses storage', () => {
    expect(() => rememberMemberHeight('en-US', 412, 300, refusing)).not.toThrow();
    expect(() => forgetMemberHeight(refusing)).not.toThrow();
  });

  it('gives the loading state the height kept for the page’s language and span before it paints', () => {
    const kept = JSON.stringify({ 'en-US|narrow': 372, 'en-US|wide': 290, 'fr-CA|narrow': 457 });
    expect(earlyMinHeight(kept, 412)).toBe('372px');
    expect(earlyMinHeight(kept, WIDE_FROM_PX)).toBe('290px');
    expect(earlyMinHeight(kept, 412, undefined, 'fr-CA')).toBe('457px');
    expect(earlyMinHeight(kept, 1280, undefined, 'fr-CA')).toBe('');
    expect(earlyMinHeight(kept, 412, undefined, 'de-DE')).toBe('');
  });

  it('leaves the guest’s height without a figure, with nonsense, or when storage is refused', () => {
    expect(earlyMinHeight(null, 412)).toBe('');
    expect(earlyMinHeight('not json', 412)).toBe('');
    expect(earlyMinHeight('null', 412)).toBe('');
    expect(earlyMinHeight(JSON.stringify({ 'en-US|narrow': '300px' }), 412)).toBe('');
    expect(earlyMinHeight(JSON.stringify({ 'en-US|narrow': -5 }), 412)).toBe('');
    expect(earlyMinHeight(JSON.stringify({ 'en-US|narrow': 99999 }), 412)).toBe('');
    expect(earlyMinHeight(JSON.stringify({ 'en-US|narrow': 300 }), 412, refusing)).toBe('');
  });
});
