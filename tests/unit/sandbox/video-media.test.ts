/**
 * The sandbox's video files and text tracks: content types, byte ranges (browsers fetch video in
 * ranges and will not seek without them), and refusals.
 */
import { describe, expect, it } from 'vitest';
import { parseRange } from '../../../src/sandbox/media/video.ts';
import { expectErrorShape, useSandbox } from './sandbox-harness.ts';

const sb = useSandbox();

describe('parseRange', () => {
  it('reads start-end, open-ended and suffix ranges, clamped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('answers the whole file for no range, another unit, several ranges or nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=abc', 'bytes=-', 'bytes=50-10']) expect(parseRange(header, 1000), String(header)).toBeNull();
  });

  it('refuses a range that starts past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

describe('GET /media/video/*', () => {
  it('serves WebM, MP4 and WebVTT with their types, ranges offered and a year of caching', async () => {
    for (const [file, type] of [
      ['trail-loop-landscape.webm', 'video/webm'],
      ['trail-loop-portrait.mp4', 'video/mp4'],
      ['trail-loop.chapters.de.vtt', 'text/vtt; charset=utf-8'],
    ] as const) {
      const res = await sb.get(`/media/video/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await sb.get('/media/video/trail-loop.captions.it.vtt')).text).toMatch(/^WEBVTT\n/);
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const whole = await fetch(`${sb.sandbox.url}/media/video/trail-loop-landscape.mp4`, { signal: AbortSignal.timeout(5000) });
    const all = new Uint8Array(await whole.arrayBuffer());
    const res = await fetch(`${sb.sandbox.url}/media/video/trail-loop-landscape.mp4`, { headers: { Range: 'bytes=8-15' }, signal: AbortSignal.timeout(5000) });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 8-15/${all.length}`);
    expect(res.headers.get('content-length')).toBe('8');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([...all.slice(8, 16)]);
  });

  it('answers 416 in the error shape for a range past the end', async () => {
    const res = await sb.get('/media/video/trail-loop-landscape.webm', { Range: 'bytes=99999999-' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
    expectErrorShape(res.body, 'API416');
  });

  it('answers 404 for unknown files, other types and paths that try to leave the folder', async () => {
    for (const path of ['video/nope.mp4', 'video/trail-loop-landscape.avi', 'video/../routes/media.ts', 'video/sub/x.mp4', 'video/.hidden.mp4']) {
      const res = await sb.get(`/media/${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});
