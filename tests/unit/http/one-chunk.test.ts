/**
 * A response of bytes already in memory (src/lib/http/one-chunk.ts): the route cache's readers
 * take its bytes as they are, and it is still a body like any other, read once.
 */
import { describe, expect, it } from 'vitest';
import { bodyBytes, WholeBody } from '../../../src/lib/http/one-chunk.ts';

const page = () => new TextEncoder().encode('<!doctype html><p>Café</p>');

describe('a whole body', () => {
  it('hands its bytes over without a copy when read whole', async () => {
    const bytes = page();
    const buffer = await new WholeBody(bytes, { status: 200 }).arrayBuffer();
    expect(buffer).toBe(bytes.buffer);
  });

  it('hands over only its own bytes when they are part of a larger buffer', async () => {
    const bytes = page();
    const buffer = await new WholeBody(bytes.subarray(15), { status: 200 }).arrayBuffer();
    expect(new TextDecoder().decode(buffer)).toBe('<p>Café</p>');
  });

  it('hands over only its own bytes when they are a pooled Node Buffer', async () => {
    // A small Buffer.concat is a view of Node's shared pool: its buffer holds other bytes too.
    const pooled = Buffer.concat([Buffer.from('<!doctype html>'), Buffer.from('<p>Café</p>')]);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const buffer = await new WholeBody(pooled, { status: 200 }).arrayBuffer();
    expect(new TextDecoder().decode(buffer)).toBe('<!doctype html><p>Café</p>');
  });

  it('is read once, as any body is', async () => {
    const response = new WholeBody(page(), { status: 200 });
    await response.arrayBuffer();
    expect(response.bodyUsed).toBe(true);
    await expect(response.arrayBuffer()).rejects.toThrow(TypeError);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('is not read whole while a reader holds its stream', async () => {
    const response = new WholeBody(page(), { status: 200 });
    response.body!.getReader();
    await expect(response.arrayBuffer()).rejects.toThrow(TypeError);
  });

  it('streams its bytes, with the status and headers it was given', async () => {
    const response = new WholeBody(page(), { status: 404, headers: { 'content-type': 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<!doctype html><p>Café</p>');
    await expect(response.arrayBuffer()).rejects.toThrow(TypeError);
  });
});

describe('a body read whole', () => {
  const streamed = (...parts: Array<Uint8Array | string>) =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      }),
    );

  it('joins a streamed page’s chunks in order, a character split across two included', async () => {
    const bytes = page();
    const at = bytes.indexOf(0xc3); // the é's first byte: its second comes in the next chunk
    const read = await bodyBytes(streamed(bytes.subarray(0, at + 1), bytes.subarray(at + 1, at + 3), bytes.subarray(at + 3)));
    expect(new TextDecoder().decode(read)).toBe('<!doctype html><p>Café</p>');
  });

  it('takes a whole body’s bytes as they are, and an empty or missing body as no bytes', async () => {
    const bytes = page();
    expect((await bodyBytes(new WholeBody(bytes, { status: 200 }))).buffer).toBe(bytes.buffer);
    expect((await bodyBytes(new Response(null, { status: 204 }))).byteLength).toBe(0);
    expect((await bodyBytes(streamed())).byteLength).toBe(0);
  });

  it('fails on a chunk that is not bytes, and on a stream that fails', async () => {
    await expect(bodyBytes(streamed('<p>text, not bytes</p>'))).rejects.toThrow(TypeError);
    const failing = new Response(
      new ReadableStream({
        pull(controller) {
          controller.error(new Error('render failed'));
        },
      }),
    );
    await expect(bodyBytes(failing)).rejects.toThrow('render failed');
  });
});
