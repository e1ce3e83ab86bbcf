/**
 * POST /api/auth/signup: the sign-up payload of docs/requirements/sign-in.md#sign-up (plus optional guestObjects,
 * returnTo and attachLastOrder). Creates the account, then signs the shopper in (docs/requirements/sign-in.md#sign-up:
 * "After sign-up the user is logged in automatically"). Answers 201 `{ session, basketId?, …,
 * returnTo }`, or the gateway's error (LOGIN_IN_USE, PHONE_NUMBER_ALREADY_IN_USE, MISSING_BIRTHDATE…).
 *
 * `attachLastOrder: true` (the order confirmation page): the order this session placed last joins
 * the new account at the sign-in's token exchange (docs/requirements/sign-in.md#token-exchange orderNo, st, action postLogin).
 * The number and security token come from the server's session, never from the body.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { guestObjects, signUpBody } from '../../../../schemas/api/auth.ts';
import { authBroker, bffRequest, jsonAnswer } from '../../../lib/bff/broker.ts';
import { errorResponse } from '../../../lib/bff/contract-client.ts';
import { refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { readJsonBody } from '../../../lib/bff/json-body.ts';
import { safeReturnPath } from '../../../lib/site/return-path.ts';

export const prerender = false;

// The form's input (before defaults): the gateway parses the payload again with the same contract.
const signUpForm = z.looseObject({ guestObjects: guestObjects.optional(), returnTo: z.string().max(2048).optional(), attachLastOrder: z.boolean().optional() });

export const POST: APIRoute = async (context) => {
  const refused = refuseUnsafeRequest(context.request, context.url);
  if (refused) return refused;
  const form = await readJsonBody(context.request, signUpForm, context.locals.correlationId);
  if (!form.ok) return form.response;
  const { guestObjects: guest, returnTo, attachLastOrder, ...payload } = form.data;
  const checked = signUpBody.safeParse(payload);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const field = issue?.path.map(String).join('.') ?? '';
    return errorResponse({
      status: 400,
      error: { errorDetails: [{ errorId: 'API400', message: `${field}: ${issue?.message ?? 'not valid'}`, field }], appId: 'cairn-storefront', correlationId: context.locals.correlationId },
    });
  }
  const req = bffRequest(context);
  const lastOrder = attachLastOrder === true ? authBroker.serverSide(req).lastOrder : undefined;
  const outcome = await authBroker.signUp(req, checked.data, { guestObjects: guest, ...(lastOrder ? { orderNo: lastOrder.orderNumber, st: lastOrder.st } : {}) });
  if (!outcome.ok) return errorResponse(outcome);
  return jsonAnswer(201, { ...outcome.data, returnTo: safeReturnPath(returnTo, context.url.origin) });
};
