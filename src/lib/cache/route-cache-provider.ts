/**
 * The route cache provider (astro.config.mjs `cache.provider`): Astro's memory provider, except
 * that a request carrying a preview session cookie goes straight to the renderer.
 *
 * The provider runs before the middleware, so it cannot know about preview sessions by itself:
 * it keys by URL only, and would hand an editor the cached public page for the same URL (or,
 * while revalidating a stale entry, render the editor's draft into the shared entry). Preview
 * responses also carry no cache headers (markCacheable, the middleware), so nothing of theirs
 * could be stored even if they passed through.
 */
import type { CacheProviderFactory } from 'astro';
import memoryProvider from 'astro/cache/memory';
import { hasPreviewCookie } from '../preview/cookie.ts';

type MemoryOptions = Parameters<typeof memoryProvider>[0];

const previewAwareMemoryCache: CacheProviderFactory = (config) => {
  const inner = memoryProvider(config as MemoryOptions);
  return {
    name: 'memory (preview-aware)',
    setHeaders: inner.setHeaders?.bind(inner),
    invalidate: (options) => inner.invalidate(options),
    onRequest(context, next) {
      if (hasPreviewCookie(context.request.headers.get('cookie')) || !inner.onRequest) return next();
      return inner.onRequest(context, next);
    },
  };
};

export default previewAwareMemoryCache;
