import { describe, expect, it } from 'vitest';
import { redactJson, redactJsonText, REDACTED } from '../../../src/lib/bff/redact.ts';

const SECRET = 'cairn_at_secret-value';
const members = new Set(['basketId', 'state']);

describe('redactJson: the answer for the browser, and its value for the caller', () => {
  it('passes an answer with nothing to redact as it was written, with its value and top-level strings', () => {
    const text = '{ "basketId": "b1", "productItems": [{ "productId": "FWINSTOCK1-42", "quantity": 2 }] }';
    const out = redactJson(text, [SECRET]);
    expect(out.text).toBe(text);
    expect(out.json()).toEqual({ basketId: 'b1', productItems: [{ productId: 'FWINSTOCK1-42', quantity: 2 }] });
    expect(out.strings(members)).toEqual({ basketId: 'b1' });
  });

  it('drops secret keys however they are spelled, and blanks strings holding a secret', () => {
    const text = JSON.stringify({ Access_Token: 'x', nested: [{ 'refresh-token': 'y', note: `has ${SECRET} inside`, ok: 1 }], usid: 'u', state: 'open' });
    const out = redactJson(text, [SECRET]);
    const expected = { nested: [{ note: REDACTED, ok: 1 }], usid: 'u', state: 'open' };
    expect(out.json()).toEqual(expected);
    expect(JSON.parse(out.text)).toEqual(expected);
    expect(out.text).not.toMatch(/token|cairn_at_secret/i);
    expect(out.strings(members)).toEqual({ state: 'open' });
  });

  // The text is only parsed when it may hold a secret: every other spelling JSON allows must be caught.
  it.each([
    ['a key written with a \\u escape', '{"\\u0061ccessToken":"x","ok":true}'],
    ['a key with the Kelvin sign for its k', '{"accessTo\u212Aen":"x","ok":true}'],
    ['a key in capitals, dashes and underscores', '{"_X-API_KEY_":"x","ok":true}'],
  ])('drops %s', (_, text) => {
    const out = redactJson(text, [SECRET]);
    expect(out.json()).toEqual({ ok: true });
    expect(JSON.parse(out.text)).toEqual({ ok: true });
  });

  it.each([
    ['written letter for letter', `{"note":"${SECRET}"}`],
    ['written with \\u escapes', `{"note":"${SECRET.replace('_', '\\u005f')}"}`],
  ])('blanks a secret %s', (_, text) => {
    expect(redactJson(text, [SECRET]).json()).toEqual({ note: REDACTED });
  });

  it('blanks a secret that holds a slash, written with JSON’s \\/ escape', () => {
    const secret = 'abc/def/ghi';
    expect(redactJson('{"note":"abc\\/def\\/ghi"}', [secret]).json()).toEqual({ note: REDACTED });
  });

  it('ignores secrets shorter than 8 characters, like redactSecrets', () => {
    expect(redactJson('{"a":"short"}', ['short']).text).toBe('{"a":"short"}');
  });

  it('keeps a value that only looks like a secret key', () => {
    const text = '{"field":"password","basketId":"b1"}';
    const out = redactJson(text, [SECRET]);
    expect(out.text).toBe(text);
    expect(out.strings(members)).toEqual({ basketId: 'b1' });
  });

  it('blanks a non-JSON text that holds a secret, and has no value for it', () => {
    const blanked = redactJson(`oops ${SECRET}`, [SECRET]);
    expect(blanked.text).toBe(JSON.stringify(REDACTED));
    expect(blanked.json()).toBeUndefined();
    expect(blanked.strings(members)).toBeUndefined();
    const plain = redactJson('plain text');
    expect(plain.text).toBe('plain text');
    expect(plain.json()).toBeUndefined();
    expect(plain.strings(members)).toBeUndefined();
    expect(redactJson('').text).toBe('');
  });

  it('redactJsonText keeps its contract', () => {
    expect(JSON.parse(redactJsonText('{"access_token":"x","ok":true}'))).toEqual({ ok: true });
    expect(redactJsonText('{"ok":true}')).toBe('{"ok":true}');
  });
});
