import { describe, expect, it } from 'vitest';
import { redactJson, redactJsonText, REDACTED } from '../../../src/lib/bff/redact.ts';

describe('redactJson: one parse for the browser and the caller', () => {
  it('passes an answer with nothing to redact as it was written, with its value', () => {
    const text = '{ "basketId": "b1", "productItems": [{ "productId": "FWINSTOCK1-42", "quantity": 2 }] }';
    const { text: out, json } = redactJson(text, ['cairn_at_secret-value']);
    expect(out).toBe(text);
    expect(json).toEqual({ basketId: 'b1', productItems: [{ productId: 'FWINSTOCK1-42', quantity: 2 }] });
  });

  it('drops secret keys however they are spelled, and blanks strings holding a secret', () => {
    const text = JSON.stringify({ Access_Token: 'x', nested: [{ 'refresh-token': 'y', note: 'has cairn_at_secret-value inside', ok: 1 }], usid: 'u' });
    const { text: out, json } = redactJson(text, ['cairn_at_secret-value']);
    const expected = { nested: [{ note: REDACTED, ok: 1 }], usid: 'u' };
    expect(json).toEqual(expected);
    expect(JSON.parse(out)).toEqual(expected);
    expect(out).not.toMatch(/token|cairn_at_secret/i);
  });

  it('ignores secrets shorter than 8 characters, like redactSecrets', () => {
    expect(redactJson('{"a":"short"}', ['short']).text).toBe('{"a":"short"}');
  });

  it('blanks a non-JSON text that holds a secret, and has no value for it', () => {
    expect(redactJson('oops cairn_at_secret-value', ['cairn_at_secret-value'])).toEqual({ text: JSON.stringify(REDACTED), json: undefined });
    expect(redactJson('plain text')).toEqual({ text: 'plain text', json: undefined });
    expect(redactJson('')).toEqual({ text: '', json: undefined });
  });

  it('redactJsonText keeps its contract', () => {
    expect(JSON.parse(redactJsonText('{"access_token":"x","ok":true}'))).toEqual({ ok: true });
    expect(redactJsonText('{"ok":true}')).toBe('{"ok":true}');
  });
});
