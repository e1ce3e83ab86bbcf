/**
 * The sandbox's video files and WebVTT tracks (src/sandbox/media/video/, made by
 * scripts/make-sandbox-video.ts), served with HTTP Range support: browsers fetch video in byte
 * ranges (the metadata first, then what is played or seeked to) and will not seek in a
 * response that does not offer them.
 */
import { readFileSync } from 'node:fs';
import { notFound, sendError, type Exchange } from '../http/exchange.ts';

/** `video/{name}.{ext}`: one folder, no sub-paths, so no path can leave it. */
export const VIDEO_FILE = /^video\/([a-z0-9][a-z0-9.-]{0,80}\.(?:webm|mp4|vtt))$/;

export const VIDEO_CONTENT_TYPES: Readonly<Record<string, string>> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

const DIR = new URL('./video/', import.meta.url);
/** The files are small (under 300 KB each) and few: read once, served from memory. */
const files = new Map<string, Buffer | null>();

function load(name: string): Buffer | null {
  if (!files.has(name)) {
    let data: Buffer | null = null;
    try {
      data = readFileSync(new URL(name, DIR));
    } catch {
      data = null;
    }
    files.set(name, data);
  }
  return files.get(name) ?? null;
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * A single `bytes=` range of a `size`-byte file (RFC 9110 §14.1.2): `start-end`, `start-` or
 * `-suffix`, the end clamped to the file. null means "send it all" (no header, another unit, or
 * several ranges, which we may answer with the whole file); 'unsatisfiable' is a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}

export function sendVideoFile(x: Exchange, name: string): void {
  const data = load(name);
  if (!data) throw notFound(`No media at /media/video/${name}`);
  const ext = name.slice(name.lastIndexOf('.') + 1);
  const headers = {
    'Content-Type': VIDEO_CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  };
  const raw = x.req.headers.range;
  const range = parseRange(Array.isArray(raw) ? raw[0] : raw, data.length);
  if (range === 'unsatisfiable') {
    sendError(x, 416, 'API416', `Range ${String(raw)} is outside the ${data.length} bytes of ${name}`, { 'Content-Range': `bytes */${data.length}` });
    return;
  }
  if (!range) {
    x.res.writeHead(200, { ...headers, 'Content-Length': data.length });
    x.res.end(data);
    return;
  }
  const body = data.subarray(range.start, range.end + 1);
  x.res.writeHead(206, { ...headers, 'Content-Length': body.length, 'Content-Range': `bytes ${range.start}-${range.end}/${data.length}` });
  x.res.end(body);
}
