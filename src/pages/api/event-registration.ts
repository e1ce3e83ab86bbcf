/**
 * Event registration (docs/requirements/content-blocks.md#event-sign-up): the browser posts the form (schemas/api/event-registration.ts
 * `eventRegistrationForm`); the BFF stamps registrationTimestamp with the server's clock and
 * forwards it to the gateway. The gateway's answer (201, or an error in the spec's shape) goes
 * back as is: the form shows the error's message in its alert.
 *
 * The call goes as the shopper (their token, through the auth broker). Taking the email and
 * names from the session rather than the body comes with the sign-in islands.
 */
import type { APIRoute } from 'astro';
import { eventRegistrationForm, registerForEvent, type EventRegistrationRequest } from '../../../schemas/api/event-registration.ts';
import { authBroker, bffRequest } from '../../lib/bff/broker.ts';
import { refuseUnsafeRequest } from '../../lib/bff/guard.ts';
import { readJsonBody } from '../../lib/bff/json-body.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const { request, url, locals } = context;
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  const form = await readJsonBody(request, eventRegistrationForm, locals.correlationId);
  if (!form.ok) return form.response;
  const body: EventRegistrationRequest = { ...form.data, registrationTimestamp: new Date().toISOString() };
  return authBroker.forward(bffRequest(context), { method: registerForEvent.method, path: registerForEvent.path, body });
};
