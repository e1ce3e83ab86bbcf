import { describe, expect, it } from 'vitest';
import { scanObject, topLevelStrings, withoutMembers } from '../../../src/lib/bff/top-level-json.ts';
import { withoutNested } from './left-out.ts';

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

const cutText = (text: string, name: string): string => {
  const bytes = new TextEncoder().encode(text);
  const scan = scanObject(bytes, undefined, undefined, name);
  return new TextDecoder().decode(scan ? withoutMembers(bytes, scan.cuts) : bytes);
};

describe('leaving a member out of an answer’s nested objects (the cart lines’ variants)', () => {
  it.each([
    ['a cart’s lines', JSON.stringify({ basketId: 'c1', variants: 'top level stays', items: [{ itemId: 'a', variants: [{ productId: 'p', attributes: { size: '9' }, selected: true }], qty: 1 }, { variants: [], itemId: 'b' }] })],
    ['the only member of an object', '{"items":[{"variants":[1,2]}]}'],
    ['the first member, then the last', '{"a":{"variants":{"x":"]"},"b":1,"variants":null}}'],
    ['two in a row, first', '{"a":{"variants":[],"variants":[2],"c":3}}'],
    ['two in a row, after another member', '{"a":{"c":3,"variants":[],"variants":[2]}}'],
    ['white space around everything', '{ "items" : [ { "variants" : [ { "v" : 1 } ] , "qty" : 2 } , {\n"qty": 1,\n  "variants": "s"\n} ] }'],
    ['a member of the name inside the one left out', '{"a":{"variants":[{"variants":[1]}],"b":"\\"variants\\":"}}'],
    ['strings that look like the name', '{"a":["variants",{"k":"variants","variantsX":1,"Variants":2}]}'],
  ])('%s', (_, text) => {
    const out = cutText(text, 'variants');
    expect(JSON.parse(out), out).toEqual(withoutNested(JSON.parse(text), 'variants'));
  });

  it('keeps a member whose name is written with escapes (it is not recognised; a screen ignores it)', () => {
    expect(cutText('{"a":{"vari\\u0061nts":[1]}}', 'variants')).toBe('{"a":{"vari\\u0061nts":[1]}}');
  });

  it('changes nothing where the name is not found, or the text is not an object', () => {
    const bytes = new TextEncoder().encode('{"items":[{"qty":1}]}');
    expect(scanObject(bytes, undefined, undefined, 'variants')?.cuts).toEqual([]);
    expect(scanObject(new TextEncoder().encode('[{"variants":[]}]'), undefined, undefined, 'variants')).toBeUndefined();
  });
});
