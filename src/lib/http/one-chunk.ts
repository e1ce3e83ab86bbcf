/**
 * A body of bytes already in memory, as a stream of one chunk. A Response made from an
 * ArrayBuffer or a typed array copies it first (the Fetch standard's "get a copy of the bytes");
 * one made from a stream takes its chunks as they are, and a default stream never detaches them.
 */
function oneChunk(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * A response whose body is bytes already in memory: streamed as one chunk, and handed over as they
 * are to whoever reads it whole (`arrayBuffer()`), without a read of the stream or a copy. A page
 * the route cache keeps is read whole three times on a miss (the middleware's pass, the cache's
 * byte ledger, Astro's memory provider); each read and copy made more garbage for the collector
 * (docs/bench.md "Session 17").
 */
export class WholeBody extends Response {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array, init: ResponseInit) {
    super(oneChunk(bytes), init);
    this.#bytes = bytes;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    // A body is read once, and not while a reader holds it: those fail as any Response's do.
    if (this.bodyUsed || !this.body || this.body.locked) return super.arrayBuffer();
    void this.body.cancel();
    const bytes = this.#bytes;
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    // Not `bytes.slice()`: on a Node Buffer (a pooled one, from Buffer.concat) that is a view of
    // the pool, whose buffer holds other bytes too.
    return whole ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer;
  }
}

/**
 * A response's body, whole, as bytes: a WholeBody's own, another's chunks joined once.
 * `arrayBuffer()` joins the chunks and then copies the result again (the Fetch standard's "get a
 * copy of the bytes"), a second buffer of the page's size for the collector on every render the
 * route cache keeps.
 */
export async function bodyBytes(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  if (response instanceof WholeBody || !response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of response.body) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('A response body chunk is not bytes');
    chunks.push(chunk);
    length += chunk.byteLength;
  }
  return joinBytes(chunks, length);
}

/** The parts, one after the other, in one new array of `length` bytes (their total). */
export function joinBytes(parts: readonly Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}
