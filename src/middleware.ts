import { defineMiddleware } from 'astro:middleware';
// Every language's error words, before any render or answer (the browser's catalogue holds one).
import './lib/errors/all-words.ts';
import { DEFAULT_LOCALE, siteForLocale } from './lib/site/locales.ts';
import { detectPageType } from './lib/site/page-type.ts';
import { isPrivatePath, PRIVATE_CACHE_CONTROL } from './lib/site/private-routes.ts';
import { previewConfig } from './lib/services.ts';
import { readPreviewSession } from './lib/preview/session.ts';
import { frameAncestorsDirective } from './lib/preview/frames.ts';
import { parsePreviewDateTime } from './lib/preview/signing.ts';
import { openBffSession } from './lib/bff/broker.ts';
import { apiError } from './lib/bff/guard.ts';
import { SessionUnavailable } from './lib/bff/session.ts';
import { log } from './lib/log/logger.ts';
import { serviceUnavailable } from './lib/content/unavailable.ts';
import { logAccess } from './lib/log/access.ts';
import { correlationIdFor, currentCorrelationId, inRequest } from './lib/log/request-context.ts';
import { startPublishListener } from './lib/cache/publish-bus.ts';
import { setRouteCacheBudget } from './lib/cache/route-cache-provider.ts';
import { ROUTE_CACHE_MB } from 'astro:env/server';
import { addProviderOrigins } from './lib/payments/providers.ts';
import { paymentProviders } from './lib/payments/providers-server.ts';
import { firstOnly, firstOnlyWhole } from './lib/html/first-only.ts';
import { bodyBytes, WholeBody } from './lib/http/one-chunk.ts';
import { cacheWillKeep } from './lib/cache/route-cache-bytes.ts';
import { blocksSheet } from '../blocks/styles.ts';

/** Who may frame our pages: ourselves and the configured editor tools (docs/requirements/editors-and-experiments.md#preview preview frames). */
const FRAME_ANCESTORS = frameAncestorsDirective(previewConfig.editorOrigins);

const defaultSite = siteForLocale(DEFAULT_LOCALE)!;

setRouteCacheBudget(ROUTE_CACHE_MB * 1024 * 1024);

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const handle = defineMiddleware(async (context, next) => {
  const { url, locals } = context;
  const segment = url.pathname.split('/')[1];
  const site = siteForLocale(segment);
  locals.site = site ?? defaultSite;
  locals.localeInPath = site !== undefined;
  // Preview only inside a signed session (a bare ?preview=true shows published content).
  const session = previewConfig.secret ? readPreviewSession(context.cookies, url, previewConfig.secret) : null;
  locals.preview = session !== null;
  locals.contentMode = session ? 'preview' : 'publish';
  if (session) {
    const at = parsePreviewDateTime(url.searchParams.get('previewDateTime'));
    if (at) locals.previewDateTime = at;
    // Per editor and per moment: never a shared cache entry (the provider also steps aside). Astro's
    // render of the 404 page after a method an endpoint lacks (a GET of /preview/exit) has no cache
    // to set: the middleware threw there, and logged a 500 for a 404 the editor was shown.
    context.cache?.set(false);
  }
  locals.pageType = detectPageType(url.pathname);

  const extra: Record<string, string> = { ...SECURITY_HEADERS };
  const privatePath = isPrivatePath(url.pathname);
  if (privatePath || locals.preview) extra['Cache-Control'] = PRIVATE_CACHE_CONTROL;
  // The shopper's session is read only where the shopper's data is (public pages stay shared and cached).
  if (privatePath) {
    const opened = await openBffSession(context).catch(storeDown);
    if (opened instanceof SessionUnavailable) return withHeaders(sessionUnavailable(url, locals, opened), extra);
    locals.bff = opened;
  }
  const page = await next();
  // Private pages match the public pages' route rule too, but the route cache never keeps them;
  // a preview's cache was set off above.
  const response = await oneBlocksSheet(page, !privatePath && cacheWillKeep(page, context.cache));
  // Saved before the answer leaves, so the shopper's next request finds what this one wrote.
  const unsaved = await locals.bff?.save().catch(storeDown);
  if (unsaved) return withHeaders(sessionUnavailable(url, locals, unsaved), extra);
  // Astro writes the page's CSP while rendering; frame-ancestors only works as a header.
  const rendered = response.headers.get('content-security-policy');
  // A real payment provider's SDK origins, only when its key is set (the sandbox adapters are ours).
  const csp = rendered && addProviderOrigins(rendered, paymentProviders());
  if (csp && !/frame-ancestors/i.test(csp)) extra['Content-Security-Policy'] = `${csp.replace(/[\s;]+$/, '')}; ${FRAME_ANCESTORS}`;
  else if (csp && csp !== rendered) extra['Content-Security-Policy'] = csp;
  else if (!csp && /^text\/html/i.test(response.headers.get('content-type') ?? '')) extra['Content-Security-Policy'] = FRAME_ANCESTORS;
  return withHeaders(response, extra);
});

/**
 * One access line for every request the renderer sees (route cache hits never get here: the
 * cache logs theirs, src/lib/cache/route-cache-provider.ts). `ms` is the time to the response's
 * head; a streamed page may still be rendering. The first request also subscribes this instance
 * to other instances' CMS publishes (src/lib/cache/publish-bus.ts).
 */
export const onRequest = defineMiddleware((context, next) => {
  // The route cache provider opened the request's log context; a request it does not see opens it here.
  const correlationId = currentCorrelationId() ?? correlationIdFor(context.request);
  context.locals.correlationId = correlationId;
  return inRequest(correlationId, () => handleAndLog(context, next));
});

/** When a request's handling began, kept on the request for Astro's second pass (`rendersErrorPageNext`). */
const STARTED = Symbol('cairn.started');

async function handleAndLog(context: Parameters<typeof handle>[0], next: Parameters<typeof handle>[1]): Promise<Response> {
  const { request } = context;
  const earlier: unknown = Reflect.get(request, STARTED);
  const started = typeof earlier === 'number' ? earlier : performance.now();
  startPublishListener();
  let status = 500;
  let cache = 'BYPASS';
  let logged = true;
  try {
    // `handle` always answers (defineMiddleware's type also allows passing on).
    const response = (await handle(context, next)) as Response;
    status = response.status;
    if (/\bs-maxage=[1-9]/.test(response.headers.get('cache-control') ?? '') && context.cache?.options.maxAge) cache = 'MISS';
    if (rendersErrorPageNext(response, context.routePattern)) {
      // Its one line is written by the error page's pass, with this start and the status the shopper gets.
      logged = false;
      Reflect.set(request, STARTED, started);
    }
    return response;
  } finally {
    if (logged) logAccess({ method: request.method, url: context.url, route: context.routePattern, status, ms: performance.now() - started, cache, correlationId: context.locals.correlationId });
  }
}

/**
 * Whether Astro answers this with its 404 or 500 page, rendered through this middleware again for
 * the same request: an empty 404 or 500 from any route but those pages themselves (Astro's
 * `REROUTABLE_STATUS_CODES`), such as the 404 of a GET to an endpoint that only takes POST.
 */
function rendersErrorPageNext(response: Response, route: string): boolean {
  return (response.status === 404 || response.status === 500) && response.body === null && route !== '/404' && route !== '/500';
}

/** Every list of blocks links the blocks' sheet in case it is the first: a page keeps the first link only (src/lib/html/first-only.ts). */
const BLOCKS_SHEET_LINK = `<link rel="stylesheet" href="${blocksSheet}">`;

async function oneBlocksSheet(response: Response, keptWhole: boolean): Promise<Response> {
  if (!response.body || !/^text\/html/i.test(response.headers.get('content-type') ?? '')) return response;
  // A page the route cache keeps is read whole there anyway: one pass over its bytes here costs
  // less than a transform on its stream (a pipe, and a pass per chunk), and the cache takes the
  // bytes from here as they are (`WholeBody`).
  const kept = keptWhole
    ? new WholeBody(firstOnlyWhole(await bodyBytes(response), BLOCKS_SHEET_LINK), response)
    : new Response(firstOnly(response.body, BLOCKS_SHEET_LINK), response);
  kept.headers.delete('content-length');
  return kept;
}

/** A session store that did not answer, as a value to answer with; anything else is thrown on. */
const storeDown = (error: unknown): SessionUnavailable | Promise<never> => (error instanceof SessionUnavailable ? error : Promise.reject(error));

/**
 * A request whose session the store could not read or save: an /api call answers 503 (the
 * page's script says it failed, and the shopper can try again); a private page is the complete
 * 503 page with its "Try again" link, in the site's language. The browser keeps the session id
 * it came with (./lib/bff/session.ts), so the shopper is still who they were on the next request.
 */
function sessionUnavailable(url: URL, locals: App.Locals, error: SessionUnavailable): Response {
  const { correlationId, site } = locals;
  log('error', 'session.unavailable', { step: error.step, path: url.pathname, message: error.cause instanceof Error ? error.cause.message : String(error.cause), correlationId });
  if (!url.pathname.startsWith('/api/')) return serviceUnavailable(site.language);
  const answer = apiError(503, 'API503', 'Your session is not available right now. Please try again.', correlationId);
  answer.headers.set('Retry-After', '1');
  return answer;
}

/** Response.redirect() and fetched responses have immutable headers: copy them when needed. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
