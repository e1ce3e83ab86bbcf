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
import { createAuthBroker, type BffRequest } from './auth-session.ts';
import { callGateway } from './gateway.ts';
import { channelOfRequest, siteOfRequest } from './request.ts';

export const authBroker = createAuthBroker(callGateway, { log: (event, fields) => log('warn', event, fields) });

export function bffRequest(context: Pick<APIContext, 'request' | 'url' | 'cookies' | 'locals'>): BffRequest {
  return {
    site: context.locals.localeInPath ? context.locals.site : siteOfRequest(context.request, context.url),
    correlationId: context.locals.correlationId,
    channel: channelOfRequest(context.request),
    secure: context.url.protocol === 'https:',
    cookies: context.cookies,
  };
}

/** A private JSON answer: session answers differ per shopper and must never be cached. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  });
}
