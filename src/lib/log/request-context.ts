/**
 * The request a line of log belongs to. The route cache provider (the first of our code a
 * request meets, src/lib/cache/route-cache-provider.ts) and the middleware run the request inside
 * this context, so every line written while it is handled (ours through ./logger.ts, and
 * Astro's own through ./astro-lines.ts) carries its correlation id without passing it around.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  correlationId: string;
}

const requests = new AsyncLocalStorage<RequestContext>();

/**
 * Each request's id, kept for as long as the request is: Astro renders its 404 or 500 page for an
 * empty 404 or 500 answer (a GET of an endpoint that only takes POST) through the route cache
 * provider and the middleware a second time, with the same Request, outside the first context.
 * Kept on the request itself, as Astro keeps the client's address there.
 */
const ID = Symbol('cairn.correlationId');

/** The id nginx gave the request (`X-Correlation-Id`), else a new one; the same one every time for the same request. */
export function correlationIdFor(request: Request): string {
  const known: unknown = Reflect.get(request, ID);
  if (typeof known === 'string') return known;
  const id = request.headers.get('x-correlation-id') ?? crypto.randomUUID();
  Reflect.set(request, ID, id);
  return id;
}

/** Runs `work` (and everything it starts) as part of the request with this correlation id. */
export function inRequest<T>(correlationId: string, work: () => T): T {
  return requests.run({ correlationId }, work);
}

/** The correlation id of the request being handled here, if any (none at start-up or in a timer). */
export function currentCorrelationId(): string | undefined {
  return requests.getStore()?.correlationId;
}

/**
 * Runs `work` outside any request: a connection or subscription opened while the first request is
 * handled lives on, and its later lines (a Redis error, a publish applied) are no request's.
 */
export function outsideRequest<T>(work: () => T): T {
  return requests.exit(work);
}
