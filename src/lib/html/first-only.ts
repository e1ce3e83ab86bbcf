/**
 * Keeps the first occurrence of one exact piece of markup in a streamed HTML body and drops its
 * repeats, without buffering the page: used for the blocks' stylesheet link (src/middleware.ts).
 *
 * Why after rendering: every list of blocks links the blocks' sheet just before itself, in case it
 * is the first on the page (blocks/styles.ts), and Astro renders sibling components concurrently,
 * so while rendering no list can know whether another one above it linked the sheet already. The
 * streamed body is in document order, so here the first is known.
 *
 * Why it matters: each `<link rel="stylesheet">` is a sheet of its own in the cascade, even with
 * the same URL, so with two or three copies of the blocks' sheet every element was matched
 * against its rules two or three times, and Chromium gave up on narrowing its `:has()`
 * invalidation: any element the page inserted anywhere (a script's preload link in the head, an
 * island, a toast) recomputed the style of the whole document, about 15 ms each on the bench's
 * machine (docs/bench.md, "Session 12").
 */
const LT = 0x3c; // '<'

/** The same for a whole body in memory: one pass over its bytes, no stream. */
export function firstOnlyWhole(body: Uint8Array, markup: string): Uint8Array {
  const data = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const needle = Buffer.from(markup);
  const first = data.indexOf(needle);
  if (first < 0) return body;
  const parts: Buffer[] = [data.subarray(0, first + needle.length)];
  let from = first + needle.length;
  for (let at = data.indexOf(needle, from); at >= 0; at = data.indexOf(needle, from)) {
    parts.push(data.subarray(from, at));
    from = at + needle.length;
  }
  if (parts.length === 1) return body;
  parts.push(data.subarray(from));
  return Buffer.concat(parts);
}

export function firstOnly(body: ReadableStream<Uint8Array>, markup: string): ReadableStream<Uint8Array> {
  const needle = Buffer.from(markup);
  let seen = false;
  /** The end of the previous chunk when it may be the start of the markup, split across chunks. */
  let carry: Buffer | null = null;

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        let data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        if (carry) {
          data = Buffer.concat([carry, data]);
          carry = null;
        }
        const parts: Buffer[] = [];
        for (let at = data.indexOf(needle); at >= 0; at = data.indexOf(needle)) {
          parts.push(data.subarray(0, seen ? at : at + needle.length));
          seen = true;
          data = data.subarray(at + needle.length);
        }
        // A '<' near the end that could begin the markup waits for the next chunk.
        const lt = data.lastIndexOf(LT);
        if (lt >= 0 && data.length - lt < needle.length && needle.subarray(0, data.length - lt).equals(data.subarray(lt))) {
          carry = Buffer.from(data.subarray(lt));
          data = data.subarray(0, lt);
        }
        parts.push(data);
        for (const part of parts) if (part.length > 0) controller.enqueue(part);
      },
      flush(controller) {
        if (carry) controller.enqueue(carry);
      },
    }),
  );
}
