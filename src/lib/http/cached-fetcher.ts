/**
 * A JSON GET client for upstream services (content service, catalogue) with the four things a
 * storefront needs on its hot path:
 * - a deadline on every call (AbortSignal.timeout), so a slow upstream cannot hold a render;
 * - coalescing: identical in-flight requests share one upstream call (a thundering herd on a
 *   popular page becomes one request);
 * - stale-while-revalidate: past `freshMs`, the cached answer is served at once and refreshed in
 *   the background;
 * - stale-if-error: when the upstream fails, a cached answer up to `staleIfErrorMs` old is served.
 * A 404 is an answer, cached like any other (briefly), not an error.
 */

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'body';

/** The upstream could not give an answer and nothing usable was cached. */
export class UpstreamUnavailableError extends Error {
  readonly failure: UpstreamFailure;
  readonly status: number | undefined;
  readonly url: string;
  constructor(url: string, failure: UpstreamFailure, status?: number, cause?: unknown) {
    super(`Upstream unavailable (${failure}${status ? ` ${status}` : ''}): ${url}`, { cause });
    this.name = 'UpstreamUnavailableError';
    this.url = url;
    this.failure = failure;
    this.status = status;
  }
}

export type Freshness = 'miss' | 'fresh' | 'stale' | 'stale-if-error' | 'bypass';

export type FetchResult =
  | { found: true; body: unknown; fetchedAt: number; freshness: Freshness }
  | { found: false; fetchedAt: number; freshness: Freshness };

export interface CachedFetcherOptions {
  timeoutMs: number;
  /** How long an answer is served without asking upstream. */
  freshMs: number;
  /** After freshMs, how long it is still served while a background refresh runs. */
  staleMs: number;
  /** After freshMs, how long it may be served when upstream fails. */
  staleIfErrorMs: number;
  /** How long a 404 is remembered. */
  notFoundMs?: number;
  maxEntries?: number;
  /**
   * The request headers that change the answer and so belong in the cache key. Per-request ids
   * (transaction, correlation) must not be in it, or nothing would ever hit.
   */
  keyHeaders?: readonly string[];
  fetch?: typeof fetch;
  now?: () => number;
  onRefreshError?: (url: string, error: unknown) => void;
}

interface Entry {
  result: FetchResult;
  storedAt: number;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Skip the cache entirely (preview): never read, never written. Coalescing still applies. */
  bypassCache?: boolean;
}

export interface CachedFetcher {
  get(url: string, options?: RequestOptions): Promise<FetchResult>;
  /** Entries currently cached (for health and tests). */
  readonly size: number;
  clear(): void;
  /** Drops the entries whose URL or cached body match (a CMS publish); answers how many went. */
  forget(match: (url: string, body: unknown) => boolean): number;
}

export function createCachedFetcher(options: CachedFetcherOptions): CachedFetcher {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5000;
  const notFoundMs = options.notFoundMs ?? Math.min(options.freshMs, 10_000);
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<FetchResult>>();

  function remember(key: string, result: FetchResult): void {
    // Map keeps insertion order: deleting and re-inserting makes it a cheap LRU.
    cache.delete(key);
    cache.set(key, { result, storedAt: result.fetchedAt });
    if (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  function cacheKey(url: string, headers: Record<string, string> | undefined): string {
    if (!headers || !options.keyHeaders?.length) return url;
    return url + options.keyHeaders.map((h) => `\n${h}:${headers[h] ?? ''}`).join('');
  }

  async function fetchOnce(url: string, headers: Record<string, string> | undefined): Promise<FetchResult> {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new UpstreamUnavailableError(url, timedOut ? 'timeout' : 'network', undefined, error);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { found: false, fetchedAt: now(), freshness: 'miss' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamUnavailableError(url, 'status', response.status);
    }
    try {
      return { found: true, body: await response.json(), fetchedAt: now(), freshness: 'miss' };
    } catch (error) {
      throw new UpstreamUnavailableError(url, 'body', response.status, error);
    }
  }

  /** One upstream call per key at a time; every caller waiting on it gets the same answer. */
  function coalesced(key: string, url: string, headers: Record<string, string> | undefined, store: boolean): Promise<FetchResult> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = fetchOnce(url, headers)
      .then((result) => {
        if (store) remember(key, result);
        return result;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    get size() {
      return cache.size;
    },
    clear() {
      cache.clear();
    },
    forget(match) {
      let dropped = 0;
      for (const [key, entry] of cache) {
        // The key is the URL, then the key headers on their own lines (cacheKey).
        if (match(key.split('\n', 1)[0]!, entry.result.found ? entry.result.body : undefined)) {
          cache.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    async get(url, requestOptions = {}) {
      const { headers, bypassCache = false } = requestOptions;
      // The cache key includes the headers that change the answer (site, locale, preview time).
      const key = cacheKey(url, headers);
      if (bypassCache) {
        const result = await coalesced(`bypass:${key}`, url, headers, false);
        return { ...result, freshness: 'bypass' };
      }
      const entry = cache.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      const freshFor = entry && !entry.result.found ? notFoundMs : options.freshMs;
      if (entry && age <= freshFor) return { ...entry.result, freshness: 'fresh' };
      if (entry && age <= freshFor + options.staleMs) {
        coalesced(key, url, headers, true).catch((error) => options.onRefreshError?.(url, error));
        return { ...entry.result, freshness: 'stale' };
      }
      try {
        return await coalesced(key, url, headers, true);
      } catch (error) {
        if (entry && entry.result.found && age <= options.freshMs + options.staleIfErrorMs) {
          options.onRefreshError?.(url, error);
          return { ...entry.result, freshness: 'stale-if-error' };
        }
        throw error;
      }
    },
  };
}
