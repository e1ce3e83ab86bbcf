/**
 * Newsletter sign-up (docs/requirements/content-blocks.md#newsletter): the browser posts `{ email, policy: true }`; the
 * BFF subscribes the address (type Newsletter) through the gateway and answers
 * `{ status: 'subscribed' | 'already-subscribed' }`. The gateway tells the two apart by its
 * status (201: a new opt-in, 200: already opted in). Errors keep the gateway's status and shape.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { createSubscription } from '../../../schemas/api/subscription.ts';
import { EMAIL_PATTERN } from '../../../schemas/forms/validators.ts';
import { authBroker, bffRequest } from '../../lib/bff/broker.ts';
import { refuseUnsafeRequest } from '../../lib/bff/guard.ts';
import { readJsonBody } from '../../lib/bff/json-body.ts';

export const prerender = false;

const signUp = z.object({
  email: z.string().trim().max(100).regex(EMAIL_PATTERN, 'Email is not valid'),
  policy: z.literal(true, { message: 'This field is required' }),
});

export type NewsletterAnswer = { status: 'subscribed' | 'already-subscribed' };

export const POST: APIRoute = async (context) => {
  const { request, url, locals } = context;
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  const body = await readJsonBody(request, signUp, locals.correlationId);
  if (!body.ok) return body.response;
  // As the shopper (their token), on the page's site (the /api URL has no locale of its own).
  const req = bffRequest(context);
  const { site, channel } = req;
  const res = await authBroker.forward(req, {
    method: createSubscription.method,
    path: createSubscription.path,
    body: { type: 'Newsletter', recipient: body.data.email, optin: true, doubleOptin: false, channel, country: site.country, region: site.region },
  });
  if (!res.ok) return res;
  await res.body?.cancel();
  const answer: NewsletterAnswer = { status: res.status === 201 ? 'subscribed' : 'already-subscribed' };
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
};
