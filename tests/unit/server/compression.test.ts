import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, constants, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAnswer, CompressedCopies } from '../../../src/server/compression.ts';
import { brotliText, brotliWindowBits, STREAM_BROTLI_WINDOW_BITS } from '../../../src/server/encoding.ts';

const PAGE = `<!doctype html><html><body>${'<p>Trail notes, layered and light.</p>'.repeat(400)}</body></html>`;

/** The window a brotli stream was made with, from its first bits (RFC 7932 9.1, least significant bit first). */
function windowBitsOf(stream: Buffer): number {
  const first = stream[0]!;
  if ((first & 1) === 0) return 16;
  const large = (first >> 1) & 7;
  if (large) return 17 + large;
  const small = (first >> 4) & 7;
  return small ? 8 + small : 17;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server whose handler writes like Astro's adapter: writeHead with headers, chunks, end. */
async function serveWith(copies: CompressedCopies, headers: Record<string, string>, chunks: string[]): Promise<number> {
  server = createServer((req, res) => {
    compressAnswer(req, res, copies);
    res.writeHead(200, headers);
    for (const chunk of chunks) res.write(chunk);
    res.end();
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', () => listening()));
  return (server.address() as AddressInfo).port;
}

function get(port: number, acceptEncoding?: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path: '/', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressAnswer', () => {
  it('streams a rendered page as brotli, whole and smaller', async () => {
    const port = await serveWith(new CompressedCopies(), { 'content-type': 'text/html' }, [PAGE.slice(0, 5000), PAGE.slice(5000)]);
    const res = await get(port, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(PAGE.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
  });

  it('gzips for a client that accepts only gzip, and sends plain text to one that accepts nothing', async () => {
    const port = await serveWith(new CompressedCopies(), { 'content-type': 'text/html' }, [PAGE]);
    const gz = await get(port, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    const plain = await get(port);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('compresses a route cache hit once and serves the kept copy with its length after', async () => {
    const copies = new CompressedCopies();
    const port = await serveWith(copies, { 'content-type': 'text/html', 'x-astro-cache': 'HIT' }, [PAGE]);
    const first = await get(port, 'br');
    const second = await get(port, 'br');
    expect(first.headers['content-length']).toBe(String(first.body.length));
    // The same kept copy (or its quality-11 remake, never larger).
    expect(second.body.length).toBeLessThanOrEqual(first.body.length);
    expect(copies.size).toBe(1);
    expect(brotliDecompressSync(second.body).toString()).toBe(PAGE);
  });

  it('leaves images, tiny answers and already encoded answers alone', async () => {
    const image = await get(await serveWith(new CompressedCopies(), { 'content-type': 'image/png' }, ['x'.repeat(5000)]), 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    server!.close();
    const tiny = await get(await serveWith(new CompressedCopies(), { 'content-type': 'application/json', 'content-length': '2' }, ['{}']), 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('{}');
  });
});

describe('a rendered page streamed compressed', () => {
  it('lets what one turn wrote go before the render goes on, and calls every write’s callback', async () => {
    let headArrived: () => void = () => undefined;
    const clientHasHead = new Promise<void>((resolve) => (headArrived = resolve));
    const written: string[] = [];
    server = createServer((req, res) => {
      compressAnswer(req, res, new CompressedCopies());
      res.writeHead(200, { 'content-type': 'text/html' });
      // Like Astro: the head in several chunks, then a wait for data (here: until the client has the head).
      for (const part of ['<!doctype html>', '<html><head><title>Trail</title></head>', '<body>']) res.write(part, () => written.push(part));
      void clientHasHead.then(() => {
        res.write(PAGE.slice(0, 4000), () => written.push('body'));
        res.end('</body></html>');
      });
    });
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', () => listening()));
    const { port } = server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        let decoded = '';
        const inflate = res.pipe(createBrotliDecompress());
        inflate.on('data', (chunk: Buffer) => {
          decoded += chunk.toString();
          if (decoded.includes('<body>')) headArrived();
        });
        inflate.on('end', () => resolve(decoded));
        inflate.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    expect(text).toBe(`<!doctype html><html><head><title>Trail</title></head><body>${PAGE.slice(0, 4000)}</body></html>`);
    expect(written).toEqual(['<!doctype html>', '<html><head><title>Trail</title></head>', '<body>', 'body']);
  });

  it('tells a write that came after the shopper left that it was not sent', async () => {
    let told: (error: Error | null | undefined) => void = () => undefined;
    const outcome = new Promise<Error | null | undefined>((resolve) => (told = resolve));
    server = createServer((req, res) => {
      compressAnswer(req, res, new CompressedCopies());
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<!doctype html><html><body>');
      res.once('close', () => res.write(PAGE, (error) => told(error)));
    });
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', () => listening()));
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'br' } }, (res) => res.once('data', () => req.destroy()));
    req.on('error', () => undefined);
    req.end();
    expect((await outcome)?.message).toMatch(/closed/);
  });

  it('fits brotli’s window to the body, never brotli’s default 4 MB, and streams with 256 KB', () => {
    expect(STREAM_BROTLI_WINDOW_BITS).toBe(18);
    expect(brotliText(4)[constants.BROTLI_PARAM_LGWIN]).toBe(18);
    expect(brotliWindowBits(82_000)).toBe(17); // home
    expect(brotliWindowBits(1_000_000)).toBe(20);
    expect(brotliWindowBits(0)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(500 * 1024 * 1024)).toBe(constants.BROTLI_DEFAULT_WINDOW);
    expect(brotliText(8, 82_000)).toMatchObject({ [constants.BROTLI_PARAM_LGWIN]: 17, [constants.BROTLI_PARAM_SIZE_HINT]: 82_000, [constants.BROTLI_PARAM_QUALITY]: 8 });
  });

  it('compresses an answer written whole in one turn in one call, its window fitted to it, and calls its writes’ callbacks', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ itemId: `line-${i}`, name: 'Ridge Hiker', qty: (i % 3) + 1 })) });
    expect(json.length).toBeLessThan(2 ** 16);
    const told: string[] = [];
    server = createServer((req, res) => {
      compressAnswer(req, res, new CompressedCopies());
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(json, () => told.push('written'));
      res.end();
    });
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', () => listening()));
    const res = await get((server.address() as AddressInfo).port, 'br');
    expect(brotliDecompressSync(res.body).toString()).toBe(json);
    expect(windowBitsOf(res.body)).toBe(brotliWindowBits(json.length));
    expect(windowBitsOf(res.body)).toBeLessThan(STREAM_BROTLI_WINDOW_BITS);
    expect(told).toEqual(['written']);
    const gz = await get((server.address() as AddressInfo).port, 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(json);
  });

  it('streams, with the stream’s window, an answer whose writes span turns', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ itemId: `line-${i}` })) });
    server = createServer((req, res) => {
      compressAnswer(req, res, new CompressedCopies());
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(json.slice(0, 1000));
      setTimeout(() => res.end(json.slice(1000)), 5);
    });
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', () => listening()));
    const res = await get((server.address() as AddressInfo).port, 'br');
    expect(brotliDecompressSync(res.body).toString()).toBe(json);
    expect(windowBitsOf(res.body)).toBe(STREAM_BROTLI_WINDOW_BITS);
  });

  it('compresses a page of more than the stream’s window whole', async () => {
    const big = pageLike(60_000);
    expect(big.length).toBeGreaterThan(2 ** STREAM_BROTLI_WINDOW_BITS);
    const parts = Array.from({ length: Math.ceil(big.length / 7000) }, (_, i) => big.slice(i * 7000, (i + 1) * 7000));
    const res = await get(await serveWith(new CompressedCopies(), { 'content-type': 'text/html' }, parts), 'br');
    expect(brotliDecompressSync(res.body).toString()).toBe(big);
  });
});

describe('CompressedCopies', () => {
  it('stays within its byte bound, dropping the least recently used', () => {
    const copies = new CompressedCopies(200);
    for (let i = 0; i < 10; i++) copies.of(Buffer.from(`${i}`.repeat(2000) + Math.random()), 'gzip');
    expect(copies.size).toBeLessThan(10);
  });
});

/** Text that compresses like a page (words in a varied order), unlike PAGE's one repeated line. */
function pageLike(words: number): string {
  const vocabulary = ['trail', 'ridge', 'jacket', 'merino', 'layer', 'boots', 'granite', 'down', 'fleece', 'summit', 'pack', 'light', 'warm', 'dry', 'class="cta"', '<li>', '</li>', '<a href="/en-us/c/', '">', '</a>'];
  let seed = 7;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out.push(vocabulary[seed % vocabulary.length]!, String(seed % 97));
  }
  return `<!doctype html><html><body>${out.join(' ')}</body></html>`;
}

describe('the stored brotli copy at quality 11', () => {
  it('is made again off the request, smaller, and served to later hits', async () => {
    const page = pageLike(12_000);
    const copies = new CompressedCopies();
    const port = await serveWith(copies, { 'content-type': 'text/html', 'x-astro-cache': 'HIT', 'x-cairn-entry': 'cairn-entry-21' }, [page]);
    const first = await get(port, 'br');
    await copies.upgraded();
    const later = await get(port, 'br');
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(later.headers['content-length']).toBe(String(later.body.length));
    expect(brotliDecompressSync(later.body).toString()).toBe(page);
    expect(copies.size).toBe(1);
  });

  it('leaves gzip copies as they are', async () => {
    const copies = new CompressedCopies();
    const first = copies.of(Buffer.from(pageLike(2_000)), 'gzip');
    await copies.upgraded();
    expect(copies.of(Buffer.from(pageLike(2_000)), 'gzip')).toBe(first);
  });
});

describe('compressed copies of route cache hits', () => {
  it('finds the copy by the entry the hit names, and never sends that header', async () => {
    const copies = new CompressedCopies();
    const port = await serveWith(copies, { 'content-type': 'text/html; charset=utf-8', 'x-astro-cache': 'HIT', 'x-cairn-entry': 'cairn-entry-7' }, [PAGE]);
    const first = await get(port, 'br');
    const second = await get(port, 'br');
    expect(first.headers['x-cairn-entry']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.body).toString()).toBe(PAGE);
    expect(copies.size).toBe(1);
    // The same entry in the other encoding is a copy of its own.
    expect(gunzipSync((await get(port, 'gzip')).body).toString()).toBe(PAGE);
    expect(copies.size).toBe(2);
  });

  it('takes the entry header off an answer it does not compress too', async () => {
    const port = await serveWith(new CompressedCopies(), { 'content-type': 'text/html; charset=utf-8', 'x-astro-cache': 'HIT', 'x-cairn-entry': 'cairn-entry-8' }, [PAGE]);
    const plain = await get(port);
    expect(plain.headers['x-cairn-entry']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('shares one copy between a body without an entry and entries with the same bytes', () => {
    const copies = new CompressedCopies();
    const first = copies.of(Buffer.from(PAGE), 'br');
    expect(copies.of(Buffer.from(PAGE), 'br')).toBe(first);
    expect(copies.of(Buffer.from(PAGE), 'br', 'cairn-entry-9')).toBe(first);
    // A new entry of the same page (rendered again, same bytes) reuses it too.
    expect(copies.of(Buffer.from(PAGE), 'br', 'cairn-entry-10')).toBe(first);
    expect(copies.size).toBe(1);
    // Other bytes under a new entry: a copy of their own.
    const other = copies.of(Buffer.from(PAGE + '<!-- v2 -->'), 'br', 'cairn-entry-11');
    expect(brotliDecompressSync(other).toString()).toBe(PAGE + '<!-- v2 -->');
    expect(copies.size).toBe(2);
  });
});
