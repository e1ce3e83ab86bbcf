/**
 * Content negotiation for compressed answers (issue 15; docs/architecture.md#performance-rules): which
 * encoding a request accepts, and which answers are worth compressing. Pure, shared by the
 * dynamic compression (./compression.ts), the precompressed static files (./static-files.ts) and
 * the build step that writes them (./precompress.ts).
 */
import { constants } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller answers gain nothing worth the CPU (and a header or two outweigh the savings). */
export const MIN_COMPRESS_BYTES = 1024;

/** Text formats: HTML, CSS, JS, JSON, XML, SVG, plain text, manifests. Images, fonts and media are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|problem\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

export const isCompressibleType = (contentType: string | undefined): boolean => !!contentType && COMPRESSIBLE.test(contentType);

/** The static file extensions that are precompressed at build, with their content types. */
export const TEXT_FILE_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The best encoding the request accepts: brotli, else gzip, else none. `q=0` refuses one; `*`
 * stands for the ones not named. Brotli wins a tie: it is smaller for the same CPU.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** Adds Accept-Encoding to a Vary header value, once. */
export function varyWithEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  if (vary.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}

/**
 * Brotli's window, as a power of two: 256 KB while a body streams (its length unknown), the body's
 * own size when it is known, never the 4 MB of brotli's default. Back-references reach no further
 * than the body anyway, so a page compresses to the same bytes; but the encoder allocates and
 * clears memory in proportion to the window, for every answer: at the default, a streamed cold
 * page cost 3–5 ms more CPU than its compression (docs/bench.md "Session 34").
 */
export const STREAM_BROTLI_WINDOW_BITS = 18;
export function brotliWindowBits(bytes: number): number {
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))));
}

/** Brotli's parameters for text at `quality`, its window fitted to `bytes` when they are known. */
export const brotliText = (quality: number, bytes?: number): Record<number, number> => ({
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_LGWIN]: bytes === undefined ? STREAM_BROTLI_WINDOW_BITS : brotliWindowBits(bytes),
  ...(bytes === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: bytes }),
});
