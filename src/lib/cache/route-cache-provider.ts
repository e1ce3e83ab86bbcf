/**
 * The route cache provider (astro.config.mjs `cache.provider`): Astro's memory provider, except
 * that a request carrying a preview session cookie goes straight to the renderer.
 *
 * Private paths (src/lib/site/private-routes.ts) go straight to the renderer too.
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

type MemoryOptions = Parameters<typeof memoryProvider>[0];

/** This process's route cache, for invalidations that arrive outside a request (src/lib/cache/publish-bus.ts). */
let current: CacheProvider | undefined;

/** Drops route cache entries by tag or path; false when no request has created the cache yet (so it is empty). */
export async function invalidateRouteCache(options: InvalidateOptions): Promise<boolean> {
  if (!current) return false;
  await current.invalidate(options);
  return true;
}

const previewAwareMemoryCache: CacheProviderFactory = (config) => {
  const inner = memoryProvider(config as MemoryOptions);
  current = inner;
  return {
    name: 'memory (preview-aware)',
    setHeaders: inner.setHeaders?.bind(inner),
    invalidate: (options) => inner.invalidate(options),
    async onRequest(context, next) {
      // Private pages (the cart, favorites, account…) also match the locale's `[...slug]` rule:
      // they are the shopper's own and never a shared entry, whatever the route rules say.
      if (hasPreviewCookie(context.request.headers.get('cookie')) || isPrivatePath(new URL(context.request.url).pathname) || !inner.onRequest) return next();
      const started = performance.now();
      const response = await inner.onRequest(context, next);
      // A page answered from memory never reaches the middleware, which logs every other request.
      const cache = response.headers.get('x-astro-cache');
      if (cache === 'HIT' || cache === 'STALE') {
        const correlationId = context.request.headers.get('x-correlation-id') ?? crypto.randomUUID();
        logAccess({ method: context.request.method, url: context.url, status: response.status, ms: performance.now() - started, cache, correlationId });
      }
      return response;
    },
  };
};

export default previewAwareMemoryCache;
