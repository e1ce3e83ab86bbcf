/**
 * POST /api/auth/agent-login `{ storeId, storeEmployeeId, password }`: a store associate signs in
 * at a store (buy-in-store mode, docs/requirements/checkout-and-payments.md#buy-in-store). Answers `{ session }` with `session.buyInStore`.
 */
import type { APIRoute } from 'astro';
import { agentLogin } from '../../../../schemas/api/auth.ts';
import { authBroker, bffRequest, jsonAnswer } from '../../../lib/bff/broker.ts';
import { errorResponse } from '../../../lib/bff/contract-client.ts';
import { refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { readJsonBody } from '../../../lib/bff/json-body.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const refused = refuseUnsafeRequest(context.request, context.url);
  if (refused) return refused;
  const form = await readJsonBody(context.request, agentLogin.request.body, context.locals.correlationId);
  if (!form.ok) return form.response;
  const outcome = await authBroker.agentLogin(bffRequest(context), form.data);
  if (!outcome.ok) return errorResponse(outcome);
  return jsonAnswer(200, outcome.data);
};
