/**
 * POST /api/auth/signout `{}`: the gateway revokes the session's tokens, the cookies go, and a
 * new guest session starts (docs/requirements/sign-in.md#roles). Answers `{ session }` (the guest's). The page clears
 * cart, profile, loyalty and favorites state and goes home when it was a private page.
 */
import type { APIRoute } from 'astro';
import { authBroker, bffRequest, jsonAnswer } from '../../../lib/bff/broker.ts';
import { refuseUnsafeRequest } from '../../../lib/bff/guard.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const refused = refuseUnsafeRequest(context.request, context.url);
  if (refused) return refused;
  await context.request.body?.cancel();
  return jsonAnswer(200, { session: await authBroker.signOut(bffRequest(context)) });
};
