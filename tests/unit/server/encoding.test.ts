import { describe, expect, it } from 'vitest';
import { isCompressibleType, negotiateEncoding, varyWithEncoding } from '../../../src/server/encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
  ] as const)('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressibleType', () => {
  it('compresses text formats, not images or fonts', () => {
    expect(isCompressibleType('text/html; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/json')).toBe(true);
    expect(isCompressibleType('image/svg+xml')).toBe(true);
    expect(isCompressibleType('image/png')).toBe(false);
    expect(isCompressibleType('application/pdf')).toBe(false);
    expect(isCompressibleType(undefined)).toBe(false);
  });
});

describe('varyWithEncoding', () => {
  it('adds Accept-Encoding once', () => {
    expect(varyWithEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithEncoding('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(varyWithEncoding('accept-encoding')).toBe('accept-encoding');
    expect(varyWithEncoding('*')).toBe('*');
  });
});
