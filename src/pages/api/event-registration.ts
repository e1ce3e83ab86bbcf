/**
 * Event registration (seed 001 §7): the browser posts the form (schemas/api/event-registration.ts
 * `eventRegistrationForm`); the BFF stamps registrationTimestamp with the server's clock and
 * forwards it to the gateway. The gateway's answer (201, or an error in the spec's shape) goes
 * back as is: the form shows the error's message in its alert.
 *
 * The form is only offered to signed-in shoppers. Once sessions exist, this endpoint forwards
 * the shopper's token and takes the email and names from the session instead of the body.
 */
import type { APIRoute } from 'astro';
import { eventRegistrationForm, registerForEvent, type EventRegistrationRequest } from '../../../schemas/api/event-registration.ts';
import { callGateway } from '../../lib/bff/gateway.ts';
import { refuseUnsafeRequest } from '../../lib/bff/guard.ts';
import { readJsonBody } from '../../lib/bff/json-body.ts';
import { channelOfRequest, siteOfRequest } from '../../lib/bff/request.ts';

export const prerender = false;

export const POST: APIRoute = async ({ request, url, locals }) => {
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  const form = await readJsonBody(request, eventRegistrationForm, locals.correlationId);
  if (!form.ok) return form.response;
  const body: EventRegistrationRequest = { ...form.data, registrationTimestamp: new Date().toISOString() };
  return callGateway({
    site: siteOfRequest(request, url),
    channel: channelOfRequest(request),
    method: registerForEvent.method,
    path: registerForEvent.path,
    body,
    correlationId: locals.correlationId,
  });
};
