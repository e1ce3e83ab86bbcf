/**
 * /{locale}/account/orders/{orderNumber}/invoice: the order's invoice as a file the browser saves
 * (issue 12; docs/requirements/account-and-loyalty.md#orders-and-returns `POST /consumers-v3/consumer/purchase/invoice/download`). A plain link
 * works, so the order page offers the invoice before any script runs. The gateway is called as
 * the shopper (their token, from the server-side session): an order that isn't theirs answers the
 * gateway's 404 OHS4004, never someone else's document. The answer passes as the gateway gave it
 * (PDF with Content-Disposition attachment, or the spec-shaped error), private and uncached.
 *
 * A GET that reads: nothing changes, so a link from anywhere can at most download the shopper's
 * own invoice to the shopper's own browser.
 */
import type { APIRoute } from 'astro';
import { accountOrderPath } from '../../../../../lib/account/sections.ts';
import { authBroker, bffRequest } from '../../../../../lib/bff/broker.ts';
import { apiError } from '../../../../../lib/bff/guard.ts';
import { relayAnswer } from '../../../../../lib/bff/relay.ts';

export const prerender = false;

/** The document is made on the gateway: a little longer than a JSON read. */
const INVOICE_TIMEOUT_MS = 8000;
const INVOICE_PATH = '/consumers-v3/consumer/purchase/invoice/download';

export const GET: APIRoute = async (context) => {
  const { params, locals, redirect } = context;
  context.cache.set(false);
  const orderNumber = (params.orderId ?? '').trim();
  if (!locals.localeInPath || !orderNumber || orderNumber.length > 100) return apiError(404, 'API404', 'Not found', locals.correlationId);
  const req = bffRequest(context);
  // Signed out: the order's page, which asks the shopper to sign in (and shows no order data).
  if (!authBroker.serverSide(req).signedIn) return redirect(accountOrderPath(locals.site.locale, orderNumber), 303);
  let res: Response;
  try {
    res = await authBroker.forward(req, { method: 'POST', path: INVOICE_PATH, query: { format: 'pdf' }, body: { orderNumber }, timeoutMs: INVOICE_TIMEOUT_MS });
  } catch {
    // The deadline passed or the gateway is unreachable.
    return apiError(504, 'GEN500', 'The invoice could not be made just now', locals.correlationId);
  }
  const { response } = await relayAnswer(res, authBroker.secretsOf(req), locals.correlationId);
  return response;
};
