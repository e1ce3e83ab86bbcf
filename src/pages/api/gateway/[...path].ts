/**
 * /api/gateway/<gateway path>: the browser's way to the commerce gateway, for the calls on the
 * allow-list (src/lib/bff/allow-list.ts) and nothing else (404), so this is not an open proxy.
 * State-changing calls must be same-origin JSON (403/415). The shopper's token and usid are
 * added on the server, refresh is transparent, the deadline is callGateway's. The answer keeps
 * the gateway's status and spec-shaped error body, minus anything that looks like a credential.
 */
import type { APIRoute } from 'astro';
import { matchAllowedCall } from '../../../lib/bff/allow-list.ts';
import { OBJECT_MEMBERS } from '../../../lib/bff/auth-session.ts';
import { authBroker, bffRequest } from '../../../lib/bff/broker.ts';
import { apiError, refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { relayAnswer } from '../../../lib/bff/relay.ts';
import { UNREAD_LINE_MEMBER } from '../../../../schemas/api/cart.ts';

export const prerender = false;

/** Gateway bodies are small JSON documents; a larger one is not ours. */
const MAX_BODY_BYTES = 65_536;

export const ALL: APIRoute = async (context) => {
  const { request, url, params, locals } = context;
  // Answers are the shopper's own (cart, profile, orders): never a route-cache entry. The public
  // pages' rule '/[locale]/[...slug]' also matches /api/…, and the cache keys by URL alone.
  context.cache.set(false);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const allowed = matchAllowedCall(method, `/${params.path ?? ''}`);
  if (!allowed) return apiError(404, 'API404', 'Not found', locals.correlationId);
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;

  let body: unknown;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return apiError(413, 'API400', 'The request body is too large', locals.correlationId);
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      return apiError(400, 'API400', 'The body is not valid JSON', locals.correlationId);
    }
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;

  const req = bffRequest(context);
  const res = await authBroker.forward(req, { method: allowed.method, path: allowed.path, query, body });
  // A cart answer leaves without its lines' variants, which no screen reads: three fifths of a
  // line's bytes, on every change to the cart (docs/decisions.md "The cart on screen").
  const cartAnswer = allowed.path.startsWith('/cart/');
  const answer = await relayAnswer(res, authBroker.secretsOf(req), locals.correlationId, cartAnswer ? UNREAD_LINE_MEMBER : undefined);
  // Basket and list ids the gateway answers are remembered (cookie) for sign-in and /api/session:
  // read from the answer's top level, without parsing a whole cart for them.
  if (res.ok && /^\/(cart|wishlists)\//.test(allowed.path)) authBroker.rememberObjects(req, answer.strings(OBJECT_MEMBERS));
  // Profile answers carry the flags the session cookie mirrors (employee terms, loyalty, first name).
  if (res.ok && allowed.pattern === '/consumers-v3/consumer') authBroker.rememberProfile(req, answer.json());
  return answer.response;
};
