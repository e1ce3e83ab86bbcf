/**
 * POST /api/auth/signin `{ email, password, recaptchaToken?, guestObjects?, attachLastOrder?, returnTo? }`:
 * the BFF runs the credential step and the PKCE token exchange on the server (docs/requirements/sign-in.md#token-exchange)
 * and keeps the tokens in httpOnly cookies. Answers `{ session, basketId?, favoriteId?,
 * saveForLaterId?, returnTo }` (returnTo: a same-origin path, else '/'), or the gateway's error
 * in the spec's shape (AUT401, AUT426, AUT423, AUT441, AUT403…). `attachLastOrder: true` joins the
 * order this session placed last to the account (docs/requirements/sign-in.md#sign-in-flow orderNo, st, action postLogin); the
 * number and security token come from the server's session, never from the body.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { emailAddress, guestObjects } from '../../../../schemas/api/auth.ts';
import { authBroker, bffRequest, jsonAnswer } from '../../../lib/bff/broker.ts';
import { errorResponse } from '../../../lib/bff/contract-client.ts';
import { refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { readJsonBody } from '../../../lib/bff/json-body.ts';
import { safeReturnPath } from '../../../lib/site/return-path.ts';

export const prerender = false;

const signInForm = z.object({
  email: emailAddress,
  password: z.string().min(1, 'This field is required').max(200),
  recaptchaToken: z.string().max(4000).optional(),
  guestObjects: guestObjects.optional(),
  attachLastOrder: z.boolean().optional(),
  returnTo: z.string().max(2048).optional(),
});

export const POST: APIRoute = async (context) => {
  const refused = refuseUnsafeRequest(context.request, context.url);
  if (refused) return refused;
  const form = await readJsonBody(context.request, signInForm, context.locals.correlationId);
  if (!form.ok) return form.response;
  const { returnTo, attachLastOrder, ...input } = form.data;
  const req = bffRequest(context);
  const lastOrder = attachLastOrder === true ? authBroker.serverSide(req).lastOrder : undefined;
  const outcome = await authBroker.signIn(req, { ...input, ...(lastOrder ? { orderNo: lastOrder.orderNumber, st: lastOrder.st } : {}) });
  if (!outcome.ok) return errorResponse(outcome);
  return jsonAnswer(200, { ...outcome.data, returnTo: safeReturnPath(returnTo, context.url.origin) });
};
