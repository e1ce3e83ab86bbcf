/**
 * Wiring: where the upstream services are and the clients that talk to them. The only module of
 * src/lib that reads astro:env, so the rest stays pure and unit-testable.
 */
import { API_ACCESS_KEY, COMMERCE_API_URL, CONTENT_API_URL, CONTENT_TIMEOUT_MS, SANDBOX_PORT } from 'astro:env/server';
import { EDITOR_ORIGINS, EXPERIMENTS_EVENTS_URL, OPTIMIZELY_DATAFILE_URL, OPTIMIZELY_SDK_KEY, PREVIEW_SECRET, REDIS_URL, SESSION_DB, SESSION_SECRET } from 'astro:env/server';
import { DEV_PREVIEW_SECRET } from './preview/signing.ts';
import { fileSessionStore, redisSessionStore } from './bff/session-store.ts';
import { localSessionSecret } from './bff/session-secret.ts';
import { parseEditorOrigins } from './preview/frames.ts';
import { experimentsSource } from './experiments/source.ts';
import { createShowcaseClient } from './content/showcase.ts';
import { createCachedFetcher } from './http/cached-fetcher.ts';
import { CONTENT_KEY_HEADERS, gatewayHeaders } from './http/gateway-headers.ts';
import { createContentClient } from './content/client.ts';
import { createCatalogueClient } from './catalogue/client.ts';
import { siteForId, SITES } from './site/locales.ts';
import { log } from './log/logger.ts';

const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;

export const upstream = {
  contentUrl: CONTENT_API_URL ?? sandboxUrl,
  commerceUrl: COMMERCE_API_URL ?? sandboxUrl,
  /** Sandbox media (generated images) is served through the storefront at /media. */
  mediaUrl: CONTENT_API_URL ? undefined : sandboxUrl,
  usesSandbox: !CONTENT_API_URL || !COMMERCE_API_URL,
  timeoutMs: CONTENT_TIMEOUT_MS,
} as const;

const headersFor = (siteId: string) => gatewayHeaders({ site: siteForId(siteId) ?? SITES[0]!, accessKey: API_ACCESS_KEY });
const onRefreshError = (url: string, error: unknown) =>
  log('warn', 'upstream.refresh_failed', { url, error: error instanceof Error ? error.message : String(error) });

/** CMS content changes rarely and must survive an outage: long stale-if-error. */
export const contentFetcher = createCachedFetcher({
  timeoutMs: CONTENT_TIMEOUT_MS,
  freshMs: 30_000,
  staleMs: 5 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  keyHeaders: CONTENT_KEY_HEADERS,
  onRefreshError,
});

/** Prices and stock move faster than content: shorter freshness, still stale-if-error. */
export const catalogueFetcher = createCachedFetcher({
  timeoutMs: CONTENT_TIMEOUT_MS,
  freshMs: 10_000,
  staleMs: 60_000,
  staleIfErrorMs: 60 * 60_000,
  keyHeaders: CONTENT_KEY_HEADERS,
  onRefreshError,
});

export const contentClient = createContentClient({ baseUrl: upstream.contentUrl, fetcher: contentFetcher, headers: headersFor });
export const catalogueClient = createCatalogueClient({ baseUrl: upstream.commerceUrl, fetcher: catalogueFetcher, headers: headersFor });

const editorOrigins = parseEditorOrigins(EDITOR_ORIGINS);
if (editorOrigins.rejected.length > 0) log('warn', 'config.editor_origins_rejected', { rejected: editorOrigins.rejected });

/** Editors' preview (signed links, sessions, frames). */
export const previewConfig = {
  /**
   * PREVIEW_SECRET; with the embedded content sandbox and no secret set, the documented
   * development secret (README). Against a real content service without one, preview is off.
   */
  secret: PREVIEW_SECRET ?? (CONTENT_API_URL ? undefined : DEV_PREVIEW_SECRET),
  /** Origins allowed to frame the storefront (CSP frame-ancestors) and to talk to preview frames. */
  editorOrigins: editorOrigins.origins,
} as const;

/** The experimentation datafile and event log (null: experiments off, baselines everywhere). */
export const experiments = experimentsSource({
  sdkKey: OPTIMIZELY_SDK_KEY,
  datafileUrl: OPTIMIZELY_DATAFILE_URL,
  eventsUrl: EXPERIMENTS_EVENTS_URL,
  sandboxUrl: upstream.usesSandbox ? sandboxUrl : undefined,
});

/** The showcase listing for the editors' viewer (always preview mode, never cached). */
export const showcaseClient = createShowcaseClient({ baseUrl: upstream.contentUrl, headers: headersFor, timeoutMs: CONTENT_TIMEOUT_MS });

/**
 * The shoppers' sessions (src/lib/bff/session.ts): Redis when REDIS_URL is set (every instance
 * shares it, so they must share SESSION_SECRET too), else a SQLite file with a secret kept beside
 * it, so `npm start` restarts keep every shopper's session.
 */
if (REDIS_URL && !SESSION_SECRET) throw new Error('SESSION_SECRET (32 characters or more) is required with REDIS_URL: every instance must sign session ids with the same secret.');
export const sessions = {
  store: REDIS_URL ? redisSessionStore(REDIS_URL) : fileSessionStore(SESSION_DB),
  secret: SESSION_SECRET ?? localSessionSecret(SESSION_DB),
};
