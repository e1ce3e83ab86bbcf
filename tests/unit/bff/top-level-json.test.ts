import { describe, expect, it } from 'vitest';
import { topLevelStrings } from '../../../src/lib/bff/top-level-json.ts';

const names = new Set(['basketId', 'state', 'favoriteId', 'saveForLaterId']);

/** What JSON.parse gives for the same members: the reference the scanner must agree with. */
function parsedStrings(text: string): Record<string, string> | undefined {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const found: Record<string, string> = {};
  for (const name of names) {
    const member = (value as Record<string, unknown>)[name];
    if (typeof member === 'string') found[name] = member;
  }
  return found;
}

describe('topLevelStrings: the top-level members a cart answer names, without parsing the rest', () => {
  it.each([
    ['a cart', JSON.stringify({ id: 'c1', basketId: 'c1', state: 'open', items: [{ basketId: 'nested', name: 'Boot "Ridge" {42} [wide]', notes: ['a\\b', '}'] }], total: 12.5 })],
    ['members after nested values holding quotes, backslashes and brackets', '{"items":[{"n":"a\\"}]"},{"n":"\\\\"}],"basketId":"after","favoriteId":"f\\u00e9"}'],
    ['whitespace everywhere', ' {\n "state" : "ordered" ,\t"basketId"\r\n: "b2" } \n'],
    ['a repeated name: the last one', '{"basketId":"first","basketId":"second"}'],
    ['a repeated name whose last value is not a string', '{"basketId":"first","basketId":null}'],
    ['members that are not strings', '{"basketId":42,"state":true,"favoriteId":{"basketId":"x"},"saveForLaterId":["y"]}'],
    ['an escaped key', '{"\\u0062asketId":"b3"}'],
    ['an empty object', '{}'],
    ['numbers of every shape before a member', '{"a":-1.5e+3,"b":0,"c":false,"d":null,"state":"open"}'],
  ])('agrees with JSON.parse on %s', (_, text) => {
    expect(topLevelStrings(text, names)).toEqual(parsedStrings(text));
  });

  it.each([
    ['an array', '[{"basketId":"b1"}]'],
    ['a string', '"basketId"'],
    ['an unterminated object', '{"basketId":"b1"'],
    ['an unterminated nested value', '{"items":[{"a":"b"}'],
    ['trailing text', '{"basketId":"b1"} x'],
    ['a missing colon', '{"basketId" "b1"}'],
    ['an empty text', ''],
  ])('has nothing for %s', (_, text) => {
    expect(topLevelStrings(text, names)).toBeUndefined();
  });
});
