/**
 * A page the route cache will keep leaves the middleware (src/middleware.ts) as bytes in memory
 * (`WholeBody`), which the cache's ledger and Astro's memory provider take without reading a
 * stream or copying; any other page streams. Astro writes a page's cache options into its
 * CDN-Cache-Control only after the middleware has returned, so the middleware decides from the
 * options. Here, not in tests/unit: the middleware reads its settings from astro:env.
 */
import type { APIContext, AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { onRequest } from '../../../src/middleware.ts';
import { WholeBody } from '../../../src/lib/http/one-chunk.ts';
import { blocksSheet } from '../../../blocks/styles.ts';

const noCookies = { get: () => undefined } as unknown as AstroCookies;
const SHEET = `<link rel="stylesheet" href="${blocksSheet}">`;

/** Astro's context for a page at `path` whose cache options are `options` (undefined: no route cache). */
function context(path: string, options: { maxAge?: number } | undefined): APIContext {
  const request = new Request(new URL(path, 'http://localhost:4321'));
  const cache = options && { enabled: true, options, set: () => undefined, tags: [] };
  return { url: new URL(request.url), request, cookies: noCookies, locals: {}, cache, routePattern: '/[locale]/[...slug]' } as unknown as APIContext;
}

/** A page rendered in three chunks, as Astro streams one, with the blocks' sheet linked twice. */
function rendered(): Response {
  const parts = ['<!doctype html><head>', `${SHEET}</head><main>${SHEET}`, '<h1>Trail boots</h1></main>'];
  const body = new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/html' } });
}

const EXPECTED = `<!doctype html><head>${SHEET}</head><main><h1>Trail boots</h1></main>`;

describe('a page the route cache keeps', () => {
  it('leaves the middleware whole, with the blocks’ sheet linked once, when its cache options keep it', async () => {
    const response = (await onRequest(context('/en-us/', { maxAge: 300 }), async () => rendered())) as Response;
    expect(response).toBeInstanceOf(WholeBody);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe(EXPECTED);
  });

  it('streams when nothing keeps it: no route cache, caching off, a private page', async () => {
    for (const [path, options] of [['/en-us/', undefined], ['/en-us/', {}], ['/en-us/cart', { maxAge: 300 }]] as const) {
      const response = (await onRequest(context(path, options), async () => rendered())) as Response;
      expect(response).not.toBeInstanceOf(WholeBody);
      expect(await response.text()).toBe(EXPECTED);
    }
  });
});
