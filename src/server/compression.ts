/**
 * Compressed answers from the storefront itself (issue 15: "compression in the embedded
 * default"), around Astro's Node handler: brotli or gzip as the request accepts, `Vary:
 * Accept-Encoding` on every compressible answer.
 *
 * Two ways, by what the answer is:
 * - **From the route cache** (`X-Astro-Cache: HIT` or `STALE`): the same bytes for everyone, so
 *   they are compressed once, at a higher quality, and kept in a bounded cache keyed by the
 *   encoding and a hash of the bytes; later hits only hash and copy.
 * - **Rendered now** (a miss, a private page, the BFF's JSON): compressed as it streams, at a
 *   quality cheap enough for every request, flushed at the end of each turn that wrote, so streaming
 *   still streams.
 *
 * Answers already encoded, too small (a known length under MIN_COMPRESS_BYTES), `no-transform`,
 * HEAD, 204 and 304 pass untouched.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import { brotliText, isCompressibleType, MIN_COMPRESS_BYTES, negotiateEncoding, varyWithEncoding, type Encoding } from './encoding.ts';
import { ENTRY_HEADER } from '../lib/cache/route-cache-bytes.ts';

/** Per-request compression: fast (about 4x smaller HTML at a millisecond or two per 100 KB). */
export const STREAM_BROTLI_QUALITY = 4;
export const STREAM_GZIP_LEVEL = 6;
/**
 * An answer written whole in one turn (the BFF's JSON, a page rendered at once), up to this size,
 * is compressed in one call at the stream's quality, brotli's window fitted to it: no stream, no
 * job on zlib's thread pool and back, no 256 KB window to allocate and clear. A 36-line cart's
 * answer (49 KB) took 0.24–0.27 ms so, and 0.5–0.77 ms streamed (docs/bench.md "Session 40").
 * Larger ones stream, so one answer never holds the event loop for long.
 */
export const WHOLE_MAX_BYTES = 256 * 1024;
/**
 * Once per distinct cached page, on its first hit: home's 82 KB in about 1.6 ms, 13.8 KB. Not 9,
 * which was this before session 34: 9 is where brotli switches to a hash table of 32 MB, and
 * filling it, page by page, cost 85–120 ms of the event loop per page on a machine where a page
 * fault costs 12 µs (20 ms on others), for 50 bytes less (13.8 KB, 0.4 %). Nor 11 on the hit itself.
 */
export const STORED_BROTLI_QUALITY = 8;
/**
 * The stored brotli copy is then made again at 11 off the event loop (zlib's thread pool), one page
 * at a time, and replaces the first: later hits get it. On home it saves 8 % (13.8 → 12.6 KB),
 * which brings the page with its headers within the 14.6 KB a new connection's first round trip
 * carries (TCP's initial window of ten segments): a whole round trip less before the first paint
 * on a slow network (docs/decisions.md "The first round trip").
 */
export const UPGRADED_BROTLI_QUALITY = 11;
/** Pages waiting for their upgrade, at most: a flood of new pages is not queued without bound. */
const UPGRADES_QUEUED_MAX = 64;
export const STORED_GZIP_LEVEL = 9;
/** The compressed copies of cached pages kept in memory, at most. */
export const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

/** Route cache entries remembered with the content key of their body, at most (a few hundred bytes each). */
const ENTRY_ALIASES_MAX = 20_000;

/** Compressed copies by encoding and content hash, least recently used dropped first, bounded in bytes. */
export class CompressedCopies {
  private readonly entries = new Map<string, Buffer>();
  /** A route cache entry's tag → the content key of its body: hits of that entry hash nothing. */
  private readonly aliases = new Map<string, string>();
  private bytes = 0;
  private readonly maxBytes: number;
  /** Brotli copies to make again at UPGRADED_BROTLI_QUALITY, by content key, with their source. */
  private readonly upgrades = new Map<string, Buffer>();
  private upgrading = false;
  /** Settles when no upgrade is running or queued (for tests). */
  private idle: Promise<void> = Promise.resolve();
  private settleIdle: () => void = () => undefined;
  constructor(maxBytes: number = COMPRESSED_CACHE_BYTES) {
    this.maxBytes = maxBytes;
  }

  /** Resolves once every queued upgrade has been made (or dropped). */
  upgraded(): Promise<void> {
    return this.idle;
  }

  private queueUpgrade(key: string, body: Buffer): void {
    if (this.upgrades.size >= UPGRADES_QUEUED_MAX || this.upgrades.has(key)) return;
    if (!this.upgrading && this.upgrades.size === 0) this.idle = new Promise((resolve) => (this.settleIdle = resolve));
    this.upgrades.set(key, body);
    this.upgradeNext();
  }

  private upgradeNext(): void {
    if (this.upgrading) return;
    const next = this.upgrades.entries().next();
    if (next.done) {
      this.settleIdle();
      return;
    }
    const [key, body] = next.value;
    this.upgrades.delete(key);
    this.upgrading = true;
    brotliCompress(body, { params: brotliText(UPGRADED_BROTLI_QUALITY, body.length) }, (error, made) => {
      this.upgrading = false;
      const current = this.entries.get(key);
      // Dropped meanwhile (the budget), or no smaller: the first copy stays.
      if (!error && current && made.length < current.length) {
        this.entries.set(key, made);
        this.bytes += made.length - current.length;
      }
      this.upgradeNext();
    });
  }

  /**
   * The compressed copy of `body`, made once per distinct body and encoding, found by a hash of
   * the body. `entry` names the route cache entry the body is a copy of (its bytes never change):
   * its first hit hashes the body, later hits find the copy by the entry alone. A page rendered
   * again with the same bytes (a new entry) still shares the copy made for the first one.
   */
  of(body: Buffer, encoding: Encoding, entry?: string): Buffer {
    const alias = entry && `${encoding}:${entry}:${body.length}`;
    let key = alias ? this.aliases.get(alias) : undefined;
    const found = key !== undefined ? this.entries.get(key) : undefined;
    if (found) {
      this.entries.delete(key!);
      this.entries.set(key!, found);
      return found;
    }
    key = `${encoding}:${createHash('sha256').update(body).digest('base64url')}`;
    if (alias) {
      this.aliases.set(alias, key);
      if (this.aliases.size > ENTRY_ALIASES_MAX) this.aliases.delete(this.aliases.keys().next().value!);
    }
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const made = encoding === 'br'
      ? brotliCompressSync(body, { params: brotliText(STORED_BROTLI_QUALITY, body.length) })
      : gzipSync(body, { level: STORED_GZIP_LEVEL });
    if (made.length <= this.maxBytes) {
      this.entries.set(key, made);
      this.bytes += made.length;
      if (encoding === 'br') this.queueUpgrade(key, body);
      for (const [oldest, copy] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.entries.delete(oldest);
        this.bytes -= copy.length;
      }
    }
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}

const streamCompressor = (encoding: Encoding): BrotliCompress | Gzip =>
  encoding === 'br'
    ? createBrotliCompress({ params: brotliText(STREAM_BROTLI_QUALITY) })
    : createGzip({ level: STREAM_GZIP_LEVEL });

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

const joined = (buffers: Buffer[]): Buffer => (buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers));
/** One callback for a batch's writes, or none. */
const told = (callbacks: Callback[]): Callback | undefined => (callbacks.length === 0 ? undefined : (error) => callbacks.forEach((cb) => cb(error)));

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding): Buffer => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));

/** What to do with an answer, decided when its head is written. */
function modeOf(req: IncomingMessage, res: ServerResponse, status: number, encoding: Encoding | null): 'pass' | 'stream' | 'stored' {
  if (!encoding || req.method === 'HEAD' || status < 200 || status === 204 || status === 304) return 'pass';
  if (res.getHeader('content-encoding')) return 'pass';
  if (/no-transform/i.test(String(res.getHeader('cache-control') ?? ''))) return 'pass';
  const length = Number(res.getHeader('content-length'));
  if (Number.isFinite(length) && res.hasHeader('content-length') && length < MIN_COMPRESS_BYTES) return 'pass';
  const cache = String(res.getHeader('x-astro-cache') ?? '').toUpperCase();
  return cache === 'HIT' || cache === 'STALE' ? 'stored' : 'stream';
}

/**
 * Makes `res` compress what is written to it, as `req` accepts. Call before handing both to the
 * handler that writes the answer (it may call writeHead with headers, or setHeader then write).
 */
export function compressAnswer(req: IncomingMessage, res: ServerResponse, copies: CompressedCopies): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  const write = res.write.bind(res) as (chunk: Chunk, cb?: Callback) => boolean;
  const end = res.end.bind(res) as (cb?: () => void) => ServerResponse;

  let mode: 'undecided' | 'pass' | 'stream' | 'stored' = 'undecided';
  let status = 200;
  let message: string | undefined;
  let compressor: BrotliCompress | Gzip | undefined;
  /** Stream mode: the shopper left (the answer was closed), or the answer was ended. */
  let closed = false;
  let ended = false;
  let flushScheduled = false;
  const stored: Buffer[] = [];
  let entry: string | undefined;
  /** Stream mode: what was written since the compressor last got a batch, and the writes' callbacks. */
  let batch: Buffer[] = [];
  let batchCallbacks: Callback[] = [];

  /** What this turn wrote, and the batch emptied for the next. */
  const takeBatch = () => {
    const taken = { buffers: batch, callbacks: batchCallbacks };
    batch = [];
    batchCallbacks = [];
    return taken;
  };
  /**
   * Hands the compressor what this turn wrote, as one buffer. Each compressor write is a job on
   * zlib's thread pool and back: a cold page is written in dozens of chunks, and those jobs cost
   * more than the compression itself (docs/bench.md "Session 34").
   */
  const sendBatch = (): void => {
    if (batch.length === 0) return;
    const { buffers, callbacks } = takeBatch();
    streaming().write(joined(buffers), told(callbacks));
  };
  /** The stream's compressor, made when a turn ends with more to come: an answer written whole in one turn needs none. */
  const streaming = (): BrotliCompress | Gzip => {
    if (!compressor) {
      compressor = streamCompressor(encoding!);
      compressor.on('data', (chunk: Buffer) => write(chunk));
      compressor.on('end', () => end());
      compressor.on('error', (error) => res.destroy(error));
    }
    return compressor;
  };
  /** The answer was closed before the turn ended: its writes are told so, as a destroyed stream's are. */
  const dropBatch = (): void => {
    const closed = Object.assign(new Error('The answer was closed before this was written'), { code: 'ERR_STREAM_DESTROYED' });
    for (const cb of takeBatch().callbacks) cb(closed);
  };

  res.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]): ServerResponse {
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | [string, string][] | undefined;
    message = typeof rest[0] === 'string' ? rest[0] : undefined;
    status = code;
    if (Array.isArray(headers)) for (const [name, value] of headers) res.setHeader(name, value);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    // The route cache entry a hit came from (src/lib/cache/route-cache-bytes.ts): ours, never sent.
    const marked = res.getHeader(ENTRY_HEADER);
    if (marked !== undefined) {
      entry = String(marked);
      res.removeHeader(ENTRY_HEADER);
    }
    const type = String(res.getHeader('content-type') ?? '');
    if (isCompressibleType(type)) res.setHeader('vary', varyWithEncoding(res.getHeader('vary')?.toString()));
    mode = isCompressibleType(type) ? modeOf(req, res, code, encoding) : 'pass';
    if (mode === 'pass') return writeHead(code, message);
    res.removeHeader('content-length');
    res.setHeader('content-encoding', encoding!);
    if (mode === 'stored') return res; // the head goes out with the body's length, at end()
    res.once('close', () => {
      closed = true;
      compressor?.destroy();
    });
    return writeHead(code, message);
  } as ServerResponse['writeHead'];

  const decide = () => {
    if (mode === 'undecided') res.writeHead(res.statusCode);
  };

  res.write = function (chunk: Chunk, ...rest: unknown[]): boolean {
    decide();
    const enc = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const cb = rest.find((r): r is Callback => typeof r === 'function');
    if (mode === 'pass') return write(typeof chunk === 'string' ? toBuffer(chunk, enc) : chunk, cb);
    if (mode === 'stored') {
      stored.push(toBuffer(chunk, enc));
      cb?.();
      return true;
    }
    batch.push(toBuffer(chunk, enc));
    if (cb) batchCallbacks.push(cb);
    // Chunks written in the same turn go to the compressor together and are flushed together:
    // streaming keeps streaming (a render that waits lets what it has go), and a page rendered
    // in one go is one job.
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(() => {
        flushScheduled = false;
        if (closed) return dropBatch();
        if (ended) return;
        sendBatch();
        compressor!.flush();
      });
    }
    return true;
  } as ServerResponse['write'];

  res.end = function (...args: unknown[]): ServerResponse {
    const chunk = typeof args[0] === 'string' || args[0] instanceof Uint8Array ? (args[0] as Chunk) : undefined;
    const enc = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    const cb = args.find((a): a is () => void => typeof a === 'function');
    if (cb) res.once('finish', cb);
    decide();
    if (mode === 'pass') {
      if (chunk !== undefined) write(typeof chunk === 'string' ? toBuffer(chunk, enc) : chunk);
      return end();
    }
    if (mode === 'stored') {
      if (chunk !== undefined) stored.push(toBuffer(chunk, enc));
      const body = copies.of(stored.length === 1 ? stored[0]! : Buffer.concat(stored), encoding!, entry);
      res.setHeader('content-length', body.length);
      writeHead(status, message);
      write(body);
      return end();
    }
    if (chunk !== undefined) batch.push(toBuffer(chunk, enc));
    ended = true;
    if (closed) {
      dropBatch();
      return res;
    }
    if (!compressor && batch.reduce((size, b) => size + b.length, 0) <= WHOLE_MAX_BYTES) {
      const { buffers, callbacks } = takeBatch();
      const whole = joined(buffers);
      write(encoding === 'br' ? brotliCompressSync(whole, { params: brotliText(STREAM_BROTLI_QUALITY, whole.length) }) : gzipSync(whole, { level: STREAM_GZIP_LEVEL }), told(callbacks));
      return end();
    }
    sendBatch();
    compressor!.end();
    return res;
  } as ServerResponse['end'];
}
