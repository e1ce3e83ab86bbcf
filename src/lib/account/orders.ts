/**
 * The account's orders and the guest order tracking (issue 12; docs/requirements/account-and-loyalty.md#orders-and-returns purchase history,
 * purchase, invoice, return label, TrackOrder, CancelOrder, resendGiftCardEmail), as pure
 * functions shared by the pages and the islands: the history's pages, the dates in the site's
 * format, what can be done with an order, and the same-origin URLs of its documents.
 *
 * Type-only imports from schemas/api: islands import this file, and the contracts (zod) must not
 * come with it.
 */
import type { PurchaseDetail } from '../../../schemas/api/consumer/orders.ts';
import { formatDate, fromIsoDate, type DateFormat } from '../../../schemas/forms/validators.ts';

export type OrderStatus = PurchaseDetail['status'];
export type OrderItem = PurchaseDetail['items'][number];

// ---- The history's pages (?page=, first page 1) --------------------------------------------------

/** The page asked for: a whole number from 1; anything else is the first page. */
export function pageNumberOf(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The history call's window for a page (`start` counts from 0). */
export const historyWindow = (page: number, pageSize: number): { start: number; count: number } => ({ start: (page - 1) * pageSize, count: pageSize });

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page links to show: the first, the last, and the current one with its neighbours; a gap
 * (`null`) where pages are left out. Five pages or fewer are all shown.
 */
export function pageLinks(current: number, pages: number): Array<number | null> {
  if (pages <= 5) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of shown) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** `?page=n` on the list's path (none for the first page, so it has one URL). */
export const historyPageHref = (listPath: string, page: number): string => (page <= 1 ? listPath : `${listPath}?page=${page}`);

// ---- Dates ------------------------------------------------------------------------------------------

/** An ISO timestamp's calendar date in the site's format (MM/DD/YYYY in NORA, DD/MM/YYYY in EMEA); the input when it is no date. */
export function orderDate(iso: string, format: DateFormat): string {
  const date = fromIsoDate(iso.slice(0, 10));
  return date ? formatDate(date, format) : iso;
}

// ---- What can be done with an order --------------------------------------------------------------------

/** An order never paid, or cancelled, has no invoice (the gateway answers ORD409). */
export const hasInvoice = (status: OrderStatus): boolean => status !== 'cancelled' && status !== 'payment_pending';

/** Lines that may still get a return label. */
export const returnableItems = (order: Pick<PurchaseDetail, 'items'>): OrderItem[] => order.items.filter((i) => i.returnableQty > 0);

/** Digital gift card lines whose email can be sent again (the gateway answers GFO405 for a cancelled or unpaid order). */
export const resendableGiftCards = (order: Pick<PurchaseDetail, 'items' | 'status'>): OrderItem[] =>
  order.status === 'cancelled' || order.status === 'payment_pending' ? [] : order.items.filter((i) => i.isDigitalProduct);

/** The email an order was placed with (TrackOrder asks for it), when the order names one. */
export const orderEmail = (order: Pick<PurchaseDetail, 'billingAddress' | 'shippingAddress'>): string | undefined => order.billingAddress?.email || order.shippingAddress?.email || undefined;

// ---- Same-origin URLs ----------------------------------------------------------------------------------

/** The invoice as a file (src/pages/[locale]/account/orders/[orderId]/invoice.ts): a link the browser saves. */
export const invoicePath = (locale: string, orderNumber: string): string => `/${locale}/account/orders/${encodeURIComponent(orderNumber)}/invoice`;

/** The query flag the order page shows its "cancelled" confirmation for, after the island's reload. */
export const CANCELLED_PARAM = 'cancelled';

/** Guest order tracking, linked from the footer. */
export const ORDER_STATUS_PAGE = 'order-status';
export const orderStatusPath = (locale: string): string => `/${locale}/${ORDER_STATUS_PAGE}`;

/** The how-to-return help page, linked with every return label. */
export const howToReturnPath = (locale: string): string => `/${locale}/help/returns/how-to-return`;

/** The file name of a Content-Disposition answer (`attachment; filename="INV-….pdf"`), or the fallback. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '') : '';
  return name || fallback;
}
