/**
 * The tracking form posted to its page (src/pages/[locale]/order-status.astro): a press before
 * the island's code arrived, or a browser without it. The same checks and the same call as the
 * island's (islands/account/orders/track-order.ts), made on the server as the shopper, and the
 * outcome handed to the island to render. Server-only.
 */
import { trackOrder } from '../../../schemas/api/consumer/orders.ts';
import { orderMessages } from '../../../islands/account/orders/messages.ts';
import { checkTracking, hasTrackingErrors, trackingRefusal, type TrackState } from '../../../islands/account/orders/track-order.ts';
import type { BffRequest } from '../bff/auth-session.ts';
import { authBroker } from '../bff/broker.ts';
import { log } from '../log/logger.ts';

const TRACK_TIMEOUT_MS = 8000;
/** Longer than any field's limit: a posted value is cut here, before it is checked. */
const FIELD_MAX = 1000;

export async function trackPosted(request: Request, req: BffRequest, language: string, correlationId: string): Promise<TrackState> {
  const form = await request.formData().catch(() => null);
  const field = (name: string): string => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.slice(0, FIELD_MAX) : '';
  };
  const orderNumber = field('orderNumber');
  const email = field('email');
  const errors = checkTracking(orderNumber, email, language);
  const typed = { orderNumber, email, errors, notice: null, result: null };
  if (hasTrackingErrors(errors)) return typed;
  const words = orderMessages(language);
  try {
    const out = await authBroker.callForShopper(req, trackOrder, { body: { orderNumber: orderNumber.trim(), email: email.trim() } }, TRACK_TIMEOUT_MS);
    if (out.ok) return { ...typed, result: out.data };
    const errorId = out.error.errorDetails[0]?.errorId;
    const notice = trackingRefusal({ status: out.status, errorId }, words);
    // "Not found" is the shopper's typing; anything else is the service's failure.
    if (notice !== words.notFound) log('warn', 'order_status.track_failed', { status: out.status, errorId, correlationId });
    return { ...typed, notice };
  } catch (error) {
    log('error', 'order_status.track_failed', { error: error instanceof Error ? error.message : String(error), correlationId });
    return { ...typed, notice: words.trackFailed };
  }
}
