/**
 * A body of bytes already in memory, as a stream of one chunk. A Response made from an
 * ArrayBuffer or a typed array copies it first (the Fetch standard's "get a copy of the bytes");
 * one made from a stream takes its chunks as they are, and a default stream never detaches them.
 */
export function oneChunk(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
