/**
 * The order's `purchase` analytics event, pushed once per order (src/lib/analytics/data-layer.ts
 * `pushEvent`, which drops it without performance consent). The order numbers already counted
 * are kept in sessionStorage (nothing sensitive): a reload or the back button does not count the
 * order twice. Like every event, one dropped for want of consent is dropped, not queued: the order
 * is marked either way, so consent given later does not replay it.
 */
import { pushEvent, type AnalyticsEvent } from '../../lib/analytics/data-layer.ts';

export const SENT_PURCHASES_KEY = 'cairn.purchases.sent';
/** Enough for any session; the oldest numbers go first. */
const REMEMBERED = 20;

function sentOrders(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SENT_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export function pushPurchaseOnce(event: Extract<AnalyticsEvent, { event: 'purchase' }>): boolean {
  const orderNumber = event.ecommerce.transaction_id;
  const sent = sentOrders();
  if (sent.includes(orderNumber)) return false;
  const pushed = pushEvent(event);
  try {
    sessionStorage.setItem(SENT_PURCHASES_KEY, JSON.stringify([...sent, orderNumber].slice(-REMEMBERED)));
  } catch {
    // Storage full or refused: a reload may push it again.
  }
  return pushed;
}

export function startPurchaseEvent(): void {
  const source = document.querySelector<HTMLElement>('[data-purchase]');
  if (!source?.dataset.purchase) return;
  try {
    pushPurchaseOnce(JSON.parse(source.dataset.purchase) as Extract<AnalyticsEvent, { event: 'purchase' }>);
  } catch {
    // A page without a readable event pushes nothing.
  }
}
