/**
 * GET /api/session: the shopper's non-secret session (src/lib/session/types.ts SessionState).
 * The first API call of a visit starts a guest session here (cookies only, never a token in
 * the body).
 */
import type { APIRoute } from 'astro';
import { authBroker, bffRequest, jsonAnswer } from '../../lib/bff/broker.ts';

export const prerender = false;

export const GET: APIRoute = async (context) => jsonAnswer(200, await authBroker.sessionState(bffRequest(context)));
