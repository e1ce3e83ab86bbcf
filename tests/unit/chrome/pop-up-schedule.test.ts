/**
 * The pop-ups' delays run in the chrome's first script (blocks/pop-up/schedule.ts), which reads
 * the dismissed ids without the pop-up's rules (blocks/pop-up/model.ts): both must read the same
 * key, and a dismissed id must be found in what model.ts writes.
 */
import { describe, expect, it } from 'vitest';
import { DISMISSED_POPUPS_KEY, readDismissed, rememberDismissed } from '../../../blocks/pop-up/model.ts';
import { DISMISSED_KEY } from '../../../blocks/pop-up/schedule.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('the pop-ups’ schedule', () => {
  it('reads the key the pop-up’s rules write', () => {
    expect(DISMISSED_KEY).toBe(DISMISSED_POPUPS_KEY);
  });

  it('finds a dismissed id, and only that id, in the stored value as a JSON string', () => {
    const s = memoryStorage();
    rememberDismissed(s, 'popup-newsletter');
    rememberDismissed(s, 'odd "id"');
    const stored = s.data.get(DISMISSED_POPUPS_KEY) ?? '';
    expect(readDismissed(s)).toEqual(new Set(['popup-newsletter', 'odd "id"']));
    expect(stored.includes(JSON.stringify('popup-newsletter'))).toBe(true);
    expect(stored.includes(JSON.stringify('odd "id"'))).toBe(true);
    expect(stored.includes(JSON.stringify('popup-account'))).toBe(false);
    // A prefix of a dismissed id is not dismissed.
    expect(stored.includes(JSON.stringify('popup-news'))).toBe(false);
  });
});
