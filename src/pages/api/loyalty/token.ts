/**
 * POST /api/loyalty/token { referralCode? }: hands a new member's session to the loyalty
 * programme (docs/requirements/account-and-loyalty.md#loyalty-enrolment POST /consumers-v3/consumer/loyalty/token with usid and referralCode).
 * The usid lives in the server-side session, never in the browser, so this endpoint adds it; the
 * referral code is the one the page's `?referralCode=` carried (src/lib/loyalty/enrol.ts).
 *
 * The programme's token is for its own widgets, and the shop runs none: it stays here (docs/architecture.md#security-rules,
 * tokens stay on the server) and the browser gets only what it may show: the member id, the
 * referral code the programme kept, and how long the link lasts.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { loyaltyToken } from '../../../../schemas/api/consumer/loyalty.ts';
import { authBroker, bffRequest, jsonAnswer } from '../../../lib/bff/broker.ts';
import { errorResponse } from '../../../lib/bff/contract-client.ts';
import { apiError, refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { readJsonBody } from '../../../lib/bff/json-body.ts';
import { REFERRAL_CODE_PATTERN } from '../../../lib/loyalty/rules.ts';

export const prerender = false;

/** The programme answers at once; a slow one must not hold the welcome dialog. */
export const LOYALTY_TOKEN_TIMEOUT_MS = 4000;

const tokenRequest = z.object({ referralCode: z.string().trim().regex(REFERRAL_CODE_PATTERN, 'a referral code is 4 to 20 letters, digits or dashes').optional() }).strict();

export const POST: APIRoute = async (context) => {
  const { request, url, locals } = context;
  context.cache.set(false);
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  const form = await readJsonBody(request, tokenRequest, locals.correlationId);
  if (!form.ok) return form.response;
  const req = bffRequest(context);
  if (!authBroker.serverSide(req).signedIn) return apiError(401, 'AUT404', 'Sign in to join the loyalty programme', locals.correlationId);
  const usid = authBroker.read(req).state?.usid;
  if (!usid) return apiError(401, 'AUT404', 'Sign in to join the loyalty programme', locals.correlationId);
  const outcome = await authBroker.callForShopper(
    req,
    loyaltyToken,
    { body: { usid, ...(form.data.referralCode ? { referralCode: form.data.referralCode.toUpperCase() } : {}) } },
    LOYALTY_TOKEN_TIMEOUT_MS,
  );
  if (!outcome.ok) return errorResponse(outcome);
  const { memberId, referralCode, expiresIn } = outcome.data;
  return jsonAnswer(200, { memberId, expiresIn, ...(referralCode ? { referralCode } : {}) });
};
