/**
 * The storefront's auth broker, wired to callGateway and the logger, and the helpers every
 * /api endpoint uses to describe its request and answer JSON. Endpoints that call the gateway
 * for a shopper use `authBroker.callForShopper(bffRequest(context), contract, input)` (parsed
 * by the contract) or `authBroker.forward(bffRequest(context), call)` (the raw Response): both
 * add the shopper's token and usid, start a guest session when there is none, and refresh
 * transparently.
 */
import type { APIContext } from 'astro';
import { log } from '../log/logger.ts';
import { sessions } from '../services.ts';
import { createAuthBroker, type BffRequest } from './auth-session.ts';
import { openSession, type BffSession } from './session.ts';
import { callGateway } from './gateway.ts';
import { channelOfRequest, siteOfRequest } from './request.ts';

export const authBroker = createAuthBroker(callGateway, {
  log: (event, fields) => log('warn', event, fields),
  // Token refreshes happen once across every instance that shares the session store.
  once: (key, memoryMs, task) => sessions.store.once(key, memoryMs, task),
});

/** Opens the shopper's server-side session for a request (src/middleware.ts does, for /api and private pages). */
export const openBffSession = (context: Pick<APIContext, 'url' | 'cookies'>): Promise<BffSession> =>
  openSession(context.cookies, context.url.protocol === 'https:', sessions.store, sessions.secret);

export function bffRequest(context: Pick<APIContext, 'request' | 'url' | 'cookies' | 'locals'>): BffRequest {
  const session = context.locals.bff;
  // A route that talks to the gateway as the shopper must be one whose session the middleware opens.
  if (!session) throw new Error(`No shopper session on ${context.url.pathname}: only /api and private pages open one (src/lib/site/private-routes.ts)`);
  return {
    site: context.locals.localeInPath ? context.locals.site : siteOfRequest(context.request, context.url),
    correlationId: context.locals.correlationId,
    channel: channelOfRequest(context.request),
    secure: context.url.protocol === 'https:',
    cookies: session.jar,
    session,
  };
}

/** A private JSON answer: session answers differ per shopper and must never be cached. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  });
}
