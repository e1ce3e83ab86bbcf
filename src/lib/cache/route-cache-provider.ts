/**
 * The route cache provider (astro.config.mjs `cache.provider`): Astro's memory provider, except
 * that a request carrying a preview session cookie goes straight to the renderer.
 *
 * Private paths (src/lib/site/private-routes.ts) go straight to the renderer too. What it keeps
 * is bounded in bytes (`maxBytes`, ./route-cache-bytes.ts) as well as in entries (`max`).
 *
 * The provider runs before the middleware, so it cannot know about preview sessions by itself:
 * it keys by URL only, and would hand an editor the cached public page for the same URL (or,
 * while revalidating a stale entry, render the editor's draft into the shared entry). Preview
 * responses also carry no cache headers (markCacheable, the middleware), so nothing of theirs
 * could be stored even if they passed through.
 */
import type { CacheProvider, CacheProviderFactory, InvalidateOptions } from 'astro';
import memoryProvider from 'astro/cache/memory';
import { hasPreviewCookie } from '../preview/cookie.ts';
import { isPrivatePath } from '../site/private-routes.ts';
import { logAccess } from '../log/access.ts';
import { ENTRY_HEADER, entryTagOf, readWhole, RouteCacheBytes, willBeKept, withEntryTag, withoutEntryTag } from './route-cache-bytes.ts';
import { correlationIdFor, inRequest } from '../log/request-context.ts';
import { forgetKeptRenders } from '../render/kept-renders.ts';

type MemoryOptions = Parameters<typeof memoryProvider>[0];
/** astro.config.mjs `cache.provider.config`: Astro's options and our byte budget. */
type Options = NonNullable<MemoryOptions> & { maxBytes?: number };

/**
 * The pages kept in memory, at most (./route-cache-bytes.ts): about 500 pages of HTML, until the
 * middleware sets ROUTE_CACHE_MB (`setRouteCacheBudget`; the provider itself cannot read astro:env).
 */
export const DEFAULT_ROUTE_CACHE_BYTES = 64 * 1024 * 1024;
let budget: number | undefined;
let ledger: RouteCacheBytes | undefined;

/** The byte budget from the configuration, applied to this process's route cache. */
export function setRouteCacheBudget(bytes: number): void {
  budget = bytes;
  ledger?.setMax(bytes);
}

/** This process's route cache, for invalidations that arrive outside a request (src/lib/cache/publish-bus.ts). */
let current: CacheProvider | undefined;

/** Drops route cache entries by tag or path; false when no request has created the cache yet (so it is empty). */
export async function invalidateRouteCache(options: InvalidateOptions): Promise<boolean> {
  forgetKeptRenders();
  if (!current) return false;
  await current.invalidate(options);
  return true;
}

const previewAwareMemoryCache: CacheProviderFactory = (config) => {
  const { maxBytes = DEFAULT_ROUTE_CACHE_BYTES, ...memory } = (config ?? {}) as Options;
  const inner = memoryProvider(memory);
  current = inner;
  const kept = new RouteCacheBytes(budget ?? maxBytes, (tags) => inner.invalidate({ tags }));
  ledger = kept;
  // The server compresses cached pages once and finds their copy by the entry (./route-cache-bytes.ts).
  const markEntries = process.env.CAIRN_ENTRY_HEADER === '1';
  return {
    name: 'memory (preview-aware)',
    setHeaders: inner.setHeaders?.bind(inner),
    // A publish drops the blocks' kept renders with the pages (../render/kept-renders.ts); the
    // byte budget's evictions (`kept` above) do not: they say nothing about the content.
    invalidate: (options) => {
      forgetKeptRenders();
      return inner.invalidate(options);
    },
    onRequest(context, next) {
      // The first of our code a request meets: everything after it logs with its correlation id.
      const correlationId = correlationIdFor(context.request);
      return inRequest(correlationId, () => answer(context, next, correlationId));
    },
  };

  async function answer(context: Parameters<NonNullable<CacheProvider['onRequest']>>[0], next: () => Promise<Response>, correlationId: string): Promise<Response> {
    // Private pages (the cart, favorites, account…) also match the locale's `[...slug]` rule:
    // they are the shopper's own and never a shared entry, whatever the route rules say.
    if (hasPreviewCookie(context.request.headers.get('cookie')) || isPrivatePath(new URL(context.request.url).pathname) || !inner.onRequest) return next();
    const started = performance.now();
    const url = context.request.url;
    // What the provider keeps is weighed on the way in, under a tag the ledger can drop it by.
    const weighed = async (): Promise<Response> => {
      const rendered = await next();
      if (!willBeKept(rendered)) return rendered;
      const { body, bytes } = await readWhole(rendered);
      return withEntryTag(rendered, body, kept.keep(url, bytes));
    };
    const answered = await inner.onRequest(context, weighed);
    const cache = answered.headers.get('x-astro-cache');
    const hit = cache === 'HIT' || cache === 'STALE';
    const entry = hit && markEntries ? entryTagOf(answered) : undefined;
    const response = withoutEntryTag(answered);
    if (entry) response.headers.set(ENTRY_HEADER, entry); // a hit is a new Response: its headers are mutable
    // A page answered from memory never reaches the middleware, which logs every other request.
    if (hit) {
      kept.touch(url);
      logAccess({ method: context.request.method, url: context.url, status: response.status, ms: performance.now() - started, cache, correlationId });
    }
    return response;
  }
};

export default previewAwareMemoryCache;
